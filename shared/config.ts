/**
 * The runtime configuration the SPA reads from /config.json. The web code is the same in every environment; only
 * this file differs: the CDK site construct writes it from stack outputs, the local stack serves it from its ports.
 *
 * Checked by hand rather than with zod: the web validates it on every page before anything else starts, public pages
 * included, and even `zod/mini`'s core (~19 KiB gzip) was most of what a public page's boot chunk carried besides
 * React. `RuntimeConfigSchema.parse` keeps zod's calling shape (the stack test reads the generated file with it).
 */
export interface RuntimeConfig {
  environment: 'local' | 'aws';
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /**
   * The staff app client: the admin console signs in with it (TOTP code, 15-minute ID tokens, 12-hour sessions); the
   * admin group claim is only issued to it. Present in every config the stacks write.
   */
  staffUserPoolClientId?: string;
  /** Local only: the cognito-local compatibility endpoint. Absent in AWS (Amplify derives it from the region). */
  userPoolEndpoint?: string;
  /** USER_SRP_AUTH in AWS; USER_PASSWORD_AUTH locally (cognito-local has no SRP). */
  authFlowType: 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH';
  apiUrl: string;
  /** Online scheduling page embedded on /contact. */
  bookingUrl?: string;
  /** 'test' shows the clearly labelled test-mode checkout; 'stripe' (the default) redirects to Stripe Checkout. */
  paymentMode: 'test' | 'stripe';
}

type Field = { kind: 'string' } | { kind: 'enum'; values: readonly string[] };
const FIELDS: Record<keyof RuntimeConfig, Field & { optional?: true }> = {
  environment: { kind: 'enum', values: ['local', 'aws'] },
  region: { kind: 'string' },
  userPoolId: { kind: 'string' },
  userPoolClientId: { kind: 'string' },
  staffUserPoolClientId: { kind: 'string', optional: true },
  userPoolEndpoint: { kind: 'string', optional: true },
  authFlowType: { kind: 'enum', values: ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] },
  apiUrl: { kind: 'string' },
  bookingUrl: { kind: 'string', optional: true },
  paymentMode: { kind: 'enum', values: ['test', 'stripe'], optional: true },
};

/** The configuration in `value`, or an error naming every field that is wrong. Unknown fields are dropped. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('config.json: not an object');
  const input = value as Record<string, unknown>;
  const out: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, field] of Object.entries(FIELDS)) {
    const v = input[name];
    if (v === undefined) {
      if (!field.optional) problems.push(`${name}: missing`);
      continue;
    }
    if (typeof v !== 'string') problems.push(`${name}: not a string`);
    else if (field.kind === 'enum' && !field.values.includes(v)) problems.push(`${name}: not one of ${field.values.join(', ')}`);
    else out[name] = v;
  }
  if (problems.length) throw new Error(`config.json: ${problems.join('; ')}`);
  return { paymentMode: 'stripe', ...out } as unknown as RuntimeConfig;
}

export const RuntimeConfigSchema = { parse: parseRuntimeConfig } as const;
