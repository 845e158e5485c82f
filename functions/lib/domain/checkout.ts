/**
 * Card checkouts through the payment provider (Stripe, or the local test mode), and the test mode's completion.
 */
import type { Order } from '../../../shared/api/orders';
import type { CheckoutResponse } from '../../../shared/api/payments';
import type { Caller } from '../auth';
import { cancellationCodes, transact } from '../db';
import { ApiError, notFound } from '../errors';
import { log } from '../log';
import { paymentProvider } from '../payments/active';
import { testModePaidEvent } from '../payments/test-mode';
import type { PaymentProvider } from '../payments/provider';
import { checkoutSessionPutOp, getCheckoutSession, sessionExpiredOp, type CheckoutSession } from '../store/checkouts';
import { getOrder, recordCheckoutOp, toOrder, type OrderItem } from '../store/orders';
import { getOrCreateProfile } from '../store/profiles';
import { ownOrder } from './orders';
import { applyPaymentEvent } from './payments';

const unavailable = () => new ApiError('unavailable', 'The payment service is unavailable. Please try again.', { retryable: true });

/** The order's session that may still be open: the last one (each checkout expired the one before). */
const lastSession = (order: OrderItem): string | undefined => order.checkoutSessionIds?.at(-1);

/**
 * Expire the order's earlier checkout session at the provider, so that only the new one can be paid (two tabs, Back
 * then retry: without this, both could be paid and the card charged twice). A session completed meanwhile means a
 * payment is on its way: no new checkout then.
 */
async function expireEarlierSession(provider: PaymentProvider, order: OrderItem): Promise<void> {
  const sessionId = lastSession(order);
  if (!sessionId) return;
  let outcome;
  try {
    outcome = await provider.expireCheckout(sessionId);
  } catch (err) {
    log('error', 'checkout expiry failed', { ref: order.orderId, errorName: (err as Error)?.name });
    throw unavailable();
  }
  if (outcome === 'complete') throw new ApiError('conflict', 'A payment for this order is already being processed');
}

/**
 * Start a card checkout for the caller's order. Only for card payments of accepted, unpaid, unsubmitted orders; the
 * amount is the order's (the catalogue's), never the client's. The order's earlier session is expired first.
 */
export async function startCheckout(caller: Caller, orderId: string): Promise<CheckoutResponse> {
  const order = await ownOrder(caller, orderId);
  if (order.submissionId) throw new ApiError('conflict', 'This order was already submitted');
  // B&P §6410.5(b), the owner's reading for clients first met online (shared/compliance.ts): no compensation before
  // the contract, and no contract before the signed notice was given in person or mailed.
  const { stage } = toOrder(order);
  if (stage === 'forms') throw new ApiError('forms_required', 'Select the forms for us to prepare first');
  if (stage === 'notice' || stage === 'notice_delivery') {
    throw new ApiError('notice_delivery_required', 'Payment opens with the contract, once the office has given or mailed the notice');
  }
  if (stage === 'agreement') throw new ApiError('agreement_required', 'Accept the agreement first');
  if (order.paymentStatus === 'paid') throw new ApiError('conflict', 'This order is already paid');
  if (order.paymentMethod !== 'card') throw new ApiError('payment_required', 'Choose card payment first');

  const provider = await paymentProvider();
  const profile = await getOrCreateProfile(caller);
  await expireEarlierSession(provider, order);
  let started;
  try {
    started = await provider.createCheckout({
      orderId: order.orderId,
      userId: order.userId,
      questionnaireType: order.questionnaireType,
      amountCents: order.amountCents,
      currency: order.currency,
      locale: profile.preferredLanguage,
      ...(profile.email ? { customerEmail: profile.email } : {}),
    });
  } catch (err) {
    log('error', 'checkout creation failed', { ref: order.orderId, errorName: (err as Error)?.name });
    throw unavailable();
  }
  const now = new Date().toISOString();
  const session: CheckoutSession = {
    sessionId: started.sessionId,
    orderId: order.orderId,
    userId: order.userId,
    amountCents: order.amountCents,
    currency: order.currency,
    mode: provider.mode,
    createdAt: now,
    ...(order.expiresAt ? { expiresAt: order.expiresAt } : {}),
  };
  try {
    await transact([
      checkoutSessionPutOp(session),
      recordCheckoutOp(order, session.sessionId, now),
      ...(lastSession(order) ? [sessionExpiredOp(lastSession(order)!, now)] : []),
    ]);
  } catch (err) {
    // The order changed meanwhile (paid, submitted, another checkout): the session just made must not stay payable.
    await provider
      .expireCheckout(session.sessionId)
      .catch((e: unknown) => log('error', 'checkout expiry failed', { ref: order.orderId, errorName: (e as Error)?.name }));
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The order changed; please try again');
    throw err;
  }
  return { checkoutUrl: started.checkoutUrl, sessionId: started.sessionId, mode: provider.mode };
}

/**
 * Pay the caller's test checkout session, as Stripe's webhook would. Test mode only: its route answers 404 in any
 * other mode, and a session of another mode is not found here either.
 */
export async function completeTestCheckout(caller: Caller, sessionId: string): Promise<Order> {
  const session = await getCheckoutSession(sessionId);
  if (!session || session.userId !== caller.sub || session.mode !== 'test') throw notFound('Checkout session not found');
  // Like Stripe: an expired session (a newer checkout of the order replaced it) cannot be paid.
  if (session.expiredAt) throw new ApiError('conflict', 'This checkout expired; start the payment again');
  await applyPaymentEvent(testModePaidEvent(session), 'test');
  return toOrder((await getOrder(session.orderId))!);
}
