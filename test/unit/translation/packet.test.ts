/**
 * The packet with the translation desk's English (issue 26), for the Spanish sample of every questionnaire: once every
 * item is approved (here: the local engine's drafts, approved as they are), no answer's Spanish is left on any
 * official form — the filled fields are read back, and the drawn pages (MC-025 attachments, worksheets) too — and the
 * English is there; before approval the cover lists every place still waiting, form and item.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { formAssets } from '../../../functions/lib/packet/assets';
import { buildPacket, type PacketInput } from '../../../functions/lib/packet/build';
import { ApertiumEngine } from '../../../functions/lib/translation/apertium';
import { translateTexts } from '../../../functions/lib/translation/engine';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../../../shared/questionnaire-types';
import { formsOf } from '../../../shared/questionnaires/forms/registry';
import { getQuestionnaire } from '../../../shared/questionnaires/registry';
import { SAMPLES_ES } from '../../../shared/questionnaires/samples';
import { filingTexts, textAnswers, withTexts } from '../../../shared/questionnaires/translatable';
import type { Answers } from '../../../shared/questionnaires/types';
import { currentVersion } from '../../../shared/questionnaires/versions';
import { FORMS_DIR } from '../../../scripts/court-forms/paths';
import { requireApertium } from '../../support/apertium';

// Apertium and PDF filling are CPU-bound on a shared machine. Nothing here asserts on time.
jest.setTimeout(180_000);

const assets = formAssets(FORMS_DIR);
const engine = new ApertiumEngine();
// Drafts come from the real local engine: without it this file fails at once, with what to install.
beforeAll(() => requireApertium());
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The drawn text of pages (in drawing order: a table's cells one after the other, not interleaved by layout). */
function pdfText(bytes: Uint8Array, first?: number, last?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'tr-packet-'));
  writeFileSync(join(dir, 'p.pdf'), bytes);
  const range = first ? ['-f', String(first), '-l', String(last ?? first)] : [];
  return execFileSync('pdftotext', [...range, '-raw', join(dir, 'p.pdf'), '-']).toString();
}

const input = (type: QuestionnaireType, answers: Answers, extra: Partial<PacketInput>): PacketInput => ({
  type,
  definitionVersion: currentVersion(type),
  answers,
  submission: {
    id: '0b6f2a4e-2d1c-4f7e-9a55-3c2b1d0e9f87',
    clientName: 'Begoña Núñez Peña',
    locale: 'es',
    createdAt: '2026-01-05T18:00:00.000Z',
  },
  lang: 'en',
  assets,
  now: new Date('2026-02-01T12:00:00Z'),
  ...extra,
});

/**
 * Spanish words that are not English words ("a", "no", "he", "son", "sin", "dice" are both, so not here): articles, pronouns, prepositions, conjunctions and the commonest verbs
 * and nouns of the samples' prose. A sentence of Spanish free text always holds some of them.
 */
const SPANISH_WORDS = new Set(
  (
    'el la los las un una unos unas del al lo le les se su sus mi mis nos él ella ellos ellas usted que qué quien porque ' +
    'pero cuando donde como más muy con por para desde hasta entre sobre también después antes durante cada todo ' +
    'todos toda todas nada nunca siempre ya fue está estaba están estaban tiene tenía tienen hace había ' +
    'dijo año años día días casa dinero niño niños niña niñas hijo hijos hija hijas padre madre señor señora ' +
    'este esta esto ese esa eso aquí allí y ni de en sí abuelo abuela paterno paterna materno materna'
  ).split(' '),
);
/** The lowercase words of a text (capitalized words are names, and names print as the client wrote them). */
const lowerWords = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const w of text.match(/(?<![\p{L}\p{M}])\p{Ll}[\p{L}\p{M}]*/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
};
/** A lowercase word that is Spanish: one of SPANISH_WORDS, or spelt with a letter English does not use. */
const isSpanish = (w: string) => SPANISH_WORDS.has(w) || /[áéíóúüñ]/u.test(w);

/** Everything a packet prints: its fields' values and the text drawn on its pages (pdftotext). */
async function packetText(bytes: Uint8Array): Promise<{ values: string[]; text: string }> {
  const values = (await PDFDocument.load(bytes))
    .getForm()
    .getFields()
    .filter((f): f is PDFTextField => f instanceof PDFTextField)
    .map((f) => f.getText() ?? '');
  return { values, text: `${values.join('\n')}\n${pdfText(bytes)}` };
}

describe.each(QUESTIONNAIRE_TYPES.map((t) => [t]))('%s', (type) => {
  it('approved: the forms carry the English, and none of the client’s Spanish', async () => {
    const answers = SAMPLES_ES[type]! as Answers;
    const def = getQuestionnaire(type);
    const { desk, fixed } = filingTexts(def, formsOf(type), answers);
    const drafts = await translateTexts(
      engine,
      desk.map((d) => ({ text: d.text, multiline: d.kind === 'textarea' })),
      'es',
      'en',
    );
    // Staff approve the draft, or write the English themselves where the engine gave the Spanish back (a name it
    // held) or left words it did not know (the desk lists them: "Costurera", "ganancial").
    const approved = desk.map((d, i) =>
      flat(drafts[i].text) === flat(d.text) || drafts[i].unknownWords.length > 0
        ? `English approved by staff for ${d.path}`
        : drafts[i].text,
    );
    const english = new Map<string, string>([
      ...fixed.map((f) => [f.path, f.english] as const),
      ...desk.map((d, i) => [d.path, approved[i]] as const),
    ]);
    const packet = await buildPacket(input(type, withTexts(answers, english), { pendingTranslations: [] }));
    const bytes = await packet.mergedPdf();
    const { values, text } = await packetText(bytes);
    const all = flat(text);
    // The words as a whole ("Renta" is not in "Rental"), unless the same words print elsewhere as written (a name
    // the client also gave where names print as written).
    const written = textAnswers(def, answers).filter((a) => !desk.some((d) => d.path === a.path) && !fixed.some((f) => f.path === a.path));
    const asWritten = written.map((a) => flat(a.text));
    const present = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(flat(text))}(?![\\p{L}\\p{N}])`, 'u').test(all);
    for (const d of desk) if (!asWritten.some((w) => w.includes(flat(d.text)))) expect([d.path, present(d.text)]).toEqual([d.path, false]);
    for (const [i, d] of desk.entries()) expect([d.path, all.includes(flat(approved[i]))]).toEqual([d.path, true]);
    for (const f of fixed) if (f.text !== f.english) expect([f.path, values.includes(f.text)]).toEqual([f.path, false]);
    expect(packet.status.notes).toContainEqual({ code: 'spanishApproved' });
    expect(pdfText(bytes, 1, 2)).not.toContain('Translation pending');

    // No Spanish free text anywhere, whether the desk knew of the place or not: the same packet with every text
    // answer replaced by a placeholder prints the forms' own words (SC-100 and FL-110 carry Spanish notices) and
    // the cover; what the approved packet prints beyond those, less the answers that print as written (names,
    // addresses), must hold no Spanish word.
    const placeholders = new Map(textAnswers(def, answers).map((a) => [a.path, 'Placeholder'] as const));
    const control = await buildPacket(input(type, withTexts(answers, placeholders), { pendingTranslations: [] }));
    const baseline = lowerWords((await packetText(await control.mergedPdf())).text);
    let printed = flat(text);
    for (const w of [...asWritten, flat(input(type, answers, {}).submission.clientName)].sort((a, b) => b.length - a.length))
      printed = printed.split(w).join(' ');
    const spanish = [...lowerWords(printed)].filter(([w, n]) => isSpanish(w) && n > (baseline.get(w) ?? 0)).map(([w]) => w);
    expect(spanish).toEqual([]);
  });
});

describe('before approval', () => {
  // The statutory POA and directive and the adoption pleadings are generated documents (issue 27): their pending items
  // are listed as the forms' are.
  it.each([['small-claims'], ['domestic-violence'], ['request-for-order'], ['durable-poa'], ['adult-adoption']] as const)(
    '%s: the cover lists every place still waiting for English, form and item',
    async (type) => {
      const answers = SAMPLES_ES[type]! as Answers;
      const { desk } = filingTexts(getQuestionnaire(type), formsOf(type), answers);
      const lines = new Map<string, { form: string; item: string; label: string; count: number }>();
      for (const d of desk)
        for (const p of d.placements) {
          const key = `${p.form}|${p.item}|${p.label}`;
          lines.set(key, { ...p, count: (lines.get(key)?.count ?? 0) + 1 });
        }
      const packet = await buildPacket(input(type, answers, { pendingTranslations: [...lines.values()] }));
      const cover = flat(pdfText(await packet.mergedPdf(), 1, 4));
      expect(cover).toContain('Translation pending — do not file yet');
      for (const l of lines.values()) expect(cover).toContain(flat(`${l.form}, Item ${l.item}: ${l.label}`));
      expect(packet.status.notes).toContainEqual({ code: 'spanish' });
    },
  );
});
