/**
 * Abuse limits and data that expires (issue 17, docs/security.md):
 *  - at most MAX_UNPAID_SUBMISSIONS submissions may wait for an office payment; the next is 402;
 *  - P-1: a new checkout expires the order's earlier one, so only the newest can be paid;
 *  - D-2: drafts and orders that never became a case expire (DynamoDB TTL, `expiresAt`); reads treat an expired item
 *    as gone before DynamoDB deletes it; paying or submitting removes the expiry; deleting an account keeps the case
 *    file.
 * The stored items are read (and, to stand in for time passing, an expiry moved into the past) straight in DynamoDB
 * Local: TTL is an attribute of the item that no answer shows.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_UNPAID_SUBMISSIONS } from '../../functions/lib/domain/submissions';
import { keys, type Key } from '../../functions/lib/store/keys';
import { ABANDONED_RETENTION_DAYS, TTL_ATTRIBUTE } from '../../functions/lib/store/retention';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import {
  acceptAgreement,
  choosePayment,
  client,
  newUser,
  readyOrder,
  stack,
  startCheckout,
  startOrder,
  submit,
  type TestUser,
} from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(90_000);

let table: DynamoDBDocumentClient;
let tableName: string;
let staff: TestUser;
beforeAll(async () => {
  const s = stack();
  tableName = s.tableName;
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: s.dynamodbEndpoint,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  staff = await newUser({ admin: true });
});
afterAll(() => table?.destroy());

const item = async (Key: Key) => (await table.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }))).Item;
/** Time passing: the item's expiry moved to a second ago (DynamoDB deletes it within days; reads must not wait). */
const expireNow = (Key: Key) =>
  table.send(
    new UpdateCommand({
      TableName: tableName,
      Key,
      UpdateExpression: 'SET #ttl = :past',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
const DAY = 24 * 3600;
/** The expiry is ABANDONED_RETENTION_DAYS after `iso`, to the second. */
const expectExpiry = (ttl: unknown, iso: string) => expect(ttl).toBe(Math.floor(Date.parse(iso) / 1000) + ABANDONED_RETENTION_DAYS * DAY);

describe('A-2: submissions waiting for an office payment', () => {
  it(`accepts ${MAX_UNPAID_SUBMISSIONS}, refuses the next with 402 until the office records a payment`, async () => {
    const user = await newUser();
    const types = QUESTIONNAIRE_TYPES.filter((t) => t !== 'domestic-violence').slice(0, MAX_UNPAID_SUBMISSIONS + 1);
    const orders = [];
    for (const type of types) orders.push(await readyOrder(user, type, 'office'));
    for (const type of types.slice(0, MAX_UNPAID_SUBMISSIONS)) expect((await submit(user, type)).status).toBe(201);

    const last = types[MAX_UNPAID_SUBMISSIONS];
    const refused = await submit(user, last);
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 402, code: 'payment_required' });
    // Nothing was made of the refused one: its order is still open, no third submission.
    expect((await client(user).send('GET /submissions')).body.items).toHaveLength(MAX_UNPAID_SUBMISSIONS);
    expect(
      (await client(user).send('GET /orders/{orderId}', { params: { orderId: orders.at(-1)!.orderId } })).body.order.submissionId,
    ).toBeFalsy();

    // The office records the payment of one waiting submission: the next may wait too.
    const paid = await client(staff).send('POST /admin/orders/{orderId}/office-payment', {
      params: { orderId: orders[0].orderId },
      body: {},
    });
    expect(paid.status).toBe(200);
    expect((await submit(user, last)).status).toBe(201);
  });

  it('does not count card-paid submissions', async () => {
    const user = await newUser();
    const types = QUESTIONNAIRE_TYPES.filter((t) => t !== 'domestic-violence').slice(0, MAX_UNPAID_SUBMISSIONS + 1);
    for (const type of types) await readyOrder(user, type, 'card');
    for (const type of types) expect((await submit(user, type)).status).toBe(201);
  });
});

describe('P-1: two checkouts of one order', () => {
  it('only the newer session can be paid; the earlier one is refused and pays nothing', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    await acceptAgreement(user, orderId);
    await choosePayment(user, orderId, 'card');
    const first = await startCheckout(user, orderId);
    const second = await startCheckout(user, orderId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect((await item(keys.checkoutSession(first.sessionId)))?.expiredAt).toEqual(expect.any(String));

    const complete = (sessionId: string) => client(user).send('POST /payments/test-mode/{sessionId}/complete', { params: { sessionId } });
    const stale = await complete(first.sessionId);
    expect({ status: stale.status, code: stale.error?.code }).toEqual({ status: 409, code: 'conflict' });
    expect((await client(user).send('GET /orders/{orderId}', { params: { orderId } })).body.order.payment.status).toBe('unpaid');

    const paid = await complete(second.sessionId);
    expect(paid.status).toBe(200);
    expect(paid.body.order.payment.status).toBe('paid');
  });
});

describe('D-2: data that expires', () => {
  it('a draft expired but not yet deleted by DynamoDB is gone for its owner (read, list, save anew)', async () => {
    const user = await newUser();
    const params = { questionnaireType: 'name-change' } as const;
    const saved = await client(user).send('PUT /drafts/{questionnaireType}', { params, body: { answers: { a: 1 }, step: 'you' } });
    expect(saved.status).toBe(200);
    const stored = await item(keys.draft(user.sub, 'name-change'));
    expectExpiry(stored?.[TTL_ATTRIBUTE], saved.body.updatedAt);
    expect(saved.body.expiresAt).toBe(new Date((stored![TTL_ATTRIBUTE] as number) * 1000).toISOString());

    await expireNow(keys.draft(user.sub, 'name-change'));
    expect((await client(user).send('GET /drafts/{questionnaireType}', { params })).status).toBe(404);
    expect((await client(user).send('GET /drafts')).body.items).toEqual([]);
    // Saving again starts a new draft: nothing of the expired one comes back.
    const again = await client(user).send('PUT /drafts/{questionnaireType}', { params, body: { answers: { b: 2 } } });
    expect(again.status).toBe(200);
    expect((await client(user).send('GET /drafts/{questionnaireType}', { params })).body.answers).toEqual({ b: 2 });
  });

  it('an order expires 90 days after it was started unless paid; its checkout session with it; paying removes both', async () => {
    const user = await newUser();
    const { orderId, createdAt } = await startOrder(user, 'small-claims');
    expectExpiry((await item(keys.order(orderId)))?.[TTL_ATTRIBUTE], createdAt);
    expectExpiry((await item(keys.openOrder(user.sub, 'small-claims')))?.[TTL_ATTRIBUTE], createdAt);
    await acceptAgreement(user, orderId);
    await choosePayment(user, orderId, 'card');
    const { sessionId } = await startCheckout(user, orderId);
    expectExpiry((await item(keys.checkoutSession(sessionId)))?.[TTL_ATTRIBUTE], createdAt);

    const paid = await client(user).send('POST /payments/test-mode/{sessionId}/complete', { params: { sessionId } });
    expect(paid.status).toBe(200);
    expect((await item(keys.order(orderId)))?.[TTL_ATTRIBUTE]).toBeUndefined();
    expect((await item(keys.checkoutSession(sessionId)))?.[TTL_ATTRIBUTE]).toBeUndefined();
  });

  it('submitting an order (office payment, unpaid) removes its expiry; an expired unpaid order is gone', async () => {
    const user = await newUser();
    const order = await readyOrder(user, 'small-claims', 'office');
    expect((await item(keys.order(order.orderId)))?.[TTL_ATTRIBUTE]).toEqual(expect.any(Number));
    expect((await submit(user, 'small-claims')).status).toBe(201);
    expect((await item(keys.order(order.orderId)))?.[TTL_ATTRIBUTE]).toBeUndefined();

    const abandoned = await startOrder(user, 'probate');
    await expireNow(keys.order(abandoned.orderId));
    expect((await client(user).send('GET /orders/{orderId}', { params: { orderId: abandoned.orderId } })).status).toBe(404);
    expect((await client(user).send('GET /orders')).body.items.map((o) => o.orderId)).toEqual([order.orderId]);
  });

  it('deleting an account deletes its profile, drafts and abandoned orders, and keeps the case file', async () => {
    const user = await newUser();
    const submitted = await readyOrder(user, 'small-claims', 'card');
    const created = await submit(user, 'small-claims');
    expect(created.status).toBe(201);
    const abandoned = await startOrder(user, 'probate');
    await client(user).send('PUT /drafts/{questionnaireType}', {
      params: { questionnaireType: 'name-change' },
      body: { answers: { x: 1 } },
    });
    expect((await client(user).send('GET /me')).status).toBe(200);

    // What `npm run account:delete` runs (scripts/account.ts), against this stack's table.
    Object.assign(process.env, { TABLE_NAME: tableName, DYNAMODB_ENDPOINT: stack().dynamodbEndpoint });
    const { deleteAccountData } = await import('../../functions/lib/domain/accounts');
    const report = await deleteAccountData(user.sub);
    expect(report).toEqual({
      deleted: { profile: 1, drafts: 1, openOrderPointers: 1, abandonedOrders: 1, checkoutSessions: 0 },
      kept: { submittedOrPaidOrders: 1 },
    });
    expect(await item(keys.profile(user.sub))).toBeUndefined();
    expect(await item(keys.draft(user.sub, 'name-change'))).toBeUndefined();
    expect(await item(keys.order(abandoned.orderId))).toBeUndefined();
    // The case file: the submission with its answers and history, and the paid order with its agreement.
    expect(await item(keys.order(submitted.orderId))).toMatchObject({ paymentStatus: 'paid', submissionId: created.body.submission.id });
    const file = await client(staff).send('GET /admin/submissions/{id}', { params: { id: created.body.submission.id } });
    expect(file.status).toBe(200);
    expect(await item(keys.submissionAnswers(created.body.submission.id))).toBeDefined();
  });
});
