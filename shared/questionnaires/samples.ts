/**
 * One complete, valid answers object per questionnaire (fictional people). Used by the unit tests, the local stack's
 * seed data and the end-to-end tests. Each is typed by its definition, so a renamed field fails to compile.
 */
import type { QuestionnaireType } from '../catalogue';
import type { adultAdoption } from './adult-adoption';
import type { businessEnterprises } from './business-enterprises';
import type { conservatorship } from './conservatorship';
import type { domesticRelationsOrder } from './domestic-relations-order';
import type { domesticViolence } from './domestic-violence';
import type { durablePoa } from './durable-poa';
import type { guardianshipMinor } from './guardianship-minor';
import type { nameChange } from './name-change';
import type { probate } from './probate';
import type { smallClaims } from './small-claims';
import {
  dissolutionSample,
  dissolutionSampleEs,
  parentalRelationshipsSample,
  parentalRelationshipsSampleEs,
  paternalRelationshipSample,
  paternalRelationshipSampleEs,
  requestForOrderSample,
  requestForOrderSampleEs,
  summaryDissolutionSample,
  summaryDissolutionSampleEs,
} from './samples.family';
import type { Answers, AnswersFor } from './types';

export {
  dissolutionSample,
  dissolutionSampleEs,
  parentalRelationshipsSample,
  parentalRelationshipsSampleEs,
  paternalRelationshipSample,
  paternalRelationshipSampleEs,
  requestForOrderSample,
  requestForOrderSampleEs,
  summaryDissolutionSample,
  summaryDissolutionSampleEs,
};

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

export const conservatorshipSample: AnswersFor<typeof conservatorship> = {
  petitioner: maria,
  relationship: 'Daughter',
  petitionerIsConservator: true,
  conservateeName: 'Rosa Alicia García',
  conservateeDateOfBirth: '1941-03-12',
  conservateeAddress: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
  livesIn: 'relativeHome',
  canAttendHearing: false,
  conservatorshipOf: 'both',
  developmentalDisability: false,
  dementiaPowers: true,
  personalNeeds: 'Advanced Alzheimer’s disease; she wanders at night and cannot manage her medication.',
  financialNeeds: 'She has lost track of her bills and recently sent $4,000 to a phone scammer.',
  alternatives: ['powerOfAttorney', 'voluntaryHelp'],
  whyNotAlternatives: 'She no longer has the capacity to sign a power of attorney.',
  personalPropertyValue: 8_500_000,
  annualIncome: 2_640_000,
  relatives: [{ name: 'Carlos García', relationship: 'Son', address: '55 Elm St, Pasadena, CA 91101' }],
  otherFacts: 'Her doctor can provide a capacity declaration.',
};

export const smallClaimsSample: AnswersFor<typeof smallClaims> = {
  plaintiffType: 'person',
  plaintiff: {
    name: maria.name,
    street: '1234 E Cesar Chavez Ave',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90033',
    differentMailing: false,
    phone: maria.phone,
    email: maria.email,
  },
  usesFictitiousName: false,
  hasOtherPlaintiffs: false,
  defendantType: 'business',
  defendant: {
    name: 'Sunset Auto Repair LLC',
    street: '4400 Sunset Blvd',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90027',
    differentMailing: false,
    phone: '(323) 555-0144',
  },
  agent: {
    name: 'Arturo Beltrán',
    jobTitle: 'Registered agent',
    street: '350 S Grand Ave, Suite 1200',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90071',
  },
  hasOtherDefendants: false,
  military: false,
  claimAmount: 245_000,
  incidentDescription: 'I paid for a transmission repair; the car broke down again two days later and they refused to fix it.',
  dateKind: 'single',
  incidentDate: '2025-06-14',
  damages: 'Repair paid $1,950 + towing $150 + rental car $350 = $2,450.',
  askedToPay: true,
  attempts: 'Demand letter sent by certified mail on July 1; no answer.',
  evidence: 'Invoice, receipts, photos, the demand letter and its receipt.',
  venue: 'defendantLives',
  venueZip: '90027',
  feeDispute: false,
  manyClaims: false,
};

/**
 * The same claim answered in Spanish by a small business plaintiff using a fictitious business name, with a second
 * plaintiff, two more defendants (so SC-100A applies), a period of time, a public-entity defendant's claim date and an
 * amount over $2,500: every conditional part of the questionnaire and of its forms.
 */
export const smallClaimsSampleEs: AnswersFor<typeof smallClaims> = {
  plaintiffType: 'entity',
  plaintiff: {
    name: 'Panadería Núñez e Hijos, Inc.',
    street: '2150 E César E. Chávez Ave',
    city: 'Los Ángeles',
    state: 'CA',
    zip: '90033',
    differentMailing: true,
    mailing: { street: 'P.O. Box 33871', city: 'Los Ángeles', state: 'CA', zip: '90033' },
    phone: '(323) 555-0160',
    email: 'begona@panaderianunez.example',
  },
  licensee: false,
  usesFictitiousName: true,
  fictitiousName: {
    name: 'La Espiga Dorada',
    businessType: 'corporation',
    county: 'Los Ángeles',
    statementNumber: '2023-045671',
    expires: '2028-03-31',
  },
  hasOtherPlaintiffs: true,
  otherPlaintiffs: [
    {
      name: 'Begoña Núñez Peña',
      street: '2150 E César E. Chávez Ave',
      city: 'Los Ángeles',
      state: 'CA',
      zip: '90033',
      differentMailing: false,
      phone: '(323) 555-0161',
    },
    { name: 'Íñigo Ibáñez Muñoz', street: '18 Calle Ñandú', city: 'Santa Ana', state: 'CA', zip: '92701', differentMailing: false },
  ],
  defendantType: 'publicEntity',
  defendant: {
    name: 'Ciudad de Los Ángeles',
    street: '200 N Spring St',
    city: 'Los Ángeles',
    state: 'CA',
    zip: '90012',
    differentMailing: false,
  },
  agent: { name: 'Oficina del Secretario Municipal', street: '200 N Spring St, Room 360', city: 'Los Ángeles', state: 'CA', zip: '90012' },
  publicEntityClaimDate: '2025-02-03',
  hasOtherDefendants: true,
  otherDefendants: [
    { name: 'Constructora Peñalosa S.A.', street: '900 W Olympic Blvd', city: 'Los Ángeles', state: 'CA', zip: '90015' },
    {
      name: 'José Ángel Quiñónez',
      street: '77 Avenida Cesar Chavez',
      city: 'Los Ángeles',
      state: 'CA',
      zip: '90033',
      phone: '(213) 555-0188',
    },
  ],
  military: true,
  militaryNames: 'José Ángel Quiñónez',
  claimAmount: 580_000,
  incidentDescription:
    'Las obras de la calle frente a la panadería cortaron el agua y la luz durante tres semanas; perdimos la masa, el producto y las ventas. La constructora y el inspector dijeron que pagarían los daños y no lo hicieron.',
  dateKind: 'period',
  periodFrom: '2024-10-07',
  periodTo: '2024-10-28',
  damages:
    'Harina y masa perdidas $1,200; producto tirado $950; ventas perdidas (3 semanas × $1,100) $3,300; generador alquilado $350. Total $5,800.',
  askedToPay: false,
  whyNotAsked: 'La ciudad rechazó el reclamo por escrito y la constructora no contesta el teléfono.',
  evidence: 'Facturas, fotos de la calle, el rechazo de la ciudad.',
  venue: 'propertyDamaged',
  venueZip: '90033',
  feeDispute: false,
  manyClaims: false,
  twoPerYearConfirmed: true,
};

export const probateSample: AnswersFor<typeof probate> = {
  decedentName: 'Roberto Antonio García',
  decedentDateOfBirth: '1948-09-30',
  decedentDateOfDeath: '2025-01-20',
  decedentSsn4: '4821',
  decedentAddress: '1234 E Cesar Chavez Ave, Los Angeles, CA 90033',
  countyOfDeath: 'Los Angeles',
  maritalStatus: 'widowed',
  hasWill: true,
  willLocation: 'Safe deposit box at Banco Popular, Boyle Heights branch',
  nominatedExecutor: maria.name,
  estimatedValue: 68_500_000,
  realProperty: 'Single-family home at 1234 E Cesar Chavez Ave, about $650,000.',
  personalProperty: '2012 Toyota Camry, about $6,000.',
  bankAccounts: 'Checking account at Banco Popular, about $29,000.',
  petitioner: maria,
  relationship: 'child',
  appointmentReason: 'I am named executor in the will and my brother agrees.',
  heirs: [
    { name: maria.name, address: maria.address, relationship: 'Daughter', age: 52 },
    { name: 'Carlos García', address: '55 Elm St, Pasadena, CA 91101', relationship: 'Son', age: 49 },
  ],
  creditors: 'Kaiser Permanente (medical bills).',
  outstandingDebts: 'Medical bills of about $3,200.',
  funeralExpenses: 850_000,
  otherFacts: 'The house has a reverse mortgage.',
};

export const durablePoaSample: AnswersFor<typeof durablePoa> = {
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

export const guardianshipMinorSample: AnswersFor<typeof guardianshipMinor> = {
  guardian: maria,
  guardianDateOfBirth: '1965-07-19',
  relationship: 'Maternal grandmother',
  household: 'My husband Jorge (62).',
  criminalHistory: false,
  children: [
    {
      name: 'Daniel Ortiz',
      birthDate: '2014-10-02',
      placeOfBirth: 'Los Angeles, California, USA',
      livesWithYou: true,
      residences: [
        {
          from: '2018-01-01',
          to: '2022-12-31',
          address: '300 N Soto St, Los Angeles, CA 90033',
          livedWith: 'Ana Ortiz',
          relationship: 'Mother',
        },
        { from: '2023-01-01', address: maria.address, livedWith: maria.name, relationship: 'Grandmother' },
      ],
    },
  ],
  mother: { name: 'Ana Ortiz', status: 'consents', address: 'Unknown shelter, Los Angeles' },
  father: { name: 'Unknown', status: 'unknown' },
  guardianshipOf: 'person',
  reason: 'His mother is in residential treatment and cannot care for him; he has lived with me since 2023.',
  temporaryNeeded: true,
  temporaryReason: 'He needs surgery in the coming weeks and the hospital requires a legal guardian’s consent.',
  nativeAmerican: 'no',
  otherCases: false,
};

export const domesticRelationsOrderSample: AnswersFor<typeof domesticRelationsOrder> = {
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

export const adultAdoptionSample: AnswersFor<typeof adultAdoption> = {
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
  previousAdoption: false,
};

export const businessEnterprisesSample: AnswersFor<typeof businessEnterprises> = {
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

export const domesticViolenceSample: AnswersFor<typeof domesticViolence> = {
  name: maria.name,
  age: 37,
  mailingAddress: 'P.O. Box 33021, Los Angeles, CA 90033',
  phone: maria.phone,
  email: maria.email,
  safeToContact: false,
  safeContactNotes: 'Call only on weekdays between 9 am and 3 pm.',
  otherName: jose.name,
  otherDateOfBirth: '1985-12-01',
  description: 'Male, 5 ft 10 in, about 190 lb, black hair, brown eyes; drives a gray Ford F-150.',
  relationship: 'childTogether',
  livesWithYou: false,
  recentDate: '2025-05-30',
  recentAbuse: 'He came to my apartment, broke the door and threatened to take our son.',
  injured: false,
  policeCame: true,
  firearms: 'unknown',
  orders: ['personalConduct', 'stayAway', 'childCustody'],
  stayAwayYards: 100,
  children: [{ name: 'Lucas Hernández', birthDate: '2018-04-22' }],
  protectedPeople: [{ name: 'Rosa García', age: 70, relationship: 'Mother' }],
  temporaryOrders: true,
};

export const nameChangeSample: AnswersFor<typeof nameChange> = {
  petitioner: maria,
  dateOfBirth: '1988-02-11',
  people: [
    {
      presentName: maria.name,
      proposedName: 'María Elena López',
      isMinor: false,
      reason: 'family',
      reasonDetails: 'To return to my family name after my divorce was finalized in another state.',
    },
    {
      presentName: 'Sofía Hernández García',
      proposedName: 'Sofía López García',
      isMinor: true,
      birthDate: '2016-05-10',
      relationship: 'Mother',
      otherParentName: jose.name,
      otherParentPosition: 'agrees',
      reason: 'family',
      reasonDetails: 'So that my daughter shares my family name.',
    },
  ],
  sexOffenderRegistration: false,
  underSupervision: false,
  pendingCases: false,
  county: 'Los Angeles',
};

/** Answers given in Spanish (Spanish names and free text), where a questionnaire has them: the fill tests use both. */
export const SAMPLES_ES: Readonly<Partial<Record<QuestionnaireType, Answers>>> = {
  'small-claims': smallClaimsSampleEs,
  'request-for-order': requestForOrderSampleEs,
  dissolution: dissolutionSampleEs,
  'summary-dissolution': summaryDissolutionSampleEs,
  'paternal-relationship': paternalRelationshipSampleEs,
  'parental-relationships': parentalRelationshipsSampleEs,
};

export const SAMPLES: Readonly<Record<QuestionnaireType, Answers>> = {
  conservatorship: conservatorshipSample,
  'small-claims': smallClaimsSample,
  probate: probateSample,
  'durable-poa': durablePoaSample,
  'request-for-order': requestForOrderSample,
  dissolution: dissolutionSample,
  'summary-dissolution': summaryDissolutionSample,
  'guardianship-minor': guardianshipMinorSample,
  'domestic-relations-order': domesticRelationsOrderSample,
  'paternal-relationship': paternalRelationshipSample,
  'adult-adoption': adultAdoptionSample,
  'business-enterprises': businessEnterprisesSample,
  'parental-relationships': parentalRelationshipsSample,
  'domestic-violence': domesticViolenceSample,
  'name-change': nameChangeSample,
};
