/**
 * VERSION 1, frozen: kept so that drafts and submissions written under it still render, print and build a packet
 * (registry.ts PAST_VERSIONS; the current version and the upgrade from this one: versions.ts). Do not edit.
 *
 * Domestic relations order dividing a retirement plan (FL-460 Qualified Domestic Relations Order, with FL-345
 * property order attachment). What the plan administrator needs (ERISA §206(d)(3)(C)): the participant and the
 * alternate payee, the plan, and the amount or percentage and how it is computed.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import messages from './domestic-relations-order.v1.messages';

const PARTY = (name: string) => `q.domesticRelationsOrderV1.fields.party.${name}.label`;

const party = <const N extends string>(name: N) =>
  ({
    kind: 'object',
    name,
    fields: [
      { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label', autoComplete: 'off' },
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
      { kind: 'date', name: 'dateOfBirth', required: true, range: 'past', labelKey: PARTY('dateOfBirth'), autoComplete: 'off' },
      { kind: 'ssn4', name: 'ssn4', labelKey: 'q.common.fields.ssn4.label', help: 'q.common.fields.ssn4.help', autoComplete: 'off' },
    ],
  }) as const;

const DEFINED_CONTRIBUTION = { field: 'planType', equals: 'definedContribution' } as const;

export const domesticRelationsOrderV1 = defineQuestionnaire({
  type: 'domestic-relations-order',
  namespace: 'q.domesticRelationsOrderV1',
  messages,
  steps: [
    {
      id: 'case',
      fields: [
        { kind: 'radio', name: 'yourRole', required: true, help: true, options: [{ value: 'participant' }, { value: 'alternatePayee' }] },
        { kind: 'email', name: 'email', required: true, labelKey: 'q.common.fields.email.label', autoComplete: 'email' },
        { kind: 'tel', name: 'phone', required: true, labelKey: 'q.common.fields.phone.label', autoComplete: 'tel' },
        { kind: 'text', filing: 'asWritten', name: 'caseNumber', required: true, maxLength: 40 },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles' },
        { kind: 'date', name: 'judgmentDate', range: 'past', help: true },
        { kind: 'date', name: 'marriageDate', required: true, range: 'past' },
        { kind: 'date', name: 'separationDate', required: true, range: 'past' },
      ],
    },
    { id: 'parties', fields: [party('participant'), party('alternatePayee')] },
    {
      id: 'plan',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'planName', required: true, help: true },
        {
          kind: 'radio',
          name: 'planType',
          required: true,
          options: [{ value: 'definedContribution' }, { value: 'definedBenefit' }, { value: 'governmental' }, { value: 'unknown' }],
        },
        { kind: 'text', filing: 'asWritten', name: 'employer', required: true },
        { kind: 'text', filing: 'asWritten', name: 'administrator', maxLength: 300, help: true },
      ],
    },
    {
      id: 'division',
      fields: [
        {
          kind: 'radio',
          name: 'method',
          required: true,
          help: true,
          options: [{ value: 'percentage' }, { value: 'amount' }, { value: 'timeRule' }],
        },
        {
          kind: 'number',
          name: 'percentage',
          required: true,
          min: 1,
          max: 100,
          integer: false,
          showIf: { field: 'method', equals: 'percentage' },
        },
        { kind: 'money', name: 'amount', required: true, minCents: 1, showIf: { field: 'method', equals: 'amount' } },
        { kind: 'date', name: 'valuationDate', required: true, help: true, showIf: { field: 'method', in: ['percentage', 'amount'] } },
        { kind: 'yesno', name: 'gainsAndLosses', required: true, help: true, showIf: DEFINED_CONTRIBUTION },
        { kind: 'yesno', name: 'survivorBenefits', required: true, help: true, showIf: { not: DEFINED_CONTRIBUTION } },
        { kind: 'yesno', name: 'outstandingLoans', help: true, showIf: DEFINED_CONTRIBUTION },
        OTHER_FACTS,
      ],
    },
  ],
  rules: [
    {
      kind: 'dateOrder',
      earlier: 'marriageDate',
      later: 'separationDate',
      errorKey: 'q.domesticRelationsOrderV1.errors.separationBeforeMarriage',
    },
  ],
  summary: (a, { t }) => {
    const you = a.yourRole === 'participant' ? a.participant : a.alternatePayee;
    return {
      clientName: you.name,
      clientEmail: a.email,
      caseDetails: t('q.domesticRelationsOrderV1.summary.caseDetails', {
        plan: a.planName,
        participant: a.participant.name,
        payee: a.alternatePayee.name,
        caseNumber: a.caseNumber,
      }),
      specialInstructions: a.otherFacts ?? '',
    };
  },
});
