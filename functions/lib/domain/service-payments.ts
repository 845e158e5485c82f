/**
 * Card payment of a process-serving order (issue 32), like the questionnaire orders' (checkout.ts, payments.ts): the
 * amount is the job's own (the server's price), the session is recorded against the job, the provider's event is
 * applied once (its id recorded in the same transaction), and the job gets its receipt number. Only the caller's own
 * orders, chosen for card payment, unpaid and not cancelled.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckoutResponse, PaymentMode } from '../../../shared/api/payments';
import type { Caller } from '../auth';
import { cancellationCodes, ddb, tableName, transact, type TransactItem } from '../db';
import { ApiError, DependencyUnavailableError, notFound } from '../errors';
import { ALARMED, log } from '../log';
import { paymentProvider } from '../payments/active';
import type { PaymentEvent } from '../payments/provider';
import { testModePaidEvent } from '../payments/test-mode';
import { checkoutSessionPutOp, getCheckoutSession, sessionExpiredOp, sessionPaidOp, type CheckoutSession } from '../store/checkouts';
import { idempotencyPutOp } from '../store/idempotency';
import { keys } from '../store/keys';
import { eventPut, jobUpdate, type JobItem } from '../store/serving';
import { receiptNumberOf } from './serving';

/** The job by a consistent GetItem (the payments function is granted no BatchGetItem). */
async function readJob(jobId: string): Promise<JobItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.serviceJob(jobId), ConsistentRead: true }));
  return (Item as JobItem | undefined) ?? null;
}

/** The site page a service order's payment returns to. */
export const servicePaymentPath = (jobId: string) => `/serve/order/${jobId}`;

export async function startServiceCheckout(caller: Caller, jobId: string): Promise<CheckoutResponse> {
  const job = await readJob(jobId);
  if (!job || job.owner !== caller.sub || job.origin !== 'order') throw notFound('No such service order');
  if (job.state === 'cancelled') throw new ApiError('invalid_transition', 'This order was cancelled');
  if (job.payment.status === 'paid') throw new ApiError('conflict', 'This order is already paid');
  if (job.payment.method !== 'card') throw new ApiError('payment_required', 'Choose card payment first');
  const provider = await paymentProvider();
  const last = job.payment.checkoutSessionIds?.at(-1);
  if (last && (await provider.expireCheckout(last)) === 'complete') throw new ApiError('conflict', 'A payment for this order is already being processed');
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
      jobUpdate(job, { payment: { ...job.payment, checkoutSessionIds: [...(job.payment.checkoutSessionIds ?? []), session.sessionId] } }, now),
      ...(last ? [sessionExpiredOp(last, now)] : []),
    ]);
  } catch (err) {
    await provider.expireCheckout(session.sessionId).catch(() => undefined);
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The order changed; please try again');
    throw err;
  }
  return { checkoutUrl: started.checkoutUrl, sessionId: started.sessionId, mode: provider.mode };
}

/**
 * A provider's "paid" event for a service order's session, with the event's idempotency claim (first item): the job
 * paid (receipt numbered), the session kept. A session or amount that does not match is logged for a person (as the
 * orders' are) and not recorded, so the event can be replayed after a fix.
 */
export async function applyServicePayment(
  event: Extract<PaymentEvent, { kind: 'checkout_paid' }>,
  session: CheckoutSession,
  claim: TransactItem,
  attempt = 1,
): Promise<{ duplicate: boolean; problem?: 'unknown_order' | 'amount_mismatch' | 'already_paid' }> {
  const job = await readJob(session.serviceJobId!);
  const problem = !job
    ? 'unknown_order'
    : event.amountCents !== job.priceCents || event.currency !== 'usd'
      ? 'amount_mismatch'
      : job.payment.status === 'paid' && job.payment.reference !== event.sessionId
        ? 'already_paid'
        : null;
  if (problem) {
    log('error', ALARMED.paymentNotApplied, { ref: event.id, code: problem });
    return { duplicate: false, problem };
  }
  const now = new Date();
  const ops: TransactItem[] = [claim];
  if (job!.payment.status === 'unpaid') {
    ops.push(
      jobUpdate(
        job!,
        {
          payment: {
            ...job!.payment,
            method: 'card',
            status: 'paid',
            paidAt: now.toISOString(),
            reference: event.sessionId,
            receiptNumber: receiptNumberOf(job!.id, now),
          },
        },
        now.toISOString(),
      ),
      eventPut(job!.id, 'paid', { sub: session.userId, name: 'Card payment' }, now.toISOString(), { method: 'card' }),
      sessionPaidOp(event.sessionId),
    );
  }
  try {
    await transact(ops);
  } catch (err) {
    const codes = cancellationCodes(err);
    if (!codes) throw err;
    if (codes[0] === 'ConditionalCheckFailed') return { duplicate: true };
    if (attempt >= 3) throw new DependencyUnavailableError('The job kept changing while the payment was applied');
    return applyServicePayment(event, session, claim, attempt + 1);
  }
  log('info', 'service order paid', { ref: job!.id, code: 'card' });
  return { duplicate: false };
}

/** Pay the caller's test-mode session of a service order, as Stripe's webhook would (test mode only). */
export async function completeServiceTestCheckout(caller: Caller, sessionId: string, mode: PaymentMode): Promise<JobItem> {
  const session = await getCheckoutSession(sessionId);
  if (!session || !session.serviceJobId || session.userId !== caller.sub || session.mode !== 'test' || mode !== 'test') throw notFound('Checkout session not found');
  if (session.expiredAt) throw new ApiError('conflict', 'This checkout expired; start the payment again');
  const { applyPaymentEvent } = await import('./payments');
  await applyPaymentEvent(testModePaidEvent(session), 'test');
  return (await readJob(session.serviceJobId))!;
}

export { idempotencyPutOp };
