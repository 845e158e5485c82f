/**
 * Pieces of the AWS SDK (`@smithy/core`) that a Lambda function never runs, replaced in every function bundle by the
 * `sdk-unused-in-lambda` plugin (infra/aws/lambda-plugins.ts). They are reached only by `@smithy/core`'s relative
 * imports, which esbuild's `alias` cannot replace. Each stands in for the SDK's export of the same name and throws a
 * clear error if it is ever used, instead of silently doing something else; why Lambda never reaches each one is
 * written beside it (and in the plugin). Code that is not bundled (the local stack, tests, scripts) keeps the SDK's.
 * test/infra/lambda-bundle.test.ts runs bundles against recording DynamoDB, S3, Cognito, SES and Secrets Manager
 * endpoints (retries included) through these stubs.
 */

const unused = (what: string, why: string): never => {
  throw new Error(`${what} is not bundled in Lambda functions (${why}); see infra/aws/lambda-plugins.ts`);
};

/**
 * The adaptive retry strategy (client-side rate limiting). Built only when the retry mode is `adaptive`
 * (AWS_RETRY_MODE or `retry_mode` in a shared config file, or a client's `retryMode` option): no function sets any of
 * them, so the clients use the standard strategy.
 */
export class AdaptiveRetryStrategy {
  constructor() {
    unused('The adaptive retry strategy', 'no function sets AWS_RETRY_MODE=adaptive; the standard strategy retries');
  }
}

/** The adaptive strategy's client-side rate limiter: constructed by it alone. */
export class DefaultRateLimiter {
  constructor() {
    unused('The adaptive retry rate limiter', 'only the adaptive retry strategy builds one');
  }
}

/**
 * The region from the EC2 instance metadata service: the last default of the region lookup (after AWS_REGION and the
 * shared config files) and the "auto" defaults mode's guess when AWS_EXECUTION_ENV is unset. Lambda always sets
 * AWS_REGION and AWS_EXECUTION_ENV, and has no instance metadata service.
 */
export const getInstanceMetadataRegion = (): Promise<string | undefined> =>
  unused('The EC2 instance metadata region lookup', 'Lambda always sets AWS_REGION');

/**
 * SHA-256 in JavaScript: `Sha256Node` falls back to it only when `node:crypto` cannot hash SHA-256, which Node always
 * can (SigV4 and the checksums use node:crypto).
 */
export class Sha256Js {
  constructor() {
    unused('The pure-JavaScript SHA-256', 'node:crypto hashes SHA-256 on every Node runtime');
  }
}

/**
 * CRC32 in JavaScript: `Crc32Node` falls back to it only when `node:zlib` has no `crc32`, which it has on Node 20.15 and
 * later (the Lambda runtime is Node 24; S3's default request checksums use zlib's).
 */
export class Crc32Js {
  constructor() {
    unused('The pure-JavaScript CRC32', "node:zlib's crc32 exists on Node 20.15+ (the Lambda runtime is Node 24)");
  }
}
