/**
 * Business formation, version 2: what the filings ask, in the client's terms.
 *  - Secretary of State: Articles of Organization (LLC-1, Rev. 11/2023: name, principal office, agent, management) or
 *    Articles of Incorporation (ARTS-GS: name, addresses, agent, shares), then the initial Statement of Information
 *    within 90 days (LLC-12: managers — or members when there are none — and a chief executive officer if any; SI-550:
 *    the three officers with addresses, at least one director, board vacancies); both ask the labor-judgment question.
 *  - Los Angeles County Registrar-Recorder/County Clerk: the Fictitious Business Name statement (how the business is
 *    conducted; registrants with residence addresses, or the entity with its state of formation and Secretary of State
 *    number; the date the name was first used, or "not yet").
 *  - IRS Form SS-4 (EIN; the responsible party's full SSN or ITIN is given in the office, never online) and the CDTFA
 *    seller's permit registration.
 * A sole proprietorship has exactly one owner; two or more owners carrying on a business together are a general
 * partnership (Corp. Code §16202), which the client may choose instead. Help texts state published facts, not advice
 * (B&P §6411(e)). Version 1 (business-enterprises.v1.ts) is kept for older answers.
 */
import { defineQuestionnaire } from './define';
import { OTHER_FACTS, SELF_CONTACT } from './fragments';
import messages from './business-enterprises.messages';

const LLC = { field: 'entityType', equals: 'llc' } as const;
const CORPORATION = { field: 'entityType', equals: 'corporation' } as const;
const NEW_ENTITY = { field: 'entityType', in: ['llc', 'corporation'] } as const;
const EXISTING = { field: 'entityType', equals: 'existingEntity' } as const;
const EIN = { field: 'needsEin', equals: true } as const;
const PERMIT = { field: 'needsSellersPermit', equals: true } as const;

const nameAndAddress = (addressLabel: string) =>
  [
    { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label', autoComplete: 'off' },
    { kind: 'text', filing: 'asWritten', name: 'address', required: true, maxLength: 300, labelKey: addressLabel, autoComplete: 'off' },
  ] as const;

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

export const businessEnterprises = defineQuestionnaire({
  type: 'business-enterprises',
  version: 2,
  namespace: 'q.businessEnterprises',
  messages,
  steps: [
    { id: 'contact', fields: [{ kind: 'object', name: 'contact', fields: SELF_CONTACT }] },
    {
      id: 'business',
      fields: [
        {
          kind: 'radio',
          name: 'entityType',
          required: true,
          help: true,
          options: [
            { value: 'llc' },
            { value: 'corporation' },
            { value: 'soleProprietorship' },
            { value: 'generalPartnership' },
            { value: 'existingEntity' },
          ],
        },
        {
          kind: 'radio',
          name: 'existingKind',
          required: true,
          showIf: EXISTING,
          options: [{ value: 'llc' }, { value: 'corporation' }, { value: 'limitedPartnership' }, { value: 'other' }],
        },
        {
          kind: 'text',
          filing: 'place',
          name: 'formationState',
          required: true,
          maxLength: 60,
          defaultValue: 'California',
          showIf: EXISTING,
        },
        { kind: 'text', filing: 'asWritten', name: 'sosNumber', required: true, maxLength: 20, help: true, showIf: EXISTING },
        {
          kind: 'radio',
          name: 'partnershipKind',
          required: true,
          help: true,
          showIf: { field: 'entityType', equals: 'generalPartnership' },
          options: [{ value: 'generalPartnership' }, { value: 'marriedCouple' }, { value: 'domesticPartners' }],
        },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'businessName',
          required: true,
          help: true,
          showIf: { field: 'entityType', in: ['llc', 'corporation', 'existingEntity'] },
        },
        { kind: 'text', filing: 'asWritten', name: 'alternativeName', help: true, showIf: NEW_ENTITY },
        { kind: 'textarea', name: 'purpose', required: true, maxLength: 1000, help: true },
        { kind: 'text', filing: 'asWritten', name: 'principalAddress', required: true, maxLength: 300, help: true },
        { kind: 'text', filing: 'asWritten', name: 'mailingAddress', maxLength: 300, help: true },
        { kind: 'text', filing: 'place', name: 'county', required: true, maxLength: 60, defaultValue: 'Los Angeles' },
      ],
    },
    {
      id: 'owners',
      fields: [
        {
          kind: 'group',
          name: 'owners',
          min: 1,
          max: 10,
          help: true,
          showIf: { not: EXISTING },
          fields: [
            { kind: 'text', filing: 'asWritten', name: 'name', required: true, labelKey: 'q.common.fields.fullName.label' },
            { kind: 'text', filing: 'asWritten', name: 'address', required: true, maxLength: 300, help: true },
            { kind: 'text', filing: 'term', name: 'title', maxLength: 100, help: true },
            { kind: 'number', name: 'ownershipPercent', min: 0, max: 100, integer: false },
          ],
        },
        {
          kind: 'object',
          name: 'signer',
          help: true,
          showIf: EXISTING,
          fields: [
            {
              kind: 'text',
              filing: 'asWritten',
              name: 'name',
              required: true,
              labelKey: 'q.common.fields.fullName.label',
              autoComplete: 'off',
            },
            { kind: 'text', filing: 'term', name: 'title', required: true, maxLength: 100 },
          ],
        },
        {
          kind: 'group',
          name: 'directors',
          min: 1,
          max: 10,
          help: true,
          showIf: CORPORATION,
          fields: nameAndAddress('q.businessEnterprises.fields.businessAddress.label'),
        },
        { kind: 'number', name: 'boardVacancies', required: true, min: 0, max: 50, help: true, showIf: CORPORATION },
      ],
    },
    {
      id: 'management',
      fields: [
        {
          kind: 'radio',
          name: 'llcManagement',
          required: true,
          help: true,
          showIf: LLC,
          options: [{ value: 'oneManager' }, { value: 'managers' }, { value: 'members' }],
        },
        {
          kind: 'group',
          name: 'managers',
          min: 1,
          max: 10,
          help: true,
          showIf: { field: 'llcManagement', in: ['oneManager', 'managers'] },
          fields: nameAndAddress('q.businessEnterprises.fields.businessAddress.label'),
        },
        { kind: 'yesno', name: 'hasLlcCeo', required: true, help: true, showIf: LLC },
        {
          kind: 'object',
          name: 'llcCeo',
          showIf: { field: 'hasLlcCeo', equals: true },
          fields: nameAndAddress('q.businessEnterprises.fields.businessAddress.label'),
        },
        { kind: 'text', filing: 'asWritten', name: 'ceo', required: true, showIf: CORPORATION },
        { kind: 'text', filing: 'asWritten', name: 'ceoAddress', required: true, maxLength: 300, showIf: CORPORATION },
        { kind: 'text', filing: 'asWritten', name: 'secretary', required: true, showIf: CORPORATION },
        { kind: 'text', filing: 'asWritten', name: 'secretaryAddress', required: true, maxLength: 300, showIf: CORPORATION },
        { kind: 'text', filing: 'asWritten', name: 'cfo', required: true, showIf: CORPORATION },
        { kind: 'text', filing: 'asWritten', name: 'cfoAddress', required: true, maxLength: 300, showIf: CORPORATION },
        { kind: 'number', name: 'authorizedShares', required: true, min: 1, max: 1_000_000_000, help: true, showIf: CORPORATION },
        {
          kind: 'radio',
          name: 'agentType',
          required: true,
          help: true,
          showIf: NEW_ENTITY,
          options: [{ value: 'individual' }, { value: 'company' }],
        },
        { kind: 'text', filing: 'asWritten', name: 'agentName', required: true, showIf: { field: 'agentType', filled: true } },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'agentAddress',
          required: true,
          maxLength: 300,
          help: true,
          showIf: { field: 'agentType', equals: 'individual' },
        },
        { kind: 'yesno', name: 'laborJudgment', required: true, help: true, showIf: NEW_ENTITY },
      ],
    },
    {
      id: 'dba',
      fields: [
        { kind: 'yesno', name: 'needsDba', required: true, help: true },
        { kind: 'text', filing: 'asWritten', name: 'dbaName', required: true, showIf: { field: 'needsDba', equals: true } },
        {
          kind: 'radio',
          name: 'fbnFilingType',
          required: true,
          help: true,
          showIf: { field: 'needsDba', equals: true },
          options: [{ value: 'original' }, { value: 'refiling' }],
        },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'priorFbnNumber',
          required: true,
          maxLength: 30,
          showIf: { field: 'fbnFilingType', equals: 'refiling' },
        },
        {
          kind: 'radio',
          name: 'fbnFirstUse',
          required: true,
          help: true,
          showIf: { field: 'needsDba', equals: true },
          options: [{ value: 'notYet' }, { value: 'used' }],
        },
        { kind: 'date', name: 'fbnFirstUseDate', required: true, range: 'past', showIf: { field: 'fbnFirstUse', equals: 'used' } },
      ],
    },
    {
      id: 'filings',
      fields: [
        { kind: 'yesno', name: 'needsEin', required: true, help: true },
        { kind: 'text', filing: 'asWritten', name: 'responsibleParty', required: true, help: true, showIf: EIN },
        { kind: 'text', filing: 'term', name: 'responsiblePartyTitle', required: true, maxLength: 100, showIf: EIN },
        {
          kind: 'radio',
          name: 'llcTaxClassification',
          required: true,
          help: true,
          showIf: { all: [EIN, LLC] },
          options: [{ value: 'default' }, { value: 'corporation' }],
        },
        {
          kind: 'radio',
          name: 'corporationReturn',
          required: true,
          help: true,
          showIf: { all: [EIN, CORPORATION] },
          options: [{ value: 'form1120' }, { value: 'form1120S' }, { value: 'notDecided' }],
        },
        { kind: 'select', name: 'fiscalYearEnd', required: true, help: true, showIf: EIN, options: MONTHS.map((value) => ({ value })) },
        { kind: 'number', name: 'expectedEmployees', required: true, min: 0, max: 100_000, help: true, showIf: EIN },
        { kind: 'date', name: 'firstWagesDate', required: true, showIf: { field: 'expectedEmployees', greaterThan: 0 } },
        { kind: 'yesno', name: 'annualFiling944', required: true, help: true, showIf: { field: 'expectedEmployees', greaterThan: 0 } },
        {
          kind: 'radio',
          name: 'principalActivity',
          required: true,
          showIf: EIN,
          options: [
            { value: 'construction' },
            { value: 'rentalLeasing' },
            { value: 'transportation' },
            { value: 'healthCare' },
            { value: 'wholesaleAgent' },
            { value: 'wholesaleOther' },
            { value: 'retail' },
            { value: 'realEstate' },
            { value: 'manufacturing' },
            { value: 'finance' },
            { value: 'accommodationFood' },
            { value: 'other' },
          ],
        },
        {
          kind: 'text',
          name: 'principalActivityOther',
          required: true,
          maxLength: 200,
          showIf: { field: 'principalActivity', equals: 'other' },
        },
        { kind: 'yesno', name: 'priorEin', required: true, help: true, showIf: EIN },
        {
          kind: 'text',
          filing: 'asWritten',
          name: 'priorEinNumber',
          required: true,
          maxLength: 20,
          showIf: { field: 'priorEin', equals: true },
        },
        { kind: 'yesno', name: 'needsSellersPermit', required: true, help: true },
        { kind: 'date', name: 'salesStartDate', required: true, showIf: PERMIT },
        { kind: 'money', name: 'monthlySales', required: true, help: true, showIf: PERMIT },
        { kind: 'money', name: 'monthlyTaxableSales', required: true, showIf: PERMIT },
        { kind: 'text', name: 'productsSold', required: true, maxLength: 300, showIf: PERMIT },
        {
          kind: 'checkboxes',
          name: 'salesChannels',
          required: true,
          showIf: PERMIT,
          options: [{ value: 'storefront' }, { value: 'online' }, { value: 'events' }, { value: 'wholesale' }, { value: 'other' }],
        },
        OTHER_FACTS,
      ],
    },
  ],
  rules: [
    {
      kind: 'atMost',
      field: 'owners',
      max: 1,
      when: { field: 'entityType', equals: 'soleProprietorship' },
      errorKey: 'q.businessEnterprises.errors.soleOwner',
    },
    {
      kind: 'atMost',
      field: 'managers',
      max: 1,
      when: { field: 'llcManagement', equals: 'oneManager' },
      errorKey: 'q.businessEnterprises.errors.oneManager',
    },
  ],
  summary: (a, { t }) => ({
    clientName: a.contact.name,
    clientEmail: a.contact.email,
    caseDetails: [t(`q.businessEnterprises.fields.entityType.options.${a.entityType}`), a.businessName ?? a.dbaName, a.county]
      .filter(Boolean)
      .join(' · '),
    specialInstructions: a.otherFacts ?? '',
  }),
});
