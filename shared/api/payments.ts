import * as z from 'zod/mini';
import { EmptyBodySchema } from './common';

/**
 * Card payments. In AWS the provider is Stripe Checkout; locally (PAYMENT_PROVIDER=test) a clearly labelled test
 * mode behind the same interface: the checkout URL opens the site's own payment page with `testMode=1`, which
 * completes the session through POST /payments/test-mode/{sessionId}/complete. Either way an order is marked paid
 * only by a verified provider event, and the amount always comes from the catalogue.
 */

export const PAYMENT_MODES = ['test', 'stripe'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Checkout session ids: Stripe's `cs_…` or the test mode's `cs_test_local_…`. */
export const CheckoutSessionIdSchema = z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,250}$/));

/** POST /orders/{orderId}/checkout takes no body (an empty object at most). */
export const CheckoutRequestSchema = EmptyBodySchema;

export const CheckoutResponseSchema = z.object({
  /** Where to send the browser: Stripe Checkout, or in test mode `${SITE_URL}/payment/<slug>?session=<id>&testMode=1` (the type's public slug). */
  checkoutUrl: z.url(),
  sessionId: CheckoutSessionIdSchema,
  mode: z.enum(PAYMENT_MODES),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** POST /payments/test-mode/{sessionId}/complete takes no body; answers the paid order (OrderResponseSchema). */
export const TestModeCompleteRequestSchema = EmptyBodySchema;

/** The provider's signature header on POST /payments/webhook (Stripe's name and `t=…,v1=…` format, in both modes). */
export const WEBHOOK_SIGNATURE_HEADER = 'Stripe-Signature';

export const WebhookResponseSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before: nothing was done again. */
  duplicate: z.boolean(),
});
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;
