/**
 * `npm run forms -- diff <FORM> <old.pdf> <new.pdf>`: what a new revision of a form does to its maps (issue 25). The
 * AcroForm fields of the two PDFs are paired — by name first, then the rest by their label (the field's tooltip,
 * /TU, when it is the only unpaired one of its kind with that label on both sides), then by position (the nearest
 * unpaired field of the same kind on the same page, within a tolerance) — and every field name a map of the form uses
 * is listed with what it becomes: kept, re-keyed (old → new, and how the pair was found), or gone. Fields of the new
 * revision no map accounts for are listed too, and fields that kept their name but moved or changed label (a name the
 * Judicial Council reused for another item is the dangerous case). Nothing is written: the map is re-keyed by hand
 * from the table, then `shipped-forms.test.ts` holds it to the new PDF.
 */
import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFSignature,
  PDFTextField,
  type PDFField,
} from 'pdf-lib';

export type FieldKind = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'list' | 'signature' | 'button';

export interface FormField {
  readonly name: string;
  readonly kind: FieldKind;
  /** The field's label, its tooltip (/TU), as the form's author wrote it ("" when none). */
  readonly label: string;
  /** 0-based page of its first widget (-1 when the widget is on no page). */
  readonly page: number;
  /** The centre of its first widget, in points. */
  readonly x: number;
  readonly y: number;
}

export type PairedBy = 'name' | 'label' | 'position';
export interface FieldPair {
  readonly old: FormField;
  readonly new: FormField;
  readonly by: PairedBy;
  /** Distance between the two widgets' centres (points). */
  readonly distance: number;
}

export interface FieldPairing {
  readonly pairs: readonly FieldPair[];
  /** Fields of the old revision with no partner in the new one. */
  readonly removed: readonly FormField[];
  /** Fields of the new revision with no partner in the old one. */
  readonly added: readonly FormField[];
}

/** How far (points) a field may move and still be paired by position, or kept by name without a warning. */
export const POSITION_TOLERANCE = 18;

function kindOf(field: PDFField): FieldKind {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown) return 'dropdown';
  if (field instanceof PDFOptionList) return 'list';
  if (field instanceof PDFSignature) return 'signature';
  return 'button';
}

/** A PDF string object's text (pdf-lib's PDFString and PDFHexString both have decodeText). */
function textOf(value: unknown): string {
  const decode = (value as { decodeText?: () => string } | undefined)?.decodeText;
  return typeof decode === 'function' ? decode.call(value).replace(/\s+/g, ' ').trim() : '';
}

/** The AcroForm fields of a PDF (already decrypted: `prepareOfficialPdf` for an official download). */
export async function readFormFields(bytes: Uint8Array): Promise<FormField[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages();
  const pageOfRef = new Map(pages.map((p, i) => [p.ref.toString(), i]));
  // Widgets without /P: find the page whose /Annots holds them.
  const pageOfWidget = new Map<unknown, number>();
  pages.forEach((page, i) => {
    const annots = page.node.Annots();
    for (let j = 0; annots && j < annots.size(); j++) pageOfWidget.set(doc.context.lookup(annots.get(j)), i);
  });
  return doc
    .getForm()
    .getFields()
    .map((field) => {
      const widget = field.acroField.getWidgets()[0];
      const rect = widget?.getRectangle() ?? { x: 0, y: 0, width: 0, height: 0 };
      const p = widget?.P();
      const page = (p && pageOfRef.get(p.toString())) ?? (widget && pageOfWidget.get(widget.dict)) ?? -1;
      return {
        name: field.getName(),
        kind: kindOf(field),
        label: textOf(field.acroField.dict.get(PDFName.of('TU'))),
        page,
        x: Math.round((rect.x + rect.width / 2) * 10) / 10,
        y: Math.round((rect.y + rect.height / 2) * 10) / 10,
      };
    });
}

const distance = (a: FormField, b: FormField): number => Math.round(Math.hypot(a.x - b.x, a.y - b.y) * 10) / 10;

/** Pairs the fields of two revisions of a form: by name, then by a label both sides hold once, then by position. */
export function pairFields(oldFields: readonly FormField[], newFields: readonly FormField[], tolerance = POSITION_TOLERANCE): FieldPairing {
  const pairs: FieldPair[] = [];
  const newByName = new Map(newFields.map((f) => [f.name, f]));
  const oldLeft = new Set<FormField>();
  const newLeft = new Set(newFields);
  for (const o of oldFields) {
    const n = newByName.get(o.name);
    if (n && n.kind === o.kind) {
      pairs.push({ old: o, new: n, by: 'name', distance: distance(o, n) });
      newLeft.delete(n);
    } else oldLeft.add(o);
  }
  // By label: a label (with kind and page) held by exactly one unpaired field on each side.
  const labelKey = (f: FormField) => (f.label ? `${f.kind}\u0000${f.page}\u0000${f.label.toLowerCase()}` : '');
  const once = (fields: Iterable<FormField>) => {
    const seen = new Map<string, FormField | null>();
    for (const f of fields) {
      const k = labelKey(f);
      if (k) seen.set(k, seen.has(k) ? null : f);
    }
    return seen;
  };
  const oldOnce = once(oldLeft);
  const newOnce = once(newLeft);
  for (const [k, o] of oldOnce) {
    const n = newOnce.get(k);
    if (!o || !n) continue;
    pairs.push({ old: o, new: n, by: 'label', distance: distance(o, n) });
    oldLeft.delete(o);
    newLeft.delete(n);
  }
  // By position: the nearest pairs first (same kind, same page, within the tolerance); an equal label wins a tie.
  const candidates = [...oldLeft]
    .flatMap((o) =>
      [...newLeft]
        .filter((n) => n.kind === o.kind && n.page === o.page)
        .map((n) => ({ o, n, d: distance(o, n), sameLabel: o.label !== '' && o.label === n.label })),
    )
    .filter((c) => c.d <= tolerance)
    .sort((a, b) => a.d - b.d || Number(b.sameLabel) - Number(a.sameLabel));
  for (const c of candidates) {
    if (!oldLeft.has(c.o) || !newLeft.has(c.n)) continue;
    pairs.push({ old: c.o, new: c.n, by: 'position', distance: c.d });
    oldLeft.delete(c.o);
    newLeft.delete(c.n);
  }
  return { pairs, removed: [...oldLeft], added: [...newLeft] };
}

export type Rekey =
  | { readonly key: string; readonly status: 'kept'; readonly pair: FieldPair }
  | { readonly key: string; readonly status: 'rekey'; readonly to: string; readonly pair: FieldPair }
  | { readonly key: string; readonly status: 'gone' }
  | { readonly key: string; readonly status: 'unknown' };

/** What each field name a map uses becomes in the new revision. */
export function rekey(keys: readonly string[], oldFields: readonly FormField[], pairing: FieldPairing): Rekey[] {
  const byOld = new Map(pairing.pairs.map((p) => [p.old.name, p]));
  const oldNames = new Set(oldFields.map((f) => f.name));
  return keys.map((key): Rekey => {
    const pair = byOld.get(key);
    if (pair) return pair.new.name === key ? { key, status: 'kept', pair } : { key, status: 'rekey', to: pair.new.name, pair };
    return oldNames.has(key) ? { key, status: 'gone' } : { key, status: 'unknown' };
  });
}

const where = (f: FormField) => `p.${f.page + 1} (${Math.round(f.x)}, ${Math.round(f.y)})${f.label ? ` “${f.label}”` : ''}`;

/** The report the command prints. `maps`: the questionnaires whose maps fill the form, with the field names each uses. */
export function formatDiff(
  form: string,
  oldFields: readonly FormField[],
  newFields: readonly FormField[],
  pairing: FieldPairing,
  maps: readonly { readonly owner: string; readonly keys: readonly string[] }[],
  tolerance = POSITION_TOLERANCE,
): string {
  const lines: string[] = [];
  const count = (by: PairedBy) => pairing.pairs.filter((p) => p.by === by).length;
  lines.push(
    `${form}: ${oldFields.length} fields in the old PDF, ${newFields.length} in the new; paired ${pairing.pairs.length} ` +
      `(${count('name')} by name, ${count('label')} by label, ${count('position')} by position); ` +
      `${pairing.removed.length} removed, ${pairing.added.length} added`,
  );
  const renamed = pairing.pairs.filter((p) => p.by !== 'name');
  if (renamed.length) {
    lines.push('', 'Re-keyed (old → new):');
    for (const p of renamed) lines.push(`  ${p.old.name} → ${p.new.name}  [by ${p.by}, moved ${p.distance} pt] ${where(p.new)}`);
  }
  const changed = pairing.pairs.filter((p) => p.by === 'name' && (p.distance > tolerance || p.old.label !== p.new.label));
  if (changed.length) {
    lines.push('', 'Same name, but moved or relabelled (check it is still the same item):');
    for (const p of changed) lines.push(`  ${p.old.name}: ${where(p.old)} → ${where(p.new)}`);
  }
  if (pairing.removed.length) {
    lines.push('', 'Removed (only in the old PDF):');
    for (const f of pairing.removed) lines.push(`  ${f.name} ${where(f)}`);
  }
  if (pairing.added.length) {
    lines.push('', 'Added (only in the new PDF; a map must fill or classify each):');
    for (const f of pairing.added) lines.push(`  ${f.name} [${f.kind}] ${where(f)}`);
  }
  for (const { owner, keys } of maps) {
    const table = rekey(keys, oldFields, pairing);
    const of = (s: Rekey['status']) => table.filter((r) => r.status === s);
    lines.push(
      '',
      `Map of ${form} in ${owner}: ${keys.length} field names — ${of('kept').length} kept, ${of('rekey').length} to re-key, ` +
        `${of('gone').length} gone${of('unknown').length ? `, ${of('unknown').length} not in the old PDF` : ''}`,
    );
    for (const r of table) {
      if (r.status === 'rekey') lines.push(`  re-key  ${r.key} → ${r.to}  [by ${r.pair.by}]`);
      if (r.status === 'gone') lines.push(`  gone    ${r.key}`);
      if (r.status === 'unknown') lines.push(`  unknown ${r.key} (the map does not match the old PDF)`);
    }
    const used = new Set(table.flatMap((r) => (r.status === 'kept' ? [r.key] : r.status === 'rekey' ? [r.to] : [])));
    const unmapped = newFields.filter((f) => f.kind !== 'button' && !used.has(f.name));
    if (unmapped.length) lines.push(`  new PDF fields this map does not account for: ${unmapped.map((f) => f.name).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
