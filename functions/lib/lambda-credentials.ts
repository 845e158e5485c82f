/**
 * The AWS SDK's default credential provider, as a Lambda function needs it: the execution role's credentials, which
 * Lambda always puts in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN).
 *
 * Every function bundle aliases `@aws-sdk/credential-provider-node` (the full chain: environment, SSO, web identity,
 * INI files, ECS and EC2 metadata, with the nested STS/SSO/sign-in clients they use) to this module
 * (infra/aws/bundling.ts): ~100 KB minified less per function, and no chain of fallbacks to walk in AWS. Code that is
 * not bundled (the local stack, tests, scripts) keeps the SDK's full chain. Same exports as the package.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type Provider = ReturnType<typeof fromEnv>;
type Credentials = Awaited<ReturnType<Provider>>;

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}): Provider => fromEnv(init);

/** As the package's: credentials with an expiration need refreshing (Lambda's last the environment's lifetime). */
export const credentialsWillNeedRefresh = (credentials: Credentials): boolean => credentials.expiration !== undefined;

/** As the package's: credentials with less than 5 minutes left are treated as expired. */
export const credentialsTreatedAsExpired = (credentials: Credentials): boolean =>
  credentials.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
