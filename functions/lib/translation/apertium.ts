/**
 * Apertium (Debian's `apertium` with the `apertium-eng-spa` pair): the translation engine of the local stack and the
 * tests. Rule-based and offline; it runs as a child process (no shell: the text goes to its standard input, never to
 * a command line), in plain-text mode (`-f txt`: nothing is read as markup).
 *
 * The text is handed over as a file of its own (mode 0600, removed after the call): the `apertium` script reads
 * `/dev/stdin`, which a Node child's standard input (a socket) cannot be opened as.
 *
 * One call translates a whole batch: the texts are written one per paragraph with a separator paragraph between them
 * (`§§n§§`, which Apertium passes through), so a submission's drafts cost one start of the pipeline (~0.6 s) rather
 * than one per answer. A text holding the separator is translated on its own.
 *
 * Apertium marks what it could not translate: `*word` (unknown to its dictionary), `#word` (no generated form),
 * `@word` (no transfer). The marks are removed and the words reported (the desk flags the item). So that a client's
 * own "*", "#" and "@" (an e-mail address, "Apt #3") are not taken for marks, they travel as private-use characters
 * and are put back afterwards.
 *
 * Apertium translates names as words ("Rosa Peña" → "Pink Crag", "Guadalupe" → "Guadeloupe"). Before a text goes
 * in, what it must not touch is set aside, each piece as one private-use character that Apertium passes through:
 * the glossary's fixed phrases (FIXED_PHRASES: "Corte Superior" comes back as "Superior Court"), words in capitals
 * ("LAPD") and capitalized words inside a sentence — in Spanish, as in English, those are names. A sentence's first
 * word is translated ("Madre" → "Mother"), so a name that opens a sentence may still be (the desk shows it to staff).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXED_PHRASES } from '../../../shared/i18n/glossary';
import { EngineError, type EngineResult, type Lang, type TranslationEngine } from './engine';

const SEPARATOR = (i: number) => `§§${i}§§`;
const SEPARATOR_RE = /\n*§§(\d+)§§\n*/g;
/** The client's own "*", "#", "@" while Apertium has the text (private use: no engine knows them). */
const ESCAPES: ReadonlyArray<readonly [string, string]> = [
  ['*', '\ue000'],
  ['#', '\ue001'],
  ['@', '\ue002'],
];
const MARKED = /(^|[^\p{L}\p{N}])[*#@]([\p{L}\p{N}\ue000-\ue002\ue100-\uf8ff][\p{L}\p{M}\p{N}'’\-\ue000-\ue002\ue100-\uf8ff]*)/gu;
/** Set-aside pieces travel as one character each, from here on (private use). */
const HELD_BASE = 0xe100;
const HELD_MAX = 0xf8ff - HELD_BASE;

const accentless = (ch: string) =>
  ({ a: '[aá]', e: '[eé]', i: '[ií]', o: '[oó]', u: '[uúü]', n: '[nñ]' })[ch.toLowerCase()] ?? ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PHRASES = FIXED_PHRASES.map(([es, en]) => ({
  re: new RegExp(`(?<![\\p{L}\\p{N}])${[...es.normalize('NFD').replace(/\p{M}/gu, '')].map(accentless).join('')}(?![\\p{L}\\p{N}])`, 'giu'),
  en,
}));
/** A capitalized word or a word in capitals, with what comes before it. */
const CAPITALIZED = /(^|[^\p{L}\p{M}\p{N}])(\p{Lu}[\p{L}\p{M}'’-]*)/gu;

/**
 * What must come through untranslated, set aside (see above): the text with one private-use character per piece,
 * and how to put the pieces back.
 */
export function holdNames(text: string, from: Lang): { text: string; restore: (translated: string) => string } {
  const held: string[] = [];
  const hold = (piece: string) => {
    if (held.length > HELD_MAX) return piece;
    held.push(piece);
    return String.fromCharCode(HELD_BASE + held.length - 1);
  };
  let out = text;
  if (from === 'es') for (const { re, en } of PHRASES) out = out.replace(re, () => hold(en));
  out = out.replace(CAPITALIZED, (all, before: string, word: string, offset: number) => {
    // One letter ("I", "A") is a word, not a name.
    if ([...word].length < 2) return all;
    const isAcronym = word === word.toUpperCase() && /\p{Lu}{2}/u.test(word);
    const opensSentence = /(^|[.!?¿¡\n]\s*)$/u.test(out.slice(0, offset) + before) || /^[\s\u00a0]*$/u.test(out.slice(0, offset) + before);
    return isAcronym || !opensSentence ? before + hold(word) : all;
  });
  const restore = (translated: string) => translated.replace(/[\ue100-\uf8ff]/g, (ch) => held[ch.charCodeAt(0) - HELD_BASE] ?? ch);
  return { text: out, restore };
}

export interface ApertiumOptions {
  /** The `apertium` executable (APERTIUM_BIN; default `apertium` on the PATH). */
  readonly bin?: string;
  /** Give up on one call after this long (the job retries later). */
  readonly timeoutMs?: number;
  /** The size limit of one text, in UTF-8 bytes: Amazon Translate's, so both engines split alike. */
  readonly maxBytes?: number;
}

export function escapeMarks(text: string): string {
  // The client's own private-use characters (none is a letter anyone types) cannot pass for ours.
  let out = text.replace(/[\ue000-\uf8ff]/g, '\ufffd');
  for (const [ch, esc] of ESCAPES) out = out.split(ch).join(esc);
  return out;
}

/** The marks removed (their words reported), then the client's own characters put back. */
export function unmark(text: string): EngineResult {
  const unknown: string[] = [];
  let out = text.replace(MARKED, (_all, before: string, word: string) => {
    unknown.push(unescape(word));
    return before + word;
  });
  out = unescape(out);
  return { text: out, unknownWords: unknown };
}

function unescape(text: string): string {
  let out = text;
  for (const [ch, esc] of ESCAPES) out = out.split(esc).join(ch);
  return out;
}

export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium';
  readonly maxBytes: number;
  private readonly bin: string;
  private readonly timeoutMs: number;
  private versionText: Promise<string> | null = null;

  constructor(options: ApertiumOptions = {}) {
    this.bin = options.bin ?? process.env.APERTIUM_BIN ?? 'apertium';
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.maxBytes = options.maxBytes ?? 10_000;
  }

  version(): Promise<string> {
    this.versionText ??= (async () => {
      const engine = (await this.run(['-V'], null)).replace(/^Apertium\s*/i, '').trim();
      const pair = await dpkgVersion('apertium-eng-spa');
      return pair ? `${engine}, apertium-eng-spa ${pair}` : engine;
    })().catch((err: unknown) => {
      this.versionText = null;
      throw err;
    });
    return this.versionText;
  }

  async translate(texts: readonly string[], from: Lang, to: Lang): Promise<EngineResult[]> {
    if (from === to) return texts.map((text) => ({ text, unknownWords: [] }));
    const direction = from === 'es' ? 'spa-eng' : 'eng-spa';
    const alone = texts.map((t) => /§§\d+§§/.test(t));
    const prepared = texts.map((t) => holdNames(escapeMarks(t), from));
    const finish = (i: number, output: string): EngineResult => {
      const { text, unknownWords } = unmark(output);
      return { text: prepared[i].restore(text), unknownWords: unknownWords.map(prepared[i].restore) };
    };
    const batched = texts.map((_t, i) => i).filter((i) => !alone[i]);
    const results: EngineResult[] = new Array(texts.length);
    if (batched.length) {
      const input = batched.map((i, n) => (n === 0 ? '' : `\n\n${SEPARATOR(n)}\n\n`) + prepared[i].text).join('');
      const output = await this.run(['-f', 'txt', direction], input);
      const parts = splitOutput(output, batched.length);
      if (!parts) throw new EngineError('ApertiumOutputMismatch', true);
      batched.forEach((i, n) => (results[i] = finish(i, parts[n])));
    }
    for (let i = 0; i < texts.length; i++) if (alone[i]) results[i] = finish(i, await this.run(['-f', 'txt', direction], prepared[i].text));
    return results;
  }

  /** `apertium <args> <file>` over a temporary file holding `input` (none for `-V`). */
  private async run(args: readonly string[], input: string | null): Promise<string> {
    if (input === null) return this.spawn(args);
    const dir = await mkdtemp(join(tmpdir(), 'lda-apertium-'));
    try {
      const file = join(dir, 'in.txt');
      await writeFile(file, input, { encoding: 'utf8', mode: 0o600 });
      return await this.spawn([...args, file]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private spawn(args: readonly string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      let child;
      try {
        child = spawn(this.bin, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
      } catch {
        reject(new EngineError('ApertiumUnavailable', true));
        return;
      }
      const out: Buffer[] = [];
      let settled = false;
      const done = (err: EngineError | null, value?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err) reject(err);
        else resolve(value!);
      };
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        done(new EngineError('ApertiumTimeout', true));
      }, this.timeoutMs);
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stderr.resume();
      child.on('error', (err: NodeJS.ErrnoException) =>
        done(new EngineError(err.code === 'ENOENT' ? 'ApertiumUnavailable' : 'ApertiumFailed', true)),
      );
      child.on('close', (code) => {
        if (code === 0) done(null, Buffer.concat(out).toString('utf8'));
        else done(new EngineError('ApertiumFailed', true));
      });
    });
  }
}

/** The batch's answer cut at its separators, in order; null when a separator went missing. */
function splitOutput(output: string, count: number): string[] | null {
  const parts: string[] = [];
  let last = 0;
  let expected = 1;
  for (const m of output.matchAll(SEPARATOR_RE)) {
    if (Number(m[1]) !== expected) return null;
    parts.push(output.slice(last, m.index));
    last = m.index! + m[0].length;
    expected++;
  }
  parts.push(output.slice(last));
  return parts.length === count ? parts.map((p) => p.replace(/\n+$/, '')) : null;
}

/** An installed Debian package's version, or null (not Debian, or not installed that way). */
function dpkgVersion(pkg: string): Promise<string | null> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn('dpkg-query', ['-W', '-f=${Version}', pkg], { stdio: ['ignore', 'pipe', 'ignore'], shell: false });
    } catch {
      resolve(null);
      return;
    }
    const out: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 ? Buffer.concat(out).toString('utf8').trim() || null : null));
  });
}
