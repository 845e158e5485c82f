/** Laying out relatives (relatives.ts) on forms and worksheets. */
import type { Column, ValueSpec } from '../forms/model';

/** "Deceased 03/02/2024" or the address. */
export const relativeAddressOrDeath: ValueSpec = {
  if: { field: 'deceased', equals: true },
  then: { join: [{ text: 'Deceased' }, { from: 'dateOfDeath' }], separator: ' ' },
  else: { from: 'address' },
};

/** Columns for a relatives table (worksheet rows or an attachment): name, relationship, age, address. */
export const relativesColumns: readonly Column[] = [
  { label: 'Name', value: { from: 'name' } },
  { label: 'Relationship', value: { from: 'relationship' } },
  { label: 'Age', value: { from: 'age' } },
  { label: 'Address (or date of death)', value: relativeAddressOrDeath },
];
