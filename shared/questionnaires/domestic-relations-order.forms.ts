/**
 * The documents the domestic-relations-order questionnaire serves (reference: /work/shared/reference/court-forms.md
 * §3.9; model: forms/model.ts). Each is a worksheet map (the items) unless said otherwise:
 *  - one domestic relations order per plan (up to four), drafted on pleading paper in the plan's own format or model
 *    order, in the usual order of a California property-division QDRO/DRO: caption, plan, participant, alternate
 *    payee, dates, division, account or pension provisions, joinder, other provisions;
 *  - FL-348 (Pension Benefits—Attachment to Judgment) when the judgment is not entered yet: the official form, filled
 *    (forms/maps/fl-348.ts);
 *  - the joinder set when a plan still needs joining: FL-372 (request and order), FL-370 (pleading), FL-375 (summons),
 *    and FL-374 (the plan's notice of appearance and response, served blank for the plan to complete).
 * Full Social Security numbers are never collected online: the worksheets say "collect in the office".
 *
 * Issue 27: each plan's order is generated as a draft on pleading paper, marked for the plan administrator's
 * pre-approval (functions/lib/documents/dro.ts), from the same items; FL-348 is filled on its official blank; the joinder
 * forms stay worksheets: no blank of FL-370, FL-372, FL-374 or FL-375 was found in any revision
 * (/work/shared/forms/MANIFEST-MORE.md, "Not found").
 */
import { ACCOUNT_PLAN, JOINDER_KINDS, PENSION_PLAN } from './domestic-relations-order';
import { defineForms } from './forms/build';
import { fl348 } from './forms/maps/fl-348';
import { generated } from './forms/generated';
import type { Column, ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';
import type { Condition } from './types';

/** The most plans the questionnaire takes (its group's max), hence the number of order worksheets. */
export const MAX_PLANS = 4;

const value = (item: string, label: string, v: ValueSpec | string): WorksheetItem => ({
  kind: 'value',
  item,
  label,
  value: typeof v === 'string' ? { from: v } : v,
});

/** A condition written for a plan item, read from the answers root for plan number `i` (0-based). */
function atPlan(condition: Condition, i: number): Condition {
  if ('all' in condition) return { all: condition.all.map((c) => atPlan(c, i)) };
  if ('any' in condition) return { any: condition.any.map((c) => atPlan(c, i)) };
  if ('not' in condition) return { not: atPlan(condition.not, i) };
  return { ...condition, field: `plans.${i}.${condition.field}` };
}

const YOU_ARE_PARTICIPANT = { field: 'yourRole', equals: 'participant' } as const;
const YOU_ARE_PETITIONER = { field: 'caseRole', equals: 'petitioner' } as const;
const yourName: ValueSpec = { if: YOU_ARE_PARTICIPANT, then: { from: 'participant.name' }, else: { from: 'alternatePayee.name' } };
const otherName: ValueSpec = { if: YOU_ARE_PARTICIPANT, then: { from: 'alternatePayee.name' }, else: { from: 'participant.name' } };
const yourAddress: ValueSpec = { if: YOU_ARE_PARTICIPANT, then: { from: 'participant.address' }, else: { from: 'alternatePayee.address' } };

/** The caption every pleading and Judicial Council family form of the case carries. */
const caption = (plaintiffLabel = 'Petitioner'): WorksheetItem[] => [
  value('Caption', 'Party without attorney: name, address, telephone, email', {
    join: [yourName, yourAddress, { from: 'phone' }, { from: 'email' }],
    separator: ' · ',
  }),
  value('Caption', 'Superior Court of California, County of', 'county'),
  value('Caption', plaintiffLabel, { if: YOU_ARE_PETITIONER, then: yourName, else: otherName }),
  value('Caption', 'Respondent', { if: YOU_ARE_PETITIONER, then: otherName, else: yourName }),
  value('Caption', 'Case number', 'caseNumber'),
];

const ifPlan = (condition: Condition, i: number, then: ValueSpec, otherwise: string): ValueSpec => ({
  if: atPlan(condition, i),
  then,
  else: { text: otherwise },
});

const PLAN_KIND_WORDS = {
  private: 'Private employer plan (ERISA)',
  publicCalifornia: 'California public retirement system',
  tsp: 'Federal Thrift Savings Plan (TSP): a TSP retirement benefits court order',
  federalPension: 'Federal civil service pension (FERS/CSRS): an order acceptable to OPM',
  military: 'Military retired pay: an order for DFAS (10 U.S.C. §1408)',
  other: 'Other public, church or non-ERISA plan',
  unknown: 'Not known: ask the client for a plan statement',
};

function planOrder(i: number): WorksheetMap {
  const p = (name: string) => `plans.${i}.${name}`;
  const n = i + 1;
  return {
    kind: 'worksheet',
    form: `Domestic relations order (plan ${n})`,
    title: `Domestic relations order dividing plan ${n}, drafted on pleading paper in the plan’s format`,
    ...(i === 0 ? {} : { when: { field: 'plans', greaterThan: i } }),
    reason: 'no Judicial Council form: a custom order per plan (ERISA §206(d)(3); the plan’s procedures or model order)',
    items: [
      ...caption(),
      value('Caption', 'Title of the order', { join: [{ text: 'Domestic Relations Order re:' }, { from: p('planName') }], separator: ' ' }),
      value('1a', 'Plan name', p('planName')),
      value('1b', 'Kind of plan and order', { option: p('planKind'), labels: PLAN_KIND_WORDS }),
      value(
        '1c',
        'Public retirement system',
        ifPlan({ field: 'planKind', equals: 'publicCalifornia' }, i, { from: p('publicSystem') }, 'Not applicable'),
      ),
      value('1d', 'Type of plan', {
        if: atPlan(ACCOUNT_PLAN, i),
        then: { text: 'Defined contribution (account balance)' },
        else: {
          if: atPlan(PENSION_PLAN, i),
          then: { text: 'Defined benefit (monthly pension)' },
          else: { text: 'Not known: confirm with the plan' },
        },
      }),
      value('1e', 'Plan sponsor (employer or agency)', p('employer')),
      value('1f', 'Plan administrator: name and mailing address', p('administrator')),
      value('2a', 'Participant: name', 'participant.name'),
      value('2b', 'Participant: mailing address', 'participant.address'),
      value('2c', 'Participant: date of birth', 'participant.dateOfBirth'),
      {
        kind: 'staff',
        item: '2d',
        label: 'Participant: Social Security number',
        note: 'collect in the office for the confidential addendum; never collected online',
      },
      value('3a', 'Alternate payee: name', 'alternatePayee.name'),
      value('3b', 'Alternate payee: mailing address', 'alternatePayee.address'),
      value('3c', 'Alternate payee: date of birth', 'alternatePayee.dateOfBirth'),
      {
        kind: 'staff',
        item: '3d',
        label: 'Alternate payee: Social Security number',
        note: 'collect in the office for the confidential addendum; never collected online',
      },
      value('4a', 'Date of marriage', 'marriageDate'),
      value('4b', 'Date of separation', 'separationDate'),
      value('4c', 'Date of the judgment', {
        if: { field: 'judgmentDate', filled: true },
        then: { from: 'judgmentDate' },
        else: { text: 'Not entered yet' },
      }),
      value('5a', 'Method of division', p('method')),
      value(
        '5b',
        'Percentage to the alternate payee',
        ifPlan(
          { field: 'method', equals: 'percentage' },
          i,
          { join: [{ from: p('percentage') }, { text: '%' }], separator: '' },
          'Not applicable',
        ),
      ),
      value(
        '5c',
        'Amount to the alternate payee',
        ifPlan({ field: 'method', equals: 'amount' }, i, { money: p('amount'), format: 'dollars' }, 'Not applicable'),
      ),
      value(
        '5d',
        'Valuation date',
        ifPlan({ field: 'method', in: ['percentage', 'amount'] }, i, { from: p('valuationDate') }, 'Not applicable'),
      ),
      value(
        '5e',
        'Time rule: alternate payee’s share of the community fraction',
        ifPlan(
          { field: 'method', equals: 'timeRule' },
          i,
          { join: [{ from: p('communityShare') }, { text: '%' }], separator: '' },
          'Not applicable',
        ),
      ),
      value(
        '5f',
        'Time rule: community period (date of marriage to date of separation)',
        ifPlan(
          { field: 'method', equals: 'timeRule' },
          i,
          { join: [{ from: 'marriageDate' }, { from: 'separationDate' }], separator: ' to ' },
          'Not applicable',
        ),
      ),
      value('6a', 'Participant’s date of hire or plan entry', p('hireDate')),
      value('6b', 'Participant’s employment', p('employment')),
      value('6c', 'Date the participant left employment or retired', p('employmentEnd')),
      value(
        '7a',
        'Account plan: investment gains and losses after the valuation date',
        ifPlan(ACCOUNT_PLAN, i, { from: p('gainsAndLosses') }, 'Not applicable'),
      ),
      value('7b', 'Account plan: outstanding loan', ifPlan(ACCOUNT_PLAN, i, { from: p('outstandingLoans') }, 'Not applicable')),
      value(
        '7c',
        'Account plan: treatment of the loan',
        ifPlan({ field: 'outstandingLoans', equals: true }, i, { from: p('loanTreatment') }, 'Not applicable'),
      ),
      value(
        '8a',
        'Pension: separate-interest or shared-payment approach',
        ifPlan(PENSION_PLAN, i, { from: p('pensionApproach') }, 'Not applicable'),
      ),
      value(
        '8b',
        'Pension: share of early-retirement subsidies',
        ifPlan(PENSION_PLAN, i, { from: p('earlyRetirementSubsidy') }, 'Not applicable'),
      ),
      value('8c', 'Pension: share of cost-of-living adjustments', ifPlan(PENSION_PLAN, i, { from: p('costOfLiving') }, 'Not applicable')),
      value(
        '8d',
        'Pension: surviving spouse for the pre-retirement survivor annuity (QPSA)',
        ifPlan(PENSION_PLAN, i, { from: p('preRetirementSurvivor') }, 'Not applicable'),
      ),
      value(
        '8e',
        'Pension: surviving spouse for the joint and survivor annuity (QJSA)',
        ifPlan(PENSION_PLAN, i, { from: p('postRetirementSurvivor') }, 'Not applicable'),
      ),
      value('8f', 'Pension: when the alternate payee’s payments start', {
        if: atPlan(PENSION_PLAN, i),
        then: { join: [{ from: p('paymentStart') }, { from: p('paymentStartOther') }], separator: ': ' },
        else: { text: 'Not applicable' },
      }),
      value(
        '9a',
        'Joinder of the plan',
        ifPlan({ field: 'planKind', in: JOINDER_KINDS }, i, { from: p('joinder') }, 'Not applicable (plan not joined)'),
      ),
      value('9b', 'Date the plan was joined', p('joinderDate')),
      value('9c', 'Plan’s name and address for service of the joinder papers', p('serviceAddress')),
      value('10', 'Other provisions and facts from the client', 'otherFacts'),
      {
        kind: 'staff',
        item: '11',
        label: 'Court retains jurisdiction; plan’s required provisions',
        note: 'from the plan’s procedures or model order',
      },
      { kind: 'staff', item: 'Sign', label: 'Parties’ approval as to form and content, dates', note: 'signed at the appointment' },
      { kind: 'court', item: 'Order', label: 'Judicial officer’s signature and date' },
    ],
  };
}

/** Plans that still need joining (or whose joinder status the client does not know). */
const NEEDS_JOINDER: Condition = { field: 'joinder', in: ['notJoined', 'unknown'] };
const ANY_PLAN_NEEDS_JOINDER: Condition = {
  any: Array.from({ length: MAX_PLANS }, (_, i) => atPlan(NEEDS_JOINDER, i)),
};
const planColumns: readonly Column[] = [
  { label: 'Plan', value: { from: 'planName' } },
  { label: 'Sponsor', value: { from: 'employer' } },
  { label: 'Name and address for service', value: { from: 'serviceAddress' } },
];
const joinderRows = (item: string, label: string, columns: readonly Column[] = planColumns): WorksheetItem => ({
  kind: 'rows',
  item,
  label,
  source: ['plans'],
  where: NEEDS_JOINDER,
  columns,
});
const JOINDER_REASON = 'not in the verified forms folder: one set per plan to be joined';

const fl372: WorksheetMap = {
  kind: 'worksheet',
  form: 'FL-372',
  title: 'Request for Joinder of Employee Benefit Plan and Order',
  when: ANY_PLAN_NEEDS_JOINDER,
  reason: JOINDER_REASON,
  items: [
    ...caption(),
    joinderRows('Caption', 'Claimant: employee benefit plan'),
    joinderRows('1', 'Request to join as a party the employee benefit plan named'),
    { kind: 'staff', item: '2', label: 'Pleading on Joinder (FL-370) attached' },
    { kind: 'staff', item: 'Sign', label: 'Date, typed name and signature of the party', note: 'signed at the appointment' },
    { kind: 'court', item: 'Order', label: 'Order joining the plan (clerk)' },
  ],
};

const fl370: WorksheetMap = {
  kind: 'worksheet',
  form: 'FL-370',
  title: 'Pleading on Joinder—Employee Benefit Plan',
  when: ANY_PLAN_NEEDS_JOINDER,
  reason: JOINDER_REASON,
  items: [
    ...caption(),
    joinderRows('Caption', 'Claimant: employee benefit plan'),
    value('1', 'Employee (participant) in the plan', 'participant.name'),
    joinderRows('2', 'Relief sought: the division of the community interest in the plan', [
      { label: 'Plan', value: { from: 'planName' } },
      { label: 'Method of division', value: { from: 'method' } },
    ]),
    value('3', 'Date of marriage and date of separation', {
      join: [{ from: 'marriageDate' }, { from: 'separationDate' }],
      separator: ' / ',
    }),
    { kind: 'staff', item: 'Sign', label: 'Date, typed name and signature of the party', note: 'signed at the appointment' },
  ],
};

const fl375: WorksheetMap = {
  kind: 'worksheet',
  form: 'FL-375',
  title: 'Summons (Joinder)',
  when: ANY_PLAN_NEEDS_JOINDER,
  reason: JOINDER_REASON,
  items: [
    ...caption(),
    joinderRows('Notice', 'Claimant: the employee benefit plan served'),
    { kind: 'court', item: 'Clerk', label: 'Summons issued: date and clerk' },
    {
      kind: 'staff',
      item: 'Service',
      label: 'Notice to the person served and proof of service',
      note: 'service on the plan with FL-372, FL-370 and a blank FL-374',
    },
  ],
};

const fl374: WorksheetMap = {
  kind: 'worksheet',
  form: 'FL-374',
  title: 'Notice of Appearance and Response of Employee Benefit Plan',
  when: ANY_PLAN_NEEDS_JOINDER,
  reason: 'completed and filed by the plan: served on it blank, with the caption typed',
  items: [
    ...caption(),
    joinderRows('Caption', 'Claimant: employee benefit plan'),
    { kind: 'staff', item: 'Plan', label: 'The plan’s appearance and response', note: 'the plan completes it; type only the caption' },
  ],
};

export const domesticRelationsOrderForms = defineForms({
  type: 'domestic-relations-order',
  version: 2,
  forms: [
    ...Array.from({ length: MAX_PLANS }, (_, i) =>
      generated(planOrder(i), {
        generator: 'domestic-relations-order',
        args: { plan: i },
        statutes: ['29 U.S.C. §1056(d)(3)', 'Fam. Code §2060', 'Fam. Code §2610', 'Cal. Rules of Court 2.100–2.119'],
      }),
    ),
    fl348,
    fl372,
    fl370,
    fl375,
    fl374,
  ],
});
