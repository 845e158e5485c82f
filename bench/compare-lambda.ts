/**
 * Cold import of two builds of the Lambda bundles, interleaved (fresh Node processes alternating before/after, ABBA),
 * median per bundle, with the load average beside it: for before/after comparisons on a machine others are using.
 *
 *   npx tsx bench/compare-lambda.ts <before dist/functions> <after dist/functions> [runs=11] [--cpu]
 *
 * --cpu measures the CPU time the import used (process.cpuUsage() around it) instead of wall-clock time, which a
 * loaded machine's scheduler stretches far more. Build a "before" tree with e.g.
 * `git archive <commit> | tar -x -C /tmp/before && ln -s $PWD/node_modules /tmp/before/ && (cd /tmp/before && npx tsx scripts/build-functions.ts)`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROUTE_GROUPS } from '../shared/api/routes';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const cpu = process.argv.includes('--cpu');
const [beforeDir, afterDir] = args;
const runs = Number(args[2] ?? 11);
if (!beforeDir || !afterDir) {
  process.stderr.write('usage: npx tsx bench/compare-lambda.ts <before dist/functions> <after dist/functions> [runs] [--cpu]\n');
  process.exit(2);
}
const GROUPS = ROUTE_GROUPS;
const SCRIPT = cpu
  ? `const c0 = process.cpuUsage(); const m = await import(process.argv[1]); const c = process.cpuUsage(c0);
if (typeof m.handler !== 'function') throw new Error('no handler export'); process.stdout.write(String((c.user + c.system) / 1000));`
  : `const t0 = performance.now(); const m = await import(process.argv[1]); const t1 = performance.now();
if (typeof m.handler !== 'function') throw new Error('no handler export'); process.stdout.write(String(t1 - t0));`;
const once = (file: string): number =>
  Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT, pathToFileURL(file).href], {
      env: { PATH: process.env.PATH ?? '', TABLE_NAME: 'bench', AWS_REGION: 'us-west-2' },
    }).toString(),
  );
const median = (a: number[]): number => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const load = () => loadavg()[0];

const loads = [load()];
process.stdout.write(
  `${new Date().toISOString()} ${cpu ? 'CPU time' : 'wall time'}, ${runs} runs each, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
for (const group of GROUPS) {
  const files = { before: join(beforeDir, group, 'index.mjs'), after: join(afterDir, group, 'index.mjs') };
  if (!existsSync(files.before) || !existsSync(files.after)) continue;
  const ms: Record<'before' | 'after', number[]> = { before: [], after: [] };
  for (let i = 0; i < runs; i++)
    for (const k of (i % 2 ? ['after', 'before'] : ['before', 'after']) as Array<'before' | 'after'>) ms[k].push(once(files[k]));
  loads.push(load());
  const [b, a] = [median(ms.before), median(ms.after)];
  process.stdout.write(
    `${group.padEnd(12)} ${b.toFixed(0).padStart(6)} → ${a.toFixed(0).padStart(6)} ms  ratio ${(a / b).toFixed(2)}  (load ${load().toFixed(1)})\n`,
  );
}
process.stdout.write(
  `${new Date().toISOString()} 1-minute load during the run ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`,
);
