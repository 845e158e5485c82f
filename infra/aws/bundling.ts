/**
 * How every Lambda function is bundled: CDK's NodejsFunction (infra/aws/constructs/api.ts) and
 * scripts/build-functions.ts (the bench, `npm run build:functions`) both take their esbuild options from here, so
 * what the bench measures is what AWS runs.
 */
import { join } from 'node:path';

/** The Lambda runtime's Node version (Runtime.NODEJS_24_X in the api construct). */
export const LAMBDA_TARGET = 'node24';

/** Bundled CommonJS dependencies call require(); ESM has none, so provide one. */
export const LAMBDA_BANNER = "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";

export const LAMBDA_MAIN_FIELDS = ['module', 'main'];

/**
 * Packages replaced in bundles (esbuild `alias`, paths relative to the repository root): the SDK's full default
 * credential chain by the environment provider Lambda needs (functions/lib/lambda-credentials.ts).
 */
export const LAMBDA_ALIASES: Readonly<Record<string, string>> = {
  '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts',
};

/**
 * Modules left out of bundles. Only ever imported dynamically by code paths our functions never take: the SDK's
 * event-stream codec (`await import()` in @smithy/core's HttpProtocol, for operations with event streams; DynamoDB
 * and Secrets Manager have none). scripts/build-functions.ts fails if any of them is imported statically.
 */
export const LAMBDA_EXTERNALS: readonly string[] = ['@smithy/core/event-streams'];

/** Absolute alias targets, for esbuild's JS API (the CDK passes the relative ones with the repository as cwd). */
export const aliasesFrom = (root: string): Record<string, string> =>
  Object.fromEntries(Object.entries(LAMBDA_ALIASES).map(([pkg, path]) => [pkg, join(root, path)]));
