/**
 * FL-150 Income and Expense Declaration as questions, in five top-level objects a questionnaire places in its own
 * steps (a declaration this long reads better over several):
 *
 *   fl150Work       — job, age and education, taxes, the other party's income (items 1–4)
 *   fl150Income     — income by source, one-time money, changes, deductions, assets (items 5–11): sources are a
 *                     list ("add an income"), so a client answers only what they have
 *   fl150Household  — who lives with the client (item 12)
 *   fl150Expenses   — monthly expenses, installment debts, lawyer's fees (items 13–15)
 *   fl150Children   — child support information (items 16–20; ask it only when support for children is requested)
 *
 * Money is integer cents; amounts are monthly unless the label says otherwise. Its map is `fl150Map`
 * (fl150.map.ts), complete for every field of FL-150. The declarant's age comes from a date of birth elsewhere in
 * the questionnaire (the map's `ageFrom`) or from `FL150_AGE` placed in `fl150Work`'s step.
 */
const k = (path: string) => `q.fl150.${path}.label`;
const help = (path: string) => `q.fl150.${path}.help`;
const opts = <const V extends string>(path: string, values: readonly V[]) =>
  values.map((value) => ({ value, labelKey: `q.fl150.${path}.options.${value}` }));
const money = <const N extends string>(name: N, path: string = name) => ({ kind: 'money', name, labelKey: k(path) }) as const;
const words = <const N extends string>(name: N, path: string = name, maxLength = 200) =>
  ({ kind: 'text', name, maxLength, labelKey: k(path) }) as const;

/** "My age is": only when the questionnaire has no date of birth for the declarant. */
export const FL150_AGE = { kind: 'number', name: 'age', min: 14, max: 120, labelKey: k('age') } as const;

export const INCOME_SOURCES = [
  'salary',
  'overtime',
  'commissions',
  'publicAssistance',
  'spousalSupport',
  'partnerSupport',
  'pension',
  'socialSecurity',
  'disability',
  'unemployment',
  'workersComp',
  'otherIncome',
  'dividends',
  'rental',
  'trust',
  'otherInvestment',
  'selfEmployment',
] as const;

export const DEDUCTION_KINDS = [
  'unionDues',
  'retirement',
  'healthInsurance',
  'childSupportPaid',
  'spousalSupportPaid',
  'partnerSupportPaid',
  'jobExpenses',
] as const;

export const FL150_WORK = {
  kind: 'object',
  name: 'fl150Work',
  labelKey: k('fl150Work'),
  help: help('fl150Work'),
  fields: [
    { ...words('employer'), filing: 'asWritten' },
    { ...words('employerAddress', 'employerAddress', 300), filing: 'asWritten' },
    { kind: 'tel', name: 'employerPhone', labelKey: k('employerPhone') },
    words('occupation'),
    { kind: 'date', name: 'jobStarted', range: 'past', labelKey: k('jobStarted') },
    { kind: 'yesno', name: 'unemployed', labelKey: k('unemployed') },
    { kind: 'date', name: 'jobEnded', range: 'past', labelKey: k('jobEnded'), showIf: { field: 'unemployed', equals: true } },
    { kind: 'number', name: 'hoursPerWeek', min: 0, max: 168, labelKey: k('hoursPerWeek') },
    money('pay'),
    {
      kind: 'radio',
      name: 'payPeriod',
      labelKey: k('payPeriod'),
      options: opts('payPeriod', ['month', 'week', 'hour']),
      showIf: { field: 'pay', filled: true },
    },
    { kind: 'textarea', name: 'otherJobs', maxLength: 3000, labelKey: k('otherJobs'), help: help('otherJobs') },
    { kind: 'yesno', name: 'highSchool', labelKey: k('highSchool') },
    words('highestGrade', 'highestGrade', 40),
    { kind: 'number', name: 'collegeYears', min: 0, max: 20, labelKey: k('collegeYears') },
    words('collegeDegrees'),
    { kind: 'number', name: 'graduateYears', min: 0, max: 20, labelKey: k('graduateYears') },
    words('graduateDegrees'),
    words('licenses'),
    words('vocationalTraining'),
    { kind: 'number', name: 'taxYear', min: 1950, max: 2100, labelKey: k('taxYear') },
    {
      kind: 'radio',
      name: 'filingStatus',
      labelKey: k('filingStatus'),
      options: opts('filingStatus', ['single', 'headOfHousehold', 'marriedSeparately', 'marriedJointly']),
    },
    { ...words('jointlyWith'), filing: 'asWritten', showIf: { field: 'filingStatus', equals: 'marriedJointly' } },
    { kind: 'radio', name: 'stateReturn', labelKey: k('stateReturn'), options: opts('stateReturn', ['california', 'other']) },
    { ...words('otherState', 'otherState', 40), filing: 'place', showIf: { field: 'stateReturn', equals: 'other' } },
    { kind: 'number', name: 'exemptions', min: 0, max: 30, labelKey: k('exemptions') },
    { ...money('otherPartyIncome'), help: help('otherPartyIncome') },
    { ...words('otherPartyIncomeBasis', 'otherPartyIncomeBasis', 300), showIf: { field: 'otherPartyIncome', filled: true } },
  ],
} as const;

export const FL150_INCOME = {
  kind: 'object',
  name: 'fl150Income',
  labelKey: k('fl150Income'),
  help: help('fl150Income'),
  fields: [
    {
      kind: 'group',
      name: 'incomes',
      min: 0,
      max: 30,
      labelKey: k('incomes'),
      help: help('incomes'),
      itemKey: 'q.fl150.incomes.item',
      addKey: 'q.fl150.incomes.add',
      fields: [
        { kind: 'select', name: 'source', required: true, labelKey: k('incomes.source'), options: opts('incomes.source', INCOME_SOURCES) },
        { ...words('details', 'incomes.details'), required: true, showIf: { field: 'source', in: ['otherIncome', 'otherInvestment'] } },
        {
          kind: 'checkbox',
          name: 'currentlyReceiving',
          labelKey: k('incomes.currentlyReceiving'),
          showIf: { field: 'source', equals: 'publicAssistance' },
        },
        {
          kind: 'radio',
          name: 'supportFrom',
          labelKey: k('incomes.supportFrom'),
          options: opts('incomes.supportFrom', ['thisCase', 'other']),
          showIf: { field: 'source', in: ['spousalSupport', 'partnerSupport'] },
        },
        {
          kind: 'checkbox',
          name: 'federallyTaxable',
          labelKey: k('incomes.federallyTaxable'),
          help: help('incomes.federallyTaxable'),
          showIf: { field: 'source', equals: 'spousalSupport' },
        },
        {
          kind: 'checkboxes',
          name: 'disabilityKinds',
          labelKey: k('incomes.disabilityKinds'),
          options: opts('incomes.disabilityKinds', ['socialSecurity', 'stateDisability', 'privateInsurance']),
          showIf: { field: 'source', equals: 'disability' },
        },
        {
          kind: 'radio',
          name: 'businessRole',
          labelKey: k('incomes.businessRole'),
          options: opts('incomes.businessRole', ['owner', 'partner', 'other']),
          showIf: { field: 'source', equals: 'selfEmployment' },
        },
        { ...words('businessRoleOther', 'incomes.businessRoleOther', 80), showIf: { field: 'businessRole', equals: 'other' } },
        {
          kind: 'number',
          name: 'businessYears',
          min: 0,
          max: 80,
          labelKey: k('incomes.businessYears'),
          showIf: { field: 'source', equals: 'selfEmployment' },
        },
        { ...words('businessName', 'incomes.businessName'), filing: 'asWritten', showIf: { field: 'source', equals: 'selfEmployment' } },
        { ...words('businessType', 'incomes.businessType'), showIf: { field: 'source', equals: 'selfEmployment' } },
        { ...money('lastMonth', 'incomes.lastMonth'), help: help('incomes.lastMonth') },
        { ...money('average', 'incomes.average'), required: true, help: help('incomes.average') },
      ],
    },
    { kind: 'yesno', name: 'oneTimeMoney', labelKey: k('oneTimeMoney') },
    { ...words('oneTimeDetails', 'oneTimeDetails', 300), required: true, showIf: { field: 'oneTimeMoney', equals: true } },
    { kind: 'yesno', name: 'incomeChanged', labelKey: k('incomeChanged') },
    { ...words('incomeChangeDetails', 'incomeChangeDetails', 300), required: true, showIf: { field: 'incomeChanged', equals: true } },
    {
      kind: 'group',
      name: 'deductions',
      min: 0,
      max: 15,
      labelKey: k('deductions'),
      help: help('deductions'),
      itemKey: 'q.fl150.deductions.item',
      addKey: 'q.fl150.deductions.add',
      fields: [
        { kind: 'select', name: 'kind', required: true, labelKey: k('deductions.kind'), options: opts('deductions.kind', DEDUCTION_KINDS) },
        {
          kind: 'checkbox',
          name: 'federallyDeductible',
          labelKey: k('deductions.federallyDeductible'),
          showIf: { field: 'kind', equals: 'spousalSupportPaid' },
        },
        {
          kind: 'textarea',
          name: 'explanation',
          maxLength: 2000,
          required: true,
          labelKey: k('deductions.explanation'),
          showIf: { field: 'kind', equals: 'jobExpenses' },
        },
        { ...money('amount', 'deductions.amount'), required: true },
      ],
    },
    { ...money('cash'), help: help('cash') },
    money('stocks'),
    { ...money('otherProperty'), help: help('otherProperty') },
    {
      kind: 'checkboxes',
      name: 'otherPropertyKinds',
      labelKey: k('otherPropertyKinds'),
      options: opts('otherPropertyKinds', ['real', 'personal']),
      showIf: { field: 'otherProperty', filled: true },
    },
  ],
} as const;

export const FL150_HOUSEHOLD = {
  kind: 'object',
  name: 'fl150Household',
  labelKey: k('fl150Household'),
  fields: [
    {
      kind: 'group',
      name: 'people',
      min: 0,
      max: 15,
      labelKey: k('people'),
      help: help('people'),
      itemKey: 'q.fl150.people.item',
      addKey: 'q.fl150.people.add',
      fields: [
        { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: k('people.name') },
        { kind: 'number', name: 'age', required: true, min: 0, max: 130, labelKey: k('people.age') },
        { ...words('relationship', 'people.relationship', 60), filing: 'term', required: true },
        money('monthlyIncome', 'people.monthlyIncome'),
        { kind: 'yesno', name: 'paysExpenses', required: true, labelKey: k('people.paysExpenses') },
      ],
    },
  ],
} as const;

export const FL150_EXPENSES = {
  kind: 'object',
  name: 'fl150Expenses',
  labelKey: k('fl150Expenses'),
  help: help('fl150Expenses'),
  fields: [
    { kind: 'radio', name: 'basis', required: true, labelKey: k('basis'), options: opts('basis', ['estimated', 'actual', 'proposed']) },
    { kind: 'radio', name: 'housing', labelKey: k('housing'), options: opts('housing', ['rent', 'mortgage']) },
    { ...money('housingPayment'), showIf: { field: 'housing', filled: true } },
    { ...money('mortgagePrincipal'), showIf: { field: 'housing', equals: 'mortgage' } },
    { ...money('mortgageInterest'), showIf: { field: 'housing', equals: 'mortgage' } },
    money('propertyTax'),
    money('homeInsurance'),
    money('maintenance'),
    money('healthCare'),
    money('childCare'),
    money('groceries'),
    money('eatingOut'),
    money('utilities'),
    money('telephone'),
    money('laundry'),
    money('clothes'),
    money('education'),
    money('entertainment'),
    money('auto'),
    money('insurance'),
    money('savings'),
    money('charity'),
    words('otherExpenseDetails', 'otherExpenseDetails', 60),
    { ...money('otherExpense'), showIf: { field: 'otherExpenseDetails', filled: true } },
    { ...money('paidByOthers'), help: help('paidByOthers') },
    {
      kind: 'group',
      name: 'debts',
      min: 0,
      max: 20,
      labelKey: k('debts'),
      help: help('debts'),
      itemKey: 'q.fl150.debts.item',
      addKey: 'q.fl150.debts.add',
      fields: [
        { ...words('paidTo', 'debts.paidTo', 100), filing: 'asWritten', required: true },
        { ...words('for', 'debts.for', 100), required: true },
        { ...money('payment', 'debts.payment'), required: true },
        money('balance', 'debts.balance'),
        { kind: 'date', name: 'lastPayment', range: 'past', labelKey: k('debts.lastPayment') },
      ],
    },
    { kind: 'yesno', name: 'lawyer', labelKey: k('lawyer'), help: help('lawyer') },
    { ...words('lawyerName', 'lawyerName', 100), filing: 'asWritten', showIf: { field: 'lawyer', equals: true } },
    { ...money('lawyerPaid'), showIf: { field: 'lawyer', equals: true } },
    { ...words('lawyerPaidFrom', 'lawyerPaidFrom', 200), showIf: { field: 'lawyer', equals: true } },
    { ...money('lawyerOwed'), showIf: { field: 'lawyer', equals: true } },
    { ...words('lawyerRate', 'lawyerRate', 40), showIf: { field: 'lawyer', equals: true } },
  ],
} as const;

export const FL150_CHILDREN = {
  kind: 'object',
  name: 'fl150Children',
  labelKey: k('fl150Children'),
  help: help('fl150Children'),
  fields: [
    { kind: 'number', name: 'childrenWithOtherParent', min: 0, max: 20, labelKey: k('childrenWithOtherParent') },
    { kind: 'number', name: 'timeWithMe', min: 0, max: 100, labelKey: k('timeWithMe') },
    { kind: 'number', name: 'timeWithOther', min: 0, max: 100, labelKey: k('timeWithOther') },
    { kind: 'textarea', name: 'schedule', maxLength: 2000, labelKey: k('schedule'), help: help('schedule') },
    { kind: 'yesno', name: 'insuranceThroughJob', labelKey: k('insuranceThroughJob') },
    { ...words('insurer'), filing: 'asWritten' },
    { ...words('insurerAddress', 'insurerAddress', 300), filing: 'asWritten' },
    { ...money('insuranceCost'), help: help('insuranceCost') },
    money('childCareForWork'),
    money('uninsuredHealthCare'),
    money('visitationTravel'),
    words('specialNeedsDetails', 'specialNeedsDetails', 300),
    { ...money('specialNeeds'), showIf: { field: 'specialNeedsDetails', filled: true } },
    money('hardshipHealth'),
    {
      kind: 'number',
      name: 'hardshipHealthMonths',
      min: 1,
      max: 240,
      labelKey: k('hardshipMonths'),
      showIf: { field: 'hardshipHealth', filled: true },
    },
    money('hardshipLosses'),
    {
      kind: 'number',
      name: 'hardshipLossesMonths',
      min: 1,
      max: 240,
      labelKey: k('hardshipMonths'),
      showIf: { field: 'hardshipLosses', filled: true },
    },
    money('otherChildrenExpenses'),
    {
      kind: 'number',
      name: 'otherChildrenMonths',
      min: 1,
      max: 240,
      labelKey: k('hardshipMonths'),
      showIf: { field: 'otherChildrenExpenses', filled: true },
    },
    {
      ...words('otherChildrenNamesAges', 'otherChildrenNamesAges', 300),
      filing: 'asWritten',
      showIf: { field: 'otherChildrenExpenses', filled: true },
    },
    { ...money('otherChildrenSupport'), showIf: { field: 'otherChildrenExpenses', filled: true } },
    {
      kind: 'textarea',
      name: 'hardshipReason',
      maxLength: 3000,
      labelKey: k('hardshipReason'),
      showIf: {
        any: [
          { field: 'hardshipHealth', filled: true },
          { field: 'hardshipLosses', filled: true },
          { field: 'otherChildrenExpenses', filled: true },
        ],
      },
    },
    { kind: 'textarea', name: 'otherInformation', maxLength: 3000, labelKey: k('otherInformation') },
  ],
} as const;
