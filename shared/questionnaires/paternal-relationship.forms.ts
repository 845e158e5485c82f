/**
 * The forms the paternal-relationship questionnaire serves (reference: /work/shared/reference/court-forms.md §3.10;
 * model: forms/model.ts): FL-200 mapped field by field here; the summons FL-210 on its official form (forms/maps/fl-210.ts,
 * shared with parental-relationships); FL-105 and FL-311 from the shared fragments when the children are born; FL-150 from its fragment when
 * support is requested. The client is the petitioner, the other parent the respondent.
 */
import { attached, cell, check, checkIf, defineForms, na, staff, text, under } from './forms/build';
import type { FieldRule, PdfFormMap, ValueSpec } from './forms/model';
import { fl210Map } from './forms/maps/fl-210';
import { custodyBoxes, fl311Map, fl312Worksheet, PETITION_ROLES } from './forms/maps/fl-311';
import { fl150Map } from './forms/maps/fl-150';
import { composedCond, mapsFor } from './forms/typed';
import type { paternalRelationship } from './paternal-relationship';
import { caseNumber, standardCourtBox, standardAttorneyBox } from './forms/maps/caption';
import { fl105aWorksheet, fl105Map } from './forms/maps/fl-105';
import type { Condition } from './types';

export const FL200_REVISION = 'Rev. September 1, 2021';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
const includes = (field: string, value: string): Condition => ({ field, includes: value });
const all = (...cs: Condition[]): Condition => ({ all: cs });
const not = (c: Condition): Condition => ({ not: c });
const BORN: Condition = { field: 'childrenBorn', in: ['born', 'both'] };
const SUPPORT = is('childSupport', true);

export const PARENTAGE_CAPTION = {
  petitioner: { from: 'you.name' },
  respondent: { from: 'otherParent.name' },
} as const satisfies Record<string, ValueSpec>;
const caseName: ValueSpec = { join: [PARENTAGE_CAPTION.petitioner, PARENTAGE_CAPTION.respondent], separator: ' v. ' };

/** "Voluntary Declaration of Parentage signed 03/02/2024; filed with DCSS; not rescinded." (FL-200 item 5f). */
const vdpFacts: ValueSpec = {
  if: is('declarationSigned', true),
  then: {
    join: [
      { join: [{ text: 'Voluntary Declaration of Parentage signed' }, { from: 'vdpDate' }], separator: ' ' },
      {
        option: 'vdpFiled',
        labels: {
          filed: 'filed with the Department of Child Support Services',
          notFiled: 'not filed with the Department of Child Support Services',
          unknown: 'filing with the Department of Child Support Services unknown',
        },
      },
      { option: 'vdpRescinded', labels: { true: 'rescinded or set aside', false: 'not rescinded or set aside' } },
    ],
    separator: '; ',
  },
};

/** Whose parentage item 8a conditions custody on: the person tested, else the one the client asks to be found a parent. */
const foundParent = (who: 'me' | 'otherParent'): Condition => ({
  any: [
    is('testingWho', who),
    all(
      { field: 'testingWho', filled: false },
      includes('parentIs', who),
      ...(who === 'me' ? [not(includes('parentIs', 'otherParent'))] : []),
    ),
  ],
});

/** The three boxes "Petitioner / Respondent / Joint" of FL-200 items 9 and 10 for a "me / otherParent / joint" answer. */
function payBoxes(
  path: string,
  names: { petitioner: string; respondent: string; joint: string },
  item: string,
  label: string,
): Record<string, FieldRule> {
  return {
    [names.petitioner]: check(item, `${label}: Petitioner`, is(path, 'me')),
    [names.respondent]: check(item, `${label}: Respondent`, is(path, 'otherParent')),
    [names.joint]: check(item, `${label}: Joint`, is(path, 'joint')),
  };
}

export function fl200Map(): PdfFormMap {
  const cap = under('FL-200[0].Page1[0].Caption_sf[0].');
  const p1 = under('FL-200[0].Page1[0].');
  const p2 = under('FL-200[0].Page2[0].');
  const t = under('FL-200[0].Page1[0].List2[0].Li1[0].');
  const visitationTo = (who: 'me' | 'otherParty'): Condition =>
    all(BORN, not(is('custody.visitation', 'none')), {
      any: [
        is('custody.visitsFor', who),
        all({ field: 'custody.visitsFor', filled: false }, is('custody.physical', who === 'me' ? 'otherParty' : 'me')),
      ],
    });
  const fields: Record<string, FieldRule> = {
    ...standardAttorneyBox('you', cap, 'BarNo_ft'),
    ...standardCourtBox(cap),
    [cap('TitlePartyName[0].Party1_ft[0]')]: text('Caption', 'Petitioner', PARENTAGE_CAPTION.petitioner),
    [cap('TitlePartyName[0].Party2_ft[0]')]: text('Caption', 'Respondent', PARENTAGE_CAPTION.respondent),
    [cap('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    // 1. The petitioner.
    [p1('List1[0].Li1[0].CheckBox1[0]')]: check('1a', 'The petitioner gave birth to the children', is('yourRole', 'gaveBirth')),
    [p1('List1[0].Li2[0].CheckBox1[0]')]: check('1b', 'The petitioner wants to be determined a parent', is('yourRole', 'parent')),
    [p1('List1[0].Li2[0].FillText1[0]')]: text('1b', 'Why the petitioner is a parent', { from: 'parentReason' }),
    [p1('List1[0].Li3[0].CheckBox1[0]')]: check('1c', 'The petitioner wants to be determined not a parent', is('yourRole', 'notParent')),
    [p1('List1[0].Li3[0].FillText1[0]')]: text('1c', 'Why the petitioner is not a parent', { from: 'notParentReason' }),
    [p1('List1[0].Li4[0].CheckBox1[0]')]: check('1d', 'The petitioner is the child or the child’s representative', is('yourRole', 'child')),
    [p1('List1[0].Li4[0].FillText1[0]')]: text('1d', 'Court and date of appointment', { from: 'representative' }),
    [p1('List1[0].Li5[0].CheckBox1[0]')]: check('1e', 'Other', is('yourRole', 'other')),
    [p1('List1[0].Li5[0].FillText1[0]')]: text('1e', 'Other (specify)', { from: 'roleOther' }),
    // 2. The children.
    [p1('List2[0].Li2[0].CheckBox1[0]')]: check('2b', 'A child who is not yet born', { field: 'childrenBorn', in: ['unborn', 'both'] }),
    // 3. Jurisdiction over the respondent.
    [p1('List3[0].Li1[0].CheckBox1[0]')]: check('3a', 'The respondent lives in this state', includes('jurisdiction', 'livesHere')),
    [p1('List3[0].Li2[0].CheckBox1[0]')]: check('3b', 'Conception in this state', includes('jurisdiction', 'conception')),
    [p1('List3[0].Li3[0].CheckBox1[0]')]: check('3c', 'Other basis for jurisdiction', includes('jurisdiction', 'other')),
    [p1('List3[0].Li3[0].FillText1[0]')]: text('3c', 'Other basis for jurisdiction (specify)', { from: 'jurisdictionOther' }),
    // 4. Venue.
    [p1('List4[0].Li1[0].CheckBox1[0]')]: check('4a', 'The children live or are found in this county', is('venue', 'childrenLiveHere')),
    [p1('List4[0].Li2[0].CheckBox1[0]')]: check('4b', 'A parent is deceased; estate proceedings in this county', is('venue', 'estate')),
    // 5. The petitioner's claims.
    [p1('List5[0].Li1[0].CheckBox1[0]')]: check('5a', 'The respondent is the parent', includes('parentIs', 'otherParent')),
    [p1('List5[0].Li2[0].CheckBox1[0]')]: check(
      '5b',
      'Parentage determined by a voluntary declaration',
      all(is('declarationSigned', true), is('vdpRescinded', false)),
    ),
    [p1('List5[0].Li3[0].CheckBox1[0]')]: checkIf('5c', 'The respondent has failed to support the children', 'failedToSupport'),
    [p1('List5[0].Li4[0].CheckBox1[0]')]: checkIf('5d', 'Reasonable expenses of pregnancy and birth', 'birthExpenses'),
    [p1('List5[0].Li4[0].FillText1[0]')]: text('5d', 'Who furnished the expenses (name)', { from: 'expenses.paidBy' }),
    [p1('List5[0].Li5[0].CheckBox1[0]')]: checkIf('5e', 'Public assistance is provided to the children', 'publicAssistance'),
    [p1('List5[0].Li6[0].CheckBox1[0]')]: check('5f', 'Other claims', is('declarationSigned', true)),
    [p1('List5[0].Li6[0].FillText1[0]')]: text('5f', 'Other claims (specify)', vdpFacts),
    // Page 2.
    [p2('pxCaption[0].TitlePartyName[0].Party1_ft[0]')]: text('Caption', 'Petitioner', PARENTAGE_CAPTION.petitioner),
    [p2('pxCaption[0].TitlePartyName[0].Party2_ft[0]')]: text('Caption', 'Respondent', PARENTAGE_CAPTION.respondent),
    [p2('pxCaption[0].CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    // 7. Parent-child relationship.
    [p2('List7[0].Li1[0].CheckBox1[0]')]: check('7a', 'Is the parent: Petitioner', includes('parentIs', 'me')),
    [p2('List7[0].Li1[0].CheckBox2[0]')]: check('7a', 'Is the parent: Respondent', includes('parentIs', 'otherParent')),
    [p2('List7[0].Li2[0].CheckBox1[0]')]: check('7b', 'Is not the parent: Petitioner', includes('notParentIs', 'me')),
    [p2('List7[0].Li2[0].CheckBox2[0]')]: check('7b', 'Is not the parent: Respondent', includes('notParentIs', 'otherParent')),
    [p2('List7[0].Li3[0].CheckBox1[0]')]: checkIf('7c', 'Genetic testing requested', 'geneticTesting'),
    [p2('List7[0].Li3[0].CheckBox2[0]')]: check('7c', 'Genetic testing of: Petitioner', is('testingWho', 'me')),
    [p2('List7[0].Li3[0].CheckBox3[0]')]: check('7c', 'Genetic testing of: Respondent', is('testingWho', 'otherParent')),
    // 8. Custody and visitation.
    [p2('List8[0].Li1[0].CheckBox1[0]')]: check('8a', 'If found to be the parent: Petitioner', all(BORN, foundParent('me'))),
    [p2('List8[0].Li1[0].CheckBox2[0]')]: check('8a', 'If found to be the parent: Respondent', all(BORN, foundParent('otherParent'))),
    ...custodyBoxes(
      'custody.legal',
      PETITION_ROLES,
      {
        petitioner: p2('List8[0].Li2[0].ToPetitioner_cb[0]'),
        respondent: p2('List8[0].Li2[0].ToRespondent_cb[0]'),
        joint: p2('List8[0].Li2[0].ToBothJointly_cb[0]'),
        other: p2('List8[0].Li2[0].ToOther_cb[0]'),
      },
      '8b',
      'Legal custody to',
      BORN,
    ),
    ...custodyBoxes(
      'custody.physical',
      PETITION_ROLES,
      {
        petitioner: p2('List8[0].Li3[0].ToPetitioner_cb[0]'),
        respondent: p2('List8[0].Li3[0].ToRespondent_cb[0]'),
        joint: p2('List8[0].Li3[0].ToBothJointly_cb[0]'),
        other: p2('List8[0].Li3[0].ToOther_cb[0]'),
      },
      '8c',
      'Physical custody to',
      BORN,
    ),
    [p2('List8[0].Li4[0].ForPetitioner_cb[0]')]: check('8d', 'Visitation to: Petitioner', visitationTo('me')),
    [p2('List8[0].Li4[0].ForRespondent_cb[0]')]: check('8d', 'Visitation to: Respondent', visitationTo('otherParty')),
    [p2('List8[0].Li4[0].ForOther_cb[0]')]: na('Visitation is requested for one of the parties', 'Visitation to: Other'),
    [p2('List8[0].Li4[0].FormFL-311_cb[0]')]: check('8d', 'As requested in form FL-311', BORN),
    [p2('List8[0].Li4[0].FormFL-312_cb[0]')]: check('8d', 'As requested in form FL-312', all(BORN, is('custody.abductionRisk', true))),
    [p2('List8[0].Li4[0].FormFL-341C_cb[0]')]: staff(
      '8d',
      'As requested in form FL-341(C)',
      'only if staff attach FL-341(C) for the holiday schedule',
    ),
    [p2('List8[0].Li4[0].FormFL-341D_cb[0]')]: staff(
      '8d',
      'As requested in form FL-341(D)',
      'only if staff attach FL-341(D) for additional provisions',
    ),
    [p2('List8[0].Li4[0].FormFL-341E[0]')]: check('8d', 'As requested in form FL-341(E)', all(BORN, is('custody.jointLegalForm', true))),
    [p2('List8[0].Li4[0].Attachment6e1[0]')]: na('The requests are on the attached FL-311', 'Attachment 8d'),
    [p2('List8[0].Li5[0].FillText1[0]')]: text('8e', 'Facts in support of the custody and visitation orders', { from: 'custodyFacts' }),
    [p2('List8[0].Li5[0].RB2Choices[0]')]: attached('8e', 'Facts contained in the attached declaration', [
      p2('List8[0].Li5[0].FillText1[0]'),
    ]),
    // 9. Pregnancy and birth expenses.
    ...payBoxes(
      'expenses.payBy',
      {
        petitioner: p2('list9[0].Li1[0].#area[0].Checkbox1[0]'),
        respondent: p2('list9[0].Li1[0].#area[1].Checkbox2[0]'),
        joint: p2('list9[0].Li1[0].#area[2].Checkbox3[0]'),
      },
      '9',
      'Pregnancy and birth expenses paid by',
    ),
    [p2('list9[0].Li1[0].TextField1[0]')]: text('9', 'Pregnancy and birth expenses: as follows', { from: 'expenses.details' }),
    // 10. Fees and costs.
    ...payBoxes(
      'attorneyFeesBy',
      {
        petitioner: p2('List10[0].Li1[0].#area[0].Checkbox1[0]'),
        joint: p2('List10[0].Li1[0].#area[1].Checkbox2[0]'),
        respondent: p2('List10[0].Li1[0].#area[2].Checkbox3[0]'),
      },
      '10a',
      'Attorney fees paid by',
    ),
    ...payBoxes(
      'costsBy',
      {
        petitioner: p2('List10[0].Li2[0].#area[0].Checkbox1[0]'),
        respondent: p2('List10[0].Li2[0].#area[1].Checkbox2[0]'),
        joint: p2('List10[0].Li2[0].#area[2].Checkbox3[0]'),
      },
      '10b',
      'Expert, guardian ad litem and other costs paid by',
    ),
    // 11. Name change, 13. other orders.
    [p2('List11[0].Li1[0].RB2Choices[0]')]: checkIf('11', 'Children’s names be changed', 'changeChildName'),
    [p2('List11[0].Li1[0].FillText1[0]')]: text('11', 'Old and new names', { from: 'newChildName' }),
    [p2('List13[0].Li1[0].RB2Choices[0]')]: check('13', 'Other orders requested', { field: 'otherOrders', filled: true }),
    [p2('List13[0].Li1[0].FillText109[0]')]: text('13', 'Other orders requested (specify)', { from: 'otherOrders' }),
    [p2('SignSub[0].Date_dt[0]')]: staff('Signature', 'Date of signing', 'the day the client signs'),
    [p2('SignSub[0].FillText1[0]')]: text('Signature', 'Petitioner’s name', PARENTAGE_CAPTION.petitioner),
  };
  return {
    kind: 'pdf',
    form: 'FL-200',
    title: 'Petition to Determine Parental Relationship',
    revision: FL200_REVISION,
    fields,
    rowGroups: [
      {
        id: 'children',
        item: '2a',
        label: 'The children',
        source: ['uccjea.children'],
        where: { field: '/childrenBorn', in: ['born', 'both'] },
        sort: { by: 'birthDate', order: 'asc' },
        rows: [1, 2, 3, 4].map((n) => ({
          [t(`Child${n}Name_tf[0]`)]: cell('name'),
          [t(n === 3 ? 'Child3Date_dt[0]' : `Child${n}Birthdate_dt[0]`)]: cell('birthDate'),
          [t(`Child${n}Age_tf[0]`)]: cell({ age: 'birthDate' }),
        })),
        overflow: {
          kind: 'attachment',
          title: 'FL-200, Attachment 2a — The children',
          columns: [
            { label: 'Child’s name', value: { from: 'name' } },
            { label: 'Birthdate', value: { from: 'birthDate' } },
            { label: 'Age', value: { age: 'birthDate' } },
          ],
        },
      },
      {
        id: 'expenses',
        item: '5d',
        label: 'Expenses of pregnancy and birth',
        source: ['expenses.items'],
        rows: [1, 2].map((n) => ({
          [p1(`List5[0].Li4[0].amount${n}_tf[0]`)]: cell({ money: 'amount' }),
          [p1(`List5[0].Li4[0].Payable${n}_tf[0]`)]: cell('payableTo'),
          [p1(`List5[0].Li4[0].For${n}_tf[0]`)]: cell('for'),
        })),
        overflow: {
          kind: 'attachment',
          title: 'FL-200, Attachment 5d — Expenses of pregnancy and birth',
          columns: [
            { label: 'Amount', value: { money: 'amount', format: 'dollars' } },
            { label: 'Payable to', value: { from: 'payableTo' } },
            { label: 'For', value: { from: 'for' } },
          ],
        },
      },
    ],
    attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  };
}

export const paternalRelationshipForms = defineForms({
  type: 'paternal-relationship',
  version: 2,
  forms: [
    fl200Map(),
    fl210Map('you', PARENTAGE_CAPTION.respondent),
    fl105Map(mapsFor<typeof paternalRelationship>(), { declarant: 'you', caption: PARENTAGE_CAPTION, when: composedCond(BORN) }),
    fl105aWorksheet(BORN),
    fl311Map(mapsFor<typeof paternalRelationship>(), {
      attachedTo: 'petition',
      caption: PARENTAGE_CAPTION,
      children: 'uccjea.children',
      roles: PETITION_ROLES,
      when: composedCond(BORN),
    }),
    fl312Worksheet(BORN),
    fl150Map(mapsFor<typeof paternalRelationship>(), {
      declarant: 'you',
      ageFrom: 'you.dateOfBirth',
      caption: PARENTAGE_CAPTION,
      when: composedCond(SUPPORT),
    }),
  ],
});
