/**
 * Payments recorded on orders: provider events (card) applied exactly once, and office payments recorded by staff.
 * Nothing here talks to a provider (see checkout.ts), so the admin function does not bundle the Stripe SDK.
 */
import type { AdminOrder } from '../../../shared/api/admin';
import type { PaymentMode } from '../../../shared/api/payments';
import { displayName, type Caller } from '../auth';
import { cancellationCodes, transact, type TransactItem } from '../db';
import { ApiError, notFound } from '../errors';
import { log } from '../log';
import type { PaymentEvent } from '../payments/provider';
import { getCheckoutSession, type CheckoutSession } from '../store/checkouts';
import { getIdempotencyRecord, idempotencyPutOp } from '../store/idempotency';
import { getOrder, markPaidOp, toAdminOrder, type OrderItem, type PaymentRecord } from '../store/orders';
import { paymentSnapshotOp } from '../store/submissions';

/** Processed webhook event ids are kept this long: longer than Stripe retries a delivery (3 days). */
const WEBHOOK_EVENT_TTL_SECONDS = 30 * 24 * 3600;

/** Mark an order paid, keeping the submission's listing columns in step, in one transaction with `extra`. */
function paidOps(order: OrderItem, payment: PaymentRecord, extra: TransactItem[] = []): TransactItem[] {
  return [
    ...extra,
    markPaidOp(order, payment),
    ...(order.submissionId ? [paymentSnapshotOp(order.submissionId, { method: payment.method, status: 'paid' }, payment.paidAt)] : []),
  ];
}

/** Why a verified "paid" event does not pay its order (each is logged; none should happen with our own sessions). */
function mismatch(
  event: Extract<PaymentEvent, { kind: 'checkout_paid' }>,
  session: CheckoutSession | null,
  order: OrderItem | null,
): string | null {
  if (!session) return 'unknown_session';
  if (!order) return 'unknown_order';
  if (event.orderId !== null && event.orderId !== session.orderId) return 'order_mismatch';
  if (event.amountCents !== order.amountCents || event.currency !== order.currency) return 'amount_mismatch';
  return null;
}

/**
 * Apply a verified provider event exactly once. The event id is recorded (with a TTL) in the same transaction as its
 * effect, so a replayed event — Stripe's retries, a second click on the test-mode button — finds the record and does
 * nothing; two concurrent deliveries cannot both win the record's condition. Events that do not pay anything are
 * recorded too. Returns whether the event had been processed before.
 */
export async function applyPaymentEvent(event: PaymentEvent, mode: PaymentMode, attempt = 1): Promise<{ duplicate: boolean }> {
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
    const order = session ? await getOrder(session.orderId) : null;
    const problem = mismatch(event, session, order);
    if (problem) log('warn', 'payment event not applied', { ref: event.id, code: problem });
    else if (order!.paymentStatus === 'unpaid') {
      paying = order!;
      ops = paidOps(paying, { method: 'card', provider: mode, reference: event.sessionId, paidAt: new Date().toISOString() }, [claim]);
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
    // conflicted: decide again on fresh state.
    if (attempt >= 3) throw err;
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
  const payment: PaymentRecord = {
    method: 'office',
    provider: 'office',
    reference: reference ?? null,
    paidAt: new Date().toISOString(),
    receivedBy: { sub: staff.sub, name: displayName(staff, 'Staff') },
  };
  try {
    await transact(paidOps(order, payment));
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The order changed; please reload it');
    throw err;
  }
  log('info', 'office payment recorded', { ref: order.orderId });
  return toAdminOrder((await getOrder(orderId))!);
}
