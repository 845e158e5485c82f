import { PathIdSchema } from '../../shared/api/common';
import type { OrderResponse } from '../../shared/api/orders';
import {
  CheckoutRequestSchema,
  CheckoutSessionIdSchema,
  TestModeCompleteRequestSchema,
  WEBHOOK_SIGNATURE_HEADER,
  type CheckoutResponse,
  type WebhookResponse,
} from '../../shared/api/payments';
import { completeTestCheckout, startCheckout } from '../lib/domain/checkout';
import { applyPaymentEvent } from '../lib/domain/payments';
import { ApiError, notFound } from '../lib/errors';
import { createHandler, json } from '../lib/http';
import { log } from '../lib/log';
import { paymentProvider } from '../lib/payments/active';
import { InvalidSignatureError, isTestMode, type PaymentEvent } from '../lib/payments/provider';

export const handler = createHandler('payments', {
  'POST /orders/{orderId}/checkout': async (req) => {
    const orderId = req.param('orderId', PathIdSchema);
    req.body(CheckoutRequestSchema);
    const body: CheckoutResponse = await startCheckout(req.user, orderId);
    return json(200, body);
  },
  /** Exists only in test mode: anywhere else it answers 404 before looking at anything. */
  'POST /payments/test-mode/{sessionId}/complete': async (req) => {
    if (!isTestMode()) throw notFound();
    const sessionId = req.param('sessionId', CheckoutSessionIdSchema);
    req.body(TestModeCompleteRequestSchema);
    const body: OrderResponse = { order: await completeTestCheckout(req.user, sessionId) };
    return json(200, body);
  },
  /** Signed by the provider (not by a user token); a replayed event id changes nothing and answers duplicate: true. */
  'POST /payments/webhook': async (req) => {
    const provider = await paymentProvider();
    let event: PaymentEvent;
    try {
      event = provider.verifyWebhook(req.rawBody(), req.header(WEBHOOK_SIGNATURE_HEADER));
    } catch (err) {
      if (!(err instanceof InvalidSignatureError)) throw err;
      log('warn', 'webhook refused', { requestId: req.requestId, code: 'invalid_signature' });
      throw new ApiError('invalid_signature', 'The webhook signature could not be verified');
    }
    const { duplicate } = await applyPaymentEvent(event, provider.mode);
    const body: WebhookResponse = { received: true, duplicate };
    return json(200, body);
  },
});
