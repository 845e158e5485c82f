/**
 * FL-305 Temporary Emergency (Ex Parte) Orders (Rev. January 1, 2026), the official form (issue 27: it was a
 * worksheet), which the party asking for emergency orders prepares with the Request for Order and the judge signs
 * (Cal. Rules of Court, rules 5.151–5.169): the caption (the client, the case's parties by their roles, the court from
 * the case's filing); what the orders are for (the client's choice among custody and visitation, property control and
 * other orders); item 1, to whom the order is directed (the other party, and the case's other party when the client is
 * the other parent/party); the orders the client proposes: 3c temporary physical custody of each child to whom the
 * client asks (the rest of the children on Attachment 3c), 3d visitation as requested in FL-311, 3e travel
 * restrictions, 4 property control and the payments on its debts, 6 other orders.
 *
 * What only the court can say stays blank: the hearing (item 1a–b), the findings (items 2, 3a, 3b, 3f — that a party
 * "has committed acts of domestic violence", that there is an immediate risk of removal, the country of habitual
 * residence), item 5 and the judge's date. The request itself, with the facts, is on FL-300 and the declaration on FL-303.
 */
import type { requestForOrder } from '../../request-for-order';
import { under } from '../build';
import type { Condition } from '../../types';
import { composed, composedCond, mapsFor, type PathTableOf, type RowGroupOf } from '../typed';
import { attorneyBox, caseNumber, courtBox, firstPhone } from './caption';
import { caseName, RFO_CAPTION, RFO_ROLES, SECOND } from './fl-300';
import { partyIncluded, partyIs, type PartyRole } from './fl-311';

type F = PathTableOf<typeof requestForOrder>;
const builders = mapsFor<typeof requestForOrder>();
const { attached, cell, cellCheck, check, cond, court, each, na, pdf, spec, text } = builders;

export const FL305_REVISION = 'Rev. January 1, 2026';

const CUSTODY = cond({ field: 'emergency.orders', includes: 'childCustody' });
const PROPERTY = cond({ field: 'emergency.orders', includes: 'propertyControl' });
const OTHER = cond({ field: 'emergency.orders', includes: 'other' });
const VISITATION = cond({ all: [CUSTODY, { field: 'orders', includes: 'childVisitation' }] });
const TRAVEL = cond({ all: [CUSTODY, { field: 'custody.travelRestriction', equals: true }] });
const ROLES: readonly PartyRole[] = ['petitioner', 'respondent', 'otherParent'];

/** A party in `role` is the one a "me / the other party" answer at `path` names (RFO_ROLES' composed conditions). */
const partyAt = (path: string, role: PartyRole, also: Condition) => composedCond({ all: [also, partyIs(path, role, RFO_ROLES)] });

const p1 = under('FL-305[0].Page1[0].');
const cap = under('FL-305[0].Page1[0].P1Caption[0].');
const p2 = under('FL-305[0].Page2[0].');
const c3 = under('FL-305[0].Page1[0].List3[0].');
const d3 = under('FL-305[0].Page2[0].List3Cont[0].');
const i4 = under('FL-305[0].Page2[0].List4[0].');
const JUDGE = 'the judge decides it at the ex parte hearing';

/** Item 3c: the children, with temporary physical custody to the party the client asks for. */
const CHILD_ROWS = [
  { name: 'Child1Name_ft', dob: 'Child1DOB_dt', boxes: ['Child1TempCustodytoPetitioner_cb', 'ToRespondent_cb', 'ToOtherParentParty_cb'] },
  { name: 'Child2Name_ft', dob: 'Child2DOB_dt', boxes: ['ToPetitioner_cb', 'ToRespondent_cb1', 'ToOther_cb'] },
  { name: 'Child3Name_ft', dob: 'ChildDOB_dt', boxes: ['Child3TempCustodytoPetitioner_cb', 'ToRespondent_cb2', 'ToOther_cb1'] },
  { name: 'Child4Name_ft', dob: 'Child4DOB_dt', boxes: ['Child4TempCustodytoPetitioner_cb', 'ToRespondent_cb3', 'ToOther_cb2'] },
] as const;
/** A condition read from the answers' root wherever it is evaluated (RFO_ROLES' paths are relative: `role`). */
const rooted = (c: Condition): Condition => {
  if ('all' in c) return { all: c.all.map(rooted) };
  if ('any' in c) return { any: c.any.map(rooted) };
  if ('not' in c) return { not: rooted(c.not) };
  // A `some` condition's own condition reads the list's items: only its list path is rooted.
  return c.field.startsWith('/') ? c : ({ ...c, field: `/${c.field}` } as Condition);
};
/** Physical custody to the party in `role`, read in a child's row (the answer and the roles are the request's own). */
const custodyTo = (role: PartyRole) => composedCond(rooted(partyIs('custody.physical', role, RFO_ROLES)));
/** The attachment's column: the box the row would have checked, in the form's words. */
const custodyToName = composed({
  if: rooted(partyIs('custody.physical', 'petitioner', RFO_ROLES)),
  then: { text: 'Petitioner' },
  else: {
    if: rooted(partyIs('custody.physical', 'respondent', RFO_ROLES)),
    then: { text: 'Respondent' },
    else: { if: rooted(partyIs('custody.physical', 'otherParent', RFO_ROLES)), then: { text: 'Other Party/Parent' } },
  },
});
const childRows: RowGroupOf<F> = {
  id: 'children3c',
  item: '3c',
  label: 'Temporary physical custody, care, and control of the children',
  source: ['uccjea.children'],
  where: { field: '/emergency.orders', includes: 'childCustody' },
  sort: { by: 'birthDate', order: 'asc' },
  rows: CHILD_ROWS.map((r) => ({
    [c3(`LI3[0].${r.name}[0]`)]: cell('name'),
    [c3(`LI3[0].${r.dob}[0]`)]: cell('birthDate'),
    ...Object.fromEntries(r.boxes.map((box, i) => [c3(`LI3[0].${box}[0]`), cellCheck(custodyTo(ROLES[i]))])),
  })),
  overflow: {
    kind: 'attachment',
    title: 'FL-305, Attachment 3c — Temporary physical custody, care, and control',
    columns: [
      { label: 'Child’s name', value: { from: 'name' } },
      { label: 'Date of birth', value: { from: 'birthDate' } },
      { label: 'Temporary physical custody to', value: custodyToName },
    ],
  },
};

/** Item 4b: the payments on the property's debts while the order is in effect. */
const DEBT_ROWS = [
  ['Debt1_PayTo_ft', 'Debt1_For_ft', 'Debt1_Amount_nu', 'Debt1_DueDate_dt'],
  ['Debt2_PayTo_ft', 'Debt2_For_ft', 'Debt2_Amount_nu', 'Debt2_DateDue_dt'],
  ['Debt3_Payto_ft', 'Debt3_For_ft', 'Debt3_Amount_nu', 'Debt3_DueDate_dt'],
  ['Debt4_Payto_ft', 'Debt4_For_ft', 'Debt4_Amount_nu', 'Debt4_DueDate_dt'],
] as const;
const debtRows: RowGroupOf<F> = {
  id: 'debts4b',
  item: '4b',
  label: 'Payments on liens and encumbrances while the order is in effect',
  source: ['property.debts'],
  where: { field: '/emergency.orders', includes: 'propertyControl' },
  rows: DEBT_ROWS.map(([payTo, forWhat, amount, due]) => ({
    [i4(`LI2[0].${payTo}[0]`)]: cell('payTo'),
    [i4(`LI2[0].${forWhat}[0]`)]: cell('for'),
    [i4(`LI2[0].${amount}[0]`)]: cell({ money: 'amount' }),
    [i4(`LI2[0].${due}[0]`)]: cell('dueDate'),
  })),
  overflow: {
    kind: 'attachment',
    title: 'FL-305, Attachment 4b — Payments on liens and encumbrances',
    columns: [
      { label: 'Pay to', value: { from: 'payTo' } },
      { label: 'For', value: { from: 'for' } },
      { label: 'Amount', value: { money: 'amount', format: 'dollars' } },
      { label: 'Due date', value: { from: 'dueDate' } },
    ],
  },
};

/** Item 3d: the visitation the client asks for in FL-311, named as FL-311 names it. */
const visitation = spec({
  if: VISITATION,
  then: {
    join: [
      { text: 'As requested in the Child Custody and Visitation (Parenting Time) Application Attachment (form FL-311):' },
      {
        option: 'custody.visitation',
        labels: {
          reasonable: 'reasonable visitation (parenting time).',
          plan: 'as described in the parenting plan attached to form FL-311.',
          schedule: 'visitation (parenting time) on the schedule in form FL-311.',
          supervised: 'supervised visitation (parenting time), as set out in form FL-311.',
          none: 'no visitation (parenting time).',
        },
      },
    ],
    separator: ' ',
  },
});

const TO_NAMES = composed({
  join: [{ from: 'otherParty.name' }, { if: { field: 'role', equals: 'otherParent' }, then: { from: 'secondParty.name' } }],
  separator: ' and ',
});

export const fl305 = pdf({
  kind: 'pdf',
  form: 'FL-305',
  title: 'Temporary Emergency (Ex Parte) Orders',
  revision: FL305_REVISION,
  when: { field: 'expedited', equals: true },
  fields: {
    ...attorneyBox(builders, 'you', {
      barNumber: cap('AttyPartyInfo[0].AttyBarNo[0]'),
      name: cap('AttyPartyInfo[0].Name[0]'),
      firm: cap('AttyPartyInfo[0].AttyFirm[0]'),
      street: cap('AttyPartyInfo[0].Street[0]'),
      city: cap('AttyPartyInfo[0].City[0]'),
      state: cap('AttyPartyInfo[0].State[0]'),
      zip: cap('AttyPartyInfo[0].Zip[0]'),
      phone: cap('AttyPartyInfo[0].Phone[0]'),
      fax: cap('AttyPartyInfo[0].Fax[0]'),
      email: cap('AttyPartyInfo[0].Email[0]'),
      attorneyFor: cap('AttyPartyInfo[0].AttyFor[0]'),
    }),
    // The request's party block has a cell, home and work phone (no `phone`): the first one given, as FL-300's box.
    [cap('AttyPartyInfo[0].Phone[0]')]: text('Caption', 'Party without attorney: telephone', firstPhone('you')),
    ...courtBox({
      county: cap('CourtInfo[0].CrtCounty[0]'),
      street: cap('CourtInfo[0].CrtStreet[0]'),
      mailing: cap('CourtInfo[0].CrtMailingAdd[0]'),
      cityZip: cap('CourtInfo[0].CrtCityZip[0]'),
      branch: cap('CourtInfo[0].CrtBranch[0]'),
    }),
    ...each(
      [cap('TitlePartyName[0].Petitioner_ft[0]'), p2('PxCaption[0].TitlePartyName[0].Petitioner_ft[0]')],
      text('Caption', 'Petitioner', composed(RFO_CAPTION.petitioner)),
    ),
    ...each(
      [cap('TitlePartyName[0].Respondent_ft[0]'), p2('PxCaption[0].TitlePartyName[0].Respondent_ft[0]')],
      text('Caption', 'Respondent', composed(RFO_CAPTION.respondent)),
    ),
    ...each(
      [cap('TitlePartyName[0].OtherParentParty_ft[0]'), p2('PxCaption[0].TitlePartyName[0].OtherParentParty_ft[0]')],
      text('Caption', 'Other parent/party', composed(RFO_CAPTION.otherParty)),
    ),
    ...each([cap('captionSub[0].CaseNumber[0].CaseNumber_ft[0]'), p2('PxCaption[0].CaseNumber[0].CaseNumber_ft[0]')], caseNumber()),
    [cap('FormTitle[0].ChildCustody_cb[0]')]: check('Caption', 'Orders for: child custody', CUSTODY),
    [cap('FormTitle[0].ChildCustody_cb1[0]')]: check('Caption', 'Orders for: visitation (parenting time)', VISITATION),
    [cap('FormTitle[0].PropertyRestraint_cb[0]')]: check('Caption', 'Orders for: property control', PROPERTY),
    [cap('FormTitle[0].Other_cb[0]')]: check('Caption', 'Orders for: other', OTHER),
    [cap('FormTitle[0].SpecifyOtherRequest_ft[0]')]: text('Caption', 'Orders for: other (specify)', {
      if: OTHER,
      then: { text: 'Other orders (item 6)' },
    }),
    [cap('FormTitle[0].SpecifyOtherRequestCont_ft[0]')]: na('The other orders are written in item 6', 'Orders for: other (continued)'),
    // Item 1: the order is directed to the responding party (and the case's other party when the client is neither).
    [p1('List1[0].TextField3[0]')]: text('1', 'To (name)', TO_NAMES),
    [p1('List1[0].Petitioner_cb[0]')]: check('1', 'To: petitioner', composedCond({ any: [RFO_ROLES.other.petitioner, SECOND.petitioner] })),
    [p1('List1[0].Respondent_cb[0]')]: check('1', 'To: respondent', composedCond({ any: [RFO_ROLES.other.respondent, SECOND.respondent] })),
    [p1('List1[0].OtherParentParty_cb[0]')]: na(
      'The client is the other parent/party when there is one; the order goes to the case’s parties',
      'To: other parent/party',
    ),
    [p1('List1[0].CheckBox1[0]')]: na('The order goes to a party of the case', 'To: other'),
    [p1('List1[0].Other_cb[0]')]: na('The order goes to a party of the case', 'To: other (specify)'),
    [p1('List1[0].LI1[0].DateofHearing_dt[0]')]: court('Hearing date', '1a'),
    [p1('List1[0].LI1[0].TimeofHearing_ft[0]')]: court('Hearing time', '1a'),
    [p1('List1[0].LI1[0].CheckBox1[0]')]: court('Department', '1a'),
    [p1('List1[0].LI1[0].DepartmentNo_ft[0]')]: court('Department (number)', '1a'),
    [p1('List1[0].LI1[0].Room_cb[0]')]: court('Room', '1a'),
    [p1('List1[0].LI1[0].Courtroom_ft[0]')]: court('Room (number)', '1a'),
    [p1('List1[0].LI2[0].CourtAddressSameAsAbove_cb[0]')]: court('Address of court: same as above', '1b'),
    [p1('List1[0].LI2[0].OtherHearingInfo_cb[0]')]: court('Address of court: other', '1b'),
    [p1('List1[0].LI2[0].Otherspecify_ft[0]')]: court('Address of court: other (specify)', '1b'),
    // Item 2: the court's findings.
    [p1('List2[0].Li1[0].CheckBox19[0]')]: court('Finding: to help prevent immediate harm to the child', '2a'),
    [p1('List2[0].Li2[0].CheckBox19[0]')]: court('Finding: to help prevent immediate risk of removal from California', '2b'),
    [p1('List2[0].Li3[0].CheckBox19[0]')]: court('Finding: to help prevent immediate loss or damage to property', '2c'),
    [p1('List2[0].Li4[0].CheckBox1[0]')]: court('Finding: to set or change procedures for a hearing or trial', '2d'),
    // Item 3: child custody and visitation.
    [c3('ChildCustodyVisitation_cb[0]')]: check('3', 'Child custody and visitation (parenting time)', CUSTODY),
    [c3('Li1[0].ChildAbductionPrevention_cb[0]')]: court('Finding: it has been shown to the court that a party…', '3a'),
    [c3('Li1[0].Petitioner_cb[0]')]: court('Finding 3a: petitioner', '3a'),
    [c3('Li1[0].Respondent_cb[0]')]: court('Finding 3a: respondent', '3a'),
    [c3('Li1[0].OtherParentParty_cb[0]')]: court('Finding 3a: other parent/party', '3a'),
    [c3('Li1[0].SpecifyName_tf[0]')]: court('Finding 3a: name', '3a'),
    [c3('Li1[0].List[0].Li1[0].CheckBox19[0]')]: court('Finding 3a(1): acts of domestic violence', '3a(1)'),
    [c3('Li1[0].List[0].Li2[0].CheckBox19[0]')]: court('Finding 3a(2): acts of sexual abuse of the child', '3a(2)'),
    [c3('Li1[0].List[0].Li3[0].CheckBox19[0]')]: court('Finding 3a(3): illegal access to firearms', '3a(3)'),
    [c3('Li1[0].List[0].Li4[0].FromOtherPlaces_cb[0]')]: court('Finding 3a(4): other', '3a(4)'),
    [c3('Li1[0].List[0].Li4[0].OtherTravelRestrictions_ft[0]')]: court('Finding 3a(4): other (specify)', '3a(4)'),
    [c3('Li2[0].ChildAbductionPrevention_cb[0]')]: court('Finding: immediate risk of removal from California (FL-341(B))', '3b'),
    [c3('LI3[0].Children_continued_cb[0]')]: attached('3c', 'Continued on Attachment 3c', ['children3c']),
    [d3('Li1[0].Visitation_cb[0]')]: check('3d', 'Visitation (parenting time)', VISITATION),
    [d3('Li1[0].TextField2[0]')]: text('3d', 'The temporary orders for visitation (parenting time)', visitation),
    [d3('Li1[0].Attachment2e_cb[0]')]: attached('3d', 'See Attachment 3d', [d3('Li1[0].TextField2[0]')]),
    ...Object.fromEntries(
      (['Petitioner_cb', 'Respondent_cb', 'OtherParentParty_cb'] as const).map((box, i) => [
        d3(`LI2[0].List1[0].LI2[0].${box}[0]`),
        check(
          '3e(2)',
          `Must not remove the children: ${ROLES[i]}`,
          composedCond({ all: [TRAVEL, partyIncluded('custody.travel.who', ROLES[i], RFO_ROLES)] }),
        ),
      ]),
    ),
    [d3('LI2[0].List1[0].LI2[0].List1[0].LI1[0].FromCalifornia_cb[0]')]: check('3e(2)(a)', 'From the state of California', {
      all: [TRAVEL, { field: 'custody.travel.outOfState', equals: true }],
    }),
    [d3('LI2[0].List1[0].LI2[0].List1[0].LI2[0].FromFollowingCounties_cb[0]')]: check('3e(2)(b)', 'From the following counties', {
      all: [TRAVEL, { field: 'custody.travel.counties', filled: true }],
    }),
    [d3('LI2[0].List1[0].LI2[0].List1[0].LI2[0].ListCounties_ft[0]')]: text('3e(2)(b)', 'Counties (specify)', {
      if: TRAVEL,
      then: { from: 'custody.travel.counties' },
    }),
    [d3('LI2[0].List1[0].LI2[0].List1[0].LI3[0].FromOtherPlaces_cb[0]')]: check('3e(2)(c)', 'Other places', {
      all: [TRAVEL, { field: 'custody.travel.otherPlaces', filled: true }],
    }),
    [d3('LI2[0].List1[0].LI2[0].List1[0].LI3[0].OtherTravelRestrictions_ft[0]')]: text('3e(2)(c)', 'Other places (specify)', {
      if: TRAVEL,
      then: { from: 'custody.travel.otherPlaces' },
    }),
    [d3('LI3[0].List1[0].LI3[0].HabitualResidenceisUSA_cb[0]')]: court('Finding 3f(3): habitual residence the United States', '3f(3)'),
    [d3('LI3[0].List1[0].LI3[0].OtherHabitualResidence_cb[0]')]: court('Finding 3f(3): habitual residence other', '3f(3)'),
    [d3('LI3[0].List1[0].LI3[0].SpecifyOtherHabitualResidence_ft[0]')]: court('Finding 3f(3): country (specify)', '3f(3)'),
    // Item 4: property control.
    [i4('PropertyControl_cb[0]')]: check('4', 'Property control', PROPERTY),
    [i4('LI1[0].PetitionerExclusiveUser_cb[0]')]: check(
      '4a',
      'Exclusive use to: petitioner',
      partyAt('property.useBy', 'petitioner', PROPERTY),
    ),
    [i4('LI1[0].RespondentExclusiveUser_cb[0]')]: check(
      '4a',
      'Exclusive use to: respondent',
      partyAt('property.useBy', 'respondent', PROPERTY),
    ),
    [i4('LI1[0].OtherParentPartyExclusiveUser_cb[0]')]: check(
      '4a',
      'Exclusive use to: other parent/party',
      partyAt('property.useBy', 'otherParent', PROPERTY),
    ),
    [i4('LI1[0].CheckBox1[0]')]: check('4a', 'Property the parties own or are buying', {
      all: [PROPERTY, { field: 'property.ownership', equals: 'ownOrBuying' }],
    }),
    [i4('LI1[0].CheckBox2[0]')]: check('4a', 'Property the parties lease or rent', {
      all: [PROPERTY, { field: 'property.ownership', equals: 'leaseOrRent' }],
    }),
    [i4('LI1[0].SpecifyPropertyControl_ft[0]')]: text('4a', 'The property (specify)', {
      if: PROPERTY,
      then: { from: 'property.description' },
    }),
    [i4('LI2[0].Petitioner_cb[0]')]: check('4b', 'Payments by: petitioner', partyAt('property.debtsPaidBy', 'petitioner', PROPERTY)),
    [i4('LI2[0].Respondent_cb[0]')]: check('4b', 'Payments by: respondent', partyAt('property.debtsPaidBy', 'respondent', PROPERTY)),
    [i4('LI2[0].OtherParentParty_cb[0]')]: check(
      '4b',
      'Payments by: other parent/party',
      partyAt('property.debtsPaidBy', 'otherParent', PROPERTY),
    ),
    [p2('List5[0].LI1[0].ExistingOrdersRemainInEffect_cb[0]')]: court('All other existing orders remain in effect', '5'),
    [p2('List6[0].Li1[0].SpecifyOtherOrders_cb[0]')]: check('6', 'Other orders', OTHER),
    [p2('List6[0].Li1[0].OtherOrders_ft[0]')]: text('6', 'Other orders (specify)', { if: OTHER, then: { from: 'otherOrder' } }),
    [p2('List6[0].Li1[0].Attachment2e_cb[0]')]: attached('6', 'Additional orders are listed in Attachment 6', [
      p2('List6[0].Li1[0].OtherOrders_ft[0]'),
    ]),
    [p2('Date_Sub[0].DateOrderSignedByCourt_dt[0]')]: court(`Date (${JUDGE})`),
  },
  rowGroups: [childRows, debtRows],
  attachmentCaption: { shortTitle: composed(caseName), caseNumber: { filing: 'caseNumber' } },
});
