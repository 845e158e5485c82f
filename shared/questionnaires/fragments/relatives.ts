/**
 * Relatives to be given notice (guardianship: relatives within the second degree, Prob. Code §1510(c)(3); probate:
 * heirs, DE-111 item 8; conservatorship: spouse and relatives within the second degree, Prob. Code §1821): one group
 * of people with their relationship, age when a minor, address, and whether they have died (a deceased heir is still
 * listed). Put `RELATIVES` at a scope of your definition; `relativesColumns` (relatives.map.ts) lays them out.
 */
const k = (path: string) => `q.relatives.${path}.label`;

export const RELATIVE_FIELDS = [
  { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: k('name') },
  {
    kind: 'text',
    filing: 'term',
    name: 'relationship',
    required: true,
    maxLength: 100,
    labelKey: k('relationship'),
    help: 'q.relatives.relationship.help',
  },
  { kind: 'yesno', name: 'deceased', labelKey: k('deceased') },
  { kind: 'date', name: 'dateOfDeath', range: 'past', labelKey: k('dateOfDeath'), showIf: { field: 'deceased', equals: true } },
  {
    kind: 'number',
    name: 'age',
    min: 0,
    max: 130,
    labelKey: k('age'),
    help: 'q.relatives.age.help',
    showIf: { not: { field: 'deceased', equals: true } },
  },
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'address',
    required: true,
    maxLength: 300,
    labelKey: k('address'),
    showIf: { not: { field: 'deceased', equals: true } },
  },
] as const;

export const RELATIVES = {
  kind: 'group',
  name: 'relatives',
  min: 0,
  max: 30,
  labelKey: k('relatives'),
  help: 'q.relatives.relatives.help',
  itemKey: 'q.relatives.relatives.item',
  addKey: 'q.relatives.relatives.add',
  fields: RELATIVE_FIELDS,
} as const;
