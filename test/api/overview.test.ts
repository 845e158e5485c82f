/**
 * The owner's figures (GET /admin/overview) come from counters written in the same transaction as each event: an
 * order, its agreement, an office payment recorded after the submission, status changes. Other suites write to the
 * same stack, so each test compares the figures before and after its own events (one type that no other api suite
 * uses for these events keeps the comparison exact).
 */
import type { Overview } from '../../shared/api/admin';
import {
  acceptAgreement,
  choosePayment,
  client,
  newUser,
  signNotice,
  startOrder,
  submit,
  confirmNoticeDelivery,
  type TestUser,
} from './helpers';

jest.setTimeout(60_000);

const TYPE = 'request-for-order' as const;
const today = () => new Date().toISOString().slice(0, 10);

let staff: TestUser;
beforeAll(async () => {
  staff = await newUser({ admin: true, givenName: 'Olga', familyName: 'Owner' });
});

async function figures(): Promise<Overview> {
  const res = await client(staff).send('GET /admin/overview', { query: { from: today(), to: today() } });
  expect(res.status).toBe(200);
  return res.body;
}
const ofType = (o: Overview) => o.byType.find((t) => t.questionnaireType === TYPE)!;

it('counts each step of the journey, revenue and time in status as the events happen', async () => {
  const before = await figures();
  const user = await newUser();
  const order = await startOrder(user, TYPE);
  await signNotice(user, order.orderId);
  await confirmNoticeDelivery(order.orderId);
  await acceptAgreement(user, order.orderId);
  await choosePayment(user, order.orderId, 'office');
  const afterAgreement = ofType(await figures());
  expect(afterAgreement.orders - ofType(before).orders).toBe(1);
  expect(afterAgreement.agreements - ofType(before).agreements).toBe(1);

  const res = await submit(user, TYPE);
  expect(res.status).toBe(201);
  const id = res.body.submission.id;
  const submitted = ofType(await figures());
  expect(submitted.submissions - ofType(before).submissions).toBe(1);
  expect(submitted.byStatus.pending - ofType(before).byStatus.pending).toBe(1);
  expect(submitted.awaitingCents - ofType(before).awaitingCents).toBe(order.amountCents);

  const paid = await client(staff).send('POST /admin/orders/{orderId}/office-payment', { params: { orderId: order.orderId }, body: {} });
  expect(paid.status).toBe(200);
  const afterPayment = ofType(await figures());
  expect(afterPayment.payments - ofType(before).payments).toBe(1);
  expect(afterPayment.paidCents - ofType(before).paidCents).toBe(order.amountCents);
  expect(afterPayment.awaitingCents - ofType(before).awaitingCents).toBe(0);

  for (const [status, version] of [
    ['processing', 1],
    ['completed', 2],
  ] as const) {
    const r = await client(staff).send('POST /admin/submissions/{id}/status', {
      params: { id },
      body: { status, expectedVersion: version },
    });
    expect(r.status).toBe(200);
  }
  const after = await figures();
  const t = ofType(after);
  expect(t.completed - ofType(before).completed).toBe(1);
  expect(t.byStatus.pending - ofType(before).byStatus.pending).toBe(0);
  expect(t.byStatus.completed - ofType(before).byStatus.completed).toBe(1);
  const pendingTime = after.timeInStatus.find((s) => s.status === 'pending')!;
  expect(pendingTime.changes - before.timeInStatus.find((s) => s.status === 'pending')!.changes).toBe(1);
  expect(pendingTime.medianHours).not.toBeNull();
  // Totals are the sum of the types; the funnel's first step is the orders.
  expect(after.totals.orders).toBe(after.byType.reduce((a, b) => a + b.orders, 0));
  expect(after.funnel[0]).toEqual({ step: 'orders', count: after.totals.orders, dropOff: null });
  expect(after.daily).toEqual([{ day: today(), submissions: after.totals.submissions, paidCents: after.totals.paidCents }]);
});

it('lists the oldest open cases, oldest first', async () => {
  const o = await figures();
  const dates = o.oldestOpen.map((s) => s.createdAt);
  expect([...dates].sort()).toEqual(dates);
  expect(o.oldestOpen.every((s) => s.status === 'pending' || s.status === 'processing')).toBe(true);
});

it.each([
  ['a period that ends before it starts', { from: '2026-02-01', to: '2026-01-01' }, 'to'],
  ['a period over a year', { from: '2024-01-01', to: '2025-06-01' }, 'to'],
  ['a day that is not a date', { from: '2026-13-01', to: '2026-12-01' }, 'from'],
])('refuses %s with 400', async (_name, query, field) => {
  const res = await client(staff).sendUnchecked('GET /admin/overview', { query });
  expect(res.status).toBe(400);
  expect(Object.keys(res.error.fieldErrors ?? {})).toContain(field);
});
