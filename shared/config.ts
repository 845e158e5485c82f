import * as z from 'zod';

/**
 * The runtime configuration the SPA reads from /config.json. The web code is the same in every environment; only
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
  staffUserPoolClientId: z.string().optional(),
  /** Local only: the cognito-local compatibility endpoint. Absent in AWS (Amplify derives it from the region). */
  userPoolEndpoint: z.string().optional(),
  /** USER_SRP_AUTH in AWS; USER_PASSWORD_AUTH locally (cognito-local has no SRP). */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  apiUrl: z.string(),
  /** Online scheduling page embedded on /contact. */
  bookingUrl: z.string().optional(),
  /** 'test' shows the clearly labelled test-mode checkout; 'stripe' redirects to Stripe Checkout. */
  paymentMode: z.enum(['test', 'stripe']).default('stripe'),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
