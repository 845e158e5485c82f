/**
 * The forms the conservatorship questionnaire serves (reference: /work/shared/reference/court-forms.md §3.3; model:
 * forms/model.ts). Shipped and mapped field by field: GC-310 (the petition) and GC-312 (the confidential supplemental
 * information), GC-320 (the citation, forms/maps/gc-320.ts) and GC-348 (the conservator's duties and acknowledgment,
 * forms/maps/gc-348.ts), GC-340 (the proposed order, forms/maps/gc-340.ts). Worksheets in each form's item order for
 * the others: GC-314 (the confidential conservator screening form) and GC-313 (the dementia attachment, when asked), of
 * which no blank was found.
 *
 * This questionnaire prepares an initial appointment: the form's "successor" boxes and the items for a successor
 * conservator are classified as not applicable.
 */
import { attached, ask, cell, check, checkIf, court, defineForms, each, na, staff, text, under, yesNo } from './forms/build';
import type { FieldRule, PdfFormMap, ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';
import { attorneyBoxAt, caseNumber, courtBox, oneLineAddress, standardCourtBox, standardAttorneyBox } from './forms/maps/caption';
import { gc320 } from './forms/maps/gc-320';
import { gc340 } from './forms/maps/gc-340';
import { gc348 } from './forms/maps/gc-348';
import { relativeAddressOrDeath, relativesColumns } from './fragments/relatives.map';
import type { Condition } from './types';

export const GC310_REVISION = 'Rev. January 1, 2019';
export const GC312_REVISION = 'Rev. January 1, 2024';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
const PERSON: Condition = { field: 'conservatorshipOf', in: ['person', 'both'] };
const ESTATE: Condition = { field: 'conservatorshipOf', in: ['estate', 'both'] };
const LIMITED = is('limited', true);
const GENERAL: Condition = { not: LIMITED };
const PETITIONER_IS_CONSERVATOR = is('petitionerIsConservator', true);
const always: Condition = { all: [] };
const SUCCESSOR = 'This questionnaire prepares an initial appointment, not the appointment of a successor conservator';

/** The proposed conservator: the petitioner, or the other person the petitioner proposes. */
const conservator = (field: string): ValueSpec => ({
  if: PETITIONER_IS_CONSERVATOR,
  then: { from: `petitioner.${field}` },
  else: { from: `proposedConservator.${field}` },
});
const conservatorAddress: ValueSpec = {
  if: PETITIONER_IS_CONSERVATOR,
  then: oneLineAddress('petitioner'),
  else: oneLineAddress('proposedConservator'),
};
/** The proposed conservator's relation to the person (the petitioner's own when the petitioner is the conservator). */
const conservatorIs = (kind: string): Condition => ({
  any: [{ all: [PETITIONER_IS_CONSERVATOR, is('relationKind', kind)] }, is('proposedConservator.relationKind', kind)],
});
/** Petitioner or proposed conservator is the spouse (item 6) or the domestic partner (item 7). */
const eitherIs = (kind: string): Condition => ({ any: [is('relationKind', kind), is('proposedConservator.relationKind', kind)] });
const SPOUSE = eitherIs('spouse');
const PARTNER = eitherIs('domesticPartner');
const SEPARATING = is('separationProceedings', true);
const NOT_SEPARATING = is('separationProceedings', false);
const PETITIONER_FIDUCIARY: Condition = { all: [PETITIONER_IS_CONSERVATOR, is('conservatorScreening.professionalFiduciary', true)] };
/** "Food: …" when the answer is there, nothing otherwise. */
const labelled = (label: string, path: string): ValueSpec => ({
  if: { field: path, filled: true },
  then: { join: [{ text: label }, { from: path }], separator: ' ' },
});

// ---------------------------------------------------------------------------------------------------------------------
// GC-310
// ---------------------------------------------------------------------------------------------------------------------

const p = (page: number) => under(`topmostSubform[0].Page${page}[0].`);
const p1 = p(1);
const p2 = p(2);
const p3 = p(3);
const p4 = p(4);
const p5 = p(5);
const p6 = p(6);
const p7 = p(7);
const p8 = p(8);
const ph = under('topmostSubform[0].Page1[0].StdP1Header_sf[0].');
const successor = (item: string): FieldRule => na(SUCCESSOR, `Successor (${item})`);

const NEEDS_PERSON = p5('FillText39[0]');
const NEEDS_ESTATE = p5('FillText42[0]');

const gc310: PdfFormMap = {
  kind: 'pdf',
  form: 'GC-310',
  title: 'Petition for Appointment of Probate Conservator',
  revision: GC310_REVISION,
  fields: {
    ...standardAttorneyBox('petitioner', ph, 'AttyBarNo_dc'),
    ...standardCourtBox(ph),
    ...each(
      [ph('TitlePartyName[0].Party2_ft[0]'), ...[2, 3, 4, 5, 6, 7, 8].map((n) => p(n)('CaptionPx_sf[0].TitlePartyName[0].Party2_ft[0]'))],
      text('Caption', 'Conservatorship of (name)', 'conservateeName'),
    ),
    ...each(
      [ph('CaseNumber[0].CaseNumber_ft[0]'), ...[2, 3, 4, 5, 6, 7, 8].map((n) => p(n)('CaptionPx_sf[0].CaseNumber[0].CaseNumber_ft[0]'))],
      caseNumber(),
    ),
    [ph('HearingInfo_sf[0].HearingDateTime_ft[0]')]: court('Hearing date and time', 'Caption'),
    [ph('HearingInfo_sf[0].Dept_ft[0]')]: court('Department', 'Caption'),
    [ph('FormTitle[0].successor_cb[0]')]: successor('Title'),
    [ph('FormTitle[0].CheckBox22[0]')]: check('Title', 'Conservator of the person', PERSON),
    [ph('FormTitle[0].CheckBx22[0]')]: check('Title', 'Conservator of the estate', ESTATE),
    [ph('FormTitle[0].ChckBx22[0]')]: check('Title', 'Limited conservatorship', LIMITED),
    // Item 1: the requests.
    [p1('FillText156[0]')]: text('1', 'Petitioner (name)', 'petitioner.name'),
    [p1('FillText157[0]')]: text('1a', 'Conservator of the person: name', { if: PERSON, then: conservator('name') }),
    [p1('FillText158[0]')]: text('1a', 'Conservator of the person: telephone', { if: PERSON, then: conservator('phone') }),
    [p1('FillText164[0]')]: text('1a', 'Conservator of the person: address', { if: PERSON, then: conservatorAddress }),
    [p1('successor_cb[0]')]: successor('1a'),
    [p1('CheckBx19[0]')]: check('1a', 'Be appointed conservator of the person', { all: [PERSON, GENERAL] }),
    [p1('ChckBx19[0]')]: check('1a', 'Be appointed limited conservator of the person', { all: [PERSON, LIMITED] }),
    [p1('FillText160[0]')]: text('1b', 'Conservator of the estate: name', { if: ESTATE, then: conservator('name') }),
    [p1('FillText162[0]')]: text('1b', 'Conservator of the estate: telephone', { if: ESTATE, then: conservator('phone') }),
    [p1('FillText163[0]')]: text('1b', 'Conservator of the estate: address', { if: ESTATE, then: conservatorAddress }),
    [p1('CheckBox16[0]')]: successor('1b'),
    [p1('CheckBx16[0]')]: check('1b', 'Be appointed conservator of the estate', { all: [ESTATE, GENERAL] }),
    [p1('CkBox16[0]')]: check('1b', 'Be appointed limited conservator of the estate', { all: [ESTATE, LIMITED] }),
    [p1('CheckBox13[0]')]: check('1c(1)', 'Bond not be required', is('estateBond', 'askWaiver')),
    [p1('CheckBox12[0]')]: na(
      'Clients are individuals, not a corporate fiduciary or an exempt government agency',
      'Corporate fiduciary (1c(1))',
    ),
    [p1('CheckBox11[0]')]: successor('1c(1)'),
    [p1('CheckBox10[0]')]: check('1c(1)', 'For the reasons stated in Attachment 1c', is('estateBond', 'askWaiver')),
    [p1('CheckBox9[0]')]: check('1c(2)', 'Bond be fixed', is('estateBond', 'bond')),
    [p1('FillText165[0]')]: staff('1c(2)', 'Bond amount', 'the minimum of Prob. Code §2320 from item 3e'),
    [p1('CheckBox8[0]')]: check('1c(3)', 'Deposits in a blocked account', is('estateBond', 'blockedAccount')),
    [p1('FillText166[0]')]: text('1c(3)', 'Amount in the blocked account', 'blockedAmount'),
    [p1('FillText167[0]')]: text('1c(3)', 'Blocked account: institution and location', 'blockedInstitution'),
    [p1('CheckBox7[0]')]: checkIf('1d', 'Independent powers under Prob. Code §2590 (Attachment 1d)', 'independentPowers'),
    [p1('CheckBox11[1]')]: successor('1d'),
    [p1('CheckBox5[0]')]: ask(
      '1e',
      'Orders on the capacity of the conservatee (Prob. Code §§1873, 1901)',
      'only if the client asks for such orders',
    ),
    [p1('CheckBox3[0]')]: ask(
      '1f',
      'Orders on the powers and duties of the conservator of the person (Prob. Code §§2351–2358)',
      'only if the client asks for special orders',
    ),
    [p1('CheckBox11[2]')]: successor('1f'),
    [p1('CheckBox2[0]')]: checkIf(
      '1g',
      'Conservatee lacks capacity to consent to medical treatment (Prob. Code §2355; item 9)',
      'medicalConsent',
    ),
    [p1('CheckBox11[3]')]: successor('1g'),
    [p2('CheckBox57[0]')]: check('1h', 'Powers of the limited conservator of the person (Prob. Code §2351.5; Attachment 1h)', {
      all: [LIMITED, PERSON],
    }),
    [p2('CheckBox52[0]')]: successor('1h'),
    [p2('CheckBox56[0]')]: check('1i', 'Powers of the limited conservator of the estate (Prob. Code §1830(b); Attachment 1i)', {
      all: [LIMITED, ESTATE],
    }),
    [p2('CheckBox53[0]')]: successor('1i'),
    [p2('CheckBox55[0]')]: staff(
      '1j',
      'Orders limiting the civil and legal rights of the limited conservatee (Attachment 1j)',
      'required with 1h or 1i: staff check it and write Attachment 1j from the powers requested in 1h',
    ),
    [p2('CheckBox54[0]')]: checkIf(
      '1k',
      'Orders for placement or treatment for a major neurocognitive disorder (GC-313)',
      'dementiaPowers',
    ),
    [p2('CheckBox50[0]')]: staff(
      '1k',
      'GC-335 and GC-335A are filed with the petition',
      'whether the physician’s declarations are ready when filing',
    ),
    [p2('CheckBox50[1]')]: staff(
      '1k',
      'GC-335 and GC-335A will be filed before the hearing',
      'whether the physician’s declarations are ready when filing',
    ),
    [p2('CheckBox49[0]')]: successor('1k'),
    [p2('FillText170[0]')]: na(SUCCESSOR, 'Date of the earlier dementia order (1k)'),
    [p2('T169[0]')]: check('1l', 'Other orders (Attachment 1l)', { any: [is('votingOrder', true), is('dispenseNotice', true)] }),
    // Item 2: the person.
    [p2('FillText171[0]')]: text('2', '(Proposed) conservatee (name)', 'conservateeName'),
    [p2('FillText172[0]')]: text('2', '(Proposed) conservatee: telephone', 'conservateePhone'),
    [p2('FillText174[0]')]: text('2', '(Proposed) conservatee: current address', 'conservateeAddress'),
    // Item 3a: venue.
    [p2('T4[0]')]: check('3a', 'Jurisdictional facts (initial appointment)', always),
    [p2('CheckBox46[0]')]: checkIf('3a(1)', 'Resident of California', 'residentCalifornia'),
    [p2('CheckBox45[0]')]: checkIf('3a(1)(a)', 'Resident of this county', 'residentCounty'),
    [p2('CheckBox44[0]')]: check('3a(1)(b)', 'Not a resident of this county (Attachment 3a)', is('residentCounty', false)),
    [p2('CheckBox43[0]')]: check('3a(2)', 'Nonresident of California', is('residentCalifornia', false)),
    [p2('CheckBox42[0]')]: check('3a(2)(a)', 'Temporarily living in this county', {
      field: 'countyConnection',
      includes: 'temporarilyHere',
    }),
    [p2('CheckBox41[0]')]: check('3a(2)(b)', 'Has property in this county', { field: 'countyConnection', includes: 'propertyHere' }),
    [p2('CheckBox40[0]')]: check('3a(2)(c)', 'Best interest (Attachment 3a)', { field: 'countyConnection', includes: 'bestInterest' }),
    // Item 3b: the petitioner.
    ...yesNo(
      p2('#area[0].CheckBox39[0]'),
      p2('#area[0].CheckBox39[1]'),
      '3b(1)',
      'Petitioner is a creditor of the conservatee',
      'petitionerCreditor',
    ),
    ...yesNo(p2('CheckBox37[0]'), p2('CheckBox39[2]'), '3b(2)', 'Petitioner is a debtor of the conservatee', 'petitionerDebtor'),
    [p2('CheckBox35[0]')]: checkIf('3b(3)', 'Petitioner is the proposed conservator', 'petitionerIsConservator'),
    [p2('#area[1].CheckBox11[0]')]: successor('3b(3)'),
    [p2('CheckBox33[0]')]: na(
      'The questionnaire is for a petitioner other than the proposed conservatee',
      'Petitioner is the conservatee (3b(4))',
    ),
    [p2('CheckBox32[0]')]: check('3b(5)', 'Petitioner is the spouse', is('relationKind', 'spouse')),
    [p2('CheckBox31[0]')]: check('3b(6)', 'Petitioner is the domestic partner', is('relationKind', 'domesticPartner')),
    [p2('CheckBox30[0]')]: check('3b(7)', 'Petitioner is a relative', is('relationKind', 'relative')),
    [p2('FillText2[0]')]: text('3b(7)', 'Petitioner’s relationship', {
      if: is('relationKind', 'relative'),
      then: { from: 'relationship' },
    }),
    [p2('CheckBox29[0]')]: check('3b(8)', 'Petitioner is an interested person or friend', is('relationKind', 'friend')),
    [p2('CheckBox28[0]')]: na('Clients are individuals, not a public entity or officer', 'Public entity (3b(9))'),
    [p2('CheckBox27[0]')]: check('3b(10)', 'Petitioner is the guardian', is('relationKind', 'guardian')),
    [p2('CheckBox26[0]')]: na('Clients are individuals, not a bank', 'Bank (3b(11))'),
    [p2('CheckBox24[0]')]: na('Clients are individuals, not a trust company', 'Trust company (3b(11))'),
    [p2('CheckBox25[0]')]: check('3b(12)', 'Petitioner is a licensed professional fiduciary (GC-310(A-PF))', PETITIONER_FIDUCIARY),
    // Item 3c: the proposed conservator.
    [p3('CheckBox75[0]')]: successor('3c'),
    [p3('CheckBox74[0]')]: checkIf('3c(1)', 'Proposed conservator is a nominee (Attachment 3c(1))', 'conservateeNominated'),
    [p3('CheckBox73[0]')]: check('3c(2)', 'Proposed conservator is the spouse', conservatorIs('spouse')),
    [p3('CheckBox72[0]')]: check('3c(3)', 'Proposed conservator is the domestic partner', conservatorIs('domesticPartner')),
    [p3('CheckBox71[0]')]: check('3c(4)', 'Proposed conservator is a relative', conservatorIs('relative')),
    [p3('FillText153025[0]')]: text('3c(4)', 'Proposed conservator’s relationship', {
      if: conservatorIs('relative'),
      then: { if: PETITIONER_IS_CONSERVATOR, then: { from: 'relationship' }, else: { from: 'proposedConservator.relationship' } },
    }),
    [p3('CheckBox70[0]')]: na('Proposed conservators are individuals, not a bank', 'Bank (3c(5))'),
    [p3('CheckBox69[0]')]: na('Proposed conservators are individuals, not a trust company', 'Trust company (3c(5))'),
    [p3('CheckBox68[0]')]: na(
      'Proposed conservators are individuals, not a nonprofit corporation',
      'Nonprofit charitable corporation (3c(6))',
    ),
    [p3('CheckBox67[0]')]: checkIf(
      '3c(7)',
      'Proposed conservator is a professional fiduciary',
      'conservatorScreening.professionalFiduciary',
    ),
    [p3('CheckBox66[0]')]: check('3c(8)', 'Proposed conservator is other', { any: [conservatorIs('friend'), conservatorIs('guardian')] }),
    [p3('FillText21[0]')]: text('3c(8)', 'Other (specify)', {
      if: { any: [conservatorIs('friend'), conservatorIs('guardian')] },
      then: { if: PETITIONER_IS_CONSERVATOR, then: { from: 'relationship' }, else: { from: 'proposedConservator.relationship' } },
    }),
    [p3('CheckBox65[0]')]: check('3d', 'Engagement of a petitioning professional fiduciary', PETITIONER_FIDUCIARY),
    [p3('CheckBox64[0]')]: check('3d(1)', 'Engagement and prior relationship in GC-310(A-PF)', PETITIONER_FIDUCIARY),
    [p3('CheckBox63[0]')]: check('3d(2)', 'Statements are in the temporary conservatorship petition', {
      all: [PETITIONER_FIDUCIARY, is('temporaryNeeded', true)],
    }),
    // Item 3e: the estate.
    [p3('CheckBox62[0]')]: successor('3e(1)'),
    [p3('FillText22[0]')]: na(SUCCESSOR, 'Personal property per inventory (3e(1))'),
    [p3('FillText23[0]')]: na(SUCCESSOR, 'Dates of the inventories (3e(1))'),
    [p3('CheckBox61[0]')]: check('3e(2)', 'Estimated value of personal property', ESTATE),
    [p3('FillText26[0]')]: text('3e(2)', 'Estimated value of personal property', 'personalPropertyValue'),
    [p3('FillText27[0]')]: text('3e(3)(a)', 'Annual income from real property', 'incomeRealProperty'),
    [p3('FillText28[0]')]: text('3e(3)(b)', 'Annual income from personal property', 'incomePersonalProperty'),
    [p3('FillText29[0]')]: text('3e(3)(c)', 'Annual income from pensions', 'incomePensions'),
    [p3('FillText30[0]')]: text('3e(3)(d)', 'Annual income from wages', 'incomeWages'),
    [p3('FillText31[0]')]: text('3e(3)(e)', 'Annual income from public assistance benefits', 'incomePublicBenefits'),
    [p3('FillText3[0]')]: text('3e(3)(f)', 'Annual income from other sources', 'incomeOther'),
    [p3('FillText18[0]')]: text('3e(4)', 'Total of (2) and (3)', {
      if: ESTATE,
      then: {
        total: [
          {
            add: [
              'personalPropertyValue',
              'incomeRealProperty',
              'incomePersonalProperty',
              'incomePensions',
              'incomeWages',
              'incomePublicBenefits',
              'incomeOther',
            ],
          },
        ],
      },
    }),
    [p3('FillText32[0]')]: text('3e(5)', 'Real property', { if: ESTATE, then: { total: [{ add: ['realPropertyValue'] }] } }),
    [p3('CheckBox60[0]')]: successor('3e(5)(a)'),
    [p3('CheckBox59[0]')]: check('3e(5)(b)', 'Real property: estimated value', ESTATE),
    [p3('CheckBox58[0]')]: check('3f', 'Due diligence: relatives and the person’s preferences (Attachments 3f(1), 3f(2))', always),
    // Item 3g: other proceedings.
    ...yesNo(
      p4('CheckBox152[0]'),
      p4('CheckBox152[1]'),
      '3g',
      'A conservatorship has been filed in another jurisdiction',
      'otherProceedings',
    ),
    [p4('TextField3[0]')]: text('3g', 'Other jurisdiction and date filed', 'otherProceedingsDetails'),
    // Item 4: notice facts.
    ...yesNo(p4('CheckBox39[0]'), p4('CheckBox39[1]'), '4a', 'Patient in a state institution', 'stateHospital'),
    [p4('FillText35[0]')]: text('4a', 'State institution', 'stateHospitalName'),
    ...yesNo(p4('CheckBox93[0]'), p4('CheckBox93[1]'), '4b', 'Receiving or entitled to VA benefits', 'vaBenefits'),
    [p4('FillText37[0]')]: text('4b', 'Estimated monthly VA benefit', 'vaMonthly'),
    ...yesNo(p4('CheckBox39[3]'), p4('CheckBox39[2]'), '4c', 'Member of a federally recognized Indian tribe', 'tribeMember'),
    [p4('TextField1[0]')]: text('4c(1)', 'Name of tribe', 'tribe.name'),
    [p4('TextField1[1]')]: text('4c(2)', 'Location of tribe', 'tribe.location'),
    ...yesNo(p4('CheckBox39[4]'), p4('CheckBox39[5]'), '4c(3)', 'Resides on tribal land', 'tribe.residesOnTribalLand'),
    ...yesNo(p4('CheckBox39[7]'), p4('CheckBox39[6]'), '4c(4)', 'Owns property on tribal land', 'tribe.ownsTribalLand'),
    // Item 5.
    [p4('CheckBox89[0]')]: check('5a', 'Proposed conservatee (initial appointment)', always),
    [p4('CheckBox88[0]')]: checkIf('5a(1)', 'Is an adult', 'isAdult'),
    [p4('CheckBox87[0]')]: check('5a(2)', 'Will be an adult on the effective date of the order', is('isAdult', false)),
    [p4('FillText36[0]')]: text('5a(2)', 'Date the person turns 18', 'adultOn'),
    [p4('CheckBox86[0]')]: na(
      'The questionnaire serves adults and minors who turn 18 by the order date, not married minors',
      'Married minor (5a(3))',
    ),
    [p4('CheckBox85[0]')]: na(
      'The questionnaire serves adults and minors who turn 18 by the order date, not minors whose marriage was dissolved',
      'Formerly married minor (5a(4))',
    ),
    [p4('CheckBox84[0]')]: successor('5b'),
    [p4('CheckBox39[8]')]: na(SUCCESSOR, 'Vacancy: person (5b)'),
    [p4('CheckBox39[9]')]: na(SUCCESSOR, 'Vacancy: estate (5b)'),
    [p4('CheckBox81[0]')]: na(SUCCESSOR, 'Vacancy reasons in Attachment 5b'),
    [p4('CheckBox80[0]')]: na(SUCCESSOR, 'Vacancy reasons below (5b)'),
    [p4('FillText38[0]')]: na(SUCCESSOR, 'Vacancy reasons (5b)'),
    [p5('CheckBox79[0]')]: check('5c(1)', 'Unable to provide for personal needs', PERSON),
    [p5('CheckBox78[0]')]: attached('5c(1)', 'Supporting facts in Attachment 5c(1)', [NEEDS_PERSON]),
    [p5('CheckBox77[0]')]: check('5c(1)', 'Supporting facts as follows', PERSON),
    [NEEDS_PERSON]: text('5c(1)', 'Supporting facts: physical health, food, clothing, shelter', {
      if: PERSON,
      then: {
        join: [
          labelled('Physical health:', 'physicalHealth'),
          labelled('Food:', 'food'),
          labelled('Clothing:', 'clothing'),
          labelled('Shelter:', 'shelter'),
        ],
        separator: '\n',
      },
    }),
    [p5('CheckBox119[0]')]: check('5c(2)', 'Unable to manage financial resources or resist undue influence', ESTATE),
    [p5('CheckBox118[0]')]: attached('5c(2)', 'Supporting facts in Attachment 5c(2)', [NEEDS_ESTATE]),
    [p5('CheckBox117[0]')]: check('5c(2)', 'Supporting facts as follows', ESTATE),
    [NEEDS_ESTATE]: text('5c(2)', 'Supporting facts: finances, fraud and undue influence', {
      if: ESTATE,
      then: { join: [labelled('Finances:', 'finances'), labelled('Fraud and undue influence:', 'undueInfluence')], separator: '\n' },
    }),
    [p6('CheckBox115[0]')]: checkIf('5d', 'Conservatee voluntarily requests the appointment (Attachment 5d)', 'voluntary'),
    [p6('CheckBox11[7]')]: successor('5d'),
    [p6('CheckBox114[0]')]: check('5e', 'Confidential Supplemental Information (GC-312) is filed with the petition', always),
    ...yesNo(
      p6('CheckBox39[10]'),
      p6('CheckBox39[11]'),
      '5f',
      'Developmental disability (Prob. Code §1420; Attachment 5f)',
      'developmentalDisability',
    ),
    // Item 6: a spouse.
    [p6('CheckBox111[0]')]: check('6', 'Petitioner or proposed conservator is the spouse', SPOUSE),
    [p6('CheckBox11[1]')]: successor('6'),
    [p6('CheckBox109[0]')]: check('6a', 'Spouse is not a party to a separation, dissolution or nullity proceeding', {
      all: [SPOUSE, NOT_SEPARATING],
    }),
    [p6('CheckBox108[0]')]: check('6b', 'Spouse is a party to such a proceeding (Attachment 6b)', { all: [SPOUSE, SEPARATING] }),
    [p6('CheckBox107[1]')]: check('6b(1)', 'A conservator be appointed', { all: [SPOUSE, SEPARATING] }),
    [p6('CheckBox11[4]')]: successor('6b(1)'),
    [p6('CheckBox104[0]')]: check('6b(2)', 'The spouse be appointed conservator', { all: [conservatorIs('spouse'), SEPARATING] }),
    [p6('CheckBox11[5]')]: successor('6b(2)'),
    // Item 7: a domestic partner.
    [p6('CheckBox103[0]')]: check('7', 'Petitioner or proposed conservator is the domestic partner', PARTNER),
    [p6('CheckBox11[6]')]: successor('7'),
    [p6('CheckBox101[0]')]: check('7a', 'Partner has not terminated and does not intend to terminate the partnership', {
      all: [PARTNER, NOT_SEPARATING],
    }),
    [p6('CheckBox101[1]')]: check('7b', 'Partner intends to terminate or has terminated the partnership (Attachment 7b)', {
      all: [PARTNER, SEPARATING],
    }),
    [p6('CheckBox107[0]')]: check('7b(1)', 'A conservator be appointed', { all: [PARTNER, SEPARATING] }),
    [p6('CheckBox11[2]')]: successor('7b(1)'),
    [p6('CheckBox97[0]')]: check('7b(2)', 'The partner be appointed conservator', { all: [conservatorIs('domesticPartner'), SEPARATING] }),
    [p6('CheckBox11[3]')]: successor('7b(2)'),
    // Item 8: the hearing.
    [p6('CheckBox147[0]')]: check('8a', 'Will attend the hearing', is('attendance', 'will')),
    [p6('CheckBox146[0]')]: na(
      'The questionnaire is for a petitioner other than the proposed conservatee',
      'Conservatee is the petitioner (8a)',
    ),
    [p6('CheckBox146[1]')]: check('8a', 'Conservatee is not the petitioner', is('attendance', 'will')),
    [p6('CheckBox39[6]')]: check('8a', 'Has nominated the proposed conservator', {
      all: [is('attendance', 'will'), is('conservateeNominated', true)],
    }),
    [p6('CheckBox39[7]')]: check('8a', 'Has not nominated the proposed conservator', {
      all: [is('attendance', 'will'), is('conservateeNominated', false)],
    }),
    [p6('CheckBox11[0]')]: successor('8a'),
    [p6('CheckBox139[0]')]: check('8b', 'Able but unwilling to attend the hearing', is('attendance', 'unwilling')),
    ...yesNo(p6('CheckBox39[4]'), p6('CheckBox39[5]'), '8b', 'Wishes to contest the conservatorship', 'contests'),
    ...yesNo(p6('CheckBox39[2]'), p6('CheckBox39[3]'), '8b', 'Objects to the proposed conservator', 'objectsToConservator'),
    ...yesNo(p6('CheckBox39[8]'), p6('CheckBox39[9]'), '8b', 'Prefers another person as conservator', 'prefersOther'),
    [p6('CheckBox134[0]')]: check('8c', 'Unable to attend because of medical inability (GC-335)', is('attendance', 'unable')),
    [p6('CheckBox133[0]')]: staff('8c', 'GC-335 is filed with the petition', 'whether the declaration is ready when filing'),
    [p6('CheckBox133[1]')]: staff('8c', 'GC-335 will be filed before the hearing', 'whether the declaration is ready when filing'),
    [p6('CheckBox131[0]')]: check('8d', 'Out of state and will not attend', is('attendance', 'outOfState')),
    [p6('CheckBox130[0]')]: successor('8e'),
    // Item 9: medical treatment.
    [p6('CheckBox129[0]')]: checkIf('9', 'Medical treatment: no capacity to give informed consent', 'medicalConsent'),
    [p6('CheckBox128[0]')]: staff('9b', 'GC-335 is filed with the petition', 'whether the declaration is ready when filing'),
    [p6('CheckBox128[1]')]: staff('9b', 'GC-335 will be filed before the hearing', 'whether the declaration is ready when filing'),
    [p6('CheckBox128[2]')]: na(SUCCESSOR, 'GC-335 will not be filed (9b, 9c)'),
    [p6('CheckBox125[0]')]: successor('9c'),
    [p6('FillText43[0]')]: na(SUCCESSOR, 'Date of the earlier order on medical consent (9c)'),
    ...yesNo(p6('CheckBox39[0]'), p6('CheckBox39[1]'), '9d', 'Adherent of a religion relying on prayer alone for healing', 'prayerHealing'),
    // Items 10–11.
    [p7('CheckBox122[0]')]: checkIf('10', 'Petition for a temporary conservator (GC-111) filed with this petition', 'temporaryNeeded'),
    [p7('CheckBox121[0]')]: check('11a', 'Relatives listed below', always),
    [p7('CheckBox120[0]')]: staff(
      '11b',
      'No relatives known: deemed relatives (Prob. Code §1821(b)(1)–(4))',
      'only when no spouse, partner or second-degree relative is known',
    ),
    [p7('CheckBox150[0]')]: attached('11', 'Continued on Attachment 11', ['relatives']),
    // Items 12–14 and the signatures.
    [p8('CheckBox151[0]')]: check('12', 'Confidential Conservator Screening Form (GC-314) submitted', always),
    [p8('CheckBox11[0]')]: successor('12'),
    [p8('CheckBox149[0]')]: staff('13', 'Proposed Order Appointing Court Investigator (GC-330) filed', 'where the court asks for it'),
    [p8('FillText62[0]')]: staff('14', 'Number of pages attached', 'count the attachments'),
    [p8('FillText81[0]')]: na('The client represents themselves: no attorney signs', 'Date (attorney)'),
    [p8('FillText61[0]')]: na('The client represents themselves: no attorney signs', 'Name of attorney'),
    [p8('FillText83[0]')]: staff('Signature', 'Date of signing', 'the day the petitioner signs'),
    [p8('FillText61[1]')]: text('Signature', 'Name of petitioner', 'petitioner.name'),
    [p8('FillText61[2]')]: na('One petitioner in this questionnaire', 'Second petitioner'),
  },
  rowGroups: [
    {
      id: 'relatives',
      item: '11',
      label: 'Relatives: name and relationship, residence address',
      source: ['relatives'],
      rows: [
        ['FillText44[1]', 'FillText50[1]'],
        ['FillText45[0]', 'FillText51[0]'],
        ['FillText46[0]', 'FillText52[0]'],
        ['FillText47[0]', 'FillText53[0]'],
        ['FillText48[0]', 'FillText54[0]'],
        ['FillText49[0]', 'FillText55[0]'],
        ['FillText44[0]', 'FillText50[0]'],
        ['FillText64[0]', 'FillText70[0]'],
        ['FillText65[0]', 'FillText71[0]'],
        ['FillText66[0]', 'FillText72[0]'],
        ['FillText67[0]', 'FillText73[0]'],
        ['FillText68[0]', 'FillText74[0]'],
        ['FillText75[0]', 'FillText76[0]'],
        ['FillText77[0]', 'FillText78[0]'],
        ['FillText79[0]', 'FillText80[0]'],
        ['FillText79[1]', 'FillText80[1]'],
      ].map(([who, where]) => ({
        [p7(who)]: cell({ join: [{ from: 'name' }, { from: 'relationship' }] }),
        [p7(where)]: cell(relativeAddressOrDeath),
      })),
      overflow: {
        kind: 'attachment',
        title: 'GC-310, Attachment 11 — Relatives of the (proposed) conservatee',
        columns: relativesColumns,
      },
    },
  ],
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Conservatorship of' }, { from: 'conservateeName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
  attachments: [
    {
      item: '1c',
      label: 'Reasons a bond should not be required',
      heading: 'GC-310, Attachment 1c — Reasons bond should not be required',
      value: { from: 'bondWaiverReason' },
    },
    {
      item: '1d',
      label: 'Independent powers requested and reasons',
      heading: 'GC-310, Attachment 1d — Powers requested under Probate Code section 2590 and reasons',
      value: { from: 'independentPowersDetails' },
    },
    {
      item: '1h',
      label: 'Powers of the limited conservator of the person',
      heading: 'GC-310, Attachment 1h — Powers requested under Probate Code section 2351.5(b)',
      value: { if: { all: [LIMITED, PERSON] }, then: { from: 'limitedPowers' } },
    },
    {
      item: '1l',
      label: 'Other orders',
      heading: 'GC-310, Attachment 1l — Other orders requested',
      value: {
        join: [
          {
            if: is('votingOrder', true),
            then: {
              text: 'A finding that the (proposed) conservatee is not capable of communicating, with or without reasonable accommodations, a desire to participate in the voting process (Elections Code section 2208; Probate Code section 1823(b)(3)).',
            },
          },
          {
            if: is('dispenseNotice', true),
            then: {
              join: [
                { text: 'An order dispensing with notice to the persons named below, for the reasons stated:' },
                { from: 'dispenseDetails' },
              ],
              separator: ' ',
            },
          },
        ],
        separator: '\n\n',
      },
    },
    {
      item: '3a',
      label: 'Reasons for venue in this county',
      heading: 'GC-310, Attachment 3a — Reasons for commencing the conservatorship in this county',
      value: { from: 'venueReason' },
    },
    {
      item: '3f(1)',
      label: 'Efforts to find relatives',
      heading: 'GC-310, Attachment 3f(1) — Efforts to find the relatives',
      value: { from: 'relativesSearch' },
    },
    {
      item: '3f(2)',
      label: 'The person’s preferences',
      heading: 'GC-310, Attachment 3f(2) — The (proposed) conservatee’s preferences concerning the appointment',
      value: { from: 'preferences' },
    },
    {
      item: '5d',
      label: 'Good cause for a voluntary conservatorship',
      heading: 'GC-310, Attachment 5d — Facts showing good cause',
      value: { from: 'voluntaryReason' },
    },
    {
      item: '5f',
      label: 'Nature and degree of the developmental disability',
      heading: 'GC-310, Attachment 5f — Nature and degree of the alleged developmental disability',
      value: { from: 'disabilityDetails' },
    },
    {
      item: '6b',
      label: 'Facts and reasons (spouse or partner in a separation proceeding)',
      heading: 'GC-310, Attachment 6b/7b — Facts and reasons',
      value: { from: 'separationDetails' },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------------
// GC-312
// ---------------------------------------------------------------------------------------------------------------------

const c1 = under('GC-312[0].Page1[0].');
const c2 = under('GC-312[0].Page2[0].');
const c3 = under('GC-312[0].Page3[0].');
const c4 = under('GC-312[0].Page4[0].');
const ch = under('GC-312[0].Page1[0].p1Caption[0].');
const pxCaption = (page: number) => `GC-312[0].Page${page}[0].p${page}Caption_sf[0].pxCaption[0].`;
const AT_HOME = is('atResidence', true);
const AWAY = is('atResidence', false);
const ESTATE_ONLY = is('conservatorshipOf', 'estate');
const PERSON_ONLY = is('conservatorshipOf', 'person');
const PERSONAL = is('basis', 'personal');
const DECLARATION = is('basis', 'declaration');

/** A narrative box of GC-312 and its "Continued in Attachment …" box. */
const narrative = (box: string, continued: string, item: string, label: string, v: ValueSpec | string): Record<string, FieldRule> => ({
  [box]: text(item, label, v),
  [continued]: attached(item, `${label}: continued in Attachment ${item}`, [box]),
});
const ALTERNATIVE_BOXES: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['6a', 'SDM_ft', 'ContAtt6a_cb', 'Supported decisionmaking agreement (Welf. & Inst. Code §21001)', 'supportedDecisions'],
  ['6b', 'DesHCSurr_ft', 'ContAtt6b_cb', 'Designation of a health care surrogate (Prob. Code §4711)', 'healthSurrogate'],
  ['6c', 'AHCD_ft', 'ContAtt6c', 'Advance health care directive', 'healthDirective'],
  ['6d', 'POA_ft', 'ContAtt6d', 'Power of attorney', 'powerOfAttorney'],
  ['6e', 'Trust_ft', 'ContAtt6e_cb', 'Trust', 'trust'],
  ['6f', 'OtherAlts_ft', 'ContAtt6f', 'Other alternatives considered or attempted', 'other'],
];
const BASIS_ITEMS: ReadonlyArray<readonly [string, string, Condition]> = [
  ['9a', '3', PERSON],
  ['9b', '4', ESTATE],
  ['9c', '5', always],
  ['9d', '6', always],
  ['9e', '7', always],
  ['9f', '8', always],
];

const gc312: PdfFormMap = {
  kind: 'pdf',
  form: 'GC-312',
  title: 'Confidential Supplemental Information (Probate Conservatorship)',
  revision: GC312_REVISION,
  fields: {
    ...attorneyBoxAt('petitioner', {
      barNumber: ch('AttyPartyInfo[0].AttyBarNo[0]'),
      name: ch('AttyPartyInfo[0].ConservatorName[0]'),
      firm: ch('AttyPartyInfo[0].AttyFirm[0]'),
      street: ch('AttyPartyInfo[0].Street[0]'),
      city: ch('AttyPartyInfo[0].City[0]'),
      state: ch('AttyPartyInfo[0].State[0]'),
      zip: ch('AttyPartyInfo[0].Zip[0]'),
      phone: ch('AttyPartyInfo[0].Phone[0]'),
      fax: ch('AttyPartyInfo[0].Fax[0]'),
      email: ch('AttyPartyInfo[0].Email[0]'),
      attorneyFor: ch('AttyPartyInfo[0].AttyFor[0]'),
    }),
    ...courtBox({
      county: ch('CourtInfo[0].CrtCounty[0]'),
      street: ch('CourtInfo[0].CrtStreet[0]'),
      mailing: ch('CourtInfo[0].CrtMailingAdd[0]'),
      cityZip: ch('CourtInfo[0].CrtCityZip[0]'),
      branch: ch('CourtInfo[0].CrtBranch[0]'),
    }),
    ...each(
      [ch('TitlePartyName[0].Conservatee_ft[0]'), ...[2, 3, 4].map((n) => `${pxCaption(n)}TitlePartyName[0].Conservatee_ft[0]`)],
      text('Caption', 'Conservatorship of (name)', 'conservateeName'),
    ),
    ...each([ch('CaseNumber[0].CaseNumber[0]'), ...[2, 3, 4].map((n) => `${pxCaption(n)}CaseNumber[0].CaseNumber[0]`)], caseNumber()),
    [ch('FormTitle[0].Ltd_cb[0]')]: check('Title', 'Limited conservatorship', LIMITED),
    [ch('FormTitle[0].Person_cb[0]')]: check('Title', 'Of the person', PERSON),
    [ch('FormTitle[0].Estate_cb[0]')]: check('Title', 'Of the estate', ESTATE),
    [ch('HearingDate[0].HearingDt[0]')]: court('Hearing date', 'Caption'),
    [ch('Dept-Time[0].Dept[0]')]: court('Department', 'Caption'),
    [ch('Dept-Time[0].Time[0]')]: court('Hearing time', 'Caption'),
    // Items 1–2.
    [c1('Item1[0].Conservatee_ft[0]')]: text('1', 'Proposed conservatee (name)', 'conservateeName'),
    [c1('Item1[0].DOB_ft[0]')]: text('1', 'Date of birth', 'conservateeDateOfBirth'),
    [c1('Item1[0].Age_ft[0]')]: text('1', 'Age', { age: 'conservateeDateOfBirth' }),
    [c1('Item1[0].SSN_ft[0]')]: staff('1', 'Social Security number of the proposed conservatee', 'collected in the office, never online'),
    [c1('Item2[0].Petitioner_cb[0]')]: check('2', 'I am the petitioner', always),
    [c1('Item2[0].PropConservator_cb[0]')]: checkIf('2', 'I am the proposed conservator', 'petitionerIsConservator'),
    // Item 3: personal needs.
    [c1('Item3[0].Item3Main[0].PrsnlNeeds_cb[0]')]: check('3', 'Ability to provide for personal needs', PERSON),
    ...narrative(c1('Item3[0].Item3a[0].PhysHealth_ft[0]'), c1('Item3[0].Item3a[0].ContiAtt3a_cb[0]'), '3a', 'Physical health', {
      if: PERSON,
      then: {
        join: [{ from: 'physicalHealth' }, labelled('Diagnoses:', 'diagnoses'), labelled('Medications:', 'medications')],
        separator: '\n',
      },
    }),
    ...narrative(c1('Item3[0].Item3b[0].Food_ft[0]'), c1('Item3[0].Item3b[0].ContAtt3b3b[0]'), '3b', 'Food', 'food'),
    ...narrative(c1('Item3[0].Item3c[0].Clothing_ft[0]'), c1('Item3[0].Item3c[0].ContAtt3c_cb[0]'), '3c', 'Clothing', 'clothing'),
    ...narrative(c1('Item3[0].Item3d[0].Shelter_ft[0]'), c1('Item3[0].Item3d[0].ContAtt3d_cb[0]'), '3d', 'Shelter', 'shelter'),
    // Item 4: finances.
    [c2('Item4[0].FinResources_cb[0]')]: check('4', 'Ability to manage own financial resources', ESTATE),
    ...narrative(c2('Item4[0].FinRes_ft[0]'), c2('Item4[0].ContAtt4a_cb[0]'), '4a', 'Financial resources', 'finances'),
    ...narrative(c2('Item4[0].FrdUndueInfl_ft[0]'), c2('Item4[0].ContAtt4b[0]'), '4b', 'Fraud or undue influence', 'undueInfluence'),
    // Item 5: residence.
    [c2('Item5[0].Item5a[0].ResNature_ft[0]')]: text('5a', 'Nature of the residence', {
      join: [{ from: 'residenceType' }, { from: 'facilityName' }],
      separator: ' — ',
    }),
    [c2('Item5[0].Item5b[0].ResAddress_ft[0]')]: text('5b', 'Residence address', 'conservateeAddress'),
    [c2('Item5[0].Item5c[0].residence5\\.c[0]')]: check('5c', 'Currently located at the residence', AT_HOME),
    [c2('Item5[0].Item5c[0].residence5\\.c[1]')]: check('5c', 'Currently located at another place', AWAY),
    [c2('Item5[0].Item5c[0].OtherAddr_ft[0]')]: text('5c', 'Address of the other place', 'currentLocation'),
    [c2('Item5[0].Item5d[0].CurrntLocNature_ft[0]')]: text('5d', 'Nature of the current location', 'currentLocationKind'),
    [c2('Item5[0].Item5e[0].Item5e1[0].LivingRes_cb[0]')]: check('5e(1)', 'Living in the residence', AT_HOME),
    [c2('Item5[0].Item5e[0].Item5e1[0].Item5e1a[0].livinginthe5\\.e[0]')]: check(
      '5e(1)(a)',
      'Able to continue living there',
      is('residencePlan', 'canStay'),
    ),
    [c2('Item5[0].Item5e[0].Item5e1[0].Item5e1b[0].livinginthe5\\.e[0]')]: check(
      '5e(1)(b)',
      'Will need to be moved',
      is('residencePlan', 'mustMove'),
    ),
    [c2('Item5[0].Item5e[0].Item5e1[0].Item5e1c[0].livinginthe5\\.e[0]')]: check('5e(1)(c)', 'Other', {
      all: [AT_HOME, is('residencePlan', 'other')],
    }),
    [c2('Item5[0].Item5e[0].Item5e2[0].NotLivingRes_cb[0]')]: check('5e(2)', 'Not living in the residence', AWAY),
    [c2('Item5[0].Item5e[0].Item5e2[0].Item5e2a[0].notlivinginthe5\\.e2[0]')]: check(
      '5e(2)(a)',
      'Will be able to return home',
      is('residencePlan', 'canReturn'),
    ),
    [c2('Item5[0].Item5e[0].Item5e2[0].Item5e2a[0].RtnDate_ft[0]')]: text('5e(2)(a)', 'Date of return', 'returnDate'),
    [c2('Item5[0].Item5e[0].Item5e2[0].Item5e2b[0].notlivinginthe5\\.e2[0]')]: check(
      '5e(2)(b)',
      'Will not return',
      is('residencePlan', 'willNotReturn'),
    ),
    [c2('Item5[0].Item5e[0].Item5e2[0].Item5e2c[0].notlivinginthe5\\.e2[0]')]: check('5e(2)(c)', 'Other', {
      all: [AWAY, is('residencePlan', 'other')],
    }),
    ...narrative(
      c2('Item5[0].Item5f[0].ReasonsFor5e[0]'),
      c2('Item5[0].Item5f[0].ContAtt5e_cb[0]'),
      '5f',
      'Reasons about living in the residence',
      'residenceReasons',
    ),
    // Item 6: less restrictive alternatives.
    ...Object.assign(
      {},
      ...ALTERNATIVE_BOXES.map(([item, box, continued, label, name]) =>
        narrative(
          c3(`Item6[0].Item${item}[0].${box}[0]`),
          c3(`Item6[0].Item${item}[0].${continued}[0]`),
          item,
          label,
          `alternatives.${name}`,
        ),
      ),
    ),
    // Item 7: services in the past year.
    [c4('Item7[0].Item7a[0].HealthServs_cb[0]')]: check('7a', 'Health services received', { field: 'healthServices', filled: true }),
    ...narrative(
      c4('Item7[0].Item7a[0].HealthServs_ft[0]'),
      c4('Item7[0].Item7a[0].ContAtt7a_cb[0]'),
      '7a',
      'Health services',
      'healthServices',
    ),
    [c4('Item7[0].Item7b[0].SocialServs_cb[0]')]: check('7b', 'Social services received', { field: 'socialServices', filled: true }),
    ...narrative(
      c4('Item7[0].Item7b[0].SocialServs_ft[0]'),
      c4('Item7[0].Item7b[0].ContAtt7b_cb[0]'),
      '7b',
      'Social services',
      'socialServices',
    ),
    [c4('Item7[0].Item7c[0].DontKnow_cb[0]')]: check('7c', 'I do not know what services were provided', {
      any: [is('healthServicesUnknown', true), is('socialServicesUnknown', true)],
    }),
    [c4('Item7[0].Item7c[0].HS_cb[0]')]: checkIf('7c', 'Health services unknown', 'healthServicesUnknown'),
    [c4('Item7[0].Item7c[0].SS_cb[0]')]: checkIf('7c', 'Social services unknown', 'socialServicesUnknown'),
    // Item 8: what the person knows and wants.
    [c4('Item8[0].Item8a[0].Knows_8\\.a[0]')]: check('8a', 'Knows about the conservatorship', is('knowsOfPetition', 'yes')),
    [c4('Item8[0].Item8a[0].Knows_8\\.a[1]')]: check('8a', 'Does not know', is('knowsOfPetition', 'no')),
    [c4('Item8[0].Item8a[0].Knows_8\\.a[2]')]: check('8a', 'I don’t know', is('knowsOfPetition', 'unknown')),
    [c4('Item8[0].Item8b[0].Agrees_8\\.b[0]')]: check('8b', 'Agrees', is('agrees', 'yes')),
    [c4('Item8[0].Item8b[0].Agrees_8\\.b[1]')]: check('8b', 'Does not agree', is('agrees', 'no')),
    [c4('Item8[0].Item8b[0].Agrees_8\\.b[2]')]: check('8b', 'I don’t know', is('agrees', 'unknown')),
    [c4('Item8[0].Item8b[0].Agrees_8\\.b[3]')]: check('8b', 'Does not apply: the person does not know', is('knowsOfPetition', 'no')),
    // Item 9: the basis of the facts.
    ...Object.assign(
      {},
      ...BASIS_ITEMS.map(([item, of, when]) => ({
        [c4(`Item9[0].Item${item}[0].PersKnow${item}_cb[0]`)]: check(item, `Item ${of}: personal knowledge`, { all: [when, PERSONAL] }),
        [c4(`Item9[0].Item${item}[0].Affidavit${item}_cb[0]`)]: check(item, `Item ${of}: declaration by another person`, {
          all: [when, DECLARATION],
        }),
      })),
    ),
    // Item 10: items that do not apply.
    [c4('Item10[0].NotApply3_cb[0]')]: check('10', 'Item 3 does not apply', ESTATE_ONLY),
    [c4('Item10[0].NotApply4_cb[0]')]: check('10', 'Item 4 does not apply', PERSON_ONLY),
    [c4('Item10[0].NotAppExplain_ft[0]')]: text('10', 'Reasons items do not apply', {
      if: ESTATE_ONLY,
      then: { text: 'Item 3: the petition asks for the appointment of a conservator of the estate only.' },
      else: { if: PERSON_ONLY, then: { text: 'Item 4: the petition asks for the appointment of a conservator of the person only.' } },
    }),
    [c4('Item10[0].ContAtt10_cb[0]')]: attached('10', 'Continued on Attachment 10', [c4('Item10[0].NotAppExplain_ft[0]')]),
    [c4('Item11[0].NumPages[0]')]: staff('11', 'Number of pages attached', 'count the attachments'),
    [c4('PoPDec[0].SigDate[0]')]: staff('Signature', 'Date of signing', 'the day the petitioner signs'),
    [c4('PoPDec[0].TypePrintName[0]')]: text('Signature', 'Name of petitioner', 'petitioner.name'),
  },
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Conservatorship of' }, { from: 'conservateeName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
};

// ---------------------------------------------------------------------------------------------------------------------
// Worksheets: the forms the project does not hold, in each form's item order
// ---------------------------------------------------------------------------------------------------------------------

const NOT_HELD = 'not in the verified forms folder; items in the form’s order (check the numbering against the current revision)';
const value = (item: string, label: string, v: ValueSpec | string): WorksheetItem => ({
  kind: 'value',
  item,
  label,
  value: typeof v === 'string' ? { from: v } : v,
});
const conservatorshipOf = value('Caption', 'Conservatorship of (name)', 'conservateeName');
const caseNumberLine: WorksheetItem = { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } };
const yesNoText = (path: string): ValueSpec => ({ from: path });

const gc314: WorksheetMap = {
  kind: 'worksheet',
  form: 'GC-314',
  title: 'Confidential Conservator Screening Form',
  reason: NOT_HELD,
  items: [
    conservatorshipOf,
    caseNumberLine,
    value('1', 'Proposed conservator: name', conservator('name')),
    value('1', 'Other names used', 'conservatorScreening.otherNames'),
    value('2', 'Residence address', conservatorAddress),
    value('3', 'Telephone', conservator('phone')),
    value('4', 'Date of birth', 'conservatorScreening.dateOfBirth'),
    { kind: 'staff', item: '5', label: 'Social Security number', note: 'collected in the office, never online' },
    value('6', 'Driver’s license number and state', {
      join: [{ from: 'conservatorScreening.driversLicense' }, { raw: 'conservatorScreening.driversLicenseState' }],
      separator: ' ',
    }),
    value('7', 'Relationship to the (proposed) conservatee', {
      if: PETITIONER_IS_CONSERVATOR,
      then: { from: 'relationship' },
      else: { from: 'proposedConservator.relationship' },
    }),
    value('8', 'Licensed professional fiduciary; license number', {
      join: [yesNoText('conservatorScreening.professionalFiduciary'), { from: 'conservatorScreening.licenseNumber' }],
      separator: ' — ',
    }),
    value('9', 'Convicted of a crime', yesNoText('conservatorScreening.convicted')),
    value('10', 'Subject of a restraining order', yesNoText('conservatorScreening.restrainingOrder')),
    value('11', 'Filed for bankruptcy', yesNoText('conservatorScreening.bankruptcy')),
    value('12', 'Removed as a fiduciary', yesNoText('conservatorScreening.removedFiduciary')),
    value('13', 'Explanations', 'conservatorScreening.explanations'),
    { kind: 'staff', item: 'Signature', label: 'Date and signature of the proposed conservator' },
  ],
};

const gc313: WorksheetMap = {
  kind: 'worksheet',
  form: 'GC-313',
  title: 'Attachment Requesting Special Orders Regarding a Major Neurocognitive Disorder',
  when: is('dementiaPowers', true),
  reason: NOT_HELD,
  items: [
    conservatorshipOf,
    caseNumberLine,
    value('1', 'The (proposed) conservatee has a major neurocognitive disorder (GC-335A by the physician)', 'diagnoses'),
    value('2', 'Authority to place in a secured-perimeter residential care facility (Prob. Code §2356.5(b))', {
      if: { field: 'dementiaOrders', includes: 'securedPlacement' },
      then: { text: 'Requested' },
    }),
    value('3', 'Authority to authorize medications appropriate for the care and treatment of dementia (Prob. Code §2356.5(c))', {
      if: { field: 'dementiaOrders', includes: 'medication' },
      then: { text: 'Requested' },
    }),
    value('4', 'Facts: physical health and daily needs', 'physicalHealth'),
    value('4', 'Current medications', 'medications'),
    { kind: 'staff', item: 'Signature', label: 'Date and signature of the petitioner' },
  ],
};

export const conservatorshipForms = defineForms({
  type: 'conservatorship',
  version: 2,
  forms: [gc310, gc312, gc314, gc313, gc320, gc340, gc348],
});
