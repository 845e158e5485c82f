import { randomUUID } from 'node:crypto';
import type { PaymentMode } from '../../../shared/api/payments';
import { slugOf } from '../../../shared/questionnaire-slugs';
import type { CheckoutSession } from '../store/checkouts';
import type { CheckoutInput, ExpiredCheckout, PaymentEvent, PaymentProvider, StartedCheckout } from './provider';
import { verifyStripeEvent } from './stripe-events';
import { signPayload } from './stripe-signature';

/**
 * The local test mode (PAYMENT_PROVIDER=test; never set in AWS): no money moves and no Stripe server is called.
 * The checkout URL opens the site's own payment page, clearly labelled, which completes the session through
 * POST /payments/test-mode/{sessionId}/complete. Webhooks are Stripe's format, checked by the Stripe provider's code
 * (stripe-signature.ts), signed with this fixed local secret — public on purpose: it only ever guards test-mode data on a developer's machine.
 */
export const TEST_MODE_WEBHOOK_SECRET = 'whsec_local_test_mode_not_a_secret';

export class TestModeProvider implements PaymentProvider {
  readonly mode: PaymentMode = 'test';

  constructor(private readonly siteUrl: string) {}

  async createCheckout(input: CheckoutInput): Promise<StartedCheckout> {
    const sessionId = `cs_test_local_${randomUUID().replace(/-/g, '')}`;
    const path = input.service ? input.service.path : `/payment/${slugOf(input.questionnaireType!)}`;
    return { sessionId, checkoutUrl: `${this.siteUrl}${path}?session=${sessionId}&testMode=1` };
  }

  /** Test sessions live only in our table: the checkout marks them expired there, and completion refuses those. */
  async expireCheckout(): Promise<ExpiredCheckout> {
    return 'expired';
  }

  verifyWebhook(payload: string, signatureHeader: string | undefined): PaymentEvent {
    return verifyStripeEvent(payload, signatureHeader, TEST_MODE_WEBHOOK_SECRET);
  }
}

/**
 * The event Stripe would send once a test session is paid. Its id derives from the session, so completing the same
 * session twice is a replay of one event: no double effect.
 */
export const testModePaidEvent = (session: CheckoutSession): PaymentEvent => ({
  id: `evt_test_local_${session.sessionId}`,
  kind: 'checkout_paid',
  sessionId: session.sessionId,
  orderId: session.orderId,
  amountCents: session.amountCents,
  currency: session.currency,
});

/** A `Stripe-Signature` header for a payload, signed with the test-mode secret (local tooling and tests). */
export const signTestModePayload = (payload: string, timestamp?: number): string =>
  signPayload(payload, TEST_MODE_WEBHOOK_SECRET, timestamp);
