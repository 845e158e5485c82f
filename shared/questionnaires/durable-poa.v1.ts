/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Durable power of attorney (Uniform Statutory Form, Prob. Code §4401) and advance health care directive
 * (Prob. Code §4701). Steps and fields from the product spec §2–§3: 1 to 3 attorneys-in-fact (the count and the list
 * agree), health care representatives chosen among them, pregnancy wishes only for women.
 */
import { defineQuestionnaire } from './define';
import messages from './durable-poa.v1.messages';

const PERSON = (name: string) => `q.durablePoaV1.fields.person.${name}.label`;
const LIFE = (name: string) => `q.durablePoaV1.fields.lifeSupport.${name}`;

/** The principal and the spouse: the same facts (the spouse's are optional except the name). */
const person = <const N extends string, const R extends boolean>(name: N, self: R) =>
  ({
    kind: 'object',
    name,
    fields: [
      { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: PERSON('name'), autoComplete: self ? 'name' : 'off' },
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'address',
        required: self,
        maxLength: 200,
        labelKey: PERSON('address'),
        autoComplete: self ? 'address-line1' : 'off',
      },
      {
        kind: 'text',
        filing: 'place',
        name: 'city',
        required: self,
        maxLength: 100,
        labelKey: PERSON('city'),
        autoComplete: self ? 'address-level2' : 'off',
      },
      {
        kind: 'text',
        filing: 'place',
        name: 'state',
        required: self,
        maxLength: 30,
        defaultValue: 'CA',
        labelKey: PERSON('state'),
        autoComplete: self ? 'address-level1' : 'off',
      },
      { kind: 'zip', name: 'zip', required: self, labelKey: PERSON('zip'), autoComplete: self ? 'postal-code' : 'off' },
      {
        kind: 'text',
        filing: 'place',
        name: 'county',
        required: self,
        maxLength: 60,
        defaultValue: 'Los Angeles',
        labelKey: PERSON('county'),
        autoComplete: 'off',
      },
      { kind: 'tel', name: 'telephone', required: self, labelKey: PERSON('telephone'), autoComplete: self ? 'tel' : 'off' },
      { kind: 'tel', name: 'cell', labelKey: PERSON('cell'), autoComplete: 'off' },
      {
        kind: 'date',
        name: 'dateOfBirth',
        required: self,
        range: 'past',
        labelKey: PERSON('dateOfBirth'),
        autoComplete: self ? 'bday' : 'off',
      },
      { kind: 'ssn4', name: 'ssn4', labelKey: 'q.common.fields.ssn4.label', help: 'q.common.fields.ssn4.help', autoComplete: 'off' },
      {
        kind: 'radio',
        name: 'gender',
        required: self,
        labelKey: PERSON('gender'),
        options: [
          { value: 'female', labelKey: 'q.durablePoaV1.fields.person.gender.options.female' },
          { value: 'male', labelKey: 'q.durablePoaV1.fields.person.gender.options.male' },
          { value: 'nonBinary', labelKey: 'q.durablePoaV1.fields.person.gender.options.nonBinary' },
        ],
      },
    ],
  }) as const;

/** What the principal wants in a terminal condition and in a permanent coma (the same choices). */
const lifeSupport = <const N extends string>(name: N) =>
  ({
    kind: 'object',
    name,
    fields: [
      {
        kind: 'radio',
        name: 'treatment',
        required: true,
        labelKey: `${LIFE('treatment')}.label`,
        options: [
          { value: 'none', labelKey: `${LIFE('treatment')}.options.none` },
          { value: 'some', labelKey: `${LIFE('treatment')}.options.some` },
          { value: 'all', labelKey: `${LIFE('treatment')}.options.all` },
        ],
      },
      {
        kind: 'checkboxes',
        name: 'procedures',
        required: true,
        labelKey: `${LIFE('procedures')}.label`,
        showIf: { field: 'treatment', equals: 'some' },
        options: ['bloodProducts', 'cpr', 'diagnosticTests', 'dialysis', 'drugs', 'respirator', 'surgery'].map((value) => ({
          value,
          labelKey: `${LIFE('procedures')}.options.${value}`,
        })),
      },
      {
        kind: 'yesno',
        name: 'artificialNutrition',
        required: true,
        labelKey: `${LIFE('artificialNutrition')}.label`,
        help: `${LIFE('artificialNutrition')}.help`,
      },
      { kind: 'yesno', name: 'painRelief', required: true, labelKey: `${LIFE('painRelief')}.label`, help: `${LIFE('painRelief')}.help` },
    ],
  }) as const;

const ATTORNEY_OPTIONS = [
  { value: '1', labelKey: 'q.durablePoaV1.attorney.1' },
  { value: '2', labelKey: 'q.durablePoaV1.attorney.2', showIf: { field: '/numberOfAttorneys', in: ['2', '3'] } },
  { value: '3', labelKey: 'q.durablePoaV1.attorney.3', showIf: { field: '/numberOfAttorneys', equals: '3' } },
] as const;

export const durablePoaV1 = defineQuestionnaire({
  type: 'durable-poa',
  namespace: 'q.durablePoaV1',
  messages,
  steps: [
    {
      id: 'personal',
      fields: [
        person('principal', true),
        { kind: 'yesno', name: 'hasSpouse', required: true },
        { ...person('spouse', false), showIf: { field: 'hasSpouse', equals: true } },
      ],
    },
    {
      id: 'setup',
      fields: [
        { kind: 'radio', name: 'effective', required: true, options: [{ value: 'immediately' }, { value: 'incapacity' }], help: true },
        {
          kind: 'radio',
          name: 'incapacityMethod',
          required: true,
          showIf: { field: 'effective', equals: 'incapacity' },
          options: [{ value: 'oneChosen' }, { value: 'oneNamed' }, { value: 'twoChosen' }, { value: 'twoNamed' }],
        },
        {
          kind: 'textarea',
          filing: 'asWritten',
          name: 'doctorNames',
          required: true,
          maxLength: 1000,
          showIf: { field: 'incapacityMethod', in: ['oneNamed', 'twoNamed'] },
        },
        {
          kind: 'radio',
          name: 'numberOfAttorneys',
          required: true,
          help: true,
          options: [{ value: '1' }, { value: '2' }, { value: '3' }],
        },
        { kind: 'yesno', name: 'coAgents', required: true, help: true, showIf: { field: 'numberOfAttorneys', in: ['2', '3'] } },
        { kind: 'textarea', name: 'coAgentDescription', required: true, maxLength: 2000, showIf: { field: 'coAgents', equals: true } },
        { kind: 'yesno', name: 'periodicReports', required: true, help: true },
        { kind: 'text', name: 'reportRecipient', required: true, showIf: { field: 'periodicReports', equals: true } },
      ],
    },
    {
      id: 'attorneys',
      fields: [
        {
          kind: 'group',
          name: 'attorneys',
          min: 1,
          max: 3,
          countField: 'numberOfAttorneys',
          help: true,
          errors: { count: 'q.durablePoaV1.errors.attorneyCount' },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'address',
              required: true,
              maxLength: 300,
              labelKey: 'q.common.fields.address.label',
              help: 'q.common.fields.address.help',
            },
            { kind: 'tel', name: 'telephone', required: true, labelKey: 'q.common.fields.phone.label' },
            {
              kind: 'select',
              name: 'alternateFor',
              help: true,
              showIf: { field: '/numberOfAttorneys', in: ['2', '3'] },
              options: [{ value: 'none' }, ...ATTORNEY_OPTIONS],
            },
          ],
        },
      ],
    },
    {
      id: 'healthcare',
      fields: [
        lifeSupport('terminalCondition'),
        lifeSupport('permanentComa'),
        { kind: 'select', name: 'primaryRepresentative', required: true, help: true, options: ATTORNEY_OPTIONS },
        { kind: 'select', name: 'alternateRepresentative', options: [{ value: 'none' }, ...ATTORNEY_OPTIONS] },
        { kind: 'textarea', name: 'pregnancyWishes', maxLength: 2000, help: true, showIf: { field: 'principal.gender', equals: 'female' } },
        { kind: 'textarea', name: 'otherInstructions', maxLength: 3000, help: true },
      ],
    },
    {
      id: 'sign',
      review: true,
      fields: [
        { kind: 'checkbox', name: 'acknowledgment', required: true, errors: { required: 'q.durablePoaV1.errors.acknowledgment' } },
        { kind: 'checkbox', name: 'authorization', required: true, errors: { required: 'q.durablePoaV1.errors.authorization' } },
        { kind: 'text', name: 'signedName', required: true, help: true, autoComplete: 'name' },
        { kind: 'date', name: 'signedDate', required: true, range: 'past' },
      ],
    },
  ],
  rules: [
    {
      kind: 'different',
      fields: ['primaryRepresentative', 'alternateRepresentative'],
      errorKey: 'q.durablePoaV1.errors.sameRepresentative',
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.principal.name,
    caseDetails: [
      t(`q.durablePoaV1.fields.effective.options.${a.effective}`),
      t('q.durablePoaV1.summary.attorneys', { count: a.attorneys.length, names: a.attorneys.map((x) => x.name).join(', ') }),
    ].join(' · '),
    specialInstructions: a.otherInstructions ?? '',
  }),
});
