/**
 * Helpers for the generated documents' tests: generate one questionnaire's documents for some answers (validated first,
 * as a submission's are), the statute texts stored in shared/statutes as word lists, the words a document draws as the
 * statute's, and answers with long, realistic texts at the questionnaires' maximum lengths.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDocument } from '../../../functions/lib/documents/generate';
import type { Canvas, Run } from '../../../functions/lib/documents/layout';
import type { GeneratedPdf } from '../../../functions/lib/documents/types';
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { Locale } from '../../../shared/i18n/core';
import { formApplies } from '../../../shared/questionnaires/forms/evaluate';
import type { GeneratedDocument } from '../../../shared/questionnaires/forms/generated';
import { FORM_MAPS } from '../../../shared/questionnaires/forms/registry';
import { getQuestionnaire, questionnaireTranslator } from '../../../shared/questionnaires/registry';
import type { Answers } from '../../../shared/questionnaires/types';
import { validateWith } from '../../../shared/questionnaires/validate';

export const NOW = new Date('2026-02-01T12:00:00Z');

/** The generated entries of a questionnaire. */
export const generatedEntries = (type: QuestionnaireType): GeneratedDocument[] =>
  FORM_MAPS[type].forms.filter((f): f is GeneratedDocument => f.kind === 'generated');

/** Answers as a submission holds them: validated against the current definition (the test fails on invalid answers). */
export function valid(type: QuestionnaireType, answers: Answers): Answers {
  const result = validateWith(getQuestionnaire(type), answers);
  if (!result.ok) throw new Error(`${type}: invalid answers ${JSON.stringify(result.fieldErrors)}`);
  return result.data as Answers;
}

export interface Generated {
  readonly entry: GeneratedDocument;
  readonly pdf: GeneratedPdf;
}

/** Every generated document of the packet for these answers (the ones that apply), in order. */
export async function generateAll(type: QuestionnaireType, answers: Answers, locale: Locale = 'en'): Promise<Generated[]> {
  const data = valid(type, answers);
  const out: Generated[] = [];
  for (const entry of generatedEntries(type).filter((e) => formApplies(e, data))) {
    const pdf = await generateDocument(entry, data, {
      clientLocale: locale,
      ctx: { def: getQuestionnaire(type), t: questionnaireTranslator('en') },
      now: NOW,
    });
    out.push({ entry, pdf });
  }
  return out;
}

/** A stored statute's text (below its header's line of "="). */
export function statuteText(file: string): string {
  const raw = readFileSync(join(__dirname, '../../../shared/statutes', file), 'utf8');
  const marker = raw.indexOf('\n====');
  if (marker < 0) throw new Error(`${file} has no header separator`);
  return raw.slice(raw.indexOf('\n', marker + 1) + 1);
}

/**
 * Words as the comparison reads them: blanks ("____") and the statute's ◻ (drawn as boxes) are not words; typographic
 * quotation marks count as plain ones; a bracket standing alone (the §1189 venue's ")") is layout.
 */
export function words(text: string): string[] {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[_◻]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== ')');
}

/** The runs of a document in reading order: page, then top to bottom, then left to right. */
export const readingOrder = (runs: readonly Run[]): Run[] => [...runs].sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);

/** The words a document draws as the statute's (its wording and the form's captions), in reading order. */
export function statuteWords(canvas: Canvas, options: { until?: string; from?: string } = {}): string[] {
  const runs = readingOrder(canvas.runs);
  const start = options.from ? runs.findIndex((r) => r.text === options.from) : 0;
  const end = options.until ? runs.findIndex((r) => r.text === options.until) : runs.length;
  if (start < 0 || end < 0) throw new Error(`marker not found: ${options.from ?? options.until}`);
  return runs
    .slice(start, end)
    .filter((r) => r.role === 'statute' || r.role === 'caption')
    .flatMap((r) => words(r.text));
}

/** Realistic long text of about `length` characters (whole sentences), for the fidelity tests. */
export function longText(length: number, sentences: readonly string[]): string {
  let out = '';
  for (let i = 0; out.length < length; i++) {
    const next = sentences[i % sentences.length];
    if (out.length + next.length + 1 > length) break;
    out += (out ? ' ' : '') + next;
  }
  return out;
}

export const ENGLISH = [
  'My agent may manage the rental duplex at 4310 E 3rd St, collect the rents, and pay the mortgage, taxes and insurance from the rents.',
  'Any sale of real property requires the written consent of my daughter Lucía, who must also receive a copy of every accounting.',
  'My agent shall keep my accounts separate from the agent’s own accounts and keep receipts for every expense of more than $100.',
  'I want my dog Canela to stay with my family; my agent may pay for her food and veterinary care from my checking account.',
];
export const SPANISH = [
  'Quiero que mi familia me acompañe en casa y que un sacerdote católico me visite cuando mi salud empeore.',
  'No quiero que me trasladen a un hospital fuera del condado de Los Ángeles salvo que mi médico diga que es indispensable.',
  'Si no puedo hablar, mi hija Mariana sabe lo que quiero y debe ser consultada antes de cualquier decisión importante.',
  'Pido que se respeten mis costumbres: música de mi pueblo, la Virgen de Guadalupe en mi cuarto y mis nietos cerca.',
];
