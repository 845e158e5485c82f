/**
 * The business profile: the one source for the name, contact details, hours, LDA registration and claims shown on
 * every page, in the chat assistant, in the LDA contract, on receipts and in PDFs.
 *
 * Office hours: the spec has two readings (chat: Mon–Fri 9–5, Saturday by appointment, Sunday closed; site copy:
 * Mon–Fri 9–6). We use the chat reading everywhere (docs/architecture.md, "Decisions").
 */
export const BUSINESS = {
  name: 'Rivera Family Legal Document Services',
  shortName: 'Rivera Legal Docs',
  phone: '(323) 555-0148',
  phoneE164: '+13235550148',
  email: 'help@riverafamilylegal.com',
  website: 'https://www.riverafamilylegal.com',
  address: {
    street: '4521 Whittier Blvd, Suite 2',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90022',
  },
  /** 24-hour clock; `null` means closed, `appointment` means by appointment only. */
  hours: [
    { day: 'monday', open: '09:00', close: '17:00' },
    { day: 'tuesday', open: '09:00', close: '17:00' },
    { day: 'wednesday', open: '09:00', close: '17:00' },
    { day: 'thursday', open: '09:00', close: '17:00' },
    { day: 'friday', open: '09:00', close: '17:00' },
    { day: 'saturday', open: null, close: null, appointment: true },
    { day: 'sunday', open: null, close: null },
  ] as ReadonlyArray<{ day: string; open: string | null; close: string | null; appointment?: boolean }>,
  /** Business and Professions Code §6400 ff.: registration, bond and county. */
  lda: {
    registrationNumber: '2024-0142',
    county: 'Los Angeles',
    expires: '2027-03-31',
    bond: { issuer: 'Golden State Surety Co.', amountCents: 2500000, number: 'LDA-GS-778120' },
    countyClerk: {
      name: 'Los Angeles County Registrar-Recorder/County Clerk',
      address: '12400 Imperial Highway, Norwalk, CA 90650',
      phone: '(800) 815-2666',
    },
  },
  notary: { commissionCounty: 'Los Angeles', feePerSignatureCents: 1500 },
  processServer: { registrationNumber: 'PS-2023-5531', county: 'Los Angeles' },
  claims: { clients: 2000, courtCompliantPercent: 100, yearsInBusiness: 15 },
  turnaround: { standardDays: 14, rushHours: [24, 48] },
  caseFileRetentionYears: 7,
  /** Published service prices (site copy), in cents. Questionnaire fees are in shared/catalogue.ts. */
  servicePrices: {
    uncontestedDivorce: 250000,
    contestedDivorce: 250000,
    exParteRequestForOrder: 150000,
    requestForOrder: 125000,
    restrainingOrder: 85000,
    businessEntity: 150000,
    singleLivingTrust: 180000,
    marriedLivingTrust: 250000,
    notarySignature: 1500,
  },
} as const;

export const formatAddress = (a = BUSINESS.address): string => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
