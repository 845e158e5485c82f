/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Summary dissolution (FL-800 joint petition, FL-810 information booklet, FL-820 request for judgment, FL-825
 * judgment). Only couples who meet every FL-800 condition qualify (Fam. Code §2400), so the first step confirms them;
 * both spouses sign the joint petition, so both give their details. The property limits change every two years and
 * are printed on the current FL-800, so the questionnaire asks for confirmation rather than fixed amounts.
 */
import { formatDate } from '../i18n/core';
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './summary-dissolution.v1.messages';

const notEligible = { required: 'q.summaryDissolutionV1.errors.notEligible' } as const;

export const summaryDissolutionV1 = defineQuestionnaire({
  type: 'summary-dissolution',
  namespace: 'q.summaryDissolutionV1',
  messages,
  steps: [
    {
      id: 'eligibility',
      fields: [
        { kind: 'checkbox', name: 'marriedUnderFiveYears', required: true, errors: notEligible },
        { kind: 'checkbox', name: 'noChildren', required: true, errors: notEligible },
        { kind: 'checkbox', name: 'noRealEstate', required: true, help: true, errors: notEligible },
        { kind: 'checkbox', name: 'withinLimits', required: true, help: true, errors: notEligible },
        { kind: 'checkbox', name: 'waiveSupport', required: true, errors: notEligible },
        { kind: 'checkbox', name: 'residency', required: true, errors: notEligible },
      ],
    },
    {
      id: 'you',
      fields: [
        { kind: 'object', name: 'you', fields: SELF_CONTACT },
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
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'name',
              required: true,
              labelKey: 'q.common.fields.fullName.label',
              autoComplete: 'off',
            },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'address',
              required: true,
              maxLength: 300,
              labelKey: 'q.common.fields.address.label',
              help: 'q.common.fields.address.help',
              autoComplete: 'off',
            },
            { kind: 'tel', name: 'phone', labelKey: 'q.common.fields.phone.label', autoComplete: 'off' },
            { kind: 'email', name: 'email', required: true, labelKey: 'q.common.fields.email.label', autoComplete: 'off' },
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
      id: 'marriage',
      fields: [
        { kind: 'date', name: 'marriageDate', required: true, range: 'past' },
        { kind: 'date', name: 'separationDate', required: true, range: 'past' },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles', help: true },
      ],
    },
    {
      id: 'property',
      fields: [
        { kind: 'textarea', name: 'communityProperty', required: true, help: true },
        { kind: 'textarea', name: 'communityDebts' },
        { kind: 'textarea', name: 'yourSeparateProperty', help: true },
        { kind: 'textarea', name: 'spouseSeparateProperty' },
        { kind: 'yesno', name: 'propertyAgreement', required: true, help: true },
        OTHER_FACTS,
      ],
    },
  ],
  rules: [
    {
      kind: 'dateOrder',
      earlier: 'marriageDate',
      later: 'separationDate',
      errorKey: 'q.summaryDissolutionV1.errors.separationBeforeMarriage',
    },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.you.name,
    clientEmail: a.you.email,
    caseDetails: t('q.summaryDissolutionV1.summary.caseDetails', {
      you: a.you.name,
      spouse: a.spouse.name,
      married: formatDate(a.marriageDate, locale),
      separated: formatDate(a.separationDate, locale),
    }),
    specialInstructions: a.otherFacts ?? '',
  }),
});
