/**
 * The family-law questionnaires' samples (fictional people), re-exported by samples.ts: one answered in English and
 * one in Spanish for each (Spanish names with ñ and accents, free text in Spanish). Together they exercise what the
 * forms can hold: both client roles in a Request for Order, emergency orders, supervised visitation with allegations,
 * more children than a form's rows, children who did not all live together, a joint petition, a domestic partnership,
 * a nullity, an unborn child, a voluntary declaration of parentage. Each is typed by its definition.
 */
import type { dissolution } from './dissolution';
import type { requestForOrder } from './request-for-order';
import type { summaryDissolution } from './summary-dissolution';
import type { AnswersFor } from './types';

type Uccjea = NonNullable<AnswersFor<typeof requestForOrder>['uccjea']>;
type Fl150 = Required<Pick<AnswersFor<typeof requestForOrder>, 'fl150Work' | 'fl150Income' | 'fl150Household' | 'fl150Expenses'>>;
const CA = 'CA' as const;

const maria = {
  name: 'María Elena García',
  street: '1234 E Cesar Chavez Ave',
  city: 'Los Angeles',
  state: CA,
  zip: '90033',
  differentMailing: false,
  phone: '(323) 555-0101',
  email: 'maria.garcia@example.com',
  dateOfBirth: '1988-02-11',
};
const jose = {
  name: 'José Luis Hernández',
  street: '789 S Atlantic Blvd',
  city: 'East Los Angeles',
  state: CA,
  zip: '90022',
  phone: '(323) 555-0199',
  email: 'jose.hernandez@example.com',
};
const begona = {
  name: 'Begoña Núñez Peña',
  street: '4521 Whittier Blvd, Apt. 3',
  city: 'Los Ángeles',
  state: CA,
  zip: '90022',
  differentMailing: true,
  mailing: { street: 'P.O. Box 22817', city: 'Los Ángeles', state: CA, zip: '90022' },
  phone: '(323) 555-0144',
  email: 'begona.nunez@example.com',
  dateOfBirth: '1990-10-12',
};
const inigo = {
  name: 'Íñigo Ibáñez Muñoz',
  street: '77 Avenida del Sol',
  city: 'Whittier',
  state: CA,
  zip: '90601',
  phone: '(562) 555-0177',
};

/** Two children who lived together with both parents, then with María. */
const garciaChildren: Pick<Uccjea, 'childCount' | 'livedTogether' | 'children' | 'residences'> = {
  childCount: 2,
  livedTogether: true,
  children: [
    { name: 'Sofía Hernández García', birthDate: '2016-05-10', placeOfBirth: 'Los Angeles, California', sex: 'female' },
    { name: 'Mateo Hernández García', birthDate: '2019-02-03', placeOfBirth: 'Los Angeles, California', sex: 'male' },
  ],
  residences: [
    {
      from: '2016-05-10',
      to: '2021-06-30',
      city: 'East Los Angeles',
      state: 'California',
      livedWith: 'Both parents',
      livedWithAddress: '789 S Atlantic Blvd, East Los Angeles, CA 90022',
      relationship: 'Parents',
    },
    {
      from: '2021-07-01',
      city: 'Los Angeles',
      state: 'California',
      livedWith: maria.name,
      livedWithAddress: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
      relationship: 'Mother',
    },
  ],
};

/** The English FL-150: a job, several kinds of income, a household and installment debts. */
const fl150English: Fl150 = {
  fl150Work: {
    employer: 'Kaiser Permanente',
    employerAddress: '4867 W Sunset Blvd, Los Angeles, CA 90027',
    employerPhone: '(323) 555-0177',
    occupation: 'Medical assistant',
    jobStarted: '2019-09-03',
    unemployed: false,
    hoursPerWeek: 40,
    pay: 420_000,
    payPeriod: 'month',
    highSchool: true,
    collegeYears: 2,
    collegeDegrees: 'A.A., East Los Angeles College',
    taxYear: 2024,
    filingStatus: 'headOfHousehold',
    stateReturn: 'california',
    exemptions: 3,
    otherPartyIncome: 500_000,
    otherPartyIncomeBasis: 'His job at the port, and his pay stubs from 2025.',
  },
  fl150Income: {
    incomes: [
      { source: 'salary', lastMonth: 420_000, average: 415_000 },
      { source: 'overtime', lastMonth: 30_000, average: 25_000 },
    ],
    oneTimeMoney: false,
    incomeChanged: false,
    deductions: [{ kind: 'healthInsurance', amount: 18_000 }],
    cash: 250_000,
  },
  fl150Household: {
    people: [
      { name: 'Sofía Hernández García', age: 9, relationship: 'Daughter', paysExpenses: false },
      { name: 'Mateo Hernández García', age: 6, relationship: 'Son', paysExpenses: false },
    ],
  },
  fl150Expenses: {
    basis: 'actual',
    housing: 'rent',
    housingPayment: 180_000,
    groceries: 70_000,
    utilities: 15_000,
    telephone: 9_000,
    auto: 30_000,
    debts: [{ paidTo: 'Honda Financial Services', for: 'Car loan', payment: 41_500, balance: 950_000, lastPayment: '2025-06-01' }],
    lawyer: false,
  },
};

/** The Spanish FL-150: out of work, public assistance, free text in Spanish. */
const fl150Spanish: Fl150 = {
  fl150Work: {
    unemployed: true,
    jobEnded: '2025-01-31',
    occupation: 'Costurera',
    highSchool: false,
    highestGrade: '9.º grado',
    stateReturn: 'california',
    otherJobs: 'Limpieza de casas los sábados, unos $400 al mes, sin empleador fijo.',
  },
  fl150Income: {
    incomes: [
      { source: 'unemployment', lastMonth: 180_000, average: 170_000 },
      { source: 'publicAssistance', currentlyReceiving: true, lastMonth: 60_000, average: 55_000 },
      { source: 'otherIncome', details: 'Venta de ropa usada en el tianguis', lastMonth: 5_000, average: 4_000 },
    ],
    oneTimeMoney: false,
    incomeChanged: true,
    incomeChangeDetails: 'Perdí mi trabajo en la fábrica de ropa en enero de 2025.',
    deductions: [],
  },
  fl150Household: {
    people: [{ name: 'Rosario Peña Vda. de Núñez', age: 71, relationship: 'Madre', monthlyIncome: 95_000, paysExpenses: true }],
  },
  fl150Expenses: {
    basis: 'estimated',
    housing: 'rent',
    housingPayment: 165_000,
    groceries: 90_000,
    utilities: 12_000,
    telephone: 6_000,
    debts: [],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Request for Order
// ---------------------------------------------------------------------------------------------------------------

/** The petitioner changes custody, visitation and support orders and asks for spousal support, property and fees. */
export const requestForOrderSample: AnswersFor<typeof requestForOrder> = {
  caseNumber: '23STFL01234',
  county: 'Los Angeles',
  role: 'petitioner',
  orderType: 'modify',
  fileStampedDate: '2023-08-15',
  orders: ['childCustody', 'childVisitation', 'childSupport', 'spousalSupport', 'propertyControl', 'attorneyFees'],
  expedited: false,
  you: {
    name: maria.name,
    street: maria.street,
    city: maria.city,
    state: maria.state,
    zip: maria.zip,
    differentMailing: false,
    cellPhone: maria.phone,
    email: maria.email,
    dateOfBirth: maria.dateOfBirth,
    driversLicense: 'D1234567',
    ssn4: '6789',
  },
  otherParty: { name: jose.name, street: jose.street, city: jose.city, state: jose.state, zip: jose.zip, cellPhone: jose.phone },
  uccjea: {
    ...garciaChildren,
    otherCases: true,
    cases: [
      {
        kind: 'family',
        caseNumber: '23STFL01234',
        court: 'Los Angeles Superior Court, Los Angeles, CA',
        orderDate: '2023-08-15',
        childNames: 'Sofía, Mateo',
        role: 'Petitioner',
        status: 'Custody order in effect',
      },
    ],
    ordersInEffect: false,
    otherClaimants: false,
  },
  custody: {
    legal: 'joint',
    physical: 'me',
    abuseAllegations: false,
    visitation: 'schedule',
    visitsFor: 'otherParty',
    schedule: {
      weekends: 'alternate',
      weekendsStart: '2026-01-09',
      weekendFrom: { day: 'friday', at: 'afterSchool' },
      weekendTo: { day: 'sunday', at: 'time', time: '6:00', ampm: 'pm' },
      weekdays: true,
      weekdaysStart: '2026-01-07',
      weekdayFrom: { day: 'wednesday', at: 'afterSchool' },
      weekdayTo: { day: 'wednesday', at: 'time', time: '7:30', ampm: 'pm' },
      virtual: 'Video calls on Mondays and Thursdays at 7:00 p.m., up to 20 minutes.',
    },
    exchanges: true,
    exchange: {
      dropOffBy: jose.name,
      pickUpBy: jose.name,
      startPlace: '1015 S Lorena St, Los Angeles, CA 90023 (school)',
      endPlace: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
      waitInCar: true,
    },
    travelRestriction: true,
    travel: { who: ['me', 'otherParty'], outOfState: true },
    abductionRisk: false,
    mediation: true,
    holidays: true,
    holidaySchedule:
      'Thanksgiving: with the mother in even years and the father in odd years. Christmas Eve with the father and Christmas Day with the mother every year. Each parent has two non-consecutive weeks in the summer, chosen by April 1.',
    additionalProvisions: 'Neither parent drinks alcohol during, or in the 12 hours before, their parenting time.',
  },
  bestInterest:
    'The children changed schools in August 2025. The current order gives their father Saturdays from 10 a.m., which conflicts with their soccer league; a Friday-to-Sunday schedule every other weekend keeps their routine and gives them more time with him.',
  currentCustodyOrder: 'Joint legal custody; physical custody to the mother.',
  currentVisitationOrder: 'Father: every other Saturday 10:00 a.m. to Sunday 5:00 p.m.',
  childSupport: {
    basis: 'guideline',
    currentOrder: '$600 per month for each child.',
    reasons: 'The father’s income has increased since 2023 and the children’s child care costs have gone up.',
  },
  spousalSupport: {
    change: 'change',
    amount: 80_000,
    currentAmount: 50_000,
    afterJudgment: false,
    reasons: 'I work fewer hours since the children changed schools and cannot cover the rent.',
  },
  property: {
    useBy: 'me',
    ownership: 'leaseOrRent',
    description: 'The apartment at 1234 E Cesar Chavez Ave and the 2019 Honda Odyssey the children ride in.',
    debtsPaidBy: 'otherParty',
    debts: [{ payTo: 'Honda Financial Services', for: '2019 Honda Odyssey loan', amount: 41_500, dueDate: '2026-02-15' }],
    reasons: 'The children live with me in the apartment and I drive them to school in the minivan.',
  },
  attorneyFeesAmount: 350_000,
  shortenTime: false,
  facts: 'The children’s school changed and the current visitation schedule no longer works. Their father earns more than he did in 2023.',
  ...fl150English,
  fl150Children: {
    childrenWithOtherParent: 2,
    timeWithMe: 75,
    timeWithOther: 25,
    insuranceThroughJob: true,
    insurer: 'Kaiser Permanente',
    insurerAddress: '393 E Walnut St, Pasadena, CA 91188',
    insuranceCost: 12_000,
    childCareForWork: 60_000,
  },
};

const ninoEs = (n: number, year: number, confidential = false) => ({
  name: ['Ximena', 'Íker', 'Begoñita', 'Ángel', 'Lucía'][n - 1] + ' Ibáñez Núñez',
  birthDate: `${year}-0${n}-1${n}`,
  placeOfBirth: 'Los Ángeles, California',
  residences: [
    {
      from: `${year}-0${n}-1${n}`,
      city: 'Los Ángeles',
      state: 'California',
      confidential,
      livedWith: begona.name,
      livedWithAddress: '4521 Whittier Blvd, Apt. 3, Los Ángeles, CA 90022',
      relationship: 'Madre',
    },
  ],
});

/** The respondent asks, on an emergency basis, for custody and supervised visits, with five children. */
export const requestForOrderSampleEs: AnswersFor<typeof requestForOrder> = {
  caseNumber: '24STFL05678',
  county: 'Los Angeles',
  role: 'respondent',
  orderType: 'new',
  orders: ['childCustody', 'childVisitation', 'childSupport'],
  expedited: true,
  you: {
    name: begona.name,
    street: begona.street,
    city: begona.city,
    state: begona.state,
    zip: begona.zip,
    differentMailing: true,
    mailing: begona.mailing,
    homePhone: '(323) 555-0140',
    cellPhone: begona.phone,
    email: begona.email,
    dateOfBirth: begona.dateOfBirth,
  },
  otherParty: { name: inigo.name, street: inigo.street, city: inigo.city, state: inigo.state, zip: inigo.zip, cellPhone: inigo.phone },
  uccjea: {
    childCount: 5,
    livedTogether: false,
    children: [ninoEs(1, 2014, true), ninoEs(2, 2016), ninoEs(3, 2018), ninoEs(4, 2020), ninoEs(5, 2022)],
    otherCases: true,
    cases: [
      {
        kind: 'juvenile',
        caseNumber: 'DK-24-00311',
        court: 'Corte Superior de California, condado de Los Ángeles, Edelman Children’s Court',
        childNames: 'Ximena, Íker',
        role: 'Madre',
        status: 'Cerrado',
      },
    ],
    ordersInEffect: true,
    orders: [
      { kind: 'criminal', county: 'Los Ángeles', stateOrTribe: 'California', caseNumber: '24CR01234', expires: '2027-03-01' },
      { kind: 'family', county: 'Los Ángeles', stateOrTribe: 'California', expires: '2026-12-31' },
    ],
    otherClaimants: false,
  },
  custody: {
    legal: 'me',
    physical: 'me',
    abuseAllegations: true,
    allegations: { abuseBy: ['otherParty'], substanceBy: ['otherParty'], custodyRequest: 'noCustody' },
    visitation: 'supervised',
    visitsFor: 'otherParty',
    supervision: {
      reasons:
        'El 3 de marzo de 2025 Íñigo llegó borracho a recoger a los niños y manejó con ellos en el auto. La policía lo detuvo esa noche (caso 24CR01234).',
      monitor: 'Centro de Visitas Familiares Esperanza',
      monitorPhone: '(213) 555-0123',
      provider: 'professional',
      feesMe: 0,
      feesOther: 100,
      location: 'inPerson',
      frequency: 'schedule',
    },
    schedule: {
      weekends: 'monthly',
      weekendsStart: '2026-02-07',
      weekendNumbers: ['1', '3', '5'],
      weekendFrom: { day: 'saturday', at: 'time', time: '10:00', ampm: 'am' },
      weekendTo: { day: 'saturday', at: 'time', time: '2:00', ampm: 'pm' },
      fifthWeekend: 'alternate',
      fifthWeekendParty: 'otherParty',
      fifthWeekendStart: '2026-05-30',
      weekdays: false,
      otherDays: 'Ninguna visita de noche. Nada de alcohol 24 horas antes de cada visita.',
    },
    exchanges: true,
    exchange: {
      startPlace: 'Centro de Visitas Familiares Esperanza, 1200 W 7th St, Los Ángeles, CA 90017',
      other: 'Las entregas se hacen dentro del centro de visitas.',
    },
    travelRestriction: true,
    travel: { who: ['otherParty'], outOfState: true, counties: 'Los Ángeles y Orange' },
    abductionRisk: true,
    abductionDetails: 'Íñigo dijo en enero que se llevaría a los niños a Zacatecas y ya sacó el pasaporte de Ximena sin mi permiso.',
    mediation: false,
    holidays: false,
    otherOrders: 'Que Íñigo no hable mal de mí delante de los niños.',
  },
  bestInterest:
    'Los niños siempre han vivido conmigo. Su padre maneja después de tomar y ya puso en peligro a los niños; las visitas supervisadas los protegen y les permiten seguir viéndolo.',
  childSupport: { basis: 'guideline' },
  emergency: {
    orders: ['childCustody'],
    harm: 'El 3 de marzo de 2025 manejó borracho con los cinco niños en el auto. Dice que se los llevará a México este mes.',
    noticeGiven: true,
    noticeTo: inigo.name,
    noticeDate: '2025-03-10',
    noticeTime: '9:15 a. m.',
    noticeHow: 'phone',
    noticeResponse: 'oppose',
  },
  shortenTime: true,
  serviceDays: 5,
  hearingSooner: true,
  shortenReason: 'Los niños corren peligro si esperan la audiencia normal; él planea viajar a México este mes.',
  facts:
    'Soy la madre de los cinco niños y siempre los he cuidado. El 3 de marzo de 2025 su padre llegó borracho a recogerlos y manejó con ellos. La policía lo detuvo esa noche. Desde entonces amenaza con llevárselos a México.',
  ...fl150Spanish,
  fl150Children: {
    childrenWithOtherParent: 5,
    timeWithMe: 95,
    timeWithOther: 5,
    insuranceThroughJob: false,
    schedule: 'Los niños viven conmigo todo el tiempo; su padre los ve el 1.º, 3.º y 5.º sábado de cada mes, supervisado.',
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Dissolution
// ---------------------------------------------------------------------------------------------------------------

/** A divorce with two children, assets and debts of every kind, and the FL-100 petition. */
export const dissolutionSample: AnswersFor<typeof dissolution> = {
  petitioner: {
    name: maria.name,
    street: maria.street,
    city: maria.city,
    state: maria.state,
    zip: maria.zip,
    differentMailing: false,
    phone: maria.phone,
    email: maria.email,
    dateOfBirth: maria.dateOfBirth,
  },
  respondent: { name: jose.name, street: jose.street, city: jose.city, state: jose.state, zip: jose.zip, phone: jose.phone },
  county: 'Los Angeles',
  relationshipType: 'marriage',
  petitionType: 'dissolution',
  marriageDate: '2012-06-23',
  marriagePlace: 'Las Vegas, Nevada, USA',
  separationDate: '2024-11-01',
  residency: 'both',
  grounds: 'irreconcilable',
  agreesOnTerms: true,
  petitionForm: 'petition',
  hasMinorChildren: true,
  expectingChild: false,
  uccjea: { ...garciaChildren, otherCases: false, ordersInEffect: false, otherClaimants: false },
  vdpSigned: false,
  custody: {
    legal: 'joint',
    physical: 'me',
    abuseAllegations: false,
    visitation: 'schedule',
    visitsFor: 'otherParty',
    schedule: {
      weekends: 'alternate',
      weekendsStart: '2025-01-10',
      weekendFrom: { day: 'friday', at: 'time', time: '6:00', ampm: 'pm' },
      weekendTo: { day: 'sunday', at: 'time', time: '6:00', ampm: 'pm' },
      weekdays: false,
    },
    exchanges: false,
    travelRestriction: false,
    abductionRisk: false,
    mediation: false,
    holidays: false,
  },
  childSupport: true,
  supportToMe: 'reserve',
  supportToSpouse: 'terminate',
  assetsAndDebts: {
    communityAssets: [
      {
        category: 'realEstate',
        description: 'Home at 789 S Atlantic Blvd, East Los Angeles, CA 90022',
        acquired: '2015-03-02',
        value: 70_000_000,
        owed: 41_000_000,
        keptBy: 'spouse',
      },
      { category: 'vehicles', description: '2019 Honda CR-V', acquired: '2019-04-20', value: 1_800_000, owed: 300_000, keptBy: 'me' },
      { category: 'savings', description: 'Chase savings ending 4410', value: 1_200_000, keptBy: 'undecided' },
      { category: 'retirement', description: 'José’s 401(k) at the Port of Los Angeles (marital part)', value: 4_500_000 },
      { category: 'household', description: 'Furniture and appliances', value: 600_000, keptBy: 'me' },
      {
        category: 'realEstate',
        description: 'Lot in Henderson, Nevada, bought while we lived there',
        quasi: true,
        acquired: '2013-09-10',
        value: 4_000_000,
      },
    ],
    communityDebts: [
      {
        category: 'creditCards',
        description: 'Capital One Visa ending 5678, household expenses',
        amount: 420_000,
        incurred: '2023-01-01',
        keptBy: 'spouse',
      },
    ],
    separateAssets: [
      {
        category: 'valuables',
        description: 'Gold jewelry inherited from my grandmother',
        owner: 'mine',
        acquired: '2018-12-24',
        value: 350_000,
      },
      {
        category: 'vehicles',
        description: '2008 Ford F-150 owned before the marriage',
        owner: 'spouse',
        acquired: '2009-05-01',
        value: 600_000,
      },
    ],
    separateDebts: [
      { category: 'studentLoans', description: 'Federal student loan (Nelnet)', owner: 'mine', amount: 1_250_000, incurred: '2008-09-01' },
    ],
  },
  disclosure: {
    taxReturns: true,
    valuationFacts: 'A broker’s opinion of value of the house, dated October 2024, says $700,000.',
    opportunities: 'None.',
  },
  restoreFormerName: true,
  formerName: 'María Elena López',
  attorneyFees: false,
  ...fl150English,
  fl150Children: {
    childrenWithOtherParent: 2,
    timeWithMe: 80,
    timeWithOther: 20,
    insuranceThroughJob: true,
    insurer: 'Kaiser Permanente',
    insuranceCost: 12_000,
  },
  otherFacts: 'We agree on almost everything; José wants to keep the house and refinance it.',
};

/** A registered domestic partnership and a marriage, ended by a joint petition (FL-700); no children. */
export const dissolutionSampleEs: AnswersFor<typeof dissolution> = {
  petitioner: { ...begona, mailing: begona.mailing },
  respondent: {
    name: 'Ainhoa Muñoz Ortiz',
    street: '1830 E 4th St',
    city: 'Los Ángeles',
    state: 'CA',
    zip: '90033',
    email: 'ainhoa.munoz@example.com',
  },
  county: 'Los Angeles',
  relationshipType: 'both',
  partnershipEstablished: 'california',
  registrationDate: '2013-02-14',
  petitionType: 'dissolution',
  marriageDate: '2015-08-22',
  marriagePlace: 'San Diego, California, EE. UU.',
  separationDate: '2025-03-01',
  residency: 'petitioner',
  grounds: 'irreconcilable',
  agreesOnTerms: true,
  petitionForm: 'joint',
  hasMinorChildren: false,
  expectingChild: false,
  supportToMe: 'terminate',
  supportToSpouse: 'terminate',
  assetsAndDebts: {
    communityAssets: [
      { category: 'checking', description: 'Cuenta de cheques de Banco Popular terminada en 9921', value: 640_000, keptBy: 'me' },
      {
        category: 'business',
        description: 'Panadería “La Ñapa” (50 % de cada una)',
        acquired: '2019-01-15',
        value: 3_500_000,
        keptBy: 'spouse',
      },
    ],
    communityDebts: [
      {
        category: 'unsecuredLoans',
        description: 'Préstamo de la SBA para la panadería',
        amount: 1_200_000,
        incurred: '2020-06-01',
        keptBy: 'spouse',
      },
    ],
    separateAssets: [],
    separateDebts: [],
  },
  disclosure: { taxReturns: true },
  restoreFormerName: false,
  attorneyFees: false,
  ...fl150Spanish,
  otherFacts: 'Ainhoa se queda con la panadería y paga el préstamo; yo me quedo con la cuenta de cheques.',
};

// ---------------------------------------------------------------------------------------------------------------
// Summary dissolution
// ---------------------------------------------------------------------------------------------------------------

export const summaryDissolutionSample: AnswersFor<typeof summaryDissolution> = {
  relationshipType: 'marriage',
  marriageDate: '2022-02-14',
  separationDate: '2025-01-10',
  county: 'Los Angeles',
  residency: 'resident',
  readBooklet: true,
  noChildren: true,
  noRealEstate: true,
  debtsWithinLimit: true,
  communityWithinLimit: true,
  separateWithinLimit: true,
  waiveSupport: true,
  waiveAppeal: true,
  irreconcilable: true,
  you: {
    name: maria.name,
    street: maria.street,
    city: maria.city,
    state: maria.state,
    zip: maria.zip,
    differentMailing: false,
    phone: maria.phone,
    email: maria.email,
    dateOfBirth: maria.dateOfBirth,
  },
  restoreFormerName: true,
  formerName: 'María Elena López',
  spouse: {
    name: jose.name,
    street: jose.street,
    city: jose.city,
    state: jose.state,
    zip: jose.zip,
    differentMailing: false,
    phone: jose.phone,
    email: jose.email,
  },
  spouseRestoresName: false,
  assetsAndDebts: {
    communityAssets: [
      { category: 'household', description: 'Furniture and appliances', value: 300_000, keptBy: 'me' },
      { category: 'vehicles', description: '2020 Kia Soul', acquired: '2022-06-01', value: 1_400_000, owed: 600_000, keptBy: 'spouse' },
    ],
    communityDebts: [{ category: 'creditCards', description: 'Visa ending 2231', amount: 210_000, keptBy: 'spouse' }],
    separateAssets: [{ category: 'savings', description: 'Savings I had before the marriage', owner: 'mine', value: 800_000 }],
    separateDebts: [],
  },
  propertyDivision: 'agreement',
  disclosureMethod: 'forms',
  disclosure: { taxReturns: true },
  disclosureExchanged: false,
  fl150Work: fl150English.fl150Work,
  fl150Income: fl150English.fl150Income,
  fl150Household: { people: [] },
  fl150Expenses: { basis: 'actual', housing: 'rent', housingPayment: 150_000, groceries: 50_000, debts: [] },
};

/** A domestic partnership registered in California, the partners living at different mailing addresses. */
export const summaryDissolutionSampleEs: AnswersFor<typeof summaryDissolution> = {
  relationshipType: 'domesticPartnership',
  registeredInCalifornia: true,
  registrationDate: '2023-05-06',
  separationDate: '2025-04-30',
  county: 'Los Angeles',
  residency: 'caPartnershipOnly',
  readBooklet: true,
  noChildren: true,
  noRealEstate: true,
  debtsWithinLimit: true,
  communityWithinLimit: true,
  separateWithinLimit: true,
  waiveSupport: true,
  waiveAppeal: true,
  irreconcilable: true,
  you: { ...begona, mailing: begona.mailing },
  restoreFormerName: false,
  spouse: {
    name: 'Ainhoa Muñoz Ortiz',
    street: '1830 E 4th St',
    city: 'Los Ángeles',
    state: 'CA',
    zip: '90033',
    differentMailing: true,
    mailing: { street: 'Calle Ñandú 12', city: 'Tijuana', state: 'CA', zip: '92173' },
    email: 'ainhoa.munoz@example.com',
  },
  spouseRestoresName: true,
  spouseFormerName: 'Ainhoa Ortiz Peña',
  assetsAndDebts: { communityAssets: [], communityDebts: [], separateAssets: [], separateDebts: [] },
  propertyDivision: 'none',
  disclosureMethod: 'worksheets',
  disclosure: { taxReturns: false },
  disclosureExchanged: true,
  ...fl150Spanish,
  fl150Household: { people: [] },
  otherFacts: 'Nos registramos ante la Secretaría de Estado en 2023; queremos terminar la pareja ante la corte.',
};
