/**
 * Change of name, version 2 (NC-100 petition, NC-110 attachment for each person, NC-120 or NC-125 order to show
 * cause, NC-121 proof of service; the NC-300 petition when the court is also asked to recognize a change of gender).
 * For each person: present and proposed names, date and place of birth (Code Civ. Proc. §1276(a)(2)), sex as on the
 * original birth certificate (NC-110 item 7b(5)), residence, the reason, and whether the change is to conform to the
 * person's gender identity (§1277.5: no publication, and no hearing unless someone objects). For a minor: the
 * petitioner's relationship and the other parent's name and address (§1276(c)), or near relatives when neither parent
 * is living (§1276(b)). The court must be told about sex-offender registration (§1279.5). Publication is asked about
 * only when a change is not to conform to gender identity.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import { SELF_ADDRESS, SELF_CONTACT_DETAILS, SELF_NAME } from './fragments/party';
import messages from './name-change.messages';

const MINOR = { field: 'isMinor', equals: true } as const;
const opts = <const V extends string>(values: readonly V[]) => values.map((value) => ({ value }));
/** Some change is not to conform to gender identity: publication applies (Code Civ. Proc. §1277). */
export const NEEDS_PUBLICATION = { field: 'people', some: { not: { field: 'genderIdentity', equals: true } } } as const;
export const GENDER_IDENTITY = { field: 'people', some: { field: 'genderIdentity', equals: true } } as const;

export const nameChange = defineQuestionnaire({
  type: 'name-change',
  version: 2,
  namespace: 'q.nameChange',
  messages,
  steps: [
    {
      id: 'petitioner',
      fields: [
        { kind: 'object', name: 'petitioner', fields: [SELF_NAME, ...SELF_ADDRESS, ...SELF_CONTACT_DETAILS] },
        {
          kind: 'date',
          name: 'dateOfBirth',
          required: true,
          range: 'past',
          labelKey: 'q.common.fields.dateOfBirth.label',
          autoComplete: 'bday',
        },
        { kind: 'radio', name: 'residence', required: true, help: true, options: opts(['county', 'outOfState']) },
        {
          kind: 'radio',
          name: 'outOfStateRecord',
          required: true,
          showIf: { field: 'residence', equals: 'outOfState' },
          options: opts(['marriageLicense', 'birthCertificate']),
        },
      ],
    },
    {
      id: 'names',
      fields: [
        {
          kind: 'group',
          name: 'people',
          min: 1,
          max: 6,
          help: true,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'presentName', required: true },
            { kind: 'text', filing: 'asWritten', name: 'proposedName', required: true },
            { kind: 'yesno', name: 'isMinor', required: true },
            { kind: 'date', name: 'birthDate', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
            { kind: 'text', filing: 'place', name: 'placeOfBirth', required: true, maxLength: 120, help: true },
            { kind: 'radio', name: 'birthSex', help: true, options: opts(['male', 'female']) },
            { kind: 'text', filing: 'asWritten', name: 'residenceAddress', required: true, maxLength: 300, help: true },
            {
              kind: 'radio',
              name: 'relationship',
              required: true,
              showIf: MINOR,
              options: opts(['parent', 'guardian', 'nearRelative', 'other']),
            },
            {
              kind: 'text',
              filing: 'term',
              name: 'relationshipOther',
              required: true,
              maxLength: 100,
              showIf: { all: [MINOR, { field: 'relationship', in: ['nearRelative', 'other'] }] },
            },
            {
              // NC-110 item 7e(3) lists near relatives "only if neither parent is living" (a parent who petitions lives).
              kind: 'yesno',
              name: 'neitherParentLiving',
              help: true,
              showIf: { all: [MINOR, { field: 'relationship', in: ['guardian', 'nearRelative', 'other'] }] },
            },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'otherParentName',
              maxLength: 200,
              help: true,
              showIf: { all: [MINOR, { not: { field: 'neitherParentLiving', equals: true } }] },
            },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'otherParentAddress',
              maxLength: 300,
              help: true,
              showIf: { all: [MINOR, { field: 'otherParentName', filled: true }] },
            },
            {
              kind: 'textarea',
              name: 'nearRelatives',
              maxLength: 1000,
              help: true,
              showIf: { all: [MINOR, { field: 'neitherParentLiving', equals: true }] },
            },
            {
              kind: 'radio',
              name: 'otherParentPosition',
              required: true,
              showIf: { all: [MINOR, { field: 'otherParentName', filled: true }] },
              options: [{ value: 'signs' }, { value: 'agrees' }, { value: 'objects' }, { value: 'unknown' }],
            },
            {
              kind: 'radio',
              name: 'reason',
              required: true,
              options: [{ value: 'preference' }, { value: 'family' }, { value: 'cultural' }, { value: 'professional' }, { value: 'other' }],
            },
            { kind: 'textarea', name: 'reasonDetails', required: true, maxLength: 2000, help: true },
            { kind: 'checkbox', name: 'genderIdentity', help: true },
          ],
        },
        { kind: 'yesno', name: 'genderRecognition', required: true, help: true, showIf: GENDER_IDENTITY },
      ],
    },
    {
      id: 'background',
      fields: [
        { kind: 'yesno', name: 'sexOffenderRegistration', required: true, help: true },
        { kind: 'yesno', name: 'underSupervision', required: true, help: true },
        { kind: 'yesno', name: 'pendingCases', required: true, help: true },
        {
          kind: 'textarea',
          name: 'backgroundDetails',
          required: true,
          maxLength: 2000,
          showIf: {
            any: [
              { field: 'sexOffenderRegistration', equals: true },
              { field: 'underSupervision', equals: true },
              { field: 'pendingCases', equals: true },
            ],
          },
        },
      ],
    },
    {
      id: 'court',
      fields: [
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
        { kind: 'text', filing: 'asWritten', name: 'newspaper', maxLength: 200, help: true, showIf: NEEDS_PUBLICATION },
        OTHER_FACTS,
      ],
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: a.people.map((p) => t('q.nameChange.summary.change', { from: p.presentName, to: p.proposedName })).join(' · '),
    specialInstructions: a.otherFacts ?? '',
  }),
});
