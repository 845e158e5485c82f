/**
 * The forms the dissolution questionnaire serves (reference: /work/shared/reference/court-forms.md §3.6; model:
 * forms/model.ts): FL-100, FL-110 and FL-115 mapped field by field here (when the client chose the petition; the joint
 * petition FL-700, which the project does not hold, is a worksheet and needs no summons or service); FL-105 and
 * FL-311 from the shared fragments when there are children; the preliminary disclosure — FL-140 on its official form
 * (forms/maps/fl-140.ts) and FL-142 (forms/maps/fl-142.ts) on their official forms — and FL-150 from its fragment. The client is the petitioner (the first joint petitioner, Fam. Code §2342.5(a)).
 */
import { attached, cell, check, checkIf, court, defineForms, na, staff, text, under } from './forms/build';
import type { FieldRule, PdfFormMap, RowGroup, ValueSpec, WorksheetMap } from './forms/model';
import { communityList, hasCommunity, hasSeparate, SEPARATE_ASSETS, SEPARATE_DEBTS } from './fragments/assets.map';
import { ALWAYS, custodyBoxes, fl311Map, fl312Worksheet, partyIs, PETITION_ROLES } from './forms/maps/fl-311';
import { fl150Map } from './forms/maps/fl-150';
import { composedCond, mapsFor } from './forms/typed';
import type { dissolution } from './dissolution';
import { attorneyBoxAt, caseNumber, courtNameAndAddress, oneLineAddress, standardCourtBox } from './forms/maps/caption';
import { fl105aWorksheet, fl105Map } from './forms/maps/fl-105';
import { fl140Map } from './forms/maps/fl-140';
import { fl142Map } from './forms/maps/fl-142';
import type { Condition } from './types';

export const FL100_REVISION = 'Rev. January 1, 2020';
export const FL110_REVISION = 'Rev. January 1, 2015';
export const FL115_REVISION = 'Rev. January 1, 2021';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
const oneOf = (field: string, values: readonly string[]): Condition => ({ field, in: values });
const all = (...cs: Condition[]): Condition => ({ all: cs });
const not = (c: Condition): Condition => ({ not: c });

const MARRIAGE = oneOf('relationshipType', ['marriage', 'both']);
const PARTNERSHIP = oneOf('relationshipType', ['domesticPartnership', 'both']);
const JOINT = is('petitionForm', 'joint');
const CHILDREN = is('hasMinorChildren', true);
const VOID = oneOf('nullityGrounds', ['incest', 'bigamy']);
const VOIDABLE = oneOf('nullityGrounds', ['age', 'priorMarriage', 'unsoundMind', 'fraud', 'force', 'physicalIncapacity']);

export const DISSOLUTION_CAPTION = {
  petitioner: { from: 'petitioner.name' },
  respondent: { from: 'respondent.name' },
} as const satisfies Record<string, ValueSpec>;
const caseName: ValueSpec = { join: [DISSOLUTION_CAPTION.petitioner, DISSOLUTION_CAPTION.respondent], separator: ' v. ' };

/** The petitioner's address where papers reach them: the mailing address when different. */
const petitionerBlock: ValueSpec = {
  join: [
    { from: 'petitioner.name' },
    {
      if: is('petitioner.differentMailing', true),
      then: oneLineAddress('petitioner.mailing'),
      else: oneLineAddress('petitioner'),
    },
    { from: 'petitioner.phone' },
  ],
  separator: '\n',
};

/** FL-100 item 9b: separate assets and debts to confirm, with the party they are confirmed to. */
function separateRows(): RowGroup {
  const t = under('FL-100[0].Page2[0].ConfirmSeparateProperty_sf[0].');
  const item: ValueSpec = {
    join: [
      { from: 'description' },
      {
        if: { field: 'amount', filled: true },
        then: { join: [{ text: 'debt of' }, { money: 'amount', format: 'dollars' }], separator: ' ' },
      },
    ],
    separator: ', ',
  };
  const to: ValueSpec = { option: 'owner', labels: { mine: 'Petitioner', spouse: 'Respondent' } };
  const rows: Array<[string, string]> = [
    ['SeparatePropertyList1_tf[0]', 'ConfirmPropertyList1To_tf[0]'],
    ['SeparatePropertyList2_tf[0]', 'ConfirmPropertyList2To_tf[0]'],
    ['SeparatePropertyList3_tf[0]', 'ConfirmPropertyList3To_tf[0]'],
    ['SeparatePropertyList4_tf[0]', 'ConfirmPropertyList4To_tf[0]'],
    ['SeparatePropertyList4_tf[1]', 'ConfirmPropertyList4To_tf[1]'],
  ];
  return {
    id: 'separate9b',
    item: '9b',
    label: 'Separate assets and debts to confirm',
    source: [SEPARATE_ASSETS, SEPARATE_DEBTS],
    rows: rows.map(([what, whom]) => ({ [t(what)]: cell(item), [t(whom)]: cell(to) })),
    overflow: {
      kind: 'attachment',
      title: 'FL-100, Attachment 9b — Separate property',
      columns: [
        { label: 'Item', value: item },
        { label: 'Confirm to', value: to },
      ],
    },
  };
}

export function fl100Map(): PdfFormMap {
  const p1 = under('FL-100[0].Page1[0].');
  const cap = under('FL-100[0].Page1[0].CaptionP1_sf[0].');
  const p2 = under('FL-100[0].Page2[0].');
  const p3 = under('FL-100[0].Page3[0].');
  const children = under('FL-100[0].Page1[0].MinorChildren_sf[0].');
  const kind = (type: string, relation: Condition): Condition => all(is('petitionType', type), relation);
  /** Visitation to the party without physical custody (or the one the schedule names). */
  const visitationTo = (role: 'petitioner' | 'respondent'): Condition =>
    all(CHILDREN, not(is('custody.visitation', 'none')), {
      any: [
        partyIs('custody.visitsFor', role, PETITION_ROLES),
        all({ field: 'custody.visitsFor', filled: false }, is('custody.physical', role === 'petitioner' ? 'otherParty' : 'me')),
      ],
    });
  const support = (who: 'supportToMe' | 'supportToSpouse', value: string) => is(who, value);
  const fields: Record<string, FieldRule> = {
    ...attorneyBoxAt('petitioner', {
      barNumber: cap('AttyInfo[0].BarNo_ft[0]'),
      name: cap('AttyInfo[0].AttyName_ft[0]'),
      firm: cap('AttyInfo[0].AttyFirm_ft[0]'),
      street: cap('AttyInfo[0].AttyStreet_ft[0]'),
      city: cap('AttyInfo[0].AttyCity_ft[0]'),
      state: cap('AttyInfo[0].AttyState_ft[0]'),
      zip: cap('AttyInfo[0].AttyZip_ft[0]'),
      phone: cap('AttyInfo[0].Phone_ft[0]'),
      fax: cap('AttyInfo[0].Fax_ft[0]'),
      email: cap('AttyInfo[0].Email_ft[0]'),
      attorneyFor: cap('AttyInfo[0].AttyFor_ft[0]'),
    }),
    ...standardCourtBox(cap),
    [cap('TitlePartyName[0].Party1_ft[0]')]: text('Caption', 'Petitioner', DISSOLUTION_CAPTION.petitioner),
    [cap('TitlePartyName[0].Party2_ft[0]')]: text('Caption', 'Respondent', DISSOLUTION_CAPTION.respondent),
    [cap('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    [cap('FormTitle[0].Amended_cb[0]')]: staff('Caption', 'Amended petition', 'only when amending a petition already filed'),
    [cap('FormTitle[0].DissolutionOf_cb[0]')]: check('Caption', 'Dissolution (divorce) of', is('petitionType', 'dissolution')),
    [cap('FormTitle[0].Marriage_cb[0]')]: check('Caption', 'Dissolution of: marriage', kind('dissolution', MARRIAGE)),
    [cap('FormTitle[0].DomesticPartnership_cb[0]')]: check(
      'Caption',
      'Dissolution of: domestic partnership',
      kind('dissolution', PARTNERSHIP),
    ),
    [cap('FormTitle[0].LegalSeparationOf_cb[0]')]: check('Caption', 'Legal separation of', is('petitionType', 'legalSeparation')),
    [cap('FormTitle[0].Marriage_cb[2]')]: check('Caption', 'Legal separation of: marriage', kind('legalSeparation', MARRIAGE)),
    [cap('FormTitle[0].DomesticPartnership_cb[2]')]: check(
      'Caption',
      'Legal separation of: domestic partnership',
      kind('legalSeparation', PARTNERSHIP),
    ),
    [cap('FormTitle[0].NullityOf_cb[0]')]: check('Caption', 'Nullity of', is('petitionType', 'nullity')),
    [cap('FormTitle[0].Marriage_cb[1]')]: check('Caption', 'Nullity of: marriage', kind('nullity', MARRIAGE)),
    [cap('FormTitle[0].DomesticPartnership_cb[1]')]: check('Caption', 'Nullity of: domestic partnership', kind('nullity', PARTNERSHIP)),
    // 1. Legal relationship.
    [p1('WeAreMarried_cb[0]')]: check('1a', 'We are married', MARRIAGE),
    [p1('DPEstablishedInCalifornia[0]')]: check(
      '1b',
      'Domestic partnership established in California',
      all(PARTNERSHIP, is('partnershipEstablished', 'california')),
    ),
    [p1('DPNOTEstablishedinCA_cb[0]')]: check(
      '1c',
      'Domestic partnership not established in California',
      all(PARTNERSHIP, is('partnershipEstablished', 'elsewhere')),
    ),
    // 2. Residence requirements.
    [p1('PetitionerMeetsResidencyReqs_cb[0]')]: check(
      '2a',
      'Petitioner meets the residence requirement',
      oneOf('residency', ['petitioner', 'both']),
    ),
    [p1('RespondentMeetsResidencyReqs_cb[0]')]: check(
      '2a',
      'Respondent meets the residence requirement',
      oneOf('residency', ['respondent', 'both']),
    ),
    [p1('DPNOTEstablishedinCA_cb[1]')]: check(
      '2b',
      'Domestic partnership established in California: no residence needed',
      all(PARTNERSHIP, is('partnershipEstablished', 'california')),
    ),
    [p1('SameSexMarriedInCA_cb[0]')]: check(
      '2c',
      'Same sex, married in California, live where it cannot be dissolved',
      is('residency', 'sameSexCaMarriage'),
    ),
    [p1('PetitionersResidence_tf[0]')]: text('2c', 'Petitioner lives in', { from: 'petitionerLivesIn' }),
    [p1('RespondentsResidence_tf[0]')]: text('2c', 'Respondent lives in', { from: 'respondentLivesIn' }),
    // 3. Statistical facts.
    [p1('CheckBox61[0]')]: check('3a', 'Marriage: statistical facts', MARRIAGE),
    [p1('DateOfMarriage_dt[0]')]: text('3a(1)', 'Date of marriage', { from: 'marriageDate' }),
    [p1('DateOfSeparation_dt[0]')]: text('3a(2)', 'Date of separation', { if: MARRIAGE, then: { from: 'separationDate' } }),
    [p1('MonthsSeparated_tf[0]')]: text('3a(3)', 'Marriage to separation: years', {
      span: ['marriageDate', 'separationDate'],
      unit: 'years',
    }),
    [p1('MonthsSeparated_tf[1]')]: text('3a(3)', 'Marriage to separation: months', {
      span: ['marriageDate', 'separationDate'],
      unit: 'months',
    }),
    [p1('CheckBox61[1]')]: check('3b', 'Domestic partnership: statistical facts', PARTNERSHIP),
    [p1('DateTimeField1[0]')]: text('3b(1)', 'Registration date of the domestic partnership', { from: 'registrationDate' }),
    [p1('DatePartnersSeparated_dt[0]')]: text('3b(2)', 'Date of separation (partnership)', {
      if: PARTNERSHIP,
      then: { from: 'separationDate' },
    }),
    [p1('MonthsSeparated_tf[3]')]: text('3b(3)', 'Registration to separation: years', {
      span: ['registrationDate', 'separationDate'],
      unit: 'years',
    }),
    [p1('MonthsSeparated_tf[2]')]: text('3b(3)', 'Registration to separation: months', {
      span: ['registrationDate', 'separationDate'],
      unit: 'months',
    }),
    // 4. Minor children.
    [p1('ThereAreNoMinorChildren_cb[0]')]: check(
      '4a',
      'There are no minor children',
      all(is('hasMinorChildren', false), is('expectingChild', false)),
    ),
    [children('MinorChildrenList_cb[0]')]: check('4b', 'The minor children are', { any: [CHILDREN, is('expectingChild', true)] }),
    [children('Attachment4b[0]')]: attached('4b(1)', 'Children continued on Attachment 4b', ['children']),
    [children('UnbornChild_cb[0]')]: checkIf('4b(2)', 'A child who is not yet born', 'expectingChild'),
    [p1('PartiesSignedVoluntaryPaternityDec_cb[0]')]: checkIf('4e', 'Voluntary declaration of parentage signed', 'vdpSigned'),
    // Page 2 caption.
    [p2('Parties[0].Party1_ft[0]')]: text('Caption', 'Petitioner', DISSOLUTION_CAPTION.petitioner),
    [p2('Parties[0].Party2_ft[0]')]: text('Caption', 'Respondent', DISSOLUTION_CAPTION.respondent),
    [p2('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    // 5. Legal grounds.
    [p2('SepTypeDef_cb[1]')]: check('5a', 'Divorce', is('petitionType', 'dissolution')),
    [p2('SepTypeDef_cb[0]')]: check('5a', 'Legal separation', is('petitionType', 'legalSeparation')),
    [p2('SepBasis_cb[0]')]: check('5a(1)', 'Irreconcilable differences', is('grounds', 'irreconcilable')),
    [p2('SepBasis_cb[1]')]: check('5a(2)', 'Permanent legal incapacity to make decisions', is('grounds', 'incapacity')),
    [p2('Nullity_cb[0]')]: check('5b', 'Nullity of void marriage or partnership', VOID),
    [p2('BasedOnIncest_cb[0]')]: check('5b(1)', 'Incest', is('nullityGrounds', 'incest')),
    [p2('BasedOnBigamy_cb[0]')]: check('5b(2)', 'Bigamy', is('nullityGrounds', 'bigamy')),
    [p2('NullityofVoidableMarriageOrDP_cb[0]')]: check('5c', 'Nullity of voidable marriage or partnership', VOIDABLE),
    [p2('BasedonAge_cb[0]')]: check('5c(1)', 'Petitioner’s age at the time', is('nullityGrounds', 'age')),
    [p2('PriorExistingMarriageOrDP_cb[0]')]: check(
      '5c(2)',
      'Prior existing marriage or partnership',
      is('nullityGrounds', 'priorMarriage'),
    ),
    [p2('BasedOnUnsoundMind_cb[0]')]: check('5c(3)', 'Unsound mind', is('nullityGrounds', 'unsoundMind')),
    [p2('BasedonFraud_cb[0]')]: check('5c(4)', 'Fraud', is('nullityGrounds', 'fraud')),
    [p2('BasedOnForce_cb[0]')]: check('5c(5)', 'Force', is('nullityGrounds', 'force')),
    [p2('BasedonPhysicalIncapacity_cb[0]')]: check('5c(6)', 'Physical incapacity', is('nullityGrounds', 'physicalIncapacity')),
    // 6. Custody and visitation.
    ...custodyBoxes(
      'custody.legal',
      PETITION_ROLES,
      {
        petitioner: p2('ToPetitioner_cb[0]'),
        respondent: p2('ToRespondent_cb[0]'),
        joint: p2('ToBothJointly_cb[0]'),
        other: p2('ToOther_cb[0]'),
      },
      '6a',
      'Legal custody to',
      CHILDREN,
    ),
    ...custodyBoxes(
      'custody.physical',
      PETITION_ROLES,
      {
        petitioner: p2('ToPetitioner_cb[1]'),
        respondent: p2('ToRespondent_cb[1]'),
        joint: p2('ToBothJointly_cb[1]'),
        other: p2('ToOther_cb[1]'),
      },
      '6b',
      'Physical custody to',
      CHILDREN,
    ),
    [p2('ForPetitioner_cb[0]')]: check('6c', 'Visitation to: Petitioner', visitationTo('petitioner')),
    [p2('ForRespondent_cb[0]')]: check('6c', 'Visitation to: Respondent', visitationTo('respondent')),
    [p2('ForOther_cb[0]')]: na('Visitation is requested for one of the parties', 'Visitation to: Other'),
    [p2('FormFL-311_cb[0]')]: check('6c', 'As requested in form FL-311', CHILDREN),
    [p2('FormFL-312_cb[0]')]: check('6c', 'As requested in form FL-312', all(CHILDREN, is('custody.abductionRisk', true))),
    [p2('FormFL-341C_cb[0]')]: staff('6c', 'As requested in form FL-341(C)', 'only if staff attach FL-341(C) for the holiday schedule'),
    [p2('FormFL-341D_cb[0]')]: staff('6c', 'As requested in form FL-341(D)', 'only if staff attach FL-341(D) for additional provisions'),
    [p2('FormFL-341E[0]')]: check('6c', 'As requested in form FL-341(E)', all(CHILDREN, is('custody.jointLegalForm', true))),
    [p2('Attachment6e1[0]')]: na('The requests are on the attached FL-311', 'Attachment 6c(1)'),
    // 7. Child support.
    [p2('OtherChildSupport_cb[0]')]: check('7d', 'Child support: other', { field: 'childSupportOther', filled: true }),
    [p2('ChildSupport_ft[0]')]: text('7d', 'Child support: other (specify)', { from: 'childSupportOther' }),
    // 8. Spousal or partner support.
    [p2('PaySupport_cb[0]')]: check('8a', 'Support payable to', {
      any: [support('supportToMe', 'award'), support('supportToSpouse', 'award')],
    }),
    [p2('PaySupporttoPetitioner_cb[0]')]: check('8a', 'Support payable to: Petitioner', support('supportToMe', 'award')),
    [p2('PaySupportoRespondent_cb[0]')]: check('8a', 'Support payable to: Respondent', support('supportToSpouse', 'award')),
    [p2('EndJurixReSupport[0]')]: check('8b', 'End the court’s ability to award support to', {
      any: [support('supportToMe', 'terminate'), support('supportToSpouse', 'terminate')],
    }),
    [p2('EndJurixRePetitioner_cb[0]')]: check('8b', 'End support jurisdiction: Petitioner', support('supportToMe', 'terminate')),
    [p2('EndJurixReRespondent_cb[0]')]: check('8b', 'End support jurisdiction: Respondent', support('supportToSpouse', 'terminate')),
    [p2('PartiesSignedVoluntaryPaternityDec_cb[0]')]: check('8c', 'Reserve the issue of support payable to', {
      any: [support('supportToMe', 'reserve'), support('supportToSpouse', 'reserve')],
    }),
    [p2('ReserveJurixSupportPet_cb[0]')]: check('8c', 'Reserve support: Petitioner', support('supportToMe', 'reserve')),
    [p2('ReserveJurixSupportResp_cb[0]')]: check('8c', 'Reserve support: Respondent', support('supportToSpouse', 'reserve')),
    [p2('Other_cb[0]')]: check('8d', 'Support: other', { field: 'supportOther', filled: true }),
    [p2('OtherSupport_ft[0]')]: text('8d', 'Support: other (specify)', { from: 'supportOther' }),
    // 9. Separate property.
    [p2('NoSeparateProperty_cb[0]')]: check('9a', 'No separate assets or debts to confirm', not(hasSeparate)),
    [p2('ConfirmSeparateProperty_sf[0].ConfirmSeparateProperty_cb[0]')]: check('9b', 'Confirm as separate property', hasSeparate),
    [p2('ConfirmSeparateProperty_sf[0].WhereSPListed_cb[1]')]: na(
      'The items are listed on the petition or its Attachment 9b',
      'In Property Declaration (FL-160)',
    ),
    [p2('ConfirmSeparateProperty_sf[0].WhereSPListed_cb[0]')]: attached('9b', 'Separate property in Attachment 9b', ['separate9b']),
    [p2('ConfirmSeparateProperty_sf[0].WhereSPListed_cb[2]')]: check('9b', 'Separate property in the following list', hasSeparate),
    // Page 3.
    [p3('Parties[0].Party1_ft[0]')]: text('Caption', 'Petitioner', DISSOLUTION_CAPTION.petitioner),
    [p3('Parties[0].Party2_ft[0]')]: text('Caption', 'Respondent', DISSOLUTION_CAPTION.respondent),
    [p3('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
    // 10. Community and quasi-community property.
    [p3('NoCommOrQuasiCommProperty_cb[0]')]: check('10a', 'No community or quasi-community assets or debts', not(hasCommunity)),
    [p3('CommQuasiProperty_sf[0].PropertyListed_cb[0]')]: check(
      '10b',
      'Determine rights to community and quasi-community property',
      hasCommunity,
    ),
    [p3('CommQuasiProperty_sf[0].WhereCPListed_cb[1]')]: na(
      'The items are listed on the petition or its Attachment 10b',
      'In Property Declaration (FL-160)',
    ),
    [p3('CommQuasiProperty_sf[0].WhereCPListed_cb[0]')]: attached('10b', 'Community property in Attachment 10b', [
      p3('CommQuasiProperty_sf[0].ListProperty_ft[0]'),
    ]),
    [p3('CommQuasiProperty_sf[0].WhereCPListed_cb[2]')]: check('10b', 'Community property as follows', hasCommunity),
    [p3('CommQuasiProperty_sf[0].ListProperty_ft[0]')]: text('10b', 'Community and quasi-community assets and debts', communityList()),
    // 11. Other requests.
    [p3('FeesAndCost_cb[0]')]: checkIf('11a', 'Attorney’s fees and costs payable by', 'attorneyFees'),
    [p3('AttyFeePay_cb[1]')]: check('11a', 'Fees payable by: Petitioner', is('attorneyFeesPaidBy', 'petitioner')),
    [p3('AttyFeePay_cb[0]')]: check('11a', 'Fees payable by: Respondent', is('attorneyFeesPaidBy', 'respondent')),
    [p3('RestoreFormerName_cb[0]')]: checkIf('11b', 'Restore petitioner’s former name', 'restoreFormerName'),
    [p3('SpecifyFormerName_tf[0]')]: text('11b', 'Former name', { from: 'formerName' }),
    [p3('OtherRequests_cb[0]')]: check('11c', 'Other requests', { field: 'otherRequests', filled: true }),
    [p3('SpecifyOtherRequests_tf[0]')]: text('11c', 'Other requests (specify)', { from: 'otherRequests' }),
    [p3('ContinuedOnAttachment_cb[0]')]: attached('11c', 'Continued on Attachment 11c', [p3('SpecifyOtherRequests_tf[0]')]),
    [p3('SigDate[0]')]: staff('Signature', 'Date of signing', 'the day the client signs'),
    [p3('PrintPetitionerName_tf[0]')]: text('Signature', 'Petitioner’s name', DISSOLUTION_CAPTION.petitioner),
    [p3('SigDate[1]')]: na('The client represents themselves: no attorney signs', 'Attorney’s signature date'),
    [p3('PrintPetitionerAttorneyName_tf[0]')]: na('The client represents themselves: no attorney signs', 'Attorney’s name'),
  };
  const t = under('FL-100[0].Page1[0].MinorChildren_sf[0].');
  return {
    kind: 'pdf',
    form: 'FL-100',
    title: 'Petition—Marriage/Domestic Partnership',
    revision: FL100_REVISION,
    when: not(JOINT),
    fields,
    rowGroups: [
      {
        id: 'children',
        item: '4b',
        label: 'Minor children',
        source: ['uccjea.children'],
        where: { field: '/hasMinorChildren', equals: true },
        sort: { by: 'birthDate', order: 'asc' },
        rows: [1, 2, 3, 4].map((n) => ({
          [t(`Child${n}Name_tf[0]`)]: cell('name'),
          [t(n === 3 ? 'Child3Date_dt[0]' : `Child${n}Birthdate_dt[0]`)]: cell('birthDate'),
          [t(`Child${n}Age_tf[0]`)]: cell({ age: 'birthDate' }),
        })),
        overflow: {
          kind: 'attachment',
          title: 'FL-100, Attachment 4b — Minor children',
          columns: [
            { label: 'Child’s name', value: { from: 'name' } },
            { label: 'Birthdate', value: { from: 'birthDate' } },
            { label: 'Age', value: { age: 'birthDate' } },
          ],
        },
      },
      separateRows(),
    ],
    attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  };
}

export function fl110Map(): PdfFormMap {
  const p = under('topmostSubform[0].Page1[0].');
  return {
    kind: 'pdf',
    form: 'FL-110',
    title: 'Summons (Family Law)',
    revision: FL110_REVISION,
    when: not(JOINT),
    fields: {
      [p('TextField2[0]')]: text('Caption', 'Notice to respondent (name)', DISSOLUTION_CAPTION.respondent),
      [p('#field[7]')]: na('The same box in Spanish: the name is written once, on the English line', 'Aviso al demandado (nombre)'),
      [p('TextField2[1]')]: text('Caption', 'Petitioner’s name', DISSOLUTION_CAPTION.petitioner),
      [p('#field[8]')]: na('The same box in Spanish: the name is written once, on the English line', 'Nombre del demandante'),
      [p('T33[0]')]: caseNumber(),
      [p('OtherSpecify_tf[0]')]: courtNameAndAddress('1'),
      [p('T89[0]')]: text('2', 'Name, address and phone number of the petitioner without an attorney', petitionerBlock),
      [p('T91[0]')]: court('Date'),
      [p('T108[0]')]: court('Clerk, by'),
    },
    attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  };
}

export function fl115Map(): PdfFormMap {
  const p1 = under('FL-115[0].Page1[0].Page1[0].');
  const p2 = under('FL-115[0].Page2[0].Page2[0].');
  const served = (item: string, label: string) => staff(item, label, 'the person who serves the papers completes it after service');
  return {
    kind: 'pdf',
    form: 'FL-115',
    title: 'Proof of Service of Summons (Family Law)',
    revision: FL115_REVISION,
    when: not(JOINT),
    fields: {
      ...attorneyBoxAt('petitioner', {
        barNumber: p1('AddInfo[0].PartyAttyAddInfo_ft[0]'),
        name: p1('AddInfo[0].Phone_ft[0]'),
        firm: p1('AddInfo[0].Phone_ft[1]'),
        street: p1('AddInfo[0].Phone_ft[2]'),
        city: p1('AddInfo[0].Phone_ft[3]'),
        state: p1('AddInfo[0].Phone_ft[4]'),
        zip: p1('AddInfo[0].Phone_ft[5]'),
        phone: p1('AddInfo[0].Phone_ft[6]'),
        fax: p1('AddInfo[0].Phone_ft[7]'),
        email: p1('AddInfo[0].Email_ft[0]'),
        attorneyFor: p1('AddInfo[0].AttyFor_ft[0]'),
      }),
      ...standardCourtBox(p1),
      [p1('TitlePartyName[0].Petitioner_tf[0]')]: text('Caption', 'Petitioner', DISSOLUTION_CAPTION.petitioner),
      [p1('TitlePartyName[0].Respondent_tf[0]')]: text('Caption', 'Respondent', DISSOLUTION_CAPTION.respondent),
      [p1('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
      [p2('Party[0].Petitioner_tf[0]')]: text('Caption', 'Petitioner', DISSOLUTION_CAPTION.petitioner),
      [p2('Party[0].Respondent_tf[0]')]: text('Caption', 'Respondent', DISSOLUTION_CAPTION.respondent),
      [p2('CaseNumber[0].CaseNumber_ft[0]')]: caseNumber(),
      // 1. What was served.
      [p1('List1[0].LI1[0].Check1[0]')]: check('1a', 'Petition (FL-100), Summons (FL-110) and blank Response (FL-120)', ALWAYS),
      [p1('List1[0].LI2[0].Check1[0]')]: na('Served in a parentage case (FL-200)', 'Parentage petition, summons and response'),
      [p1('List1[0].LI3[0].Check1[0]')]: na(
        'Served in a custody and support case (FL-260)',
        'Custody and support petition, summons and response',
      ),
      [p1('List1[0].LI4[0].CheckBox1[0]')]: check('1d', 'Other documents served', CHILDREN),
      [p1('List1[0].LI4[0].List1[0].LI1[0].CheckBox1[0]')]: check('1d', 'Completed and blank FL-105 (UCCJEA)', CHILDREN),
      [p1('List1[0].LI4[0].List1[0].LI2[0].CheckBox1[0]')]: staff(
        '1d',
        'Completed and blank FL-140',
        'check when the disclosure is served with the petition',
      ),
      [p1('List1[0].LI4[0].List1[0].LI3[0].CheckBox1[0]')]: staff(
        '1d',
        'Completed and blank FL-142',
        'check when the disclosure is served with the petition',
      ),
      [p1('List1[0].LI4[0].List1[0].LI4[0].CheckBox1[0]')]: staff(
        '1d',
        'Completed and blank FL-150',
        'check when the disclosure is served with the petition',
      ),
      [p1('List1[0].LI4[0].List1[0].LI5[0].CheckBox1[0]')]: na('The disclosure uses FL-150, not FL-155', 'Completed and blank FL-155'),
      [p1('List1[0].LI4[0].List1[0].LI6[0].CheckBox1[0]')]: na('The disclosure uses FL-142, not FL-160', 'Completed and blank FL-160'),
      [p1('List1[0].LI4[0].List1[0].LI7[0].CheckBox1[0]')]: staff(
        '1d',
        'Request for Order (FL-300) and blank FL-320',
        'only when a Request for Order is served with the petition',
      ),
      [p1('List1[0].LI4[0].List1[0].LI8[0].CheckBox1[0]')]: staff('1d', 'Other documents served', 'list any other document served'),
      [p1('List1[0].LI4[0].List1[0].LI8[0].TextField[0]')]: staff(
        '1d',
        'Other documents served (specify)',
        'list any other document served',
      ),
      // 2. Where the respondent is served.
      [p1('List2[0].LI1[0].AddressWhereServed_tf[0]')]: text('2', 'Address where the respondent was served', oneLineAddress('respondent')),
      // 3. How (the server completes it).
      [p1('List3[0].LI1[0].CheckBox1[0]')]: served('3a', 'Personal service'),
      [p1('List3[0].LI1[0].DatePersonalServiceCompleted_dt[0]')]: served('3a', 'Personal service: date'),
      [p1('List3[0].LI1[0].TimePersonalServiceCompleted_dt[0]')]: served('3a', 'Personal service: time'),
      [p1('List3[0].LI2[0].CheckBox1[0]')]: served('3b', 'Substituted service'),
      [p1('List3[0].LI2[0].CopiesLeftWith_Name_tf[0]')]: served('3b', 'Substituted service: left with (name)'),
      [p1('List3[0].LI2[0].List1[0].RelationshipToRespondent_tf[0]')]: served('3b', 'Substituted service: title or relationship'),
      [p1('List3[0].LI2[0].List1[0].LI1[0].CheckBox1[0]')]: served('3b(1)', 'Substituted service: business'),
      [p1('List3[0].LI2[0].List1[0].LI2[0].CheckBox1[0]')]: served('3b(2)', 'Substituted service: home'),
      [p1('List3[0].LI2[0].List1[0].LI2[0].DateofSubstitutedService_dt[0]')]: served('3b', 'Substituted service: date'),
      [p1('List3[0].LI2[0].List1[0].LI2[0].TimeofSubstitutedService__tf[0]')]: served('3b', 'Substituted service: time'),
      [p1('List3[0].LI2[0].List1[0].LI2[0].DateCopiesMailed_dt[0]')]: served('3b', 'Substituted service: date copies mailed'),
      [p2('List3[0].LI3[0].CheckBox1[0]')]: served('3c', 'Mail and acknowledgment service'),
      [p2('List3[0].LI3[0].DateofMail_AcknowledgmentService_dt[0]')]: served('3c', 'Mail service: date'),
      [p2('List3[0].LI3[0].CityFromWhichSummonsMailed_tf[0]')]: served('3c', 'Mail service: from (city)'),
      [p2('List3[0].LI3[0].List1[0].LI1[0].Checkbox1[0]')]: served('3c(1)', 'Mail service: with FL-117'),
      [p2('List3[0].LI3[0].List1[0].LI2[0].CheckBox2[0]')]: served('3c(2)', 'Mail service: outside California, certified mail'),
      [p2('List3[0].LI4[0].CheckBox1[0]')]: served('3d', 'Other service'),
      [p2('List3[0].LI4[0].SpecifyCodeSectio[0]')]: served('3d', 'Other service: code section'),
      [p2('List3[0].LI4[0].item3dattch[0]')]: served('3d', 'Other service: continued on Attachment 3d'),
      // 4. The server.
      [p2('List4[0].NameofServer_tf[0]')]: served('4', 'Server’s name'),
      [p2('List4[0].ServersAddress_tf[0]')]: served('4', 'Server’s address'),
      [p2('List4[0].ServersTelephoneNumber_tf[0]')]: served('4', 'Server’s telephone'),
      [p2('List4[0].LI1[0].CheckBox1[0]')]: served('4a', 'Server exempt from registration'),
      [p2('List4[0].LI2[0].CheckBox1[0]')]: served('4b', 'Server not a registered process server'),
      [p2('List4[0].LI3[0].CheckBox1[0]')]: served('4c', 'Registered California process server'),
      [p2('List4[0].LI3[0].CheckB1[0]')]: served('4c', 'Registered server: employee'),
      [p2('List4[0].LI3[0].CheckB1[1]')]: served('4c', 'Registered server: independent contractor'),
      [p2('List4[0].LI3[0].List1[0].LI1[0].ServersRegistrationNumber_tf[0]')]: served('4c', 'Registration number'),
      [p2('List4[0].LI3[0].List1[0].LI2[0].ServersCounty_tf[0]')]: served('4c', 'County of registration'),
      [p2('List4[0].LI3[0].List1[0].LI3[0].FeeforService_tf[0]')]: served('4', 'Fee for service'),
      [p2('List5[0].LI1[0].CheckBox1a[0]')]: served('5', 'Declaration under penalty of perjury'),
      [p2('List6[0].LI1[0].CheckBox1a[0]')]: served('6', 'Sheriff, marshal or constable certificate'),
      [p2('SigSub[0].SigDate[0]')]: served('Signature', 'Date'),
      [p2('SigSub[0].Name[0]')]: served('Signature', 'Name of person who served papers'),
    },
    attachmentCaption: { shortTitle: caseName, caseNumber: { filing: 'caseNumber' } },
  };
}

/** FL-700 Joint Petition (Fam. Code §2331, since January 1, 2026), which the project does not hold. */
function fl700Worksheet(): WorksheetMap {
  return {
    kind: 'worksheet',
    form: 'FL-700',
    title: 'Joint Petition for Dissolution or Legal Separation',
    reason: 'not in the verified forms folder; the answers are listed by topic — check them against the current FL-700',
    when: JOINT,
    items: [
      { kind: 'value', item: 'Caption', label: 'Petitioner 1 (the client)', value: DISSOLUTION_CAPTION.petitioner },
      { kind: 'value', item: 'Caption', label: 'Petitioner 2', value: DISSOLUTION_CAPTION.respondent },
      { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } },
      {
        kind: 'value',
        item: '—',
        label: 'Petitioner 1: address, phone and email',
        value: { join: [oneLineAddress('petitioner'), { from: 'petitioner.phone' }, { from: 'petitioner.email' }], separator: '; ' },
      },
      {
        kind: 'value',
        item: '—',
        label: 'Petitioner 2: address, phone and email',
        value: { join: [oneLineAddress('respondent'), { from: 'respondent.phone' }, { from: 'respondent.email' }], separator: '; ' },
      },
      { kind: 'value', item: '—', label: 'Dissolution or legal separation', value: { from: 'petitionType' } },
      { kind: 'value', item: '—', label: 'Marriage, domestic partnership or both', value: { from: 'relationshipType' } },
      { kind: 'value', item: '—', label: 'Residence requirement', value: { from: 'residency' } },
      { kind: 'value', item: '—', label: 'Date of marriage', value: { from: 'marriageDate' } },
      { kind: 'value', item: '—', label: 'Date of registration of the domestic partnership', value: { from: 'registrationDate' } },
      { kind: 'value', item: '—', label: 'Date of separation', value: { from: 'separationDate' } },
      {
        kind: 'rows',
        item: '—',
        label: 'Minor children (name, birthdate, age)',
        source: ['uccjea.children'],
        where: { field: '/hasMinorChildren', equals: true },
        columns: [
          { label: 'Name', value: { from: 'name' } },
          { label: 'Birthdate', value: { from: 'birthDate' } },
          { label: 'Age', value: { age: 'birthDate' } },
        ],
      },
      { kind: 'value', item: '—', label: 'A child not yet born', value: { from: 'expectingChild' } },
      { kind: 'value', item: '—', label: 'Legal grounds', value: { from: 'grounds' } },
      {
        kind: 'value',
        item: '—',
        label: 'Issues the petitioners will resolve by agreement: custody and visitation',
        value: {
          if: CHILDREN,
          then: { join: [{ from: 'custody.legal' }, { from: 'custody.physical' }, { from: 'custody.visitation' }], separator: '; ' },
        },
      },
      {
        kind: 'value',
        item: '—',
        label: 'Spousal or partner support',
        value: { join: [{ from: 'supportToMe' }, { from: 'supportToSpouse' }], separator: '; ' },
      },
      { kind: 'value', item: '—', label: 'Community and quasi-community property and debts', value: communityList() },
      {
        kind: 'rows',
        item: '—',
        label: 'Separate property to confirm',
        source: [SEPARATE_ASSETS, SEPARATE_DEBTS],
        columns: [
          { label: 'Item', value: { from: 'description' } },
          { label: 'Whose', value: { from: 'owner' } },
        ],
      },
      { kind: 'value', item: '—', label: 'Restoration of Petitioner 1’s former name', value: { from: 'formerName' } },
      { kind: 'ask', item: '—', label: 'Restoration of Petitioner 2’s former name', note: 'ask the spouse or partner' },
      { kind: 'value', item: '—', label: 'Other issues', value: { from: 'otherRequests' } },
      { kind: 'staff', item: '—', label: 'Both petitioners’ signatures and dates' },
    ],
  };
}

export const dissolutionForms = defineForms({
  type: 'dissolution',
  version: 2,
  forms: [
    fl100Map(),
    fl700Worksheet(),
    fl105Map(mapsFor<typeof dissolution>(), { declarant: 'petitioner', caption: DISSOLUTION_CAPTION, when: composedCond(CHILDREN) }),
    fl105aWorksheet(CHILDREN),
    fl311Map(mapsFor<typeof dissolution>(), {
      attachedTo: 'petition',
      caption: DISSOLUTION_CAPTION,
      children: 'uccjea.children',
      roles: PETITION_ROLES,
      when: composedCond(CHILDREN),
    }),
    fl312Worksheet(CHILDREN),
    fl110Map(),
    fl115Map(),
    fl140Map({ declarant: 'petitioner', caption: DISSOLUTION_CAPTION }),
    fl142Map({ declarant: 'petitioner', caption: DISSOLUTION_CAPTION }),
    fl150Map(mapsFor<typeof dissolution>(), { declarant: 'petitioner', ageFrom: 'petitioner.dateOfBirth', caption: DISSOLUTION_CAPTION }),
  ],
});
