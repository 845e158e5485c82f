import { paymentsContract } from '../../shared/api/contracts/payments';
import { WEBHOOK_SIGNATURE_HEADER } from '../../shared/api/payments';
import { completeTestCheckout, startCheckout } from '../lib/domain/checkout';
import { applyPaymentEvent } from '../lib/domain/payments';
import { ApiError, notFound } from '../lib/errors';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import { log } from '../lib/log';
import { paymentProvider } from '../lib/payments/active';
import { InvalidSignatureError, isTestMode, type PaymentEvent } from '../lib/payments/provider';

export const handler = createHandler(withSessionCheck(paymentsContract, assertSessionNotRevoked), {
  'POST /orders/{orderId}/checkout': async (req) => startCheckout(req.user, req.params.orderId),
  /** A process-serving order's card checkout (issue 32; loaded on first use). */
  'POST /service-orders/{jobId}/checkout': async (req) => {
    const { startServiceCheckout } = await import('../lib/domain/service-checkout');
    return startServiceCheckout(req.user, req.params.jobId);
  },
  /**
   * Local only (not deployed to AWS: `localOnly` in the route table), and even then only in test mode: anywhere else
   * it answers 404 before looking at anything.
   */
  'POST /payments/test-mode/{sessionId}/complete': async (req) => {
    if (!isTestMode()) throw notFound();
    return { order: await completeTestCheckout(req.user, req.params.sessionId) };
  },
  'POST /payments/test-mode/{sessionId}/complete-service': async (req) => {
    if (!isTestMode()) throw notFound();
    const { completeServiceTestCheckout } = await import('../lib/domain/service-checkout');
    const { toClientJob } = await import('../lib/domain/serving');
    return { job: toClientJob(await completeServiceTestCheckout(req.user, req.params.sessionId, 'test'), []) };
  },
  /** Signed by the provider (not by a user token); a replayed event id changes nothing and answers duplicate: true. */
  'POST /payments/webhook': async (req) => {
    const provider = await paymentProvider();
    let event: PaymentEvent;
    try {
      event = provider.verifyWebhook(req.body, req.headers[WEBHOOK_SIGNATURE_HEADER]);
    } catch (err) {
      if (!(err instanceof InvalidSignatureError)) throw err;
      log('warn', 'webhook refused', { requestId: req.requestId, code: 'invalid_signature' });
      throw new ApiError('invalid_signature', 'The webhook signature could not be verified');
    }
    const { duplicate } = await applyPaymentEvent(event, provider.mode);
    return { received: true, duplicate };
  },
});
