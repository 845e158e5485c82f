/**
 * Court-forms packets (functions/lib/packet), in the build the Lambda function runs: the packet code bundled by
 * `bundleLambda` (infra/aws/bundling.ts: the CDK's options and plugins; bench/lib/packet-entry.ts is the harness) with
 * the shipped forms copied beside it as the CDK does, run in a fresh Node process. Per questionnaire and sample
 * (English, Spanish where samples.ts has one, and the long-answer variants of both: scripts/court-forms/long-answers.ts)
 * the time to build the whole packet — cover sheet, every form filled or as a worksheet, attachments, merged — and its
 * size, median of N builds after one warm-up (5, 3 with --quick); the warm-up's own time is the first build of the
 * container. Goals (issue 25): the largest packet in ≤ 1 s and ≤ 2 MB.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { bundleLambda } from '../../infra/aws/bundling';
import { BUNDLED_FORMS } from '../../infra/aws/constructs/api';
import { FORMS_DIR, ROOT } from '../../scripts/court-forms/paths';
import type { PacketBenchRow, Sample } from '../lib/packet-entry';
import type { Section } from '../run';

const run = promisify(execFile);

export type PacketRow = PacketBenchRow;

export const GOALS = { ms: 1000, bytes: 2 * 1024 * 1024 } as const;
const SAMPLES: readonly Sample[] = ['en', 'es', 'long-en', 'long-es'];

export const packet: Section = async (ctx) => {
  const runs = ctx.args.runs ?? (ctx.args.quick ? 3 : 5);
  const out = join(ROOT, 'dist/bench-packet');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await bundleLambda(ROOT, join(ROOT, 'bench/lib/packet-entry.ts'), out);
  cpSync(FORMS_DIR, join(out, BUNDLED_FORMS), { recursive: true });
  const script = `const m = await import(${JSON.stringify(pathToFileURL(join(out, 'index.mjs')).href)});
const rows = await m.benchPackets({ formsDir: ${JSON.stringify(join(out, BUNDLED_FORMS))}, runs: ${runs}, samples: ${JSON.stringify(SAMPLES)} });
process.stdout.write(JSON.stringify(rows));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: out, maxBuffer: 16 * 1024 * 1024 });
  const rows = JSON.parse(stdout) as PacketRow[];
  for (const row of rows)
    ctx.log(
      `packet ${row.questionnaire} (${row.sample}): ${row.buildMs.median} ms, ${(row.bytes / 1024).toFixed(0)} KiB, ${row.pages} pages`,
    );
  const slowest = rows.reduce((a, b) => (b.buildMs.median > a.buildMs.median ? b : a));
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const firstSlowest = rows.reduce((a, b) => (b.firstMs > a.firstMs ? b : a));
  const notes = [
    `Slowest: ${slowest.questionnaire} (${slowest.sample}) ${slowest.buildMs.median} ms (goal ≤ ${GOALS.ms} ms): ${slowest.buildMs.median <= GOALS.ms ? 'met' : 'NOT met'}.`,
    `Largest: ${largest.questionnaire} (${largest.sample}) ${(largest.bytes / 1024 / 1024).toFixed(2)} MB (goal ≤ 2 MB): ${largest.bytes <= GOALS.bytes ? 'met' : 'NOT met'}.`,
    `Slowest first build in the process: ${firstSlowest.questionnaire} (${firstSlowest.sample}) ${firstSlowest.firstMs} ms (module, font and PDF initialisation, and trimming a form's whole fonts, once per container).`,
    'Questionnaires whose maps are pending build one worksheet of the answers (shared by their forms): their times are the cover sheet and that worksheet.',
  ];
  const met = slowest.buildMs.median <= GOALS.ms && largest.bytes <= GOALS.bytes;
  return { status: met ? 'ok' : 'partial', notes, data: { runs, goals: GOALS, rows } };
};
