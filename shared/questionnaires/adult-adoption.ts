/**
 * Adult adoption, version 2. There are no Judicial Council forms for it: the documents are typed on pleading paper
 * under Fam. Code §§9300–9328 — the adoption agreement (§9320), the petition for its approval (§9321), the consents of
 * a married adopter's and a married adoptee's spouses (§§9301, 9302), the order of adoption — and, optionally, the
 * VS-44 report for an amended California birth record.
 *
 * The adoptee must be younger than the adopter (§9320(a); the ten-year rule of §8601 is for minors) and may not be the
 * adopter's spouse. The petition states (§9321(b)): (1) the length and nature of the relationship, (2) the degree of
 * kinship, (3) the reason, (4) why the adoption is in the best interest of both parties and of the public, (5) the
 * names and addresses of the adoptee's living birth parents and adult children, (6) any earlier adult adoption by the
 * adopter or the adopter's spouse, with the adult's name and the date and place. A spouse who is not lawfully
 * separated consents (§§9301, 9302); §9303 limits a second unrelated adult adoption within a year. The petition is
 * filed where either party lives (§9321(a)). Version 1 (adult-adoption.v1.ts) is kept for older answers.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './adult-adoption.messages';

const person = [
  { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label', autoComplete: 'off' },
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'address',
    required: true,
    maxLength: 300,
    labelKey: 'q.common.fields.address.label',
    help: 'q.adultAdoption.fields.addressOrUnknown.help',
    autoComplete: 'off',
  },
] as const;

export const adultAdoption = defineQuestionnaire({
  type: 'adult-adoption',
  version: 2,
  namespace: 'q.adultAdoption',
  messages,
  steps: [
    {
      id: 'adopter',
      fields: [
        { kind: 'object', name: 'adopter', fields: SELF_CONTACT },
        {
          kind: 'date',
          name: 'adopterDateOfBirth',
          required: true,
          range: 'past',
          labelKey: 'q.common.fields.dateOfBirth.label',
          autoComplete: 'bday',
        },
        { kind: 'text', filing: 'place', name: 'adopterBirthPlace', required: true, maxLength: 120 },
        { kind: 'yesno', name: 'adopterMarried', required: true },
        { kind: 'text', filing: 'asWritten', name: 'adopterSpouseName', required: true, showIf: { field: 'adopterMarried', equals: true } },
        { kind: 'yesno', name: 'adopterSeparated', required: true, help: true, showIf: { field: 'adopterMarried', equals: true } },
        {
          kind: 'yesno',
          name: 'adopterSpouseConsents',
          required: true,
          help: true,
          showIf: {
            all: [
              { field: 'adopterMarried', equals: true },
              { field: 'adopterSeparated', equals: false },
            ],
          },
        },
      ],
    },
    {
      id: 'adoptee',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'adopteeName', required: true },
        { kind: 'date', name: 'adopteeDateOfBirth', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'adopteeAddress',
          required: true,
          maxLength: 300,
          labelKey: 'q.common.fields.address.label',
          help: 'q.common.fields.address.help',
        },
        { kind: 'email', name: 'adopteeEmail', labelKey: 'q.common.fields.email.label' },
        { kind: 'text', filing: 'place', name: 'adopteeBirthPlace', required: true, maxLength: 120 },
        { kind: 'yesno', name: 'adopteeMarried', required: true },
        { kind: 'text', filing: 'asWritten', name: 'adopteeSpouseName', required: true, showIf: { field: 'adopteeMarried', equals: true } },
        { kind: 'yesno', name: 'adopteeSeparated', required: true, help: true, showIf: { field: 'adopteeMarried', equals: true } },
        {
          kind: 'yesno',
          name: 'adopteeSpouseConsents',
          required: true,
          help: true,
          showIf: {
            all: [
              { field: 'adopteeMarried', equals: true },
              { field: 'adopteeSeparated', equals: false },
            ],
          },
        },
        { kind: 'yesno', name: 'nameChange', required: true },
        { kind: 'text', filing: 'asWritten', name: 'newName', required: true, showIf: { field: 'nameChange', equals: true } },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
      ],
    },
    {
      id: 'relationship',
      fields: [
        { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 200, help: true },
        { kind: 'number', name: 'yearsKnown', required: true, min: 0, max: 100 },
        { kind: 'yesno', name: 'related', required: true, help: true },
        {
          kind: 'text',
          filing: 'term',
          name: 'kinship',
          required: true,
          maxLength: 200,
          help: true,
          showIf: { field: 'related', equals: true },
        },
        { kind: 'textarea', name: 'reason', required: true, help: true },
        { kind: 'textarea', name: 'bestInterest', required: true, help: true },
      ],
    },
    {
      id: 'family',
      fields: [
        { kind: 'group', name: 'birthParents', min: 0, max: 2, help: true, fields: person },
        { kind: 'yesno', name: 'hasAdultChildren', required: true },
        { kind: 'group', name: 'adultChildren', min: 1, max: 12, showIf: { field: 'hasAdultChildren', equals: true }, fields: person },
        { kind: 'yesno', name: 'previousAdoption', required: true, help: true },
        {
          kind: 'group',
          name: 'priorAdoptions',
          min: 1,
          max: 6,
          showIf: { field: 'previousAdoption', equals: true },
          fields: [
            { kind: 'radio', name: 'adoptedBy', required: true, options: [{ value: 'me' }, { value: 'spouse' }] },
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'date', name: 'date', required: true, range: 'past' },
            { kind: 'text', name: 'place', required: true, maxLength: 200, help: true },
          ],
        },
        { kind: 'yesno', name: 'siblingOfPriorAdoptee', required: true, help: true, showIf: { field: 'previousAdoption', equals: true } },
        { kind: 'yesno', name: 'adopteeDisabled', required: true, help: true, showIf: { field: 'previousAdoption', equals: true } },
      ],
    },
    {
      id: 'additional',
      fields: [{ kind: 'yesno', name: 'amendedBirthRecord', required: true, help: true }, OTHER_FACTS],
    },
  ],
  rules: [
    { kind: 'dateOrder', earlier: 'adopterDateOfBirth', later: 'adopteeDateOfBirth', errorKey: 'q.adultAdoption.errors.adopteeOlder' },
  ],
  summary: (a, { t }) => ({
    clientName: a.adopter.name,
    clientEmail: a.adopter.email,
    caseDetails: t('q.adultAdoption.summary.caseDetails', { adopter: a.adopter.name, adoptee: a.adopteeName }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
