/**
 * Payments against the running stack (PAYMENT_PROVIDER=test): the checkout's rules, the test-mode completion, and
 * the webhook for real — Stripe-format events signed with the test mode's secret (and, for the attacker's, by the
 * `stripe` package's own signing helper), verified by the handler's node:crypto check (stripe-signature.ts). A bad signature pays nothing; a replayed event changes nothing.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { signTestModePayload } from '../../functions/lib/payments/test-mode';
import { CATALOGUE, type QuestionnaireType } from '../../shared/catalogue';
import {
  acceptAgreement,
  choosePayment,
  client,
  confirmNoticeDelivery,
  newUser,
  selectForms,
  signNotice,
  startCheckout,
  startOrder,
  type TestUser,
} from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

let buyer: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  [buyer, stranger] = await Promise.all([newUser(), newUser()]);
});

/** A new client's card order waiting for payment, with a checkout session started. */
async function awaitingPayment(type: QuestionnaireType = 'probate') {
  const user = await newUser();
  const { orderId } = await startOrder(user, type);
  await acceptAgreement(user, orderId);
  await choosePayment(user, orderId, 'card');
  const { sessionId } = await startCheckout(user, orderId);
  return { user, orderId, sessionId, amount: CATALOGUE[type].priceCents };
}

const paidEvent = (sessionId: string, orderId: string, amount: number, id = `evt_${randomUUID().replace(/-/g, '')}`) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
        currency: 'usd',
        metadata: { orderId },
      },
    },
  });

/** The provider's delivery: the event's exact bytes, signed (or not). */
const webhook = (payload: string, signature?: string) =>
  client().send('POST /payments/webhook', { body: payload, headers: { 'Stripe-Signature': signature } });

const orderOf = async (user: TestUser, orderId: string) =>
  (await client(user).send('GET /orders/{orderId}', { params: { orderId } })).body.order;
const checkout = (user: TestUser, orderId: string, body?: Record<string, unknown>) =>
  client(user).sendUnchecked('POST /orders/{orderId}/checkout', { params: { orderId }, body });
const complete = (user: TestUser, sessionId: string) =>
  client(user).send('POST /payments/test-mode/{sessionId}/complete', { params: { sessionId } });

describe('checkout', () => {
  it('follows the journey (notice, forms, the notice given, the agreement), then card as the method; the amount is the catalogue’s', async () => {
    const { orderId } = await startOrder(buyer, 'adult-adoption');
    // B&P §6410.5(b): no payment before the signed notice was given, and the forms are selected first (§6400(d)(1)).
    expect((await checkout(buyer, orderId)).error.code).toBe('notice_delivery_required');
    await signNotice(buyer, orderId);
    expect((await checkout(buyer, orderId)).error.code).toBe('forms_required');
    await selectForms(buyer, orderId);
    expect((await checkout(buyer, orderId)).error.code).toBe('notice_delivery_required');
    await confirmNoticeDelivery(orderId);
    expect((await checkout(buyer, orderId)).error.code).toBe('agreement_required');
    await acceptAgreement(buyer, orderId);
    expect((await checkout(buyer, orderId)).error.code).toBe('payment_required');
    await choosePayment(buyer, orderId, 'office');
    expect((await checkout(buyer, orderId)).status).toBe(402);
    await choosePayment(buyer, orderId, 'card');
    const res = await checkout(buyer, orderId, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ checkoutUrl: expect.stringContaining('testMode=1'), sessionId: expect.any(String), mode: 'test' });
    expect((await orderOf(buyer, orderId)).amountCents).toBe(CATALOGUE['adult-adoption'].priceCents);
  });

  it('refuses a client-set price', async () => {
    const { user, orderId } = await awaitingPayment('domestic-violence');
    const res = await checkout(user, orderId, { amountCents: 1 });
    expect(res.status).toBe(400);
    expect(res.error.fieldErrors).toEqual({ amountCents: ['errors.field.unknown'] });
  });
});

describe('test-mode completion', () => {
  it('pays the order once; completing again is a replay with no second effect', async () => {
    const { user, orderId, sessionId } = await awaitingPayment();
    const first = await complete(user, sessionId);
    expect(first.body.order.payment).toMatchObject({ status: 'paid', method: 'card', provider: 'test', paidAt: expect.any(String) });
    const again = await complete(user, sessionId);
    expect(again.status).toBe(200);
    expect(again.body.order.payment.paidAt).toBe(first.body.order.payment.paidAt);
    expect((await orderOf(user, orderId)).updatedAt).toBe(first.body.order.updatedAt);
  });

  it('is someone else’s session: 404, nothing paid', async () => {
    const { user, orderId, sessionId } = await awaitingPayment();
    const res = await complete(stranger, sessionId);
    expect(res.status).toBe(404);
    expect((await orderOf(user, orderId)).payment.status).toBe('unpaid');
  });

  it('refuses an unknown session: 404', async () => {
    expect((await complete(buyer, 'cs_test_local_nope')).status).toBe(404);
  });

  it('after paying, the method cannot change and no new checkout starts', async () => {
    const { user, orderId, sessionId } = await awaitingPayment();
    await complete(user, sessionId);
    expect(
      (await client(user).send('POST /orders/{orderId}/payment-method', { params: { orderId }, body: { method: 'office' } })).status,
    ).toBe(409);
    expect((await checkout(user, orderId)).status).toBe(409);
  });
});

describe('webhook', () => {
  it.each([
    ['no signature', (p: string) => webhook(p)],
    [
      'a signature made with another secret',
      (p: string) => webhook(p, Stripe.webhooks.generateTestHeaderString({ payload: p, secret: 'whsec_attacker' })),
    ],
    ['a body changed after signing', (p: string) => webhook(p.replace('"paid"', '"paid" '), signTestModePayload(p))],
    ['a stale signature', (p: string) => webhook(p, signTestModePayload(p, Math.floor(Date.now() / 1000) - 3600))],
  ])('answers %s with 400 invalid_signature and pays nothing', async (_name, send) => {
    const { user, orderId, sessionId, amount } = await awaitingPayment();
    const res = await send(paidEvent(sessionId, orderId, amount));
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('invalid_signature');
    expect((await orderOf(user, orderId)).payment.status).toBe('unpaid');
  });

  it('pays the order for a valid event, and a replay of the same event id has no second effect', async () => {
    const { user, orderId, sessionId, amount } = await awaitingPayment();
    const payload = paidEvent(sessionId, orderId, amount);
    const first = await webhook(payload, signTestModePayload(payload));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const paid = await orderOf(user, orderId);
    expect(paid.payment).toMatchObject({ status: 'paid', provider: 'test' });

    // Stripe retries deliver the very same event (re-signed at delivery time).
    for (const res of await Promise.all([1, 2, 3].map(() => webhook(payload, signTestModePayload(payload))))) {
      expect(res.body).toEqual({ received: true, duplicate: true });
    }
    expect(await orderOf(user, orderId)).toEqual(paid);
  });

  it('lets concurrent deliveries of one event apply it exactly once', async () => {
    const { user, orderId, sessionId, amount } = await awaitingPayment();
    const payload = paidEvent(sessionId, orderId, amount);
    const results = await Promise.all([1, 2, 3, 4].map(() => webhook(payload, signTestModePayload(payload))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect((await orderOf(user, orderId)).payment.status).toBe('paid');
  });

  it('a second, different paid event for an order already paid changes nothing', async () => {
    const { user, orderId, sessionId, amount } = await awaitingPayment();
    const a = paidEvent(sessionId, orderId, amount);
    await webhook(a, signTestModePayload(a));
    const paid = await orderOf(user, orderId);
    const b = paidEvent(sessionId, orderId, amount);
    expect((await webhook(b, signTestModePayload(b))).body).toEqual({ received: true, duplicate: false });
    expect(await orderOf(user, orderId)).toEqual(paid);
  });

  it.each([
    ['an unknown session', (s: string, o: string, a: number) => paidEvent(`${s}x`, o, a)],
    ['another order in the metadata', (s: string, _o: string, a: number) => paidEvent(s, randomUUID(), a)],
    ['another amount', (s: string, o: string, a: number) => paidEvent(s, o, a - 1)],
  ])('acknowledges a signed event with %s but pays nothing', async (_name, make) => {
    const { user, orderId, sessionId, amount } = await awaitingPayment();
    const payload = make(sessionId, orderId, amount);
    const res = await webhook(payload, signTestModePayload(payload));
    expect(res.status).toBe(200);
    expect((await orderOf(user, orderId)).payment.status).toBe('unpaid');
  });

  it('acknowledges events it does not act on', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    expect((await webhook(payload, signTestModePayload(payload))).body).toEqual({ received: true, duplicate: false });
  });
});
