/**
 * How every Lambda function is bundled: `bundleLambda` below, esbuild's asynchronous `build` with lambdaBuildOptions
 * and the plugins of infra/aws/lambda-plugins.ts. The CDK runs it in a child process (scripts/bundle-lambda.ts, from
 * `functionCode` in infra/aws/constructs/api.ts: the API functions, the outbox consumer and the Cognito trigger; the
 * CDK's local bundling is synchronous and esbuild's `buildSync` runs no plugins), and scripts/build-functions.ts (the
 * bench, `npm run build:functions`) calls it directly, so what the bench measures is what AWS runs.
 */
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { lambdaPlugins, type RedirectCounts } from './lambda-plugins';

/** The Lambda runtime's Node version (Runtime.NODEJS_24_X in the api construct). */
export const LAMBDA_TARGET = 'node24';

/** Bundled CommonJS dependencies call require(); ESM has none, so provide one. */
export const LAMBDA_BANNER = "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

export const LAMBDA_MAIN_FIELDS = ['module', 'main'];

/**
 * Packages replaced in bundles (esbuild `alias`, paths relative to the repository root): the SDK's full default
 * credential chain by the environment provider Lambda needs (functions/lib/lambda-credentials.ts), and DynamoDB's
 * endpoint-discovery settings without the endpoint cache nothing reads (functions/lib/lambda-endpoint-discovery.ts).
 * `alias` replaces package paths only, for every importer; what it cannot reach (a package's relative imports, one
 * importer's view of a path) is redirected by the plugins of infra/aws/lambda-plugins.ts.
 * test/infra/lambda-bundle.test.ts runs bundles against recording endpoints, so a cut cannot break a call.
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts',
  '@aws-sdk/middleware-endpoint-discovery': './functions/lib/lambda-endpoint-discovery.ts',
};

/**
 * Modules left out of bundles: none. The SDK's event-stream codec (`@smithy/core/event-streams`) used to be left out
 * (DynamoDB and Secrets Manager load it only with `await import()`, on paths never taken), but the S3 client imports it
 * statically, and with code splitting a dynamic import costs nothing at cold start (it is a chunk read on first use).
 * scripts/build-functions.ts and the stack fail if a bundle imports an external statically.
 */
export const LAMBDA_EXTERNALS: readonly string[] = [];

/** Absolute alias targets, for esbuild's JS API (the CDK passes the relative ones with the repository as cwd). */
export const aliasesFrom = (root: string): Record<string, string> =>
  Object.fromEntries(Object.entries(LAMBDA_ALIASES).map(([pkg, path]) => [pkg, join(root, path)]));

/**
 * The esbuild options of a function (`bundleLambda` adds the plugins): ESM, minified, platform node, no source map, the
 * AWS SDK bundled, the createRequire banner, the aliases — and **code splitting**: `index.mjs` holds what every request
 * needs, and each module a handler loads with `await import()` (the questionnaires, pdf-lib and the court-form maps,
 * used by a few routes) becomes a chunk in `chunks/`, read from disk only when a request first needs it. Lambda's
 * cold start then loads and compiles the entry alone (a single-file bundle inlines lazy imports: they are parsed at
 * start even if they run later). `entry` is the handler module, `outdir` the function's asset folder.
 */
export const lambdaBuildOptions = (root: string, entry: string, outdir: string) =>
  ({
    entryPoints: { index: entry },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_TARGET,
    minify: true,
    sourcemap: false,
    mainFields: LAMBDA_MAIN_FIELDS,
    banner: { js: LAMBDA_BANNER },
    external: [...LAMBDA_EXTERNALS],
    alias: aliasesFrom(root),
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'error',
    absWorkingDir: root,
  }) satisfies BuildOptions;

export interface LambdaBundle {
  metafile: Metafile;
  /** Imports each plugin of infra/aws/lambda-plugins.ts redirected in this bundle. */
  redirects: RedirectCounts;
}

/**
 * Bundle one function: `entry` (its handler module) into `outdir` (index.mjs and chunks/) with lambdaBuildOptions and
 * the plugins. Throws esbuild's errors (a plugin's included) and if the bundle imports an external statically (Lambda
 * has no node_modules to find it).
 */
export async function bundleLambda(root: string, entry: string, outdir: string): Promise<LambdaBundle> {
  const { plugins, redirects } = lambdaPlugins(root);
  const { metafile } = await build({ ...lambdaBuildOptions(root, entry, outdir), plugins });
  const externals = staticExternals(metafile);
  if (externals.length) throw new Error(`${entry} imports ${externals.join(', ')} statically: Lambda could not load it`);
  return { metafile, redirects };
}

/** Externals a bundle imports statically (Lambda has no node_modules to find them): must be none. */
export function staticExternals(metafile: {
  outputs: Record<string, { imports: Array<{ path: string; kind: string; external?: boolean }> }>;
}): string[] {
  return Object.values(metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && i.kind !== 'dynamic-import' && !i.path.startsWith('node:') && !builtinModules.includes(i.path))
    .map((i) => i.path);
}
