import { isTestMode, siteUrl, type PaymentProvider } from './provider';
import { stripeProviderFromEnv } from './stripe-provider';
import { TestModeProvider } from './test-mode';

let active: Promise<PaymentProvider> | null = null;

/**
 * The provider this deployment uses, created once per container (Stripe's secrets are read then). A failed creation
 * is not kept, so a later request tries again.
 */
export function paymentProvider(env: NodeJS.ProcessEnv = process.env): Promise<PaymentProvider> {
  if (!active) {
    const created = isTestMode(env) ? Promise.resolve(new TestModeProvider(siteUrl(env))) : stripeProviderFromEnv(env, siteUrl(env));
    created.catch(() => (active = null));
    active = created;
  }
  return active;
}
