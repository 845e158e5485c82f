/**
 * Payments recorded on orders: provider events (card) applied exactly once, and office payments recorded by staff.
 * Nothing here talks to a provider (see checkout.ts), so the admin function does not bundle the Stripe SDK.
 */
import type { AdminOrder } from '../../../shared/api/admin';
import type { PaymentMode } from '../../../shared/api/payments';
import { contractInForce } from '../../../shared/compliance';
import { displayName, type Caller } from '../auth';
import { cancellationCodes, transact, type TransactItem } from '../db';
import { ApiError, DependencyUnavailableError, notFound } from '../errors';
import { ALARMED, log } from '../log';
import type { PaymentEvent } from '../payments/provider';
import { getCheckoutSession, sessionPaidOp, type CheckoutSession } from '../store/checkouts';
import { getIdempotencyRecord, idempotencyPutOp } from '../store/idempotency';
import { getOrder, markPaidOp, toAdminOrder, toOrder, type OrderItem, type PaymentRecord } from '../store/orders';
import { statsOps } from '../store/stats';
import { notifyPaymentReceipt } from '../outbox/outbox';
import { getSubmission, paymentSnapshotOps, type SubmissionItem } from '../store/submissions';

/** Processed webhook event ids are kept this long: longer than Stripe retries a delivery (3 days). */
const WEBHOOK_EVENT_TTL_SECONDS = 30 * 24 * 3600;

/** The submission of an order paid after it was submitted: its listing columns and its place move with the payment. */
async function submissionOf(order: OrderItem): Promise<SubmissionItem | null> {
  if (!order.submissionId) return null;
  const meta = await getSubmission(order.submissionId);
  if (!meta) throw new Error(`Order ${order.orderId} names a submission that does not exist`);
  return meta;
}

/**
 * Mark an order paid, keeping its submission's listing columns in step (and giving back the place it held among
 * those waiting for an office payment), in one transaction with `extra`.
 */
function paidOps(order: OrderItem, submission: SubmissionItem | null, payment: PaymentRecord, extra: TransactItem[] = []): TransactItem[] {
  return [
    ...extra,
    markPaidOp(order, payment),
    // The client's receipt by email, in the same transaction: sent exactly when the payment is recorded (issue 30).
    notifyPaymentReceipt(order, { amountCents: order.amountCents, paidAt: payment.paidAt }),
    ...(submission ? paymentSnapshotOps(submission, { method: payment.method, status: 'paid' }, payment.paidAt) : []),
    // The owner's figures, in the same transaction (store/stats.ts).
    ...statsOps({
      kind: 'paid',
      at: payment.paidAt,
      type: order.questionnaireType,
      amountCents: order.amountCents,
      submittedAt: order.submissionId ? (order.submittedAt ?? null) : null,
    }),
  ];
}

/**
 * Why a verified "paid" event cannot pay its order. None should happen with our own sessions: each is money received
 * that no order records (a second payment of a paid order, an amount changed by a Stripe setting, a session we do not
 * know), so each needs a person (refund, or fix and replay).
 */
export type PaymentProblem = 'unknown_session' | 'unknown_order' | 'order_mismatch' | 'amount_mismatch' | 'already_paid';

function problemWith(
  event: Extract<PaymentEvent, { kind: 'checkout_paid' }>,
  session: CheckoutSession | null,
  order: OrderItem | null,
): PaymentProblem | null {
  if (!session) return 'unknown_session';
  if (!order) return 'unknown_order';
  if (event.orderId !== null && event.orderId !== session.orderId) return 'order_mismatch';
  if (event.amountCents !== order.amountCents || event.currency !== order.currency) return 'amount_mismatch';
  // Paid through this very session (another event of the same payment) is no problem; any other payment is a second one.
  if (order.paymentStatus === 'paid' && order.paymentReference !== event.sessionId) return 'already_paid';
  return null;
}

/** The log line an alarm counts (infra/aws/constructs/monitoring.ts: PaymentEventsNotApplied). */
export const PAYMENT_NOT_APPLIED = ALARMED.paymentNotApplied;

export interface AppliedEvent {
  /** The event had been processed before (nothing done now). */
  duplicate: boolean;
  /** Set when a paid event could not pay its order: it is not recorded as processed, so it can be replayed. */
  problem?: PaymentProblem;
}

/**
 * Apply a verified provider event exactly once. The event id is recorded (with a TTL) in the same transaction as its
 * effect, so a replayed event — Stripe's retries, a second click on the test-mode button — finds the record and does
 * nothing; two concurrent deliveries cannot both win the record's condition. Events that do not pay anything are
 * recorded too. A paid event that cannot pay its order is logged as an error (an alarm counts these) and NOT
 * recorded: after a refund or a fix it can be sent again from Stripe's dashboard.
 */
export async function applyPaymentEvent(event: PaymentEvent, mode: PaymentMode, attempt = 1): Promise<AppliedEvent> {
  const scope = `webhook:${mode}` as const;
  if (await getIdempotencyRecord(scope, event.id)) return { duplicate: true };
  const claim = idempotencyPutOp(
    scope,
    event.id,
    { requestHash: event.kind, response: { status: 200, body: { received: true } } },
    WEBHOOK_EVENT_TTL_SECONDS,
  );

  let ops: TransactItem[] = [claim];
  let paying: OrderItem | null = null;
  if (event.kind === 'checkout_paid') {
    const session = await getCheckoutSession(event.sessionId);
    // A process-serving order's session (issue 32): the job is paid instead of an order (loaded on first use).
    if (session?.serviceJobId) {
      const { applyServicePayment } = await import('./service-payments');
      return applyServicePayment(event, session, claim);
    }
    const order = session ? await getOrder(session.orderId) : null;
    const problem = problemWith(event, session, order);
    if (problem) {
      log('error', PAYMENT_NOT_APPLIED, { ref: event.id, code: problem });
      return { duplicate: false, problem };
    }
    if (order!.paymentStatus === 'unpaid') {
      paying = order!;
      const paidAt = new Date().toISOString();
      ops = paidOps(paying, await submissionOf(paying), { method: 'card', provider: mode, reference: event.sessionId, paidAt }, [
        claim,
        sessionPaidOp(event.sessionId),
      ]);
    }
  }
  try {
    await transact(ops);
  } catch (err) {
    const codes = cancellationCodes(err);
    if (!codes) throw err;
    // The claim (first) failed its condition: a concurrent delivery of this event recorded it first.
    if (codes[0] === 'ConditionalCheckFailed') return { duplicate: true };
    // Otherwise the order changed between our read and write (paid or submitted meanwhile), or a transaction
    // conflicted: decide again on fresh state. Still changing after three tries: 503, and the provider retries later.
    if (attempt >= 3) throw new DependencyUnavailableError('The order kept changing while the payment was applied');
    return applyPaymentEvent(event, mode, attempt + 1);
  }
  if (paying) log('info', 'order paid', { ref: paying.orderId, code: mode });
  return { duplicate: false };
}

/** Staff record that the client paid an office-payment order in person. */
export async function recordOfficePayment(staff: Caller, orderId: string, reference: string | undefined): Promise<AdminOrder> {
  const order = await getOrder(orderId);
  if (!order) throw notFound('Order not found');
  if (order.paymentMethod !== 'office') throw new ApiError('conflict', 'This order is not an office payment');
  if (order.paymentStatus === 'paid') throw new ApiError('conflict', 'This order is already paid');
  // No compensation before the contract (B&P §6410.5(b)): an order whose contract predates the notice's delivery
  // waits for the client to accept it again.
  if (!contractInForce(toOrder(order))) throw new ApiError('agreement_required', 'The client must accept the contract first');
  const payment: PaymentRecord = {
    method: 'office',
    provider: 'office',
    reference: reference ?? null,
    paidAt: new Date().toISOString(),
    receivedBy: { sub: staff.sub, name: displayName(staff, 'Staff') },
  };
  try {
    await transact(paidOps(order, await submissionOf(order), payment));
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The order changed; please reload it');
    throw err;
  }
  log('info', 'office payment recorded', { ref: order.orderId });
  return toAdminOrder((await getOrder(orderId))!);
}
