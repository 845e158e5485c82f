/**
 * What each Lambda function bundles, read from esbuild's metafile of the bundle built as the CDK builds it
 * (scripts/build-functions.ts with infra/aws/bundling.ts's options): heavy code only in the functions whose routes need
 * it. Driven by the route table's groups and GROUP_ACCESS, so a new group or route is checked without editing this file.
 * Sizes here are ceilings against regressions; the figures themselves are the bench's (docs/benchmarks.md).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GROUP_ACCESS } from '../../infra/aws/constructs/api';
import { ROUTE_GROUPS, type RouteGroup } from '../../shared/api/routes';
import { QUESTIONNAIRE_TYPES } from '../../shared/questionnaire-types';
import { bundleFunction, ROOT } from '../../scripts/build-functions';

jest.setTimeout(120_000);

interface Bundle {
  inputs: string[];
  bytes: number;
}
const bundles = new Map<RouteGroup, Bundle>();
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-contents-'));
  for (const group of ROUTE_GROUPS) {
    const outfile = join(dir, group, 'index.mjs');
    const meta = await bundleFunction(join(ROOT, 'functions', group, 'handler.ts'), outfile);
    // Only the inputs that put bytes into the output: a module tree-shaken away costs nothing.
    const inputs = Object.values(meta.outputs).flatMap((o) =>
      Object.entries(o.inputs)
        .filter(([, v]) => v.bytesInOutput > 0)
        .map(([k]) => k),
    );
    bundles.set(group, { inputs, bytes: statSync(outfile).size });
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const carrying = (test: (input: string) => boolean): RouteGroup[] => ROUTE_GROUPS.filter((g) => bundles.get(g)!.inputs.some(test));

const PDF = (i: string) => /node_modules\/(pdf-lib|@pdf-lib\/|pako\/)/.test(i);
/** A questionnaire's definition (schema, steps, copy) or one of the fragments definitions are made of. */
const DEFINITION = (i: string) =>
  i.startsWith('shared/questionnaires/fragments/') ||
  QUESTIONNAIRE_TYPES.some((type) => new RegExp(`^shared/questionnaires/${type}(\\.v\\d+)?(\\.messages)?\\.ts$`).test(i));
/** A court-form map (which answer fills which PDF field) or the forms' registry. */
const FORM_MAP = (i: string) => /^shared\/questionnaires\/([a-z-]+\.forms\.ts|forms\/registry\.ts)$/.test(i);

it('pdf-lib, its fonts and pako only in the functions that draw PDFs', () => {
  expect(carrying(PDF)).toEqual(ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].courtForms));
  expect(carrying(PDF)).toEqual(['documents']);
});

it('court-form maps only in the function that builds packets', () => {
  expect(carrying(FORM_MAP)).toEqual(['documents']);
});

it('questionnaire definitions only where answers are validated (submissions) or drawn (documents)', () => {
  expect(carrying(DEFINITION)).toEqual(['submissions', 'documents']);
});

it('the AWS SDK only in functions that have AWS access; Stripe only in the one with the payment secrets', () => {
  const aws = (g: RouteGroup) => GROUP_ACCESS[g].table.length > 0 || !!GROUP_ACCESS[g].documents || !!GROUP_ACCESS[g].staffDirectory;
  expect(carrying((i) => i.includes('node_modules/@aws-sdk/'))).toEqual(ROUTE_GROUPS.filter(aws));
  expect(carrying((i) => i.includes('node_modules/stripe/'))).toEqual(ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].paymentSecrets));
});

it('zod without its locales (English messages at most: the default error map)', () => {
  const zod = [...bundles.values()].flatMap((b) => b.inputs.filter((i) => i.includes('node_modules/zod/')));
  expect(zod.length).toBeGreaterThan(0);
  expect(zod.filter((i) => /\/locales\/(?!en\.js$|index\.js$)/.test(i))).toEqual([]);
});

it('the health function stays small: no database, no questionnaires', () => {
  expect(bundles.get('health')!.bytes).toBeLessThan(200 * 1024);
});
