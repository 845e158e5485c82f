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
import { checkoutSessionPutOp, getCheckoutSession, type CheckoutSession } from '../store/checkouts';
import { awaitingCardPaymentCheck, getOrder, toOrder } from '../store/orders';
import { getOrCreateProfile } from '../store/profiles';
import { ownOrder } from './orders';
import { applyPaymentEvent } from './payments';

/**
 * Start a card checkout for the caller's order. Only for card payments of accepted, unpaid, unsubmitted orders; the
 * amount is the order's (the catalogue's), never the client's.
 */
export async function startCheckout(caller: Caller, orderId: string): Promise<CheckoutResponse> {
  const order = await ownOrder(caller, orderId);
  if (order.submissionId) throw new ApiError('conflict', 'This order was already submitted');
  if (!order.agreement) throw new ApiError('agreement_required', 'Accept the agreement first');
  if (order.paymentStatus === 'paid') throw new ApiError('conflict', 'This order is already paid');
  if (order.paymentMethod !== 'card') throw new ApiError('payment_required', 'Choose card payment first');
  // B&P §6410.5(b), the owner's decision for clients first met online (shared/compliance.ts): no card payment until
  // staff confirm the Notice to Consumer was given in person or mailed.
  if (toOrder(order).cardPaymentHeld) {
    throw new ApiError('notice_delivery_required', 'Card payment opens once the office confirms the notice was given');
  }

  const provider = await paymentProvider();
  const profile = await getOrCreateProfile(caller);
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
    throw new ApiError('unavailable', 'The payment service is unavailable. Please try again.', { retryable: true });
  }
  const session: CheckoutSession = {
    sessionId: started.sessionId,
    orderId: order.orderId,
    userId: order.userId,
    amountCents: order.amountCents,
    currency: order.currency,
    mode: provider.mode,
    createdAt: new Date().toISOString(),
  };
  try {
    await transact([checkoutSessionPutOp(session), awaitingCardPaymentCheck(order)]);
  } catch (err) {
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
  await applyPaymentEvent(testModePaidEvent(session), 'test');
  return toOrder((await getOrder(session.orderId))!);
}
