/**
 * Court-forms packets (functions/lib/packet): per questionnaire and sample (English; Spanish where samples.ts has
 * one), the time to build the whole packet — cover sheet, every form filled or as a worksheet, attachments, merged —
 * and its size. In-process, as the packets function does it, after one warm-up build; median of N (5, 3 with --quick).
 * Goals (issue 13): the largest packet in ≤ 1 s and ≤ 3 MB.
 */
import { PDFDocument } from 'pdf-lib';
import { formAssets } from '../../functions/lib/packet/assets';
import { buildPacket } from '../../functions/lib/packet/build';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import { SAMPLES, SAMPLES_ES } from '../../shared/questionnaires/samples';
import type { Answers } from '../../shared/questionnaires/types';
import { currentVersion } from '../../shared/questionnaires/versions';
import { FORMS_DIR } from '../../scripts/court-forms/paths';
import { median, round } from '../lib/stats';
import type { Section } from '../run';

export interface PacketRow {
  questionnaire: string;
  sample: 'en' | 'es';
  /** Forms filled from their official PDF / as worksheets (pending maps share one worksheet). */
  filled: number;
  worksheets: number;
  pages: number;
  bytes: number;
  buildMs: { median: number; min: number; max: number; runs: number };
}

export const GOALS = { ms: 1000, bytes: 3 * 1024 * 1024 } as const;

export const packet: Section = async (ctx) => {
  const runs = ctx.args.runs ?? (ctx.args.quick ? 3 : 5);
  const assets = formAssets(FORMS_DIR);
  const rows: PacketRow[] = [];
  for (const type of QUESTIONNAIRE_TYPES) {
    const samples = [['en', SAMPLES[type]] as const, ...(SAMPLES_ES[type] ? [['es', SAMPLES_ES[type]!] as const] : [])];
    for (const [sample, answers] of samples) {
      const build = async () => {
        const packetBuilt = await buildPacket({
          type,
          definitionVersion: currentVersion(type),
          answers: answers as Answers,
          submission: {
            id: '00000000-0000-4000-8000-000000000000',
            clientName: 'Bench',
            locale: sample,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
          lang: sample,
          assets,
        });
        return { status: packetBuilt.status, pdf: await packetBuilt.mergedPdf() };
      };
      await build(); // warm-up: module and font initialisation, the PDFs read once
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof build>> | null = null;
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        last = await build();
        times.push(performance.now() - started);
      }
      const { status, pdf } = last!;
      const forms = status.forms.filter((f) => f.applies);
      const row: PacketRow = {
        questionnaire: type,
        sample,
        filled: forms.filter((f) => f.output === 'pdf').length,
        worksheets: forms.filter((f) => f.output !== 'pdf').length,
        pages: (await PDFDocument.load(pdf)).getPageCount(),
        bytes: pdf.length,
        buildMs: { median: round(median(times)), min: round(Math.min(...times)), max: round(Math.max(...times)), runs },
      };
      rows.push(row);
      ctx.log(`packet ${type} (${sample}): ${row.buildMs.median} ms, ${(row.bytes / 1024).toFixed(0)} KiB, ${row.pages} pages`);
    }
  }
  const slowest = rows.reduce((a, b) => (b.buildMs.median > a.buildMs.median ? b : a));
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const notes = [
    `Slowest: ${slowest.questionnaire} (${slowest.sample}) ${slowest.buildMs.median} ms (goal ≤ ${GOALS.ms} ms): ${slowest.buildMs.median <= GOALS.ms ? 'met' : 'NOT met'}.`,
    `Largest: ${largest.questionnaire} (${largest.sample}) ${(largest.bytes / 1024 / 1024).toFixed(2)} MB (goal ≤ 3 MB): ${largest.bytes <= GOALS.bytes ? 'met' : 'NOT met'}.`,
    'Questionnaires whose maps are pending build one worksheet of the answers (shared by their forms): their times are the cover sheet and that worksheet.',
  ];
  const met = slowest.buildMs.median <= GOALS.ms && largest.bytes <= GOALS.bytes;
  return { status: met ? 'ok' : 'partial', notes, data: { runs, goals: GOALS, rows } };
};
