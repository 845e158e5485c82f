/**
 * A draft domestic relations order for one retirement plan (the entry's `args.plan`, 0-based), on pleading paper,
 * marked on its caption and on every footer as a DRAFT for the plan administrator's pre-approval: plans review an
 * order before the court signs it, and each kind of plan has its own required form —
 *  - a private employer's plan: a qualified domestic relations order (ERISA §206(d)(3), 29 U.S.C. §1056(d)(3));
 *  - a California public system (CalPERS, CalSTRS, LACERA, others): the system's own format, the system joined as a
 *    party (Fam. Code §2060 and following);
 *  - the Thrift Savings Plan: a retirement benefits court order (5 C.F.R. part 1653);
 *  - a federal civil-service pension: a court order acceptable for processing (5 C.F.R. part 838);
 *  - military retired pay: an order under 10 U.S.C. §1408.
 * The terms are the client's answers (the plan, the parties, the division and its method, the account or pension
 * provisions), written as provisions; the Social Security numbers go on the plan's confidential attachment in the
 * office. The administrator's own model order, where the client brings one, replaces this draft's form (the cover
 * sheet says so).
 */
import type { PDFDocument } from 'pdf-lib';
import type { domesticRelationsOrder as droDefinition } from '../../../shared/questionnaires/domestic-relations-order';
import type { Left } from '../../../shared/questionnaires/forms/evaluate';
import type { AnswersFor } from '../../../shared/questionnaires/types';
import { formatFormMoney } from '../../../shared/questionnaires/forms/evaluate';
import { PLEADING_AREA, PleadingPaper, type Caption } from './pleading';
import { formatLongDate, str } from './text';
import type { GeneratedPdf, GeneratorInput } from './types';

type DroAnswers = AnswersFor<typeof droDefinition>;
type Plan = DroAnswers['plans'][number];

const SYSTEMS: Record<string, string> = {
  calpers: 'the California Public Employees’ Retirement System (CalPERS)',
  calstrs: 'the California State Teachers’ Retirement System (CalSTRS)',
  lacera: 'the Los Angeles County Employees Retirement Association (LACERA)',
  other: 'a California public retirement system',
};

/** The kind of order each plan takes, the law it answers to, and what the plan's administrator requires of its form. */
function kindOf(plan: Plan): { title: string; basis: string } {
  switch (plan.planKind) {
    case 'private':
      return {
        title: 'QUALIFIED DOMESTIC RELATIONS ORDER',
        basis:
          'This order is intended to be a qualified domestic relations order under section 206(d)(3) of the Employee Retirement Income Security Act of 1974 (29 U.S.C. §1056(d)(3)) and section 414(p) of the Internal Revenue Code. The Plan’s written procedures for domestic relations orders govern its review.',
      };
    case 'publicCalifornia':
      return {
        title: 'DOMESTIC RELATIONS ORDER',
        basis: `The Plan is administered by ${SYSTEMS[plan.publicSystem ?? 'other'] ?? SYSTEMS.other}, which prescribes the form of the orders it accepts: this draft states the division the parties agreed and must be conformed to the system’s own format before it is signed.`,
      };
    case 'tsp':
      return {
        title: 'RETIREMENT BENEFITS COURT ORDER',
        basis: 'This order is intended as a retirement benefits court order for the Thrift Savings Plan under 5 C.F.R. part 1653.',
      };
    case 'federalPension':
      return {
        title: 'COURT ORDER ACCEPTABLE FOR PROCESSING',
        basis:
          'This order is intended as a court order acceptable for processing by the Office of Personnel Management under 5 C.F.R. part 838.',
      };
    case 'military':
      return {
        title: 'ORDER DIVIDING MILITARY RETIRED PAY',
        basis:
          'This order divides the member’s disposable retired pay under the Uniformed Services Former Spouses’ Protection Act (10 U.S.C. §1408); it is served on the Defense Finance and Accounting Service with its application.',
      };
    default:
      return {
        title: 'DOMESTIC RELATIONS ORDER',
        basis: 'The Plan’s administrator has not been identified yet: its procedures govern the form of this order.',
      };
  }
}

const ACCOUNT = (p: Plan) => p.planType === 'definedContribution' || p.planKind === 'tsp';
const PENSION = (p: Plan) => p.planType === 'definedBenefit' || p.planKind === 'federalPension' || p.planKind === 'military';

function division(p: Plan, a: DroAnswers): string {
  const base = ACCOUNT(p) ? 'the Participant’s account balance under the Plan' : 'the Participant’s accrued benefit under the Plan';
  if (p.method === 'percentage')
    return `The Alternate Payee is awarded ${p.percentage}% of ${base} as of ${formatLongDate(p.valuationDate)} (the valuation date).`;
  if (p.method === 'amount')
    return `The Alternate Payee is awarded ${formatFormMoney(p.amount ?? 0, true)} of ${base} as of ${formatLongDate(p.valuationDate)} (the valuation date).`;
  return `The Alternate Payee is awarded ${p.communityShare}% of the community interest in ${base}. The community interest is the fraction whose numerator is the Participant’s credited service from ${formatLongDate(a.marriageDate)} (the date of marriage) to ${formatLongDate(a.separationDate)} (the date of separation) and whose denominator is the Participant’s total credited service under the Plan (the time rule).`;
}

function accountTerms(p: Plan): string[] {
  const out = [
    p.gainsAndLosses
      ? 'The Alternate Payee’s share shall be adjusted for investment gains and losses from the valuation date until it is segregated into a separate account.'
      : 'The Alternate Payee’s share shall not be adjusted for investment gains or losses after the valuation date.',
  ];
  if (p.outstandingLoans)
    out.push(
      p.loanTreatment === 'excluded'
        ? 'The Participant’s outstanding loan balance shall be added back to the account balance in computing the Alternate Payee’s share; the loan remains the Participant’s obligation.'
        : 'The Participant’s outstanding loan balance reduces the account balance divided.',
    );
  return out;
}

function pensionTerms(p: Plan): string[] {
  const start: Record<string, string> = {
    payeeElects:
      'The Alternate Payee may elect to begin receiving the Alternate Payee’s share at any time after the Participant reaches the Plan’s earliest retirement age.',
    participantRetires: 'The Alternate Payee’s share begins when the Participant retires.',
    alreadyPaying:
      'The Participant already receives benefits: payments to the Alternate Payee begin as soon as administratively practicable after the Plan accepts this order.',
  };
  return [
    p.pensionApproach === 'separateInterest'
      ? 'The Alternate Payee’s share shall be a separate interest, payable over the Alternate Payee’s lifetime in any form the Plan offers.'
      : p.pensionApproach === 'sharedPayment'
        ? 'The Alternate Payee’s share shall be paid as a share of each payment made to the Participant (a shared payment).'
        : 'The form of the Alternate Payee’s share (separate interest or shared payment) is to be settled with the Plan.',
    `The Alternate Payee ${p.earlyRetirementSubsidy ? 'shall' : 'shall not'} share pro rata in any early-retirement subsidy the Participant receives.`,
    `The Alternate Payee ${p.costOfLiving ? 'shall' : 'shall not'} share pro rata in cost-of-living adjustments.`,
    `The Alternate Payee ${p.preRetirementSurvivor ? 'shall' : 'shall not'} be treated as the Participant’s surviving spouse for the pre-retirement survivor annuity, to the extent of the Alternate Payee’s share.`,
    `The Alternate Payee ${p.postRetirementSurvivor ? 'shall' : 'shall not'} be treated as the Participant’s surviving spouse for the joint and survivor annuity.`,
    p.paymentStart === 'other'
      ? `Payments to the Alternate Payee begin: ${str(p.paymentStartOther)}.`
      : (start[p.paymentStart ?? ''] ?? ''),
  ].filter(Boolean);
}

export function domesticRelationsOrder(input: GeneratorInput, doc: PDFDocument): GeneratedPdf {
  const a = input.answers as unknown as DroAnswers;
  const index = Number(input.entry.args?.plan ?? 0);
  const plan = a.plans[index];
  const kind = kindOf(plan);
  const you = a.yourRole === 'participant' ? a.participant : a.alternatePayee;
  const other = a.yourRole === 'participant' ? a.alternatePayee : a.participant;
  const [petitioner, respondent] = a.caseRole === 'petitioner' ? [you, other] : [other, you];
  const upper = (s: string) => s.toLocaleUpperCase('en-US');
  const caption: Caption = {
    party: [
      you.name,
      you.address,
      `Telephone: ${a.phone}`,
      `Email: ${a.email}`,
      `${a.caseRole === 'petitioner' ? 'Petitioner' : 'Respondent'}, self-represented`,
    ],
    court: ['SUPERIOR COURT OF THE STATE OF CALIFORNIA', `FOR THE COUNTY OF ${upper(a.county || 'Los Angeles')}`],
    caseTitle: ['In re the Marriage of', `Petitioner: ${upper(petitioner.name)}`, 'and', `Respondent: ${upper(respondent.name)}`],
    caseNumber: a.caseNumber,
    documentTitle: [`[PROPOSED] ${kind.title}`, plan.planName],
    draftNotice: 'DRAFT FOR THE PLAN ADMINISTRATOR’S PRE-APPROVAL — NOT FOR FILING UNTIL APPROVED',
  };
  const paper = new PleadingPaper(doc, `DRAFT — ${kind.title} — PLAN ${index + 1}`, caption);
  paper.paragraph(
    `DRAFT. Prepared at the ${a.caseRole}’s direction for the plan administrator’s review before it is submitted to the court. The administrator’s own model order, where there is one, controls its form.`,
    { bold: true, first: 0 },
  );
  let n = 1;
  const numbered = (text: string, role: 'text' | 'fill' = 'text') => paper.paragraph(`${n++}. ${text}`, { role });
  numbered(
    `Plan. This order applies to the ${plan.planName} (the “Plan”), sponsored by ${plan.employer.replace(/\.$/, '')}.${str(plan.administrator) ? ` Plan administrator: ${str(plan.administrator)}.` : ' The plan administrator’s name and mailing address are to be confirmed.'}`,
  );
  numbered(kind.basis);
  numbered(
    `Participant. ${a.participant.name}, whose last known mailing address is ${a.participant.address}, born ${formatLongDate(a.participant.dateOfBirth)}. The Participant’s Social Security number is given to the Plan on a confidential attachment, not in this order.`,
    'fill',
  );
  numbered(
    `Alternate Payee. ${a.alternatePayee.name}, the Participant’s former spouse, whose last known mailing address is ${a.alternatePayee.address}, born ${formatLongDate(a.alternatePayee.dateOfBirth)}. The Alternate Payee’s Social Security number is given to the Plan on a confidential attachment.`,
    'fill',
  );
  numbered(
    `Dates. The parties married on ${formatLongDate(a.marriageDate)} and separated on ${formatLongDate(a.separationDate)}.${a.judgmentDate ? ` Judgment was entered on ${formatLongDate(a.judgmentDate)}.` : ' Judgment has not been entered yet.'}`,
  );
  if (plan.hireDate || plan.employment)
    numbered(
      `Service. The Participant began participation in the Plan on ${formatLongDate(plan.hireDate)}${
        plan.employment === 'working'
          ? ' and is still employed by the sponsor.'
          : plan.employment === 'retired'
            ? ` and retired on ${formatLongDate(plan.employmentEnd)}.`
            : plan.employment === 'left'
              ? ` and left employment on ${formatLongDate(plan.employmentEnd)}.`
              : '.'
      }`,
    );
  numbered(`Division. ${division(plan, a)}`);
  const terms = [...(ACCOUNT(plan) ? accountTerms(plan) : []), ...(PENSION(plan) ? pensionTerms(plan) : [])];
  terms.forEach((t) => numbered(t));
  if (plan.planKind === 'private')
    numbered(
      'This order does not require the Plan to provide any type or form of benefit, or any option, not otherwise provided under the Plan; does not require the Plan to provide increased benefits determined on the basis of actuarial value; and does not require the payment of benefits to the Alternate Payee that are required to be paid to another alternate payee under another order previously determined to be a qualified domestic relations order.',
    );
  if (plan.planKind === 'publicCalifornia' || plan.planKind === 'other')
    numbered(
      plan.joinder === 'joined'
        ? `Joinder. The Plan was joined as a party to this proceeding${plan.joinderDate ? ` on ${formatLongDate(plan.joinderDate)}` : ''} (Fam. Code §2060).`
        : 'Joinder. The Plan must be joined as a party before this order is entered (Fam. Code §2060): the joinder papers are in this packet.',
    );
  numbered(
    'The court retains jurisdiction to amend this order so that it is accepted by the Plan and to carry out the division of the community interest in the Plan (Fam. Code §2610).',
  );
  if (str(a.otherFacts)) numbered(`Other terms the ${a.caseRole} asks the administrator to review: ${str(a.otherFacts)}`, 'fill');
  paper.keep(7);
  paper.paragraph('APPROVED AS TO FORM AND CONTENT:', { first: 0, keepWith: 3 });
  paper.signature(petitioner.name, 'Petitioner');
  paper.signature(respondent.name, 'Respondent');
  paper.paragraph('IT IS SO ORDERED.', { first: 0, keepWith: 3 });
  paper.signature('Judicial Officer of the Superior Court', '');
  paper.ldaBlock(a.caseRole);
  paper.finish();
  const staff: Left[] = [
    {
      item: 'Pre-approval',
      label: `Send the draft to the administrator of the ${plan.planName} for review`,
      note: 'before anyone signs it',
    },
    { item: 'SSN', label: 'Confidential attachment with both Social Security numbers', note: 'collected in the office; never online' },
    { item: 'Sign', label: 'Both parties approve as to form and content', note: 'after the plan’s pre-approval' },
  ];
  return { doc, canvas: paper.canvas, area: PLEADING_AREA, staff, court: 1, notes: ['draftForPreapproval', 'draftedWording'] };
}
