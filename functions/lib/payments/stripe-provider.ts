import Stripe from 'stripe';
import type { PaymentMode } from '../../../shared/api/payments';
import { createTranslator, flatten } from '../../../shared/i18n/core';
import catalogueMessages from '../../../shared/i18n/messages/catalogue';
import { readSecret, type SecretReader } from '../secrets';
import type { CheckoutInput, PaymentEvent, PaymentProvider, StartedCheckout } from './provider';
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
    const title = createTranslator(flatten(catalogueMessages[input.locale]))(`catalogue.${input.questionnaireType}.title`);
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

  verifyWebhook(payload: string, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeEvent(this.stripe.webhooks, payload, signatureHeader, this.webhookSecret);
  }
}

/** The Stripe client as the functions use it; tests pass an httpClient whose transport they control. */
export const stripeClient = (secretKey: string, httpClient?: Stripe.HttpClient): Stripe =>
  new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8000, telemetry: false, ...(httpClient ? { httpClient } : {}) });

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
