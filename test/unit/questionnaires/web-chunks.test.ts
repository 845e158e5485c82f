/**
 * One questionnaire per chunk in the web (issue 19): the app is bundled from its entry (web/src/main.tsx) with
 * esbuild's code splitting — every `import()` a chunk, as Vite's Rollup makes them — and the metafile says which
 * source modules each output holds and what it imports statically. The questionnaire page, the client's submission
 * page and the console's load one type's definition on demand (shared/questionnaires/load.ts); an import of the
 * registry, or of a definition, anywhere on their static path would put every type (or one type for every visitor)
 * back into their first load.
 */
import { build, type Metafile } from 'esbuild';
import { resolve } from 'node:path';
import { QUESTIONNAIRE_TYPES } from '../../../shared/questionnaire-types';

const ROOT = resolve(__dirname, '../../..');

/** The type whose definition (any version) or own messages a source module is, if any. */
function typeOf(input: string): string | null {
  const m = /^shared\/questionnaires\/([a-z-]+?)(?:\.v\d+)?(?:\.messages)?\.ts$/.exec(input);
  return m && (QUESTIONNAIRE_TYPES as readonly string[]).includes(m[1]) ? m[1] : null;
}

let meta: Metafile;
beforeAll(async () => {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['web/src/main.tsx'],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    metafile: true,
    outdir: 'dist/web-chunks-check',
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff': 'file', '.woff2': 'file' },
    logLevel: 'silent',
  });
  meta = result.metafile;
}, 120_000);

const outputs = () => Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js'));
const outputHolding = (input: string): string => {
  const found = outputs().find(([, o]) => input in o.inputs);
  if (!found) throw new Error(`${input} is in no output`);
  return found[0];
};

/** An output and every output it imports statically, transitively: what loads with it. */
function staticClosure(file: string): Set<string> {
  const seen = new Set<string>();
  const todo = [file];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const i of meta.outputs[f].imports) if (i.kind === 'import-statement' && !i.external) todo.push(i.path);
  }
  return seen;
}

const typesIn = (files: Iterable<string>): string[] =>
  [...new Set([...files].flatMap((f) => Object.keys(meta.outputs[f].inputs).map(typeOf)).filter((t): t is string => t !== null))].sort();

it('no web chunk holds the registry', () => {
  expect(
    outputs()
      .filter(([, o]) => 'shared/questionnaires/registry.ts' in o.inputs)
      .map(([f]) => f),
  ).toEqual([]);
});

it('each chunk holds at most one questionnaire type (its definition, a past version, their messages)', () => {
  const mixed = outputs()
    .map(([file]) => ({ file, types: typesIn([file]) }))
    .filter((c) => c.types.length > 1);
  expect(mixed).toEqual([]);
  // …and every type has chunks of its own (the loader's map really splits them).
  expect(typesIn(outputs().map(([f]) => f))).toEqual([...QUESTIONNAIRE_TYPES].sort());
});

it.each([
  ['the questionnaire page', 'web/src/features/questionnaire/QuestionnairePage.tsx'],
  ['the client’s submission page', 'web/src/features/dashboard/SubmissionPage.tsx'],
  ['the console’s submission page', 'web/src/features/admin/AdminSubmissionPage.tsx'],
  ['the app’s entry', 'web/src/main.tsx'],
])('%s loads no definition with its chunk: the one it shows comes on demand', (_name, page) => {
  expect(typesIn(staticClosure(outputHolding(page)))).toEqual([]);
});
