/**
 * The filings the business-enterprises questionnaire serves (reference: /work/shared/reference/court-forms.md §3.12;
 * model: forms/model.ts). None is held as a verified fillable PDF (the only LLC-1 found is the superseded 08/2019
 * revision, deliberately not shipped), and the Secretary of State takes most of them on bizfile Online, so each is a
 * worksheet in the form's item order:
 *  - LLC-1 (Rev. 11/2023: item 2a is the principal office) or ARTS-GS, by entity type;
 *  - the initial Statement of Information: LLC-12 or SI-550;
 *  - the Los Angeles County Fictitious Business Name statement, when a fictitious name is used;
 *  - IRS Form SS-4 and the CDTFA seller's permit registration, when asked for.
 * Full SSNs and ITINs, driver's licence numbers and bank accounts are never collected online: "collect in the office".
 *
 * Issue 27: the Secretary of State's and the county's filings are generated as typed documents that mirror the current
 * forms' items (functions/lib/documents/business.ts), from these maps' items; SS-4 and the CDTFA registration stay
 * worksheets: the IRS and the CDTFA take them online, and the worksheet is what staff enter there.
 */
import { defineForms } from './forms/build';
import { generated } from './forms/generated';
import type { Column, ValueSpec, WorksheetItem, WorksheetMap } from './forms/model';

const value = (item: string, label: string, v: ValueSpec | string): WorksheetItem => ({
  kind: 'value',
  item,
  label,
  value: typeof v === 'string' ? { from: v } : v,
});
const orElse = (path: string, blank: string): ValueSpec => ({
  if: { field: path, filled: true },
  then: { from: path },
  else: { text: blank },
});

const LLC = { field: 'entityType', equals: 'llc' } as const;
const CORPORATION = { field: 'entityType', equals: 'corporation' } as const;
const IN_OFFICE = 'collect in the office (confidential); never collected online';
const SOS_REASON =
  'not in the verified forms folder: Secretary of State form (bizfile Online or paper), listed in the form’s item order; check item numbers against the revision in use';

const nameAddress: readonly Column[] = [
  { label: 'Name', value: { from: 'name' } },
  { label: 'Address', value: { from: 'address' } },
];

/** Items 2 and 3 of both articles: addresses and agent for service of process. */
const addressesAndAgent = (officeLabel: string): WorksheetItem[] => [
  value('2a', officeLabel, 'principalAddress'),
  value('2b', 'Initial mailing address, if different from 2a', orElse('mailingAddress', 'Same as 2a')),
  value('3a', 'Individual agent: California agent’s name', {
    if: { field: 'agentType', equals: 'individual' },
    then: { from: 'agentName' },
    else: { text: 'Not applicable (corporate agent)' },
  }),
  value('3b', 'Individual agent: California street address', {
    if: { field: 'agentType', equals: 'individual' },
    then: { from: 'agentAddress' },
    else: { text: 'Not applicable' },
  }),
  value('3c', 'Registered corporate agent’s name', {
    if: { field: 'agentType', equals: 'company' },
    then: { from: 'agentName' },
    else: { text: 'Not applicable (individual agent)' },
  }),
];

const llc1: WorksheetMap = {
  kind: 'worksheet',
  form: 'LLC-1',
  title: 'Articles of Organization—Limited Liability Company (Secretary of State)',
  when: LLC,
  reason: `${SOS_REASON}. Form LLC-1 (Rev. 11/2023); the superseded 08/2019 revision must not be filed`,
  items: [
    value('1', 'Limited liability company name', 'businessName'),
    value('1', 'Second choice of name (if the first is not available)', orElse('alternativeName', 'None given')),
    ...addressesAndAgent('Initial street address of the principal office (no P.O. box)'),
    value('4', 'Management: the LLC will be managed by', {
      option: 'llcManagement',
      labels: { oneManager: 'One Manager', managers: 'More than One Manager', members: 'All LLC Member(s)' },
    }),
    { kind: 'staff', item: '5', label: 'Purpose statement', note: 'preprinted: do not alter' },
    value('6', 'Organizer: print name', 'contact.name'),
    { kind: 'staff', item: '6', label: 'Organizer’s signature', note: 'signed at the appointment' },
  ],
};

const artsGs: WorksheetMap = {
  kind: 'worksheet',
  form: 'ARTS-GS',
  title: 'Articles of Incorporation of a General Stock Corporation (Secretary of State)',
  when: CORPORATION,
  reason: SOS_REASON,
  items: [
    value('1', 'Corporate name', 'businessName'),
    value('1', 'Second choice of name (if the first is not available)', orElse('alternativeName', 'None given')),
    ...addressesAndAgent('Initial street address of the corporation (no P.O. box)'),
    value('4', 'Shares: total number of shares the corporation is authorized to issue (one class)', 'authorizedShares'),
    { kind: 'staff', item: '5', label: 'Purpose statement', note: 'preprinted: do not alter' },
    value('6', 'Incorporator: print name', 'contact.name'),
    { kind: 'staff', item: '6', label: 'Incorporator’s signature', note: 'signed at the appointment' },
  ],
};

const llc12: WorksheetMap = {
  kind: 'worksheet',
  form: 'LLC-12',
  title: 'Statement of Information—Limited Liability Company (Secretary of State)',
  when: LLC,
  reason: `${SOS_REASON}; due within 90 days of filing LLC-1`,
  items: [
    value('1', 'Limited liability company name', 'businessName'),
    { kind: 'staff', item: '2', label: '12-digit Secretary of State file number', note: 'from the filed LLC-1' },
    { kind: 'staff', item: '3', label: 'State or place of organization (if formed outside California)', note: 'California: leave blank' },
    value('4a', 'Street address of principal office', 'principalAddress'),
    value('4b', 'Mailing address of LLC, if different', orElse('mailingAddress', 'Same as 4a')),
    {
      kind: 'ask',
      item: '4c',
      label: 'Street address of California office, if 4a is outside California',
      note: 'only when 4a is outside California',
    },
    {
      kind: 'rows',
      item: '5',
      label: 'Manager(s): name and address',
      source: ['managers'],
      columns: nameAddress,
    },
    {
      kind: 'rows',
      item: '5',
      label: 'Members, listed when no manager has been appointed: name and address',
      source: ['owners'],
      where: { field: '/llcManagement', equals: 'members' },
      columns: nameAddress,
    },
    value('6', 'Agent for service of process: name', 'agentName'),
    value(
      '6',
      'Agent for service of process: California street address (individual agent)',
      orElse('agentAddress', 'Not applicable (corporate agent)'),
    ),
    value('7', 'Type of business', 'purpose'),
    value('8', 'Chief executive officer, if any: name and address', {
      if: { field: 'hasLlcCeo', equals: true },
      then: { join: [{ from: 'llcCeo.name' }, { from: 'llcCeo.address' }] },
      else: { text: 'None' },
    }),
    value(
      '9',
      'Labor judgment: a manager or member has an outstanding final judgment for a wage order or Labor Code violation',
      'laborJudgment',
    ),
    value('10', 'Name and title of the person completing the form', {
      join: [{ from: 'contact.name' }, { text: 'organizer' }],
      separator: ', ',
    }),
    { kind: 'staff', item: '10', label: 'Date and signature', note: 'signed at the appointment' },
  ],
};

const si550: WorksheetMap = {
  kind: 'worksheet',
  form: 'SI-550',
  title: 'Statement of Information—Stock Corporation (Secretary of State)',
  when: CORPORATION,
  reason: `${SOS_REASON}; due within 90 days of filing ARTS-GS`,
  items: [
    value('1', 'Corporation name', 'businessName'),
    { kind: 'staff', item: '2', label: '7-digit Secretary of State file number', note: 'from the filed articles' },
    value('3a', 'Street address of principal executive office', 'principalAddress'),
    value('3b', 'Mailing address of the corporation, if different', orElse('mailingAddress', 'Same as 3a')),
    {
      kind: 'ask',
      item: '3c',
      label: 'Principal California office, if 3a is outside California',
      note: 'only when 3a is outside California',
    },
    value('4a', 'Chief executive officer: name and address', { join: [{ from: 'ceo' }, { from: 'ceoAddress' }] }),
    value('4b', 'Secretary: name and address', { join: [{ from: 'secretary' }, { from: 'secretaryAddress' }] }),
    value('4c', 'Chief financial officer: name and address', { join: [{ from: 'cfo' }, { from: 'cfoAddress' }] }),
    { kind: 'rows', item: '5a', label: 'Directors (at least one): name and address', source: ['directors'], columns: nameAddress },
    value('5c', 'Number of vacancies on the board of directors', 'boardVacancies'),
    value('6', 'Agent for service of process: name', 'agentName'),
    value(
      '6',
      'Agent for service of process: California street address (individual agent)',
      orElse('agentAddress', 'Not applicable (corporate agent)'),
    ),
    value('7', 'Type of business', 'purpose'),
    value(
      '8',
      'Labor judgment: an officer or director has an outstanding final judgment for a wage order or Labor Code violation',
      'laborJudgment',
    ),
    value('9', 'Name and title of the person completing the form', {
      join: [{ from: 'contact.name' }, { text: 'incorporator' }],
      separator: ', ',
    }),
    { kind: 'staff', item: '9', label: 'Date and signature', note: 'signed at the appointment' },
  ],
};

const ENTITY_REGISTRANT = { field: 'entityType', in: ['llc', 'corporation', 'existingEntity'] } as const;
const entityWords: ValueSpec = {
  if: { field: 'entityType', equals: 'existingEntity' },
  then: {
    option: 'existingKind',
    labels: {
      llc: 'A Limited Liability Company',
      corporation: 'A Corporation',
      limitedPartnership: 'A Limited Partnership',
      other: 'Other (specify)',
    },
  },
  else: { option: 'entityType', labels: { llc: 'A Limited Liability Company', corporation: 'A Corporation' } },
};

const fbn: WorksheetMap = {
  kind: 'worksheet',
  form: 'Fictitious Business Name Statement',
  title: 'Fictitious Business Name Statement (Los Angeles County Registrar-Recorder/County Clerk)',
  when: { field: 'needsDba', equals: true },
  reason: 'county form, filed with the Registrar-Recorder/County Clerk (online or in person) and published within 30 days',
  items: [
    value('Filing', 'First filing, or refiling of an earlier statement (its number)', {
      if: { field: 'fbnFilingType', equals: 'refiling' },
      then: { join: [{ text: 'Refiling of statement no.' }, { from: 'priorFbnNumber' }], separator: ' ' },
      else: { text: 'Original filing' },
    }),
    value('1', 'Fictitious business name(s)', 'dbaName'),
    value('2', 'Street address and city of the principal place of business in California (no P.O. box)', 'principalAddress'),
    value('2', 'County', 'county'),
    value('3', 'Mailing address, if different', orElse('mailingAddress', 'Same as 2')),
    {
      kind: 'rows',
      item: '4',
      label: 'Registrant(s): full name and residence address',
      source: ['owners'],
      where: { not: { field: '/entityType', in: ['llc', 'corporation'] } },
      columns: nameAddress,
    },
    value('4', 'Registrant entity: name, address, state of formation', {
      if: ENTITY_REGISTRANT,
      then: {
        join: [
          { from: 'businessName' },
          { from: 'principalAddress' },
          { if: { field: 'entityType', equals: 'existingEntity' }, then: { from: 'formationState' }, else: { text: 'California' } },
        ],
        separator: ' · ',
      },
      else: { text: 'Not applicable (individual registrants)' },
    }),
    value('4', 'Registrant entity: Secretary of State file number', {
      if: { field: 'entityType', equals: 'existingEntity' },
      then: { from: 'sosNumber' },
      else: {
        if: ENTITY_REGISTRANT,
        then: {
          text: 'Not yet assigned: the Secretary of State assigns it when the articles are filed, and this statement is filed after them',
        },
        else: { text: 'Not applicable' },
      },
    }),
    value('5', 'This business is conducted by', {
      if: { field: 'entityType', equals: 'soleProprietorship' },
      then: { text: 'An Individual' },
      else: {
        if: { field: 'entityType', equals: 'generalPartnership' },
        then: {
          option: 'partnershipKind',
          labels: {
            generalPartnership: 'A General Partnership',
            marriedCouple: 'A Married Couple',
            domesticPartners: 'State or Local Registered Domestic Partners',
          },
        },
        else: entityWords,
      },
    }),
    value('6', 'The registrant commenced to transact business under the name on (date), or has not yet', {
      if: { field: 'fbnFirstUse', equals: 'used' },
      then: { from: 'fbnFirstUseDate' },
      else: { text: 'Has not yet commenced' },
    }),
    value('7', 'Signer: name and title (entity: an officer, manager or member; individuals: each registrant)', {
      if: { field: 'entityType', equals: 'existingEntity' },
      then: { join: [{ from: 'signer.name' }, { from: 'signer.title' }] },
      else: {
        if: ENTITY_REGISTRANT,
        then: {
          join: [{ join: [{ from: 'owners.0.name' }, { from: 'owners.0.title' }] }, { text: 'for' }, { from: 'businessName' }],
          separator: ' ',
        },
        else: { each: 'owners', value: { from: 'name' }, separator: ', ' },
      },
    }),
    { kind: 'staff', item: '7', label: 'Signature', note: 'signed at the appointment' },
    {
      kind: 'staff',
      item: 'Publish',
      label: 'Newspaper of general circulation for publication (four weeks; proof filed)',
      note: 'arranged by the office',
    },
    { kind: 'court', item: 'Clerk', label: 'File number, filing date and expiration date' },
  ],
};

const ss4: WorksheetMap = {
  kind: 'worksheet',
  form: 'SS-4',
  title: 'Application for Employer Identification Number (IRS)',
  when: { field: 'needsEin', equals: true },
  reason: 'IRS form (online application or paper), listed in the form’s line order',
  items: [
    value('1', 'Legal name of entity (or individual) for whom the EIN is being requested', {
      if: { field: 'businessName', filled: true },
      then: { from: 'businessName' },
      else: {
        if: { field: 'entityType', equals: 'generalPartnership' },
        then: {
          if: { field: 'dbaName', filled: true },
          then: { from: 'dbaName' },
          else: { each: 'owners', value: { from: 'name' }, separator: ' and ' },
        },
        else: { each: 'owners', value: { from: 'name' } },
      },
    }),
    value('2', 'Trade name of business (if different from line 1)', orElse('dbaName', 'None')),
    {
      kind: 'staff',
      item: '3',
      label: 'Executor, administrator, trustee, “care of” name',
      note: 'not applicable to a new business unless mail goes in care of someone',
    },
    value('4a–4b', 'Mailing address', {
      if: { field: 'mailingAddress', filled: true },
      then: { from: 'mailingAddress' },
      else: { from: 'principalAddress' },
    }),
    value('5a–5b', 'Street address (if different)', 'principalAddress'),
    value('6', 'County and state where principal business is located', {
      join: [{ from: 'county' }, { text: 'California' }],
      separator: ', ',
    }),
    value('7a', 'Name of responsible party', 'responsibleParty'),
    { kind: 'staff', item: '7b', label: 'SSN, ITIN, or EIN of the responsible party', note: IN_OFFICE },
    value('8a', 'Is this application for a limited liability company (or foreign equivalent)?', {
      if: { any: [LLC, { field: 'existingKind', equals: 'llc' }] },
      then: { text: 'Yes' },
      else: { text: 'No' },
    }),
    value('8b', 'If 8a is Yes, number of LLC members', { if: LLC, then: { count: 'owners' }, else: { text: 'Not applicable' } }),
    value('8c', 'If 8a is Yes, was the LLC organized in the United States?', {
      if: LLC,
      then: { text: 'Yes (California)' },
      else: { text: 'Not applicable' },
    }),
    value('9a', 'Type of entity', {
      if: { field: 'entityType', equals: 'soleProprietorship' },
      then: { text: 'Sole proprietor (SSN of the owner: in the office)' },
      else: {
        if: { field: 'entityType', equals: 'generalPartnership' },
        then: { text: 'Partnership' },
        else: {
          if: CORPORATION,
          then: {
            join: [
              { text: 'Corporation (form number to be filed):' },
              { option: 'corporationReturn', labels: { form1120: '1120', form1120S: '1120-S', notDecided: 'not decided: ask the client' } },
            ],
            separator: ' ',
          },
          else: {
            if: LLC,
            then: {
              if: { field: 'llcTaxClassification', equals: 'corporation' },
              then: { text: 'Corporation: the LLC elects corporation classification (Form 8832 or 2553)' },
              else: {
                if: { field: 'owners', greaterThan: 1 },
                then: { text: 'Partnership (LLC with two or more members, default classification)' },
                else: { text: 'Disregarded entity: LLC with one member, default classification (the owner’s taxpayer number)' },
              },
            },
            else: {
              option: 'existingKind',
              labels: { llc: 'LLC (existing)', corporation: 'Corporation (existing)', limitedPartnership: 'Partnership', other: 'Other' },
            },
          },
        },
      },
    }),
    value('9b', 'If a corporation, state where incorporated', {
      if: CORPORATION,
      then: { text: 'California' },
      else: { text: 'Not applicable' },
    }),
    value('10', 'Reason for applying: started new business (specify type)', {
      join: [{ text: 'Started new business:' }, { from: 'purpose' }],
      separator: ' ',
    }),
    value('11', 'Date business started or acquired', {
      if: { field: 'fbnFirstUse', equals: 'used' },
      then: { from: 'fbnFirstUseDate' },
      else: { text: 'Not started yet: the date the entity is formed or the business starts' },
    }),
    value('12', 'Closing month of accounting year', 'fiscalYearEnd'),
    value('13', 'Highest number of employees expected in the next 12 months (agricultural / household / other)', {
      join: [{ text: 'Other:' }, { from: 'expectedEmployees' }],
      separator: ' ',
    }),
    value('14', 'Employment tax liability of $1,000 or less: file Form 944 annually', {
      if: { field: 'expectedEmployees', greaterThan: 0 },
      then: { from: 'annualFiling944' },
      else: { text: 'Not applicable (no employees)' },
    }),
    value('15', 'First date wages or annuities were paid', {
      if: { field: 'expectedEmployees', greaterThan: 0 },
      then: { from: 'firstWagesDate' },
      else: { text: 'Not applicable (no employees)' },
    }),
    value('16', 'Principal activity of the business', {
      join: [{ from: 'principalActivity' }, { from: 'principalActivityOther' }],
      separator: ': ',
    }),
    value('17', 'Principal line of merchandise sold, construction work done, products produced, or services provided', 'purpose'),
    value('18', 'Has the applicant entity shown on line 1 ever applied for and received an EIN?', {
      if: { field: 'priorEin', equals: true },
      then: { join: [{ text: 'Yes:' }, { from: 'priorEinNumber' }], separator: ' ' },
      else: { text: 'No' },
    }),
    {
      kind: 'staff',
      item: 'Designee',
      label: 'Designee’s name, address, telephone and fax',
      note: 'only if the client authorizes the office in writing',
    },
    value('Sign', 'Name and title of the applicant', { join: [{ from: 'responsibleParty' }, { from: 'responsiblePartyTitle' }] }),
    value('Sign', 'Applicant’s telephone number', 'contact.phone'),
    { kind: 'staff', item: 'Sign', label: 'Signature and date', note: 'signed at the appointment' },
  ],
};

const cdtfa: WorksheetMap = {
  kind: 'worksheet',
  form: 'CDTFA seller’s permit',
  title: 'Seller’s permit registration (California Department of Tax and Fee Administration)',
  when: { field: 'needsSellersPermit', equals: true },
  reason: 'registered online with the CDTFA; listed in the order of its registration questions',
  items: [
    value('1', 'Type of ownership', {
      option: 'entityType',
      labels: {
        llc: 'Limited liability company',
        corporation: 'Corporation',
        soleProprietorship: 'Sole proprietorship',
        generalPartnership: 'General partnership',
        existingEntity: 'Existing entity (see the business step)',
      },
    }),
    value('2', 'Legal name of the business (or owner)', {
      if: { field: 'businessName', filled: true },
      then: { from: 'businessName' },
      else: { each: 'owners', value: { from: 'name' }, separator: ' and ' },
    }),
    value('2', 'Doing business as (DBA)', orElse('dbaName', 'None')),
    value('3', 'Business location', 'principalAddress'),
    value('3', 'Mailing address', orElse('mailingAddress', 'Same as the business location')),
    value('4', 'Business telephone and email', { join: [{ from: 'contact.phone' }, { from: 'contact.email' }] }),
    {
      kind: 'rows',
      item: '5',
      label: 'Owners, partners, members or officers: name, residence address, title',
      source: ['owners'],
      columns: [...nameAddress, { label: 'Title', value: { from: 'title' } }],
    },
    { kind: 'staff', item: '5', label: 'Each owner’s SSN, driver’s licence number and date of birth', note: IN_OFFICE },
    value('6', 'Date sales begin', 'salesStartDate'),
    value('7', 'Products or services sold', 'productsSold'),
    value('7', 'Where sales are made', 'salesChannels'),
    value('8', 'Estimated monthly gross sales', { money: 'monthlySales', format: 'dollars' }),
    value('8', 'Estimated monthly taxable sales', { money: 'monthlyTaxableSales', format: 'dollars' }),
    value('9', 'Federal EIN', {
      if: { field: 'needsEin', equals: true },
      then: { text: 'Applied for with SS-4 in this packet' },
      else: { text: 'None' },
    }),
    value('9', 'Secretary of State file number (LLC or corporation)', {
      if: { field: 'entityType', equals: 'existingEntity' },
      then: { from: 'sosNumber' },
      else: {
        if: { field: 'entityType', in: ['llc', 'corporation'] },
        then: { text: 'After the articles are filed' },
        else: { text: 'Not applicable' },
      },
    }),
    { kind: 'staff', item: '10', label: 'Business bank account and bookkeeper', note: IN_OFFICE },
  ],
};

export const businessEnterprisesForms = defineForms({
  type: 'business-enterprises',
  version: 2,
  forms: [
    generated(llc1, { generator: 'llc-1', statutes: ['Corp. Code §17702.01'] }),
    generated(artsGs, { generator: 'arts-gs', statutes: ['Corp. Code §202'] }),
    generated(llc12, { generator: 'llc-12', statutes: ['Corp. Code §17702.09'] }),
    generated(si550, { generator: 'si-550', statutes: ['Corp. Code §1502'] }),
    generated(fbn, {
      generator: 'fbn-statement',
      statutes: ['Bus. & Prof. Code §17910', 'Bus. & Prof. Code §17913', 'Bus. & Prof. Code §17917'],
    }),
    ss4,
    cdtfa,
  ],
});
