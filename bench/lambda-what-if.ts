/**
 * What each plugin of the Lambda build cuts from the cold start — a measurement for docs/benchmarks.md ("Fourth pass",
 * "Fifth pass: plugins"), not part of any build: nothing here is deployed or used by the stack.
 *
 *   npx tsx bench/lambda-what-if.ts
 *
 * Rows, each bundled with infra/aws/bundling.ts's options into a temporary folder: no plugin, each plugin of
 * infra/aws/lambda-plugins.ts alone, and all of them (what `bundleLambda`, the CDK and scripts/build-functions.ts
 * build). Last, zod classic against zod/mini for the same schema kinds as shared/api uses (objects, strings with
 * checks, enums, unions, optional/nullable, refinements, transforms).
 */
import { build, buildSync } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lambdaBuildOptions } from '../infra/aws/bundling';
import { lambdaPlugins } from '../infra/aws/lambda-plugins';
import { entryOutput, initialOutputs, ROOT } from '../scripts/build-functions';
import { ROUTE_GROUPS } from '../shared/api/routes';

const ZOD_SAMPLE = {
  classic: `import * as z from 'zod';
const s = z.object({ a: z.string().trim().min(1).max(9).regex(/x/), e: z.email(), u: z.uuid(), d: z.iso.datetime(),
  n: z.number().int().min(0), b: z.boolean(), en: z.enum(['a', 'b']), l: z.literal('x'), arr: z.array(z.string()),
  un: z.union([z.string(), z.number()]), o: z.string().optional(), nu: z.string().nullable(), r: z.record(z.string(), z.string()),
  p: z.string().transform((v) => v.trim()), rf: z.string().refine((v) => v.length > 0), t: z.object({}).strict(), def: z.string().default('x') });
export const parse = (v) => s.safeParse(v);`,
  mini: `import * as z from 'zod/mini';
const s = z.object({ a: z.string().check(z.trim(), z.minLength(1), z.maxLength(9), z.regex(/x/)), e: z.email(), u: z.uuid(), d: z.iso.datetime(),
  n: z.number().check(z.int(), z.minimum(0)), b: z.boolean(), en: z.enum(['a', 'b']), l: z.literal('x'), arr: z.array(z.string()),
  un: z.union([z.string(), z.number()]), o: z.optional(z.string()), nu: z.nullable(z.string()), r: z.record(z.string(), z.string()),
  p: z.pipe(z.string(), z.transform((v) => v.trim())), rf: z.string().check(z.refine((v) => v.length > 0)), t: z.strictObject({}), def: z._default(z.string(), 'x') });
export const parse = (v) => s.safeParse(v);`,
};

void (async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lambda-what-if-'));
  try {
    const variants = ['no plugin', ...lambdaPlugins(ROOT).plugins.map((p) => p.name), 'all plugins'];
    process.stdout.write(`${'KiB at start'.padEnd(26)}${ROUTE_GROUPS.map((g) => g.padStart(12)).join('')}\n`);
    for (const name of variants) {
      const row: string[] = [];
      for (const group of ROUTE_GROUPS) {
        const outdir = join(dir, name.replace(/\W/g, ''), group);
        const opts = lambdaBuildOptions(ROOT, join(ROOT, 'functions', group, 'handler.ts'), outdir);
        const all = lambdaPlugins(ROOT).plugins;
        const plugins = name === 'all plugins' ? all : all.filter((p) => p.name === name);
        const { metafile } = await build({ ...opts, plugins });
        const initial = initialOutputs(metafile, entryOutput(metafile, outdir));
        row.push(([...initial].reduce((n, o) => n + metafile.outputs[o].bytes, 0) / 1024).toFixed(1).padStart(12));
      }
      process.stdout.write(`${name.padEnd(26)}${row.join('')}\n`);
    }
    for (const [name, contents] of Object.entries(ZOD_SAMPLE)) {
      const out = buildSync({
        stdin: { contents, resolveDir: ROOT },
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        target: 'node24',
        minify: true,
        logLevel: 'error',
      });
      process.stdout.write(`zod ${name}: ${(out.outputFiles[0].contents.length / 1024).toFixed(1)} KiB minified for the sample schema\n`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
})();
