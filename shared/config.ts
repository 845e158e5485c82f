import * as z from 'zod/mini';

/**
 * The runtime configuration the SPA reads from /config.json. Written with `zod/mini` (the same schema, tree-shaken to
 * the few checks it uses): the web validates it on every page before anything else loads, public pages included, and
 * the full zod stays off their first load. The web code is the same in every environment; only
 * this file differs: the CDK site construct writes it from stack outputs, the local stack serves it from its ports.
 */
export const RuntimeConfigSchema = z.object({
  environment: z.enum(['local', 'aws']),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /**
   * The staff app client: the admin console signs in with it (TOTP code, 15-minute ID tokens, 12-hour sessions); the
   * admin group claim is only issued to it. Present in every config the stacks write.
   */
  staffUserPoolClientId: z.optional(z.string()),
  /** Local only: the cognito-local compatibility endpoint. Absent in AWS (Amplify derives it from the region). */
  userPoolEndpoint: z.optional(z.string()),
  /** USER_SRP_AUTH in AWS; USER_PASSWORD_AUTH locally (cognito-local has no SRP). */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  apiUrl: z.string(),
  /** Online scheduling page embedded on /contact. */
  bookingUrl: z.optional(z.string()),
  /** 'test' shows the clearly labelled test-mode checkout; 'stripe' redirects to Stripe Checkout. */
  paymentMode: z._default(z.enum(['test', 'stripe']), 'stripe'),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
