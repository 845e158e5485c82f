/**
 * Where each answer goes: for a questionnaire's form maps, every answer key path ("children.residences.city", no item
 * indices) that a filled field, a row-group cell, an attachment, a worksheet line or a generated document's item writes
 * as text, with the form and item it is written at. Read statically from the maps (data), so it needs no answers: the
 * translation desk shows "SC-100, item 3a" beside each item, and the packet's cover lists a pending item where it will
 * print (docs/translation.md).
 *
 * Only values that print an answer as written count (`from`, `raw`, and those inside `join`, `each` and `if`): dates,
 * money, counts, ages and a choice's label are not the client's words.
 */
import type { Condition } from '../types';
import type { FormEntry, RowGroup, ValueSpec } from './model';

export interface Placement {
  /** The form as printed ("SC-100"). */
  readonly form: string;
  /** The form's item ("3a", "Caption"). */
  readonly item: string;
  /** What the form asks there (English: the form's own words). */
  readonly label: string;
}

/** A placement with the condition a row group puts on its items ("children where kind is family"), read in the item. */
export interface PlacementRule extends Placement {
  /**
   * A row group's answer: the list the item belongs to (its key path), the group's condition on the item, and — for an
   * answer that only the overflow's columns print (DV-100 item 4a prints a prior order's court only on the attachment)
   * — the group itself: the answer prints only for items beyond the form's rows.
   */
  readonly rows?: { readonly list: string; readonly where?: Condition; readonly beyond?: RowGroup };
  /**
   * The one answer the map names by its index ("owners.0.title": the first owner signs the FBN statement as an officer):
   * the other items of the list do not print there.
   */
  readonly only?: string;
}

const stripIndices = (path: string): string =>
  path
    .split('.')
    .filter((s) => s !== '' && !/^\d+$/.test(s) && s !== '*')
    .join('.');

/** A value path in a scope whose key path is `base` ("/" paths are absolute). */
const keyOf = (base: string, path: string): string =>
  path.startsWith('/') ? stripIndices(path.slice(1)) : stripIndices(base ? `${base}.${path}` : path);

/** An answer a value spec writes: its key path, and its path when the map names one item of a list ("owners.0.title"). */
interface TextRef {
  readonly key: string;
  readonly only?: string;
}

/** A value path read in scope `base`: an item named by its index is that item only (in the top scope or absolute). */
function refOf(base: string, path: string): TextRef {
  const key = keyOf(base, path);
  const whole = path.startsWith('/') ? path.slice(1) : base === '' ? path : null;
  return whole !== null && whole.split('.').some((s) => /^\d+$/.test(s)) && !whole.includes('*') ? { key, only: whole } : { key };
}

function textRefsOf(spec: ValueSpec, base: string): TextRef[] {
  if ('from' in spec) return [refOf(base, spec.from)];
  if ('raw' in spec) return [refOf(base, spec.raw)];
  if ('namePart' in spec) return [refOf(base, spec.of), refOf(base, spec.surname)];
  if ('join' in spec) return spec.join.flatMap((s) => textRefsOf(s, base));
  if ('each' in spec) return textRefsOf(spec.value, keyOf(base, spec.each));
  if ('if' in spec) return [...textRefsOf(spec.then, base), ...(spec.else ? textRefsOf(spec.else, base) : [])];
  return [];
}

/** The key paths whose text a value spec writes, read in scope `base`. */
export function textPathsOf(spec: ValueSpec, base: string): string[] {
  return textRefsOf(spec, base).map((r) => r.key);
}

/** Every answer key path a form entry writes as text, each with where it goes on that form. */
export function placementsOfForm(entry: FormEntry): Map<string, PlacementRule[]> {
  const found = new Map<string, PlacementRule[]>();
  const add = (refs: readonly TextRef[], item: string, label: string, rows?: PlacementRule['rows']) => {
    for (const { key: path, only } of refs) {
      const list = found.get(path) ?? [];
      if (
        !list.some(
          (p) =>
            p.item === item && p.label === label && p.rows?.where === rows?.where && p.rows?.beyond === rows?.beyond && p.only === only,
        )
      )
        list.push({ form: entry.form, item, label, ...(rows ? { rows } : {}), ...(only ? { only } : {}) });
      found.set(path, list);
    }
  };
  if (entry.kind === 'pdf') {
    const base = entry.repeat ? keyOf('', entry.repeat.each) : '';
    for (const rule of Object.values(entry.fields))
      if (rule.kind === 'text' || rule.kind === 'radio') add(textRefsOf(rule.value, base), rule.item, rule.label);
    for (const group of entry.rowGroups ?? [])
      for (const source of group.source) {
        const itemBase = keyOf(base, source);
        const inCells = new Set(
          group.rows.flatMap((row) =>
            Object.values(row).flatMap((cell) => (cell.kind === 'text' ? textPathsOf(cell.value, itemBase) : [])),
          ),
        );
        const rows = group.where ? { list: itemBase, where: group.where } : undefined;
        add(
          [...inCells].map((key) => ({ key })),
          group.item,
          group.label,
          rows,
        );
        if (group.overflow.kind === 'attachment') {
          const inColumns = group.overflow.columns.flatMap((column) => textPathsOf(column.value, itemBase));
          add(
            inColumns.filter((p) => !inCells.has(p)).map((key) => ({ key })),
            group.item,
            group.label,
            { list: itemBase, ...(group.where ? { where: group.where } : {}), beyond: group },
          );
        }
      }
    for (const a of entry.attachments ?? []) add(textRefsOf(a.value, base), a.item, a.label);
  } else if (entry.kind === 'worksheet') {
    for (const line of entry.items) {
      if (line.kind === 'value') add(textRefsOf(line.value, ''), line.item, line.label);
      if (line.kind === 'rows')
        for (const source of line.source)
          for (const column of line.columns) add(textRefsOf(column.value, keyOf('', source)), line.item, line.label);
    }
  } else if (entry.kind === 'generated') {
    // A generated document declares its items as a worksheet map (forms/generated.ts): the answers it prints are
    // those, at the same items (test/unit/translation/generated.test.ts holds each generator to it).
    return placementsOfForm(entry.worksheet);
  }
  return found;
}

/** Every answer key path the forms write as text, with every place it goes, forms in order. */
export function placementsOf(forms: readonly FormEntry[]): Map<string, PlacementRule[]> {
  const all = new Map<string, PlacementRule[]>();
  for (const entry of forms) for (const [path, places] of placementsOfForm(entry)) all.set(path, [...(all.get(path) ?? []), ...places]);
  return all;
}
