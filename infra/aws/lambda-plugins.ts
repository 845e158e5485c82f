/**
 * The esbuild plugins of every Lambda bundle (infra/aws/bundling.ts `bundleLambda`): redirects of imports that the
 * `alias` option cannot reach, because they are **relative** imports inside a package (`./AdaptiveRetryStrategy`) or
 * because only some importers of a package path must be redirected. Each plugin is a named redirect with a reason,
 * counts the imports it redirected in each build (printed by `npm run build:functions`, written to build.json), and
 * fails the build (an esbuild error naming the plugin) when the file it replaces is no longer where it was: a new SDK
 * version then stops the build instead of silently bundling what the plugin used to cut. A stub that lacks a
 * name an importer imports fails the build too (esbuild's "No matching export").
 *
 * test/infra/lambda-bundle.test.ts runs bundles through every redirected path against recording endpoints.
 */
import type { Plugin, PluginBuild } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Imports each plugin redirected in one build, by plugin name. */
export type RedirectCounts = Record<string, number>;

/** The plugins of one build and the imports each redirected (filled in as the build runs). */
export interface LambdaPlugins {
  plugins: Plugin[];
  redirects: RedirectCounts;
}

/** A package file, checked to exist when a build starts (the loud failure when a package moves it). */
function packageFile(root: string, plugin: string, path: string): string {
  const file = join(root, 'node_modules', path);
  if (!existsSync(file)) {
    throw new Error(
      `esbuild plugin "${plugin}": node_modules/${path} no longer exists (a package was upgraded?). ` +
        'Update the redirect in infra/aws/lambda-plugins.ts (or remove it) rather than let the bundle grow back.',
    );
  }
  return file;
}

/** The file a relative import names, as the packages here write them (with or without `.js`). */
const relativeTargets = (resolveDir: string, path: string): string[] => {
  const abs = resolve(resolveDir, path);
  return abs.endsWith('.js') ? [abs] : [abs, `${abs}.js`];
};

/**
 * Redirect the relative imports of package files to other modules: `targets` maps each file (under node_modules) to
 * the module it is replaced by. Matched by the file an import resolves to, whoever imports it.
 */
function fileRedirects(name: string, root: string, counts: RedirectCounts, targets: Record<string, string>): Plugin {
  counts[name] = 0;
  return {
    name,
    setup(b: PluginBuild) {
      const replaced = new Map(Object.entries(targets).map(([path, to]) => [packageFile(root, name, path), to]));
      const basenames = [...replaced.keys()].map((f) => f.split('/').pop()!.replace(/\.js$/, ''));
      const filter = new RegExp(
        `^\\.{1,2}/(?:.*/)?(?:${basenames.map((s) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})(?:\\.js)?$`,
      );
      b.onResolve({ filter }, (args) => {
        const file = relativeTargets(args.resolveDir, args.path).find((f) => replaced.has(f));
        if (!file) return undefined;
        counts[name]++;
        return { path: replaced.get(file)! };
      });
    },
  };
}

/**
 * **dynamodb-json-protocols**: the JSON-protocol clients' imports of the `@aws-sdk/core/protocols` index go to a module
 * holding the index's JSON and CBOR re-exports only. The index also re-exports the XML and query codecs (S3's, ~15 KiB
 * with the XML builder and parser); esbuild puts a file in the chunks of every entry that reaches it through live
 * imports, whatever that entry uses, so DynamoDB's import of the index kept S3's XML codec in the cold start of the
 * functions that load S3 on demand (submissions, documents, admin) although only the S3 chunk uses it. S3 itself keeps
 * the whole index. The clients are listed by name: a client not listed keeps the index (nothing breaks, nothing is
 * cut); a listed client importing an XML or query name fails the build (no matching export).
 */
export const JSON_PROTOCOL_CLIENTS = [
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/dynamodb-codec',
  '@aws-sdk/client-cognito-identity-provider',
  '@aws-sdk/client-secrets-manager',
  '@aws-sdk/client-sesv2',
] as const;

export function jsonProtocolsOnly(root: string, counts: RedirectCounts): Plugin {
  const name = 'dynamodb-json-protocols';
  counts[name] = 0;
  return {
    name,
    setup(b) {
      const index = packageFile(root, name, '@aws-sdk/core/dist-es/submodules/protocols/index.js');
      const lines = readFileSync(index, 'utf8').split('\n');
      const kept = lines.filter((l) => !/from "\.\/(xml|query)\//.test(l));
      if (kept.length === lines.length || !kept.some((l) => l.includes('./json/AwsJson1_0Protocol'))) {
        throw new Error(
          `esbuild plugin "${name}": ${index} no longer re-exports ./json/ and ./xml/ as expected; update infra/aws/lambda-plugins.ts`,
        );
      }
      const contents = kept.join('\n');
      const importers = JSON_PROTOCOL_CLIENTS.map((p) => `/node_modules/${p}/`);
      b.onResolve({ filter: /^@aws-sdk\/core\/protocols$/ }, (args) => {
        if (!importers.some((p) => args.importer.includes(p))) return undefined;
        counts[name]++;
        return { path: index, namespace: name };
      });
      b.onLoad({ filter: /.*/, namespace: name }, () => ({ contents, loader: 'js', resolveDir: dirname(index) }));
    },
  };
}

/**
 * **sdk-unused-in-lambda**: `@smithy/core` files a Lambda function never runs, replaced by
 * functions/lib/lambda-sdk-unused.ts (each export throws if used; why each is unreachable is written there):
 * the adaptive retry strategy and its rate limiter (the retry mode is standard unless AWS_RETRY_MODE says otherwise,
 * and no function sets it), the EC2 instance metadata region lookup (Lambda always sets AWS_REGION), the pure-JS
 * SHA-256 and CRC32 (fallbacks for runtimes whose node:crypto / node:zlib lack them; Node 24 has both).
 *
 * Not replaced, because Lambda does run it: the shared config file loader (`~/.aws/config`): every client setting not
 * in the environment (max attempts, retry mode, defaults mode, dual-stack, FIPS, checksums…) is looked up in the
 * config files before its default, so the loader is called on every cold start and finds no files.
 */
export function sdkUnusedInLambda(root: string, counts: RedirectCounts): Plugin {
  const stub = join(root, 'functions/lib/lambda-sdk-unused.ts');
  const core = '@smithy/core/dist-es/submodules';
  return fileRedirects('sdk-unused-in-lambda', root, counts, {
    [`${core}/retry/util-retry/AdaptiveRetryStrategy.js`]: stub,
    [`${core}/retry/middleware-retry/retry-pre-sra-deprecated/AdaptiveRetryStrategy.js`]: stub,
    [`${core}/retry/util-retry/DefaultRateLimiter.js`]: stub,
    [`${core}/config/config-resolver/regionConfig/getInstanceMetadataRegion.js`]: stub,
    [`${core}/checksum/sha256/Sha256Js.js`]: stub,
    [`${core}/checksum/crc32/Crc32Js.js`]: stub,
  });
}

/** The plugins of every Lambda bundle, fresh for one build (each counts its redirects in `redirects`). */
export function lambdaPlugins(root: string): LambdaPlugins {
  const redirects: RedirectCounts = {};
  return {
    plugins: [jsonProtocolsOnly(root, redirects), sdkUnusedInLambda(root, redirects)],
    redirects,
  };
}
