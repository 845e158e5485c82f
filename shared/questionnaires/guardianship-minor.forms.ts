/**
 * The forms the guardianship-minor questionnaire serves (reference: /work/shared/reference/court-forms.md §3.8; model:
 * forms/model.ts). Shipped and mapped field by field: GC-210 (the petition for a guardianship of the estate or of the
 * person and estate), GC-210(P) (the petition for a guardianship of the person only: forms/maps/gc-210p.ts),
 * FL-105/GC-120 (the shared UCCJEA fragment's map), GC-212 (one per proposed guardian: a second copy fills the same
 * PDF for a co-guardian), GC-240 (the proposed order: forms/maps/gc-240.ts). Worksheets in each form's item order for
 * the forms the project does not hold: GC-210(CA) for each child, FL-105(A) (children who have not lived together),
 * GC-110 (temporary guardianship), ICWA-010(A) (Indian child inquiry, in every case) and ICWA-030 (notice to the
 * tribes, when the answer is yes or unknown).
 */
import {
  attached,
  ask,
  cell,
  check,
  checkIf,
  court,
  defineForms,
  each,
  na,
  staff,
  text,
  textBelowLabel,
  under,
  yesNo,
} from './forms/build';
import type { Column, FieldRule, PdfFormMap, ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';
import { caseNumber, courtBox, oneLineAddress, standardCourtBox, standardAttorneyBox } from './forms/maps/caption';
import { relativesColumns } from './fragments/relatives.map';
import { fl105aWorksheet, fl105Map } from './forms/maps/fl-105';
import { gc210p } from './forms/maps/gc-210p';
import { gc240 } from './forms/maps/gc-240';
import { composed, composedCond, mapsFor } from './forms/typed';
import { anyParent, CHILDREN_NAMES, GUARDIAN_ADDRESSES, GUARDIAN_NAMES, GUARDIAN_PHONES } from './forms/maps/guardianship';
import type { guardianshipMinor } from './guardianship-minor';
import type { Condition } from './types';

export const GC210_REVISION = 'Rev. July 1, 2016';
export const GC212_REVISION = 'Rev. July 1, 2009';

const is = (field: string, value: string | boolean): Condition => ({ field, equals: value });
const PERSON: Condition = { field: 'guardianshipOf', in: ['person', 'both'] };
const ESTATE: Condition = { field: 'guardianshipOf', in: ['estate', 'both'] };
const PERSON_ONLY = is('guardianshipOf', 'person');
const RELATED = is('relatedToChildren', true);
const UNRELATED = is('relatedToChildren', false);
const CO = is('hasCoGuardian', true);
const always: Condition = { all: [] };

const guardianNames = GUARDIAN_NAMES;
const guardianAddresses = GUARDIAN_ADDRESSES;
const guardianPhones = GUARDIAN_PHONES;

/** A parent as the forms list them: name, situation, address. */
const parentText = (path: string): ValueSpec => ({
  join: [{ from: `${path}.name` }, { from: `${path}.status` }, { from: `${path}.address` }],
  separator: ' — ',
});
/** In a child's scope: that child's own parent, or the parents all the children share. */
const parentOfChild = (who: 'mother' | 'father'): ValueSpec => ({
  if: { field: '/sameParents', equals: true },
  then: parentText(`/${who}`),
  else: parentText(who),
});
// ---------------------------------------------------------------------------------------------------------------------
// GC-210
// ---------------------------------------------------------------------------------------------------------------------

const g1 = under('topmostSubform[0].Page1[0].');
const g2 = under('topmostSubform[0].Page2[0].');
const g3 = under('topmostSubform[0].Page3[0].');
const gh = under('topmostSubform[0].Page1[0].StdP1Header_sf[0].');

const gc210: PdfFormMap = {
  kind: 'pdf',
  form: 'GC-210',
  title: 'Petition for Appointment of Guardian of Minor',
  revision: GC210_REVISION,
  when: ESTATE,
  fields: {
    ...standardAttorneyBox('guardian', gh, 'AttyBarNo_dc'),
    ...standardCourtBox(gh),
    ...each(
      [
        gh('TitlePartyName[0].Party2_ft[0]'),
        g2('CaptionPx_sf[0].TitlePartyName[0].Party2_ft[0]'),
        g3('CaptionPx_sf[0].TitlePartyName[0].Party2_ft[0]'),
      ],
      text('Caption', 'Guardianship of (names)', CHILDREN_NAMES),
    ),
    ...each(
      [
        gh('CaseNumber[0].CaseNumber_ft[0]'),
        g2('CaptionPx_sf[0].CaseNumber[0].CaseNumber_ft[0]'),
        g3('CaptionPx_sf[0].CaseNumber[0].CaseNumber_ft[0]'),
      ],
      caseNumber(),
    ),
    [gh('HearingInfo_sf[0].HearingDateTime_ft[0]')]: court('Hearing date and time', 'Caption'),
    [gh('HearingInfo_sf[0].Dept_ft[0]')]: court('Department', 'Caption'),
    [gh('FormTitle[0].ChckBx22[0]')]: check('Title', 'Guardian of the person', PERSON),
    [gh('FormTitle[0].ChckBx22[1]')]: check('Title', 'Guardian of the estate', ESTATE),
    [gh('FormTitle[0].CheckBox22[0]')]: check('Title', 'Minor', { field: 'uccjea.childCount', equals: 1 }),
    [gh('FormTitle[0].CheckBx22[0]')]: check('Title', 'Minors', { field: 'uccjea.childCount', greaterThan: 1 }),
    // Item 1: the requests.
    [g1('FillText3[0]')]: textBelowLabel('1', 'Petitioner (name each)', guardianNames),
    [g1('Checkbox[0]')]: check('1a', 'Appointment of a guardian of the person', PERSON),
    [g1('FillText5[0]')]: text('1a', 'Guardian of the person: name', { if: PERSON, then: guardianNames }),
    [g1('FillText6[0]')]: text('1a', 'Guardian of the person: address', { if: PERSON, then: guardianAddresses }),
    [g1('FillTxt6[0]')]: text('1a', 'Guardian of the person: telephone', { if: PERSON, then: guardianPhones }),
    [g1('Checkbox[1]')]: check('1b', 'Appointment of a guardian of the estate', ESTATE),
    [g1('FillText5[1]')]: text('1b', 'Guardian of the estate: name', guardianNames),
    [g1('FillText6[1]')]: text('1b', 'Guardian of the estate: address', guardianAddresses),
    [g1('FillTxt6[1]')]: text('1b', 'Guardian of the estate: telephone', guardianPhones),
    [g1('CheckBox9[0]')]: check('1c(1)', 'Bond not be required', { any: [PERSON_ONLY, is('estateBond', 'askWaiver')] }),
    [g1('CheckBox11[0]')]: check('1c(1)', 'Because the petition is for guardian of the person only', PERSON_ONLY),
    [g1('CheckBox10[0]')]: na('Clients are individuals, not a corporate fiduciary or a government agency', 'Corporate fiduciary (1c(1))'),
    [g1('CheckBox8[0]')]: check('1c(1)', 'Bond not required for the reasons stated in Attachment 1c', is('estateBond', 'askWaiver')),
    [g1('CheckBox7[0]')]: check('1c(2)', 'Bond be fixed', is('estateBond', 'bond')),
    [g1('FillText9[0]')]: staff('1c(2)', 'Bond amount', 'the minimum of Prob. Code §2320 from item 7'),
    [g1('CheckBox6[0]')]: check('1c(3)', 'Deposits in a blocked account', is('estateBond', 'blockedAccount')),
    [g1('FillText10[0]')]: text('1c(3)', 'Amount in the blocked account', 'blockedAmount'),
    [g1('FillText10001[0]')]: text('1c(3)', 'Blocked account: institution and location', 'blockedInstitution'),
    [g1('CheckBox5[0]')]: checkIf('1d', 'Independent powers under Prob. Code §2590 (Attachment 9)', 'independentPowers'),
    [g1('CheckBox4[0]')]: ask(
      '1e',
      'Orders on the powers and duties of the guardian of the person (Prob. Code §§2351–2358)',
      'only if the client asks for special orders',
    ),
    [g1('CheckBox3[0]')]: checkIf('1f', 'Order dispensing with notice (Attachment 10)', 'dispenseNotice'),
    [g1('CheckBox2[0]')]: ask('1g', 'Other orders (Attachment 1g)', 'only if the client asks for other orders'),
    [g1('CheckBox1[0]')]: attached('2', 'Additional minors listed on Attachment 2', ['minors']),
    // Items 3–6: who petitions and who would be guardian.
    [g2('CheckBox40[0]')]: check('3a', 'Petitioner is related to the minors', RELATED),
    [g2('CheckBox39[0]')]: na('The petitioner is the adult proposed guardian, not the minor', 'Petitioner is the minor, 12 or older (3b)'),
    [g2('CheckBox38[0]')]: check('3c', 'Petitioner is another person on behalf of the minors', UNRELATED),
    [g2('CheckBox37[0]')]: check('4a', 'Proposed guardian is a nominee', is('nomination', 'you')),
    [g2('CheckBox36[0]')]: check('4b', 'Proposed guardian is related to the minors', RELATED),
    [g2('CheckBox35[0]')]: check('4c', 'Proposed guardian is not related (other)', UNRELATED),
    [g2('CheckBox34[0]')]: checkIf('4d', 'Proposed guardian is a professional fiduciary', 'screening.professionalFiduciary'),
    [g2('CheckBox33[0]')]: checkIf(
      '5',
      'Petitioner, with intent to adopt, has accepted or intends to accept care of the minor',
      'intentToAdopt',
    ),
    [g2('CheckBox32[0]')]: check('6', 'Another person has been nominated as guardian in writing', is('nomination', 'someoneElse')),
    [g2('CheckBox31[0]')]: check('6', 'Nominated by will', is('nominee.by', 'will')),
    [g2('CheckBox31[1]')]: check('6', 'Nominated by other writing', is('nominee.by', 'otherWriting')),
    // Item 7: the estate.
    [g2('CheckBox29[0]')]: check('7', 'Character and estimated value of the estate', ESTATE),
    [g2('FillText78[0]')]: text('7a', 'Personal property', 'estatePersonalProperty'),
    [g2('FillText78[1]')]: text('7b', 'Annual gross income from all sources', 'estateAnnualIncome'),
    [g2('FillText78[2]')]: text('7c', 'Total', {
      if: ESTATE,
      then: { total: [{ add: ['estatePersonalProperty', 'estateAnnualIncome'] }] },
    }),
    [g2('FillText79[0]')]: text('7d', 'Real property', { if: ESTATE, then: { total: [{ add: ['estateRealProperty'] }] } }),
    // Item 8: why.
    [g2('CheckBox27[0]')]: check('8', 'Appointment of a guardian of the person is necessary', PERSON),
    [g2('CheckBx27[0]')]: check('8', 'Appointment of a guardian of the estate is necessary', ESTATE),
    [g2('FillText81[0]')]: text('8', 'Reasons the appointment is necessary or convenient', 'reason'),
    [g2('CheckBox26[0]')]: attached('8', 'Continued in Attachment 8', [g2('FillText81[0]')]),
    [g2('CheckBox25[0]')]: checkIf('8', 'Parental custody would be detrimental to the minors', 'parentalCustodyDetrimental'),
    [g2('CheckBox24[0]')]: checkIf(
      '9',
      'Independent powers would be in the best interest of the estate (Attachment 9)',
      'independentPowers',
    ),
    [g2('CheckBox23[0]')]: checkIf('10', 'Notice should be dispensed with (Attachment 10)', 'dispenseNotice'),
    [g2('CheckBox22[0]')]: check('10', 'They cannot with reasonable diligence be given notice', {
      field: 'dispenseReasons',
      includes: 'cannotFind',
    }),
    [g2('CheckBox21[0]')]: check('10', 'Notice would be contrary to the interest of justice', {
      field: 'dispenseReasons',
      includes: 'justice',
    }),
    // Item 11: a petitioner not related to the minors.
    [g3('CheckBox51[0]')]: check('11', 'Petitioner is not related to the minors', { all: [UNRELATED, PERSON] }),
    [g3('CheckBox50[0]')]: check('11a', 'Petitioner is the proposed guardian and will furnish information (Prob. Code §1543)', {
      all: [UNRELATED, PERSON],
    }),
    [g3('CheckBox49[0]')]: na(
      'The client is both the petitioner and the proposed guardian',
      'Petitioner is not the proposed guardian (11b)',
    ),
    [g3('CheckBox47[0]')]: check('11c', "The proposed guardian's home is a licensed foster family home", {
      all: [UNRELATED, is('licensedFosterHome', true)],
    }),
    [g3('CheckBox47[1]')]: check('11c', "The proposed guardian's home is not a licensed foster family home", {
      all: [UNRELATED, is('licensedFosterHome', false)],
    }),
    [g3('CheckBox46[0]')]: check('11d', 'The proposed guardian has never filed a petition for adoption of the minor', {
      all: [UNRELATED, is('adoptionPetitionFiled', false)],
    }),
    [g3('CheckBox45[0]')]: check('11d', 'Except as specified in Attachment 11d', { all: [UNRELATED, is('adoptionPetitionFiled', true)] }),
    [g3('CheckBox44[0]')]: check('12', 'UCCJEA declaration (GC-120) attached', PERSON),
    // Item 13: filed with the petition.
    [g3('CheckBox43[0]')]: staff('13', 'Consent of Proposed Guardian (GC-211, item 1)', 'check when the court asks for it'),
    [g3('CheckBox42[0]')]: check('13', 'Nomination of Guardian (GC-211, items 2 and 3)', anyParent('nominates', true)),
    [g3('CheckBox41[0]')]: check(
      '13',
      'Consent to Appointment of Guardian and Waiver of Notice (GC-211, item 4)',
      anyParent('status', 'consents'),
    ),
    [g3('CheckBox20[0]')]: check('13', 'Petition for Appointment of Temporary Guardian (GC-110)', {
      all: [is('temporaryNeeded', true), ESTATE],
    }),
    [g3('CheckBox19[0]')]: check('13', 'Petition for Appointment of Temporary Guardian of the Person (GC-110(P))', {
      all: [is('temporaryNeeded', true), PERSON_ONLY],
    }),
    [g3('CheckBox18[0]')]: check('13', 'Confidential Guardian Screening Form (GC-212)', always),
    [g3('CheckBox18[1]')]: checkIf('13', 'Petition for Special Immigrant Juvenile Findings (GC-220)', 'sijFindings'),
    [g3('FillText24[0]')]: text('13', 'Other papers filed with the petition', {
      text: 'Guardianship Petition—Child Information Attachment (GC-210(CA)) for each minor; Indian Child Inquiry Attachment (ICWA-010(A))',
    }),
    [g3('FillText20[0]')]: staff('14', 'Number of pages attached', 'count the attachments'),
    [g3('FillText25[0]')]: na('The client represents themselves: no attorney signs', 'Date (attorney)'),
    [g3('FillText25[1]')]: staff('Signature', 'Date of signing', 'the day the petitioners sign'),
    [g3('FillText17[0]')]: text('Signature', 'Name of petitioner', 'guardian.name'),
    [g3('FillText17[1]')]: text('Signature', 'Name of second petitioner (co-guardian)', { if: CO, then: { from: 'coGuardian.name' } }),
    [g3('FillText17[2]')]: na('Two petitioners at most in this questionnaire', 'Third petitioner'),
    [g3('FillText25[2]')]: na('Wards of 18 to 20 are not prepared by this questionnaire', 'Date (consent of a ward 18 or older)'),
    [g3('FillText17[3]')]: na('Wards of 18 to 20 are not prepared by this questionnaire', 'Name of the proposed ward 18 or older'),
  },
  rowGroups: [
    {
      id: 'minors',
      item: '2',
      label: 'Minors: full legal name and date of birth',
      source: ['uccjea.children'],
      rows: [
        { [g1('FillText11[0]')]: cell('name'), [g1('FillText71[3]')]: cell('birthDate') },
        { [g1('FillText11[3]')]: cell('name'), [g1('FillText71[2]')]: cell('birthDate') },
        { [g1('FillText11[2]')]: cell('name'), [g1('FillText71[1]')]: cell('birthDate') },
        { [g1('FillText11[1]')]: cell('name'), [g1('FillText71[0]')]: cell('birthDate') },
      ],
      overflow: {
        kind: 'attachment',
        title: 'GC-210, Attachment 2 — Additional minors',
        columns: [
          { label: 'Full legal name', value: { from: 'name' } },
          { label: 'Date of birth', value: { from: 'birthDate' } },
        ],
      },
    },
  ],
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Guardianship of' }, CHILDREN_NAMES], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
  attachments: [
    {
      item: '1c',
      label: 'Reasons a bond should not be required',
      heading: 'GC-210, Attachment 1c — Reasons bond should not be required',
      value: { from: 'bondWaiverReason' },
    },
    {
      item: '9',
      label: 'Independent powers requested and reasons',
      heading: 'GC-210, Attachment 9 — Powers requested under Probate Code section 2590 and reasons',
      value: { from: 'independentPowersDetails' },
    },
    {
      item: '10',
      label: 'Persons to whom notice should be dispensed with',
      heading: 'GC-210, Attachment 10 — Names, and efforts to locate them or reasons to dispense with notice',
      value: { from: 'dispenseDetails' },
    },
    {
      item: '11d',
      label: 'Petitions for adoption filed',
      heading: 'GC-210, Attachment 11d — Petitions for adoption of the minor',
      value: { from: 'adoptionPetitionDetails' },
    },
  ],
};

// ---------------------------------------------------------------------------------------------------------------------
// GC-212, one per proposed guardian
// ---------------------------------------------------------------------------------------------------------------------

const s1 = under('GC-212[0].Page1[0].');
const s2 = under('GC-212[0].Page2[0].');
const cap212 = under('GC-212[0].Page1[0].P1Caption[0].');

function gc212(who: 'guardian' | 'coGuardian'): PdfFormMap {
  const sc = who === 'guardian' ? 'screening' : 'coGuardianScreening';
  const q = (n: string) => `${sc}.${n}`;
  const pair = (area: string, n: number, item: string, label: string, path: string) =>
    yesNo(area.replace('#', `#area[${n}].`) + `[0]`, area.replace('#', `#area[${n}].`) + `[1]`, item, label, q(path));
  const p1pair = (n: number, caption: string, item: string, label: string, path: string) =>
    pair(s1(`#CheckBoxCaption${caption}`), n, item, label, path);
  const p2pair = (n: number, caption: string, item: string, label: string, path: string) =>
    pair(s2(`#CheckBoxCaption${caption}`), n, item, label, path);
  const minorRow = (first: number) => ({
    [s2(`TextField[${first}]`)]: cell('name'),
    [s2(`TextField[${first + 1}]`)]: cell({ if: is('livesWithYou', true), then: { from: '/guardian.phone' } }),
    [s2(`TextField[${first + 2}]`)]: cell('school'),
    [s2(`TextField[${first + 3}]`)]: cell('schoolPhone'),
    [s2(`TextField[${first + 4}]`)]: cell('phone'),
  });
  const fields: Record<string, FieldRule> = {
    [cap212('AttyPartyInfo[0].TextField1[0]')]: text('Caption', 'Party without attorney: name and address', {
      join: [
        { from: 'guardian.name' },
        {
          if: is('guardian.differentMailing', true),
          then: oneLineAddress('guardian.mailing'),
          else: oneLineAddress('guardian'),
        },
      ],
      separator: '\n',
    }),
    [cap212('AttyPartyInfo[0].Phone[0]')]: text('Caption', 'Party without attorney: telephone', 'guardian.phone'),
    [cap212('AttyPartyInfo[0].Fax[0]')]: na('Not collected: clients are reached by phone and email', 'Fax number'),
    [cap212('AttyPartyInfo[0].Email[0]')]: text('Caption', 'Party without attorney: email', 'guardian.email'),
    [cap212('AttyPartyInfo[0].Attorneyname[0]')]: text('Caption', 'Attorney for', { text: 'Self-represented' }),
    ...courtBox({
      county: cap212('CourtInfo[0].CrtCounty[0]'),
      street: cap212('CourtInfo[0].CrtStreet[0]'),
      mailing: cap212('CourtInfo[0].CrtMailingAdd[0]'),
      cityZip: cap212('CourtInfo[0].CrtCityZip[0]'),
      branch: cap212('CourtInfo[0].CrtBranch[0]'),
    }),
    [cap212('FormTitle[0].Guadianship[0]')]: text('Caption', 'Guardianship of (names)', CHILDREN_NAMES),
    [s2('PxCaption[0].TitlePartyName[0].Guadianship[0]')]: text('Caption', 'Guardianship of (names)', CHILDREN_NAMES),
    ...each([cap212('CaseNumber[0].CaseNumber[0]'), s2('PxCaption[0].CaseNumber[0].CaseNumber[0]')], caseNumber()),
    [cap212('CaseNumber2[0].HearingdateandTime[0]')]: court('Hearing date and time', 'Caption'),
    [cap212('CaseNumber2[0].TextField[0]')]: court('Department', 'Caption'),
    [cap212('FormTitle2[0].#area[0].CheckBoxCaption[0]')]: check('Title', 'Guardianship of the person', PERSON),
    [cap212('FormTitle2[0].#area[1].CheckBoxCaption[1]')]: check('Title', 'Guardianship of the estate', ESTATE),
    // Item 1: the proposed guardian.
    [s1('TextField[0]')]: text('1a', 'Proposed guardian (name)', {
      join: [
        { from: `${who}.name` },
        {
          if: { field: q('otherNames'), filled: true },
          then: { join: [{ text: 'also known as' }, { from: q('otherNames') }], separator: ' ' },
        },
      ],
      separator: ', ',
    }),
    [s1('HearingDate[0]')]: text('1b', 'Date of birth', who === 'guardian' ? 'guardianDateOfBirth' : 'coGuardian.dateOfBirth'),
    [s1('TextField[1]')]: staff('1c', 'Social security number', 'collect in the office: the full number is never asked online'),
    [s1('TextField[2]')]: text('1d', "Driver's license number", q('driversLicense')),
    [s1('TextField[3]')]: text('1d', "Driver's license state", { raw: q('driversLicenseState') }),
    [s1('TextField[4]')]: text('1e', 'Telephone: home', `${who}.phone`),
    [s1('TextField[5]')]: text('1e', 'Telephone: work', q('workPhone')),
    [s1('TextField[6]')]: na('One home and one work number are asked', 'Telephone: other'),
    // Items 2–19.
    ...p1pair(0, '1', '2', 'Required to register as a sex offender', 'sexOffender'),
    ...p1pair(1, '2', '3', 'Charged with, arrested for or convicted of a crime', 'criminalRecord'),
    [s1('#area[2].CheckB12[0]')]: checkIf('3', 'Arrested for drug- or alcohol-related offenses', q('drugAlcoholArrest')),
    ...p1pair(3, '3', '4', 'Restraining or protective order in the last 10 years', 'restrainingOrder'),
    ...p1pair(4, '4', '5', 'Receiving mental health services', 'mentalHealthCare'),
    ...p1pair(5, '5', '6', 'Social worker, parole or probation officer in the home', 'caseworkerInHome'),
    ...p1pair(6, '6', '7', 'Child abuse, neglect or molestation charges in the home', 'childAbuseCharges'),
    ...p1pair(7, '7', '8', 'Aware of child abuse reports about anyone in the home', 'childAbuseReports'),
    ...p1pair(8, '8', '9', 'Habitual use of illegal substances or alcohol abuse in the home', 'substanceUse'),
    ...p2pair(0, '9', '10', 'Crimes involving illegal substances or alcohol in the home', 'substanceCharges'),
    ...p2pair(1, '10', '11', 'Mental illness in the home', 'mentalIllnessInHome'),
    ...p2pair(2, '11', '12', 'Physical disability impairing the duties of guardian', 'physicalDisability'),
    ...p2pair(3, '12', '13', 'Adverse interest', 'adverseInterest'),
    ...p2pair(4, '13', '14', 'Previously appointed guardian, conservator, executor or fiduciary', 'priorFiduciary'),
    ...p2pair(5, '14', '15', 'Removed as guardian, conservator, executor or fiduciary', 'removedFiduciary'),
    ...p2pair(6, '15', '16', 'Private professional fiduciary', 'professionalFiduciary'),
    ...p2pair(7, '16', '17', 'Licensed by the Professional Fiduciaries Bureau', 'fiduciaryLicensed'),
    [s2('#area[8].CheckBoxCaption17[0]')]: na(
      'Clients are individuals, not officers of a nonprofit corporation',
      'I am a corporate officer (18)',
    ),
    [s2('#area[8].CheckBoxCaption17[1]')]: check('18', 'I am not a responsible corporate officer of a nonprofit corporation', always),
    [s2('TextField[0]')]: na('Clients are individuals, not officers of a nonprofit corporation', 'Name of corporation (18)'),
    ...p2pair(9, '18', '19', 'Filed for bankruptcy in the last 10 years', 'bankruptcy'),
    [s2('CheckBo[0]')]: attached('20', 'Information on additional minors is attached', ['minors']),
    [s2('#area[10].Date[0]')]: staff('Signature', 'Date of signing', 'the day the proposed guardian signs'),
    [s2('#area[10].PrintName[0]')]: text('Signature', 'Name of proposed guardian', `${who}.name`),
  };
  return {
    kind: 'pdf',
    form: who === 'guardian' ? 'GC-212' : 'GC-212 (co-guardian)',
    pdf: 'GC-212',
    title: who === 'guardian' ? 'Confidential Guardian Screening Form' : 'Confidential Guardian Screening Form — co-guardian',
    revision: GC212_REVISION,
    ...(who === 'coGuardian' ? { when: CO } : {}),
    fields,
    rowGroups: [
      {
        id: 'minors',
        item: '20–22',
        label: "Minors' contact information",
        source: ['uccjea.children'],
        rows: [minorRow(1), minorRow(6), minorRow(11)],
        overflow: {
          kind: 'attachment',
          title: "GC-212, Attachment — Additional minors' contact information",
          columns: [
            { label: "Minor's name", value: { from: 'name' } },
            { label: 'Home telephone', value: { if: is('livesWithYou', true), then: { from: '/guardian.phone' } } },
            { label: 'School', value: { from: 'school' } },
            { label: 'School telephone', value: { from: 'schoolPhone' } },
            { label: 'Other telephone', value: { from: 'phone' } },
          ],
        },
      },
    ],
    attachmentCaption: {
      shortTitle: { join: [{ text: 'Guardianship of' }, CHILDREN_NAMES], separator: ' ' },
      caseNumber: { filing: 'caseNumber' },
    },
    attachments: [
      {
        item: '2–19',
        label: 'Explanations of the answers',
        heading: 'GC-212, Attachments 2–19 — Explanations (confidential)',
        value: { from: q('explanations') },
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Worksheets
// ---------------------------------------------------------------------------------------------------------------------

const value = (item: string, label: string, v: ValueSpec | string): WorksheetItem => ({
  kind: 'value',
  item,
  label,
  value: typeof v === 'string' ? { from: v } : v,
});
const NOT_HELD = 'not in the verified forms folder; items in the form’s order (check the numbering against the current revision)';
const guardianshipOf = value('Caption', 'Guardianship of (names)', CHILDREN_NAMES);
const caseNumberLine: WorksheetItem = { kind: 'value', item: 'Caption', label: 'Case number', value: { filing: 'caseNumber' } };
const partyBox = value('Caption', 'Petitioner without attorney: name, address, telephone, email', {
  join: [{ from: 'guardian.name' }, oneLineAddress('guardian'), { from: 'guardian.phone' }, { from: 'guardian.email' }],
  separator: ' · ',
});
const childColumns: readonly Column[] = [
  { label: 'Child', value: { join: [{ from: 'name' }, { from: 'birthDate' }, { from: 'sex' }] } },
  { label: 'Place of birth', value: { from: 'placeOfBirth' } },
];

const residenceNow: ValueSpec = {
  if: is('livesWithYou', true),
  then: { text: 'With the proposed guardian' },
  else: { text: 'Not with the proposed guardian' },
};

const gc210ca: WorksheetMap = {
  kind: 'worksheet',
  form: 'GC-210(CA)',
  title: 'Guardianship Petition—Child Information Attachment (one for each child)',
  reason: NOT_HELD,
  items: [
    guardianshipOf,
    caseNumberLine,
    {
      kind: 'rows',
      item: '1',
      label: 'The child: name, date of birth, sex, place of birth, where the child lives now, school',
      source: ['uccjea.children'],
      columns: [
        ...childColumns,
        { label: 'Lives', value: residenceNow },
        { label: 'School', value: { join: [{ from: 'school' }, { from: 'schoolPhone' }] } },
      ],
    },
    value('2', 'Nominee (if another person was nominated): name and address', {
      if: is('nomination', 'someoneElse'),
      then: { join: [{ from: 'nominee.name' }, { from: 'nominee.address' }] },
      else: { text: 'None' },
    }),
    value('3', "Proposed guardian's relationship to the child", {
      join: [
        { from: 'relationship' },
        { if: CO, then: { join: [{ from: 'coGuardian.name' }, { from: 'coGuardian.relationship' }], separator: ': ' } },
      ],
      separator: '; ',
    }),
    {
      kind: 'rows',
      item: '4',
      label: "The child's parents: name, situation (consents, objects, whereabouts unknown, deceased, unknown) and address",
      source: ['uccjea.children'],
      columns: [
        { label: 'Child', value: { from: 'name' } },
        { label: 'Mother', value: parentOfChild('mother') },
        { label: 'Father', value: parentOfChild('father') },
      ],
    },
    {
      kind: 'rows',
      item: '5',
      label: 'Relatives within the second degree: grandparents and brothers and sisters (Prob. Code §1510(c)(3))',
      source: ['relatives'],
      columns: relativesColumns,
    },
    value('6', 'Person with legal custody, if not a parent: name and address', {
      if: is('otherCustodian', true),
      then: { join: [{ from: 'custodian.name' }, { from: 'custodian.address' }] },
      else: { text: 'None other than the parents' },
    }),
    value('7', "Petitioner's relationship to the child", 'relationship'),
    value('8', 'Indian child inquiry (ICWA-010(A) attached)', 'nativeAmerican'),
  ],
};

const gc110: WorksheetMap = {
  kind: 'worksheet',
  form: 'GC-110',
  title: 'Petition for Appointment of Temporary Guardian (GC-110(P) for the person only)',
  when: is('temporaryNeeded', true),
  reason: NOT_HELD,
  items: [
    partyBox,
    guardianshipOf,
    caseNumberLine,
    value('1', 'Form: GC-110(P) for the person only, GC-110 for the estate or person and estate', {
      if: PERSON_ONLY,
      then: { text: 'GC-110(P)' },
      else: { text: 'GC-110' },
    }),
    value('1', 'Proposed temporary guardian: name, address, telephone', {
      join: [guardianNames, guardianAddresses, guardianPhones],
      separator: ' · ',
    }),
    { kind: 'rows', item: '2', label: 'Minors', source: ['uccjea.children'], columns: childColumns },
    value('3', 'Why a temporary guardianship is needed now (urgency and the harm to be avoided)', 'temporaryReason'),
    {
      kind: 'staff',
      item: '4',
      label: 'Powers requested, and notice given to the parents and others or reasons to shorten or dispense with it',
    },
    { kind: 'court', item: 'Order', label: 'Hearing date and the temporary order' },
  ],
};

const icwa010a: WorksheetMap = {
  kind: 'worksheet',
  form: 'ICWA-010(A)',
  title: 'Indian Child Inquiry Attachment (one for each child)',
  reason: NOT_HELD,
  items: [
    guardianshipOf,
    caseNumberLine,
    { kind: 'rows', item: '1', label: 'Child', source: ['uccjea.children'], columns: childColumns },
    ask('2', 'Whom the petitioner asked about Indian ancestry (the child, parents, relatives) and when', 'the inquiry itself'),
    value('3', 'Result: the child is or may be a member of, or eligible for membership in, a federally recognized tribe', 'nativeAmerican'),
    {
      kind: 'rows',
      item: '4',
      label: 'Tribes named (name and location)',
      source: ['tribes'],
      columns: [
        { label: 'Tribe or band', value: { from: 'name' } },
        { label: 'Location', value: { from: 'location' } },
      ],
    },
    { kind: 'staff', item: 'Signature', label: 'Date and signature of the petitioner' },
  ],
};

const icwa030: WorksheetMap = {
  kind: 'worksheet',
  form: 'ICWA-030',
  title: 'Notice of Child Custody Proceeding for Indian Child',
  when: { field: 'nativeAmerican', in: ['yes', 'unknown'] },
  reason: NOT_HELD,
  items: [
    guardianshipOf,
    caseNumberLine,
    { kind: 'court', item: '1', label: 'Hearing date, time, department and court address' },
    { kind: 'rows', item: '2', label: 'Child: name, date and place of birth', source: ['uccjea.children'], columns: childColumns },
    {
      kind: 'rows',
      item: '3',
      label: 'Tribes to be notified',
      source: ['tribes'],
      columns: [
        { label: 'Tribe or band', value: { from: 'name' } },
        { label: 'Location', value: { from: 'location' } },
      ],
    },
    {
      kind: 'rows',
      item: '4',
      label: "The child's parents",
      source: ['uccjea.children'],
      columns: [
        { label: 'Child', value: { from: 'name' } },
        { label: 'Mother', value: parentOfChild('mother') },
        { label: 'Father', value: parentOfChild('father') },
      ],
    },
    {
      kind: 'rows',
      item: '5',
      label: 'Grandparents and great-grandparents, so far as known: names, dates and places of birth, tribes, enrollment numbers',
      source: ['ancestors'],
      columns: [
        { label: 'Name and relationship', value: { join: [{ from: 'name' }, { from: 'relationship' }] } },
        { label: 'Birth', value: { join: [{ from: 'birthDate' }, { from: 'birthPlace' }] } },
        { label: 'Tribe and enrollment number', value: { join: [{ from: 'tribe' }, { from: 'enrollment' }] } },
      ],
    },
    { kind: 'staff', item: 'Service', label: 'Registered or certified mail to each tribe, the parents and the BIA; proof of notice' },
  ],
};

const fl105 = fl105Map(mapsFor<typeof guardianshipMinor>(), {
  declarant: 'guardian',
  caption: {
    guardianshipOf: composed(CHILDREN_NAMES),
    caseName: { join: [{ text: 'Guardianship of' }, composed(CHILDREN_NAMES)], separator: ' ' },
  },
  when: composedCond(PERSON),
});

export const guardianshipMinorForms = defineForms({
  type: 'guardianship-minor',
  version: 2,
  forms: [gc210, gc210p, gc210ca, fl105, fl105aWorksheet(PERSON), gc212('guardian'), gc212('coGuardian'), gc110, gc240, icwa010a, icwa030],
});

/** For tests. */
export const GUARDIANSHIP_MAPS = {
  gc210,
  gc210p,
  gc210ca,
  fl105,
  gc212: gc212('guardian'),
  gc212co: gc212('coGuardian'),
  gc110,
  gc240,
  icwa010a,
  icwa030,
};
