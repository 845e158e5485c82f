/**
 * The packet bench's harness, bundled like a Lambda function (bench/sections/packet.ts: `bundleLambda`, the shipped
 * forms copied beside it as the CDK does), so that what is timed is the code the documents function runs: minified
 * ESM, pdf-lib and fontkit bundled, the forms, the layout file and the font read from `forms/` beside the bundle.
 * `benchPackets` builds each packet (cover sheet, every form filled or a worksheet, attachments, merge) after one
 * warm-up build of it, and reports the median time, the size and the page count.
 */
import { PDFDocument } from 'pdf-lib';
import { formAssets } from '../../functions/lib/packet/assets';
import { buildPacket } from '../../functions/lib/packet/build';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import { getQuestionnaire } from '../../shared/questionnaires/registry';
import { SAMPLES, SAMPLES_ES } from '../../shared/questionnaires/samples';
import type { Answers } from '../../shared/questionnaires/types';
import { currentVersion } from '../../shared/questionnaires/versions';
import { longAnswers } from '../../scripts/court-forms/long-answers';

export type Sample = 'en' | 'es' | 'long-en' | 'long-es';

export interface PacketBenchRow {
  questionnaire: string;
  sample: Sample;
  /** Forms filled from their official PDF / as worksheets (pending maps share one worksheet). */
  filled: number;
  worksheets: number;
  pages: number;
  bytes: number;
  buildMs: { median: number; min: number; max: number; runs: number };
  /** The first build in this process (the Lambda container's first packet of this kind: font trimming included). */
  firstMs: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

export async function benchPackets(options: { formsDir: string; runs: number; samples: readonly Sample[] }): Promise<PacketBenchRow[]> {
  const assets = formAssets(options.formsDir);
  const rows: PacketBenchRow[] = [];
  for (const type of QUESTIONNAIRE_TYPES)
    for (const sample of options.samples) {
      const base = (sample.endsWith('es') ? SAMPLES_ES[type] : SAMPLES[type]) as Answers | undefined;
      if (!base) continue;
      const answers = sample.startsWith('long') ? longAnswers(getQuestionnaire(type), base, sample.endsWith('es') ? 'es' : 'en') : base;
      const build = async () => {
        const packet = await buildPacket({
          type,
          definitionVersion: currentVersion(type),
          answers,
          submission: {
            id: '00000000-0000-4000-8000-000000000000',
            clientName: 'Bench',
            locale: sample.endsWith('es') ? 'es' : 'en',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
          lang: 'en',
          assets,
        });
        return { status: packet.status, pdf: await packet.mergedPdf() };
      };
      const first = performance.now();
      await build(); // warm-up: module and font initialisation, the PDFs read once
      const firstMs = performance.now() - first;
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof build>> | null = null;
      for (let i = 0; i < options.runs; i++) {
        const started = performance.now();
        last = await build();
        times.push(performance.now() - started);
      }
      const forms = last!.status.forms.filter((f) => f.applies);
      rows.push({
        questionnaire: type,
        sample,
        filled: forms.filter((f) => f.output === 'pdf').length,
        worksheets: forms.filter((f) => f.output !== 'pdf').length,
        pages: (await PDFDocument.load(last!.pdf)).getPageCount(),
        bytes: last!.pdf.length,
        buildMs: { median: round(median(times)), min: round(Math.min(...times)), max: round(Math.max(...times)), runs: options.runs },
        firstMs: round(firstMs),
      });
    }
  return rows;
}
