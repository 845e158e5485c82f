/** Orders: one per questionnaire purchase; the journey's rules on agreement and payment method. */
import type { Sent } from '../../shared/api/client';
import { CATALOGUE } from '../../shared/catalogue';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { acceptAgreement, client, newSubmission, newUser, openContract, startOrder, type TestUser } from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

describe('POST /orders', () => {
  it('creates an order at the catalogue price, and returns the open one instead of a duplicate', async () => {
    const user = await newUser();
    const first = await client(user).send('POST /orders', { body: { questionnaireType: 'name-change' } });
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ amountCents: CATALOGUE['name-change'].priceCents, stage: 'notice', submissionId: null });
    const again = await client(user).send('POST /orders', { body: { questionnaireType: 'name-change' } });
    expect(again.status).toBe(200);
    expect(again.body.order.orderId).toBe(first.body.order.orderId);
    const otherType = await client(user).send('POST /orders', { body: { questionnaireType: 'probate' } });
    expect(otherType.body.order.orderId).not.toBe(first.body.order.orderId);
  });

  it('makes one order from many concurrent requests', async () => {
    const user = await newUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client(user).send('POST /orders', { body: { questionnaireType: 'probate' } })),
    );
    expect(new Set(results.map((r) => r.body.order.orderId)).size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect((await client(user).send('GET /orders')).body.items).toHaveLength(1);
  });

  it('opens a new order once the previous one of that type was submitted', async () => {
    const user = await newUser();
    const submission = await newSubmission(user, 'small-claims');
    const next = await client(user).send('POST /orders', { body: { questionnaireType: 'small-claims' } });
    expect(next.status).toBe(201);
    expect(next.body.order.orderId).not.toBe(submission.orderId);
  });

  it('lists the caller’s orders newest first, a page at a time', async () => {
    const user = await newUser();
    const ids: string[] = [];
    for (const type of ['probate', 'name-change', 'adult-adoption'] as const) ids.unshift((await startOrder(user, type)).orderId);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Sent<'GET /orders'> = await client(user).send('GET /orders', { query: { limit: 2, cursor: cursor ?? undefined } });
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.items.map((o) => o.orderId));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });

  it('answers 404 for an unknown or malformed order id', async () => {
    const user = await newUser();
    const get = (orderId: string) => client(user).send('GET /orders/{orderId}', { params: { orderId } });
    expect((await get('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('not an id')).status).toBe(404);
  });
});

describe('POST /orders/{orderId}/agreement', () => {
  /** Bodies outside the contract too (an outdated version, an unchecked box): sent unchecked. */
  const agree = (user: TestUser, orderId: string, body: Record<string, unknown>) =>
    client(user).sendUnchecked('POST /orders/{orderId}/agreement', { params: { orderId }, body });
  const body = (signatureName: string, extra: Record<string, unknown> = {}) => ({
    contractVersion: LDA_CONTRACT_VERSION,
    signatureName,
    accepted: true,
    ...extra,
  });

  it('needs the account holder’s name as the signature', async () => {
    const user = await newUser({ givenName: 'Guadalupe', familyName: 'Ibáñez' });
    const { orderId } = await startOrder(user, 'probate');
    await openContract(user, orderId);
    const wrong = await agree(user, orderId, body('Somebody Else'));
    expect(wrong.status).toBe(400);
    expect(wrong.error.fieldErrors).toEqual({ signatureName: ['errors.field.signatureName'] });
    expect((await client(user).send('GET /orders/{orderId}', { params: { orderId } })).body.order.agreement).toBeNull();
    const ok = await agree(user, orderId, body('  guadalupe IBANEZ '));
    expect(ok.body.order.agreement).toMatchObject({ contractVersion: LDA_CONTRACT_VERSION, signatureName: 'guadalupe IBANEZ' });
  });

  it('refuses an outdated contract version and an unchecked box', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    await openContract(user, orderId);
    const name = `${user.givenName} ${user.familyName}`;
    const outdated = await agree(user, orderId, body(name, { contractVersion: '2020-01-01' }));
    expect(outdated.error.fieldErrors).toEqual({ contractVersion: ['errors.field.contractVersion'] });
    const unchecked = await agree(user, orderId, body(name, { accepted: false }));
    expect(unchecked.error.fieldErrors).toEqual({ accepted: ['errors.field.accepted'] });
  });

  it('keeps the first acceptance: accepting again changes nothing', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    await openContract(user, orderId);
    const first = await acceptAgreement(user, orderId);
    const second = await agree(user, orderId, body(`${user.familyName}, ${user.givenName}`));
    expect(second.status).toBe(200);
    expect(second.body.order.agreement).toEqual(first.agreement);
  });

  it('does not show the client the recorded IP and user agent (staff see them)', async () => {
    const user = await newUser();
    const order = await acceptAgreement(user, (await startOrder(user, 'probate')).orderId);
    expect(Object.keys(order.agreement!).sort()).toEqual(['acceptedAt', 'contractVersion', 'signatureName']);
  });
});

describe('POST /orders/{orderId}/payment-method', () => {
  it('comes after the agreement, and may change until paid', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    const choose = (method: 'card' | 'office') =>
      client(user).send('POST /orders/{orderId}/payment-method', { params: { orderId }, body: { method } });
    const early = await choose('card');
    expect(early.status).toBe(409);
    expect(early.error.code).toBe('agreement_required');
    await acceptAgreement(user, orderId);
    expect((await choose('card')).body.order.stage).toBe('payment');
    const office = await choose('office');
    expect(office.body.order).toMatchObject({ stage: 'questionnaire', payment: { method: 'office', status: 'unpaid' } });
  });
});
