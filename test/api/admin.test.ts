/** The back office: status changes (optimistic concurrency, transitions, history), the list, search, office payments. */
import { randomUUID } from 'node:crypto';
import type { Sent } from '../../shared/api/client';
import type { SubmissionStatus } from '../../shared/api/submissions';
import { client, newSubmission, newUser, readyOrder, submit, type TestUser } from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

let staff: TestUser;
beforeAll(async () => {
  staff = await newUser({ admin: true, givenName: 'Rosa', familyName: 'Staffer' });
});

const detail = async (id: string) => (await client(staff).send('GET /admin/submissions/{id}', { params: { id } })).body;
const setStatus = (id: string, status: SubmissionStatus, expectedVersion: number, note?: string) =>
  client(staff).send('POST /admin/submissions/{id}/status', {
    params: { id },
    body: { status, expectedVersion, ...(note ? { note } : {}) },
  });

type ListQuery = { limit?: number; status?: SubmissionStatus; q?: string };

/** Every item of a staff list query, following the cursor. */
async function listAll(query: ListQuery) {
  const items = [];
  let cursor: string | null = null;
  do {
    const res: Sent<'GET /admin/submissions'> = await client(staff).send('GET /admin/submissions', {
      query: { ...query, cursor: cursor ?? undefined },
    });
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

describe('status changes', () => {
  it('lets exactly one of two concurrent changes from the same version win; the other is 409 and changes nothing', async () => {
    const { id } = await newSubmission(await newUser());
    const [a, b] = await Promise.all([setStatus(id, 'processing', 1, 'A'), setStatus(id, 'rejected', 1, 'B')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.error.code).toBe('conflict');
    const winner = a.status === 200 ? a : b;

    const after = await detail(id);
    expect(after.submission).toMatchObject({ version: 2, status: winner.body.submission.status });
    expect(after.history.map((e) => [e.version, e.from, e.to])).toEqual([
      [1, null, 'pending'],
      [2, 'pending', winner.body.submission.status],
    ]);
    expect(after.history[1].actor).toEqual({ role: 'staff', name: 'Rosa Staffer', sub: staff.sub });
  });

  it('refuses a stale version with 409 conflict, and a transition the table does not allow with 409 invalid_transition', async () => {
    const { id } = await newSubmission(await newUser());
    expect((await setStatus(id, 'processing', 1)).status).toBe(200);
    const stale = await setStatus(id, 'completed', 1);
    expect([stale.status, stale.error.code]).toEqual([409, 'conflict']);
    const jump = await setStatus(id, 'pending', 2);
    expect(jump.status).toBe(200);
    const invalid = await setStatus(id, 'completed', 3);
    expect([invalid.status, invalid.error.code]).toEqual([409, 'invalid_transition']);
    const same = await setStatus(id, 'pending', 3);
    expect(same.error.code).toBe('invalid_transition');
    expect((await detail(id)).history).toHaveLength(3);
  });

  it('closes a completed file for good', async () => {
    const { id } = await newSubmission(await newUser());
    await setStatus(id, 'processing', 1);
    await setStatus(id, 'completed', 2);
    for (const to of ['pending', 'processing', 'rejected'] as const)
      expect((await setStatus(id, to, 3)).error.code).toBe('invalid_transition');
  });

  it('reopens a rejected file', async () => {
    const { id } = await newSubmission(await newUser());
    expect((await setStatus(id, 'rejected', 1, 'Missing documents')).status).toBe(200);
    expect((await setStatus(id, 'pending', 2, 'Documents received')).body.submission).toMatchObject({ status: 'pending', version: 3 });
  });

  it('moves the submission between the status lists (GSI3 follows the status)', async () => {
    const user = await newUser();
    const { id } = await newSubmission(user);
    const q = user.familyName;
    expect((await listAll({ status: 'pending', q })).map((s) => s.id)).toEqual([id]);
    await setStatus(id, 'processing', 1);
    expect(await listAll({ status: 'pending', q })).toEqual([]);
    expect((await listAll({ status: 'processing', q })).map((s) => s.id)).toEqual([id]);
  });

  it('answers 404 for an unknown submission', async () => {
    expect((await setStatus(randomUUID(), 'processing', 1)).status).toBe(404);
    expect((await client(staff).send('GET /admin/submissions/{id}', { params: { id: randomUUID() } })).status).toBe(404);
  });
});

describe('the staff list', () => {
  let holder: TestUser;
  let ids: string[];
  beforeAll(async () => {
    holder = await newUser({ givenName: 'Eulalia', familyName: `Zubizarreta${randomUUID().slice(0, 4)}` });
    ids = [];
    for (const type of ['small-claims', 'probate', 'name-change'] as const) ids.unshift((await newSubmission(holder, type)).id);
  });

  it('pages newest first with an opaque cursor: every item once, in order', async () => {
    const items = await listAll({ limit: 1, q: holder.familyName });
    expect(items.map((i) => i.id)).toEqual(ids);
    const all = await client(staff).send('GET /admin/submissions', { query: { limit: 3 } });
    const dates = all.body.items.map((i) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  // ids: [name-change, probate, small-claims]; words are ANDed, so the client's unique family name scopes a query.
  it.each([
    ['the account name, in any case', (u: TestUser) => `${u.givenName.toUpperCase()} ${u.familyName.toLowerCase()}`, [0, 1, 2]],
    ['the account email', (u: TestUser) => u.email, [0, 1, 2]],
    ['the name in the answers, without accents', (u: TestUser) => `maria elena garcia ${u.familyName}`, [0, 1, 2]],
    ['the service type slug', (u: TestUser) => `name-change ${u.familyName}`, [0]],
    ['the service title in English', (u: TestUser) => `Small Claims ${u.familyName}`, [2]],
    ['the service title in Spanish', (u: TestUser) => `sucesión ${u.familyName}`, [1]],
    ['part of a word', (u: TestUser) => u.familyName.slice(0, 9), [0, 1, 2]],
  ])('finds submissions by %s', async (_name, query, expected) => {
    const found = await listAll({ limit: 100, q: query(holder) });
    expect(found.map((s) => s.id)).toEqual(expected.map((i) => ids[i]));
  });

  it('combines the status filter with the search', async () => {
    await setStatus(ids[0], 'processing', 1);
    expect((await listAll({ status: 'processing', q: holder.familyName })).map((s) => s.id)).toEqual([ids[0]]);
    expect((await listAll({ status: 'pending', q: holder.familyName })).map((s) => s.id)).toEqual(ids.slice(1));
  });

  it.each([
    ['a limit over 100', { limit: '101' }, 'limit'],
    ['a limit of 0', { limit: '0' }, 'limit'],
    ['an unknown status', { status: 'archived' }, 'status'],
    ['a forged cursor', { cursor: Buffer.from('{"s":"x","p":{}}').toString('base64url') }, 'cursor'],
    ['an unknown parameter', { sort: 'name' }, 'sort'],
  ])('refuses %s with 400 and the field', async (_name, query, field) => {
    const res = await client(staff).sendUnchecked('GET /admin/submissions', { query });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.fieldErrors ?? {})).toEqual([field]);
  });

  it('refuses a cursor of another search', async () => {
    const page = await client(staff).send('GET /admin/submissions', { query: { limit: 1, q: holder.familyName } });
    const res = await client(staff).send('GET /admin/submissions', {
      query: { limit: 1, q: 'someone-else', cursor: page.body.nextCursor ?? undefined },
    });
    expect(res.error.fieldErrors).toEqual({ cursor: ['errors.field.cursor'] });
  });
});

describe('office payments', () => {
  it('records who received the payment and keeps the submission’s payment column in step', async () => {
    const user = await newUser();
    const order = await readyOrder(user, 'probate', 'office');
    const submitted = await submit(user, 'probate');
    expect(submitted.body.submission.payment).toEqual({ method: 'office', status: 'unpaid' });

    const officePayment = (orderId: string, reference?: string) =>
      client(staff).send('POST /admin/orders/{orderId}/office-payment', { params: { orderId }, body: reference ? { reference } : {} });
    const res = await officePayment(order.orderId, 'R-2077');
    expect(res.status).toBe(200);
    expect(res.body.order.payment).toMatchObject({
      status: 'paid',
      method: 'office',
      provider: 'office',
      reference: 'R-2077',
      receivedBy: { sub: staff.sub, name: 'Rosa Staffer' },
    });
    const after = await detail(submitted.body.submission.id);
    expect(after.submission.payment).toEqual({ method: 'office', status: 'paid' });
    expect(after.order.payment.status).toBe('paid');
    expect((await client(user).send('GET /orders/{orderId}', { params: { orderId: order.orderId } })).body.order.payment).toMatchObject({
      status: 'paid',
      provider: 'office',
    });

    const twice = await officePayment(order.orderId);
    expect([twice.status, twice.error.code]).toEqual([409, 'conflict']);
  });

  it('refuses a card order and an unknown order', async () => {
    const user = await newUser();
    const card = await readyOrder(user, 'probate', 'card');
    const officePayment = (orderId: string) =>
      client(staff).send('POST /admin/orders/{orderId}/office-payment', { params: { orderId }, body: {} });
    expect((await officePayment(card.orderId)).status).toBe(409);
    expect((await officePayment(randomUUID())).status).toBe(404);
  });
});
