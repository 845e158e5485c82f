import * as z from 'zod/mini';
import { LARGE_MAX_BODY_BYTES, defineContract } from '../contract';
import { OrderResponseSchema } from '../orders';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  TestModeCompleteRequestSchema,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookResponseSchema,
} from '../payments';
import { paymentsRoutes } from '../route-tables/payments';
import { ClientJobResponseSchema } from '../serving';

export const paymentsContract = defineContract(paymentsRoutes, {
  'POST /orders/{orderId}/checkout': {
    body: CheckoutRequestSchema,
    success: { status: 200, description: 'Where to send the browser to pay', schema: CheckoutResponseSchema },
    errors: [
      'validation_failed',
      'not_found',
      'agreement_required',
      'payment_required',
      'forms_required',
      'notice_delivery_required',
      'conflict',
    ],
  },
  'POST /service-orders/{jobId}/checkout': {
    body: CheckoutRequestSchema,
    success: { status: 200, description: 'Where to send the browser to pay for the service order', schema: CheckoutResponseSchema },
    errors: ['validation_failed', 'not_found', 'payment_required', 'conflict', 'invalid_transition'],
  },
  'POST /payments/test-mode/{sessionId}/complete': {
    body: TestModeCompleteRequestSchema,
    success: { status: 200, description: 'The paid order (test mode only; 404 otherwise)', schema: OrderResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /payments/test-mode/{sessionId}/complete-service': {
    body: TestModeCompleteRequestSchema,
    success: { status: 200, description: 'The paid service order (test mode only; 404 otherwise)', schema: ClientJobResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /payments/webhook': {
    body: z.record(z.string(), z.unknown()).register(z.globalRegistry, {
      description:
        'A Stripe event (checkout.session.completed, checkout.session.async_payment_succeeded; others are acknowledged and ignored)',
    }),
    // The signature is computed over the exact bytes: the handler verifies the text as sent.
    bodyAs: 'text',
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
    headers: {
      [WEBHOOK_SIGNATURE_HEADER]: {
        // Checked by the provider's verification (400 invalid_signature when missing or wrong), not by the schema.
        schema: z.optional(z.string()),
        description: 'Stripe’s signature header: t=<unix time>,v1=<HMAC-SHA256 hex>. Without a valid one: 400 invalid_signature.',
      },
    },
    success: { status: 200, description: 'Received (duplicate: true for an event id processed before)', schema: WebhookResponseSchema },
    errors: ['invalid_signature'],
  },
});
