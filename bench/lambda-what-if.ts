/**
 * What the Lambda bundles would weigh at cold start with cuts the build cannot make today — a measurement for
 * docs/benchmarks.md ("Fourth pass"), not part of any build: nothing here is deployed or used by the stack.
 *
 *   npx tsx bench/lambda-what-if.ts
 *
 * Rows, each bundled with infra/aws/bundling.ts's options into a temporary folder:
 *  - today:        the options as they are (what scripts/build-functions.ts and the CDK build);
 *  - + zod stub:   esbuild plugin replacing zod's JSON Schema code (json-schema-processors.js, to-json-schema.js,
 *                  reached only through zod's relative imports, which `alias` cannot replace) by functions that throw;
 *  - + JSON only:  and a plugin sending DynamoDB's imports of the `@aws-sdk/core/protocols` index (which re-exports
 *                  the XML and query codecs) to the JSON files it uses, so the S3 chunk's XML code stops being
 *                  reachable from the entry (esbuild assigns files to chunks by reachability, not by use).
 * The CDK bundles the API functions with esbuild's buildSync, which runs no plugins: these rows need a child process
 * running the asynchronous build (or patched packages). Last, zod classic against zod/mini for the same schema kinds
 * as shared/api uses (objects, strings with checks, enums, unions, optional/nullable, refinements, transforms).
 */
import { build, buildSync, type Plugin } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lambdaBuildOptions } from '../infra/aws/bundling';
import { entryOutput, initialOutputs, ROOT } from '../scripts/build-functions';
import { ROUTE_GROUPS } from '../shared/api/routes';

/** A module's exported names (the two zod files export consts and functions, plus `process` as an alias). */
const exportedNames = (file: string): string[] => {
  const src = readFileSync(file, 'utf8');
  const names = [...src.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
  for (const m of src.matchAll(/^export \{ (\w+) as (\w+) \}/gm)) names.push(m[2]);
  return names;
};

const zodJsonSchemaStub: Plugin = {
  name: 'zod-json-schema-stub',
  setup(b) {
    b.onResolve({ filter: /(json-schema-processors|to-json-schema)\.js$/ }, (a) =>
      a.importer.includes('node_modules/zod/') ? { path: join(a.resolveDir, a.path), namespace: 'zod-stub' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-stub' }, (a) => ({
      contents: exportedNames(a.path)
        .map((n) => `export const ${n} = () => { throw new Error('JSON Schema is not bundled in Lambda functions'); };`)
        .join('\n'),
      loader: 'js',
    }));
  },
};

const dynamoJsonOnly: Plugin = {
  name: 'dynamodb-json-protocol-only',
  setup(b) {
    b.onResolve({ filter: /^@aws-sdk\/core\/protocols$/ }, async (a) => {
      if (a.importer.includes('node_modules/@aws-sdk/client-dynamodb/'))
        return { path: join(ROOT, 'node_modules/@aws-sdk/core/dist-es/submodules/protocols/json/AwsJson1_0Protocol.js') };
      // The codec imports JsonCodec2 and its serde, which @aws-sdk/core/protocols re-exports from @smithy/core.
      if (a.importer.includes('node_modules/@aws-sdk/dynamodb-codec/'))
        return b.resolve('@smithy/core/protocols', { resolveDir: a.resolveDir, kind: a.kind });
      return undefined;
    });
  },
};

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
    const variants: Array<[string, Plugin[]]> = [
      ['today', []],
      ['+ zod stub', [zodJsonSchemaStub]],
      ['+ JSON only', [zodJsonSchemaStub, dynamoJsonOnly]],
    ];
    process.stdout.write(`${'KiB at start'.padEnd(14)}${ROUTE_GROUPS.map((g) => g.padStart(12)).join('')}\n`);
    for (const [name, plugins] of variants) {
      const row: string[] = [];
      for (const group of ROUTE_GROUPS) {
        const outdir = join(dir, name.replace(/\W/g, ''), group);
        const opts = lambdaBuildOptions(ROOT, join(ROOT, 'functions', group, 'handler.ts'), outdir);
        const { metafile } = await build({ ...opts, plugins });
        const initial = initialOutputs(metafile, entryOutput(metafile, outdir));
        row.push(([...initial].reduce((n, o) => n + metafile.outputs[o].bytes, 0) / 1024).toFixed(1).padStart(12));
      }
      process.stdout.write(`${name.padEnd(14)}${row.join('')}\n`);
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
