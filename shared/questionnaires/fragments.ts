/**
 * Field specs shared by several questionnaires, labelled from the common namespace (q.common.fields.*).
 * Written `as const` so the answer types stay precise where they are spread into a definition.
 */

const label = (name: string) => `q.common.fields.${name}.label`;

/** The client's own name and contact details (with autocomplete hints, WCAG 1.3.5). */
export const SELF_CONTACT = [
  { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: label('fullName'), autoComplete: 'name' },
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'address',
    required: true,
    maxLength: 300,
    labelKey: label('address'),
    help: 'q.common.fields.address.help',
    autoComplete: 'street-address',
  },
  { kind: 'tel', name: 'phone', required: true, labelKey: label('phone'), autoComplete: 'tel' },
  { kind: 'email', name: 'email', required: true, labelKey: label('email'), autoComplete: 'email' },
] as const;

/** Another party's name and, when known, contact details. */
export const OTHER_CONTACT = [
  { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: label('fullName'), autoComplete: 'off' },
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'address',
    maxLength: 300,
    labelKey: label('addressIfKnown'),
    help: 'q.common.fields.address.help',
    autoComplete: 'off',
  },
  { kind: 'tel', name: 'phone', labelKey: label('phoneIfKnown'), autoComplete: 'off' },
  { kind: 'email', name: 'email', labelKey: label('emailIfKnown'), autoComplete: 'off' },
] as const;

/** "Anything else?" — the last step of most questionnaires; becomes the submission's special instructions. */
export const OTHER_FACTS = {
  kind: 'textarea',
  name: 'otherFacts',
  labelKey: label('otherFacts'),
  help: 'q.common.fields.otherFacts.help',
} as const;

/**
 * Where a child has lived in the last five years (FL-105 / GC-120 UCCJEA declaration, also asked by FL-300 and GC-210(CA)).
 * Covers the five years before today, or the time since birth for younger children (rule in `RESIDENCE_RULES`).
 */
export const residencesGroup = (errors: { from?: string; address?: string; livedWith?: string; relationship?: string } = {}) =>
  ({
    kind: 'group',
    name: 'residences',
    min: 1,
    max: 20,
    labelKey: label('residences'),
    help: 'q.common.fields.residences.help',
    itemKey: 'q.common.fields.residences.item',
    addKey: 'q.common.fields.residences.add',
    fields: [
      { kind: 'date', name: 'from', required: true, range: 'past', labelKey: label('residences.from'), errors: { required: errors.from } },
      { kind: 'date', name: 'to', range: 'past', labelKey: label('residences.to'), help: 'q.common.fields.residences.to.help' },
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'address',
        required: true,
        maxLength: 300,
        labelKey: label('residences.address'),
        errors: { required: errors.address },
      },
      {
        kind: 'text',
        filing: 'term',
        name: 'livedWith',
        required: true,
        labelKey: label('residences.livedWith'),
        errors: { required: errors.livedWith },
      },
      {
        kind: 'text',
        filing: 'term',
        name: 'relationship',
        required: true,
        maxLength: 100,
        labelKey: label('residences.relationship'),
        errors: { required: errors.relationship },
      },
    ],
    rules: [{ kind: 'dateOrder', earlier: 'from', later: 'to', errorKey: 'q.common.errors.periodOrder' }],
  }) as const;

/** The rule for a child item holding `birthDate` and `residences`. */
export const RESIDENCE_RULES = [
  {
    kind: 'coversYears',
    group: 'residences',
    from: 'from',
    to: 'to',
    years: 5,
    notBefore: 'birthDate',
    errorKey: 'q.common.errors.residenceHistory',
  },
] as const;

/** Custody choices (FL-100 item 4, FL-200, FL-260): to whom legal or physical custody is requested. */
export const CUSTODY_OPTIONS = [
  { value: 'petitioner', labelKey: 'q.common.custody.petitioner' },
  { value: 'respondent', labelKey: 'q.common.custody.respondent' },
  { value: 'joint', labelKey: 'q.common.custody.joint' },
  { value: 'other', labelKey: 'q.common.custody.other' },
] as const;
