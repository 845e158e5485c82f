/**
 * Other court cases and protective orders, as FL-105 items 4–5, DV-100 item 4 and the probate petitions ask them.
 * Put `COURT_CASES` (and `PROTECTIVE_ORDERS`) inside an object field or at a scope of your definition; the items'
 * `kind` lets a map put each case on the form's row for its kind (FL-105: family, probate guardianship, other,
 * juvenile, adoption). Labels in `q.courtCases` (court-cases.messages.ts).
 */
const k = (path: string) => `q.courtCases.${path}.label`;
const opt = (path: string, value: string) => ({ value, labelKey: `q.courtCases.${path}.options.${value}` });

export const CASE_KINDS = ['family', 'guardianship', 'juvenile', 'adoption', 'criminal', 'civil', 'other'] as const;

export const COURT_CASE_FIELDS = [
  { kind: 'select', name: 'kind', required: true, labelKey: k('kind'), options: CASE_KINDS.map((v) => opt('kind', v)) },
  { kind: 'text', filing: 'asWritten', name: 'caseNumber', maxLength: 60, labelKey: k('caseNumber') },
  { kind: 'text', name: 'court', required: true, maxLength: 200, labelKey: k('court'), help: 'q.courtCases.court.help' },
  { kind: 'date', name: 'orderDate', range: 'past', labelKey: k('orderDate') },
  { kind: 'text', filing: 'names', name: 'childNames', maxLength: 200, labelKey: k('childNames') },
  { kind: 'text', name: 'role', maxLength: 100, labelKey: k('role'), help: 'q.courtCases.role.help' },
  { kind: 'text', name: 'status', maxLength: 100, labelKey: k('status'), help: 'q.courtCases.status.help' },
] as const;

/** "Have you been part of another court case about these children?" and the cases. */
export const COURT_CASES = [
  { kind: 'yesno', name: 'otherCases', required: true, labelKey: k('otherCases'), help: 'q.courtCases.otherCases.help' },
  {
    kind: 'group',
    name: 'cases',
    min: 1,
    max: 12,
    showIf: { field: 'otherCases', equals: true },
    labelKey: k('cases'),
    itemKey: 'q.courtCases.cases.item',
    addKey: 'q.courtCases.cases.add',
    fields: COURT_CASE_FIELDS,
  },
] as const;

export const ORDER_KINDS = ['criminal', 'family', 'juvenile', 'other'] as const;

/** Restraining or protective orders now in effect (FL-105 item 5). */
export const PROTECTIVE_ORDERS = [
  { kind: 'yesno', name: 'ordersInEffect', required: true, labelKey: k('ordersInEffect') },
  {
    kind: 'group',
    name: 'orders',
    min: 1,
    max: 8,
    showIf: { field: 'ordersInEffect', equals: true },
    labelKey: k('orders'),
    itemKey: 'q.courtCases.orders.item',
    addKey: 'q.courtCases.orders.add',
    fields: [
      { kind: 'select', name: 'kind', required: true, labelKey: k('orders.kind'), options: ORDER_KINDS.map((v) => opt('orders.kind', v)) },
      { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 80, labelKey: k('orders.county') },
      { kind: 'text', filing: 'place', name: 'stateOrTribe', required: true, maxLength: 80, labelKey: k('orders.stateOrTribe') },
      { kind: 'text', filing: 'asWritten', name: 'caseNumber', maxLength: 60, labelKey: k('caseNumber') },
      { kind: 'date', name: 'expires', labelKey: k('orders.expires') },
    ],
  },
] as const;
