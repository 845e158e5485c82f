/**
 * FL-300 Request for Order (Rev. July 1, 2025), filled field by field from the request-for-order questionnaire, and
 * what the request-for-order forms share: the client's and the other party's roles in the existing case, the caption.
 *
 * The client is the Petitioner, the Respondent or the Other Parent/Party of the existing case (`role`); RFO_ROLES turns
 * the answers' "me / the other party" into the form's boxes.
 */
import { firstPhone } from '../../family-forms';
import type { Condition } from '../../types';
import { attached, cell, cellCheck, check, court, na, staff, text, under } from '../build';
import type { Column, FieldRule, PdfFormMap, RowGroup, ValueSpec } from '../model';
import { composed } from '../typed';
import { standardCourtBox, standardAttorneyBox } from './caption';
import { ALWAYS, forParty, NEVER, partyIs, type Roles } from './fl-311';

/** FL-300's revision, as printed on the shipped PDF. */
export const FL300_REVISION = 'Rev. July 1, 2025';

const role = (r: string): Condition => ({ field: 'role', equals: r });
const otherRole = (r: string): Condition => ({ all: [role('otherParent'), { field: 'otherPartyRole', equals: r }] });

/** The client's role in the case and the other party's (the petitioner's opponent is the respondent, and back). */
export const RFO_ROLES: Roles = {
  self: { petitioner: role('petitioner'), respondent: role('respondent'), otherParent: role('otherParent') },
  other: {
    petitioner: { any: [role('respondent'), otherRole('petitioner')] },
    respondent: { any: [role('petitioner'), otherRole('respondent')] },
    otherParent: NEVER,
  },
};

/**
 * The case's other existing party (version 3), when the client is the other parent/party: the petitioner when the
 * other party is the respondent, and back. The captions name both; FL-300 item 1 is served on both.
 */
export const SECOND: Readonly<Record<'petitioner' | 'respondent', Condition>> = {
  petitioner: otherRole('respondent'),
  respondent: otherRole('petitioner'),
};

export const ordered = (order: string): Condition => ({ field: 'orders', includes: order });
export const anyOrder = (...orders: string[]): Condition => ({ any: orders.map(ordered) });
export const CUSTODY_ORDERS = anyOrder('childCustody', 'childVisitation');
export const FINANCIAL_ORDERS = anyOrder('childSupport', 'spousalSupport', 'attorneyFees');
const OTHER_ORDERS = anyOrder('other', 'changeOfVenue', 'bifurcation');
const modifying: Condition = { field: 'orderType', equals: 'modify' };
const filled = (path: string): Condition => ({ field: path, filled: true });
export const all = (...cs: Condition[]): Condition => ({ all: cs });

const YOU = { from: 'you.name' } as const;
const THEM = { from: 'otherParty.name' } as const;
const SECOND_NAME = { from: 'secondParty.name' } as const;
/** The caption's name for a role: the client's, the other party's, or the case's other party's (never blank). */
const nameFor = (r: 'petitioner' | 'respondent'): ValueSpec => {
  const theirs = forParty(r, RFO_ROLES, YOU, THEM);
  return { if: SECOND[r], then: SECOND_NAME, else: theirs };
};
export const RFO_CAPTION = {
  petitioner: nameFor('petitioner'),
  respondent: nameFor('respondent'),
  otherParty: { if: role('otherParent'), then: YOU },
  // The client's existing case number, unless staff corrected it on the case (shared/courts/filing.ts).
  caseNumber: { filing: 'caseNumber' },
} as const satisfies Record<string, ValueSpec>;
export const caseName: ValueSpec = { join: [RFO_CAPTION.petitioner, RFO_CAPTION.respondent], separator: ' v. ' };
/** The caption for the shared form maps (FL-105, FL-150, FL-311), the roles' conditions being composed. */
export const RFO_CAPTION_TYPED = {
  petitioner: composed(RFO_CAPTION.petitioner),
  respondent: composed(RFO_CAPTION.respondent),
  otherParty: composed(RFO_CAPTION.otherParty),
  caseNumber: RFO_CAPTION.caseNumber,
};

/** The client's name for "me", the other party's for "otherParty", "Both parents (joint)" or the other person, for the custody answer at `path`. */
export const custodyName = (path: string): ValueSpec => ({
  if: { field: path, equals: 'me' },
  then: { from: '/you.name' },
  else: {
    if: { field: path, equals: 'otherParty' },
    then: { from: '/otherParty.name' },
    else: {
      if: { field: path, equals: 'joint' },
      then: { text: 'Both parents (joint)' },
      else: { from: '/custody.otherPerson' },
    },
  },
});

/** The date of the current order being changed: its own date when given, else the one the client gave for the case. */
const currentDate = (own: string): ValueSpec => ({
  if: modifying,
  then: { if: filled(own), then: { from: own }, else: { from: 'fileStampedDate' } },
});

const p1 = under('FL-300[0].Page1[0].');
const p2 = under('FL-300[0].Page2[0].');
const p3 = under('FL-300[0].Page3[0].');
const p4 = under('FL-300[0].Page4[0].');

function captions(): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {
    [p1('TitlePartyName[0].Petitioner_1_ft[0]')]: text('Caption', 'Petitioner', RFO_CAPTION.petitioner),
    [p1('TitlePartyName[0].Respondent_ft[0]')]: text('Caption', 'Respondent', RFO_CAPTION.respondent),
    [p1('TitlePartyName[0].OtherParentPart_ft[0]')]: text('Caption', 'Other parent/party', RFO_CAPTION.otherParty),
    [p1('CaseNumber[0].CaseNumber_ft[0]')]: text('Caption', 'Case number', RFO_CAPTION.caseNumber),
  };
  for (const page of [p2, p3, p4]) {
    rules[page('Parties[0].Petitioner_1_ft[0]')] = text('Caption', 'Petitioner', RFO_CAPTION.petitioner);
    rules[page('Parties[0].Respondent_ft[0]')] = text('Caption', 'Respondent', RFO_CAPTION.respondent);
    rules[page('Parties[0].OtherParentPart_ft[0]')] = text('Caption', 'Other parent/party', RFO_CAPTION.otherParty);
    rules[page('CaseNumber[0].CaseNumber_ft[0]')] = text('Caption', 'Case number', RFO_CAPTION.caseNumber);
  }
  return rules;
}

/** Item 1: restraining orders in effect, one row per kind of court (from the UCCJEA's answer when children are involved). */
function restrainingRows(): RowGroup[] {
  const t = under('FL-300[0].Page2[0].List1[0].');
  const columns: readonly Column[] = [
    { label: 'Court', value: { from: 'kind' } },
    { label: 'County/state', value: { join: [{ from: 'county' }, { from: 'stateOrTribe' }] } },
    { label: 'Case No. (if known)', value: { from: 'caseNumber' } },
  ];
  const row = (li: number, kind: string, county: string, caseNo: string): RowGroup => ({
    id: `restraining-${kind}`,
    item: `1${'abcd'[li - 1]}`,
    label: `Restraining orders in effect: ${kind}`,
    source: ['restrainingOrders', 'uccjea.orders'],
    where: { field: 'kind', equals: kind },
    rows: [
      {
        [t(`Li${li}[0].CheckBox61[0]`)]: cellCheck(ALWAYS),
        [t(`Li${li}[0].${county}[0]`)]: cell({ join: [{ from: 'county' }, { from: 'stateOrTribe' }] }),
        [t(`Li${li}[0].${caseNo}[0]`)]: cell('caseNumber'),
      },
    ],
    overflow: { kind: 'attachment', title: 'FL-300, Attachment 1 — Restraining orders in effect', columns },
  });
  return [
    row(1, 'criminal', 'CriminalProtectiveOrders_CountyState_ft', 'CriminalProtectiveOrders_CaseNo_ft'),
    row(2, 'family', 'FamilyCourtRestrainingOrders_CountyState_ft', 'FamilyCourtRestrainingOrders_CaseNo_ft'),
    row(3, 'juvenile', 'JuvenileCourtRestrainingOrders_CountyState_ft', 'JuvenileCourtRestrainingOrders_CaseNo_ft'),
    row(4, 'other', 'OtherCourtRestrainingOrders_CountyState_ft', 'OtherCourtRestrainingOrders_CaseNo_ft'),
  ];
}

const childrenColumns: readonly Column[] = [
  { label: 'Child’s name', value: { from: 'name' } },
  { label: 'Date of birth', value: { from: 'birthDate' } },
];

/** Item 2a: the children, with legal and physical custody as requested. */
function custodyRows(): RowGroup {
  const t = under('FL-300[0].Page2[0].List2[0].Li1[0].');
  const legal: ValueSpec = { if: { field: '/orders', includes: 'childCustody' }, then: custodyName('/custody.legal') };
  const physical: ValueSpec = { if: { field: '/orders', includes: 'childCustody' }, then: custodyName('/custody.physical') };
  return {
    id: 'children2a',
    item: '2a',
    label: 'Children, and legal and physical custody requested',
    source: ['uccjea.children'],
    sort: { by: 'birthDate', order: 'asc' },
    rows: [1, 2, 3, 4].map((n) => ({
      [t(`Child${n}Name_ft[0]`)]: cell('name'),
      [t(`Child${n}BirthDate_dt[0]`)]: cell('birthDate'),
      [t(`Child${n}LegalCustody_ft[0]`)]: cell(legal),
      [t(`Child${n === 4 ? 5 : n}PhysicalCustody_ft[0]`)]: cell(physical),
    })),
    overflow: {
      kind: 'attachment',
      title: 'FL-300, Attachment 2a — Children',
      columns: [...childrenColumns, { label: 'Legal custody to', value: legal }, { label: 'Physical custody to', value: physical }],
    },
  };
}

/** Item 3a: support for each child, by guideline or a monthly amount. */
function supportRows(): RowGroup {
  const t = under('FL-300[0].Page3[0].List3[0].Li1[0].');
  const nameAndAge: ValueSpec = {
    join: [{ from: 'name' }, { join: [{ text: 'age' }, { age: 'birthDate' }], separator: ' ' }],
    separator: ', ',
  };
  const guideline: ValueSpec = { if: { field: '/childSupport.basis', equals: 'guideline' }, then: { text: 'Guideline' } };
  const amount: ValueSpec = { if: { field: '/childSupport.basis', equals: 'amount' }, then: { money: '/childSupport.perChild' } };
  return {
    id: 'children3a',
    item: '3a',
    label: 'Child support requested for each child',
    source: ['uccjea.children'],
    where: { field: '/orders', includes: 'childSupport' },
    sort: { by: 'birthDate', order: 'asc' },
    rows: [1, 2, 3, 4].map((n) => ({
      [t(`Child${n}Name_ft[0]`)]: cell(nameAndAge),
      [t(`Child${n}LegalCustody_ft[0]`)]: cell(guideline),
      [t(`Child${n === 4 ? 5 : n}PhysicalCustody_ft[0]`)]: cell(amount),
    })),
    overflow: {
      kind: 'attachment',
      title: 'FL-300, Attachment 3a — Child support',
      columns: [
        { label: 'Child’s name and age', value: nameAndAge },
        { label: 'Guideline', value: guideline },
        { label: 'Monthly amount ($) requested', value: amount },
      ],
    },
  };
}

/** Item 5b: debts to be paid while the order is in effect. */
function debtRows(): RowGroup {
  const t = under('FL-300[0].Page4[0].List5[0].Li2[0].');
  const names: Array<[string, string, string, string]> = [
    ['Debt1_PayTo_ft', 'Debt1_For_ft', 'Debt1_Amount_nu', 'Debt1_DueDate_dt'],
    ['Debt2_PayTo_ft', 'Debt2_For_ft', 'Debt2_Amount_nu', 'Debt2_DateDue_dt'],
    ['Debt3_Payto_ft', 'Debt3_For_ft', 'Debt3_Amount_nu', 'Debt3_DueDate_dt'],
    ['Debt4_Payto_ft', 'Debt4_For_ft', 'Debt4_Amount_nu', 'Debt4_DueDate_dt'],
  ];
  return {
    id: 'debts5b',
    item: '5b',
    label: 'Debts and liens to be paid while the order is in effect',
    source: ['property.debts'],
    rows: names.map(([payTo, forWhat, amount, due]) => ({
      [t(`${payTo}[0]`)]: cell('payTo'),
      [t(`${forWhat}[0]`)]: cell('for'),
      [t(`${amount}[0]`)]: cell({ money: 'amount' }),
      [t(`${due}[0]`)]: cell('dueDate'),
    })),
    overflow: {
      kind: 'attachment',
      title: 'FL-300, Attachment 5b — Debts to be paid',
      columns: [
        { label: 'Pay to', value: { from: 'payTo' } },
        { label: 'For', value: { from: 'for' } },
        { label: 'Amount', value: { money: 'amount', format: 'dollars' } },
        { label: 'Due date', value: { from: 'dueDate' } },
      ],
    },
  };
}

/** The orders in effect are between the party in `r` and someone (FL-300 item 1), from the client's `restrainingBetween`. */
const between = (r: 'petitioner' | 'respondent'): Condition => ({
  any: [
    all(RFO_ROLES.self[r], { field: 'restrainingBetween', includes: 'me' }),
    all(RFO_ROLES.other[r], { field: 'restrainingBetween', includes: 'otherParty' }),
    all(SECOND[r], { field: 'restrainingBetween', includes: 'secondParty' }),
  ],
});

const restrainingInEffect: Condition = {
  any: [
    { field: 'restrainingOrdersInEffect', equals: true },
    { field: 'uccjea.ordersInEffect', equals: true },
  ],
};

export function fl300Map(): PdfFormMap {
  const fields: Record<string, FieldRule> = {
    ...standardAttorneyBox('you', p1, 'BarNo_ft'),
    [p1('AttyInfo[0].Phone_ft[0]')]: text('Caption', 'Party without attorney: telephone', firstPhone('you')),
    ...standardCourtBox(p1),
    ...captions(),
    // The title: what is requested.
    [p1('FormTitle[0].modify_cb[0]')]: check('Caption', 'Change', modifying),
    [p1('FormTitle[0].tempemergency_cb[0]')]: check('Caption', 'Temporary emergency orders', { field: 'expedited', equals: true }),
    [p1('FormTitle[0].ChildCustody_cb[0]')]: check('Caption', 'Child custody', ordered('childCustody')),
    [p1('FormTitle[0].ChildCustody_cb[1]')]: check('Caption', 'Visitation (parenting time)', ordered('childVisitation')),
    [p1('FormTitle[0].childsupport_cb[0]')]: check('Caption', 'Spousal or partner support', ordered('spousalSupport')),
    [p1('FormTitle[0].spousalpartnersupport_cb[0]')]: check('Caption', 'Child support', ordered('childSupport')),
    [p1('FormTitle[0].spousalpartnersupport_cb[1]')]: check('Caption', 'Property control', ordered('propertyControl')),
    [p1('FormTitle[0].Prptycontrol_cb[0]')]: check('Caption', 'Attorney’s fees and costs', ordered('attorneyFees')),
    [p1('FormTitle[0].other_cb[0]')]: check('Caption', 'Other', OTHER_ORDERS),
    [p1('FormTitle[0].OtherSpecify_ft[0]')]: text('Caption', 'Other (specify)', {
      join: [
        { if: ordered('changeOfVenue'), then: { text: 'Change of venue' } },
        { if: ordered('bifurcation'), then: { text: 'Bifurcation' } },
        { if: ordered('other'), then: { text: 'Other orders (see item 7)' } },
      ],
    }),
    // Notice of hearing: to the other party.
    // Served on the other party and, when the client is the other parent/party, on the case's other party too.
    [p1('List1[0].Li1[0].NameOfParty_ft[0]')]: text('1', 'To (name)', { join: [THEM, { if: role('otherParent'), then: SECOND_NAME }] }),
    [p1('List1[0].Li1[0].Petitioner_cb1[0]')]: check('1', 'To: Petitioner', { any: [RFO_ROLES.other.petitioner, SECOND.petitioner] }),
    [p1('List1[0].Li1[0].Petitioner_cb2[0]')]: check('1', 'To: Respondent', { any: [RFO_ROLES.other.respondent, SECOND.respondent] }),
    [p1('List1[0].Li1[0].Petitioner_cb3[0]')]: na(
      'The client’s Request for Order is served on the other party, the petitioner or respondent',
      'To: Other Parent/Party',
    ),
    [p1('List1[0].Li1[0].other_cb[0]')]: na('The Request for Order is served on the other party of the case', 'To: Other'),
    [p1('List1[0].Li1[0].Other[0]')]: na('The Request for Order is served on the other party of the case', 'To: Other (specify)'),
    [p1('List1[0].Li1[0].OtherCont[0]')]: na('The Request for Order is served on the other party of the case', 'To: Other (continued)'),
    [p1('List2[0].Li1[0].DateofHearing_dt[0]')]: court('Hearing date', '2a'),
    [p1('List2[0].Li1[0].TimeofHearing_tf[0]')]: court('Hearing time', '2a'),
    [p1('List2[0].Li1[0].dept[0]')]: court('Department (box)', '2a'),
    [p1('List2[0].Li1[0].DepartmentNo_tf[0]')]: court('Department', '2a'),
    [p1('List2[0].Li1[0].room[0]')]: court('Room (box)', '2a'),
    [p1('List2[0].Li1[0].Courtroom_tf[0]')]: court('Room', '2a'),
    [p1('List2[0].Li1[0].same_cb[0]')]: court('Court address same as above', '2b'),
    [p1('List2[0].Li1[0].other_cb[0]')]: court('Court address: other', '2b'),
    [p1('List2[0].Li1[0].Otherspecify_ft[0]')]: court('Court address: other (specify)', '2b'),
    [p1('List4[0].Li1[0].CheckBoxTime[0]')]: court('Court order: time shortened', '4'),
    [p1('List4[0].Li1[0].CheckBoxService[0]')]: court('Court order: for service', '4'),
    [p1('List4[0].Li1[0].CheckBoxHearing[0]')]: court('Court order: until the hearing', '4'),
    [p1('List4[0].Li1[0].ServiceDate_dt[0]')]: court('Court order: service on or before (date)', '4'),
    [p1('List5[0].Li1[0].CheckBoxRespDec[0]')]: court('Court order: responsive declaration served by', '5'),
    [p1('List5[0].Li1[0].RDdate_dt[0]')]: court('Court order: responsive declaration date', '5'),
    [p1('List6[0].Li1[0].CheckBox61[0]')]: court('Court order: mediation or counseling', '6'),
    [p1('List6[0].Li1[0].MediationCounselingInfo_ft[0]')]: court('Court order: mediation date, time and place', '6'),
    [p1('List7[0].Li1[0].CheckBox61[0]')]: court('Court order: FL-305 applies', '7'),
    [p1('List8[0].Li1[0].CheckBox61[0]')]: court('Court order: other', '8'),
    [p1('List8[0].Li1[0].OtherCourtOrders_ft[0]')]: court('Court order: other (specify)', '8'),
    [p1('signsub[0].SigDate[0]')]: court('Court order date'),
    [p1('signsub[0].T14[0]')]: court('Judicial officer'),
    // Item 1: restraining orders in effect.
    [p2('List1[0].CheckBox1[0]')]: check('1', 'Restraining orders are in effect', restrainingInEffect),
    // Between whom, as the client said (version 3): the party in each role only when the orders involve that person.
    [p2('List1[0].CheckBox2[0]')]: check('1', 'Between: Petitioner', all(restrainingInEffect, between('petitioner'))),
    [p2('List1[0].CheckBox3[0]')]: check('1', 'Between: Respondent', all(restrainingInEffect, between('respondent'))),
    [p2('List1[0].CheckBox61[0]')]: check(
      '1',
      'Between: Other Parent/Party',
      all(restrainingInEffect, RFO_ROLES.self.otherParent, { field: 'restrainingBetween', includes: 'me' }),
    ),
    // Item 2: custody and visitation.
    [p2('List2[0].CheckBoxCC[0]')]: check('2', 'Child custody', ordered('childCustody')),
    [p2('List2[0].CheckBoxvisit[0]')]: check('2', 'Visitation (parenting time)', ordered('childVisitation')),
    [p2('List2[0].CheckBoxtemp[0]')]: check('2', 'Temporary emergency custody orders', {
      field: 'emergency.orders',
      includes: 'childCustody',
    }),
    [p2('List2[0].Li1[0].LegalCustody_cb[0]')]: check('2a', 'Legal custody requested', ordered('childCustody')),
    [p2('List2[0].Li1[0].PhysicalCustody_cb[0]')]: check('2a', 'Physical custody requested', ordered('childCustody')),
    [p2('List2[0].Li1[0].CheckBox61[0]')]: attached('2a', 'More children on Attachment 2a', ['children2a']),
    [p2('List2[0].Li2[0].CheckBox2b[0]')]: check('2b', 'The orders requested are', CUSTODY_ORDERS),
    [p2('List2[0].Li2[0].CheckBoxCC[0]')]: check('2b', 'For child custody', ordered('childCustody')),
    [p2('List2[0].Li2[0].CheckBox61[0]')]: check('2b', 'For visitation', ordered('childVisitation')),
    [p2('List2[0].Li2[0].List[0].Li1[0].fl305_cb[0]')]: check('2b(1)', 'Specified in the attached forms', CUSTODY_ORDERS),
    [p2('List2[0].Li2[0].List[0].Li1[0].CheckBox61[0]')]: check(
      '2b(1)',
      'Form FL-305',
      all(CUSTODY_ORDERS, { field: 'emergency.orders', includes: 'childCustody' }),
    ),
    [p2('List2[0].Li2[0].List[0].Li1[0].fl311_cb[0]')]: check('2b(1)', 'Form FL-311', CUSTODY_ORDERS),
    [p2('List2[0].Li2[0].List[0].Li1[0].fl312_cb[0]')]: check(
      '2b(1)',
      'Form FL-312',
      all(CUSTODY_ORDERS, { field: 'custody.abductionRisk', equals: true }),
    ),
    [p2('List2[0].Li2[0].List[0].Li1[0].fl341c_cb[0]')]: staff(
      '2b(1)',
      'Form FL-341(C)',
      'only if staff attach FL-341(C) for the holiday schedule',
    ),
    [p2('List2[0].Li2[0].List[0].Li1[0].fl341d_cb[0]')]: staff(
      '2b(1)',
      'Form FL-341(D)',
      'only if staff attach FL-341(D) for additional provisions',
    ),
    [p2('List2[0].Li2[0].List[0].Li1[0].fl341e_cb[0]')]: check(
      '2b(1)',
      'Form FL-341(E)',
      all(CUSTODY_ORDERS, { field: 'custody.jointLegalForm', equals: true }),
    ),
    [p2('List2[0].Li2[0].List[0].Li1[0].CheckBoxother[0]')]: na('The orders are on FL-311 and the forms above', 'Other form'),
    [p2('List2[0].Li2[0].List[0].Li1[0].Otherspecify_tf[0]')]: na('The orders are on FL-311 and the forms above', 'Other form (specify)'),
    [p2('List2[0].Li2[0].List[0].Li2[0].CheckBoxfollow[0]')]: na('The orders are specified on the attached FL-311', 'As follows'),
    [p2('List2[0].Li2[0].List[0].Li2[0].CheckBox61[0]')]: na('The orders are specified on the attached FL-311', 'Attachment 2b'),
    [p2('List2[0].Li2[0].List[0].Li2[0].ReasonForOrders_ft[0]')]: na(
      'The orders are specified on the attached FL-311',
      'As follows (specify)',
    ),
    [p2('List2[0].Li3[0].ReasonForOrders_ft[0]')]: text('2c', 'Why the orders are in the children’s best interest', {
      if: CUSTODY_ORDERS,
      then: { from: 'bestInterest' },
    }),
    [p2('List2[0].Li3[0].CheckBox61[0]')]: attached('2c', 'Attachment 2c', [p2('List2[0].Li3[0].ReasonForOrders_ft[0]')]),
    // Item 2d: a change from the current custody or visitation order.
    [p3('List2Cont[0].Li1[0].CheckBoxchangeorder[0]')]: check('2d', 'A change from the current order', all(modifying, CUSTODY_ORDERS)),
    [p3('List2Cont[0].Li1[0].CheckBoxCC[0]')]: check('2d', 'Change: child custody', all(modifying, ordered('childCustody'))),
    [p3('List2Cont[0].Li1[0].CheckBoxVisit[0]')]: check('2d', 'Change: visitation', all(modifying, ordered('childVisitation'))),
    [p3('List2Cont[0].Li1[0].List[0].Li1[0].CheckBox61[0]')]: check(
      '2d(1)',
      'Current custody order',
      all(modifying, ordered('childCustody')),
    ),
    [p3('List2Cont[0].Li1[0].List[0].Li1[0].FileDateChildCustodyOrderFiled\\.dt[0]')]: text('2d(1)', 'Current custody order filed on', {
      if: ordered('childCustody'),
      then: currentDate('currentCustodyOrderDate'),
    }),
    [p3('List2Cont[0].Li1[0].List[0].Li1[0].ChildCustodyOrderDetails_ft[0]')]: text('2d(1)', 'The court ordered (custody)', {
      from: 'currentCustodyOrder',
    }),
    [p3('List2Cont[0].Li1[0].List[0].Li2[0].CheckBox61[0]')]: check(
      '2d(2)',
      'Current visitation order',
      all(modifying, ordered('childVisitation')),
    ),
    [p3('List2Cont[0].Li1[0].List[0].Li2[0].VisitaionOrderFileDate_dt[0]')]: text('2d(2)', 'Current visitation order filed on', {
      if: ordered('childVisitation'),
      then: currentDate('currentVisitationOrderDate'),
    }),
    [p3('List2Cont[0].Li1[0].List[0].Li2[0].VisitationOrderDetails_ft[0]')]: text('2d(2)', 'The court ordered (visitation)', {
      from: 'currentVisitationOrder',
    }),
    [p3('List2Cont[0].CheckBox61[0]')]: attached('2d', 'Attachment 2d', [
      p3('List2Cont[0].Li1[0].List[0].Li1[0].ChildCustodyOrderDetails_ft[0]'),
      p3('List2Cont[0].Li1[0].List[0].Li2[0].VisitationOrderDetails_ft[0]'),
    ]),
    // Item 3: child support.
    [p3('List3[0].CheckBox61[0]')]: check('3', 'Child support', ordered('childSupport')),
    [p3('List3[0].Li1[0].CheckBoxrequest[0]')]: check('3a', 'Support by the child support guideline', {
      field: 'childSupport.basis',
      equals: 'guideline',
    }),
    [p3('List3[0].Li1[0].CheckBox61[0]')]: attached('3a', 'Attachment 3a', ['children3a']),
    [p3('List3[0].Li2[0].CheckBox61[0]')]: check('3b', 'Change the current child support order', all(modifying, ordered('childSupport'))),
    [p3('List3[0].Li2[0].FileDateofChildupportOrder_dt[0]')]: text('3b', 'Current child support order filed on', {
      if: ordered('childSupport'),
      then: currentDate('childSupport.currentOrderDate'),
    }),
    [p3('List3[0].Li2[0].order[0]')]: text('3b', 'The court ordered child support as follows', { from: 'childSupport.currentOrder' }),
    [p3('List3[0].Li4[0].ExplainChangeorEndOrders_ft[0]')]: text('3d', 'Why the court should make or change the support orders', {
      from: 'childSupport.reasons',
    }),
    [p3('List3[0].Li4[0].CheckBox61[0]')]: attached('3d', 'Attachment 3d', [p3('List3[0].Li4[0].ExplainChangeorEndOrders_ft[0]')]),
    // Item 4: spousal or partner support.
    [p3('List4[0].CheckBoxitem4[0]')]: check('4', 'Spousal or partner support', ordered('spousalSupport')),
    [p3('List4[0].Li1[0].CheckBox61[0]')]: check('4a', 'Amount requested (monthly)', filled('spousalSupport.amount')),
    [p3('List4[0].Li1[0].AmountofSpousalPartnerSupportRequested_nu[0]')]: text('4a', 'Monthly amount requested', {
      money: 'spousalSupport.amount',
    }),
    [p3('List4[0].Li2[0].CheckBox61[0]')]: check(
      '4b',
      'Change or end the current support order',
      all(modifying, ordered('spousalSupport')),
    ),
    [p3('List4[0].Li2[0].ChangeEndCurrOrder[0]')]: check('4b', 'Change the current order', {
      field: 'spousalSupport.change',
      equals: 'change',
    }),
    [p3('List4[0].Li2[0].ChangeEndCurrOrder1[0]')]: check('4b', 'End the current order', { field: 'spousalSupport.change', equals: 'end' }),
    [p3('List4[0].Li2[0].FileDateofSpousalPartnerSupportOrder_dt[0]')]: text('4b', 'Current support order filed on', {
      if: ordered('spousalSupport'),
      then: currentDate('spousalSupport.currentOrderDate'),
    }),
    [p3('List4[0].Li2[0].AmountofSpousalPartnerSupportOrdered_nu[0]')]: text('4b', 'The court ordered (per month)', {
      money: 'spousalSupport.currentAmount',
    }),
    [p3('List4[0].Li3[0].CheckBox61[0]')]: check('4c', 'Change after a judgment (FL-157 attached)', {
      field: 'spousalSupport.afterJudgment',
      equals: true,
    }),
    [p3('List4[0].Li5[0].ExplainChangeorEndOrders_ft[0]')]: text('4e', 'Why the court should make, change or end the support orders', {
      from: 'spousalSupport.reasons',
    }),
    [p3('List4[0].Li5[0].CheckBox61[0]')]: attached('4e', 'Attachment 4e', [p3('List4[0].Li5[0].ExplainChangeorEndOrders_ft[0]')]),
    // Item 5: property control.
    [p4('List5[0].CheckBox62[0]')]: check('5', 'Property control', ordered('propertyControl')),
    [p4('List5[0].CheckBox61[0]')]: check('5', 'Temporary emergency property orders', {
      field: 'emergency.orders',
      includes: 'propertyControl',
    }),
    [p4('List5[0].Li1[0].CheckBox1[0]')]: check('5a', 'Exclusive use to: petitioner', partyIs('property.useBy', 'petitioner', RFO_ROLES)),
    [p4('List5[0].Li1[0].CheckBox2[0]')]: check('5a', 'Exclusive use to: respondent', partyIs('property.useBy', 'respondent', RFO_ROLES)),
    [p4('List5[0].Li1[0].CheckBox3[0]')]: check(
      '5a',
      'Exclusive use to: other parent/party',
      partyIs('property.useBy', 'otherParent', RFO_ROLES),
    ),
    [p4('List5[0].Li1[0].CheckBox4[0]')]: check('5a', 'Property we own or are buying', {
      field: 'property.ownership',
      equals: 'ownOrBuying',
    }),
    [p4('List5[0].Li1[0].CheckBox61[0]')]: check('5a', 'Property we lease or rent', { field: 'property.ownership', equals: 'leaseOrRent' }),
    [p4('List5[0].Li1[0].ListPropertyforExclusiveUseandControl_ft[0]')]: text('5a', 'The property (specify)', {
      from: 'property.description',
    }),
    [p4('List5[0].Li2[0].CheckBox1[0]')]: check(
      '5b',
      'Debts paid by: petitioner',
      partyIs('property.debtsPaidBy', 'petitioner', RFO_ROLES),
    ),
    [p4('List5[0].Li2[0].CheckBox2[0]')]: check(
      '5b',
      'Debts paid by: respondent',
      partyIs('property.debtsPaidBy', 'respondent', RFO_ROLES),
    ),
    [p4('List5[0].Li2[0].CheckBox3[0]')]: check(
      '5b',
      'Debts paid by: other parent/party',
      partyIs('property.debtsPaidBy', 'otherParent', RFO_ROLES),
    ),
    [p4('List5[0].Li3[0].CheckBox61[0]')]: check(
      '5c',
      'Change from the current property control order',
      all(modifying, ordered('propertyControl')),
    ),
    [p4('List5[0].Li3[0].FileDateofSpousalPartnerSupportOrder_dt[0]')]: text('5c', 'Current property control order filed on', {
      if: ordered('propertyControl'),
      then: currentDate('property.currentOrderDate'),
    }),
    // Item 6: attorney's fees and costs.
    [p4('List6[0].Attorneysfeesandcosts_cb[0]')]: check('6', 'Attorney’s fees and costs', ordered('attorneyFees')),
    [p4('List6[0].AmountOfAttorneyFeesCosts_nu[0]')]: text('6', 'Total fees and costs requested', { money: 'attorneyFeesAmount' }),
    // Item 7: other orders.
    [p4('List7[0].Li1[0].CheckBox1[0]')]: check('7', 'Other orders requested', OTHER_ORDERS),
    [p4('List7[0].Li1[0].OtherRelief_ft[0]')]: text('7', 'Other orders requested (specify)', {
      join: [
        { if: ordered('changeOfVenue'), then: { text: 'Change of venue.' } },
        { if: ordered('bifurcation'), then: { text: 'Bifurcation of the issue of marital or partnership status.' } },
        { from: 'otherOrder' },
      ],
      separator: ' ',
    }),
    [p4('List7[0].Li1[0].CheckBox61[0]')]: attached('7', 'Attachment 7', [p4('List7[0].Li1[0].OtherRelief_ft[0]')]),
    // Item 8: time for service / until the hearing.
    [p4('List8[0].CheckBox1[0]')]: check('8', 'Time for service / time until hearing', { field: 'shortenTime', equals: true }),
    [p4('List8[0].Li1[0].CheckBox61[0]')]: check('8a', 'Serve no less than (number) court days before the hearing', filled('serviceDays')),
    [p4('List8[0].Li1[0].SpecifyServiceDetails_CourtDaysBeforeHearing_tf[0]')]: text('8a', 'Court days before the hearing', {
      from: 'serviceDays',
    }),
    [p4('List8[0].Li2[0].CheckBox61[0]')]: check('8b', 'Hearing date and service sooner', { field: 'hearingSooner', equals: true }),
    [p4('List8[0].Li3[0].ReasonforOST_ft[0]')]: text('8c', 'Why the order is needed', { from: 'shortenReason' }),
    [p4('List8[0].Li3[0].CheckBox61[0]')]: attached('8', 'Attachment 8', [p4('List8[0].Li3[0].ReasonforOST_ft[0]')]),
    // Item 9: the facts.
    [p4('List9[0].Li1[0].CheckBox1[0]')]: check('9', 'Facts to support the orders', filled('facts')),
    [p4('List9[0].Li1[0].ReasonForChange_ft[0]')]: text('9', 'Facts to support the orders', { from: 'facts' }),
    [p4('List9[0].Li1[0].CheckBox61[0]')]: attached('9', 'Attachment 9', [p4('List9[0].Li1[0].ReasonForChange_ft[0]')]),
    [p4('signsub[0].SigDate[0]')]: staff('Signature', 'Date of signing', 'the day the client signs'),
    [p4('signsub[0].TypePrintName_ft[0]')]: text('Signature', 'Type or print name', YOU),
  };
  return {
    kind: 'pdf',
    form: 'FL-300',
    title: 'Request for Order',
    revision: FL300_REVISION,
    fields,
    rowGroups: [...restrainingRows(), custodyRows(), supportRows(), debtRows()],
    attachmentCaption: { shortTitle: caseName, caseNumber: RFO_CAPTION.caseNumber },
    attachments: [
      {
        item: '5d',
        label: 'Reasons for the property control orders',
        heading: 'FL-300, Attachment 5d — Reasons for the property control orders',
        value: { from: 'property.reasons' },
      },
    ],
  };
}
