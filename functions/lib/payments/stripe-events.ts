import * as z from 'zod/mini';
import { InvalidSignatureError, type PaymentEvent } from './provider';
import { SignatureVerificationError, verifySignature } from './stripe-signature';

/** What we read of a verified event's envelope; anything else about it is ignored. */
const EventSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_]{1,255}$/)),
  type: z.string().check(z.maxLength(255)),
  data: z.object({ object: z.unknown() }),
});

/** What we read of a checkout session. */
const SessionSchema = z.object({
  id: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,250}$/)),
  payment_status: z.nullish(z.string()),
  amount_total: z.nullish(z.number().check(z.int())),
  currency: z.nullish(z.string()),
  metadata: z.nullish(z.record(z.string(), z.string())),
});

/** Events that mean "this checkout session is paid" (card payments complete at once; delayed methods later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Verify a Stripe-format webhook (signature over the raw body, 5-minute tolerance: stripe-signature.ts) and reduce it
 * to a PaymentEvent. A missing or wrong signature, a stale timestamp or a body that is not an event are all
 * InvalidSignatureError: nothing unverified goes further.
 */
export function verifyStripeEvent(payload: string, header: string | undefined, secret: string): PaymentEvent {
  if (!header) throw new InvalidSignatureError('no signature header');
  let event: unknown;
  try {
    verifySignature(payload, header, secret);
    event = JSON.parse(payload);
  } catch (err) {
    throw new InvalidSignatureError(err instanceof SignatureVerificationError ? 'signature mismatch' : 'unreadable payload');
  }
  const parsed = EventSchema.safeParse(event);
  if (!parsed.success) throw new InvalidSignatureError('not an event');
  const { id, type, data } = parsed.data;
  if (!PAID_EVENTS.has(type)) return { id, kind: 'ignored', type };
  const parsedSession = SessionSchema.safeParse(data.object);
  // A completed session paid by a delayed method is not paid yet: its async_payment_succeeded event will be.
  if (!parsedSession.success || parsedSession.data.payment_status !== 'paid') return { id, kind: 'ignored', type };
  const session = parsedSession.data;
  return {
    id,
    kind: 'checkout_paid',
    sessionId: session.id,
    orderId: session.metadata?.orderId ?? null,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}
