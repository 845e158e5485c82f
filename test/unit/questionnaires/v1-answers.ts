/**
 * Answers written under version 1 of the four questionnaires that have a version 2 (the samples as they were), to test
 * that version 1 still validates them and that the upgrades carry them forward.
 */
import type { adultAdoptionV1 } from '../../../shared/questionnaires/adult-adoption.v1';
import type { businessEnterprisesV1 } from '../../../shared/questionnaires/business-enterprises.v1';
import type { domesticRelationsOrderV1 } from '../../../shared/questionnaires/domestic-relations-order.v1';
import type { durablePoaV1 } from '../../../shared/questionnaires/durable-poa.v1';
import type { AnswersFor } from '../../../shared/questionnaires/types';

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

export const durablePoaV1Answers: AnswersFor<typeof durablePoaV1> = {
  principal: {
    name: maria.name,
    address: '1234 E Cesar Chavez Ave',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90033',
    county: 'Los Angeles',
    telephone: maria.phone,
    cell: '(323) 555-0102',
    dateOfBirth: '1973-04-02',
    ssn4: '1234',
    gender: 'female',
  },
  hasSpouse: true,
  spouse: { name: jose.name, telephone: jose.phone, gender: 'male' },
  effective: 'incapacity',
  incapacityMethod: 'twoNamed',
  doctorNames: 'Dr. Ana Ruiz (Kaiser East LA); Dr. Peter Cho (White Memorial)',
  numberOfAttorneys: '3',
  coAgents: false,
  periodicReports: true,
  reportRecipient: 'Carlos García',
  attorneys: [
    { name: jose.name, address: jose.address, telephone: jose.phone, alternateFor: 'none' },
    { name: 'Carlos García', address: '55 Elm St, Pasadena, CA 91101', telephone: '(626) 555-0120', alternateFor: '1' },
    { name: 'Lucía García', address: '900 Maple Ave, Downey, CA 90241', telephone: '(562) 555-0133', alternateFor: '2' },
  ],
  terminalCondition: { treatment: 'some', procedures: ['drugs', 'diagnosticTests'], artificialNutrition: false, painRelief: true },
  permanentComa: { treatment: 'none', artificialNutrition: false, painRelief: true },
  primaryRepresentative: '1',
  alternateRepresentative: '2',
  pregnancyWishes: 'Continue life support if the pregnancy can reach viability.',
  otherInstructions: 'I wish to donate my organs.',
  acknowledgment: true,
  authorization: true,
  signedName: maria.name,
  signedDate: '2025-03-01',
};

export const domesticRelationsOrderV1Answers: AnswersFor<typeof domesticRelationsOrderV1> = {
  yourRole: 'alternatePayee',
  email: maria.email,
  phone: maria.phone,
  caseNumber: '22STFL05678',
  county: 'Los Angeles',
  judgmentDate: '2024-09-30',
  marriageDate: '2005-05-21',
  separationDate: '2021-03-01',
  participant: { name: jose.name, address: jose.address, dateOfBirth: '1975-11-08', ssn4: '1357' },
  alternatePayee: { name: maria.name, address: maria.address, dateOfBirth: '1978-01-25' },
  planName: 'Acme Industries 401(k) Savings Plan',
  planType: 'definedContribution',
  employer: 'Acme Industries, Inc.',
  administrator: 'Fidelity Workplace Services, P.O. Box 770003, Cincinnati, OH 45277',
  method: 'percentage',
  percentage: 50,
  valuationDate: '2021-03-01',
  gainsAndLosses: true,
  outstandingLoans: false,
};

export const adultAdoptionV1Answers: AnswersFor<typeof adultAdoptionV1> = {
  adopter: jose,
  adopterDateOfBirth: '1970-03-15',
  adopterMarried: true,
  adopterSpouseName: maria.name,
  adopterSpouseConsents: true,
  adopteeName: 'Kevin Ramírez',
  adopteeDateOfBirth: '2001-08-09',
  adopteeAddress: '1500 W 7th St, Los Angeles, CA 90017',
  adopteeBirthPlace: 'Santa Ana, California, USA',
  adopteeMarried: false,
  nameChange: true,
  newName: 'Kevin Ramírez Hernández',
  relationship: 'Stepfather since he was 6',
  yearsKnown: 18,
  reason: 'I raised Kevin and we want our family relationship legally recognized.',
  birthParents: 'Mother: María Elena García (my wife). Father: Daniel Ramírez, address unknown.',
  previousAdoption: false,
};

export const businessEnterprisesV1Answers: AnswersFor<typeof businessEnterprisesV1> = {
  contact: maria,
  entityType: 'llc',
  businessName: 'García Family Bakery LLC',
  alternativeName: 'Panadería García LLC',
  purpose: 'Retail bakery and catering.',
  principalAddress: '2100 E 1st St, Los Angeles, CA 90033',
  county: 'Los Angeles',
  owners: [
    { name: maria.name, address: maria.address, title: 'Managing member', ownershipPercent: 60 },
    { name: jose.name, address: jose.address, title: 'Member', ownershipPercent: 40 },
  ],
  llcManagement: 'members',
  agentType: 'individual',
  agentName: maria.name,
  agentAddress: maria.address,
  needsDba: true,
  dbaName: 'Panadería García',
  needsEin: true,
  needsSellersPermit: true,
};
