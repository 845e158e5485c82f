import type { PaymentMode } from '../../../shared/api/payments';
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { Locale } from '../../../shared/i18n/core';

/**
 * The card payment provider, behind one interface: Stripe Checkout in AWS (stripe-provider.ts), the local test mode
 * elsewhere (test-mode.ts). Both speak Stripe's webhook format (`Stripe-Signature: t=…,v1=…`, HMAC-SHA256 of the raw
 * body), so the webhook route, its signature check and its idempotency are the same code in both modes.
 */

export interface CheckoutInput {
  /** The order's id (a service job's id for a process-serving order). */
  orderId: string;
  userId: string;
  /** What is bought: a questionnaire order's type, or — for a process-serving order — `service` instead. */
  questionnaireType?: QuestionnaireType;
  /**
   * A process-serving order (issue 32): the line's name on the receipt (neutral for restraining-order papers) and the
   * site path the payment returns to (`?session=` is added).
   */
  service?: { title: string; path: string };
  /** From the order, which took it from the catalogue. */
  amountCents: number;
  currency: 'usd';
  locale: Locale;
  customerEmail?: string;
}

export interface StartedCheckout {
  sessionId: string;
  checkoutUrl: string;
}

/** A verified provider event, reduced to what the API acts on. */
export type PaymentEvent =
  | {
      id: string;
      kind: 'checkout_paid';
      sessionId: string;
      /** The order id the session carried in its metadata (cross-checked with our own session record). */
      orderId: string | null;
      amountCents: number | null;
      currency: string | null;
    }
  | { id: string; kind: 'ignored'; type: string };

/** What became of a checkout session we asked the provider to expire. */
export type ExpiredCheckout = 'expired' | 'complete';

export interface PaymentProvider {
  readonly mode: PaymentMode;
  createCheckout(input: CheckoutInput): Promise<StartedCheckout>;
  /**
   * Make an open checkout session unpayable. 'complete' when it was completed first (a payment is on its way: the
   * caller must not start another); 'expired' when it can no longer be paid (expired now or before).
   */
  expireCheckout(sessionId: string): Promise<ExpiredCheckout>;
  /** The event of a webhook call, if its signature is valid (else InvalidSignatureError). */
  verifyWebhook(payload: string, signatureHeader: string | undefined): PaymentEvent;
}

export class InvalidSignatureError extends Error {
  constructor(reason: string) {
    super(`Webhook signature not verified: ${reason}`);
    this.name = 'InvalidSignatureError';
  }
}

/** Only an explicit PAYMENT_PROVIDER=test enables the test mode; anything else is Stripe (fail closed). */
export const isTestMode = (env: NodeJS.ProcessEnv = process.env): boolean => env.PAYMENT_PROVIDER === 'test';

export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.SITE_URL;
  if (!url) throw new Error('SITE_URL is not set');
  return url.replace(/\/+$/, '');
}
