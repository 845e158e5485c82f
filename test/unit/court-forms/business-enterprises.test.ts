/**
 * The business filings as worksheets: LLC-1 (Rev. 11/2023 items) or ARTS-GS, LLC-12 or SI-550 with their people, the
 * Fictitious Business Name statement's registrants and first use, SS-4 (the responsible party's full number collected
 * in the office) and the CDTFA registration, for the English (LLC) and Spanish (corporation) samples and a sole
 * proprietorship.
 */
import { businessEnterprisesSample, businessEnterprisesSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { validateAnswers } from '../../../shared/questionnaires/registry';
import { kindOf, line, packetOf, rows, worksheet } from './worksheets';

// PDF work is CPU-bound: on a shared 2-core machine one packet can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const TYPE = 'business-enterprises';
const FBN = 'Fictitious Business Name Statement';
const en = businessEnterprisesSample as Answers;
const es = businessEnterprisesSampleEs as Answers;
const soleProprietor: Answers = {
  contact: en.contact,
  entityType: 'soleProprietorship',
  purpose: 'Mobile taco catering.',
  principalAddress: '3400 E Olympic Blvd, Los Angeles, CA 90023',
  county: 'Los Angeles',
  owners: [{ name: 'Martín Peña', address: '812 S Ford Blvd, Los Angeles, CA 90022', title: 'Owner' }],
  needsDba: true,
  dbaName: 'Tacos El Güero',
  fbnFilingType: 'refiling',
  priorFbnNumber: '2021-123456',
  fbnFirstUse: 'used',
  fbnFirstUseDate: '2021-05-01',
  needsEin: false,
  needsSellersPermit: false,
};

it('the sole proprietorship used below is a valid answer set', () => {
  expect(validateAnswers(TYPE, soleProprietor)).toEqual({ ok: true, data: soleProprietor });
});

describe('Secretary of State filings', () => {
  it('LLC-1: name, principal office, agent and management, in the Rev. 11/2023 item order', () => {
    const plan = worksheet(TYPE, 'LLC-1', en);
    expect(plan.lines.map((l) => l.item)).toEqual(['1', '1', '2a', '2b', '3a', '3b', '3c', '4', '5', '6', '6']);
    expect(line(plan, '2a', /principal office/)).toBe('2100 E 1st St, Los Angeles, CA 90033');
    expect(line(plan, '3a', 'Individual agent')).toBe('María Elena García');
    expect(line(plan, '3c', 'Registered corporate agent')).toBe('Not applicable (individual agent)');
    expect(line(plan, '4', 'Management')).toBe('One Manager');
    expect(plan.reason).toMatch(/Rev\. 11\/2023.*superseded 08\/2019 revision must not be filed/);
  });

  it('LLC-12: the managers with addresses, and the CEO only if there is one', () => {
    const plan = worksheet(TYPE, 'LLC-12', en);
    expect(rows(plan, '5', 'Manager(s)')).toEqual([['María Elena García', '2100 E 1st St, Los Angeles, CA 90033']]);
    expect(rows(plan, '5', /^Members, listed/)).toEqual([]);
    expect(line(plan, '8', 'Chief executive officer')).toBe('None');
    expect(line(plan, '9', 'Labor judgment')).toBe('No');
    const membersManaged = { ...en, llcManagement: 'members', managers: undefined };
    expect(rows(worksheet(TYPE, 'LLC-12', membersManaged), '5', /^Members, listed/).map((r) => r[0])).toEqual([
      'María Elena García',
      'José Luis Hernández',
    ]);
  });

  it('ARTS-GS and SI-550: shares, the three officers with addresses, the directors and the board vacancies', () => {
    expect(line(worksheet(TYPE, 'ARTS-GS', es), '4', 'Shares')).toBe('100000');
    expect(line(worksheet(TYPE, 'ARTS-GS', es), '3c', 'Registered corporate agent')).toBe('Agentes Registrados del Sur, Inc.');
    const plan = worksheet(TYPE, 'SI-550', es);
    expect(line(plan, '4b', 'Secretary')).toBe('Joaquín Peña Núñez, 812 S Ford Blvd, Los Ángeles, CA 90022');
    expect(rows(plan, '5a', /Directors/).map((r) => r[0])).toEqual(['Rosa María Núñez Peña', 'Joaquín Peña Núñez']);
    expect(line(plan, '5c', 'Number of vacancies')).toBe('1');
    expect(line(plan, '3b', 'Mailing address')).toBe('P.O. Box 22817, Los Ángeles, CA 90022');
  });
});

describe('the Fictitious Business Name statement', () => {
  it('an LLC registrant: how the business is conducted, its state, its number after filing, and not used yet', () => {
    const plan = worksheet(TYPE, FBN, en);
    expect(line(plan, '5', 'This business is conducted by')).toBe('A Limited Liability Company');
    expect(line(plan, '4', 'Registrant entity: name')).toBe('García Family Bakery LLC · 2100 E 1st St, Los Angeles, CA 90033 · California');
    expect(line(plan, '4', /Secretary of State file number/)).toBe(
      'Not yet assigned: the Secretary of State assigns it when the articles are filed, and this statement is filed after them',
    );
    expect(line(plan, '6', /commenced/)).toBe('Has not yet commenced');
    expect(rows(plan, '4', /^Registrant\(s\)/)).toEqual([]);
  });

  it('an individual registrant: one owner, a refiling, first used on a date', () => {
    const plan = worksheet(TYPE, FBN, soleProprietor);
    expect(line(plan, '5', 'This business is conducted by')).toBe('An Individual');
    expect(rows(plan, '4', /^Registrant\(s\)/)).toEqual([['Martín Peña', '812 S Ford Blvd, Los Angeles, CA 90022']]);
    expect(line(plan, 'Filing', /First filing/)).toBe('Refiling of statement no. 2021-123456');
    expect(line(plan, '6', /commenced/)).toBe('05/01/2021');
    expect(line(plan, '1', 'Fictitious business name')).toBe('Tacos El Güero');
  });

  it('an existing entity: its kind, state of formation and Secretary of State number', () => {
    const existing: Answers = {
      ...soleProprietor,
      entityType: 'existingEntity',
      existingKind: 'corporation',
      formationState: 'Nevada',
      sosNumber: '4123456',
      businessName: 'Peña Holdings, Inc.',
      owners: undefined,
      signer: { name: 'Martín Peña', title: 'President' },
    };
    expect(validateAnswers(TYPE, existing).ok).toBe(true);
    const plan = worksheet(TYPE, FBN, existing);
    expect(line(plan, '5', 'This business is conducted by')).toBe('A Corporation');
    expect(line(plan, '4', 'Registrant entity: name')).toBe('Peña Holdings, Inc. · 3400 E Olympic Blvd, Los Angeles, CA 90023 · Nevada');
    expect(line(plan, '4', /Secretary of State file number/)).toBe('4123456');
    expect(line(plan, '7', 'Signer')).toBe('Martín Peña, President');
  });
});

describe('SS-4 and the seller’s permit', () => {
  it('SS-4: the LLC’s members and default classification, employees, and the responsible party’s number in the office', () => {
    const plan = worksheet(TYPE, 'SS-4', en);
    expect(line(plan, '8b', /number of LLC members/)).toBe('2');
    expect(line(plan, '9a', 'Type of entity')).toBe('Partnership (LLC with two or more members, default classification)');
    expect(line(plan, '13', /Highest number of employees/)).toBe('Other: 3');
    expect(line(plan, '15', /First date wages/)).toBe('03/01/2026');
    expect(kindOf(plan, '7b', /SSN, ITIN, or EIN/)).toEqual({
      kind: 'staff',
      note: 'collect in the office (confidential); never collected online',
    });
    expect(line(worksheet(TYPE, 'SS-4', es), '9a', 'Type of entity')).toBe('Corporation (form number to be filed): 1120-S');
  });

  it('CDTFA: the sales estimates in dollars and where sales are made', () => {
    const plan = worksheet(TYPE, 'CDTFA seller’s permit', en);
    expect(line(plan, '8', 'Estimated monthly gross sales')).toBe('$25,000.00');
    expect(line(plan, '7', 'Where sales are made')).toBe('A store or office, Fairs, markets or events');
  });
});

describe('the packets', () => {
  /** What the cover sheet tells staff to ask, per form. */
  const asked = (packet: Awaited<ReturnType<typeof packetOf>>['packet']) =>
    packet.status.forms.filter((f) => f.applies).flatMap((f) => f.ask.map((a) => `${f.form} ${a.item}: ${a.note}`));

  it('English sample (LLC): LLC-1, LLC-12, FBN, SS-4 and CDTFA; only an out-of-state office left to ask', async () => {
    const { packet, text } = await packetOf(TYPE, en, 'en');
    expect(packet.forms).toEqual(['LLC-1', 'LLC-12', FBN, 'SS-4', 'CDTFA seller’s permit']);
    // The Secretary of State's and the county's filings are generated; the IRS and CDTFA take theirs online.
    expect(packet.status.forms.filter((f) => f.applies).map((f) => f.output)).toEqual([
      'generated',
      'generated',
      'generated',
      'worksheet',
      'worksheet',
    ]);
    expect(asked(packet)).toEqual(['LLC-12 4c: only when 4a is outside California']);
    expect(text).toContain('ARTICLES OF ORGANIZATION — LIMITED LIABILITY COMPANY');
    expect(text).toContain('Panadería García');
  });

  it('Spanish sample (corporation): ARTS-GS, SI-550, FBN and SS-4', async () => {
    const { packet, text } = await packetOf(TYPE, es, 'es');
    expect(packet.forms).toEqual(['ARTS-GS', 'SI-550', FBN, 'SS-4']);
    expect(packet.status.forms.filter((f) => f.applies).map((f) => f.output)).toEqual(['generated', 'generated', 'generated', 'worksheet']);
    expect(asked(packet)).toEqual(['SI-550 3c: only when 3a is outside California']);
    expect(text).toContain('Construcciones Núñez, Inc.');
  });
});
