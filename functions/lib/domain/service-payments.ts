/**
 * Card payment of a process-serving order (issue 32), like the questionnaire orders' (checkout.ts, payments.ts): the
 * amount is the job's own (the server's price), the session is recorded against the job, the provider's event is
 * applied once (its id recorded in the same transaction), and the job gets its receipt number. The checkout itself
 * (the provider's client) is ./service-checkout.ts: the functions that only apply or record payments (the console's)
 * do not carry it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, ddb, tableName, transact, type TransactItem } from '../db';
import { DependencyUnavailableError } from '../errors';
import { ALARMED, log } from '../log';
import type { PaymentEvent } from '../payments/provider';
import { sessionPaidOp, type CheckoutSession } from '../store/checkouts';
import { idempotencyPutOp } from '../store/idempotency';
import { keys } from '../store/keys';
import { eventPut, jobUpdate, type JobItem } from '../store/serving';
import { receiptNumberOf } from './serving';

/** The job by a consistent GetItem (the payments function is granted no BatchGetItem). */
export async function readJob(jobId: string): Promise<JobItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.serviceJob(jobId), ConsistentRead: true }));
  return (Item as JobItem | undefined) ?? null;
}

/** The site page a service order's payment returns to. */
export const servicePaymentPath = (jobId: string) => `/serve/order/${jobId}`;

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

export { idempotencyPutOp };
