/**
 * Guardianship of a minor (version 2): the petition (GC-210, or GC-210(P) for the person only), the child information
 * attachment for each child (GC-210(CA)), the UCCJEA declaration (FL-105/GC-120, shared fragment), the confidential
 * screening form of each proposed guardian (GC-212, a second one for a co-guardian), the temporary guardianship petition
 * when asked (GC-110), the order (GC-240) and the Indian child inquiry and notice (ICWA-010(A), ICWA-030). Reference:
 * /work/shared/reference/court-forms.md §3.8; maps: guardianship-minor.forms.ts.
 *
 * What changed from version 1 (guardianship-minor.v1.ts; upgrade in guardianship-minor.upgrade.ts): the children and
 * their homes are the UCCJEA fragment (present address of each person they lived with, sex, other cases, orders in
 * effect, other claimants); the parents are asked per child when the children do not share both parents (half
 * brothers and sisters); the relatives within the second degree (grandparents on both sides, brothers and sisters,
 * Prob. Code §§1510(c)(3), 1511); the person with legal custody; parental nominations (GC-211); a co-guardian; each
 * GC-212 screening question on its own; the estate's values and requests; and tribe and ancestor information for the
 * ICWA notice when the answer is yes or unknown.
 */
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
import { RELATIVES } from './fragments/relatives';
import { STATE_OPTIONS } from './fragments/states';
import { uccjeaObject } from './fragments/uccjea';
import messages from './guardianship-minor.messages';

const F = 'q.guardianshipMinor.fields';
const ESTATE = { field: '/guardianshipOf', in: ['estate', 'both'] } as const;
const UNRELATED = { field: '/relatedToChildren', equals: false } as const;

export const PARENT_STATUSES = ['consents', 'objects', 'unknownWhereabouts', 'deceased', 'unknown'] as const;

/** A parent of a child: their situation decides whether they consent, must be served, or are listed as deceased. */
const parent = <const N extends string>(name: N) =>
  ({
    kind: 'object',
    name,
    labelKey: `${F}.${name}.label`,
    fields: [
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'name',
        required: true,
        labelKey: 'q.common.fields.fullName.label',
        autoComplete: 'off',
        help: `${F}.parent.name.help`,
      },
      {
        kind: 'radio',
        name: 'status',
        required: true,
        labelKey: `${F}.parent.status.label`,
        options: PARENT_STATUSES.map((value) => ({ value, labelKey: `${F}.parent.status.options.${value}` })),
      },
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'address',
        required: true,
        maxLength: 300,
        labelKey: `${F}.parent.address.label`,
        help: `${F}.parent.address.help`,
        showIf: { field: 'status', in: ['consents', 'objects'] },
      },
      {
        kind: 'yesno',
        name: 'nominates',
        required: true,
        labelKey: `${F}.parent.nominates.label`,
        help: `${F}.parent.nominates.help`,
        showIf: { field: 'status', equals: 'consents' },
      },
    ],
  }) as const;

const S = (name: string) => ({ labelKey: `${F}.screening.${name}.label` });
const yes = <const N extends string>(name: N) => ({ kind: 'yesno', name, required: true, ...S(name) }) as const;

/** GC-212 items 1–19, asked of each proposed guardian (the client, and a co-guardian when there is one). */
const screening = <const N extends string>(name: N) =>
  ({
    kind: 'object',
    name,
    labelKey: `${F}.${name}.label`,
    help: `${F}.screening.help`,
    fields: [
      { kind: 'text', filing: 'names', name: 'otherNames', maxLength: 200, ...S('otherNames'), help: `${F}.screening.otherNames.help` },
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'driversLicense',
        maxLength: 30,
        ...S('driversLicense'),
        help: `${F}.screening.driversLicense.help`,
      },
      {
        kind: 'select',
        name: 'driversLicenseState',
        required: true,
        defaultValue: 'CA',
        options: STATE_OPTIONS,
        ...S('driversLicenseState'),
        showIf: { field: 'driversLicense', filled: true },
      },
      { kind: 'tel', name: 'workPhone', ...S('workPhone') },
      yes('sexOffender'),
      yes('criminalRecord'),
      { kind: 'checkbox', name: 'drugAlcoholArrest', ...S('drugAlcoholArrest'), showIf: { field: 'criminalRecord', equals: true } },
      yes('restrainingOrder'),
      yes('mentalHealthCare'),
      yes('caseworkerInHome'),
      yes('childAbuseCharges'),
      yes('childAbuseReports'),
      yes('substanceUse'),
      yes('substanceCharges'),
      yes('mentalIllnessInHome'),
      yes('physicalDisability'),
      yes('adverseInterest'),
      yes('priorFiduciary'),
      yes('removedFiduciary'),
      yes('professionalFiduciary'),
      {
        kind: 'yesno',
        name: 'fiduciaryLicensed',
        required: true,
        ...S('fiduciaryLicensed'),
        showIf: { field: 'professionalFiduciary', equals: true },
      },
      yes('bankruptcy'),
      {
        kind: 'textarea',
        name: 'explanations',
        required: true,
        maxLength: 5000,
        ...S('explanations'),
        help: `${F}.screening.explanations.help`,
        showIf: {
          any: [
            'sexOffender',
            'criminalRecord',
            'restrainingOrder',
            'mentalHealthCare',
            'caseworkerInHome',
            'childAbuseCharges',
            'childAbuseReports',
            'substanceUse',
            'substanceCharges',
            'mentalIllnessInHome',
            'physicalDisability',
            'adverseInterest',
            'priorFiduciary',
            'removedFiduciary',
            'bankruptcy',
          ].map((field) => ({ field, equals: true })),
        },
      },
    ],
  }) as const;

export const guardianshipMinor = defineQuestionnaire({
  type: 'guardianship-minor',
  version: 2,
  namespace: 'q.guardianshipMinor',
  messages,
  steps: [
    {
      id: 'guardian',
      fields: [
        { kind: 'object', name: 'guardian', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS] },
        {
          kind: 'date',
          name: 'guardianDateOfBirth',
          required: true,
          range: 'past',
          labelKey: 'q.common.fields.dateOfBirth.label',
          autoComplete: 'bday',
        },
        { kind: 'yesno', name: 'relatedToChildren', required: true },
        { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100, help: true },
        { kind: 'textarea', name: 'household', maxLength: 2000, help: true },
        screening('screening'),
      ],
    },
    {
      id: 'children',
      fields: [
        { kind: 'yesno', name: 'sameParents', required: true, help: true },
        uccjeaObject({
          extraChildFields: [
            // GC-210(P) item 8 prints the name in First / Middle / Last boxes: which words are the
            // surname (one or two, "Ramírez Ortiz") only the client knows.
            { kind: 'text', filing: 'asWritten', name: 'lastName', maxLength: 100, help: true },
            { kind: 'yesno', name: 'livesWithYou', required: true },
            { kind: 'text', filing: 'asWritten', name: 'school', maxLength: 150, help: true },
            { kind: 'tel', name: 'schoolPhone' },
            { kind: 'tel', name: 'phone' },
            { ...parent('mother'), showIf: { field: '/sameParents', equals: false } },
            { ...parent('father'), showIf: { field: '/sameParents', equals: false } },
          ],
        }),
      ],
    },
    {
      id: 'family',
      fields: [
        { ...parent('mother'), showIf: { field: 'sameParents', equals: true } },
        { ...parent('father'), showIf: { field: 'sameParents', equals: true } },
        { kind: 'yesno', name: 'otherCustodian', required: true, help: true },
        {
          kind: 'object',
          name: 'custodian',
          showIf: { field: 'otherCustodian', equals: true },
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
          ],
        },
        {
          kind: 'radio',
          name: 'nomination',
          required: true,
          help: true,
          options: [{ value: 'none' }, { value: 'you' }, { value: 'someoneElse' }],
        },
        {
          kind: 'object',
          name: 'nominee',
          showIf: { field: 'nomination', equals: 'someoneElse' },
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
            { kind: 'radio', name: 'by', required: true, options: [{ value: 'will' }, { value: 'otherWriting' }] },
          ],
        },
        { ...RELATIVES, min: 1, help: `${F}.relatives.help` },
      ],
    },
    {
      id: 'guardianship',
      fields: [
        {
          kind: 'radio',
          name: 'guardianshipOf',
          required: true,
          help: true,
          options: [{ value: 'person' }, { value: 'estate' }, { value: 'both' }],
        },
        { kind: 'yesno', name: 'hasCoGuardian', required: true, help: true },
        {
          kind: 'object',
          name: 'coGuardian',
          showIf: { field: 'hasCoGuardian', equals: true },
          fields: [
            PARTY_NAME,
            ...OTHER_ADDRESS,
            ...OTHER_CONTACT_DETAILS,
            { ...DATE_OF_BIRTH, required: true, autoComplete: 'off' },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
          ],
        },
        { ...screening('coGuardianScreening'), showIf: { field: 'hasCoGuardian', equals: true } },
        { kind: 'textarea', name: 'reason', required: true, help: true },
        { kind: 'yesno', name: 'parentalCustodyDetrimental', required: true, help: true },
        { kind: 'yesno', name: 'intentToAdopt', required: true, help: true },
        { kind: 'yesno', name: 'licensedFosterHome', required: true, showIf: UNRELATED },
        { kind: 'yesno', name: 'adoptionPetitionFiled', required: true, showIf: UNRELATED },
        {
          kind: 'textarea',
          name: 'adoptionPetitionDetails',
          required: true,
          maxLength: 2000,
          showIf: { field: 'adoptionPetitionFiled', equals: true },
        },
        { kind: 'yesno', name: 'temporaryNeeded', required: true, help: true },
        { kind: 'textarea', name: 'temporaryReason', required: true, maxLength: 3000, showIf: { field: 'temporaryNeeded', equals: true } },
        { kind: 'money', name: 'estatePersonalProperty', required: true, help: true, showIf: ESTATE },
        { kind: 'money', name: 'estateAnnualIncome', required: true, help: true, showIf: ESTATE },
        { kind: 'money', name: 'estateRealProperty', showIf: ESTATE },
        {
          kind: 'radio',
          name: 'estateBond',
          required: true,
          help: true,
          showIf: ESTATE,
          options: [{ value: 'bond' }, { value: 'blockedAccount' }, { value: 'askWaiver' }],
        },
        { kind: 'money', name: 'blockedAmount', required: true, showIf: { field: 'estateBond', equals: 'blockedAccount' } },
        {
          kind: 'text',
          name: 'blockedInstitution',
          required: true,
          maxLength: 200,
          showIf: { field: 'estateBond', equals: 'blockedAccount' },
        },
        {
          kind: 'textarea',
          name: 'bondWaiverReason',
          required: true,
          maxLength: 2000,
          showIf: { field: 'estateBond', equals: 'askWaiver' },
        },
        { kind: 'yesno', name: 'independentPowers', required: true, help: true, showIf: ESTATE },
        {
          kind: 'textarea',
          name: 'independentPowersDetails',
          required: true,
          maxLength: 3000,
          showIf: { field: 'independentPowers', equals: true },
        },
        { kind: 'yesno', name: 'dispenseNotice', required: true, help: true },
        {
          kind: 'checkboxes',
          name: 'dispenseReasons',
          required: true,
          showIf: { field: 'dispenseNotice', equals: true },
          options: [{ value: 'cannotFind' }, { value: 'justice' }],
        },
        {
          kind: 'textarea',
          name: 'dispenseDetails',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: { field: 'dispenseNotice', equals: true },
        },
        {
          kind: 'radio',
          name: 'nativeAmerican',
          required: true,
          help: true,
          options: [{ value: 'no' }, { value: 'yes' }, { value: 'unknown' }],
        },
        {
          kind: 'group',
          name: 'tribes',
          min: 0,
          max: 6,
          help: true,
          showIf: { field: 'nativeAmerican', in: ['yes', 'unknown'] },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, maxLength: 150 },
            { kind: 'text', filing: 'place', name: 'location', maxLength: 150 },
          ],
        },
        {
          kind: 'group',
          name: 'ancestors',
          min: 1,
          max: 12,
          help: true,
          showIf: { field: 'nativeAmerican', in: ['yes', 'unknown'] },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
            { kind: 'date', name: 'birthDate', range: 'past' },
            { kind: 'text', filing: 'place', name: 'birthPlace', maxLength: 150 },
            { kind: 'text', filing: 'asWritten', name: 'tribe', maxLength: 150 },
            { kind: 'text', filing: 'asWritten', name: 'enrollment', maxLength: 60 },
          ],
        },
        { kind: 'yesno', name: 'sijFindings', required: true, help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  summary: (a, { t }) => ({
    clientName: a.guardian.name,
    clientEmail: a.guardian.email,
    caseDetails: t(`q.guardianshipMinor.summary.${a.guardianshipOf}`, { children: a.uccjea.children.map((c) => c.name).join(', ') }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
