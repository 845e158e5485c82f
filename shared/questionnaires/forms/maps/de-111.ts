/**
 * DE-111 Petition for Probate (Rev. July 1, 2017), filled field by field from the probate questionnaire (every AcroForm
 * field has its rule), with the conditions and item-3d values the probate worksheets share (probate.forms.ts).
 *
 * Typed from the questionnaire (typed.ts): a path, a condition's value or an option that the probate definition does
 * not have fails to compile here.
 *
 * Item 3d values only what passes through probate: the assets held in the decedent's name alone or as tenants in common
 * (PROBATE_HELD); trust, joint-tenancy, payable-on-death, beneficiary and community property going to a spouse are
 * listed on the asset summary instead.
 */
import type { probate } from '../../probate';
import { MINOR_HEIR, PROBATE_HELD } from '../../probate';
import { relativeAddressOrDeath } from '../../fragments/relatives.map';
import type { AnswersFor } from '../../types';
import { pagesAttached, under } from '../build';
import type { FieldRule } from '../model';
import { composed, composedCond, mapsFor, plainCond, type ColumnOf, type Cond, type PathTableOf, type TotalTermOf } from '../typed';
import { attorneyBox, caseNumber, oneLineAddress, standardCourtBox, standardAttorneyNames } from './caption';

type F = PathTableOf<typeof probate>;
type Answers = AnswersFor<typeof probate>;
const m = mapsFor<typeof probate>();
const { attached, cell, check, checkIf, court, each, is, na, pdf, spec, staff, text } = m;

export const DE111_REVISION = 'Rev. July 1, 2017';

const p1 = under('topmostSubform[0].Page1[0].');
const p2 = under('topmostSubform[0].Page2[0].Page2[0].');
const p3 = under('topmostSubform[0].Page3[0].');
const p4 = under('topmostSubform[0].Page4[0].');
const hdr = under('topmostSubform[0].Page1[0].StdP1Header_sf[0].');

export const WILL = is('hasWill', true);
export const NO_WILL = is('hasWill', false);
const TYPE = (t: NonNullable<Answers['appointmentType']>) => is('appointmentType', t);
const LOST = is('originalLost', true);

// --- Item 3d: the probate estate, from the assets held in the decedent's name alone -----------------------------

/** An asset that passes through probate (held in the decedent's name alone or as a tenant in common). */
export const inProbate: Cond<F> = { field: 'heldHow', in: PROBATE_HELD };
export const real: Cond<F> = { all: [inProbate, { field: 'kind', equals: 'realProperty' }] };
const personal: Cond<F> = { all: [inProbate, { not: { field: 'kind', equals: 'realProperty' } }] };
type AssetAmount = 'value' | 'yearlyIncome' | 'owed';
/** The amounts of the assets meeting `where`, added (and subtracted). */
export const term = (where: Cond<F>, add: AssetAmount[], subtract: AssetAmount[] = []): TotalTermOf<F> => ({
  each: 'assets',
  where,
  add,
  subtract,
});
export const ESTATE = {
  personalProperty: { total: [term(personal, ['value'])] },
  incomeReal: { total: [term(real, ['yearlyIncome'])] },
  incomePersonal: { total: [term(personal, ['yearlyIncome'])] },
  subtotal: { total: [term(personal, ['value', 'yearlyIncome']), term(real, ['yearlyIncome'])] },
  realGross: { total: [term(real, ['value'])] },
  encumbrances: { total: [term(real, ['owed'])] },
  realNet: { total: [term(real, ['value'], ['owed'])] },
  total: { total: [term(personal, ['value', 'yearlyIncome']), term(real, ['yearlyIncome', 'value'], ['owed'])] },
} as const;

// --- Who is to be appointed ---------------------------------------------------------------------------------------

const SELF = is('petitionerIsRepresentative', true);
export const representativeName = spec({ if: SELF, then: { from: 'petitioner.name' }, else: { from: 'representative.name' } });
const representativeAddress = spec({ if: SELF, then: oneLineAddress('petitioner'), else: oneLineAddress('representative') });
const RELATIVE = { field: 'relationship', in: ['spouse', 'child', 'parent', 'sibling', 'otherRelative'] } as const;

// --- Items 6 and 7: "check the first box that applies" ------------------------------------------------------------

/** Each option's box is checked when it is selected and no earlier option of the list is. */
function firstThatApplies<P extends 'otherRelatives' | 'predeceasedSpouseRelatives'>(
  path: P,
  options: readonly NonNullable<Answers[P]>[number][],
  names: readonly string[],
  itemOf: (letter: string) => string,
  labels: readonly string[],
): Record<string, FieldRule> {
  const rules: Record<string, FieldRule> = {};
  options.forEach((value, i) => {
    rules[names[i]] = check(itemOf(String.fromCharCode(97 + i)), labels[i], {
      all: [
        composedCond({ field: path, includes: value }),
        ...options.slice(0, i).map((earlier) => ({ not: composedCond({ field: path, includes: earlier }) })),
      ],
    });
  });
  return rules;
}

const addressOrDeath = composed(relativeAddressOrDeath);
const heirColumns: readonly ColumnOf<F>[] = [
  { label: 'Name and relationship to decedent', value: { join: [{ from: 'name' }, { from: 'relationship' }] } },
  {
    label: 'Age',
    value: {
      if: is('deceased', true),
      then: { text: '' },
      else: { if: { field: 'age', filled: true }, then: { from: 'age' }, else: { text: 'Adult' } },
    },
  },
  { label: 'Address', value: addressOrDeath },
];

/** Item 8's ten rows, top to bottom (the form numbers them 0, 9, 8 … 1). */
const HEIR_ROWS = [0, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => ({
  [p4(`FillText352[${i}]`)]: cell({ join: [{ from: 'name' }, { from: 'relationship' }], separator: '\n' }),
  [p4(`FillText351[${i}]`)]: cell(heirColumns[1].value),
  [p4(`FillText350[${i}]`)]: cell(addressOrDeath),
}));

export const de111 = pdf({
  kind: 'pdf',
  form: 'DE-111',
  title: 'Petition for Probate',
  revision: DE111_REVISION,
  fields: {
    ...attorneyBox(m, 'petitioner', standardAttorneyNames(hdr, 'AttyBarNo_dc')),
    ...standardCourtBox(hdr),
    ...each(
      [
        hdr('TitlePartyName[0].Party1[0]'),
        p2('CaptionPx_sf[0].TitlePartyName[0].Party1[0]'),
        p3('PxCaption[0].TitlePartyName[0].Party1[0]'),
        p4('CaptionPx_sf[0].TitlePartyName[0].Party1[0]'),
      ],
      text('Caption', 'Estate of (name)', 'decedentName'),
    ),
    ...each(
      [
        hdr('CaseNumber[0].CaseNumber[0]'),
        p2('CaptionPx_sf[0].CaseNumber[0].CaseNumber[0]'),
        p3('PxCaption[0].CaseNumber[0].CaseNumber[0]'),
        p4('CaptionPx_sf[0].CaseNumber[0].CaseNumber[0]'),
      ],
      caseNumber(),
    ),
    [hdr('CaseNumber[1].CaseNumber_ft[0]')]: court('Hearing date and time', 'Caption'),
    [hdr('CaseNumber[1].FillText121[0]')]: court('Department', 'Caption'),
    // The petition's title.
    [hdr('FormTitle[0].CheckBox23[0]')]: check('Title', 'Probate of will and for letters testamentary', TYPE('executor')),
    [hdr('FormTitle[0].CheckBox23[1]')]: check('Title', 'Lost will (letters testamentary)', { all: [TYPE('executor'), LOST] }),
    [hdr('FormTitle[0].CheckBox22[0]')]: check(
      'Title',
      'Probate of will and for letters of administration with will annexed',
      TYPE('administratorWithWill'),
    ),
    [hdr('FormTitle[0].CheckBox23[2]')]: check('Title', 'Lost will (letters of administration with will annexed)', {
      all: [TYPE('administratorWithWill'), LOST],
    }),
    [hdr('FormTitle[0].CheckBox21[0]')]: check('Title', 'Letters of administration', TYPE('administrator')),
    [hdr('FormTitle[0].CheckBox20[0]')]: check('Title', 'Letters of special administration', TYPE('specialAdministrator')),
    [hdr('FormTitle[0].CheckBox17[0]')]: check('Title', 'Special administration with general powers', {
      all: [TYPE('specialAdministrator'), is('specialGeneralPowers', true)],
    }),
    [hdr('FormTitle[0].CheckBox19[0]')]: check('Title', 'Authorization to administer under the IAEA', {
      field: 'iaea',
      in: ['full', 'limited'],
    }),
    [hdr('FormTitle[0].CheckBox18[0]')]: check('Title', 'IAEA with limited authority', is('iaea', 'limited')),
    // Item 1: publication.
    [p1('FillText141[0]')]: text('1', 'Publication will be in (name of newspaper)', 'newspaper'),
    [p1('CheckBox1[0]')]: staff('1a', 'Publication requested', 'check when the office asks the newspaper to publish'),
    [p1('CheckBox1[1]')]: staff('1b', 'Publication to be arranged'),
    // Item 2: the requests.
    [p1('FillText142[0]')]: text('2', 'Petitioner (name each)', 'petitioner.name'),
    [p1('CheckBox3[0]')]: check('2a', "Decedent's will and codicils be admitted to probate", WILL),
    [p1('FillText143[0]')]: text('2b', 'Name of the person to be appointed', representativeName),
    [p1('CheckBox5[0]')]: check('2b(1)', 'Executor', TYPE('executor')),
    [p1('CheckBox6[0]')]: check('2b(2)', 'Administrator with will annexed', TYPE('administratorWithWill')),
    [p1('CheckBox7[0]')]: check('2b(3)', 'Administrator', TYPE('administrator')),
    [p1('CheckBox8[0]')]: check('2b(4)', 'Special administrator', TYPE('specialAdministrator')),
    [p1('CheckBox9[0]')]: check('2b(4)', 'Special administrator with general powers', {
      all: [TYPE('specialAdministrator'), is('specialGeneralPowers', true)],
    }),
    [p1('CheckBox12[0]')]: check('2c', 'Full IAEA authority', is('iaea', 'full')),
    [p1('CheckBox12[1]')]: check('2c', 'Limited IAEA authority', is('iaea', 'limited')),
    [p1('CheckBox11[0]')]: check('2d(1)', 'Bond not be required (item 3e)', {
      any: [is('bond', 'willWaives'), { all: [is('bond', 'allWaive'), { not: MINOR_HEIR }] }],
    }),
    [p1('CheckBox13[0]')]: check('2d(2)', 'Bond be fixed', is('bond', 'bond')),
    [p1('FillText144[0]')]: staff('2d(2)', 'Bond amount', 'computed from item 3d under Prob. Code §8482'),
    [p1('CheckBox14[0]')]: check('2d(3)', 'Deposits in a blocked account', is('bond', 'blockedAccount')),
    [p1('FillText145[0]')]: text('2d(3)', 'Amount in the blocked account', 'blockedAmount'),
    [p1('FillText161[0]')]: text('2d(3)', 'Blocked account: institution and location', 'blockedInstitution'),
    // Item 3a–c: the decedent.
    [p1('FillText146[0]')]: text('3a', 'Decedent died on (date)', 'decedentDateOfDeath'),
    [p1('FillText147[0]')]: text('3a', 'Place of death', 'placeOfDeath'),
    [p1('CheckBox15[0]')]: check('3a(1)', 'A resident of the county named above', is('livedInCalifornia', true)),
    [p1('CheckBox15[1]')]: check('3a(2)', 'A nonresident of California who left an estate in the county', is('livedInCalifornia', false)),
    [p1('FillText148[0]')]: text('3a(2)', 'Location of the estate in the county', 'propertyInCounty'),
    [p1('CheckBox81[0]')]: checkIf('3b', 'Decedent was a citizen of another country', 'foreignCitizen'),
    [p1('TextField3g5[0]')]: text('3b', 'Country of citizenship', 'citizenship'),
    [p1('FillText149[0]')]: text('3c', "Street address, city and county of decedent's residence", {
      join: [{ from: 'decedentAddress' }, { join: [{ from: 'countyOfDeath' }, { text: 'County' }], separator: ' ' }],
    }),
    // Item 3d: the probate estate.
    [p2('FillText162[0]')]: text('3d(1)', 'Personal property', ESTATE.personalProperty),
    [p2('FillText165[0]')]: text('3d(2)(a)', 'Annual gross income from real property', ESTATE.incomeReal),
    [p2('FillText164[0]')]: text('3d(2)(b)', 'Annual gross income from personal property', ESTATE.incomePersonal),
    [p2('FillText163[0]')]: text('3d(3)', 'Subtotal', ESTATE.subtotal),
    [p2('FillText173[0]')]: text('3d(4)', 'Gross fair market value of real property', ESTATE.realGross),
    [p2('FillText173[1]')]: text('3d(5)', 'Encumbrances', ESTATE.encumbrances),
    [p2('FillText178[0]')]: text('3d(6)', 'Net value of real property', ESTATE.realNet),
    [p2('FillText177[0]')]: text('3d(7)', 'Total', ESTATE.total),
    // Item 3e: why no bond.
    [p2('CheckBox73[0]')]: check('3e(1)', 'Will waives bond', is('bond', 'willWaives')),
    [p2('CheckBox72[0]')]: check('3e(1)', 'Special administrator is the named executor and the will waives bond', {
      all: [TYPE('specialAdministrator'), is('bond', 'willWaives'), is('appointeeNamedExecutor', true)],
    }),
    [p2('CheckBox74[0]')]: check('3e(2)', 'All beneficiaries are adults and have waived bond (DE-142)', {
      all: [is('bond', 'allWaive'), WILL, { not: MINOR_HEIR }],
    }),
    [p2('CheckBox75[0]')]: check('3e(3)', 'All heirs at law are adults and have waived bond (DE-142)', {
      all: [is('bond', 'allWaive'), NO_WILL, { not: MINOR_HEIR }],
    }),
    [p2('CheckBox76[0]')]: na('Clients are individuals, not a corporate fiduciary or a government agency', 'Corporate fiduciary (3e(4))'),
    // Item 3f: the will.
    [p2('CheckBox77[0]')]: check('3f(1)', 'Decedent died intestate', NO_WILL),
    [p2('CheckBox78[0]')]: check('3f(2)', "Copy of decedent's will", WILL),
    [p2('FillText179[0]')]: text('3f(2)', 'Will dated', 'willDate'),
    [p2('CheckBox79[0]')]: checkIf('3f(2)', 'Codicil dated', 'hasCodicils'),
    [p2('FillText181[0]')]: text('3f(2)', 'Codicil dates', { each: 'codicils', value: { from: 'date' } }),
    [p2('CheckBox57[0]')]: staff('3f(2)', 'The will and all codicils are self-proving (Prob. Code §8220)', 'read the attestation clauses'),
    [p2('CheckBox57[1]')]: checkIf('3f(3)', 'The original will or codicil has been lost', 'originalLost'),
    // Item 3g: the appointment.
    [p2('CheckBox58[0]')]: check('3g(1)(a)', 'Proposed executor is named in the will and consents to act', {
      all: [WILL, is('appointeeNamedExecutor', true)],
    }),
    [p2('CheckBox59[0]')]: check('3g(1)(b)', 'No executor is named in the will', { all: [WILL, is('willNamesExecutor', false)] }),
    [p2('CheckBox60[0]')]: check('3g(1)(c)', 'Proposed personal representative is a nominee', {
      all: [WILL, is('appointeeIsNominee', true)],
    }),
    [p2('CheckBox61[0]')]: checkIf('3g(1)(d)', 'Other named executors will not act', 'otherExecutorsNotActing'),
    [p2('CheckBox63[0]')]: check('3g(1)(d)', 'Because of death', { field: 'notActingReasons', includes: 'death' }),
    [p2('CheckBox62[0]')]: check('3g(1)(d)', 'Because of declination', { field: 'notActingReasons', includes: 'declination' }),
    [p2('CheckBox64[0]')]: check('3g(1)(d)', 'Because of other reasons', { field: 'notActingReasons', includes: 'other' }),
    [p2('FillText182[0]')]: text('3g(1)(d)', 'Executors who will not act: details', 'notActingDetails'),
    [p2('CheckBox65[0]')]: attached('3g(1)(d)', 'Continued in Attachment 3g(1)(d)', [p2('FillText182[0]')]),
    [p2('CheckBox66[0]')]: check('3g(2)(a)', 'Petitioner is a person entitled to letters', {
      all: [TYPE('administrator'), SELF, RELATIVE, is('appointeeIsNominee', false)],
    }),
    [p2('CheckBox67[0]')]: check('3g(2)(b)', 'Petitioner is a nominee of a person entitled to letters', {
      all: [TYPE('administrator'), is('appointeeIsNominee', true)],
    }),
    [p2('CheckBox68[0]')]: check('3g(2)(c)', 'Petitioner is related to the decedent', { all: [TYPE('administrator'), RELATIVE] }),
    [p2('FillTxt181[0]')]: text('3g(2)(c)', 'Relationship to the decedent', {
      if: { all: [TYPE('administrator'), RELATIVE] },
      then: { from: 'relationship' },
    }),
    [p2('CheckBox69[0]')]: check('3g(3)', 'Appointment of special administrator requested', TYPE('specialAdministrator')),
    [p2('CheckBox61[1]')]: na(
      'First appointments only: a successor personal representative is another petition',
      'Successor personal representative (3g(4))',
    ),
    // Item 3h: where the proposed personal representative lives.
    [p2('CheckBox70[0]')]: check(
      '3h(1)',
      'Proposed personal representative is a resident of California',
      is('representativeResidence', 'california'),
    ),
    [p2('CheckBox70[1]')]: check('3h(2)', 'Nonresident of California', {
      field: 'representativeResidence',
      in: ['otherState', 'outsideUs'],
    }),
    [p2('FillText183[0]')]: text('3h(2)', 'Permanent address of the nonresident', {
      if: is('representativeResidence', 'otherState'),
      then: representativeAddress,
      else: { from: 'permanentAddress' },
    }),
    [p2('CheckBox81[0]')]: check('3h(3)', 'Resident of the United States', {
      field: 'representativeResidence',
      in: ['california', 'otherState'],
    }),
    [p2('CheckBox81[1]')]: check('3h(4)', 'Nonresident of the United States', is('representativeResidence', 'outsideUs')),
    // Item 4 and items 5–7: the family.
    [p3('CheckBox56[0]')]: staff('4', "Decedent's will does not preclude administration under the IAEA", 'read the will'),
    [p3('CheckBox55[0]')]: check('5a(1)', 'Survived by a spouse', is('maritalStatus', 'married')),
    [p3('CheckBox55[1]')]: check('5a(2)', 'No spouse', {
      field: 'maritalStatus',
      in: ['single', 'domesticPartner', 'divorced', 'widowed'],
    }),
    [p3('CheckBox53[0]')]: check('5a(2)(a)', 'Divorced or never married', {
      field: 'maritalStatus',
      in: ['single', 'domesticPartner', 'divorced'],
    }),
    [p3('CheckBox52[0]')]: check('5a(2)(b)', 'Spouse deceased', is('maritalStatus', 'widowed')),
    [p3('CheckBox51[0]')]: check('5a(3)', 'Survived by a registered domestic partner', is('maritalStatus', 'domesticPartner')),
    [p3('CheckBox51[1]')]: check('5a(4)', 'No registered domestic partner', {
      field: 'maritalStatus',
      in: ['single', 'married', 'divorced', 'widowed'],
    }),
    [p3('CheckBox49[0]')]: checkIf('5a(5)', 'Survived by a child', 'childrenSurvived'),
    [p3('CheckBox48[0]')]: check('5a(5)(a)', 'Natural or adopted child', { field: 'childKinds', includes: 'naturalOrAdopted' }),
    [p3('CheckBox47[0]')]: check('5a(5)(b)', 'Natural child adopted by a third party', {
      field: 'childKinds',
      includes: 'adoptedByOthers',
    }),
    [p3('CheckBox49[1]')]: check('5a(6)', 'No child', is('childrenSurvived', false)),
    [p3('CheckBox45[0]')]: checkIf('5a(7)', 'Issue of a predeceased child', 'predeceasedChildIssue'),
    [p3('CheckBox45[1]')]: check('5a(8)', 'No issue of a predeceased child', is('predeceasedChildIssue', false)),
    [p3('CheckBox43[0]')]: checkIf('5b', 'Was survived by a stepchild or foster child (Prob. Code §6454)', 'stepOrFosterChild'),
    [p3('CheckBox43[1]')]: check('5b', 'Was not survived by a stepchild or foster child', is('stepOrFosterChild', false)),
    ...firstThatApplies(
      'otherRelatives',
      [
        'parents',
        'issueOfParents',
        'grandparents',
        'issueOfGrandparents',
        'predeceasedSpouseIssue',
        'nextOfKin',
        'predeceasedSpouseParents',
        'none',
      ],
      [
        'CheckBox41[0]',
        'CheckBox40[0]',
        'CheckBox39[0]',
        'CheckBox38[0]',
        'CheckBox37[0]',
        'CheckBox36[0]',
        'CheckBox35[0]',
        'CheckBox34[0]',
      ].map(p3),
      (letter) => `6${letter}`,
      [
        'Survived by a parent or parents',
        'Survived by issue of deceased parents',
        'Survived by a grandparent or grandparents',
        'Survived by issue of grandparents',
        'Survived by issue of a predeceased spouse',
        'Survived by next of kin',
        'Survived by parents of a predeceased spouse or their issue',
        'Survived by no known next of kin',
      ],
    ),
    [p3('CheckBox33[0]')]: check('7a', 'Decedent had no predeceased spouse', is('predeceasedSpouse', false)),
    [p3('CheckBox33[1]')]: check('7b', 'Decedent had a predeceased spouse', { field: 'predeceasedSpouseProperty', filled: true }),
    [p3('CheckBox31[0]')]: check(
      '7b(1)',
      'Died within 15 years, with real property that passed to decedent',
      is('predeceasedSpouseProperty', 'realProperty15'),
    ),
    [p3('CheckBox31[1]')]: check(
      '7b(2)',
      'Died within 5 years, with personal property of $10,000 or more',
      is('predeceasedSpouseProperty', 'personalProperty5'),
    ),
    ...firstThatApplies(
      'predeceasedSpouseRelatives',
      ['spouseIssue', 'spouseParents', 'spouseParentsIssue', 'decedentKin', 'spouseKin'],
      ['CheckBox29[0]', 'CheckBox28[0]', 'CheckBox27[0]', 'CheckBox26[0]', 'CheckBox25[0]'].map(p3),
      (letter) => `7b(2)(${letter})`,
      [
        'Survived by issue of the predeceased spouse',
        'Survived by a parent of the predeceased spouse',
        'Survived by issue of a parent of the predeceased spouse',
        'Survived by next of kin of the decedent',
        'Survived by next of kin of the predeceased spouse',
      ],
    ),
    [p3('CheckBox24[0]')]: check('7b(3)', 'Neither (1) nor (2) applies', is('predeceasedSpouseProperty', 'neither')),
    // Item 8 is the row group; items 9 and the signatures.
    [p4('CheckBox83[0]')]: attached('8', 'Continued on Attachment 8', ['heirs']),
    [p4('FillText277[0]')]: pagesAttached('9', 'Number of pages attached', {
      others: { when: plainCond(WILL), note: 'the copy of the will and codicils (item 3f(2))' },
    }),
    [p4('FillText276[0]')]: na('The client represents themselves: no attorney signs', 'Date (attorney)'),
    [p4('FillText358[0]')]: na('The client represents themselves: no attorney signs', 'Name of attorney'),
    [p4('FillText276[1]')]: staff('Signature', 'Date of signing', 'the day the petitioner signs'),
    [p4('FillText357[0]')]: text('Signature', 'Name of petitioner', 'petitioner.name'),
    [p4('FillText357[1]')]: na('One petitioner per questionnaire; a co-petitioner signs on a line the preparer adds', 'Second petitioner'),
    [p4('CheckBox82[0]')]: na('One petitioner per questionnaire', 'Signatures of additional petitioners follow'),
  },
  rowGroups: [
    {
      id: 'heirs',
      item: '8',
      label: 'Heirs, beneficiaries and others entitled to notice: name, relationship, age and address',
      source: ['heirs'],
      rows: HEIR_ROWS,
      overflow: { kind: 'attachment', title: 'DE-111, Attachment 8 — Names, relationships, ages and addresses', columns: heirColumns },
    },
  ],
  attachmentCaption: {
    shortTitle: { join: [{ text: 'Estate of' }, { from: 'decedentName' }], separator: ' ' },
    caseNumber: { filing: 'caseNumber' },
  },
  attachments: [
    {
      item: '3g(3)',
      label: 'Grounds for special administration and powers requested',
      heading: 'DE-111, Attachment 3g(3) — Grounds for appointment of a special administrator and powers requested',
      value: { if: TYPE('specialAdministrator'), then: { from: 'specialReason' } },
    },
  ],
});
