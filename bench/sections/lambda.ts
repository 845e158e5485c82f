/**
 * Lambda bundles: each functions/<group>/handler.ts bundled as the CDK stack does (scripts/build-functions.ts), its
 * size (what a cold start loads, raw and gzip, plus its biggest inputs; and the chunks loaded on demand) and its cold
 * initialisation: the time to import the bundle in a fresh Node process (what a Lambda cold start spends in INIT on
 * our code), median of N fresh processes. In the same processes, after that: the time to import every on-demand chunk
 * the handler's lazy `import()`s name (all of them together), and, in separate processes, each alone (what the first
 * request of a route that needs it adds).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAMBDA_TARGET } from '../../infra/aws/bundling';
import { buildFunctions, ROOT } from '../../scripts/build-functions';
import { median, percentile, round } from '../lib/stats';
import type { Section } from '../run';

/** Issue 19's budget per function. */
export const LAMBDA_BUDGET = { bytes: 300 * 1024, coldInitMs: 60 } as const;

export interface LambdaRow {
  group: string;
  bytes: number;
  gzipBytes: number;
  topInputs: Array<{ name: string; bytes: number }>;
  /** The chunks loaded on demand (lazy imports) and their biggest inputs. */
  lazyBytes: number;
  lazyTopInputs: Array<{ name: string; bytes: number }>;
  /** Importing every on-demand chunk after the cold import, in the same process (median). */
  lazyImportMs: { median: number } | null;
  /** Each lazily imported module alone (a route's first request loads one of them), median of up to 5 processes. */
  lazyModuleMs: Array<{ name: string; median: number }>;
  coldInitMs: { median: number; p90: number; min: number; max: number; runs: number };
  /**
   * The CPU time the same imports used (process.cpuUsage() around the import, median): a machine others are using
   * stretches wall-clock times several-fold, CPU time much less.
   */
  coldInitCpuMs: { median: number };
  /** The same import, whole process included (node start + import). */
  processMs: { median: number };
}

const IMPORT_SCRIPT = `const c0 = process.cpuUsage(); const t0 = performance.now(); const m = await import(process.argv[1]);
const t1 = performance.now(); const c = process.cpuUsage(c0);
if (typeof m.handler !== 'function') throw new Error('no handler export');
const lazy = process.argv.slice(2); const t2 = performance.now();
for (const chunk of lazy) await import(chunk);
process.stdout.write(JSON.stringify({ importMs: t1 - t0, cpuMs: (c.user + c.system) / 1000, lazyMs: lazy.length ? performance.now() - t2 : null }));`;

/** The chunks the function's own code loads with import() (the SDK's optional ones, e.g. a browser UA parser, left out). */
function lazyEntries(dir: string): string[] {
  const meta = JSON.parse(readFileSync(join(dir, 'index.meta.json'), 'utf8')) as {
    outputs: Record<string, { imports: Array<{ path: string; kind: string }>; entryPoint?: string }>;
  };
  const dynamic = new Set(
    Object.values(meta.outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)),
  );
  return [...dynamic]
    .filter((out) => meta.outputs[out]?.entryPoint && !meta.outputs[out].entryPoint!.includes('node_modules/'))
    .map((out) => pathToFileURL(resolve(ROOT, out)).href);
}

export const lambda: Section = async (ctx) => {
  const runs = ctx.args.quick ? 5 : 15;
  const loadAtStart = loadavg()[0];
  const built = await buildFunctions();
  const notes: string[] = [];
  for (const g of built.missing) notes.push(`functions/${g}/handler.ts does not exist yet: not measured.`);
  for (const f of built.failed) notes.push(`functions/${f.group} failed to bundle: ${f.error}`);
  const rows: LambdaRow[] = [];
  for (const b of built.built) {
    const importMs: number[] = [];
    const cpuMs: number[] = [];
    const lazyMs: number[] = [];
    const processMs: number[] = [];
    const lazy = lazyEntries(dirname(b.file));
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT, pathToFileURL(b.file).href, ...lazy], {
        // What the Lambda environment provides; nothing is called, only imported.
        env: { PATH: process.env.PATH, TABLE_NAME: 'bench', AWS_REGION: 'us-west-2', NODE_OPTIONS: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }).toString();
      processMs.push(performance.now() - started);
      const parsed = JSON.parse(out) as { importMs: number; cpuMs: number; lazyMs: number | null };
      importMs.push(parsed.importMs);
      cpuMs.push(parsed.cpuMs);
      if (parsed.lazyMs !== null) lazyMs.push(parsed.lazyMs);
    }
    const lazyModuleMs: LambdaRow['lazyModuleMs'] = [];
    for (const chunk of lazy) {
      const each: number[] = [];
      for (let i = 0; i < Math.min(runs, 5); i++) {
        const out = execFileSync(process.execPath, ['--input-type=module', '-e', IMPORT_SCRIPT, pathToFileURL(b.file).href, chunk], {
          env: { PATH: process.env.PATH, TABLE_NAME: 'bench', AWS_REGION: 'us-west-2', NODE_OPTIONS: '' },
          stdio: ['ignore', 'pipe', 'pipe'],
        }).toString();
        each.push((JSON.parse(out) as { lazyMs: number }).lazyMs);
      }
      lazyModuleMs.push({ name: /([^/]+?)-[A-Z0-9]+\.mjs$/.exec(chunk)?.[1] ?? chunk, median: round(median(each)) });
    }
    rows.push({
      group: b.group,
      bytes: b.bytes,
      gzipBytes: b.gzipBytes,
      topInputs: b.topInputs,
      lazyBytes: b.lazyBytes,
      lazyTopInputs: b.lazyTopInputs,
      lazyImportMs: lazyMs.length ? { median: round(median(lazyMs)) } : null,
      lazyModuleMs,
      coldInitMs: {
        median: round(median(importMs)),
        p90: round(percentile(importMs, 90)),
        min: round(Math.min(...importMs)),
        max: round(Math.max(...importMs)),
        runs,
      },
      coldInitCpuMs: { median: round(median(cpuMs)) },
      processMs: { median: round(median(processMs)) },
    });
    ctx.log(
      `lambda ${b.group}: ${(b.bytes / 1024).toFixed(0)} KiB, cold import ${round(median(importMs))} ms (CPU ${round(median(cpuMs))} ms)`,
    );
  }
  const zod = rows.map((r) => r.topInputs.find((t) => t.name === 'zod')?.bytes ?? 0);
  if (rows.length && zod.every((z, i) => z > rows[i].bytes * 0.3)) {
    notes.push(`zod is ${Math.round((zod[0] / rows[0].bytes) * 100)}% of each bundle (${(zod[0] / 1024).toFixed(0)} KiB minified).`);
  }
  const health = rows.find((r) => r.group === 'health');
  if (health && health.topInputs.some((t) => t.name.startsWith('@aws-sdk/'))) {
    notes.push(
      'The health bundle carries the AWS SDK although /health never calls the database: something it imports reaches functions/lib/db.ts.',
    );
  }
  const over = rows.filter((r) => r.bytes > LAMBDA_BUDGET.bytes || r.coldInitMs.median > LAMBDA_BUDGET.coldInitMs);
  if (over.length) {
    notes.push(
      `Over the budget (${LAMBDA_BUDGET.bytes / 1024} KiB, ${LAMBDA_BUDGET.coldInitMs} ms cold import): ` +
        over.map((r) => `${r.group} (${(r.bytes / 1024).toFixed(0)} KiB, ${r.coldInitMs.median} ms)`).join(', ') +
        '. What fills them: the biggest inputs column, and dist/functions/<group>/index.meta.json (esbuild metafile).',
    );
  }
  notes.push(
    `1-minute load average ${loadAtStart.toFixed(1)} at the start of this section, ${loadavg()[0].toFixed(1)} at its end: ` +
      'other jobs on the machine stretch wall-clock times (the CPU time column much less).',
  );
  notes.push(
    `Node ${process.version} here; the Lambda runtime is Node 24 on arm64, where absolute times differ: compare groups and runs, not clouds.`,
  );
  return {
    status: built.failed.length ? 'partial' : built.missing.length ? 'partial' : 'ok',
    notes,
    data: { target: `${LAMBDA_TARGET} (infra/aws/bundling.ts, as the CDK functions)`, rows },
  };
};
