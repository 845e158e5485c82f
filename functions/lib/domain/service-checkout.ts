/**
 * A card checkout of a process-serving order (issue 32), with the payment provider's client: only the caller's own
 * orders, chosen for card payment, unpaid and not cancelled; and the test-mode completion (local only). The payment's
 * event is applied by ./service-payments.ts.
 */
import type { CheckoutResponse, PaymentMode } from '../../../shared/api/payments';
import type { Caller } from '../auth';
import { cancellationCodes, transact } from '../db';
import { ApiError, notFound } from '../errors';
import { paymentProvider } from '../payments/active';
import { testModePaidEvent } from '../payments/test-mode';
import { checkoutSessionPutOp, getCheckoutSession, sessionExpiredOp, type CheckoutSession } from '../store/checkouts';
import { jobUpdate, type JobItem } from '../store/serving';
import { readJob, servicePaymentPath } from './service-payments';

export async function startServiceCheckout(caller: Caller, jobId: string): Promise<CheckoutResponse> {
  const job = await readJob(jobId);
  if (!job || job.owner !== caller.sub || job.origin !== 'order') throw notFound('No such service order');
  if (job.state === 'cancelled') throw new ApiError('invalid_transition', 'This order was cancelled');
  if (job.payment.status === 'paid') throw new ApiError('conflict', 'This order is already paid');
  if (job.payment.method !== 'card') throw new ApiError('payment_required', 'Choose card payment first');
  const provider = await paymentProvider();
  const last = job.payment.checkoutSessionIds?.at(-1);
  if (last && (await provider.expireCheckout(last)) === 'complete')
    throw new ApiError('conflict', 'A payment for this order is already being processed');
  const started = await provider.createCheckout({
    orderId: job.id,
    userId: caller.sub,
    service: { title: job.paperKind === 'dv' ? 'Legal document services' : 'Process serving', path: servicePaymentPath(job.id) },
    amountCents: job.priceCents,
    currency: 'usd',
    locale: job.client.locale,
    ...(job.client.email ? { customerEmail: job.client.email } : {}),
  });
  const now = new Date().toISOString();
  const session: CheckoutSession = {
    sessionId: started.sessionId,
    orderId: job.id,
    serviceJobId: job.id,
    userId: caller.sub,
    amountCents: job.priceCents,
    currency: 'usd',
    mode: provider.mode,
    createdAt: now,
  };
  try {
    await transact([
      checkoutSessionPutOp(session),
      jobUpdate(
        job,
        { payment: { ...job.payment, checkoutSessionIds: [...(job.payment.checkoutSessionIds ?? []), session.sessionId] } },
        now,
      ),
      ...(last ? [sessionExpiredOp(last, now)] : []),
    ]);
  } catch (err) {
    await provider.expireCheckout(session.sessionId).catch(() => undefined);
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The order changed; please try again');
    throw err;
  }
  return { checkoutUrl: started.checkoutUrl, sessionId: started.sessionId, mode: provider.mode };
}

/** Pay the caller's test-mode session of a service order, as Stripe's webhook would (test mode only). */
export async function completeServiceTestCheckout(caller: Caller, sessionId: string, mode: PaymentMode): Promise<JobItem> {
  const session = await getCheckoutSession(sessionId);
  if (!session || !session.serviceJobId || session.userId !== caller.sub || session.mode !== 'test' || mode !== 'test')
    throw notFound('Checkout session not found');
  if (session.expiredAt) throw new ApiError('conflict', 'This checkout expired; start the payment again');
  const { applyPaymentEvent } = await import('./payments');
  await applyPaymentEvent(testModePaidEvent(session), 'test');
  return (await readJob(session.serviceJobId))!;
}
