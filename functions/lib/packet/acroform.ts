/**
 * AcroForm surgery pdf-lib 1.17.1 does not do robustly: removing fields whose widgets lack a normal appearance
 * (pdf-lib's `removeField` throws on them), and merging documents while keeping every form's fields fillable.
 */
import { createHash } from 'node:crypto';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFField,
  type PDFObject,
} from 'pdf-lib';

/** Removes fields and their widgets from the pages (any appearance, any hierarchy). */
export function removeFields(doc: PDFDocument, fields: readonly PDFField[]): void {
  const form = doc.getForm();
  const widgetDicts = new Set(fields.flatMap((f) => f.acroField.getWidgets().map((w) => w.dict)));
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i--) {
      const dict = annots.lookupMaybe(i, PDFDict);
      if (dict && widgetDicts.has(dict)) annots.remove(i);
    }
  }
  for (const field of fields) form.acroForm.removeField(field.acroField);
}

/** The top-level field of a widget (following /Parent), as a reference. */
function rootFieldRef(doc: PDFDocument, ref: PDFRef): PDFRef {
  let current = ref;
  for (let depth = 0; depth < 32; depth++) {
    const dict = doc.context.lookupMaybe(current, PDFDict);
    const parent = dict?.get(PDFName.of('Parent'));
    if (!(parent instanceof PDFRef)) return current;
    current = parent;
  }
  return current;
}

/**
 * One document made of others, in order, keeping their AcroForm fields (their names must not collide: each official
 * form's fields live under its own root, e.g. "SC-100[0]"). pdf-lib's copyPages copies the widgets but not the form:
 * the copied top-level fields are registered in the new AcroForm, each widget's /P is pointed at its new page, and
 * the forms' default resources (/DR fonts) are merged.
 */
export async function mergeDocuments(docs: readonly PDFDocument[]): Promise<PDFDocument> {
  const out = await PDFDocument.create();
  const acroForm = out.catalog.getOrCreateAcroForm();
  const roots = new Set<string>();
  const fonts = new Map<string, unknown>();
  for (const src of docs) {
    const pages = await out.copyPages(src, src.getPageIndices());
    for (const page of pages) {
      out.addPage(page);
      const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
      if (!annots) continue;
      for (let i = 0; i < annots.size(); i++) {
        const ref = annots.get(i);
        if (!(ref instanceof PDFRef)) continue;
        const widget = out.context.lookupMaybe(ref, PDFDict);
        if (!widget || widget.get(PDFName.of('Subtype')) !== PDFName.of('Widget')) continue;
        widget.set(PDFName.of('P'), page.ref);
        const root = rootFieldRef(out, ref);
        if (!roots.has(root.toString())) {
          roots.add(root.toString());
          acroForm.addField(root);
        }
      }
    }
    const dr = src.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.lookupMaybe(PDFName.of('DR'), PDFDict);
    const srcFonts = dr?.lookupMaybe(PDFName.of('Font'), PDFDict);
    if (srcFonts) {
      const copied = out.context.obj({});
      for (const [name, value] of srcFonts.entries()) {
        if (fonts.has(name.asString())) continue;
        fonts.set(name.asString(), value);
        copied.set(name, value);
      }
      if (copied.keys().length) {
        // The font objects themselves come over with the pages that use them; names only need a home in /DR.
        const { PDFObjectCopier } = await import('pdf-lib');
        const copier = PDFObjectCopier.for(src.context, out.context);
        const outDr = acroForm.dict.lookupMaybe(PDFName.of('DR'), PDFDict) ?? out.context.obj({});
        const outFonts = outDr.lookupMaybe(PDFName.of('Font'), PDFDict) ?? out.context.obj({});
        for (const [name, value] of copied.entries()) outFonts.set(name, copier.copy(value));
        outDr.set(PDFName.of('Font'), outFonts);
        acroForm.dict.set(PDFName.of('DR'), outDr);
      }
    }
  }
  return out;
}

/** The top-level fields of a document's AcroForm, as dictionaries with their names. */
function rootFields(doc: PDFDocument): Array<{ dict: PDFDict; name: string }> {
  const fields = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) return [];
  const out: Array<{ dict: PDFDict; name: string }> = [];
  for (let i = 0; i < fields.size(); i++) {
    const dict = fields.lookupMaybe(i, PDFDict);
    const t = dict?.get(PDFName.of('T'));
    if (dict && (t instanceof PDFString || t instanceof PDFHexString)) out.push({ dict, name: t.decodeText() });
  }
  return out;
}

/** The names of a document's top-level fields ("SC-100[0]", "topmostSubform[0]"). */
export const rootFieldNames = (doc: PDFDocument): string[] => rootFields(doc).map((f) => f.name);

/** The n-th name of a top-level field: "NC-110[0]" → "NC-110[n]" (a name without an index gets "#n"); n = 0 is itself. */
export const nthRootName = (name: string, n: number): string =>
  n === 0 ? name : /\[\d+\]$/.test(name) ? name.replace(/\[\d+\]$/, `[${n}]`) : `${name}#${n}`;

/** Renames top-level fields: `rename` gives each one's new name (the same name leaves it as it is). */
export function renameRoots(doc: PDFDocument, rename: (name: string) => string): void {
  for (const { dict, name } of rootFields(doc)) {
    const next = rename(name);
    if (next !== name) dict.set(PDFName.of('T'), PDFHexString.fromText(next));
  }
}

/**
 * Gives the top-level fields of a form another name, for the n-th copy of a form filed more than once (NC-110 per
 * person): "NC-110[0]" becomes "NC-110[n]" (a name without an index gets "#n"), so that two copies merged into one
 * PDF are two sets of fields rather than one set shown twice.
 */
export function renameRootFields(doc: PDFDocument, n: number): void {
  renameRoots(doc, (name) => nthRootName(name, n));
}

/** Streams smaller than this are not worth comparing (appearance streams, small dictionaries' data). */
const DEDUPE_MIN_BYTES = 512;

/**
 * Keeps one copy of each stream that a merged document holds several identical copies of — the packet's font subset
 * (the same bytes in every form: font.ts), and fonts two official forms both embed (DV-100 and DV-105 carry the same
 * Arial and Times New Roman programs) — and points every reference at it. Same dictionary and same bytes only: nothing
 * that differs is touched.
 */
export function dedupeStreams(doc: PDFDocument): { removed: number; bytes: number } {
  const context = doc.context;
  const first = new Map<string, PDFRef>();
  const alias = new Map<string, PDFRef>();
  let bytes = 0;
  for (const [ref, obj] of context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFStream)) continue;
    const contents = obj instanceof PDFRawStream ? obj.contents : obj.getContents();
    if (contents.length < DEDUPE_MIN_BYTES) continue;
    // The dictionary without its /Length (written at save) and in a fixed key order: a stream read from a saved
    // document and the same one made in memory list their entries differently.
    const dict = obj.dict
      .entries()
      .filter(([k]) => k !== PDFName.of('Length'))
      .map(([k, v]) => `${k.toString()} ${v.toString()}`)
      .sort()
      .join(' ');
    const key = `${dict}|${createHash('sha256').update(contents).digest('hex')}`;
    const kept = first.get(key);
    if (kept) {
      alias.set(ref.toString(), kept);
      bytes += contents.length;
    } else first.set(key, ref);
  }
  if (alias.size === 0) return { removed: 0, bytes: 0 };
  const swap = (value: PDFObject): PDFObject | undefined => (value instanceof PDFRef ? alias.get(value.toString()) : undefined);
  const visit = (obj: PDFObject) => {
    if (obj instanceof PDFDict || obj instanceof PDFStream) {
      const dict = obj instanceof PDFStream ? obj.dict : obj;
      for (const [key, value] of dict.entries()) {
        const to = swap(value);
        if (to) dict.set(key, to);
        else if (value instanceof PDFDict || value instanceof PDFArray) visit(value);
      }
    } else if (obj instanceof PDFArray) {
      for (let i = 0; i < obj.size(); i++) {
        const value = obj.get(i);
        const to = swap(value);
        if (to) obj.set(i, to);
        else if (value instanceof PDFDict || value instanceof PDFArray) visit(value);
      }
    }
  };
  for (const [, obj] of context.enumerateIndirectObjects()) visit(obj);
  visit(context.trailerInfo.Root as PDFObject);
  for (const key of alias.keys()) {
    const [num, gen] = key.split(' ').map(Number);
    context.delete(PDFRef.of(num, gen));
  }
  return { removed: alias.size, bytes };
}
