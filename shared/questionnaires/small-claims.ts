/**
 * Small claims (SC-100 Plaintiff's Claim). Fields from the product spec §3, named as there; the spec's $10,000
 * ceiling is enforced on the claim amount (integer cents).
 */
import { formatDate, formatMoney } from '../i18n/core';
import { defineQuestionnaire } from './define';
import messages from './small-claims.messages';

/** Spec §9. (California's limit for individuals has been $12,500 since 2024; the spec's figure is kept.) */
export const SMALL_CLAIMS_CEILING_CENTS = 1_000_000;

export const smallClaims = defineQuestionnaire({
  type: 'small-claims',
  namespace: 'q.smallClaims',
  messages,
  steps: [
    {
      id: 'you',
      fields: [
        { kind: 'text', name: 'fullName', required: true, labelKey: 'q.common.fields.fullName.label', autoComplete: 'name' },
        { kind: 'email', name: 'email', required: true, labelKey: 'q.common.fields.email.label', autoComplete: 'email' },
        { kind: 'tel', name: 'phone', required: true, labelKey: 'q.common.fields.phone.label', autoComplete: 'tel' },
      ],
    },
    {
      id: 'claim',
      fields: [
        {
          kind: 'money',
          name: 'claimAmount',
          required: true,
          minCents: 1,
          maxCents: SMALL_CLAIMS_CEILING_CENTS,
          help: true,
          errors: { tooBig: 'q.smallClaims.errors.claimAmountMax' },
        },
        { kind: 'text', name: 'defendantName', required: true, help: true },
        { kind: 'text', name: 'defendantAddress', required: true, maxLength: 300, help: true },
        { kind: 'date', name: 'incidentDate', required: true, range: 'past', help: true },
      ],
    },
    {
      id: 'details',
      fields: [
        { kind: 'textarea', name: 'incidentDescription', required: true, help: true },
        { kind: 'textarea', name: 'damages', required: true, help: true },
        { kind: 'textarea', name: 'attempts', help: true },
        { kind: 'textarea', name: 'evidence', help: true },
      ],
    },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.fullName,
    clientEmail: a.email,
    caseDetails: t('q.smallClaims.summary.caseDetails', {
      defendant: a.defendantName,
      amount: formatMoney(a.claimAmount, locale),
      date: formatDate(a.incidentDate, locale),
    }),
    specialInstructions: a.attempts ?? '',
  }),
});
