/**
 * What the domestic-violence packet's maps share (DV-100, CLETS-001, DV-105, DV-105(A)): the case name, the condition
 * shorthands, the CUSTODY condition, and the other-cases lines of DV-100 item 4b and DV-105 item 5a.
 */
import { cell, check } from '../build';
import type { Column, FieldRule, RowGroup, ValueSpec } from '../model';
import type { Condition } from '../../types';

export const caseName: ValueSpec = { join: [{ from: 'you.name' }, { from: 'other.name' }], separator: ' v. ' };
export const has = (field: string, value: string): Condition => ({ field, includes: value });
export const is = (field: string, value: string | number | boolean): Condition => ({ field, equals: value });
export const CUSTODY = has('childOrders', 'custody');

/** Where a case was filed, its year and number, as DV-100 item 4b and DV-105 item 5a ask. */
export const caseLine: ValueSpec = { join: [{ from: 'court' }, { raw: 'year' }, { from: 'caseNumber' }], separator: ', ' };
export const caseColumns: readonly Column[] = [
  { label: 'Kind of case', value: { join: [{ from: 'kind' }, { from: 'otherKind' }], separator: ': ' } },
  { label: 'Where filed', value: { from: 'court' } },
  { label: 'Year', value: { raw: 'year' } },
  { label: 'Case number', value: { from: 'caseNumber' } },
];

/** One checkbox and one line per kind of case (DV-100 item 4b, DV-105 item 5a); `where` narrows the cases. */
export function caseKinds(
  prefix: string,
  item: string,
  boxes: Readonly<Record<string, readonly [box: string, line: string]>>,
  where?: Condition,
): { fields: Record<string, FieldRule>; rowGroups: RowGroup[] } {
  const fields: Record<string, FieldRule> = {};
  const rowGroups: RowGroup[] = [];
  for (const [kind, [box, line]] of Object.entries(boxes)) {
    const ofKind: Condition = where ? { all: [{ field: 'kind', equals: kind }, where] } : { field: 'kind', equals: kind };
    fields[box] = check(item, `Other case: ${kind}`, { field: 'cases', some: ofKind });
    rowGroups.push({
      id: `${prefix}-${kind}`,
      item,
      label: `Other cases: ${kind} (where, year, number)`,
      source: ['cases'],
      where: ofKind,
      rows: [{ [line]: cell(kind === 'other' ? { join: [{ from: 'otherKind' }, caseLine], separator: ': ' } : caseLine) }],
      overflow: { kind: 'attachment', title: `${prefix}, item ${item} — Other ${kind} cases`, columns: caseColumns },
    });
  }
  return { fields, rowGroups };
}
