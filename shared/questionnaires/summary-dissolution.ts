/**
 * Summary dissolution (FL-800 joint petition; FL-810 is the information booklet both spouses read; FL-825 judgment,
 * FL-820 being only for petitions filed before 2011; the preliminary disclosure FL-140/FL-142/FL-150 still applies,
 * Fam. Code §2109). Only couples who meet every condition of Fam. Code §2400 qualify: the first step asks the dates and
 * computes the five-year rule from them, states the dollar limits printed on the FL-800 revision the project ships
 * (SUMMARY_DISSOLUTION_LIMITS: they are adjusted in odd-numbered years, §2400(b)), and asks for the appeal waiver
 * (§2400(a)(10)) and the FL-810 acknowledgment (§2400(a)(11)). Registered domestic partners registered in California
 * are told, neutrally, that the Secretary of State's Notice of Termination (Fam. Code §299) also exists, and are not
 * asked to meet the residence condition (FL-800 item 5a).
 *
 * Version 2 (version 1: summary-dissolution.v1.ts).
 */
import { formatDate } from '../i18n/core';
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import { ASSETS_AND_DEBTS, DISCLOSURE } from './fragments/assets';
import { FL150_EXPENSES, FL150_HOUSEHOLD, FL150_INCOME, FL150_WORK } from './fragments/fl150';
import { DATE_OF_BIRTH, MAILING, OTHER_ADDRESS, PARTY_NAME, SELF_ADDRESS, SELF_CONTACT_DETAILS, SELF_NAME } from './fragments/party';
import messages from './summary-dissolution.messages';

/**
 * The limits FL-800 (Rev. April 28, 2025) prints in items 8–10, in cents. The messages state the same figures (a unit
 * test reads them off the shipped PDF); a new FL-800 revision fails that test until both are updated.
 */
export const SUMMARY_DISSOLUTION_LIMITS = {
  revision: 'Rev. April 28, 2025',
  debtsCents: 7_000_00,
  communityPropertyCents: 57_000_00,
  separatePropertyCents: 57_000_00,
} as const;

const notEligible = { required: 'q.summaryDissolution.errors.notEligible' } as const;
const PARTNERSHIP = { field: 'relationshipType', in: ['domesticPartnership', 'both'] } as const;
const MARRIAGE = { field: 'relationshipType', in: ['marriage', 'both'] } as const;
const condition = <const N extends string>(name: N) => ({ kind: 'checkbox', name, required: true, errors: notEligible }) as const;

export const summaryDissolution = defineQuestionnaire({
  type: 'summary-dissolution',
  version: 2,
  namespace: 'q.summaryDissolution',
  messages,
  steps: [
    {
      id: 'eligibility',
      fields: [
        {
          kind: 'radio',
          name: 'relationshipType',
          required: true,
          options: [{ value: 'marriage' }, { value: 'domesticPartnership' }, { value: 'both' }],
        },
        { kind: 'yesno', name: 'registeredInCalifornia', required: true, help: true, showIf: PARTNERSHIP },
        { kind: 'date', name: 'marriageDate', required: true, range: 'past', showIf: MARRIAGE },
        { kind: 'date', name: 'registrationDate', required: true, range: 'past', showIf: PARTNERSHIP },
        { kind: 'date', name: 'separationDate', required: true, range: 'past', help: true },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
        {
          kind: 'radio',
          name: 'residency',
          required: true,
          help: true,
          options: [
            { value: 'resident' },
            {
              value: 'caPartnershipOnly',
              showIf: {
                all: [
                  { field: 'relationshipType', equals: 'domesticPartnership' },
                  { field: 'registeredInCalifornia', equals: true },
                ],
              },
            },
            { value: 'sameSexCaMarriage', showIf: MARRIAGE },
          ],
          errors: notEligible,
        },
        { ...condition('readBooklet'), help: true },
        condition('noChildren'),
        { ...condition('noRealEstate'), help: true },
        { ...condition('debtsWithinLimit'), help: true },
        { ...condition('communityWithinLimit'), help: true },
        condition('separateWithinLimit'),
        condition('waiveSupport'),
        { ...condition('waiveAppeal'), help: true },
        condition('irreconcilable'),
      ],
    },
    {
      id: 'you',
      fields: [
        { kind: 'object', name: 'you', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS, DATE_OF_BIRTH] },
        { kind: 'yesno', name: 'restoreFormerName', required: true },
        { kind: 'text', filing: 'asWritten', name: 'formerName', required: true, showIf: { field: 'restoreFormerName', equals: true } },
      ],
    },
    {
      id: 'spouse',
      fields: [
        {
          kind: 'object',
          name: 'spouse',
          fields: [
            PARTY_NAME,
            ...OTHER_ADDRESS,
            ...MAILING,
            { kind: 'tel', name: 'phone', labelKey: 'q.party.phoneIfKnown.label', autoComplete: 'off' },
            { kind: 'email', name: 'email', required: true, labelKey: 'q.party.email.label', autoComplete: 'off' },
          ],
        },
        { kind: 'yesno', name: 'spouseRestoresName', required: true },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'spouseFormerName',
          required: true,
          showIf: { field: 'spouseRestoresName', equals: true },
        },
      ],
    },
    {
      id: 'property',
      fields: [
        ASSETS_AND_DEBTS,
        { kind: 'radio', name: 'propertyDivision', required: true, help: true, options: [{ value: 'none' }, { value: 'agreement' }] },
        { kind: 'radio', name: 'disclosureMethod', required: true, help: true, options: [{ value: 'worksheets' }, { value: 'forms' }] },
        DISCLOSURE,
        { kind: 'yesno', name: 'disclosureExchanged', required: true, help: true },
      ],
    },
    { id: 'finances', fields: [FL150_WORK, FL150_INCOME, FL150_HOUSEHOLD, FL150_EXPENSES, OTHER_FACTS] },
  ],
  rules: [
    {
      kind: 'dateOrder',
      earlier: 'marriageDate',
      later: 'separationDate',
      errorKey: 'q.summaryDissolution.errors.separationBeforeMarriage',
    },
    {
      kind: 'dateOrder',
      earlier: 'registrationDate',
      later: 'separationDate',
      errorKey: 'q.summaryDissolution.errors.separationBeforeRegistration',
    },
    {
      kind: 'lessThanYears',
      earlier: 'marriageDate',
      later: 'separationDate',
      years: 5,
      errorKey: 'q.summaryDissolution.errors.fiveYears',
    },
    {
      kind: 'lessThanYears',
      earlier: 'registrationDate',
      later: 'separationDate',
      years: 5,
      errorKey: 'q.summaryDissolution.errors.fiveYears',
    },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: t('q.summaryDissolution.summary.caseDetails', {
      you: a.you.name,
      spouse: a.spouse.name,
      married: formatDate(a.marriageDate ?? a.registrationDate ?? a.separationDate, locale),
      separated: formatDate(a.separationDate, locale),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
