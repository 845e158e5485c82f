/**
 * Translation drafts (issue 26): per questionnaire's Spanish sample, the time the local engine (Apertium, the one
 * `npm start` and the tests use) takes to draft one submission's English — every desk item in one batch, as the
 * drafting job does — and to make the client's back-translations of the same English. Median of N (3, 2 with
 * --quick) after a warm-up. Amazon Translate (AWS) cannot be reached here; its requests go 4 at a time.
 */
import { ApertiumEngine } from '../../functions/lib/translation/apertium';
import { translateTexts } from '../../functions/lib/translation/engine';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import { formsOf } from '../../shared/questionnaires/forms/registry';
import { getQuestionnaire } from '../../shared/questionnaires/registry';
import { SAMPLES_ES } from '../../shared/questionnaires/samples';
import { filingTexts } from '../../shared/questionnaires/translatable';
import type { Answers } from '../../shared/questionnaires/types';
import { median, round } from '../lib/stats';
import type { Section } from '../run';

export interface TranslationRow {
  questionnaire: string;
  items: number;
  fixed: number;
  bytes: number;
  draftMs: { median: number; min: number; max: number; runs: number };
  backMs: { median: number; runs: number };
}

export const translation: Section = async (ctx) => {
  const runs = ctx.args.runs ?? (ctx.args.quick ? 2 : 3);
  const engine = new ApertiumEngine();
  const version = await engine.version().catch(() => null);
  if (!version)
    return {
      status: 'skipped',
      notes: ['Apertium is not installed (apt-get install apertium apertium-eng-spa).'],
      data: { runs, rows: [] },
    };
  const rows: TranslationRow[] = [];
  for (const type of QUESTIONNAIRE_TYPES) {
    const answers = SAMPLES_ES[type];
    if (!answers) continue;
    const { desk, fixed } = filingTexts(getQuestionnaire(type), formsOf(type), answers as Answers);
    const texts = desk.map((d) => ({ text: d.text, multiline: d.kind === 'textarea' }));
    const draft = () => translateTexts(engine, texts, 'es', 'en');
    const english = await draft(); // warm-up (and the English the back-translation renders)
    const times: number[] = [];
    const backs: number[] = [];
    for (let i = 0; i < runs; i++) {
      let started = performance.now();
      await draft();
      times.push(performance.now() - started);
      started = performance.now();
      await translateTexts(
        engine,
        english.map((e, j) => ({ text: e.text, multiline: texts[j].multiline })),
        'en',
        'es',
      );
      backs.push(performance.now() - started);
    }
    const row: TranslationRow = {
      questionnaire: type,
      items: desk.length,
      fixed: fixed.length,
      bytes: desk.reduce((n, d) => n + Buffer.byteLength(d.text), 0),
      draftMs: { median: round(median(times)), min: round(Math.min(...times)), max: round(Math.max(...times)), runs },
      backMs: { median: round(median(backs)), runs },
    };
    rows.push(row);
    ctx.log(`translation ${type}: ${row.items} items, ${row.draftMs.median} ms drafts, ${row.backMs.median} ms back`);
  }
  const slowest = rows.reduce((a, b) => (b.draftMs.median > a.draftMs.median ? b : a));
  return {
    status: 'ok',
    notes: [
      `Engine: Apertium ${version}. One batch per submission (one pipeline start of ~10 processes, most of the time for small submissions).`,
      `Slowest: ${slowest.questionnaire}, ${slowest.items} items (${(slowest.bytes / 1024).toFixed(1)} KiB of Spanish): ${slowest.draftMs.median} ms.`,
      'Off the request: the drafting job runs in the outbox consumer, so the client’s submission never waits for it.',
    ],
    data: { runs, version, rows },
  };
};
