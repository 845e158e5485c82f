/**
 * Small claims, definition version 1 (until the SC-100 coverage work): kept so that answers submitted under it still
 * render, print and build a packet (their upgrade to version 2 is in versions.ts). Frozen: do not change its fields.
 * Its texts are in `q.smallClaimsV1` (small-claims.v1.messages.ts); help texts and the old $10,000 message are not
 * kept, since version 1 is never shown as a form again.
 */
import { formatDate, formatMoney } from '../i18n/core';
import { defineQuestionnaire } from './define';
import messages from './small-claims.v1.messages';

export const smallClaimsV1 = defineQuestionnaire({
  type: 'small-claims',
  version: 1,
  namespace: 'q.smallClaimsV1',
  messages,
  steps: [
    {
      id: 'you',
      fields: [
        { kind: 'text', name: 'fullName', required: true, labelKey: 'q.common.fields.fullName.label' },
        { kind: 'email', name: 'email', required: true, labelKey: 'q.common.fields.email.label' },
        { kind: 'tel', name: 'phone', required: true, labelKey: 'q.common.fields.phone.label' },
      ],
    },
    {
      id: 'claim',
      fields: [
        { kind: 'money', name: 'claimAmount', required: true, minCents: 1, maxCents: 1_000_000 },
        { kind: 'text', name: 'defendantName', required: true },
        { kind: 'text', name: 'defendantAddress', required: true, maxLength: 300 },
        { kind: 'date', name: 'incidentDate', required: true, range: 'past' },
      ],
    },
    {
      id: 'details',
      fields: [
        { kind: 'textarea', name: 'incidentDescription', required: true },
        { kind: 'textarea', name: 'damages', required: true },
        { kind: 'textarea', name: 'attempts' },
        { kind: 'textarea', name: 'evidence' },
      ],
    },
  ],
  summary: (a, { t, locale }) => ({
    clientName: a.fullName,
    clientEmail: a.email,
    caseDetails: t('q.smallClaimsV1.summary.caseDetails', {
      defendant: a.defendantName,
      amount: formatMoney(a.claimAmount, locale),
      date: formatDate(a.incidentDate, locale),
    }),
    specialInstructions: a.attempts ?? '',
  }),
});
