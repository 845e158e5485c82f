/**
 * The translation engines (functions/lib/translation/): text over the size limit split at sentence boundaries and
 * joined back; control characters never reach an engine or come back; Apertium (the real one, Debian's
 * apertium-eng-spa) with its marks removed and reported, the client's own "*", "#", "@" and markup kept as text, names
 * and the glossary's fixed phrases untouched, one call per batch, a missing engine a retryable error.
 */
import { requireApertium } from '../../support/apertium';
import { ApertiumEngine, escapeMarks, holdNames, unmark } from '../../../functions/lib/translation/apertium';
import { cleanText, EngineError, splitText, translateTexts, type TranslationEngine } from '../../../functions/lib/translation/engine';

// Apertium starts a pipeline of ~10 processes per call: a second or two on a busy machine. Nothing asserts on time.
jest.setTimeout(60_000);

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('splitting at sentence boundaries', () => {
  const sentence = (i: number) => `La oración número ${i} habla de la panadería, del depósito y de los daños que sufrimos. `;
  const long = Array.from({ length: 200 }, (_, i) => sentence(i)).join('');

  it('keeps a text within the limit whole, and cuts a longer one into pieces within it that join back exactly', () => {
    expect(splitText('Hola. Adiós.', 100, 'es')).toEqual(['Hola. Adiós.']);
    expect(bytes(long)).toBeGreaterThan(10_000);
    const pieces = splitText(long, 10_000, 'es');
    expect(pieces.length).toBe(2);
    expect(pieces.join('')).toBe(long);
    for (const p of pieces) expect(bytes(p)).toBeLessThanOrEqual(10_000);
    // Each piece ends where a sentence ends.
    for (const p of pieces.slice(0, -1)) expect(p).toMatch(/\. $/);
  });

  it('a sentence longer than the limit is cut between words, a word longer than it between characters', () => {
    const words = 'palabra '.repeat(40).trim();
    const pieces = splitText(words, 50, 'es');
    expect(pieces.join('')).toBe(words);
    for (const p of pieces) expect(bytes(p)).toBeLessThanOrEqual(50);
    expect(pieces.every((p) => !/^alabra|palabr$/.test(p.trim()))).toBe(true);
    const one = 'ñ'.repeat(60);
    const cut = splitText(one, 25, 'es');
    expect(cut.join('')).toBe(one);
    for (const p of cut) expect(bytes(p)).toBeLessThanOrEqual(25);
  });

  it('control characters and direction overrides never reach the engine; tabs and line breaks do', () => {
    expect(cleanText('a\u0000b\u0007c\r\nd\te\u202eF\u2066G')).toBe('abc\nd\teFG');
  });
});

describe('Apertium, the local engine', () => {
  const apertium = new ApertiumEngine();

  it('is installed with its English–Spanish pair (a machine without it fails here, it does not skip)', () => {
    expect(() => requireApertium()).not.toThrow();
  });

  it('names its version (the engine and the language pair)', async () => {
    expect(await apertium.version()).toMatch(/^\d+\.\d+\.\d+, apertium-eng-spa \S+/);
  });

  it('translates a batch in one call, in order, and reports the words it left untranslated without their marks', async () => {
    const out = await translateTexts(
      apertium,
      [
        { text: 'Las obras cortaron el agua y la luz durante tres semanas.', multiline: true },
        { text: 'Madre (la peticionaria)', multiline: false },
        { text: 'Perdimos la masa.', multiline: false },
      ],
      'es',
      'en',
    );
    expect(out.map((o) => o.text)).toEqual([
      expect.stringMatching(/water and the light during three weeks/),
      'Mother (the peticionaria)',
      'We lost the mass.',
    ]);
    expect(out[1].unknownWords).toEqual(['peticionaria']);
    expect(out.every((o) => !/[*#@]\p{L}/u.test(o.text))).toBe(true);
  });

  it('keeps the client’s own "*", "#", "@" and markup as text (never interpreted), and names as written', async () => {
    const [mail, markup, names] = await translateTexts(
      apertium,
      [
        { text: 'Escríbame a ana@correo.com, apartamento #3, es *urgente*.', multiline: false },
        { text: '<script>alert("hola")</script> & <b>amigo</b>', multiline: false },
        { text: 'Vive con la señora Rosa Peña Flores en la Corte Superior de Los Ángeles.', multiline: false },
      ],
      'es',
      'en',
    );
    expect(mail.text).toContain('ana@correo.com');
    expect(mail.text).toContain('#3');
    expect(mail.text).toContain('*urgent*');
    expect(markup.text).toContain('<script>');
    expect(markup.text).toContain('</b>');
    expect(names.text).toContain('Rosa Peña Flores');
    expect(names.text).toContain('Los Angeles Superior Court');
  });

  it('a text that holds the batch separator is translated on its own', async () => {
    const out = await translateTexts(
      apertium,
      [
        { text: 'Uno §§1§§ dos.', multiline: false },
        { text: 'Tres.', multiline: false },
      ],
      'es',
      'en',
    );
    expect(out.map((o) => o.text)).toEqual(['One §§1§§ two.', 'Three.']);
  });

  it('splits what is over its limit: every piece it is given is within it, and the answer is whole', async () => {
    const seen: number[] = [];
    const small = new ApertiumEngine({ maxBytes: 60 });
    const recording: TranslationEngine = {
      name: small.name,
      maxBytes: small.maxBytes,
      version: () => small.version(),
      translate: (texts, from, to) => {
        seen.push(...texts.map(bytes));
        return small.translate(texts, from, to);
      },
    };
    const text = 'El dueño no me devolvió el depósito. Le mandé una carta. Dijo que la alfombra estaba sucia. Yo la limpié dos veces.';
    const [out] = await translateTexts(recording, [{ text, multiline: true }], 'es', 'en');
    expect(seen.length).toBeGreaterThan(1);
    expect(Math.max(...seen)).toBeLessThanOrEqual(60);
    expect(out.text).toMatch(/^The owner .* twice\.$/);
  });

  it('back into Spanish (the client’s automatic version)', async () => {
    const [out] = await translateTexts(apertium, [{ text: 'The deposit was $1,500.', multiline: false }], 'en', 'es');
    expect(out.text).toBe('El depósito era $1,500.');
  });

  it('missing, it fails with a retryable error (the job tries again later)', async () => {
    const missing = new ApertiumEngine({ bin: '/nonexistent/apertium' });
    await expect(missing.translate(['Hola.'], 'es', 'en')).rejects.toMatchObject({
      name: 'EngineError',
      code: 'ApertiumUnavailable',
      retryable: true,
    });
    await expect(missing.version()).rejects.toBeInstanceOf(EngineError);
  });
});

describe('marks and held words', () => {
  it('unmark removes Apertium’s marks and reports their words; escaped characters come back', () => {
    const escaped = escapeMarks('a@b #1 *x*');
    expect(unmark(`*Hola ${escaped} #ir @sí`)).toEqual({ text: 'Hola a@b #1 *x* ir sí', unknownWords: ['Hola', 'ir', 'sí'] });
  });

  it('holds capitalized words inside a sentence and words in capitals, not a sentence’s first word or "I"', () => {
    const held = holdNames('Madre de Rosa. Vive en East LA y I think.', 'es');
    expect(held.text.startsWith('Madre de ')).toBe(true);
    expect(held.text).not.toContain('Rosa');
    expect(held.text).not.toContain('LA');
    expect(held.text).toContain(' I think');
    expect(held.restore(held.text)).toBe('Madre de Rosa. Vive en East LA y I think.');
  });
});
