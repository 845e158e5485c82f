/**
 * Domestic relations order dividing retirement plans in a divorce, version 2. A property-division QDRO or DRO is not a
 * Judicial Council form: it is drafted per plan (ERISA §206(d)(3) for private plans; each public system — CalPERS,
 * CalSTRS, LACERA — and each federal program — TSP, FERS/CSRS, military retired pay — has its own requirements), often
 * with FL-348 attached to the judgment, and with joinder (FL-372, FL-370, FL-375; the plan answers on FL-374) for plans
 * that must be joined to the case. (FL-460 is a support order, not a property division.)
 *
 * What each order needs, per plan (one order per plan, so plans are a repeatable group): the plan and its kind, the
 * division (percentage, amount, or the time rule with its dates and the alternate payee's share of the community
 * fraction), account-plan details (earnings, loans) or pension details (separate-interest or shared-payment, early
 * retirement subsidies, cost-of-living adjustments, survivor annuities, when payments start), and joinder. Full Social
 * Security numbers are never collected online: the office takes them for the plan's confidential addendum.
 * Version 1 (domestic-relations-order.v1.ts) is kept for older answers.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS } from './fragments';
import messages from './domestic-relations-order.messages';

const PARTY = (name: string) => `q.domesticRelationsOrder.fields.party.${name}.label`;

const party = <const N extends string>(name: N) =>
  ({
    kind: 'object',
    name,
    help: 'q.domesticRelationsOrder.fields.party.help',
    fields: [
      { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label', autoComplete: 'off' },
      {
        kind: 'text',
        filing: 'asWritten',
        name: 'address',
        required: true,
        maxLength: 300,
        labelKey: PARTY('address'),
        help: 'q.common.fields.address.help',
        autoComplete: 'off',
      },
      { kind: 'date', name: 'dateOfBirth', required: true, range: 'past', labelKey: PARTY('dateOfBirth'), autoComplete: 'off' },
      { kind: 'ssn4', name: 'ssn4', labelKey: 'q.common.fields.ssn4.label', help: 'q.common.fields.ssn4.help', autoComplete: 'off' },
    ],
  }) as const;

/** Plan kinds whose order is a joinder case in California (public and other non-ERISA plans). */
export const JOINDER_KINDS = ['publicCalifornia', 'other'] as const;
/** An account plan: the plan type says so, or it is the federal Thrift Savings Plan. */
export const ACCOUNT_PLAN = {
  any: [
    { field: 'planType', equals: 'definedContribution' },
    { field: 'planKind', equals: 'tsp' },
  ],
} as const;
/** A pension paying a monthly benefit: the plan type says so, or it is a federal civil-service pension or military retired pay. */
export const PENSION_PLAN = {
  any: [
    { field: 'planType', equals: 'definedBenefit' },
    { field: 'planKind', in: ['federalPension', 'military'] },
  ],
} as const;
/** The participant's service dates matter for the time rule and for any pension. */
const SERVICE_DATES = { any: [{ field: 'method', equals: 'timeRule' }, PENSION_PLAN] } as const;

export const domesticRelationsOrder = defineQuestionnaire({
  type: 'domestic-relations-order',
  version: 2,
  namespace: 'q.domesticRelationsOrder',
  messages,
  steps: [
    {
      id: 'case',
      fields: [
        { kind: 'radio', name: 'yourRole', required: true, help: true, options: [{ value: 'participant' }, { value: 'alternatePayee' }] },
        { kind: 'radio', name: 'caseRole', required: true, help: true, options: [{ value: 'petitioner' }, { value: 'respondent' }] },
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
      id: 'plans',
      fields: [
        {
          kind: 'group',
          name: 'plans',
          min: 1,
          max: 4,
          help: true,
          rules: [
            {
              kind: 'dateOrder',
              earlier: 'hireDate',
              later: 'employmentEnd',
              errorKey: 'q.domesticRelationsOrder.errors.employmentEndBeforeHire',
            },
          ],
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'planName', required: true, help: true },
            {
              kind: 'radio',
              name: 'planKind',
              required: true,
              help: true,
              options: [
                { value: 'private' },
                { value: 'publicCalifornia' },
                { value: 'tsp' },
                { value: 'federalPension' },
                { value: 'military' },
                { value: 'other' },
                { value: 'unknown' },
              ],
            },
            {
              kind: 'select',
              name: 'publicSystem',
              required: true,
              showIf: { field: 'planKind', equals: 'publicCalifornia' },
              options: [{ value: 'calpers' }, { value: 'calstrs' }, { value: 'lacera' }, { value: 'other' }],
            },
            {
              kind: 'radio',
              name: 'planType',
              required: true,
              help: true,
              showIf: { field: 'planKind', in: ['private', 'publicCalifornia', 'other', 'unknown'] },
              options: [{ value: 'definedContribution' }, { value: 'definedBenefit' }, { value: 'unknown' }],
            },
            { kind: 'text', filing: 'asWritten', name: 'employer', required: true, help: true },
            { kind: 'text', filing: 'asWritten', name: 'administrator', maxLength: 300, help: true },
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
            {
              kind: 'number',
              name: 'communityShare',
              required: true,
              min: 1,
              max: 100,
              integer: false,
              help: true,
              showIf: { field: 'method', equals: 'timeRule' },
            },
            { kind: 'date', name: 'valuationDate', required: true, help: true, showIf: { field: 'method', in: ['percentage', 'amount'] } },
            { kind: 'date', name: 'hireDate', required: true, range: 'past', help: true, showIf: SERVICE_DATES },
            {
              kind: 'radio',
              name: 'employment',
              required: true,
              showIf: SERVICE_DATES,
              options: [{ value: 'working' }, { value: 'left' }, { value: 'retired' }],
            },
            {
              kind: 'date',
              name: 'employmentEnd',
              required: true,
              range: 'past',
              showIf: { field: 'employment', in: ['left', 'retired'] },
            },
            { kind: 'yesno', name: 'gainsAndLosses', required: true, help: true, showIf: ACCOUNT_PLAN },
            { kind: 'yesno', name: 'outstandingLoans', required: true, help: true, showIf: ACCOUNT_PLAN },
            {
              kind: 'radio',
              name: 'loanTreatment',
              required: true,
              showIf: { field: 'outstandingLoans', equals: true },
              options: [{ value: 'reduces' }, { value: 'excluded' }],
            },
            {
              kind: 'radio',
              name: 'pensionApproach',
              required: true,
              help: true,
              showIf: PENSION_PLAN,
              options: [{ value: 'separateInterest' }, { value: 'sharedPayment' }, { value: 'notStated' }],
            },
            { kind: 'yesno', name: 'earlyRetirementSubsidy', required: true, help: true, showIf: PENSION_PLAN },
            { kind: 'yesno', name: 'costOfLiving', required: true, help: true, showIf: PENSION_PLAN },
            { kind: 'yesno', name: 'preRetirementSurvivor', required: true, help: true, showIf: PENSION_PLAN },
            { kind: 'yesno', name: 'postRetirementSurvivor', required: true, help: true, showIf: PENSION_PLAN },
            {
              kind: 'radio',
              name: 'paymentStart',
              required: true,
              help: true,
              showIf: PENSION_PLAN,
              options: [{ value: 'payeeElects' }, { value: 'participantRetires' }, { value: 'alreadyPaying' }, { value: 'other' }],
            },
            { kind: 'text', name: 'paymentStartOther', required: true, maxLength: 500, showIf: { field: 'paymentStart', equals: 'other' } },
            {
              kind: 'radio',
              name: 'joinder',
              required: true,
              help: true,
              showIf: { field: 'planKind', in: JOINDER_KINDS },
              options: [{ value: 'joined' }, { value: 'notJoined' }, { value: 'unknown' }],
            },
            { kind: 'date', name: 'joinderDate', range: 'past', showIf: { field: 'joinder', equals: 'joined' } },
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'serviceAddress',
              required: true,
              maxLength: 300,
              help: true,
              showIf: { field: 'joinder', in: ['notJoined', 'unknown'] },
            },
          ],
        },
      ],
    },
    { id: 'additional', fields: [OTHER_FACTS] },
  ],
  rules: [
    {
      kind: 'dateOrder',
      earlier: 'marriageDate',
      later: 'separationDate',
      errorKey: 'q.domesticRelationsOrder.errors.separationBeforeMarriage',
    },
  ],
  summary: (a, { t }) => {
    const you = a.yourRole === 'participant' ? a.participant : a.alternatePayee;
    return {
      clientName: you.name,
      clientEmail: a.email,
      caseDetails: t('q.domesticRelationsOrder.summary.caseDetails', {
        plans: a.plans.map((p) => p.planName).join('; '),
        participant: a.participant.name,
        payee: a.alternatePayee.name,
        caseNumber: a.caseNumber,
      }),
      specialInstructions: a.otherFacts ?? '',
    };
  },
});
