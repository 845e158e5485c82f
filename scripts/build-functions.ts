/**
 * `npm run build:functions`: bundle every functions/<group>/handler.ts with esbuild exactly as CDK's NodejsFunction
 * does in infra/aws/constructs/api.ts (the options of infra/aws/bundling.ts: ESM, minified, platform node, no source
 * map, AWS SDK bundled, the createRequire banner, the credential-chain alias), to dist/functions/<group>/index.mjs,
 * with its esbuild metafile beside it (index.meta.json: what each input contributes). No Docker, no CDK: used by the
 * bench (bundle sizes, cold init) and handy to inspect what a Lambda function really ships.
 *
 *   npm run build:functions              every group that has a handler
 *   npm run build:functions -- profile   only the named groups
 *
 * A bundle that imports one of LAMBDA_EXTERNALS statically fails the build (Lambda has no node_modules to find it).
 */
import { build, type Metafile } from 'esbuild';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { aliasesFrom, LAMBDA_BANNER, LAMBDA_EXTERNALS, LAMBDA_MAIN_FIELDS, LAMBDA_TARGET } from '../infra/aws/bundling';
import { ROUTE_GROUPS, type RouteGroup } from '../shared/api/routes';

export const ROOT = resolve(__dirname, '..');
export const OUT_DIR = join(ROOT, 'dist/functions');
export const TARGET = LAMBDA_TARGET;

export interface BuiltFunction {
  group: RouteGroup;
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The biggest inputs by bytes in the output (package or first-party folder). */
  topInputs: Array<{ name: string; bytes: number }>;
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

function topInputs(meta: Metafile, outFile: string): Array<{ name: string; bytes: number }> {
  const out = Object.entries(meta.outputs).find(([k]) => resolve(ROOT, k) === outFile)?.[1];
  if (!out) return [];
  const byPkg = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(out.inputs))
    byPkg.set(packageOf(input), (byPkg.get(packageOf(input)) ?? 0) + bytesInOutput);
  return [...byPkg.entries()]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
}

/** Bundle one handler module as the CDK does (infra/aws/bundling.ts); throws if an external is imported statically. */
export async function bundleFunction(entry: string, outfile: string): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_TARGET,
    minify: true,
    sourcemap: false,
    mainFields: LAMBDA_MAIN_FIELDS,
    banner: { js: LAMBDA_BANNER },
    external: [...LAMBDA_EXTERNALS],
    alias: aliasesFrom(ROOT),
    metafile: true,
    logLevel: 'error',
    absWorkingDir: ROOT,
  });
  const staticExternals = Object.values(metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && i.kind !== 'dynamic-import' && !i.path.startsWith('node:') && !builtinModules.includes(i.path));
  if (staticExternals.length)
    throw new Error(`imports ${staticExternals.map((i) => i.path).join(', ')} statically: Lambda could not load it`);
  return metafile;
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
      const metafile = await bundleFunction(entry, outfile);
      writeFileSync(join(dir, 'index.meta.json'), JSON.stringify(metafile));
      const bytes = statSync(outfile).size;
      result.built.push({
        group,
        file: outfile,
        bytes,
        gzipBytes: gzipSync(readFileSync(outfile)).length,
        topInputs: topInputs(metafile, outfile),
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
          `✔ ${b.group.padEnd(12)} ${(b.bytes / 1024).toFixed(1).padStart(8)} KiB  (${(b.gzipBytes / 1024).toFixed(1)} KiB gzip)  dist/functions/${b.group}/index.mjs\n`,
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
