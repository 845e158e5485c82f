/**
 * What each Lambda function bundles, read from esbuild's metafile of the bundle built as the CDK builds it
 * (scripts/build-functions.ts with infra/aws/bundling.ts's options): heavy code only in the functions whose routes need
 * it. Driven by the route table's groups and GROUP_ACCESS, so a new group or route is checked without editing this file.
 * Sizes here are ceilings against regressions; the figures themselves are the bench's (docs/benchmarks.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GROUP_ACCESS } from '../../infra/aws/constructs/api';
import { ROUTE_GROUPS, type RouteGroup } from '../../shared/api/routes';
import { QUESTIONNAIRE_TYPES } from '../../shared/questionnaire-types';
import { bundleFunction, entryOutput, initialOutputs, ROOT } from '../../scripts/build-functions';

jest.setTimeout(120_000);

interface Bundle {
  /** The inputs that put bytes into any output (a module tree-shaken away costs nothing). */
  inputs: string[];
  /** Those in what a cold start loads: index.mjs and the chunks it imports statically. */
  initialInputs: string[];
  /** The bytes a cold start loads. */
  bytes: number;
  /** The chunks that hold more than one questionnaire type's definition (or messages), with the types. */
  mixedChunks: string[];
}
const bundles = new Map<RouteGroup, Bundle>();
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-contents-'));
  for (const group of ROUTE_GROUPS) {
    const outdir = join(dir, group);
    const meta = await bundleFunction(join(ROOT, 'functions', group, 'handler.ts'), outdir);
    const inputsOf = (outputs: string[]) =>
      outputs.flatMap((o) =>
        Object.entries(meta.outputs[o].inputs)
          .filter(([, v]) => v.bytesInOutput > 0)
          .map(([k]) => k),
      );
    const initial = [...initialOutputs(meta, entryOutput(meta, outdir))];
    bundles.set(group, {
      inputs: inputsOf(Object.keys(meta.outputs)),
      initialInputs: inputsOf(initial),
      bytes: initial.reduce((n, o) => n + meta.outputs[o].bytes, 0),
      mixedChunks: Object.keys(meta.outputs)
        .map((o) => ({ o, types: new Set(inputsOf([o]).map(typeOf).filter(Boolean)) }))
        .filter(({ types }) => types.size > 1)
        .map(({ o, types }) => `${o}: ${[...types].join(', ')}`),
    });
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const carrying = (test: (input: string) => boolean): RouteGroup[] => ROUTE_GROUPS.filter((g) => bundles.get(g)!.inputs.some(test));

const PDF = (i: string) => /node_modules\/(pdf-lib|@pdf-lib\/|pako\/)/.test(i);
/** The questionnaire type whose definition (any version) or own messages a module is. */
const typeOf = (i: string): string | undefined =>
  QUESTIONNAIRE_TYPES.find((type) => new RegExp(`^shared/questionnaires/${type}(\\.v\\d+)?(\\.messages)?\\.ts$`).test(i));
/** A questionnaire's definition (schema, steps, copy) or one of the fragments definitions are made of. */
const DEFINITION = (i: string) => i.startsWith('shared/questionnaires/fragments/') || typeOf(i) !== undefined;
/** A court-form map (which answer fills which PDF field) or the forms' registry. */
const FORM_MAP = (i: string) => /^shared\/questionnaires\/([a-z-]+\.forms\.ts|forms\/registry\.ts)$/.test(i);

it('pdf-lib, its fonts and pako only in the functions that draw PDFs', () => {
  expect(carrying(PDF)).toEqual(ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].courtForms));
  expect(carrying(PDF)).toEqual(['documents']);
});

it('court-form maps only in the function that builds packets, and in the translation desk’s (where each answer prints)', () => {
  // The desk (casework) and the client's view of the English (clientcase) read one type's maps, a chunk per type
  // (shared/questionnaires/forms/load.ts) loaded by the route's first request; the next tests check none at start.
  expect(carrying(FORM_MAP)).toEqual(['clientcase', 'documents', 'casework']);
});

it('questionnaire definitions only where answers are validated (submissions), drawn (documents) or translated (casework, clientcase)', () => {
  // admin's asset holds them too, as a chunk no admin route loads: functions/lib/domain/submissions.ts (whose staff
  // reads admin uses) has the submission route's lazy import(), and esbuild makes a chunk of every import() it sees
  // before it drops unused code. On disk only: the next test checks no function loads them at start.
  // casework and clientcase: the translation desk reads the submission's own type (load.ts), on the desk's first request.
  expect(carrying(DEFINITION)).toEqual(['submissions', 'clientcase', 'documents', 'admin', 'casework']);
});

it('a submission loads its own questionnaire only: one type per chunk (shared/questionnaires/load.ts), where the registry is not needed', () => {
  // documents draws any type's answers into the court forms through the registry (every type, on demand); since the
  // translation desk's per-type loaders are in it too, esbuild gives each type's definition a chunk of its own there
  // as well, which the registry's chunk imports.
  expect(bundles.get('submissions')!.mixedChunks).toEqual([]);
  expect(bundles.get('admin')!.mixedChunks).toEqual([]);
  expect(bundles.get('casework')!.mixedChunks).toEqual([]);
  expect(bundles.get('clientcase')!.mixedChunks).toEqual([]);
});

it('the AWS SDK only in functions that have AWS access; our Stripe client only in the one with the payment secrets', () => {
  const aws = (g: RouteGroup) => GROUP_ACCESS[g].table.length > 0 || !!GROUP_ACCESS[g].documents || !!GROUP_ACCESS[g].staffDirectory;
  expect(carrying((i) => i.includes('node_modules/@aws-sdk/'))).toEqual(ROUTE_GROUPS.filter(aws));
  expect(carrying((i) => i === 'functions/lib/payments/stripe-api.ts')).toEqual(ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].paymentSecrets));
  // The stripe package (240 KiB minified) is a devDependency for tests only: no function bundles it.
  expect(carrying((i) => i.includes('node_modules/stripe/'))).toEqual([]);
});

it('zod without its locales (English messages at most: the default error map)', () => {
  const zod = [...bundles.values()].flatMap((b) => b.inputs.filter((i) => i.includes('node_modules/zod/')));
  expect(zod.length).toBeGreaterThan(0);
  expect(zod.filter((i) => /\/locales\/(?!en\.js$|index\.js$)/.test(i))).toEqual([]);
});

it('none of them at cold start: what only some routes need is a chunk loaded by their first request', () => {
  const atStart = (test: (input: string) => boolean) => ROUTE_GROUPS.filter((g) => bundles.get(g)!.initialInputs.some(test));
  expect(atStart(PDF)).toEqual([]);
  expect(atStart(FORM_MAP)).toEqual([]);
  expect(atStart(DEFINITION)).toEqual([]);
  // The S3 client (uploads and downloads) and the Cognito client (the staff list) are read by the routes that use them;
  // every route of the sign-up group (auth) calls Cognito, so there it belongs to the cold start.
  expect(atStart((i) => /node_modules\/@aws-sdk\/(client-s3|s3-)/.test(i))).toEqual([]);
  expect(atStart((i) => i.includes('node_modules/@aws-sdk/client-cognito-identity-provider/'))).toEqual(['auth']);
  expect(atStart((i) => i.includes('node_modules/zod/'))).toEqual([...ROUTE_GROUPS]);
});

it('zod/mini at cold start, not classic zod: the API schemas and the server path are written on zod/mini', () => {
  const atStart = (test: (input: string) => boolean) => ROUTE_GROUPS.filter((g) => bundles.get(g)!.initialInputs.some(test));
  const CLASSIC = (i: string) => i.includes('node_modules/zod/v4/classic/');
  // Classic zod's schemas carry every method and, through their JSON Schema processors, zod's JSON Schema conversion
  // (~60 KiB more than zod/mini for the same schemas: docs/benchmarks.md "Fifth pass"). Only `npm run openapi`
  // converts to JSON Schema; no function does.
  expect(atStart(CLASSIC)).toEqual([]);
  expect(atStart((i) => i.includes('node_modules/zod/v4/mini/'))).toEqual([...ROUTE_GROUPS]);
  // No chunk uses classic zod either, on demand included (the questionnaire builder is on zod/mini too), so zod's JSON
  // Schema files reach no function: esbuild would put them in a chunk the entry imports at start if any lazy chunk did.
  expect(carrying(CLASSIC)).toEqual([]);
  const JSON_SCHEMA = (i: string) => /node_modules\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/.test(i);
  expect(atStart(JSON_SCHEMA)).toEqual([]);
});

it('no screen copy, catalogue titles or forms list at cold start: the routes that use them load them', () => {
  const atStart = (test: (input: string) => boolean) => ROUTE_GROUPS.filter((g) => bundles.get(g)!.initialInputs.some(test));
  // The admin screens' copy (16 KiB) heads the CSV export's columns: a chunk read by POST /admin/submissions/export.
  expect(atStart((i) => i === 'shared/i18n/messages/admin.ts')).toEqual([]);
  expect(carrying((i) => i === 'shared/i18n/messages/admin.ts')).toEqual(['admin']);
  // The generated forms list (14.5 KiB) builds the catalogue's entries; the types and fees are questionnaire-types.ts.
  expect(atStart((i) => i === 'shared/questionnaires/forms/meta.generated.ts')).toEqual([]);
  // The catalogue's titles (4.9 KiB, both languages): the stored search text of a new submission and the Stripe line
  // item read them, each on its route's first request; the admin search, lists and the webhook do not.
  expect(atStart((i) => i === 'shared/i18n/messages/catalogue.ts')).toEqual([]);
  expect(carrying((i) => i === 'shared/i18n/messages/catalogue.ts')).toEqual(['payments', 'submissions', 'documents', 'admin']);
});

it('each function carries its own group’s routes only: neither the whole table nor another group’s', () => {
  // The router matches its contract's table (shared/api/route-tables/<group>.ts); shared/api/routes.ts composes them
  // for CDK, the local gateway, the OpenAPI document and the tests.
  expect(carrying((i) => i === 'shared/api/routes.ts')).toEqual([]);
  for (const g of ROUTE_GROUPS) {
    expect(bundles.get(g)!.initialInputs.filter((i) => i.startsWith('shared/api/route-tables/'))).toEqual([
      `shared/api/route-tables/${g}.ts`,
    ]);
    expect(bundles.get(g)!.inputs.filter((i) => i.startsWith('shared/api/route-tables/'))).toEqual([`shared/api/route-tables/${g}.ts`]);
  }
});

it('the console (admin) and the submissions function carry neither S3, Cognito nor the case workspace: those are casework’s and clientcase’s', () => {
  // Not even as chunks: no console route uploads, links or lists staff. The client's side of the workspace is the
  // clientcase function; the office's side, the casework function (documents adds the court-forms packet to a case).
  const sdk = /node_modules\/@aws-sdk\/(client-s3|s3-|client-cognito-identity-provider)\//;
  expect(bundles.get('admin')!.inputs.filter((i) => sdk.test(i))).toEqual([]);
  // Nor does the submissions function (submitting, reading one's submissions): the client's side is clientcase.
  expect(bundles.get('submissions')!.inputs.filter((i) => sdk.test(i))).toEqual([]);
  expect(bundles.get('casework')!.inputs.filter((i) => sdk.test(i)).length).toBeGreaterThan(0);
  expect(carrying((i) => i.includes('node_modules/@aws-sdk/client-s3/'))).toEqual(ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].documents));
  expect(carrying((i) => i === 'functions/lib/domain/casework.ts')).toEqual(['clientcase', 'documents', 'casework']);
  expect([GROUP_ACCESS.admin.documents, GROUP_ACCESS.admin.staffDirectory]).toEqual([undefined, undefined]);
});

it('the health function stays small: no database, no questionnaires', () => {
  expect(bundles.get('health')!.bytes).toBeLessThan(100 * 1024);
});
