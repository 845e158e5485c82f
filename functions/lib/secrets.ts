import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * Secrets Manager values by ARN, read once per Lambda container (on first use, i.e. the cold start of the function
 * that needs them) and kept in memory. A failed read is not cached, so the next request tries again.
 */
const cache = new Map<string, Promise<string>>();
let client: SecretsManagerClient | null = null;

export type SecretReader = (arn: string) => Promise<string>;

export const readSecret: SecretReader = (arn) => {
  let value = cache.get(arn);
  if (!value) {
    client ??= new SecretsManagerClient({ maxAttempts: 3 });
    value = client.send(new GetSecretValueCommand({ SecretId: arn })).then((res) => {
      const secret = res.SecretString?.trim();
      if (!secret) throw new Error('The secret has no string value');
      return secret;
    });
    value.catch(() => cache.delete(arn));
    cache.set(arn, value);
  }
  return value;
};
