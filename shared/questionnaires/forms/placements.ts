/**
 * Where each answer goes: for a questionnaire's form maps, every answer key path ("children.residences.city", no item
 * indices) that a filled field, a row-group cell, an attachment or a worksheet line writes as text, with the form and
 * item it is written at. Read statically from the maps (data), so it needs no answers: the translation desk shows
 * "SC-100, item 3a" beside each item, and the packet's cover lists a pending item where it will print
 * (docs/translation.md).
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
}

const stripIndices = (path: string): string =>
  path
    .split('.')
    .filter((s) => s !== '' && !/^\d+$/.test(s) && s !== '*')
    .join('.');

/** A value path in a scope whose key path is `base` ("/" paths are absolute). */
const keyOf = (base: string, path: string): string =>
  path.startsWith('/') ? stripIndices(path.slice(1)) : stripIndices(base ? `${base}.${path}` : path);

/** The key paths whose text a value spec writes, read in scope `base`. */
export function textPathsOf(spec: ValueSpec, base: string): string[] {
  if ('from' in spec) return [keyOf(base, spec.from)];
  if ('raw' in spec) return [keyOf(base, spec.raw)];
  if ('join' in spec) return spec.join.flatMap((s) => textPathsOf(s, base));
  if ('each' in spec) return textPathsOf(spec.value, keyOf(base, spec.each));
  if ('if' in spec) return [...textPathsOf(spec.then, base), ...(spec.else ? textPathsOf(spec.else, base) : [])];
  return [];
}

/** Every answer key path a form entry writes as text, each with where it goes on that form. */
export function placementsOfForm(entry: FormEntry): Map<string, PlacementRule[]> {
  const found = new Map<string, PlacementRule[]>();
  const add = (paths: readonly string[], item: string, label: string, rows?: PlacementRule['rows']) => {
    for (const path of paths) {
      const list = found.get(path) ?? [];
      if (!list.some((p) => p.item === item && p.label === label && p.rows?.where === rows?.where && p.rows?.beyond === rows?.beyond))
        list.push({ form: entry.form, item, label, ...(rows ? { rows } : {}) });
      found.set(path, list);
    }
  };
  if (entry.kind === 'pdf') {
    const base = entry.repeat ? keyOf('', entry.repeat.each) : '';
    for (const rule of Object.values(entry.fields))
      if (rule.kind === 'text' || rule.kind === 'radio') add(textPathsOf(rule.value, base), rule.item, rule.label);
    for (const group of entry.rowGroups ?? [])
      for (const source of group.source) {
        const itemBase = keyOf(base, source);
        const inCells = new Set(
          group.rows.flatMap((row) =>
            Object.values(row).flatMap((cell) => (cell.kind === 'text' ? textPathsOf(cell.value, itemBase) : [])),
          ),
        );
        const rows = group.where ? { list: itemBase, where: group.where } : undefined;
        add([...inCells], group.item, group.label, rows);
        if (group.overflow.kind === 'attachment') {
          const inColumns = group.overflow.columns.flatMap((column) => textPathsOf(column.value, itemBase));
          add(
            inColumns.filter((p) => !inCells.has(p)),
            group.item,
            group.label,
            { list: itemBase, ...(group.where ? { where: group.where } : {}), beyond: group },
          );
        }
      }
    for (const a of entry.attachments ?? []) add(textPathsOf(a.value, base), a.item, a.label);
  } else if (entry.kind === 'worksheet') {
    for (const line of entry.items) {
      if (line.kind === 'value') add(textPathsOf(line.value, ''), line.item, line.label);
      if (line.kind === 'rows')
        for (const source of line.source)
          for (const column of line.columns) add(textPathsOf(column.value, keyOf('', source)), line.item, line.label);
    }
  }
  return found;
}

/** Every answer key path the forms write as text, with every place it goes, forms in order. */
export function placementsOf(forms: readonly FormEntry[]): Map<string, PlacementRule[]> {
  const all = new Map<string, PlacementRule[]>();
  for (const entry of forms) for (const [path, places] of placementsOfForm(entry)) all.set(path, [...(all.get(path) ?? []), ...places]);
  return all;
}
