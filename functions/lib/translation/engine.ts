/**
 * The machine-translation engine behind one interface (docs/translation.md): Amazon Translate in AWS
 * (./amazon.ts, TranslateText), Apertium's English–Spanish pair locally and in tests (./apertium.ts, Debian's
 * `apertium` + `apertium-eng-spa`). Callers never see which: they call `translateTexts`, which cleans each text,
 * splits what is over the engine's size limit at sentence boundaries, translates the pieces and joins them again.
 *
 * What comes back is a draft for a staff member to review (never filed as it is) and records the engine's name and
 * version. Text is plain text both ways: nothing in it is interpreted as markup, and control characters never reach
 * the engine or come back from it.
 */

export type Lang = 'es' | 'en';

export interface EngineResult {
  readonly text: string;
  /** Words the engine did not know and left as they were (Apertium marks them): the desk flags the item. */
  readonly unknownWords: readonly string[];
}

export interface TranslationEngine {
  /** "apertium" or "amazon-translate": stored with every draft. */
  readonly name: string;
  /** The largest text one request may carry, in UTF-8 bytes (Amazon Translate's TranslateText: 10,000). */
  readonly maxBytes: number;
  /** The engine's version as stored with every draft ("3.8.3, apertium-eng-spa 0.8.1-2"). */
  version(): Promise<string>;
  /** One result per text, in order; each text is within `maxBytes`. Throws `EngineError` when the engine fails. */
  translate(texts: readonly string[], from: Lang, to: Lang): Promise<EngineResult[]>;
}

/** The engine could not translate: `retryable` when trying later may work (down, slow, throttled). */
export class EngineError extends Error {
  constructor(
    /** An error name safe for logs and the stored job state (never the text). */
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(code);
    this.name = 'EngineError';
  }
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * Plain text for an engine: control characters out (a tab or a line break stays), line ends as "\n", bidirectional
 * overrides out (they would reorder what staff read without showing it).
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[^\P{Cc}\n\t]/gu, '');
}

/** An engine's answer made safe to store and show: the same cleaning, single-line answers kept on one line. */
export function cleanOutput(text: string, multiline: boolean): string {
  const cleaned = cleanText(text).replace(/ {2,}/g, ' ');
  return (multiline ? cleaned : cleaned.replace(/\s*\n\s*/g, ' ')).trim();
}

/**
 * A text cut into pieces of at most `maxBytes` UTF-8 bytes: at sentence boundaries (Intl.Segmenter, the text's
 * language), sentences packed while they fit; a sentence longer than the limit is cut at word boundaries, and a word
 * longer than it at characters. Joining the pieces gives the text back exactly.
 */
export function splitText(text: string, maxBytes: number, lang: Lang): string[] {
  if (utf8(text) <= maxBytes) return [text];
  const pieces: string[] = [];
  let current = '';
  const push = (segment: string) => {
    if (utf8(current + segment) <= maxBytes) {
      current += segment;
      return;
    }
    if (current) pieces.push(current);
    current = '';
    if (utf8(segment) <= maxBytes) {
      current = segment;
      return;
    }
    // One sentence over the limit: by words, then by characters.
    for (const word of segments(segment, lang, 'word')) {
      if (utf8(current + word) <= maxBytes) {
        current += word;
        continue;
      }
      if (current) pieces.push(current);
      current = '';
      if (utf8(word) <= maxBytes) {
        current = word;
        continue;
      }
      for (const ch of word) {
        if (utf8(current + ch) > maxBytes) {
          pieces.push(current);
          current = '';
        }
        current += ch;
      }
    }
  };
  for (const sentence of segments(text, lang, 'sentence')) push(sentence);
  if (current) pieces.push(current);
  return pieces;
}

function segments(text: string, lang: Lang, granularity: 'sentence' | 'word'): string[] {
  return Array.from(new Intl.Segmenter(lang, { granularity }).segment(text), (s) => s.segment);
}

/**
 * Translate texts with an engine: each cleaned and split to the engine's limit, the pieces translated in one call
 * (the engine batches or sends them one by one), then joined (a piece's own leading and trailing whitespace kept, so
 * paragraphs stay paragraphs). Unknown words of all pieces are reported once per text.
 */
export async function translateTexts(
  engine: TranslationEngine,
  texts: readonly { text: string; multiline: boolean }[],
  from: Lang,
  to: Lang,
): Promise<EngineResult[]> {
  const split = texts.map((t) => splitText(cleanText(t.text), engine.maxBytes, from));
  const flat = split.flat();
  const translated = flat.length ? await engine.translate(flat, from, to) : [];
  if (translated.length !== flat.length) throw new EngineError('EngineAnswerMismatch', true);
  let at = 0;
  return split.map((pieces, i) => {
    const parts = translated.slice(at, at + pieces.length);
    at += pieces.length;
    const joined = parts
      .map((p, j) => {
        const lead = /^\s*/.exec(pieces[j])![0];
        const trail = /\s*$/.exec(pieces[j])![0];
        return lead + p.text.trim() + trail;
      })
      .join('');
    return {
      text: cleanOutput(joined, texts[i].multiline),
      unknownWords: [...new Set(parts.flatMap((p) => p.unknownWords))],
    };
  });
}
