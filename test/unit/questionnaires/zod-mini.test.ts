/**
 * The questionnaires load zod's core and `zod/mini` only (issue 19): the builder (schema.ts) is written on `zod/mini`,
 * so a questionnaire page and the functions that validate or render answers (submissions, documents, admin) bring no
 * classic zod with it. Bundles every questionnaire module a page or a function can import — the registry, the loader,
 * validation, rendering, the upgrades — with esbuild and lists the zod files the bundle holds.
 */
import { build } from 'esbuild';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const ENTRIES = ['registry', 'load', 'validate', 'render', 'versions', 'define', 'schema'].map((m) => `shared/questionnaires/${m}.ts`);

it('holds no classic zod: only its core and zod/mini', async () => {
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    write: false,
    metafile: true,
    minify: true,
    outdir: 'dist/questionnaires-zod-check',
    logLevel: 'silent',
  });
  // What the output holds (metafile.inputs also lists the files esbuild read and shook off, e.g. zod's locales).
  const held = new Set(
    Object.values(metafile.outputs).flatMap((out) =>
      Object.entries(out.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])),
    ),
  );
  const zod = [...held].filter((input) => input.startsWith('node_modules/zod/'));
  expect(zod.filter((input) => !/^node_modules\/zod\/v4\/(core|mini)\//.test(input))).toEqual([]);
  expect(zod.some((input) => input.startsWith('node_modules/zod/v4/mini/'))).toBe(true);
  expect(zod.some((input) => input.startsWith('node_modules/zod/v4/core/'))).toBe(true);
}, 120_000);
