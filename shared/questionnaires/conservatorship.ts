/**
 * Probate conservatorship (version 2): the petition (GC-310), the confidential supplemental information (GC-312), the
 * confidential conservator screening form (GC-314, required of every proposed conservator, Cal. Rules of Court, rule
 * 7.1050), the dementia attachment (GC-313), the capacity declaration the physician completes (GC-335, GC-335A), the
 * citation (GC-320), the order (GC-340), the conservator's duties (GC-348) and a temporary conservatorship (GC-111).
 * Reference: /work/shared/reference/court-forms.md §3.3; maps: conservatorship.forms.ts.
 *
 * What changed from version 1 (conservatorship.v1.ts; upgrade in conservatorship.upgrade.ts): the proposed conservator's
 * address and phone are required, with their date of birth, driver's licence and the GC-314 screening answers (the
 * full Social Security number is never asked online: staff collect it in the office); the requests of GC-310 (bond,
 * independent powers, medical consent, the seven powers of a limited conservatorship, voting, dispensing with notice);
 * the needs as GC-312 asks them (physical health, food, clothing, shelter; finances and undue influence), diagnoses,
 * medications, services and caregivers, the physician; each less restrictive alternative; where the person lives and
 * whether they can stay; the person's own wishes and any nomination (Prob. Code §§1810, 1821); the estate's income by
 * source; notice facts (VA benefits, state hospital, tribe); relatives within the second degree, grandparents and
 * grandchildren included.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import { DATE_OF_BIRTH, MAILING, OTHER_ADDRESS, PARTY_NAME, SELF_ADDRESS, SELF_CONTACT_DETAILS, SELF_NAME } from './fragments/party';
import { RELATIVES } from './fragments/relatives';
import { STATE_OPTIONS } from './fragments/states';
import messages from './conservatorship.messages';

const F = 'q.conservatorship.fields';
const OF_PERSON = { field: '/conservatorshipOf', in: ['person', 'both'] } as const;
const OF_ESTATE = { field: '/conservatorshipOf', in: ['estate', 'both'] } as const;
const RELATION_KINDS = [
  { value: 'spouse' },
  { value: 'domesticPartner' },
  { value: 'relative' },
  { value: 'friend' },
  { value: 'guardian' },
] as const;
const YES_NO_UNKNOWN = [{ value: 'yes' }, { value: 'no' }, { value: 'unknown' }] as const;
export const LIMITED_POWERS = ['residence', 'records', 'marriage', 'contracts', 'medical', 'social', 'education'] as const;
export const ALTERNATIVES = ['supportedDecisions', 'healthSurrogate', 'healthDirective', 'powerOfAttorney', 'trust', 'other'] as const;

export const conservatorship = defineQuestionnaire({
  type: 'conservatorship',
  version: 2,
  namespace: 'q.conservatorship',
  messages,
  steps: [
    {
      id: 'petitioner',
      fields: [
        { kind: 'object', name: 'petitioner', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS] },
        { kind: 'radio', name: 'relationKind', required: true, help: true, options: RELATION_KINDS },
        { kind: 'text', filing: 'term', name: 'relationship', required: true, maxLength: 100, help: true },
        { kind: 'yesno', name: 'petitionerCreditor', required: true, help: true },
        { kind: 'yesno', name: 'petitionerDebtor', required: true },
        { kind: 'yesno', name: 'petitionerIsConservator', required: true, help: true },
      ],
    },
    {
      id: 'conservatee',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'conservateeName', required: true },
        { kind: 'date', name: 'conservateeDateOfBirth', required: true, range: 'past' },
        { kind: 'yesno', name: 'isAdult', required: true },
        { kind: 'date', name: 'adultOn', required: true, range: 'future', showIf: { field: 'isAdult', equals: false } },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'conservateeAddress',
          required: true,
          maxLength: 300,
          help: 'q.common.fields.address.help',
        },
        { kind: 'tel', name: 'conservateePhone' },
        { kind: 'yesno', name: 'residentCalifornia', required: true },
        { kind: 'yesno', name: 'residentCounty', required: true, showIf: { field: 'residentCalifornia', equals: true } },
        {
          kind: 'checkboxes',
          name: 'countyConnection',
          required: true,
          showIf: { field: 'residentCalifornia', equals: false },
          options: [{ value: 'temporarilyHere' }, { value: 'propertyHere' }, { value: 'bestInterest' }],
        },
        {
          kind: 'textarea',
          name: 'venueReason',
          required: true,
          maxLength: 2000,
          help: true,
          showIf: {
            any: [
              { field: 'residentCounty', equals: false },
              { field: 'countyConnection', includes: 'bestInterest' },
            ],
          },
        },
        {
          kind: 'radio',
          name: 'residenceType',
          required: true,
          options: [
            { value: 'ownedHome' },
            { value: 'rentedHome' },
            { value: 'relativeHome' },
            { value: 'assistedLiving' },
            { value: 'boardAndCare' },
            { value: 'skilledNursing' },
            { value: 'other' },
          ],
        },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'facilityName',
          required: true,
          maxLength: 200,
          showIf: { field: 'residenceType', in: ['assistedLiving', 'boardAndCare', 'skilledNursing', 'other'] },
        },
        { kind: 'yesno', name: 'atResidence', required: true, help: true },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'currentLocation',
          required: true,
          maxLength: 300,
          showIf: { field: 'atResidence', equals: false },
        },
        {
          kind: 'text',
          name: 'currentLocationKind',
          required: true,
          maxLength: 150,
          help: true,
          showIf: { field: 'atResidence', equals: false },
        },
        {
          kind: 'radio',
          name: 'residencePlan',
          required: true,
          options: [
            { value: 'canStay', showIf: { field: 'atResidence', equals: true } },
            { value: 'mustMove', showIf: { field: 'atResidence', equals: true } },
            { value: 'canReturn', showIf: { field: 'atResidence', equals: false } },
            { value: 'willNotReturn', showIf: { field: 'atResidence', equals: false } },
            { value: 'other' },
          ],
        },
        { kind: 'date', name: 'returnDate', required: true, range: 'future', showIf: { field: 'residencePlan', equals: 'canReturn' } },
        { kind: 'textarea', name: 'residenceReasons', required: true, maxLength: 3000, help: true },
        {
          kind: 'radio',
          name: 'attendance',
          required: true,
          help: true,
          options: [{ value: 'will' }, { value: 'unwilling' }, { value: 'unable' }, { value: 'outOfState' }],
        },
        { kind: 'radio', name: 'knowsOfPetition', required: true, options: YES_NO_UNKNOWN },
        {
          kind: 'radio',
          name: 'agrees',
          required: true,
          showIf: { not: { field: 'knowsOfPetition', equals: 'no' } },
          options: YES_NO_UNKNOWN,
        },
        { kind: 'yesno', name: 'contests', required: true, showIf: { field: 'attendance', equals: 'unwilling' } },
        { kind: 'yesno', name: 'objectsToConservator', required: true, showIf: { field: 'attendance', equals: 'unwilling' } },
        { kind: 'yesno', name: 'prefersOther', required: true, showIf: { field: 'attendance', equals: 'unwilling' } },
        { kind: 'yesno', name: 'conservateeNominated', required: true, help: true },
        { kind: 'yesno', name: 'voluntary', required: true, help: true },
        { kind: 'textarea', name: 'voluntaryReason', required: true, maxLength: 2000, showIf: { field: 'voluntary', equals: true } },
        { kind: 'textarea', name: 'preferences', required: true, maxLength: 3000, help: true },
      ],
    },
    {
      id: 'appointment',
      fields: [
        {
          kind: 'radio',
          name: 'conservatorshipOf',
          required: true,
          help: true,
          options: [{ value: 'person' }, { value: 'estate' }, { value: 'both' }],
        },
        { kind: 'yesno', name: 'developmentalDisability', required: true, help: true },
        {
          kind: 'textarea',
          name: 'disabilityDetails',
          required: true,
          maxLength: 2000,
          help: true,
          showIf: { field: 'developmentalDisability', equals: true },
        },
        { kind: 'yesno', name: 'limited', required: true, help: true, showIf: { field: 'developmentalDisability', equals: true } },
        {
          kind: 'checkboxes',
          name: 'limitedPowers',
          required: true,
          help: true,
          showIf: { all: [{ field: 'limited', equals: true }, OF_PERSON] },
          options: LIMITED_POWERS.map((value) => ({ value })),
        },
        {
          kind: 'object',
          name: 'proposedConservator',
          showIf: { field: 'petitionerIsConservator', equals: false },
          fields: [
            PARTY_NAME,
            ...OTHER_ADDRESS,
            { kind: 'tel', name: 'phone', required: true, labelKey: 'q.party.phone.label' },
            { kind: 'email', name: 'email', labelKey: 'q.party.emailIfKnown.label' },
            {
              kind: 'radio',
              name: 'relationKind',
              required: true,
              labelKey: `${F}.relationKind.label`,
              options: RELATION_KINDS.map((o) => ({ ...o, labelKey: `${F}.relationKind.options.${o.value}` })),
            },
            {
              kind: 'text',
              filing: 'term',
              name: 'relationship',
              required: true,
              maxLength: 100,
              labelKey: `${F}.proposedConservator.relationship.label`,
            },
          ],
        },
        {
          kind: 'object',
          name: 'conservatorScreening',
          help: true,
          fields: [
            { ...DATE_OF_BIRTH, required: true, autoComplete: 'off' },
            { kind: 'text', filing: 'names', name: 'otherNames', maxLength: 200, help: true },
            { kind: 'text', filing: 'asWritten', name: 'driversLicense', maxLength: 30, help: true },
            {
              kind: 'select',
              name: 'driversLicenseState',
              required: true,
              defaultValue: 'CA',
              options: STATE_OPTIONS,
              showIf: { field: 'driversLicense', filled: true },
            },
            { kind: 'yesno', name: 'convicted', required: true },
            { kind: 'yesno', name: 'restrainingOrder', required: true },
            { kind: 'yesno', name: 'bankruptcy', required: true },
            { kind: 'yesno', name: 'removedFiduciary', required: true },
            { kind: 'yesno', name: 'professionalFiduciary', required: true },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'licenseNumber',
              required: true,
              maxLength: 40,
              showIf: { field: 'professionalFiduciary', equals: true },
            },
            {
              kind: 'textarea',
              name: 'explanations',
              required: true,
              maxLength: 5000,
              help: true,
              showIf: {
                any: ['convicted', 'restrainingOrder', 'bankruptcy', 'removedFiduciary'].map((field) => ({ field, equals: true })),
              },
            },
          ],
        },
        {
          kind: 'radio',
          name: 'estateBond',
          required: true,
          help: true,
          showIf: OF_ESTATE,
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
        { kind: 'yesno', name: 'independentPowers', required: true, help: true, showIf: OF_ESTATE },
        {
          kind: 'textarea',
          name: 'independentPowersDetails',
          required: true,
          maxLength: 3000,
          showIf: { field: 'independentPowers', equals: true },
        },
        { kind: 'yesno', name: 'medicalConsent', required: true, help: true, showIf: OF_PERSON },
        { kind: 'yesno', name: 'prayerHealing', required: true, help: true, showIf: { field: 'medicalConsent', equals: true } },
        { kind: 'yesno', name: 'dementiaPowers', required: true, help: true, showIf: OF_PERSON },
        {
          kind: 'checkboxes',
          name: 'dementiaOrders',
          required: true,
          showIf: { field: 'dementiaPowers', equals: true },
          options: [{ value: 'securedPlacement' }, { value: 'medication' }],
        },
        { kind: 'yesno', name: 'votingOrder', required: true, help: true },
        { kind: 'yesno', name: 'dispenseNotice', required: true, help: true },
        { kind: 'textarea', name: 'dispenseDetails', required: true, maxLength: 3000, showIf: { field: 'dispenseNotice', equals: true } },
        { kind: 'yesno', name: 'temporaryNeeded', required: true, help: true },
        { kind: 'textarea', name: 'temporaryReason', required: true, maxLength: 3000, showIf: { field: 'temporaryNeeded', equals: true } },
      ],
    },
    {
      id: 'needs',
      fields: [
        { kind: 'textarea', name: 'physicalHealth', required: true, maxLength: 3000, help: true, showIf: OF_PERSON },
        { kind: 'textarea', name: 'food', required: true, maxLength: 2000, help: true, showIf: OF_PERSON },
        { kind: 'textarea', name: 'clothing', required: true, maxLength: 2000, help: true, showIf: OF_PERSON },
        { kind: 'textarea', name: 'shelter', required: true, maxLength: 2000, help: true, showIf: OF_PERSON },
        { kind: 'textarea', name: 'finances', required: true, maxLength: 3000, help: true, showIf: OF_ESTATE },
        { kind: 'textarea', name: 'undueInfluence', required: true, maxLength: 3000, help: true, showIf: OF_ESTATE },
        { kind: 'textarea', name: 'diagnoses', required: true, maxLength: 2000, help: true },
        { kind: 'textarea', name: 'medications', maxLength: 2000, help: true },
        { kind: 'checkbox', name: 'healthServicesUnknown' },
        {
          kind: 'textarea',
          name: 'healthServices',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: { not: { field: 'healthServicesUnknown', equals: true } },
        },
        { kind: 'checkbox', name: 'socialServicesUnknown' },
        {
          kind: 'textarea',
          name: 'socialServices',
          required: true,
          maxLength: 3000,
          help: true,
          showIf: { not: { field: 'socialServicesUnknown', equals: true } },
        },
        { kind: 'yesno', name: 'hasPhysician', required: true, help: true },
        {
          kind: 'object',
          name: 'physician',
          showIf: { field: 'hasPhysician', equals: true },
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
            { kind: 'tel', name: 'phone', labelKey: 'q.party.phoneIfKnown.label' },
          ],
        },
        {
          kind: 'object',
          name: 'alternatives',
          help: true,
          fields: ALTERNATIVES.map((name) => ({ kind: 'textarea', name, required: true, maxLength: 2000 }) as const),
        },
        { kind: 'radio', name: 'basis', required: true, help: true, options: [{ value: 'personal' }, { value: 'declaration' }] },
      ],
    },
    {
      id: 'estate',
      fields: [
        { kind: 'money', name: 'personalPropertyValue', required: true, help: true, showIf: OF_ESTATE },
        { kind: 'money', name: 'incomeRealProperty', showIf: OF_ESTATE },
        { kind: 'money', name: 'incomePersonalProperty', help: true, showIf: OF_ESTATE },
        { kind: 'money', name: 'incomePensions', help: true, showIf: OF_ESTATE },
        { kind: 'money', name: 'incomeWages', showIf: OF_ESTATE },
        { kind: 'money', name: 'incomePublicBenefits', help: true, showIf: OF_ESTATE },
        { kind: 'money', name: 'incomeOther', showIf: OF_ESTATE },
        { kind: 'money', name: 'realPropertyValue', help: true, showIf: OF_ESTATE },
        { kind: 'yesno', name: 'vaBenefits', required: true, help: true },
        { kind: 'money', name: 'vaMonthly', required: true, showIf: { field: 'vaBenefits', equals: true } },
        { kind: 'yesno', name: 'stateHospital', required: true, help: true },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'stateHospitalName',
          required: true,
          maxLength: 200,
          showIf: { field: 'stateHospital', equals: true },
        },
        { kind: 'yesno', name: 'tribeMember', required: true, help: true },
        {
          kind: 'object',
          name: 'tribe',
          showIf: { field: 'tribeMember', equals: true },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, maxLength: 150 },
            { kind: 'text', filing: 'place', name: 'location', required: true, maxLength: 200 },
            { kind: 'yesno', name: 'residesOnTribalLand', required: true },
            { kind: 'yesno', name: 'ownsTribalLand', required: true },
          ],
        },
        { kind: 'yesno', name: 'otherProceedings', required: true, help: true },
        {
          kind: 'text',
          name: 'otherProceedingsDetails',
          required: true,
          maxLength: 300,
          showIf: { field: 'otherProceedings', equals: true },
        },
        {
          kind: 'yesno',
          name: 'separationProceedings',
          required: true,
          help: true,
          showIf: {
            any: [
              { field: 'relationKind', in: ['spouse', 'domesticPartner'] },
              { field: 'proposedConservator.relationKind', in: ['spouse', 'domesticPartner'] },
            ],
          },
        },
        {
          kind: 'textarea',
          name: 'separationDetails',
          required: true,
          maxLength: 2000,
          showIf: { field: 'separationProceedings', equals: true },
        },
        { ...RELATIVES, min: 1, help: `${F}.relatives.help` },
        { kind: 'textarea', name: 'relativesSearch', maxLength: 2000, help: true },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  summary: (a, { t }) => ({
    clientName: a.petitioner.name,
    clientEmail: a.petitioner.email,
    caseDetails: t(`q.conservatorship.summary.${a.conservatorshipOf}`, { conservatee: a.conservateeName }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
