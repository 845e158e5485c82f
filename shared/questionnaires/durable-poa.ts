/**
 * Durable power of attorney (Uniform Statutory Form Power of Attorney, Prob. Code §4401) and advance health care
 * directive (Prob. Code §4701), version 2. The questions follow the two statutory forms:
 *  - §4401: the agents (1 to 3 attorneys-in-fact; the count and the list agree), the grant of powers (A)–(M) or (N)
 *    all of them, the powers Prob. Code §4264 allows only when granted expressly (asked one by one, neutrally), special
 *    instructions, when it takes effect, joint or separate action, reports;
 *  - §4701: Part 1 the health care agent (anyone the principal chooses, §4659 aside: not necessarily one of the
 *    attorneys-in-fact) and up to two alternates, limits, when the authority starts (1.3), post-death authority (1.5),
 *    nomination of conservator (1.6); Part 2 in the form's own choices (2.1(a) not to prolong / 2.1(b) to prolong,
 *    2.2 relief from pain, 2.3 other wishes), so no preparer interprets; Part 3 organ donation; Part 4 physicians;
 *    Parts 5–6 witnesses or a Notary Public, and the skilled-nursing-facility witness rule (§4675).
 * No question asks the principal's gender: neither form does. Version 1 (durable-poa.v1.ts) is kept for older answers.
 */
import { defineQuestionnaire } from './define';
import messages from './durable-poa.messages';

const PERSON = (name: string) => `q.durablePoa.fields.person.${name}.label`;
const CONTACT = (name: string) => `q.durablePoa.fields.contact.${name}.label`;

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
    ],
  }) as const;

/** Someone the directive names (health care agent, alternate agent, physician): name, address and telephones. */
const contactFields = [
  { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: CONTACT('name'), autoComplete: 'off' },
  {
    kind: 'text',
    filing: 'asWritten',
    name: 'address',
    required: true,
    maxLength: 300,
    labelKey: CONTACT('address'),
    help: 'q.common.fields.address.help',
    autoComplete: 'off',
  },
  { kind: 'tel', name: 'phone', required: true, labelKey: CONTACT('phone'), autoComplete: 'off' },
  { kind: 'tel', name: 'otherPhone', labelKey: CONTACT('otherPhone'), autoComplete: 'off' },
] as const;

/** The subjects of the statutory form, lines (A) to (M); line (N) grants all of them (`powersScope: 'all'`). */
export const STATUTORY_POWERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const;

/** The powers Prob. Code §4264 lets an attorney-in-fact exercise only when the power of attorney grants them expressly. */
export const EXPRESS_POWERS = ['createTrust', 'fundTrust', 'gifts', 'survivorship', 'beneficiaries', 'disclaimers', 'delegate'] as const;

export const durablePoa = defineQuestionnaire({
  type: 'durable-poa',
  version: 2,
  namespace: 'q.durablePoa',
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
          filing: 'names',
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
        { kind: 'text', filing: 'term', name: 'reportRecipient', required: true, showIf: { field: 'periodicReports', equals: true } },
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
          errors: { count: 'q.durablePoa.errors.attorneyCount' },
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
              options: [
                { value: 'none' },
                { value: '1', labelKey: 'q.durablePoa.attorney.1' },
                { value: '2', labelKey: 'q.durablePoa.attorney.2', showIf: { field: '/numberOfAttorneys', in: ['2', '3'] } },
                { value: '3', labelKey: 'q.durablePoa.attorney.3', showIf: { field: '/numberOfAttorneys', equals: '3' } },
              ],
            },
          ],
        },
        { kind: 'radio', name: 'powersScope', required: true, help: true, options: [{ value: 'all' }, { value: 'some' }] },
        {
          kind: 'checkboxes',
          name: 'powers',
          required: true,
          help: true,
          showIf: { field: 'powersScope', equals: 'some' },
          options: STATUTORY_POWERS.map((value) => ({ value })),
        },
        {
          kind: 'object',
          name: 'expressPowers',
          help: true,
          fields: EXPRESS_POWERS.map((name) => ({ kind: 'yesno', name, required: true }) as const),
        },
        { kind: 'textarea', name: 'giftLimits', maxLength: 1000, help: true, showIf: { field: 'expressPowers.gifts', equals: true } },
        { kind: 'textarea', name: 'specialInstructions', maxLength: 3000, help: true },
      ],
    },
    {
      id: 'healthcare',
      fields: [
        { kind: 'object', name: 'healthAgent', help: true, fields: contactFields },
        {
          kind: 'group',
          name: 'healthAlternates',
          min: 0,
          max: 2,
          help: true,
          fields: contactFields,
        },
        { kind: 'textarea', name: 'healthAgentLimits', maxLength: 2000, help: true },
        {
          kind: 'radio',
          name: 'healthAgentEffective',
          required: true,
          help: true,
          options: [{ value: 'incapacity' }, { value: 'immediately' }],
        },
        { kind: 'radio', name: 'postDeath', required: true, help: true, options: [{ value: 'asForm' }, { value: 'limits' }] },
        { kind: 'textarea', name: 'postDeathLimits', required: true, maxLength: 2000, showIf: { field: 'postDeath', equals: 'limits' } },
        { kind: 'yesno', name: 'nominateConservator', required: true, help: true },
      ],
    },
    {
      id: 'wishes',
      fields: [
        {
          kind: 'radio',
          name: 'endOfLife',
          required: true,
          help: true,
          options: [{ value: 'notProlong' }, { value: 'prolong' }, { value: 'ownWords' }],
        },
        {
          kind: 'textarea',
          name: 'endOfLifeOwnWords',
          required: true,
          maxLength: 3000,
          showIf: { field: 'endOfLife', equals: 'ownWords' },
        },
        { kind: 'radio', name: 'painRelief', required: true, help: true, options: [{ value: 'always' }, { value: 'exceptions' }] },
        {
          kind: 'textarea',
          name: 'painReliefExceptions',
          required: true,
          maxLength: 2000,
          showIf: { field: 'painRelief', equals: 'exceptions' },
        },
        { kind: 'textarea', name: 'otherWishes', maxLength: 3000, help: true },
        { kind: 'radio', name: 'donation', required: true, help: true, options: [{ value: 'any' }, { value: 'only' }, { value: 'none' }] },
        { kind: 'textarea', name: 'donationParts', required: true, maxLength: 1000, showIf: { field: 'donation', equals: 'only' } },
        {
          kind: 'checkboxes',
          name: 'donationPurposes',
          required: true,
          help: true,
          showIf: { field: 'donation', in: ['any', 'only'] },
          options: [{ value: 'transplant' }, { value: 'therapy' }, { value: 'research' }, { value: 'education' }],
        },
        { kind: 'yesno', name: 'hasPhysician', required: true, help: true },
        { kind: 'object', name: 'physician', showIf: { field: 'hasPhysician', equals: true }, fields: contactFields },
        { kind: 'yesno', name: 'hasAlternatePhysician', required: true, showIf: { field: 'hasPhysician', equals: true } },
        { kind: 'object', name: 'alternatePhysician', showIf: { field: 'hasAlternatePhysician', equals: true }, fields: contactFields },
      ],
    },
    {
      id: 'sign',
      review: true,
      fields: [
        { kind: 'radio', name: 'ahcdSigning', required: true, help: true, options: [{ value: 'witnesses' }, { value: 'notary' }] },
        { kind: 'yesno', name: 'skilledNursing', required: true, help: true },
        { kind: 'checkbox', name: 'acknowledgment', required: true, errors: { required: 'q.durablePoa.errors.acknowledgment' } },
        { kind: 'checkbox', name: 'authorization', required: true, errors: { required: 'q.durablePoa.errors.authorization' } },
        { kind: 'text', name: 'signedName', required: true, help: true, autoComplete: 'name' },
        { kind: 'date', name: 'signedDate', required: true, range: 'past' },
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.principal.name,
    caseDetails: [
      t(`q.durablePoa.fields.effective.options.${a.effective}`),
      t('q.durablePoa.summary.attorneys', { count: a.attorneys.length, names: a.attorneys.map((x) => x.name).join(', ') }),
      t('q.durablePoa.summary.healthAgent', { name: a.healthAgent.name }),
    ].join(' · '),
    specialInstructions: [a.specialInstructions, a.otherWishes].filter(Boolean).join('\n\n'),
  }),
});
