/**
 * Answers stored under definition version 1 of the family-law questionnaires (the samples of that version, as they
 * were), to check that older submissions still validate, upgrade and print.
 */
import type { Answers } from '../../../shared/questionnaires/types';

const maria = {
  name: 'María Elena García',
  address: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
  phone: '(323) 555-0101',
  email: 'maria.garcia@example.com',
};
const jose = {
  name: 'José Luis Hernández',
  address: '789 S Atlantic Blvd, East Los Angeles, CA 90022',
  phone: '(323) 555-0199',
  email: 'jose.hernandez@example.com',
};

export const requestForOrderV1: Answers = {
  orderType: 'modify',
  caseNumber: '23STFL01234',
  county: 'Los Angeles',
  fileStampedDate: '2023-08-15',
  orders: ['childCustody', 'childVisitation', 'childSupport'],
  expedited: false,
  you: {
    name: maria.name,
    address: maria.address,
    cellPhone: maria.phone,
    email: maria.email,
    dateOfBirth: '1988-02-11',
    driversLicense: 'D1234567',
    ssn4: '6789',
  },
  otherParty: { name: jose.name, address: jose.address, cellPhone: jose.phone },
  children: [
    {
      name: 'Sofía Hernández García',
      age: 9,
      birthDate: '2016-05-10',
      placeOfBirth: 'Los Angeles, California, USA',
      residences: [
        {
          from: '2016-05-10',
          to: '2021-06-30',
          address: '789 S Atlantic Blvd, East Los Angeles, CA 90022',
          livedWith: `${maria.name} and ${jose.name}`,
          relationship: 'Parents',
        },
        { from: '2021-07-01', address: maria.address, livedWith: maria.name, relationship: 'Mother' },
      ],
    },
    {
      name: 'Mateo Hernández García',
      age: 6,
      birthDate: '2019-02-03',
      placeOfBirth: 'Los Angeles, California, USA',
      ssn4: '2468',
      residences: [
        {
          from: '2019-02-03',
          to: '2021-06-30',
          address: '789 S Atlantic Blvd, East Los Angeles, CA 90022',
          livedWith: `${maria.name} and ${jose.name}`,
          relationship: 'Parents',
        },
        { from: '2021-07-01', address: maria.address, livedWith: maria.name, relationship: 'Mother' },
      ],
    },
  ],
  previousCases: true,
  previousCasesDetails: 'Dissolution case 23STFL01234, Los Angeles Superior Court; custody order of August 2023.',
  facts: 'The children’s school changed and the current visitation schedule no longer works.',
};

export const dissolutionV1: Answers = {
  petitioner: maria,
  respondent: { name: jose.name, address: jose.address },
  relationshipType: 'marriage',
  petitionType: 'dissolution',
  marriageDate: '2012-06-23',
  marriagePlace: 'Las Vegas, Nevada, USA',
  separationDate: '2024-11-01',
  meetsResidency: true,
  grounds: 'irreconcilable',
  agreesOnTerms: true,
  hasMinorChildren: true,
  children: [{ name: 'Sofía Hernández García', birthDate: '2016-05-10' }],
  legalCustody: 'joint',
  physicalCustody: 'petitioner',
  visitation: 'Every other weekend, Friday 6 pm to Sunday 6 pm.',
  childSupport: true,
  spousalSupport: 'terminate',
  communityProperty: 'Home at 789 S Atlantic Blvd (about $700,000); 2019 Honda CR-V; joint savings of $12,000.',
  debts: 'Mortgage, about $410,000.',
  restoreFormerName: true,
  formerName: 'María Elena López',
  attorneyFees: false,
};

export const summaryDissolutionV1: Answers = {
  marriedUnderFiveYears: true,
  noChildren: true,
  noRealEstate: true,
  withinLimits: true,
  waiveSupport: true,
  residency: true,
  you: maria,
  restoreFormerName: false,
  spouse: { name: jose.name, address: jose.address, email: jose.email },
  spouseRestoresName: false,
  marriageDate: '2022-02-14',
  separationDate: '2025-01-10',
  county: 'Los Angeles',
  communityProperty: 'Furniture ($3,000) to María; 2020 Kia Soul to José.',
  communityDebts: 'Visa card, $2,100, paid by José.',
  propertyAgreement: true,
};

export const paternalRelationshipV1: Answers = {
  you: maria,
  yourRole: 'mother',
  otherParent: { name: jose.name, address: jose.address },
  otherParentAgrees: false,
  children: [{ name: 'Emma García', birthDate: '2023-09-14', placeOfBirth: 'Montebello, California, USA', livesWith: maria.name }],
  declarationSigned: false,
  geneticTesting: true,
  legalCustody: 'joint',
  physicalCustody: 'petitioner',
  visitation: 'Saturdays 10 am to 6 pm.',
  childSupport: true,
  birthExpenses: true,
  changeChildName: false,
};

export const parentalRelationshipsV1: Answers = {
  you: maria,
  otherParent: { name: jose.name, address: jose.address, phone: jose.phone },
  relationship: 'married',
  children: [
    {
      name: 'Lucas Hernández',
      birthDate: '2018-04-22',
      residences: [{ from: '2018-04-22', address: maria.address, livedWith: `${maria.name} and ${jose.name}`, relationship: 'Parents' }],
    },
  ],
  legalCustody: 'joint',
  physicalCustody: 'petitioner',
  visitation: 'schedule',
  visitationDetails: 'Alternate weekends and Wednesday dinners; holidays split evenly.',
  childSupport: true,
  spousalSupport: false,
  yourMonthlyIncome: 420_000,
  otherMonthlyIncome: 650_000,
  yourTimeshare: 70,
};
