/**
 * Answers with long, realistic texts — each free text at or near its field's maximum length, long names, every list at
 * its largest — for the four questionnaires whose documents are generated, in English and in Spanish. They must pass
 * the questionnaire's own validation (helpers.valid), as a real submission does.
 */
import {
  adultAdoptionSample,
  adultAdoptionSampleEs,
  businessEnterprisesSample,
  businessEnterprisesSampleEs,
  domesticRelationsOrderSample,
  domesticRelationsOrderSampleEs,
  durablePoaSample,
  durablePoaSampleEs,
} from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { ENGLISH, longText, SPANISH } from './helpers';

const LONG_NAME_EN = 'Maximiliano Alejandro de la Cruz-Villaseñor Throckmorton';
const LONG_NAME_ES = 'María Guadalupe de los Ángeles Núñez Peña de Ibáñez';
const LONG_ADDRESS = '12345 Northeast Santa Monica Boulevard, Apartment 1204, Building C, Los Ángeles, CA 90025-1234';

export const durablePoaLong = (es: boolean): Answers => {
  const base = es ? durablePoaSampleEs : durablePoaSample;
  const text = es ? SPANISH : ENGLISH;
  return {
    ...base,
    principal: { ...base.principal, name: es ? LONG_NAME_ES : LONG_NAME_EN, address: LONG_ADDRESS.slice(0, 200) },
    effective: 'incapacity',
    incapacityMethod: 'twoNamed',
    doctorNames: longText(1000, [
      'Dr. Ana Ruiz, internal medicine, Kaiser Permanente East Los Angeles, 1050 S Atlantic Blvd.',
      'Dr. Peter Cho, neurology, White Memorial Medical Center, 1720 E Cesar Chavez Ave.',
    ]),
    numberOfAttorneys: '3',
    coAgents: true,
    coAgentDescription: longText(2000, text),
    periodicReports: true,
    reportRecipient: LONG_NAME_EN,
    attorneys: [
      { name: LONG_NAME_EN, address: LONG_ADDRESS, telephone: '(323) 555-0199', alternateFor: 'none' },
      {
        name: 'Carlos Eduardo García Villaseñor',
        address: '55 Elm St, Pasadena, CA 91101',
        telephone: '(626) 555-0120',
        alternateFor: 'none',
      },
      { name: 'Lucía Fernanda García Ortega', address: '900 Maple Ave, Downey, CA 90241', telephone: '(562) 555-0133', alternateFor: '1' },
    ],
    powersScope: 'some',
    powers: ['A', 'B', 'E', 'K', 'M'],
    expressPowers: {
      createTrust: true,
      fundTrust: true,
      gifts: true,
      survivorship: true,
      beneficiaries: true,
      disclaimers: true,
      delegate: true,
    },
    giftLimits: longText(1000, text),
    specialInstructions: longText(3000, text),
    healthAgent: { name: LONG_NAME_ES, address: LONG_ADDRESS, phone: '(323) 555-0177', otherPhone: '(213) 555-0100' },
    healthAlternates: [
      { name: 'Mariana Peña Núñez', address: LONG_ADDRESS, phone: '(323) 555-0188' },
      { name: 'Begoña Ibáñez Ruiz', address: '15 Calle Sol, Montebello, CA 90640', phone: '(323) 555-0199', otherPhone: '(323) 555-0111' },
    ],
    healthAgentLimits: longText(2000, SPANISH),
    healthAgentEffective: 'immediately',
    postDeath: 'limits',
    postDeathLimits: longText(2000, text),
    nominateConservator: false,
    endOfLife: 'ownWords',
    endOfLifeOwnWords: longText(3000, SPANISH),
    painRelief: 'exceptions',
    painReliefExceptions: longText(2000, text),
    otherWishes: longText(3000, text),
    donation: 'only',
    donationParts: longText(1000, ['Corneas, skin and heart valves.', 'Córneas, piel y válvulas del corazón.']),
    donationPurposes: ['transplant', 'research'],
    hasPhysician: true,
    physician: { name: 'Dra. Begoña Muñoz Ibáñez', address: LONG_ADDRESS, phone: '(323) 555-0166', otherPhone: '(323) 555-0167' },
    hasAlternatePhysician: true,
    alternatePhysician: { name: 'Dr. Iñaki Ortúzar', address: '2200 W 3rd St, Los Ángeles, CA 90057', phone: '(213) 555-0155' },
    ahcdSigning: es ? 'witnesses' : 'notary',
    skilledNursing: true,
  } as Answers;
};

export const adultAdoptionLong = (es: boolean): Answers => {
  const base = es ? adultAdoptionSampleEs : adultAdoptionSample;
  const text = es ? SPANISH : ENGLISH;
  return {
    ...base,
    adopter: { ...base.adopter, name: es ? LONG_NAME_ES : LONG_NAME_EN, address: LONG_ADDRESS },
    adopteeName: 'Kevin Alejandro Ramírez Throckmorton de la Cruz',
    adopteeAddress: LONG_ADDRESS,
    relationship: longText(200, ['I married his mother when he was six and raised him in our home in Boyle Heights;', 'he calls me dad.']),
    reason: longText(5000, text),
    bestInterest: longText(5000, text),
    birthParents: [
      { name: 'María Elena García Villaseñor', address: LONG_ADDRESS },
      { name: 'Daniel Ramírez Ortega', address: 'Unknown' },
    ],
    hasAdultChildren: true,
    adultChildren: Array.from({ length: 12 }, (_, i) => ({ name: `Hijo Adulto Número ${i + 1} Ramírez García`, address: LONG_ADDRESS })),
    previousAdoption: true,
    priorAdoptions: Array.from({ length: 6 }, (_, i) => ({
      adoptedBy: i % 2 ? 'spouse' : 'me',
      name: `Adulto Adoptado ${i + 1} Peña Ruiz`,
      date: `201${i}-0${i + 1}-15`,
      place: 'Superior Court of California, County of Los Angeles, Stanley Mosk Courthouse, Department 5',
    })),
    siblingOfPriorAdoptee: true,
    adopteeDisabled: true,
    otherFacts: longText(5000, text),
  } as Answers;
};

export const domesticRelationsOrderLong = (es: boolean): Answers => {
  const base = es ? domesticRelationsOrderSampleEs : domesticRelationsOrderSample;
  const plan = domesticRelationsOrderSample.plans;
  return {
    ...base,
    participant: { ...base.participant, name: LONG_NAME_EN, address: LONG_ADDRESS },
    alternatePayee: { ...base.alternatePayee, name: LONG_NAME_ES, address: LONG_ADDRESS },
    plans: [
      { ...plan[0], administrator: LONG_ADDRESS + ', Attention: Qualified Domestic Relations Order Unit' },
      plan[1],
      ...domesticRelationsOrderSampleEs.plans,
      {
        planName: 'Thrift Savings Plan (Federal Employees Retirement System participant account)',
        planKind: 'tsp',
        employer: 'U.S. Department of Veterans Affairs, Greater Los Angeles Healthcare System',
        method: 'amount',
        amount: 4_512_350,
        valuationDate: '2021-03-01',
        gainsAndLosses: false,
        outstandingLoans: true,
        loanTreatment: 'reduces',
      },
    ],
    otherFacts: longText(5000, es ? SPANISH : ENGLISH),
  } as Answers;
};

export const businessEnterprisesLong = (es: boolean): Answers => {
  const base = es ? businessEnterprisesSampleEs : businessEnterprisesSample;
  return {
    ...base,
    businessName: es
      ? 'Construcciones y Remodelaciones Núñez Peña de Los Ángeles, Inc.'
      : 'García Family Bakery and Catering of East Los Angeles LLC',
    principalAddress: LONG_ADDRESS,
    owners: (base.owners ?? []).map((o, i) => ({ ...o, name: `${o.name} ${i ? 'Villaseñor' : 'Throckmorton'}`, address: LONG_ADDRESS })),
  } as Answers;
};

export const LONG: Readonly<
  Record<'durable-poa' | 'adult-adoption' | 'domestic-relations-order' | 'business-enterprises', (es: boolean) => Answers>
> = {
  'durable-poa': durablePoaLong,
  'adult-adoption': adultAdoptionLong,
  'domestic-relations-order': domesticRelationsOrderLong,
  'business-enterprises': businessEnterprisesLong,
};
