import type { PaymentMode } from '../../../shared/api/payments';
import { createTranslator, flatten } from '../../../shared/i18n/core';
import { slugOf } from '../../../shared/questionnaire-slugs';
import { SENSITIVE_TYPES } from '../../../shared/questionnaire-types';
import { readSecret, type SecretReader } from '../secrets';
import type { CheckoutInput, ExpiredCheckout, PaymentEvent, PaymentProvider, StartedCheckout } from './provider';
import { StripeClient, StripeInvalidRequestError } from './stripe-api';
import { verifyStripeEvent } from './stripe-events';

/** Stripe Checkout (hosted page) for card payments, and Stripe's signed webhooks (our own client: stripe-api.ts). */
export class StripeProvider implements PaymentProvider {
  readonly mode: PaymentMode = 'stripe';

  constructor(
    private readonly stripe: StripeClient,
    private readonly webhookSecret: string,
    private readonly siteUrl: string,
  ) {}

  async createCheckout(input: CheckoutInput): Promise<StartedCheckout> {
    // A sensitive service (a restraining order) gets a neutral name: Stripe prints it on the receipt and the card statement.
    // The catalogue's copy (4.9 KiB) is read by the checkout route's first request: the webhook never needs it.
    const { default: catalogueMessages } = await import('../../../shared/i18n/messages/catalogue');
    const t = createTranslator(flatten(catalogueMessages[input.locale]));
    const type = input.questionnaireType;
    const title = input.service
      ? input.service.title
      : !type || SENSITIVE_TYPES.has(type)
        ? t('catalogue.neutralTitle')
        : t(`catalogue.${type}.title`);
    // The type by its public slug: a sensitive one's is neutral ("document-preparation"), as on the receipt — Stripe's
    // dashboard and exports are read by people outside the case (F13). The order id finds everything else.
    const metadata = input.service
      ? { orderId: input.orderId, userId: input.userId, serviceJobId: input.orderId }
      : { orderId: input.orderId, userId: input.userId, questionnaireType: type ? slugOf(type) : '' };
    const session = await this.stripe.createCheckoutSession({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: title } } },
      ],
      client_reference_id: input.orderId,
      metadata,
      payment_intent_data: { metadata },
      ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
      locale: input.locale,
      // {CHECKOUT_SESSION_ID} is filled in by Stripe. The URLs name the type by its public slug (neutral for a sensitive
      // type): Stripe keeps them with the session, and the browser shows and remembers them.
      success_url: input.service
        ? `${this.siteUrl}${input.service.path}?session={CHECKOUT_SESSION_ID}&paid=1`
        : `${this.siteUrl}/payment-success?order=${input.orderId}&session={CHECKOUT_SESSION_ID}`,
      cancel_url: input.service
        ? `${this.siteUrl}${input.service.path}?canceled=1`
        : `${this.siteUrl}/payment/${slugOf(type!)}?order=${input.orderId}&canceled=1`,
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return { sessionId: session.id, checkoutUrl: session.url };
  }

  /**
   * POST /v1/checkout/sessions/{id}/expire. Stripe refuses to expire a session that is not open; then the session says
   * whether it was completed (a payment is on its way) or had expired already.
   */
  async expireCheckout(sessionId: string): Promise<ExpiredCheckout> {
    try {
      const session = await this.stripe.expireCheckoutSession(sessionId);
      return session.status === 'complete' ? 'complete' : 'expired';
    } catch (err) {
      if (!(err instanceof StripeInvalidRequestError)) throw err;
      const session = await this.stripe.retrieveCheckoutSession(sessionId);
      return session.status === 'complete' ? 'complete' : 'expired';
    }
  }

  verifyWebhook(payload: string, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeEvent(payload, signatureHeader, this.webhookSecret);
  }
}

/** The Stripe client as the functions use it: api.stripe.com, R-2's limits (STRIPE_CLIENT_LIMITS). */
export const stripeClient = (secretKey: string): StripeClient => new StripeClient(secretKey);

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
