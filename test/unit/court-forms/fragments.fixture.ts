/**
 * A family-law-style definition built only from the shared fragments (party block, UCCJEA, FL-150), with an English
 * and a Spanish sample: what the request-for-order, dissolution, parentage, custody, guardianship and DV questionnaires
 * will hold once they adopt the fragments. The fragment tests fill FL-105 and FL-150 from it.
 */
import { defineMessages } from '../../../shared/i18n/core';
import { defineQuestionnaire } from '../../../shared/questionnaires/define';
import { mapsFor } from '../../../shared/questionnaires/forms/typed';
import { FL150_CHILDREN, FL150_EXPENSES, FL150_HOUSEHOLD, FL150_INCOME, FL150_WORK } from '../../../shared/questionnaires/fragments/fl150';
import { fl150Map } from '../../../shared/questionnaires/forms/maps/fl-150';
import {
  DATE_OF_BIRTH,
  MAILING,
  OTHER_ADDRESS_IF_KNOWN,
  PARTY_NAME,
  SELF_ADDRESS,
  SELF_CONTACT_DETAILS,
  SELF_NAME,
} from '../../../shared/questionnaires/fragments/party';
import { UCCJEA } from '../../../shared/questionnaires/fragments/uccjea';
import { fl105aWorksheet, fl105Map } from '../../../shared/questionnaires/forms/maps/fl-105';
import type { AnswersFor } from '../../../shared/questionnaires/types';

const messages = defineMessages({
  en: { q: { fragmentFixture: { title: 'Fixture' } } },
  es: { q: { fragmentFixture: { title: 'Fixture' } } },
});

export const familyFixture = defineQuestionnaire({
  type: 'request-for-order',
  namespace: 'q.fragmentFixture',
  messages,
  steps: [
    {
      id: 'parties',
      fields: [
        { kind: 'object', name: 'you', fields: [SELF_NAME, ...SELF_ADDRESS, ...MAILING, ...SELF_CONTACT_DETAILS, DATE_OF_BIRTH] },
        { kind: 'object', name: 'otherParty', fields: [PARTY_NAME, ...OTHER_ADDRESS_IF_KNOWN] },
        { kind: 'text', name: 'caseNumber' },
      ],
    },
    { id: 'children', fields: [UCCJEA] },
    { id: 'work', fields: [FL150_WORK, FL150_INCOME] },
    { id: 'home', fields: [FL150_HOUSEHOLD, FL150_EXPENSES, FL150_CHILDREN] },
  ],
  summary: (a) => ({ clientName: a.you.name, caseDetails: '', specialInstructions: '' }),
});

const caption = {
  petitioner: { from: 'you.name' },
  respondent: { from: 'otherParty.name' },
  caseNumber: { from: 'caseNumber' },
} as const;
export const fixtureFl105 = fl105Map(mapsFor<typeof familyFixture>(), { declarant: 'you', caption });
export const fixtureFl105a = fl105aWorksheet();
export const fixtureFl150 = fl150Map(mapsFor<typeof familyFixture>(), { declarant: 'you', ageFrom: 'you.dateOfBirth', caption });

type FamilyAnswers = AnswersFor<typeof familyFixture>;

const maria = {
  name: 'María Elena García',
  street: '1234 E Cesar Chavez Ave',
  city: 'Los Angeles',
  state: 'CA' as const,
  zip: '90033',
  differentMailing: false,
  phone: '(323) 555-0101',
  email: 'maria.garcia@example.com',
  dateOfBirth: '1988-02-11',
};

export const familyEnglish: FamilyAnswers = {
  you: maria,
  otherParty: { name: 'José Luis Hernández', street: '789 S Atlantic Blvd', city: 'East Los Angeles', state: 'CA', zip: '90022' },
  caseNumber: '23STFL01234',
  uccjea: {
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
        livedWithAddress: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
        relationship: 'Parents',
      },
      {
        from: '2021-07-01',
        city: 'Los Angeles',
        state: 'California',
        livedWith: 'María Elena García',
        livedWithAddress: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
        relationship: 'Mother',
      },
    ],
    otherCases: true,
    cases: [
      {
        kind: 'family',
        caseNumber: '23STFL01234',
        court: 'Superior Court of California, Los Angeles, CA',
        orderDate: '2023-08-15',
        childNames: 'Sofía, Mateo',
        role: 'Petitioner',
        status: 'Order in effect',
      },
    ],
    ordersInEffect: false,
    otherClaimants: true,
    claimants: [
      {
        name: 'Rosa Alicia García',
        address: '55 Elm St, Pasadena, CA 91101',
        hasPhysicalCustody: false,
        claimsCustody: false,
        claimsVisitation: true,
        childNames: 'Sofía',
      },
    ],
  },
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
    otherPartyIncomeBasis: 'His job at the port and what he told me in 2024.',
  },
  fl150Income: {
    incomes: [
      { source: 'salary', lastMonth: 420_000, average: 415_000 },
      { source: 'overtime', lastMonth: 30_000, average: 25_000 },
      { source: 'spousalSupport', supportFrom: 'other', federallyTaxable: true, lastMonth: 20_000, average: 20_000 },
      {
        source: 'selfEmployment',
        businessRole: 'owner',
        businessYears: 3,
        businessName: 'García Tamales',
        businessType: 'Catering',
        lastMonth: 50_000,
        average: 40_000,
      },
    ],
    oneTimeMoney: false,
    incomeChanged: false,
    deductions: [
      { kind: 'healthInsurance', amount: 18_000 },
      { kind: 'jobExpenses', explanation: 'Scrubs and shoes for work.', amount: 4_000 },
    ],
    cash: 250_000,
    otherProperty: 900_000,
    otherPropertyKinds: ['personal'],
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
    homeInsurance: 2_000,
    groceries: 70_000,
    utilities: 15_000,
    telephone: 9_000,
    auto: 30_000,
    paidByOthers: 0,
    debts: [{ paidTo: 'Toyota Financial', for: 'Car loan', payment: 32_000, balance: 950_000, lastPayment: '2025-06-01' }],
    lawyer: false,
  },
  fl150Children: {
    childrenWithOtherParent: 2,
    timeWithMe: 80,
    timeWithOther: 20,
    insuranceThroughJob: true,
    insurer: 'Kaiser Permanente',
    insurerAddress: '393 E Walnut St, Pasadena, CA 91188',
    insuranceCost: 12_000,
    childCareForWork: 60_000,
  },
};

const childEs = (n: number, year: number) => ({
  name: `Niño${n} Núñez Peña`,
  birthDate: `${year}-0${n}-1${n}`,
  placeOfBirth: 'Guadalajara, Jalisco, México',
  residences: [
    {
      from: `${year}-0${n}-1${n}`,
      city: 'Santa Ana',
      state: 'California',
      confidential: n === 1,
      livedWith: 'Begoña Núñez Peña',
      livedWithAddress: 'Calle Ñandú 12, Santa Ana, CA 92701',
      relationship: 'Madre',
    },
  ],
});

/** Spanish answers, five children who have not all lived together, many debts and a long schedule. */
export const familySpanish: FamilyAnswers = {
  you: {
    ...maria,
    name: 'Begoña Núñez Peña',
    differentMailing: true,
    mailing: { street: 'P.O. Box 451', city: 'Santa Ana', state: 'CA', zip: '92702' },
  },
  otherParty: { name: 'Íñigo Ibáñez Muñoz' },
  caseNumber: '30-2024-01234567',
  uccjea: {
    childCount: 5,
    livedTogether: false,
    children: [childEs(1, 2021), childEs(2, 2022), childEs(3, 2023), childEs(4, 2024), childEs(5, 2025)],
    otherCases: false,
    ordersInEffect: true,
    orders: [{ kind: 'criminal', county: 'Orange', stateOrTribe: 'California', caseNumber: '24CM0001', expires: '2027-03-01' }],
    otherClaimants: false,
  },
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
      { source: 'otherIncome', details: 'Venta de ropa usada', lastMonth: 5_000, average: 4_000 },
      { source: 'otherIncome', details: 'Regalos de mi hermana', lastMonth: 10_000, average: 8_000 },
    ],
    oneTimeMoney: true,
    oneTimeDetails: 'Herencia de mi abuela: $3,000 en marzo de 2025.',
    incomeChanged: true,
    incomeChangeDetails: 'Perdí mi trabajo en la fábrica en enero de 2025.',
    deductions: [],
  },
  fl150Household: { people: [] },
  fl150Expenses: {
    basis: 'estimated',
    housing: 'mortgage',
    housingPayment: 210_000,
    mortgagePrincipal: 60_000,
    mortgageInterest: 150_000,
    groceries: 90_000,
    debts: Array.from({ length: 8 }, (_, i) => ({
      paidTo: `Acreedor Ñ${i + 1}`,
      for: 'Tarjeta',
      payment: 5_000 + i * 100,
      balance: 100_000,
    })),
  },
  fl150Children: {
    schedule: 'Los niños viven conmigo de lunes a viernes y con su padre un fin de semana sí y otro no. '.repeat(20).trim(),
  },
};
