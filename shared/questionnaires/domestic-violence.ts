/**
 * Domestic violence restraining order, version 2: what DV-100 (Rev. January 1, 2025), CLETS-001 (Rev. January 1,
 * 2026), DV-105 (Rev. January 1, 2026), FL-150 (when support is asked for), DV-108, DV-109 and DV-110 (items 1–3) need
 * from the client, in six steps:
 *
 *  1. you           — DV-100 item 1 (an address for court papers that need not be the home address; contact details on
 *                     the form only if the client wants them there), CLETS-001 items 2–3, a guardian ad litem for a
 *                     child under 12 (Fam. Code §6229 lets a minor 12 or older ask on their own);
 *  2. otherParty    — DV-100 item 2 and CLETS-001 item 1 as structured fields, the relationship (item 3, Fam. Code §6211);
 *  3. abuse         — items 5–7 (the most recent abuse, other times), firearms (item 9), other restraining orders
 *                     (an emergency protective order from the police included) and court cases (item 4);
 *  4. protection    — other protected people (item 8, CLETS-001 item 4) and the orders (items 10–14, 16–23, 25–28);
 *  5. children      — only with a child together: the children (item 3a), custody and visitation (item 15, DV-105 with
 *                     the five-year residence history asked with the UCCJEA fragment's fields), child support (24);
 *  6. additional    — FL-150 (only when child or spousal support is asked for) and anything else.
 *
 * Every question that does not apply is skipped; the form marks optional questions itself. Texts are neutral: no
 * advice on which orders to ask for (B&P §6411(e)). The title key is set here on purpose (see `titleKey`).
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import { FL150_CHILDREN, FL150_EXPENSES, FL150_HOUSEHOLD, FL150_INCOME, FL150_WORK } from './fragments/fl150';
import { DATE_OF_BIRTH, SELF_ADDRESS, SELF_CONTACT_DETAILS, SELF_NAME } from './fragments/party';
import { COURT_CASE_FIELDS } from './fragments/court-cases';
import { RESIDENCE_FIELDS } from './fragments/uccjea';
import messages from './domestic-violence.messages';
import type { Condition } from './types';

const opts = <const V extends string>(values: readonly V[]) => values.map((value) => ({ value }));

/** The page title's key. Neutral wording is another engineer's work (paths and titles); they change the text, not the key. */
export const DOMESTIC_VIOLENCE_TITLE_KEY = 'q.domesticViolence.title';

const GENDERS = ['female', 'male', 'nonbinary'] as const;
export const HAIR_COLORS = ['black', 'brown', 'blond', 'red', 'gray', 'white', 'bald', 'other'] as const;
export const EYE_COLORS = ['brown', 'black', 'blue', 'green', 'hazel', 'gray', 'other'] as const;
export const RELATIONSHIPS = ['childTogether', 'married', 'divorced', 'dating', 'engaged', 'related', 'livedTogether'] as const;
export const RELATED_AS = ['parent', 'sibling', 'child', 'grandparent', 'childSpouse', 'grandchild'] as const;
export const ORDER_KINDS = ['emergency', 'criminal', 'family', 'juvenile', 'civil', 'other'] as const;
export const CASE_KINDS = ['custody', 'divorce', 'juvenile', 'guardianship', 'criminal', 'other'] as const;
export const ORDERS = ['personalConduct', 'noContact', 'stayAway', 'moveOut', 'animals', 'other'] as const;
export const STAY_AWAY_PLACES = ['me', 'home', 'work', 'vehicle', 'school', 'protectedPeople', 'childrenSchool', 'other'] as const;
export const MONEY_ORDERS = [
  'property',
  'insurance',
  'propertyRestraint',
  'payDebts',
  'payExpenses',
  'spousalSupport',
  'lawyerFees',
  'wireless',
] as const;
export const OTHER_REQUESTS = ['recordCommunications', 'battererProgram', 'moreTime'] as const;
/** The ways the office may reach a client who said calls and email are not safe (contact rules' channels). */
export const SAFE_CHANNELS = ['email', 'sms', 'phone'] as const;
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const MARRIED: Condition = { field: '/relationship', includes: 'married' };
const CHILD_TOGETHER: Condition = { field: '/relationship', includes: 'childTogether' };
const CUSTODY: Condition = { field: '/childOrders', includes: 'custody' };
const SUPPORT: Condition = {
  any: [
    { field: '/childOrders', includes: 'support' },
    { field: '/moneyOrders', includes: 'spousalSupport' },
  ],
};
const ageUnder = (years: number): Condition => ({
  all: [{ field: '/you.age', filled: true }, { not: { field: '/you.age', greaterThan: years - 1 } }],
});

/** What DV-100 asks about each time of abuse (items 5, 6 and 7 ask the same questions). */
const INCIDENT_FIELDS = [
  {
    kind: 'date',
    name: 'date',
    required: true,
    range: 'past',
    help: 'q.domesticViolence.incident.date.help',
    labelKey: 'q.domesticViolence.incident.date.label',
  },
  {
    kind: 'radio',
    name: 'witnesses',
    required: true,
    labelKey: 'q.domesticViolence.incident.witnesses.label',
    options: [
      { value: 'unknown', labelKey: 'q.domesticViolence.answers.unknown' },
      { value: 'no', labelKey: 'q.domesticViolence.answers.no' },
      { value: 'yes', labelKey: 'q.domesticViolence.answers.yes' },
    ],
  },
  {
    kind: 'text',
    filing: 'names',
    name: 'witnessNames',
    required: true,
    maxLength: 300,
    labelKey: 'q.domesticViolence.incident.witnessNames.label',
    showIf: { field: 'witnesses', equals: 'yes' },
  },
  { kind: 'yesno', name: 'weapon', required: true, labelKey: 'q.domesticViolence.incident.weapon.label' },
  {
    kind: 'text',
    name: 'weaponDetails',
    required: true,
    maxLength: 300,
    labelKey: 'q.domesticViolence.incident.weaponDetails.label',
    showIf: { field: 'weapon', equals: true },
  },
  { kind: 'yesno', name: 'harm', required: true, labelKey: 'q.domesticViolence.incident.harm.label' },
  {
    kind: 'textarea',
    name: 'harmDetails',
    required: true,
    maxLength: 2000,
    labelKey: 'q.domesticViolence.incident.harmDetails.label',
    showIf: { field: 'harm', equals: true },
  },
  {
    kind: 'radio',
    name: 'police',
    required: true,
    labelKey: 'q.domesticViolence.incident.police.label',
    help: 'q.domesticViolence.incident.police.help',
    options: [
      { value: 'unknown', labelKey: 'q.domesticViolence.answers.unknown' },
      { value: 'no', labelKey: 'q.domesticViolence.answers.no' },
      { value: 'yes', labelKey: 'q.domesticViolence.answers.yes' },
    ],
  },
  {
    kind: 'textarea',
    name: 'details',
    required: true,
    labelKey: 'q.domesticViolence.incident.details.label',
    help: 'q.domesticViolence.incident.details.help',
  },
  {
    kind: 'radio',
    name: 'frequency',
    labelKey: 'q.domesticViolence.incident.frequency.label',
    options: [
      { value: 'once', labelKey: 'q.domesticViolence.incident.frequency.options.once' },
      { value: 'twoToFive', labelKey: 'q.domesticViolence.incident.frequency.options.twoToFive' },
      { value: 'weekly', labelKey: 'q.domesticViolence.incident.frequency.options.weekly' },
      { value: 'other', labelKey: 'q.domesticViolence.incident.frequency.options.other' },
    ],
  },
  {
    kind: 'text',
    name: 'frequencyOther',
    required: true,
    maxLength: 100,
    labelKey: 'q.domesticViolence.incident.frequencyOther.label',
    showIf: { field: 'frequency', equals: 'other' },
  },
  {
    kind: 'textarea',
    name: 'dates',
    maxLength: 1000,
    labelKey: 'q.domesticViolence.incident.dates.label',
    showIf: { field: 'frequency', in: ['twoToFive', 'weekly', 'other'] },
  },
] as const;

/**
 * One home in the children's five-year history (DV-105 item 4): the UCCJEA fragment's own questions for the dates and
 * the place (from, to, city, state, keep it confidential), then who the children lived with as DV-105 asks it (me, the
 * other person, someone else and their relationship) instead of FL-105's name and present address of each person.
 */
const RESIDENCE = [
  RESIDENCE_FIELDS[0],
  RESIDENCE_FIELDS[1],
  RESIDENCE_FIELDS[2],
  RESIDENCE_FIELDS[3],
  RESIDENCE_FIELDS[4],
  {
    kind: 'checkboxes',
    name: 'livedWith',
    required: true,
    labelKey: 'q.domesticViolence.residences.livedWith.label',
    options: [
      { value: 'me', labelKey: 'q.domesticViolence.residences.livedWith.options.me' },
      { value: 'otherParty', labelKey: 'q.domesticViolence.residences.livedWith.options.otherParty' },
      { value: 'other', labelKey: 'q.domesticViolence.residences.livedWith.options.other' },
    ],
  },
  {
    kind: 'text',
    filing: 'term',
    name: 'otherRelationship',
    required: true,
    maxLength: 100,
    labelKey: 'q.domesticViolence.residences.otherRelationship.label',
    showIf: { field: 'livedWith', includes: 'other' },
  },
] as const;

/** DV-105 items 12–13: a supervisor (professional or a trusted person) and who pays a professional, asked when `when` holds. */
const supervisorFields = <const P extends string, const W extends Condition>(prefix: P, when: W) =>
  [
    {
      kind: 'radio',
      name: `${prefix}Kind`,
      required: true,
      labelKey: 'q.domesticViolence.supervisor.kind.label',
      showIf: when,
      options: [
        { value: 'professional', labelKey: 'q.domesticViolence.supervisor.kind.options.professional' },
        { value: 'nonprofessional', labelKey: 'q.domesticViolence.supervisor.kind.options.nonprofessional' },
      ],
    },
    {
      kind: 'text',
      filing: 'asWritten',
      name: `${prefix}Name`,
      maxLength: 150,
      labelKey: 'q.domesticViolence.supervisor.name.label',
      showIf: when,
    },
    {
      kind: 'checkbox',
      name: `${prefix}Agreed`,
      labelKey: 'q.domesticViolence.supervisor.agreed.label',
      showIf: { all: [when, { field: `${prefix}Kind`, equals: 'nonprofessional' }] },
    },
    {
      kind: 'number',
      name: `${prefix}FeesYou`,
      min: 0,
      max: 100,
      labelKey: 'q.domesticViolence.supervisor.feesYou.label',
      help: 'q.domesticViolence.supervisor.feesYou.help',
      showIf: { all: [when, { field: `${prefix}Kind`, equals: 'professional' }] },
    },
    {
      kind: 'number',
      name: `${prefix}FeesThem`,
      min: 0,
      max: 100,
      labelKey: 'q.domesticViolence.supervisor.feesThem.label',
      showIf: { all: [when, { field: `${prefix}Kind`, equals: 'professional' }] },
    },
    {
      kind: 'text',
      filing: 'asWritten',
      name: `${prefix}FeesOtherName`,
      maxLength: 100,
      labelKey: 'q.domesticViolence.supervisor.feesOtherName.label',
      showIf: { all: [when, { field: `${prefix}Kind`, equals: 'professional' }] },
    },
    {
      kind: 'number',
      name: `${prefix}FeesOther`,
      min: 0,
      max: 100,
      labelKey: 'q.domesticViolence.supervisor.feesOther.label',
      showIf: { all: [when, { field: `${prefix}Kind`, equals: 'professional' }, { field: `${prefix}FeesOtherName`, filled: true }] },
    },
  ] as const;

export const domesticViolence = defineQuestionnaire({
  type: 'domestic-violence',
  version: 2,
  namespace: 'q.domesticViolence',
  titleKey: DOMESTIC_VIOLENCE_TITLE_KEY,
  messages,
  steps: [
    {
      id: 'you',
      fields: [
        {
          kind: 'object',
          name: 'you',
          fields: [
            SELF_NAME,
            { kind: 'number', name: 'age', required: true, min: 0, max: 120, help: true },
            { ...DATE_OF_BIRTH, help: 'q.domesticViolence.fields.you.dateOfBirth.help' },
            { kind: 'radio', name: 'gender', required: true, help: true, options: opts(GENDERS) },
            { kind: 'text', name: 'race', maxLength: 60 },
            { kind: 'yesno', name: 'speaksEnglish' },
            { kind: 'text', name: 'language', required: true, maxLength: 60, showIf: { field: 'speaksEnglish', equals: false } },
            {
              ...SELF_ADDRESS[0],
              labelKey: 'q.domesticViolence.fields.you.street.label',
              help: 'q.domesticViolence.fields.you.street.help',
            },
            SELF_ADDRESS[1],
            SELF_ADDRESS[2],
            SELF_ADDRESS[3],
            ...SELF_CONTACT_DETAILS,
          ],
        },
        { kind: 'yesno', name: 'safeToContact', required: true, help: true },
        // What is safe instead: the case's contact rules (shared/contact-rules.ts), which the server enforces on every
        // email (and text) the office sends, and which staff see at the top of the case.
        {
          kind: 'checkboxes',
          name: 'safeChannels',
          help: true,
          options: opts(SAFE_CHANNELS),
          showIf: { field: 'safeToContact', equals: false },
        },
        { kind: 'text', name: 'safeTimes', maxLength: 200, help: true, showIf: { field: 'safeToContact', equals: false } },
        { kind: 'text', name: 'safeContactNotes', maxLength: 300, help: true, showIf: { field: 'safeToContact', equals: false } },
        { kind: 'radio', name: 'formContact', required: true, help: true, options: opts(['none', 'same', 'other']) },
        { kind: 'tel', name: 'formPhone', labelKey: 'q.party.phone.label', showIf: { field: 'formContact', equals: 'other' } },
        { kind: 'email', name: 'formEmail', labelKey: 'q.party.email.label', showIf: { field: 'formContact', equals: 'other' } },
        {
          kind: 'yesno',
          name: 'wantsGuardianAdLitem',
          help: true,
          showIf: { all: [{ field: 'you.age', greaterThan: 11 }, { not: { field: 'you.age', greaterThan: 17 } }] },
        },
        {
          kind: 'object',
          name: 'guardianAdLitem',
          help: true,
          showIf: { any: [ageUnder(12), { field: 'wantsGuardianAdLitem', equals: true }] },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.party.name.label', autoComplete: 'off' },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
            { kind: 'tel', name: 'phone', labelKey: 'q.party.phone.label', autoComplete: 'off' },
          ],
        },
      ],
    },
    {
      id: 'otherParty',
      fields: [
        {
          kind: 'object',
          name: 'other',
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.party.name.label', autoComplete: 'off' },
            { kind: 'number', name: 'age', required: true, min: 0, max: 120, help: true },
            { kind: 'date', name: 'dateOfBirth', range: 'past', labelKey: 'q.party.dateOfBirth.label', autoComplete: 'off' },
            { kind: 'radio', name: 'gender', required: true, options: opts(GENDERS) },
            { kind: 'text', name: 'race', maxLength: 60 },
            { kind: 'number', name: 'heightFeet', min: 3, max: 8 },
            { kind: 'number', name: 'heightInches', min: 0, max: 11, showIf: { field: 'heightFeet', filled: true } },
            { kind: 'number', name: 'weight', min: 50, max: 700, help: true },
            { kind: 'select', name: 'hair', options: opts(HAIR_COLORS) },
            { kind: 'select', name: 'eyes', options: opts(EYE_COLORS) },
            { kind: 'text', filing: 'names', name: 'otherNames', maxLength: 200 },
            { kind: 'text', name: 'marks', maxLength: 300 },
            { kind: 'text', filing: 'asWritten', name: 'license', maxLength: 60, help: true },
            { kind: 'text', name: 'vehicleType', maxLength: 40, help: true },
            { kind: 'text', filing: 'asWritten', name: 'vehicleModel', maxLength: 40 },
            { kind: 'number', name: 'vehicleYear', min: 1900, max: 2100 },
            { kind: 'text', filing: 'asWritten', name: 'vehiclePlate', maxLength: 20 },
            { kind: 'tel', name: 'phone', labelKey: 'q.party.phoneIfKnown.label', autoComplete: 'off' },
            { kind: 'text', filing: 'asWritten', name: 'employer', maxLength: 300 },
            { kind: 'radio', name: 'speaksEnglish', options: opts(['yes', 'no', 'unknown']) },
            { kind: 'text', name: 'language', maxLength: 60, showIf: { field: 'speaksEnglish', equals: 'no' } },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'address',
              maxLength: 300,
              labelKey: 'q.common.fields.addressIfKnown.label',
              help: true,
              autoComplete: 'off',
            },
          ],
        },
        { kind: 'checkboxes', name: 'relationship', required: true, help: true, options: opts(RELATIONSHIPS) },
        {
          kind: 'checkboxes',
          name: 'relatedAs',
          required: true,
          options: opts(RELATED_AS),
          showIf: { field: 'relationship', includes: 'related' },
        },
        { kind: 'yesno', name: 'livedAsFamily', required: true, help: true, showIf: { field: 'relationship', includes: 'livedTogether' } },
      ],
    },
    {
      id: 'abuse',
      fields: [
        { kind: 'object', name: 'recent', help: true, fields: INCIDENT_FIELDS },
        { kind: 'yesno', name: 'moreAbuse', required: true, help: true },
        {
          kind: 'group',
          name: 'incidents',
          min: 1,
          max: 10,
          help: true,
          showIf: { field: 'moreAbuse', equals: true },
          fields: INCIDENT_FIELDS,
        },
        { kind: 'radio', name: 'firearms', required: true, help: true, options: opts(['unknown', 'no', 'yes']) },
        {
          kind: 'group',
          name: 'guns',
          min: 0,
          max: 12,
          help: true,
          showIf: { field: 'firearms', equals: 'yes' },
          fields: [
            { kind: 'text', name: 'description', required: true, maxLength: 200 },
            { kind: 'text', name: 'amount', maxLength: 40 },
            { kind: 'text', name: 'location', maxLength: 200 },
          ],
        },
        { kind: 'yesno', name: 'priorOrders', required: true, help: true },
        {
          kind: 'group',
          name: 'priorOrderList',
          min: 1,
          max: 8,
          showIf: { field: 'priorOrders', equals: true },
          fields: [
            { kind: 'select', name: 'kind', required: true, options: opts(ORDER_KINDS) },
            { kind: 'date', name: 'date', required: true, range: 'past', help: true },
            { kind: 'date', name: 'expires', help: true },
            { kind: 'text', name: 'court', maxLength: 200, help: true },
            COURT_CASE_FIELDS[1],
          ],
        },
        { kind: 'yesno', name: 'otherCases', required: true, help: true },
        {
          kind: 'group',
          name: 'cases',
          min: 1,
          max: 10,
          showIf: { field: 'otherCases', equals: true },
          fields: [
            { kind: 'select', name: 'kind', required: true, options: opts(CASE_KINDS) },
            { kind: 'text', name: 'otherKind', required: true, maxLength: 100, showIf: { field: 'kind', equals: 'other' } },
            COURT_CASE_FIELDS[2],
            { kind: 'number', name: 'year', min: 1950, max: 2100 },
            COURT_CASE_FIELDS[1],
            { kind: 'yesno', name: 'withOtherParty', required: true, showIf: CHILD_TOGETHER },
            { kind: 'yesno', name: 'aboutChildren', required: true, showIf: CHILD_TOGETHER },
          ],
        },
      ],
    },
    {
      id: 'protection',
      fields: [
        { kind: 'yesno', name: 'protectOthers', required: true, help: true },
        {
          kind: 'group',
          name: 'protectedPeople',
          min: 1,
          max: 10,
          showIf: { field: 'protectOthers', equals: true },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'number', name: 'age', required: true, min: 0, max: 120 },
            { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100 },
            { kind: 'yesno', name: 'livesWithYou', required: true },
            { kind: 'radio', name: 'gender', required: true, options: opts(GENDERS) },
            { kind: 'text', name: 'race', maxLength: 60 },
            { kind: 'date', name: 'dateOfBirth', range: 'past', labelKey: 'q.party.dateOfBirth.label' },
          ],
        },
        {
          kind: 'textarea',
          name: 'whyProtect',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: { field: 'protectOthers', equals: true },
        },
        { kind: 'checkboxes', name: 'orders', required: true, help: true, options: opts(ORDERS) },
        {
          kind: 'checkboxes',
          name: 'stayAwayPlaces',
          required: true,
          showIf: { field: 'orders', includes: 'stayAway' },
          options: STAY_AWAY_PLACES.map((value) =>
            value === 'protectedPeople' ? { value, showIf: { field: 'protectOthers', equals: true } } : { value },
          ),
        },
        {
          kind: 'text',
          name: 'stayAwayOther',
          required: true,
          maxLength: 200,
          showIf: {
            all: [
              { field: 'orders', includes: 'stayAway' },
              { field: 'stayAwayPlaces', includes: 'other' },
            ],
          },
        },
        {
          kind: 'number',
          name: 'stayAwayYards',
          required: true,
          min: 1,
          max: 1000,
          help: true,
          showIf: { field: 'orders', includes: 'stayAway' },
        },
        { kind: 'textarea', name: 'stayAwayAddresses', maxLength: 1000, help: true, showIf: { field: 'orders', includes: 'stayAway' } },
        {
          kind: 'radio',
          name: 'livingNear',
          required: true,
          showIf: { field: 'orders', includes: 'stayAway' },
          options: opts(['no', 'together', 'sameBuilding', 'neighborhood', 'other']),
        },
        {
          kind: 'text',
          name: 'livingNearOther',
          required: true,
          maxLength: 200,
          showIf: {
            all: [
              { field: 'orders', includes: 'stayAway' },
              { field: 'livingNear', equals: 'other' },
            ],
          },
        },
        { kind: 'yesno', name: 'sameWorkOrSchool', required: true, showIf: { field: 'orders', includes: 'stayAway' } },
        {
          kind: 'object',
          name: 'shared',
          showIf: {
            all: [
              { field: 'orders', includes: 'stayAway' },
              { field: 'sameWorkOrSchool', equals: true },
            ],
          },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'work', maxLength: 150 },
            { kind: 'text', filing: 'asWritten', name: 'school', maxLength: 150 },
            { kind: 'text', name: 'other', maxLength: 200 },
          ],
          rules: [{ kind: 'atLeastOne', fields: ['work', 'school', 'other'], errorKey: 'q.domesticViolence.errors.sharedPlace' }],
        },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'moveOutAddress',
          required: true,
          maxLength: 300,
          showIf: { field: 'orders', includes: 'moveOut' },
        },
        {
          kind: 'checkboxes',
          name: 'rightToLive',
          required: true,
          showIf: { field: 'orders', includes: 'moveOut' },
          options: opts(['own', 'lease', 'rent', 'children', 'time', 'other']),
        },
        {
          kind: 'number',
          name: 'livedYears',
          min: 0,
          max: 99,
          showIf: {
            all: [
              { field: 'orders', includes: 'moveOut' },
              { field: 'rightToLive', includes: 'time' },
            ],
          },
        },
        {
          kind: 'number',
          name: 'livedMonths',
          min: 0,
          max: 11,
          showIf: {
            all: [
              { field: 'orders', includes: 'moveOut' },
              { field: 'rightToLive', includes: 'time' },
            ],
          },
        },
        {
          kind: 'text',
          name: 'rightToLiveOther',
          required: true,
          maxLength: 300,
          showIf: {
            all: [
              { field: 'orders', includes: 'moveOut' },
              { field: 'rightToLive', includes: 'other' },
            ],
          },
        },
        {
          kind: 'group',
          name: 'animalList',
          min: 1,
          max: 10,
          showIf: { field: 'orders', includes: 'animals' },
          fields: [
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'name',
              required: true,
              maxLength: 100,
              help: 'q.domesticViolence.fields.animalList.name.help',
            },
            { kind: 'text', name: 'type', required: true, maxLength: 60 },
            { kind: 'text', name: 'breed', maxLength: 60 },
            { kind: 'text', name: 'color', maxLength: 60 },
          ],
        },
        {
          kind: 'checkboxes',
          name: 'animalOrders',
          required: true,
          showIf: { field: 'orders', includes: 'animals' },
          options: opts(['stayAway', 'noHarm', 'possession']),
        },
        {
          kind: 'number',
          name: 'animalYards',
          required: true,
          min: 1,
          max: 1000,
          showIf: {
            all: [
              { field: 'orders', includes: 'animals' },
              { field: 'animalOrders', includes: 'stayAway' },
            ],
          },
        },
        {
          kind: 'checkboxes',
          name: 'animalReasons',
          required: true,
          showIf: {
            all: [
              { field: 'orders', includes: 'animals' },
              { field: 'animalOrders', includes: 'possession' },
            ],
          },
          options: opts(['abuses', 'careFor', 'purchased', 'other']),
        },
        {
          kind: 'text',
          name: 'animalReasonOther',
          required: true,
          maxLength: 300,
          showIf: {
            all: [
              { field: 'orders', includes: 'animals' },
              { field: 'animalOrders', includes: 'possession' },
              { field: 'animalReasons', includes: 'other' },
            ],
          },
        },
        { kind: 'textarea', name: 'otherOrders', required: true, maxLength: 2000, showIf: { field: 'orders', includes: 'other' } },
        {
          kind: 'checkboxes',
          name: 'moneyOrders',
          help: true,
          options: MONEY_ORDERS.map((value) =>
            value === 'propertyRestraint' || value === 'spousalSupport' ? { value, showIf: MARRIED } : { value },
          ),
        },
        {
          kind: 'textarea',
          name: 'propertyItems',
          required: true,
          maxLength: 1000,
          help: true,
          showIf: { field: 'moneyOrders', includes: 'property' },
        },
        {
          kind: 'textarea',
          name: 'propertyReason',
          required: true,
          maxLength: 2000,
          showIf: { field: 'moneyOrders', includes: 'property' },
        },
        {
          kind: 'group',
          name: 'debts',
          min: 1,
          max: 6,
          showIf: { field: 'moneyOrders', includes: 'payDebts' },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'payTo', required: true, maxLength: 100 },
            { kind: 'text', name: 'for', required: true, maxLength: 100 },
            { kind: 'money', name: 'amount', required: true, minCents: 1 },
            { kind: 'date', name: 'dueDate' },
            { kind: 'checkbox', name: 'fromAbuse', help: 'q.domesticViolence.fields.debts.fromAbuse.help' },
          ],
        },
        { kind: 'textarea', name: 'debtsReason', required: true, maxLength: 2000, showIf: { field: 'moneyOrders', includes: 'payDebts' } },
        {
          kind: 'yesno',
          name: 'debtKnowHow',
          required: true,
          showIf: {
            all: [
              { field: 'moneyOrders', includes: 'payDebts' },
              { field: 'debts', some: { field: 'fromAbuse', equals: true } },
            ],
          },
        },
        {
          kind: 'textarea',
          name: 'debtHow',
          required: true,
          maxLength: 2000,
          showIf: {
            all: [
              { field: 'moneyOrders', includes: 'payDebts' },
              { field: 'debts', some: { field: 'fromAbuse', equals: true } },
              { field: 'debtKnowHow', equals: true },
            ],
          },
        },
        {
          kind: 'group',
          name: 'expenses',
          min: 1,
          max: 8,
          help: true,
          showIf: { field: 'moneyOrders', includes: 'payExpenses' },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'payTo', required: true, maxLength: 100 },
            { kind: 'text', name: 'for', required: true, maxLength: 100 },
            { kind: 'money', name: 'amount', required: true, minCents: 1 },
          ],
        },
        {
          kind: 'group',
          name: 'phones',
          min: 1,
          max: 8,
          help: true,
          showIf: { field: 'moneyOrders', includes: 'wireless' },
          fields: [
            { kind: 'radio', name: 'whose', required: true, options: opts(['mine', 'child']) },
            { kind: 'tel', name: 'number', required: true },
          ],
        },
        { kind: 'checkboxes', name: 'otherRequests', help: true, options: opts(OTHER_REQUESTS) },
        {
          kind: 'textarea',
          name: 'moreTimeReason',
          required: true,
          maxLength: 1000,
          showIf: { field: 'otherRequests', includes: 'moreTime' },
        },
      ],
    },
    {
      id: 'children',
      fields: [
        { kind: 'number', name: 'childCount', required: true, min: 1, max: 15, showIf: CHILD_TOGETHER },
        { kind: 'checkboxes', name: 'childOrders', help: true, showIf: CHILD_TOGETHER, options: opts(['custody', 'support']) },
        {
          kind: 'radio',
          name: 'supportOrder',
          required: true,
          showIf: { all: [CHILD_TOGETHER, { field: 'childOrders', includes: 'support' }] },
          options: opts(['none', 'change']),
        },
        {
          kind: 'yesno',
          name: 'publicAssistance',
          help: true,
          showIf: { all: [CHILD_TOGETHER, { field: 'childOrders', includes: 'support' }] },
        },
        {
          kind: 'yesno',
          name: 'livedTogether',
          required: true,
          help: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'childCount', greaterThan: 1 }] },
        },
        {
          kind: 'group',
          name: 'children',
          min: 1,
          max: 15,
          countField: 'childCount',
          help: true,
          showIf: CHILD_TOGETHER,
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'date', name: 'birthDate', required: true, range: 'past', labelKey: 'q.common.fields.dateOfBirth.label' },
            {
              kind: 'group',
              name: 'residences',
              min: 1,
              max: 25,
              labelKey: 'q.domesticViolence.residences.childLabel',
              help: 'q.domesticViolence.residences.help',
              itemKey: 'q.uccjea.residences.item',
              addKey: 'q.uccjea.residences.add',
              showIf: { all: [CUSTODY, { field: '/livedTogether', equals: false }] },
              fields: RESIDENCE,
              rules: [{ kind: 'dateOrder', earlier: 'from', later: 'to', errorKey: 'q.common.errors.periodOrder' }],
            },
          ],
          rules: [
            {
              kind: 'coversYears',
              group: 'residences',
              from: 'from',
              to: 'to',
              years: 5,
              notBefore: 'birthDate',
              errorKey: 'q.common.errors.residenceHistory',
            },
          ],
        },
        {
          kind: 'group',
          name: 'residences',
          min: 1,
          max: 25,
          labelKey: 'q.domesticViolence.residences.label',
          help: 'q.domesticViolence.residences.help',
          itemKey: 'q.uccjea.residences.item',
          addKey: 'q.uccjea.residences.add',
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { not: { field: 'livedTogether', equals: false } }] },
          fields: RESIDENCE,
          rules: [{ kind: 'dateOrder', earlier: 'from', later: 'to', errorKey: 'q.common.errors.periodOrder' }],
        },
        // DV-105 items 1–2, 5b–c.
        {
          kind: 'radio',
          name: 'yourRole',
          required: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY] },
          options: opts(['parent', 'guardian', 'other']),
        },
        {
          kind: 'text',
          name: 'yourRoleOther',
          required: true,
          maxLength: 100,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'yourRole', equals: 'other' }] },
        },
        {
          kind: 'radio',
          name: 'theirRole',
          required: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY] },
          options: opts(['parent', 'guardian', 'other']),
        },
        {
          kind: 'text',
          name: 'theirRoleOther',
          required: true,
          maxLength: 100,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'theirRole', equals: 'other' }] },
        },
        { kind: 'yesno', name: 'currentOrder', required: true, help: true, showIf: { all: [CHILD_TOGETHER, CUSTODY] } },
        {
          kind: 'textarea',
          name: 'currentOrderDetails',
          required: true,
          help: true,
          maxLength: 2000,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'currentOrder', equals: true }] },
        },
        {
          kind: 'textarea',
          name: 'changeReason',
          required: true,
          maxLength: 2000,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'currentOrder', equals: true }] },
        },
        { kind: 'yesno', name: 'otherGuardian', required: true, help: true, showIf: { all: [CHILD_TOGETHER, CUSTODY] } },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'otherGuardianName',
          required: true,
          maxLength: 150,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'otherGuardian', equals: true }] },
        },
        {
          kind: 'radio',
          name: 'otherGuardianRole',
          required: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'otherGuardian', equals: true }] },
          options: opts(['parent', 'guardian']),
        },
        // DV-105 items 6–8 (and DV-108).
        { kind: 'yesno', name: 'limitTravel', required: true, help: true, showIf: { all: [CHILD_TOGETHER, CUSTODY] } },
        {
          kind: 'checkboxes',
          name: 'travelPlaces',
          required: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'limitTravel', equals: true }] },
          options: opts(['county', 'california', 'other']),
        },
        {
          kind: 'text',
          filing: 'place',
          name: 'travelCounties',
          required: true,
          maxLength: 200,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'limitTravel', equals: true }, { field: 'travelPlaces', includes: 'county' }] },
        },
        {
          kind: 'text',
          name: 'travelOther',
          required: true,
          maxLength: 200,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'limitTravel', equals: true }, { field: 'travelPlaces', includes: 'other' }] },
        },
        { kind: 'yesno', name: 'recordsAccess', required: true, help: true, showIf: { all: [CHILD_TOGETHER, CUSTODY] } },
        {
          kind: 'radio',
          name: 'recordsChildren',
          required: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'recordsAccess', equals: false }] },
          options: opts(['all', 'some']),
        },
        {
          kind: 'text',
          filing: 'names',
          name: 'recordsNames',
          required: true,
          maxLength: 200,
          showIf: {
            all: [CHILD_TOGETHER, CUSTODY, { field: 'recordsAccess', equals: false }, { field: 'recordsChildren', equals: 'some' }],
          },
        },
        {
          kind: 'checkboxes',
          name: 'recordsKinds',
          required: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'recordsAccess', equals: false }] },
          options: opts(['medical', 'school', 'activities', 'employment', 'other']),
        },
        {
          kind: 'text',
          name: 'recordsOther',
          required: true,
          maxLength: 200,
          showIf: {
            all: [CHILD_TOGETHER, CUSTODY, { field: 'recordsAccess', equals: false }, { field: 'recordsKinds', includes: 'other' }],
          },
        },
        { kind: 'yesno', name: 'abductionRisk', required: true, help: true, showIf: { all: [CHILD_TOGETHER, CUSTODY] } },
        {
          kind: 'checkboxes',
          name: 'abductionReasons',
          required: true,
          help: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'abductionRisk', equals: true }] },
          options: opts(['threatened', 'violatedOrders', 'fewTies', 'preparing', 'foreignTies', 'history']),
        },
        {
          kind: 'textarea',
          name: 'abductionDetails',
          required: true,
          maxLength: 3000,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'abductionRisk', equals: true }] },
        },
        {
          kind: 'checkboxes',
          name: 'abductionOrders',
          help: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'abductionRisk', equals: true }] },
          options: opts(['supervisedVisits', 'bond', 'noMove', 'noTravel', 'passports', 'noPassports', 'itinerary', 'registerOrder']),
        },
        // DV-105 item 9: custody.
        { kind: 'yesno', name: 'custodyOrders', required: true, showIf: { all: [CHILD_TOGETHER, CUSTODY] } },
        {
          kind: 'radio',
          name: 'legalCustody',
          required: true,
          help: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'custodyOrders', equals: true }] },
          options: opts(['me', 'them', 'joint', 'other']),
        },
        {
          kind: 'text',
          name: 'legalCustodyOther',
          required: true,
          maxLength: 200,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'custodyOrders', equals: true }, { field: 'legalCustody', equals: 'other' }] },
        },
        {
          kind: 'radio',
          name: 'physicalCustody',
          required: true,
          help: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'custodyOrders', equals: true }] },
          options: opts(['me', 'them', 'joint', 'other']),
        },
        {
          kind: 'text',
          name: 'physicalCustodyOther',
          required: true,
          maxLength: 200,
          showIf: {
            all: [CHILD_TOGETHER, CUSTODY, { field: 'custodyOrders', equals: true }, { field: 'physicalCustody', equals: 'other' }],
          },
        },
        // DV-105 items 10–13: visits.
        {
          kind: 'radio',
          name: 'visits',
          required: true,
          help: true,
          showIf: { all: [CHILD_TOGETHER, CUSTODY] },
          options: opts(['none', 'yes', 'virtual']),
        },
        {
          kind: 'object',
          name: 'visitPlan',
          showIf: { all: [CHILD_TOGETHER, CUSTODY, { field: 'visits', in: ['yes', 'virtual'] }] },
          fields: [
            { kind: 'yesno', name: 'supervised', required: true, help: true },
            ...supervisorFields('supervisor', { field: 'supervised', equals: true }),
            { kind: 'yesno', name: 'exchangesSupervised', required: true, help: true, showIf: { field: 'supervised', equals: false } },
            ...supervisorFields('exchange', {
              all: [
                { field: 'supervised', equals: false },
                { field: 'exchangesSupervised', equals: true },
              ],
            }),
            { kind: 'radio', name: 'location', required: true, options: opts(['inPerson', 'virtual', 'other']) },
            { kind: 'text', name: 'locationOther', required: true, maxLength: 200, showIf: { field: 'location', equals: 'other' } },
            {
              kind: 'radio',
              name: 'frequency',
              required: true,
              showIf: { field: 'supervised', equals: true },
              options: opts(['onceWeek', 'twiceWeek', 'other', 'chart']),
            },
            {
              kind: 'number',
              name: 'hours',
              required: true,
              min: 1,
              max: 24,
              showIf: {
                all: [
                  { field: 'supervised', equals: true },
                  { field: 'frequency', in: ['onceWeek', 'twiceWeek'] },
                ],
              },
            },
            {
              kind: 'text',
              name: 'frequencyOther',
              required: true,
              maxLength: 300,
              showIf: {
                all: [
                  { field: 'supervised', equals: true },
                  { field: 'frequency', equals: 'other' },
                ],
              },
            },
            {
              kind: 'textarea',
              name: 'details',
              required: true,
              maxLength: 2000,
              help: true,
              showIf: { field: 'supervised', equals: false },
            },
            {
              kind: 'group',
              name: 'schedule',
              min: 0,
              max: 7,
              help: true,
              showIf: {
                any: [
                  { field: 'supervised', equals: false },
                  { field: 'frequency', equals: 'chart' },
                ],
              },
              fields: [
                { kind: 'select', name: 'day', required: true, options: opts(DAYS) },
                {
                  kind: 'text',
                  name: 'start',
                  required: true,
                  maxLength: 20,
                  help: 'q.domesticViolence.fields.visitPlan.schedule.start.help',
                },
                { kind: 'text', name: 'end', maxLength: 20 },
                { kind: 'checkbox', name: 'virtual' },
                { kind: 'text', filing: 'term', name: 'dropOffBy', maxLength: 80 },
                { kind: 'text', name: 'dropOffAt', maxLength: 120 },
                { kind: 'text', filing: 'term', name: 'pickUpBy', maxLength: 80 },
                { kind: 'text', name: 'pickUpAt', maxLength: 120 },
              ],
            },
            {
              kind: 'radio',
              name: 'repeat',
              required: true,
              showIf: { field: 'schedule', greaterThan: 0 },
              options: opts(['everyWeek', 'everyOtherWeek', 'other']),
            },
            { kind: 'text', name: 'repeatOther', required: true, maxLength: 200, showIf: { field: 'repeat', equals: 'other' } },
            { kind: 'date', name: 'startDate', range: 'future' },
          ],
        },
      ],
    },
    {
      id: 'additional',
      fields: [
        { ...FL150_WORK, showIf: SUPPORT },
        { ...FL150_INCOME, showIf: SUPPORT },
        { ...FL150_HOUSEHOLD, showIf: SUPPORT },
        { ...FL150_EXPENSES, showIf: SUPPORT },
        { ...FL150_CHILDREN, showIf: { field: '/childOrders', includes: 'support' } },
        OTHER_FACTS,
      ],
    },
  ],
  rules: [
    { kind: 'ordered', group: 'children', by: 'birthDate', order: 'asc', errorKey: 'q.domesticViolence.errors.oldestFirst' },
    {
      kind: 'coversYears',
      group: 'residences',
      from: 'from',
      to: 'to',
      years: 5,
      notBefore: 'children.*.birthDate',
      errorKey: 'q.common.errors.residenceHistory',
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: [
      t('q.domesticViolence.summary.against', { name: a.other.name }),
      [...a.orders, ...(a.childOrders ?? []), ...(a.moneyOrders ?? [])]
        .map((o) =>
          (ORDERS as readonly string[]).includes(o)
            ? t(`q.domesticViolence.fields.orders.options.${o}`)
            : (MONEY_ORDERS as readonly string[]).includes(o)
              ? t(`q.domesticViolence.fields.moneyOrders.options.${o}`)
              : t(`q.domesticViolence.fields.childOrders.options.${o}`),
        )
        .join(', '),
    ]
      .filter(Boolean)
      .join(' · '),
    specialInstructions: [
      a.safeToContact ? '' : t('q.domesticViolence.summary.notSafe', { notes: a.safeContactNotes ?? '' }),
      a.guardianAdLitem ? t('q.domesticViolence.summary.guardianAdLitem', { name: a.guardianAdLitem.name }) : '',
      a.otherFacts ?? '',
    ]
      .filter(Boolean)
      .join('\n'),
  }),
});
