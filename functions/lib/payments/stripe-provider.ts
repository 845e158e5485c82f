import Stripe from 'stripe';
import type { PaymentMode } from '../../../shared/api/payments';
import { createTranslator, flatten } from '../../../shared/i18n/core';
import { SENSITIVE_TYPES } from '../../../shared/questionnaire-types';
import catalogueMessages from '../../../shared/i18n/messages/catalogue';
import { readSecret, type SecretReader } from '../secrets';
import type { CheckoutInput, ExpiredCheckout, PaymentEvent, PaymentProvider, StartedCheckout } from './provider';
import { verifyStripeEvent } from './stripe-events';

/** Stripe Checkout (hosted page) for card payments, and Stripe's signed webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly mode: PaymentMode = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly siteUrl: string,
  ) {}

  async createCheckout(input: CheckoutInput): Promise<StartedCheckout> {
    // A sensitive service (a restraining order) gets a neutral name: Stripe prints it on the receipt and the card statement.
    const t = createTranslator(flatten(catalogueMessages[input.locale]));
    const title = SENSITIVE_TYPES.has(input.questionnaireType)
      ? t('catalogue.neutralTitle')
      : t(`catalogue.${input.questionnaireType}.title`);
    const metadata = { orderId: input.orderId, userId: input.userId, questionnaireType: input.questionnaireType };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: title } } },
      ],
      client_reference_id: input.orderId,
      metadata,
      payment_intent_data: { metadata },
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      locale: input.locale,
      // {CHECKOUT_SESSION_ID} is filled in by Stripe.
      success_url: `${this.siteUrl}/payment-success?order=${input.orderId}&session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.siteUrl}/payment/${input.questionnaireType}?order=${input.orderId}&canceled=1`,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  /**
   * stripe.checkout.sessions.expire. Stripe refuses to expire a session that is not open; then the session says
   * whether it was completed (a payment is on its way) or had expired already.
   */
  async expireCheckout(sessionId: string): Promise<ExpiredCheckout> {
    try {
      const session = await this.stripe.checkout.sessions.expire(sessionId);
      return session.status === 'complete' ? 'complete' : 'expired';
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'complete' ? 'complete' : 'expired';
    }
  }

  verifyWebhook(payload: string, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeEvent(this.stripe.webhooks, payload, signatureHeader, this.webhookSecret);
  }
}

/**
 * How long the Stripe client waits: each request 3 s, retried once (Stripe's own retries are idempotent), so a slow
 * Stripe costs at most ~6.5 s of a function's 10 s and the checkout answers 503 in time (never API Gateway's own
 * timeout, and never a session created after we gave up on it).
 */
export const STRIPE_CLIENT_LIMITS = { timeout: 3000, maxNetworkRetries: 1 } as const;

/** The Stripe client as the functions use it; tests pass an httpClient whose transport they control. */
export const stripeClient = (secretKey: string, httpClient?: Stripe.HttpClient): Stripe =>
  new Stripe(secretKey, { ...STRIPE_CLIENT_LIMITS, telemetry: false, ...(httpClient ? { httpClient } : {}) });

/**
 * The provider from the secrets the CDK stack grants (STRIPE_SECRET_KEY_ARN, STRIPE_WEBHOOK_SECRET_ARN), read from
 * Secrets Manager once per container.
 */
export async function stripeProviderFromEnv(
  env: NodeJS.ProcessEnv,
  siteUrl: string,
  read: SecretReader = readSecret,
): Promise<StripeProvider> {
  const keyArn = env.STRIPE_SECRET_KEY_ARN;
  const webhookArn = env.STRIPE_WEBHOOK_SECRET_ARN;
  if (!keyArn || !webhookArn) throw new Error('STRIPE_SECRET_KEY_ARN and STRIPE_WEBHOOK_SECRET_ARN must be set');
  const [secretKey, webhookSecret] = await Promise.all([read(keyArn), read(webhookArn)]);
  return new StripeProvider(stripeClient(secretKey), webhookSecret, siteUrl);
}
