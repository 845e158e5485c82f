/**
 * FL-150 Income and Expense Declaration (Rev. September 1, 2024) filled from the FL-150 objects (fl150.ts): every
 * AcroForm field has its rule here. A questionnaire names its declarant's party block, where the age comes from, and
 * its caption:
 *
 *   fl150Map({
 *     declarant: 'you', ageFrom: 'you.dateOfBirth',
 *     caption: { petitioner: { from: 'you.name' }, respondent: { from: 'otherParty.name' }, caseNumber: { from: 'caseNumber' } },
 *     when: { field: 'orders', includes: 'childSupport' },
 *   })
 */
import type {
  DEDUCTION_KINDS,
  FL150_CHILDREN,
  FL150_EXPENSES,
  FL150_HOUSEHOLD,
  FL150_INCOME,
  FL150_WORK,
  INCOME_SOURCES,
} from '../../fragments/fl150';
import type { AnswersOf } from '../../types';
import * as untyped from '../build';
import { under } from '../build';
import type { CellRule, FieldRule, PdfFormMap } from '../model';
import { mapsOver, plain, plainCond, type Cond, type MapBuilders, type PathIn, type PathTable, type RowGroupOf, type Spec } from '../typed';
import { caseNumber, type PartyPath, standardCourtBox, standardAttorneyBox } from './caption';

/** The FL-150 objects' answers (fl150.ts), which this map reads; a questionnaire holds them at its root. */
type Fl150Answers = AnswersOf<
  readonly [typeof FL150_WORK, typeof FL150_INCOME, typeof FL150_HOUSEHOLD, typeof FL150_EXPENSES, typeof FL150_CHILDREN]
>;
type Own = PathTable<Fl150Answers>;
const { cell, cellCheck, check, checkIf, na, staff, text, yesNo, columns, spec } = mapsOver<Fl150Answers>();
const attachments = (list: readonly { item: string; label: string; heading: string; value: Spec<Own> }[]) =>
  list.map((a) => ({ ...a, value: spec(a.value) }));

export const FL150_REVISION = 'Rev. September 1, 2024';

/** What a questionnaire tells the map, typed against its own answers (F: its path table). */
export interface Fl150Options<F> {
  /** Path of the declarant's party block (party.ts). */
  readonly declarant: PartyPath<F>;
  /** A date-of-birth answer for "My age is"; without it, `fl150Work.age` (FL150_AGE). */
  readonly ageFrom?: PathIn<F>;
  readonly caption: {
    readonly petitioner?: Spec<F>;
    readonly respondent?: Spec<F>;
    readonly otherParty?: Spec<F>;
    readonly caseNumber?: Spec<F>;
  };
  readonly when?: Cond<F>;
  /** The questionnaire asks FL-150's child support items 16–20 (`fl150Children`); default true. */
  readonly children?: boolean;
  /** The declarant's party block has a mailing address (party.ts MAILING); default true. */
  readonly mailing?: boolean;
}

const W = 'fl150Work';
const I = 'fl150Income';
const H = 'fl150Household';
const E = 'fl150Expenses';
const C = 'fl150Children';
const F = under('FL-150[0].');
const p1 = under('FL-150[0].Page1[0].');
const p2 = under('FL-150[0].Page2[0].');
const p3 = under('FL-150[0].Page3[0].');
const p4 = under('FL-150[0].Page4[0].');
const amount = <P extends PathIn<Own>>(path: P) => ({ money: path }) as const;

/** Item 5/6/7 rows: one income source per line, its last month and monthly average; more of a kind go on Attachment 5. */
function incomeRow(
  source: (typeof INCOME_SOURCES)[number],
  item: string,
  label: string,
  fields: { lastMonth: string; average: string; extra?: Readonly<Record<string, CellRule>> },
): RowGroupOf<Own> {
  const incomeColumns = columns([
    { label: 'Kind', value: { from: 'source' } },
    { label: 'Details', value: { join: [{ from: 'details' }, { from: 'businessName' }, { from: 'businessType' }] } },
    { label: 'Last month', value: { money: 'lastMonth', format: 'dollars' } },
    { label: 'Average monthly', value: { money: 'average', format: 'dollars' } },
  ]);
  return {
    id: `income-${source}`,
    item,
    label,
    source: [`${I}.incomes`],
    where: { field: 'source', equals: source },
    rows: [{ [fields.lastMonth]: cell(amount('lastMonth')), [fields.average]: cell(amount('average')), ...(fields.extra ?? {}) }],
    overflow: { kind: 'attachment', title: 'FL-150, Attachment 5 — Additional income of the same kind', columns: incomeColumns },
  };
}

function deductionRow(
  kind: (typeof DEDUCTION_KINDS)[number],
  item: string,
  label: string,
  field: string,
  extra: Readonly<Record<string, CellRule>> = {},
): RowGroupOf<Own> {
  return {
    id: `deduction-${kind}`,
    item,
    label,
    source: [`${I}.deductions`],
    where: { field: 'kind', equals: kind },
    rows: [{ [field]: cell(amount('amount')), ...extra }],
    overflow: {
      kind: 'attachment',
      title: 'FL-150, Attachment 10 — Additional deductions of the same kind',
      columns: [
        { label: 'Kind', value: { from: 'kind' } },
        { label: 'Amount last month', value: { money: 'amount', format: 'dollars' } },
      ],
    },
  };
}

function captions<F>(options: Fl150Options<F>): Record<string, FieldRule> {
  const { caption } = options;
  const party = (value: Spec<F> | undefined, label: string): FieldRule =>
    value ? untyped.text('Caption', label, plain(value)) : na('No such party in this case type', label);
  const numberRule = (): FieldRule =>
    caption.caseNumber ? untyped.text('Caption', 'Case number', plain(caption.caseNumber)) : caseNumber();
  const rules: Record<string, FieldRule> = {};
  const pages: Array<[string, string]> = [
    ['Page1[0].StdP1Header_sf[0].TitlePartyName[0].', 'Page1[0].StdP1Header_sf[0].CaseNumber[0].CaseNumber_ft[0]'],
    ['Page2[0].PxCaption_sf[0].TitlePartyName[0].', 'Page2[0].PxCaption_sf[0].CaseNumber[0].CaseNumber_ft[0]'],
    ['Page3[0].PxCaption_sf[0].TitlePartyName[0].', 'Page3[0].PxCaption_sf[0].CaseNumber[0].CaseNumber_ft[0]'],
    ['Page4[0].PxCaption_sf[0].TitlePartyName[0].', 'Page4[0].PxCaption_sf[0].CaseNumber[0].CaseNumber_ft[0]'],
  ];
  for (const [names, numberField] of pages) {
    rules[F(`${names}Party1_ft[0]`)] = party(caption.petitioner, 'Petitioner');
    rules[F(`${names}Party2_ft[0]`)] = party(caption.respondent, 'Respondent');
    rules[F(`${names}Party3_ft[0]`)] = party(caption.otherParty, 'Other party/parent/claimant');
    rules[F(numberField)] = numberRule();
  }
  return rules;
}

/** Items 16–20 (child support information), or not applicable where the case has no children (summary dissolution). */
function childSupportItems(asked: boolean): Record<string, FieldRule> {
  const c = <P extends string>(path: P) => ({ money: `${C}.${path}` }) as const;
  const rules: Record<string, FieldRule> = {
    [p4('List16[0].L1[0].TextField6[0]')]: text('16a', 'Children under 18 with the other parent', `${C}.childrenWithOtherParent`),
    [p4('List16[0].L2[0].TextField[0]')]: text('16b', 'Percent of time with me', `${C}.timeWithMe`),
    [p4('List16[0].L2[0].TextField1[0]')]: text('16b', 'Percent of time with the other parent', `${C}.timeWithOther`),
    [p4('List16[0].L2[0].TextField6[0]')]: text('16b', 'Parenting schedule', `${C}.schedule`),
    ...yesNo(
      p4('List17[0].L1[0].ChildHC_cb[0]'),
      p4('List17[0].L1[0].ChildHC_cb[1]'),
      '17a',
      'Health insurance for the children available through my job',
      `${C}.insuranceThroughJob`,
    ),
    [p4('List17[0].L2[0].FillText1[0]')]: text('17b', 'Name of insurance company', `${C}.insurer`),
    [p4('List17[0].L3[0].TextField6[0]')]: text('17c', 'Address of insurance company', `${C}.insurerAddress`),
    [p4('List17[0].L4[0].FillText1[0]')]: text('17d', "Monthly cost of the children's health insurance", c('insuranceCost')),
    [p4('List18[0].L1[0].FillText1[0]')]: text('18a', 'Childcare so I can work or get job training', c('childCareForWork')),
    [p4('List18[0].L2[0].FillText1[0]')]: text('18b', "Children's health care not covered by insurance", c('uninsuredHealthCare')),
    [p4('List18[0].L3[0].FillText1[0]')]: text('18c', 'Travel expenses for visitation', c('visitationTravel')),
    [p4('List18[0].L4[0].FillText1[0]')]: text(
      '18d',
      "Children's educational or other special needs (specify)",
      `${C}.specialNeedsDetails`,
    ),
    [p4('List18[0].L4[0].FillText2[0]')]: text('18d', "Children's educational or other special needs", c('specialNeeds')),
    [p4('List19[0].L1[0].FillText1[0]')]: text('19a', 'Extraordinary health expenses', c('hardshipHealth')),
    [p4('List19[0].L1[0].TextField24[0]')]: text('19a', 'For how many months', `${C}.hardshipHealthMonths`),
    [p4('List19[0].L2[0].FillText1[0]')]: text('19b', 'Major uninsured losses', c('hardshipLosses')),
    [p4('List19[0].L2[0].TextField25[0]')]: text('19b', 'For how many months', `${C}.hardshipLossesMonths`),
    [p4('List19[0].L3[0].List[0].L1[0].FillText1[0]')]: text(
      '19c(1)',
      'Expenses for my minor children from other relationships',
      c('otherChildrenExpenses'),
    ),
    [p4('List19[0].L3[0].List[0].L1[0].TextField26[0]')]: text('19c(1)', 'For how many months', `${C}.otherChildrenMonths`),
    [p4('List19[0].L3[0].List[0].L2[0].TextField6[0]')]: text('19c(2)', 'Names and ages of those children', `${C}.otherChildrenNamesAges`),
    [p4('List19[0].L3[0].List[0].L3[0].FillText1[0]')]: text(
      '19c(3)',
      'Child support I receive for those children',
      c('otherChildrenSupport'),
    ),
    [p4('List19[0].L3[0].TextField6[0]')]: text('19', 'Why these expenses create an extreme financial hardship', `${C}.hardshipReason`),
    [p4('List20[0].L1[0].TextField6[0]')]: text('20', 'Other information concerning support', `${C}.otherInformation`),
  };
  if (asked) return rules;
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      na('No children in this case type: FL-150 items 16–20 do not apply', 'label' in rule ? rule.label : undefined),
    ]),
  );
}

/** FL-150 for a questionnaire holding the FL-150 objects at its root: `fl150Map(mapsFor<typeof def>(), { … })`. */
export function fl150Map<F>(_: MapBuilders<F>, options: Fl150Options<F>): PdfFormMap {
  const h = under('FL-150[0].Page1[0].StdP1Header_sf[0].');
  const l5 = under('FL-150[0].Page2[0].List5[0].');
  const l6 = under('FL-150[0].Page2[0].List6[0].');
  const l10 = under('FL-150[0].Page2[0].List10[0].');
  const l13 = under('FL-150[0].Page3[0].List13[0].');
  const e = <P extends string>(path: P) => ({ money: `${E}.${path}` }) as const;
  const caseName: Spec<F> = {
    join: [options.caption.petitioner ?? { text: '' }, options.caption.respondent ?? { text: '' }],
    separator: ' v. ',
  };

  const fields: Record<string, FieldRule> = {
    ...standardAttorneyBox(options.declarant, h, 'BarNo_ft', { mailing: options.mailing }),
    ...standardCourtBox(h),
    ...captions(options),

    // 1. Employment
    [p1('List1[0].Li1[0].Employer_tf[0]')]: text('1a', 'Employer', `${W}.employer`),
    [p1('List1[0].Li2[0].Employer_address_tf[0]')]: text('1b', "Employer's address", `${W}.employerAddress`),
    [p1('List1[0].Li3[0].Employer_phone\\.ft[0]')]: text('1c', "Employer's phone number", `${W}.employerPhone`),
    [p1('List1[0].Li4[0].Party_occupation_tf[0]')]: text('1d', 'Occupation', `${W}.occupation`),
    [p1('List1[0].Li5[0].Date_started_job_tf[0]')]: text('1e', 'Date job started', `${W}.jobStarted`),
    [p1('List1[0].Li6[0].FillText1[0]')]: text('1f', 'If unemployed, date job ended', `${W}.jobEnded`),
    [p1('List1[0].Li7[0].hours_tf[0]')]: text('1g', 'Hours worked per week', `${W}.hoursPerWeek`),
    [p1('List1[0].Li8[0].gross_tf[0]')]: text('1h', 'Gross pay', amount(`${W}.pay`)),
    [p1('List1[0].Li8[0].Gross_cb[0]')]: check('1h', 'Paid per month', { field: `${W}.payPeriod`, equals: 'month' }),
    [p1('List1[0].Li8[0].Gross_cb[1]')]: check('1h', 'Paid per week', { field: `${W}.payPeriod`, equals: 'week' }),
    [p1('List1[0].Li8[0].Gross_cb[2]')]: check('1h', 'Paid per hour', { field: `${W}.payPeriod`, equals: 'hour' }),
    // 2. Age and education
    [p1('List2[0].Li1[0].FillText1[0]')]: options.ageFrom
      ? untyped.text('2a', 'My age', { age: options.ageFrom })
      : untyped.text('2a', 'My age', `${W}.age`), // FL150_AGE, in fl150Work when the questionnaire asks no date of birth
    ...yesNo(
      p1('List2[0].Li2[0].HSchl_cb[0]'),
      p1('List2[0].Li2[0].HSchl_cb[1]'),
      '2b',
      'Completed high school or equivalent',
      `${W}.highSchool`,
    ),
    [p1('List2[0].Li2[0].FillText1[0]')]: text('2b', 'Highest grade completed', `${W}.highestGrade`),
    [p1('List2[0].Li3[0].FillText1[0]')]: text('2c', 'Years of college completed', `${W}.collegeYears`),
    [p1('List2[0].Li3[0].RB2Choices[0]')]: check('2c', 'College degree(s) obtained', { field: `${W}.collegeDegrees`, filled: true }),
    [p1('List2[0].Li3[0].FillText109[0]')]: text('2c', 'College degree(s)', `${W}.collegeDegrees`),
    [p1('List2[0].Li4[0].FillText1[0]')]: text('2d', 'Years of graduate school completed', `${W}.graduateYears`),
    [p1('List2[0].Li4[0].RB2Choices[0]')]: check('2d', 'Graduate degree(s) obtained', { field: `${W}.graduateDegrees`, filled: true }),
    [p1('List2[0].Li4[0].FillText109[0]')]: text('2d', 'Graduate degree(s)', `${W}.graduateDegrees`),
    [p1('List2[0].Li5[0].RB2Choices[0]')]: check('2e', 'Professional/occupational license(s)', { field: `${W}.licenses`, filled: true }),
    [p1('List2[0].Li5[0].FillText10[0]')]: text('2e', 'License(s)', `${W}.licenses`),
    [p1('List2[0].Li5[0].RB2Choices[1]')]: check('2e', 'Vocational training', { field: `${W}.vocationalTraining`, filled: true }),
    [p1('List2[0].Li5[0].FillText109[0]')]: text('2e', 'Vocational training (specify)', `${W}.vocationalTraining`),
    // 3. Taxes
    [p1('List3[0].Li1[0].RB2Choices[0]')]: check('3a', 'I last filed taxes for tax year', { field: `${W}.taxYear`, filled: true }),
    [p1('List3[0].Li1[0].FillText109[0]')]: text('3a', 'Tax year last filed', `${W}.taxYear`),
    [p1('List3[0].Li2[0].Tax_cb1[0]')]: check('3b', 'Filing status: single', { field: `${W}.filingStatus`, equals: 'single' }),
    [p1('List3[0].Li2[0].Tax_cb2[0]')]: check('3b', 'Filing status: head of household', {
      field: `${W}.filingStatus`,
      equals: 'headOfHousehold',
    }),
    [p1('List3[0].Li2[0].Tax_cb3[0]')]: check('3b', 'Filing status: married, filing separately', {
      field: `${W}.filingStatus`,
      equals: 'marriedSeparately',
    }),
    [p1('List3[0].Li2[0].RB2Choices[0]')]: check('3b', 'Filing status: married, filing jointly', {
      field: `${W}.filingStatus`,
      equals: 'marriedJointly',
    }),
    [p1('List3[0].Li2[0].FillText109[0]')]: text('3b', 'Filing jointly with', `${W}.jointlyWith`),
    [p1('List3[0].Li3[0].TaxSt_cb[0]')]: check('3c', 'State returns: California', { field: `${W}.stateReturn`, equals: 'california' }),
    [p1('List3[0].Li3[0].TaxSt_CB[0]')]: check('3c', 'State returns: other', { field: `${W}.stateReturn`, equals: 'other' }),
    [p1('List3[0].Li3[0].FillText109[0]')]: text('3c', 'Other state', `${W}.otherState`),
    [p1('List3[0].Li4[0].FillText1[0]')]: text('3d', 'Number of exemptions', `${W}.exemptions`),
    // 4. Other party's income
    [p1('List4[0].Li1[0].FillTextincm[0]')]: text('4', "Other party's gross monthly income (estimate)", amount(`${W}.otherPartyIncome`)),
    [p1('List4[0].Li1[0].FillText1[0]')]: text('4', 'This estimate is based on', `${W}.otherPartyIncomeBasis`),
    [p1('FillTextpage[0]')]: staff('1–4', 'Number of pages attached', 'count the attachments'),
    [p1('Signdate[0]')]: staff('Signature', 'Date of signing', 'the day the client signs'),
    [p1('FillText56[0]')]: untyped.text('Signature', 'Declarant’s name', { from: `${options.declarant}.name` }),

    // 8–9. One-time money, change in income
    [p2('List8[0].Li1[0].CheckBox19[0]')]: checkIf('8', 'Additional one-time income in the last 12 months', `${I}.oneTimeMoney`),
    [p2('List8[0].Li1[0].TextField6[0]')]: text('8', 'One-time income: source and amount', `${I}.oneTimeDetails`),
    [p2('List9[0].L1[0].CheckBox1[0]')]: checkIf('9', 'Significant change in income', `${I}.incomeChanged`),
    [p2('List9[0].L1[0].TextField6[0]')]: text('9', 'Change in income: why', `${I}.incomeChangeDetails`),
    // 11. Assets
    [p2('List11[0].L1[0].FillText1[0]')]: text('11a', 'Cash and deposit accounts', amount(`${I}.cash`)),
    [p2('List11[0].L2[0].FillText1[0]')]: text('11b', 'Stocks, bonds, other liquid assets', amount(`${I}.stocks`)),
    [p2('List11[0].L3[0].realcb[0]')]: check('11c', 'Other property: real', { field: `${I}.otherPropertyKinds`, includes: 'real' }),
    [p2('List11[0].L3[0].persncb[0]')]: check('11c', 'Other property: personal', {
      field: `${I}.otherPropertyKinds`,
      includes: 'personal',
    }),
    [p2('List11[0].L3[0].FillText1[0]')]: text('11c', 'All other property (value minus debts)', amount(`${I}.otherProperty`)),

    // 13. Expenses
    [l13('MonthEx_cb[0]')]: check('13', 'Estimated expenses', { field: `${E}.basis`, equals: 'estimated' }),
    [l13('MonthEx_cb[1]')]: check('13', 'Actual expenses', { field: `${E}.basis`, equals: 'actual' }),
    [l13('MonthEx_cb[2]')]: check('13', 'Proposed needs', { field: `${E}.basis`, equals: 'proposed' }),
    [l13('Li1[0].List[0].L1[0].CBChoice1_cb[0]')]: check('13a(1)', 'Rent', { field: `${E}.housing`, equals: 'rent' }),
    [l13('Li1[0].List[0].L1[0].CBChoice1_cb1[0]')]: check('13a(1)', 'Mortgage', { field: `${E}.housing`, equals: 'mortgage' }),
    [l13('Li1[0].List[0].L1[0].EXPN[0]')]: text('13a(1)', 'Rent or mortgage', e('housingPayment')),
    [l13('Li1[0].List[0].L1[0].List[0].L1[0].MortPrin[0]')]: text('13a(1)(a)', 'Average mortgage principal', e('mortgagePrincipal')),
    [l13('Li1[0].List[0].L1[0].List[0].L2[0].MortInt[0]')]: text('13a(1)(b)', 'Average mortgage interest', e('mortgageInterest')),
    [l13('Li1[0].List[0].L2[0].EXPN[0]')]: text('13a(2)', 'Real property taxes', e('propertyTax')),
    [l13('Li1[0].List[0].L3[0].EXPN[0]')]: text('13a(3)', "Homeowner's or renter's insurance", e('homeInsurance')),
    [l13('Li1[0].List[0].L4[0].EXPN[0]')]: text('13a(4)', 'Maintenance and repair', e('maintenance')),
    [l13('Li2[0].EXPN[0]')]: text('13b', 'Health-care costs not paid by insurance', e('healthCare')),
    [l13('Li3[0].EXPN[0]')]: text('13c', 'Child care', e('childCare')),
    [l13('Li4[0].EXPN[0]')]: text('13d', 'Groceries and household supplies', e('groceries')),
    [l13('Li5[0].EXPN[0]')]: text('13e', 'Eating out', e('eatingOut')),
    [l13('Li6[0].EXPN[0]')]: text('13f', 'Utilities', e('utilities')),
    [l13('Li7[0].EXPN[0]')]: text('13g', 'Telephone, cell phone, email', e('telephone')),
    [l13('Li8[0].EXPN[0]')]: text('13h', 'Laundry and cleaning', e('laundry')),
    [l13('Li9[0].EXPN[0]')]: text('13i', 'Clothes', e('clothes')),
    [l13('Li10[0].EXPN[0]')]: text('13j', 'Education', e('education')),
    [l13('Li11[0].EXPN[0]')]: text('13k', 'Entertainment, gifts and vacation', e('entertainment')),
    [l13('Li12[0].EXPN[0]')]: text('13l', 'Auto expenses and transportation', e('auto')),
    [l13('Li13[0].EXPN[0]')]: text('13m', 'Insurance (life, accident, etc.)', e('insurance')),
    [l13('Li14[0].EXPN[0]')]: text('13n', 'Savings and investments', e('savings')),
    [l13('Li15[0].EXPN[0]')]: text('13o', 'Charitable contributions', e('charity')),
    [l13('Li16[0].EXPN[0]')]: text('13p', 'Monthly payments listed in item 14 (total)', { sum: [`${E}.debts.*.payment`] }),
    [l13('Li17[0].FillText1[0]')]: text('13q', 'Other expense (specify)', `${E}.otherExpenseDetails`),
    [l13('Li17[0].EXPN[0]')]: text('13q', 'Other expense', e('otherExpense')),
    [l13('Li18[0].TOTAL[0]')]: text('13r', 'Total expenses (a–q, without a(1)(a) and (b))', {
      sum: [
        ...(
          [
            'housingPayment',
            'propertyTax',
            'homeInsurance',
            'maintenance',
            'healthCare',
            'childCare',
            'groceries',
            'eatingOut',
            'utilities',
            'telephone',
            'laundry',
            'clothes',
            'education',
            'entertainment',
            'auto',
            'insurance',
            'savings',
            'charity',
            'otherExpense',
          ] as const
        ).map((f) => `${E}.${f}` as const),
        `${E}.debts.*.payment`,
      ],
    }),
    [l13('Li19[0].EXPNother[0]')]: text('13s', 'Amount of expenses paid by others', e('paidByOthers')),
    // 15. Attorney fees
    [p3('List15[0].L1[0].FillText1[0]')]: text('15a', 'Paid to my attorney to date', amount(`${E}.lawyerPaid`)),
    [p3('List15[0].L2[0].FillText1[0]')]: text('15b', 'Source of that money', `${E}.lawyerPaidFrom`),
    [p3('List15[0].L3[0].FillText1[0]')]: text('15c', 'Still owed to my attorney', amount(`${E}.lawyerOwed`)),
    [p3('List15[0].L4[0].FillText1[0]')]: text('15d', "Attorney's hourly rate", `${E}.lawyerRate`),
    [p3('Signsub[0].FillText1140[0]')]: staff('15', 'Date the attorney confirms the fee arrangement', 'only with an attorney: they sign'),
    [p3('Signsub[0].FillText56[0]')]: text('15', "Attorney's name (fee arrangement)", `${E}.lawyerName`),

    ...childSupportItems(options.children !== false),
  };

  const householdRow = (n: number): Record<string, CellRule> => {
    const t = under(`FL-150[0].Page3[0].List12[0].L${n}[0].`);
    const names =
      n === 1
        ? { age: 'TextField1', relation: 'TextField2', income: 'TextField3', yes: 'item12a_cb[0]', no: 'item12a_cb[1]' }
        : {
            age: 'TextField',
            relation: 'TextField1',
            income: n === 2 ? 'TextField2' : 'TextField6',
            yes: `People${n}_cb[0]`,
            no: `People${n}_cb[1]`,
          };
    return {
      [t('FillText1[0]')]: cell('name'),
      [t(`${names.age}[0]`)]: cell('age'),
      [t(`${names.relation}[0]`)]: cell('relationship'),
      [t(`${names.income}[0]`)]: cell(amount('monthlyIncome')),
      [t(names.yes)]: cellCheck({ field: 'paysExpenses', equals: true }),
      [t(names.no)]: cellCheck({ field: 'paysExpenses', equals: false }),
    };
  };
  const debtRow = (n: number): Record<string, CellRule> => {
    const t = under('FL-150[0].Page3[0].List14[0].L1[0].');
    return {
      [t(`TextField${2 * n - 1}[0]`)]: cell('paidTo'),
      [t(`TextField${2 * n}[0]`)]: cell('for'),
      [t(`FillText${2 * n - 1}[0]`)]: cell(amount('payment')),
      [t(`FillText${2 * n}[0]`)]: cell(amount('balance')),
      [t(`DateField${n}[0]`)]: cell('lastPayment'),
    };
  };

  const rowGroups: RowGroupOf<Own>[] = [
    incomeRow('salary', '5a', 'Salary or wages', { lastMonth: l5('Li1[0].FillText1[0]'), average: l5('Li1[0].TextField7[0]') }),
    incomeRow('overtime', '5b', 'Overtime', { lastMonth: l5('Li2[0].FillText1[0]'), average: l5('Li2[0].TextField8[0]') }),
    incomeRow('commissions', '5c', 'Commissions or bonuses', { lastMonth: l5('Li3[0].FillText1[0]'), average: l5('Li3[0].TextField9[0]') }),
    incomeRow('publicAssistance', '5d', 'Public assistance', {
      lastMonth: l5('Li4[0].FillText1[0]'),
      average: l5('Li4[0].TextField10[0]'),
      extra: { [l5('Li4[0].CBChoice1_cb[0]')]: cellCheck({ field: 'currentlyReceiving', equals: true }) },
    }),
    incomeRow('spousalSupport', '5e', 'Spousal support', {
      lastMonth: l5('Li5[0].FillText1[0]'),
      average: l5('Li5[0].TextField11[0]'),
      extra: {
        [l5('Li5[0].CBChoice1_cb[0]')]: cellCheck({ field: 'supportFrom', equals: 'thisCase' }),
        [l5('Li5[0].CBChoice1_cb2[0]')]: cellCheck({ field: 'supportFrom', equals: 'other' }),
        [l5('Li5[0].CBChoice1_cb3[0]')]: cellCheck({ field: 'federallyTaxable', equals: true }),
      },
    }),
    incomeRow('partnerSupport', '5f', 'Partner support', {
      lastMonth: l5('Li6[0].FillText1[0]'),
      average: l5('Li6[0].TextField12[0]'),
      extra: {
        [l5('Li6[0].CBChoice1_cb[0]')]: cellCheck({ field: 'supportFrom', equals: 'thisCase' }),
        [l5('Li6[0].CBChoice1_cb2[0]')]: cellCheck({ field: 'supportFrom', equals: 'other' }),
      },
    }),
    incomeRow('pension', '5g', 'Pension/retirement fund payments', {
      lastMonth: l5('Li7[0].FillText1[0]'),
      average: l5('Li7[0].TextField13[0]'),
    }),
    incomeRow('socialSecurity', '5h', 'Social Security retirement', {
      lastMonth: l5('Li8[0].FillText1[0]'),
      average: l5('Li8[0].TextField14[0]'),
    }),
    incomeRow('disability', '5i', 'Disability', {
      lastMonth: l5('Li9[0].FillText1[0]'),
      average: l5('Li9[0].TextField15[0]'),
      extra: {
        [l5('Li9[0].CBChoice1_cb[0]')]: cellCheck({ field: 'disabilityKinds', includes: 'socialSecurity' }),
        [l5('Li9[0].CBChoice1_cb1[0]')]: cellCheck({ field: 'disabilityKinds', includes: 'stateDisability' }),
        [l5('Li9[0].CBChoice1_cb2[0]')]: cellCheck({ field: 'disabilityKinds', includes: 'privateInsurance' }),
      },
    }),
    incomeRow('unemployment', '5j', 'Unemployment compensation', {
      lastMonth: l5('Li10[0].FillText1[0]'),
      average: l5('Li10[0].TextField16[0]'),
    }),
    incomeRow('workersComp', '5k', "Workers' compensation", {
      lastMonth: l5('Li11[0].FillText1[0]'),
      average: l5('Li11[0].TextField17[0]'),
    }),
    incomeRow('otherIncome', '5l', 'Other income', {
      lastMonth: l5('Li12[0].FillText2[0]'),
      average: l5('Li12[0].TextField18[0]'),
      extra: { [l5('Li12[0].FillText1[0]')]: cell('details') },
    }),
    incomeRow('dividends', '6a', 'Dividends/interest', { lastMonth: l6('Li1[0].FillText1[0]'), average: l6('Li1[0].TextField23[0]') }),
    incomeRow('rental', '6b', 'Rental property income', { lastMonth: l6('L2[0].FillText1[0]'), average: l6('L2[0].TextField22[0]') }),
    incomeRow('trust', '6c', 'Trust income', { lastMonth: l6('L3[0].FillText1[0]'), average: l6('L3[0].TextField21[0]') }),
    incomeRow('otherInvestment', '6d', 'Other investment income', {
      lastMonth: l6('L4[0].FillText2[0]'),
      average: l6('L4[0].TextField20[0]'),
      extra: { [l6('L4[0].FillText1[0]')]: cell('details') },
    }),
    incomeRow('selfEmployment', '7', 'Income from self-employment', {
      lastMonth: p2('List7[0].L1[0].FillTxt1[0]'),
      average: p2('List7[0].L1[0].TextField[0]'),
      extra: {
        [p2('List7[0].L1[0].CBChoice1_cb[0]')]: cellCheck({ field: 'businessRole', equals: 'owner' }),
        [p2('List7[0].L1[0].CBChoice1_cb1[0]')]: cellCheck({ field: 'businessRole', equals: 'partner' }),
        [p2('List7[0].L1[0].RB2Choices[0]')]: cellCheck({ field: 'businessRole', equals: 'other' }),
        [p2('List7[0].L1[0].FillText109[0]')]: cell('businessRoleOther'),
        [p2('List7[0].L1[0].FillText1[0]')]: cell('businessYears'),
        [p2('List7[0].L1[0].FillText2[0]')]: cell('businessName'),
        [p2('List7[0].L1[0].FillText3[0]')]: cell('businessType'),
      },
    }),
    deductionRow('unionDues', '10a', 'Required union dues', l10('L1[0].FillText1[0]')),
    deductionRow('retirement', '10b', 'Required retirement payments', l10('L2[0].FillText1[0]')),
    deductionRow('healthInsurance', '10c', 'Health insurance premiums', l10('L3[0].FillText1[0]')),
    deductionRow('childSupportPaid', '10d', 'Child support I pay for other relationships', l10('L4[0].FillText1[0]')),
    deductionRow('spousalSupportPaid', '10e', 'Spousal support I pay (other marriage)', l10('L5[0].FillText1[0]'), {
      [l10('L5[0].CBChoice1_cb[0]')]: cellCheck({ field: 'federallyDeductible', equals: true }),
    }),
    deductionRow('partnerSupportPaid', '10f', 'Partner support I pay (other partnership)', l10('L6[0].FillText1[0]')),
    deductionRow('jobExpenses', '10g', 'Necessary job-related expenses not reimbursed', l10('L7[0].FillText1[0]')),
    {
      id: 'household',
      item: '12',
      label: 'People who live with me',
      source: [`${H}.people`],
      rows: [1, 2, 3, 4, 5].map(householdRow),
      overflow: {
        kind: 'attachment',
        title: 'FL-150, Attachment 12 — Other people who live with me',
        columns: [
          { label: 'Name', value: { from: 'name' } },
          { label: 'Age', value: { from: 'age' } },
          { label: 'How related to me', value: { from: 'relationship' } },
          { label: 'Gross monthly income', value: { money: 'monthlyIncome', format: 'dollars' } },
          { label: 'Pays some household expenses?', value: { from: 'paysExpenses' } },
        ],
      },
    },
    {
      id: 'debts',
      item: '14',
      label: 'Installment payments and debts',
      source: [`${E}.debts`],
      rows: [1, 2, 3, 4, 5, 6].map(debtRow),
      overflow: {
        kind: 'attachment',
        title: 'FL-150, Attachment 14 — Other installment payments and debts',
        columns: [
          { label: 'Paid to', value: { from: 'paidTo' } },
          { label: 'For', value: { from: 'for' } },
          { label: 'Amount', value: { money: 'payment', format: 'dollars' } },
          { label: 'Balance', value: { money: 'balance', format: 'dollars' } },
          { label: 'Date of last payment', value: { from: 'lastPayment' } },
        ],
      },
    },
  ];

  return {
    kind: 'pdf',
    form: 'FL-150',
    title: 'Income and Expense Declaration',
    revision: FL150_REVISION,
    ...(options.when ? { when: plainCond(options.when) } : {}),
    fields,
    rowGroups,
    attachmentCaption: {
      shortTitle: plain(caseName),
      caseNumber: options.caption.caseNumber ? plain(options.caption.caseNumber) : { filing: 'caseNumber' },
    },
    attachments: attachments([
      { item: '1', label: 'Other jobs', heading: 'FL-150, Question 1—Other Jobs', value: { from: `${W}.otherJobs` } },
      {
        item: '10g',
        label: 'Job-related expenses',
        heading: 'FL-150, Question 10g — Necessary job-related expenses not reimbursed',
        value: {
          each: `${I}.deductions`,
          value: { if: { field: 'kind', equals: 'jobExpenses' }, then: { from: 'explanation' } },
          separator: '\n',
        },
      },
    ]),
  };
}
