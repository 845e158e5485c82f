/**
 * Names as written (issue 25): every text answer is normalized at the schema as a court form prints it — NFC, no
 * zero-width, bidi or other invisible and control characters, line breaks only in long text — and a character no court
 * form can print (emoji, pictographs, private-use, scripts outside the packet's font) is refused with its own
 * translated message. The same schema runs in the browser and on the server, so this holds for both.
 */
import { validateAnswers } from '../../../shared/questionnaires/registry';
import { firstUnprintable, isUnprintable, normalizeText, PRINTABLE_RANGES } from '../../../shared/questionnaires/printable';
import { SAMPLES } from '../../../shared/questionnaires/samples';
import { COMMON_KEYS } from '../../../shared/questionnaires/keys';
import commonMessages from '../../../shared/questionnaires/common.messages';
import { clone } from './helpers';

describe('normalizeText', () => {
  it.each([
    ['a letter and its accents typed apart become one letter (NFC)', 'Nguye\u0302\u0303n', false, 'Nguy\u1ec5n'],
    ['zero-width spaces and joiners go', 'Ana\u200b Mar\u00ed\u200da', false, 'Ana María'],
    ['bidi overrides and isolates go', '\u202eRuiz\u202c \u2066López\u2069', false, 'Ruiz López'],
    ['a byte-order mark and a soft hyphen go', '\ufeffJo\u00adsé', false, 'José'],
    ['no-break and thin spaces become spaces', 'Ana\u00a0Ruiz\u2009Peña', false, 'Ana Ruiz Peña'],
    ['a tab becomes a space', 'one\ttwo', false, 'one two'],
    ['a bell and an escape go', 'a\u0007b\u001b', false, 'ab'],
    ['a line break becomes a space in one-line text', 'one\r\ntwo', false, 'one two'],
    ['line breaks stay in long text, in one convention', 'one\r\ntwo\rthree\u2028four', true, 'one\ntwo\nthree\nfour'],
    ['nothing but invisible characters is empty', '\u200b\u200c\ufeff', false, ''],
  ])('%s', (_, input, multiline, expected) => {
    expect(normalizeText(input, multiline)).toBe(expected);
  });
});

describe('what a court form can print', () => {
  it.each([
    ['Latin with accents', 'José Núñez-O’Brien, Siobhán Ó Dálaigh'],
    ['Vietnamese', 'Nguyễn Thị Đào'],
    ['Polish', 'Łukasz Wróbel'],
    ['Greek and Cyrillic', 'Αλέξανδρος Ιвáнов'],
    ['Hebrew', 'שרה'],
    ['ordinary signs Unicode also calls pictographic', 'Acme® © 2026 ™ ‼'],
  ])('prints %s', (_, text) => {
    expect(firstUnprintable(text)).toBeUndefined();
  });

  it.each([
    ['an emoji', 'Ana 😀', '😀'],
    ['a flag (regional indicators)', 'México 🇲🇽', '🇲'],
    ['a pictograph the font has', 'Ana ♥', '♥'],
    ['a private-use character', 'Ana \ue000', '\ue000'],
    ['Chinese', '李娜', '李'],
    ['Arabic', 'محمد', 'م'],
    ['an emoji presentation selector', 'Ana ☺\ufe0f', '☺'],
  ])('refuses %s', (_, text, first) => {
    expect(firstUnprintable(text)).toBe(first);
  });

  it('keeps line breaks printable and the font table in order', () => {
    expect(isUnprintable('\n')).toBe(false);
    for (let i = 1; i < PRINTABLE_RANGES.length; i++) expect(PRINTABLE_RANGES[i][0]).toBeGreaterThan(PRINTABLE_RANGES[i - 1][1]);
  });
});

describe('the questionnaire schema', () => {
  const sample = () => clone(SAMPLES['small-claims']) as { plaintiff: { name: string }; incidentDescription: string };

  it('stores names and narratives as they will print', () => {
    const answers = sample();
    answers.plaintiff.name = '\u202aNguye\u0302\u0303n\u200b Van\u00a0An\u202c';
    answers.incidentDescription = 'First line.\r\nSecond\u200b line.\tEnd.';
    const result = validateAnswers('small-claims', answers);
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    const data = result.data as { plaintiff: { name: string }; incidentDescription: string };
    expect(data.plaintiff.name).toBe('Nguy\u1ec5n Van An');
    expect(data.incidentDescription).toBe('First line.\nSecond line. End.');
  });

  it('refuses an emoji in a name with its own translated message, at the field', () => {
    const answers = sample();
    answers.plaintiff.name = 'Ana Ruiz 😀';
    const result = validateAnswers('small-claims', answers);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors['plaintiff.name']).toEqual(['q.common.errors.unprintable']);
    expect(commonMessages.en.q.common.errors.unprintable).toMatch(/emoji/);
    expect(commonMessages.es.q.common.errors.unprintable).toMatch(/emojis/);
  });

  it('treats an answer of invisible characters as not given', () => {
    const answers = sample();
    answers.plaintiff.name = '\u200b\u2060';
    const result = validateAnswers('small-claims', answers);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors['plaintiff.name']).toEqual(['q.common.errors.required']);
    expect(COMMON_KEYS.invalid).toBe('q.common.errors.invalid');
  });
});
