/**
 * The durable POA's two statutory forms as worksheets, for the English and the Spanish sample: the grant lines (A)–(N),
 * the express grants of Prob. Code §4264, the special instructions, the AHCD parts in the form's own words, and the
 * packet staff download.
 */
import { durablePoaSample, durablePoaSampleEs } from '../../../shared/questionnaires/samples';
import type { Answers } from '../../../shared/questionnaires/types';
import { upgradeAnswers } from '../../../shared/questionnaires/versions';
import { durablePoaV1Answers } from '../questionnaires/v1-answers';
import { kindOf, line, packetOf, rows, worksheet } from './worksheets';

// PDF work is CPU-bound: on a shared 2-core machine one packet can outlast jest's 5 s default. Nothing here asserts on time.
jest.setTimeout(60_000);

const POA = 'Statutory Form Power of Attorney (Prob. Code §4401)';
const AHCD = 'Advance Health Care Directive (Prob. Code §4701)';
const en = durablePoaSample as Answers;
const es = durablePoaSampleEs as Answers;

describe('the statutory form power of attorney', () => {
  it('initials only the lines granted, or (N) alone for all powers', () => {
    const some = worksheet('durable-poa', POA, en);
    expect(line(some, '(A)', 'Real property')).toBe('Initial: granted');
    expect(line(some, '(B)', 'Tangible')).toBe('Withheld: do not initial');
    expect(line(some, '(M)', 'Tax')).toBe('Initial: granted');
    expect(line(some, '(N)', 'All of the powers')).toBe('Do not initial (only the lines above)');
    const all = worksheet('durable-poa', POA, es);
    expect(line(all, '(A)', 'Real property')).toBe('Covered by line (N): leave blank');
    expect(line(all, '(N)', 'All of the powers')).toBe('Initial: all powers (A)–(M) granted');
  });

  it('lists the agents apart from the successor agents, and the joint or separate clause', () => {
    const plan = worksheet('durable-poa', POA, en);
    expect(line(plan, 'Intro', 'Principal’s name and address')).toBe('María Elena García, 1234 E Cesar Chavez Ave, Los Angeles, CA 90033');
    expect(rows(plan, 'Intro', 'Agents')).toEqual([
      ['José Luis Hernández', '789 S Atlantic Blvd, East Los Angeles, CA 90022', '(323) 555-0199'],
    ]);
    expect(rows(plan, 'Instr.', /^Successor agents/).map((r) => [r[0], r[3]])).toEqual([
      ['Carlos García', 'Attorney-in-fact 1'],
      ['Lucía García', 'Attorney-in-fact 2'],
    ]);
    expect(line(plan, 'Exercise', 'If more than one agent')).toBe('SEPARATELY');
    expect(line(worksheet('durable-poa', POA, es), 'Exercise', 'If more than one agent')).toBe('Not applicable (one agent)');
  });

  it('states each §4264 power as granted or not, and the other special instructions', () => {
    const plan = worksheet('durable-poa', POA, en);
    expect(line(plan, 'Instr.', /Fund with the principal’s property a trust/)).toBe('Granted expressly: state it');
    expect(line(plan, 'Instr.', /Create, modify, or revoke a trust/)).toBe('Not granted');
    expect(line(plan, 'Instr.', 'Limits on gifts')).toBe('Gifts only to my children, up to $5,000 each per calendar year.');
    expect(line(plan, 'Instr.', 'When the power of attorney takes effect')).toBe(
      'Only upon incapacity, as determined by two physicians named by the principal: Dr. Ana Ruiz (Kaiser East LA); Dr. Peter Cho (White Memorial)',
    );
    expect(line(plan, 'Instr.', 'Periodic reports')).toBe('The agent accounts periodically to Carlos García');
    const spanish = worksheet('durable-poa', POA, es);
    expect(line(spanish, 'Instr.', /Create, modify, or revoke a trust/)).toBe('Granted expressly: state it');
    expect(line(spanish, 'Instr.', 'Limits on gifts')).toBe('Not applicable (no gifts granted)');
    expect(line(spanish, 'Instr.', 'When the power of attorney takes effect')).toBe(
      'Immediately (the form’s default: no instruction needed)',
    );
    expect(line(spanish, 'Instr.', 'Other instructions')).toBe(
      'Mi apoderado puede firmar los documentos de mi fideicomiso en vida y traspasar mi casa a ese fideicomiso.',
    );
  });

  it('never asks for the full SSN online: the worksheet sends staff to collect it in the office', () => {
    expect(kindOf(worksheet('durable-poa', POA, en), 'Sign', 'Principal’s social security number')).toEqual({
      kind: 'staff',
      note: 'collect in the office (confidential); never collected online',
    });
  });
});

describe('the advance health care directive', () => {
  it('names the health care agent and the alternates as given (not chosen among the attorneys-in-fact)', () => {
    const plan = worksheet('durable-poa', AHCD, es);
    expect(line(plan, '1.1', 'Agent: name')).toBe('Joaquín Peña Núñez');
    expect(rows(plan, '1.1', 'Optional first and second alternate agents').map((r) => r[0])).toEqual([
      'Mariana Peña Núñez',
      'Begoña Ibáñez Ruiz',
    ]);
    expect(line(worksheet('durable-poa', AHCD, en), '1.1', 'Agent: name')).toBe('Lucía García');
  });

  it('writes Part 1 and Part 2 in the form’s own choices', () => {
    const english = worksheet('durable-poa', AHCD, en);
    expect(line(english, '1.3', 'When agent’s authority')).toMatch(/^Box not marked/);
    expect(line(english, '1.5', 'Agent’s postdeath authority')).toBe('No autopsy unless the law requires one.');
    expect(line(english, '1.6', 'Nomination of conservator')).toBe('Keep the nomination');
    expect(line(english, '2.1', 'End-of-life decisions')).toBe('Mark (a) Choice not to prolong life');
    expect(line(english, '2.2', 'Relief from pain')).toBe('No exceptions stated');
    const spanish = worksheet('durable-poa', AHCD, es);
    expect(line(spanish, '1.3', 'When agent’s authority')).toBe('Box marked: effective immediately');
    expect(line(spanish, '2.1', 'End-of-life decisions')).toBe('Mark neither: the principal’s own instructions are in 2.3');
    expect(line(spanish, '2.3', 'Other wishes')).toBe(
      `End-of-life instructions: ${durablePoaSampleEs.endOfLifeOwnWords}\n\n${durablePoaSampleEs.otherWishes}`,
    );
    expect(line(spanish, '2.2', 'Relief from pain')).toBe(durablePoaSampleEs.painReliefExceptions);
  });

  it('writes Parts 3 to 6: donation, physicians, witnesses or Notary Public, and the nursing facility witness', () => {
    const english = worksheet('durable-poa', AHCD, en);
    expect(line(english, '3.1', 'Donation')).toBe('Mark (a) I give any needed organs, tissues, or parts');
    expect(line(english, '3.1(c)', 'My gift is for')).toBe('Keep: Transplant, Therapy');
    expect(line(english, '5.3', 'Witnesses or Notary Public')).toBe('Acknowledged before a Notary Public (certificate attached)');
    expect(line(english, '6', 'Special witness requirement')).toBe('No: Part 6 not needed');
    const spanish = worksheet('durable-poa', AHCD, es);
    expect(line(spanish, '3.1(b)', 'The following organs')).toBe('Córneas y piel');
    expect(line(spanish, '4.1', 'Alternate primary physician: name')).toBe('Dr. Iñaki Ortúzar');
    expect(line(spanish, '5.3', 'Witnesses or Notary Public')).toBe('Two qualified witnesses sign 5.3 (one of them also 5.4)');
    expect(line(spanish, '6', 'Special witness requirement')).toMatch(/^Yes: a patient advocate or ombudsman signs 6.1/);
  });
});

describe.each([
  ['English', en, 'en', 'María Elena García'],
  ['Spanish', es, 'es', 'Rosa María Núñez Peña'],
] as const)('the packet for the %s sample', (_, answers, locale, principal) => {
  it('generates both statutory forms, names them on the cover, and keeps the answers’ accents', async () => {
    const { packet, text } = await packetOf('durable-poa', answers, locale);
    expect(packet.forms).toEqual([POA, AHCD]);
    expect(packet.status.forms.map((f) => [f.output, f.ask.length])).toEqual([
      ['generated', 0],
      ['generated', 0],
    ]);
    expect(text).toContain('UNIFORM STATUTORY FORM POWER OF ATTORNEY');
    expect(text).toContain('ADVANCE HEALTH CARE DIRECTIVE');
    expect(text).not.toContain('Preparer’s worksheet');
    expect(text).toContain(principal);
    expect(packet.status.notes.some((n) => n.code === 'spanish')).toBe(locale === 'es');
  });
});

describe('a submission made under version 1', () => {
  it('builds its packet from the upgraded answers, with a note, never an error', async () => {
    const { packet, text } = await packetOf('durable-poa', durablePoaV1Answers as Answers, 'en', 1);
    expect(packet.status.notes).toContainEqual({ code: 'olderVersion', values: { version: 1, current: 2 } });
    expect(packet.forms).toEqual([POA, AHCD]);
    // Version 1's first health care representative was attorney-in-fact 1: now the AHCD agent of Part 1.1.
    const ahcd = worksheet('durable-poa', AHCD, upgradeAnswers('durable-poa', 1, durablePoaV1Answers as Answers)!);
    expect(line(ahcd, '1.1', 'Agent: name')).toBe('José Luis Hernández');
    expect(line(ahcd, '2.1', 'End-of-life decisions')).toBe('');
    expect(text).toContain('Submitted under questionnaire version 1');
  });
});
