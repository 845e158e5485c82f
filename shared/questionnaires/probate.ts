/**
 * Probate (version 2): the Petition for Probate (DE-111) and the papers filed with it — notice (DE-121), order
 * (DE-140), duties of the personal representative (DE-147, DE-147S), proof of the will (DE-131, DE-135), waivers of
 * bond (DE-142) — and the facts staff need to see whether a smaller procedure exists (Prob. Code §§13100, 13151,
 * DE-310, DE-221). Reference: /work/shared/reference/court-forms.md §3.2; maps: probate.forms.ts.
 *
 * What changed from version 1 (probate.v1.ts; upgrade in probate.upgrade.ts): the property is a list of assets with
 * how each is held (only what is in the decedent's name alone goes through probate, and only that is valued on DE-111
 * item 3d); the will's date, codicils, type and witnesses; the appointment asked (executor, administrator with will
 * annexed, administrator, special administrator), independent administration and bond; the person to be appointed,
 * where they live, their date of birth and driver's licence (DE-147S); the family tree of DE-111 items 5–7; heirs
 * who have died are listed too (item 8), and the petitioner's address in the form's boxes.
 */
import { formatDate } from '../i18n/core';
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import {
  DATE_OF_BIRTH,
  MAILING,
  OTHER_ADDRESS,
  OTHER_CONTACT_DETAILS,
  PARTY_NAME,
  SELF_ADDRESS,
  SELF_CONTACT_DETAILS,
  SELF_NAME,
} from './fragments/party';
import { RELATIVE_FIELDS } from './fragments/relatives';
import { STATE_OPTIONS } from './fragments/states';
import messages from './probate.messages';
import type { Condition } from './types';

const WILL = { field: '/hasWill', equals: true } as const;
const NO_WILL = { field: '/hasWill', equals: false } as const;
/** Neither a living child nor issue of a child who died first (DE-111 item 6). */
const NO_ISSUE = {
  all: [
    { field: 'childrenSurvived', equals: false },
    { field: 'predeceasedChildIssue', equals: false },
  ],
} as const;

export const ASSET_KINDS = [
  'realProperty',
  'bankAccount',
  'investment',
  'retirement',
  'lifeInsurance',
  'vehicle',
  'business',
  'personalItems',
  'moneyOwed',
  'other',
] as const;
/** How an asset is held: only `nameAlone` and `inCommon` (the decedent's share) go through probate. */
export const HELD_HOW = [
  'nameAlone',
  'inCommon',
  'livingTrust',
  'jointTenancy',
  'payOnDeath',
  'beneficiary',
  'communityToSpouse',
  'notSure',
] as const;
export const PROBATE_HELD = ['nameAlone', 'inCommon'] as const;

const option = <const V extends string>(value: V, showIf?: Condition) => ({ value, ...(showIf ? { showIf } : {}) });

/**
 * A living heir (or beneficiary) under 18: the heirs list gives the age only of minors (relatives.ts). A minor cannot
 * waive bond (DE-111 items 3e(2) and 3e(3) say "all … are adults and have waived bond"; DE-142 is signed by each).
 */
export const MINOR_HEIR = {
  field: 'heirs',
  some: {
    all: [{ not: { field: 'deceased', equals: true } }, { field: 'age', filled: true }, { not: { field: 'age', greaterThan: 17 } }],
  },
} as const;

export const probate = defineQuestionnaire({
  type: 'probate',
  version: 2,
  namespace: 'q.probate',
  messages,
  steps: [
    {
      id: 'decedent',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'decedentName', required: true, autoComplete: 'off' },
        { kind: 'text', filing: 'asWritten', name: 'decedentOtherNames', maxLength: 300, help: true, autoComplete: 'off' },
        { kind: 'date', name: 'decedentDateOfBirth', required: true, range: 'past' },
        { kind: 'date', name: 'decedentDateOfDeath', required: true, range: 'past' },
        { kind: 'text', filing: 'place', name: 'placeOfDeath', required: true, maxLength: 120, help: true },
        { kind: 'ssn4', name: 'decedentSsn4', labelKey: 'q.common.fields.ssn4.label', help: 'q.common.fields.ssn4.help' },
        { kind: 'text', filing: 'asWritten', name: 'decedentAddress', required: true, maxLength: 300, help: true },
        { kind: 'text', filing: 'place', name: 'countyOfDeath', required: true, maxLength: 60, defaultValue: 'Los Angeles' },
        { kind: 'yesno', name: 'livedInCalifornia', required: true },
        {
          kind: 'text',
          name: 'estateCounty',
          maxLength: 60,
          defaultValue: 'Los Angeles',
          help: true,
          showIf: { field: 'livedInCalifornia', equals: false },
        },
        {
          kind: 'text',
          name: 'propertyInCounty',
          required: true,
          maxLength: 300,
          help: true,
          showIf: { field: 'livedInCalifornia', equals: false },
        },
        { kind: 'yesno', name: 'foreignCitizen', required: true },
        {
          kind: 'text',
          filing: 'place',
          name: 'citizenship',
          required: true,
          maxLength: 80,
          showIf: { field: 'foreignCitizen', equals: true },
        },
        {
          kind: 'select',
          name: 'maritalStatus',
          required: true,
          help: true,
          options: [{ value: 'single' }, { value: 'married' }, { value: 'domesticPartner' }, { value: 'divorced' }, { value: 'widowed' }],
        },
      ],
    },
    {
      id: 'estate',
      fields: [
        { kind: 'yesno', name: 'hasWill', required: true },
        { kind: 'date', name: 'willDate', required: true, range: 'past', showIf: WILL },
        {
          kind: 'radio',
          name: 'willType',
          required: true,
          help: true,
          showIf: WILL,
          options: [{ value: 'witnessed' }, { value: 'holographic' }, { value: 'notSure' }],
        },
        {
          kind: 'group',
          name: 'witnesses',
          min: 0,
          max: 4,
          help: true,
          showIf: { field: 'willType', equals: 'witnessed' },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'text', filing: 'asWritten', name: 'address', maxLength: 300, labelKey: 'q.common.fields.addressIfKnown.label' },
          ],
        },
        {
          kind: 'object',
          name: 'handwritingWitness',
          help: true,
          showIf: { field: 'willType', equals: 'holographic' },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'address',
              required: true,
              maxLength: 300,
              labelKey: 'q.common.fields.address.label',
            },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
          ],
        },
        { kind: 'yesno', name: 'hasCodicils', required: true, help: true, showIf: WILL },
        {
          kind: 'group',
          name: 'codicils',
          min: 1,
          max: 10,
          showIf: { field: 'hasCodicils', equals: true },
          fields: [{ kind: 'date', name: 'date', required: true, range: 'past' }],
        },
        { kind: 'text', name: 'willLocation', required: true, maxLength: 300, help: true, showIf: WILL },
        { kind: 'yesno', name: 'originalLost', required: true, help: true, showIf: WILL },
        {
          kind: 'group',
          name: 'assets',
          min: 1,
          max: 40,
          help: true,
          fields: [
            { kind: 'select', name: 'kind', required: true, options: ASSET_KINDS.map((value) => ({ value })) },
            { kind: 'text', name: 'description', required: true, maxLength: 200, help: true },
            { kind: 'select', name: 'heldHow', required: true, help: true, options: HELD_HOW.map((value) => ({ value })) },
            { kind: 'money', name: 'value', required: true, help: true },
            { kind: 'money', name: 'owed', help: true, showIf: { field: 'kind', equals: 'realProperty' } },
            { kind: 'yesno', name: 'primaryResidence', required: true, showIf: { field: 'kind', equals: 'realProperty' } },
            { kind: 'money', name: 'yearlyIncome', help: true },
          ],
        },
      ],
    },
    {
      id: 'petitioner',
      fields: [
        { kind: 'object', name: 'petitioner', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS] },
        {
          kind: 'select',
          name: 'relationship',
          required: true,
          options: [
            { value: 'spouse' },
            { value: 'child' },
            { value: 'parent' },
            { value: 'sibling' },
            { value: 'otherRelative' },
            { value: 'namedExecutor' },
            { value: 'other' },
          ],
        },
        {
          kind: 'radio',
          name: 'appointmentType',
          required: true,
          help: true,
          options: [
            option('executor', WILL),
            option('administratorWithWill', WILL),
            option('administrator', NO_WILL),
            option('specialAdministrator'),
          ],
        },
        {
          kind: 'yesno',
          name: 'specialGeneralPowers',
          required: true,
          showIf: { field: 'appointmentType', equals: 'specialAdministrator' },
        },
        {
          kind: 'textarea',
          name: 'specialReason',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: { field: 'appointmentType', equals: 'specialAdministrator' },
        },
        { kind: 'yesno', name: 'petitionerIsRepresentative', required: true },
        {
          kind: 'object',
          name: 'representative',
          showIf: { field: 'petitionerIsRepresentative', equals: false },
          fields: [PARTY_NAME, ...OTHER_ADDRESS, ...OTHER_CONTACT_DETAILS],
        },
        {
          kind: 'object',
          name: 'representativeId',
          help: true,
          fields: [
            { ...DATE_OF_BIRTH, required: true, autoComplete: 'off' },
            { kind: 'text', filing: 'asWritten', name: 'driversLicense', maxLength: 30, help: true },
            {
              kind: 'select',
              name: 'driversLicenseState',
              required: true,
              defaultValue: 'CA',
              options: STATE_OPTIONS,
              showIf: { field: 'driversLicense', filled: true },
            },
          ],
        },
        {
          kind: 'radio',
          name: 'representativeResidence',
          required: true,
          options: [{ value: 'california' }, { value: 'otherState' }, { value: 'outsideUs' }],
        },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'permanentAddress',
          required: true,
          maxLength: 300,
          help: true,
          showIf: { field: 'representativeResidence', equals: 'outsideUs' },
        },
        { kind: 'yesno', name: 'willNamesExecutor', required: true, showIf: WILL },
        { kind: 'yesno', name: 'appointeeNamedExecutor', required: true, showIf: { field: 'willNamesExecutor', equals: true } },
        { kind: 'yesno', name: 'otherExecutorsNotActing', required: true, showIf: { field: 'willNamesExecutor', equals: true } },
        {
          kind: 'checkboxes',
          name: 'notActingReasons',
          required: true,
          showIf: { field: 'otherExecutorsNotActing', equals: true },
          options: [{ value: 'death' }, { value: 'declination' }, { value: 'other' }],
        },
        {
          kind: 'textarea',
          name: 'notActingDetails',
          required: true,
          maxLength: 2000,
          help: true,
          showIf: { field: 'otherExecutorsNotActing', equals: true },
        },
        { kind: 'yesno', name: 'appointeeIsNominee', required: true, help: true },
        { kind: 'radio', name: 'iaea', required: true, help: true, options: [{ value: 'full' }, { value: 'limited' }, { value: 'none' }] },
        {
          kind: 'radio',
          name: 'bond',
          required: true,
          help: true,
          options: [option('willWaives', WILL), option('allWaive'), option('bond'), option('blockedAccount')],
        },
        { kind: 'money', name: 'blockedAmount', required: true, showIf: { field: 'bond', equals: 'blockedAccount' } },
        { kind: 'text', name: 'blockedInstitution', required: true, maxLength: 200, showIf: { field: 'bond', equals: 'blockedAccount' } },
        { kind: 'text', filing: 'asWritten', name: 'newspaper', maxLength: 120, help: true },
        { kind: 'textarea', name: 'appointmentReason', maxLength: 2000, help: true },
      ],
    },
    {
      id: 'heirs',
      fields: [
        { kind: 'yesno', name: 'childrenSurvived', required: true, help: true },
        {
          kind: 'checkboxes',
          name: 'childKinds',
          required: true,
          help: true,
          showIf: { field: 'childrenSurvived', equals: true },
          options: [{ value: 'naturalOrAdopted' }, { value: 'adoptedByOthers' }],
        },
        { kind: 'yesno', name: 'predeceasedChildIssue', required: true, help: true },
        { kind: 'yesno', name: 'stepOrFosterChild', required: true, help: true },
        {
          kind: 'checkboxes',
          name: 'otherRelatives',
          required: true,
          help: true,
          showIf: NO_ISSUE,
          options: [
            { value: 'parents' },
            { value: 'issueOfParents' },
            { value: 'grandparents' },
            { value: 'issueOfGrandparents' },
            { value: 'predeceasedSpouseIssue' },
            { value: 'nextOfKin' },
            { value: 'predeceasedSpouseParents' },
            { value: 'none' },
          ],
        },
        {
          kind: 'yesno',
          name: 'predeceasedSpouse',
          required: true,
          help: true,
          showIf: { all: [NO_ISSUE, { field: 'maritalStatus', in: ['single', 'divorced'] }] },
        },
        {
          kind: 'radio',
          name: 'predeceasedSpouseProperty',
          required: true,
          help: true,
          showIf: {
            all: [
              NO_ISSUE,
              {
                any: [
                  { field: 'maritalStatus', equals: 'widowed' },
                  { field: 'predeceasedSpouse', equals: true },
                ],
              },
            ],
          },
          options: [{ value: 'realProperty15' }, { value: 'personalProperty5' }, { value: 'neither' }],
        },
        {
          kind: 'checkboxes',
          name: 'predeceasedSpouseRelatives',
          required: true,
          showIf: { field: 'predeceasedSpouseProperty', in: ['realProperty15', 'personalProperty5'] },
          options: [
            { value: 'spouseIssue' },
            { value: 'spouseParents' },
            { value: 'spouseParentsIssue' },
            { value: 'decedentKin' },
            { value: 'spouseKin' },
          ],
        },
        {
          kind: 'group',
          name: 'heirs',
          min: 1,
          max: 40,
          help: true,
          fields: [...RELATIVE_FIELDS, { kind: 'checkbox', name: 'inWill', showIf: { field: '/hasWill', equals: true } }],
        },
      ],
    },
    {
      id: 'debts',
      fields: [
        { kind: 'textarea', name: 'creditors', help: true },
        { kind: 'textarea', name: 'outstandingDebts' },
        { kind: 'money', name: 'funeralExpenses' },
        { kind: 'textarea', name: 'pendingLegalActions', help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  rules: [
    { kind: 'dateOrder', earlier: 'decedentDateOfBirth', later: 'decedentDateOfDeath', errorKey: 'q.probate.errors.deathBeforeBirth' },
    { kind: 'dateOrder', earlier: 'willDate', later: 'decedentDateOfDeath', errorKey: 'q.probate.errors.deathBeforeWill' },
    {
      kind: 'never',
      when: { all: [{ field: 'bond', equals: 'allWaive' }, MINOR_HEIR] },
      field: 'bond',
      errorKey: 'q.probate.errors.minorCannotWaiveBond',
    },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: t('q.probate.summary.caseDetails', {
      decedent: a.decedentName,
      dateOfDeath: formatDate(a.decedentDateOfDeath, locale),
      county: a.countyOfDeath,
      will: t(a.hasWill ? 'q.probate.summary.withWill' : 'q.probate.summary.withoutWill'),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
