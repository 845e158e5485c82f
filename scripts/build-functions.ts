/**
 * `npm run build:functions`: bundle every functions/<group>/handler.ts exactly as the CDK stack does in
 * infra/aws/constructs/api.ts (`bundleLambda` of infra/aws/bundling.ts: ESM, minified, platform node, no source map,
 * AWS SDK bundled, the createRequire banner, the aliases and the plugins of infra/aws/lambda-plugins.ts, lazy imports
 * split into chunks/; the CDK runs the same function in a child process, scripts/bundle-lambda.ts), to
 * dist/functions/<group>/index.mjs (+ chunks/), with its esbuild metafile beside it (index.meta.json: what each input
 * contributes to each output). No Docker, no CDK: used by the bench (bundle sizes, cold init) and handy to inspect
 * what a Lambda function really ships.
 *
 *   npm run build:functions              every group that has a handler
 *   npm run build:functions -- profile   only the named groups
 *
 * A bundle that imports one of LAMBDA_EXTERNALS statically fails the build (Lambda has no node_modules to find it).
 */
import type { Metafile } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { bundleLambda, LAMBDA_TARGET } from '../infra/aws/bundling';
import type { RedirectCounts } from '../infra/aws/lambda-plugins';
import { ROUTE_GROUPS, type RouteGroup } from '../shared/api/routes';

export const ROOT = resolve(__dirname, '..');
export const OUT_DIR = join(ROOT, 'dist/functions');
export const TARGET = LAMBDA_TARGET;

export interface BuiltFunction {
  group: RouteGroup;
  file: string;
  /** What a cold start loads: index.mjs and the chunks it imports statically. */
  bytes: number;
  gzipBytes: number;
  /** Everything in the function's asset, the chunks loaded on demand (`await import()`) included. */
  totalBytes: number;
  /** Those on-demand chunks' bytes and their biggest inputs. */
  lazyBytes: number;
  lazyTopInputs: Array<{ name: string; bytes: number }>;
  /** The biggest inputs by bytes in what a cold start loads (package or first-party folder). */
  topInputs: Array<{ name: string; bytes: number }>;
  /** Imports each plugin of infra/aws/lambda-plugins.ts redirected in this bundle. */
  redirects: RedirectCounts;
  buildMs: number;
}

export interface BuildResult {
  built: BuiltFunction[];
  /** Groups in the route table without a functions/<group>/handler.ts yet. */
  missing: RouteGroup[];
  failed: Array<{ group: RouteGroup; error: string }>;
}

function packageOf(input: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (m) return m[1];
  const parts = input.split('/');
  return parts.length > 1 ? `${parts[0]}/${parts[1]}` : input;
}

/** The outputs a cold start loads: the entry and, transitively, the chunks it imports statically (paths as in the metafile). */
export function initialOutputs(meta: Metafile, entryOut: string): Set<string> {
  const seen = new Set<string>();
  const visit = (out: string) => {
    if (seen.has(out) || !meta.outputs[out]) return;
    seen.add(out);
    for (const i of meta.outputs[out].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entryOut);
  return seen;
}

function topInputs(meta: Metafile, outputs: Iterable<string>): Array<{ name: string; bytes: number }> {
  const byPkg = new Map<string, number>();
  for (const out of outputs)
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[out].inputs))
      byPkg.set(packageOf(input), (byPkg.get(packageOf(input)) ?? 0) + bytesInOutput);
  return [...byPkg.entries()]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
}

/** The metafile key of a function's entry output (index.mjs in `outdir`). */
export const entryOutput = (meta: Metafile, outdir: string): string => {
  const key = Object.keys(meta.outputs).find((k) => resolve(ROOT, k) === join(outdir, 'index.mjs'));
  if (!key) throw new Error(`no index.mjs among the outputs in ${outdir}`);
  return key;
};

/**
 * Bundle one handler module into `outdir` (index.mjs, chunks/) as the CDK does (`bundleLambda`, infra/aws/bundling.ts);
 * throws if an external is imported statically (Lambda has no node_modules to find it).
 */
export async function bundleFunction(entry: string, outdir: string): Promise<Metafile> {
  return (await bundleLambda(ROOT, entry, outdir)).metafile;
}

export async function buildFunctions(only?: RouteGroup[]): Promise<BuildResult> {
  const groups = only?.length ? only : [...ROUTE_GROUPS];
  const result: BuildResult = { built: [], missing: [], failed: [] };
  for (const group of groups) {
    const entry = join(ROOT, 'functions', group, 'handler.ts');
    if (!existsSync(entry)) {
      result.missing.push(group);
      continue;
    }
    const dir = join(OUT_DIR, group);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const outfile = join(dir, 'index.mjs');
    const started = Date.now();
    try {
      const { metafile, redirects } = await bundleLambda(ROOT, entry, dir);
      writeFileSync(join(dir, 'index.meta.json'), JSON.stringify(metafile));
      const initial = initialOutputs(metafile, entryOutput(metafile, dir));
      const lazy = Object.keys(metafile.outputs).filter((o) => !initial.has(o));
      const sum = (outs: Iterable<string>) => [...outs].reduce((n, o) => n + metafile.outputs[o].bytes, 0);
      result.built.push({
        group,
        file: outfile,
        bytes: sum(initial),
        gzipBytes: [...initial].reduce((n, o) => n + gzipSync(readFileSync(resolve(ROOT, o))).length, 0),
        totalBytes: sum(Object.keys(metafile.outputs)),
        lazyBytes: sum(lazy),
        lazyTopInputs: topInputs(metafile, lazy),
        topInputs: topInputs(metafile, initial),
        redirects,
        buildMs: Date.now() - started,
      });
    } catch (err) {
      result.failed.push({ group, error: String((err as Error)?.message ?? err).split('\n')[0] });
    }
  }
  writeFileSync(join(OUT_DIR, 'build.json'), JSON.stringify(result, null, 2));
  return result;
}

if (require.main === module) {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-')) as RouteGroup[];
  const unknown = only.filter((g) => !(ROUTE_GROUPS as readonly string[]).includes(g));
  if (unknown.length) {
    process.stderr.write(`Unknown route group(s): ${unknown.join(', ')} (groups: ${ROUTE_GROUPS.join(', ')})\n`);
    process.exit(2);
  }
  buildFunctions(only).then(
    (r) => {
      for (const b of r.built)
        process.stdout.write(
          `✔ ${b.group.padEnd(12)} ${(b.bytes / 1024).toFixed(1).padStart(8)} KiB at start (${(b.gzipBytes / 1024).toFixed(1)} KiB gzip)` +
            `${b.lazyBytes ? `, ${(b.lazyBytes / 1024).toFixed(1)} KiB on demand` : ''}  dist/functions/${b.group}/\n` +
            `  redirected: ${Object.entries(b.redirects)
              .map(([plugin, n]) => `${plugin} ${n}`)
              .join(', ')}\n`,
        );
      for (const g of r.missing) process.stdout.write(`– ${g.padEnd(12)} no functions/${g}/handler.ts yet\n`);
      for (const f of r.failed) process.stderr.write(`✖ ${f.group.padEnd(12)} ${f.error}\n`);
      process.exit(r.failed.length ? 1 : 0);
    },
    (err) => {
      process.stderr.write(`✖ ${(err as Error)?.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
