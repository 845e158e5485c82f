/** The back office: status changes (optimistic concurrency, transitions, history), the list, search, office payments. */
import { randomUUID } from 'node:crypto';
import type { AdminSubmissionsSearch } from '../../shared/api/admin';
import type { Sent } from '../../shared/api/client';
import type { SubmissionStatus } from '../../shared/api/submissions';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queries } from '../../functions/lib/store/keys';
import { client, newSubmission, newUser, readyOrder, stack, submit, type TestUser } from './helpers';

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

type ListQuery = Omit<AdminSubmissionsSearch, 'cursor'>;

/** Every item of a staff list query, following the cursor. */
async function listAll(query: ListQuery) {
  const items = [];
  let cursor: string | null = null;
  do {
    const res: Sent<'POST /admin/submissions/search'> = await client(staff).send('POST /admin/submissions/search', {
      body: { ...query, cursor: cursor ?? undefined },
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
    // The probate one is to be paid at the office (unpaid), the others by card.
    for (const type of ['small-claims', 'probate', 'name-change'] as const)
      ids.unshift((await newSubmission(holder, type, type === 'probate' ? 'office' : 'card')).id);
  });

  it('sorts oldest first on the server when asked, paging in that order', async () => {
    const items = await listAll({ limit: 1, q: holder.familyName, order: 'asc' });
    expect(items.map((i) => i.id)).toEqual([...ids].reverse());
  });

  it('refuses a cursor of the other order (a cursor is bound to its order)', async () => {
    const page = await client(staff).send('POST /admin/submissions/search', { body: { limit: 1, q: holder.familyName } });
    const res = await client(staff).send('POST /admin/submissions/search', {
      body: { limit: 1, q: holder.familyName, order: 'asc', cursor: page.body.nextCursor ?? undefined },
    });
    expect(res.error.fieldErrors).toEqual({ cursor: ['errors.field.cursor'] });
  });

  it('filters by service type and by payment status', async () => {
    const q = holder.familyName;
    expect((await listAll({ q, questionnaireType: 'probate' })).map((s) => s.id)).toEqual([ids[1]]);
    expect((await listAll({ q, paymentStatus: 'unpaid' })).map((s) => s.id)).toEqual([ids[1]]);
    expect((await listAll({ q, paymentStatus: 'paid' })).map((s) => s.id)).toEqual([ids[0], ids[2]]);
    expect(await listAll({ q, questionnaireType: 'probate', paymentStatus: 'paid' })).toEqual([]);
  });

  it('filters by when they were submitted (both ends inclusive), without the search too', async () => {
    const all = await listAll({ q: holder.familyName });
    const middle = all[1].createdAt;
    expect((await listAll({ q: holder.familyName, submittedFrom: middle })).map((s) => s.id)).toEqual(ids.slice(0, 2));
    expect((await listAll({ q: holder.familyName, submittedTo: middle })).map((s) => s.id)).toEqual(ids.slice(1));
    const exactly = await listAll({ submittedFrom: middle, submittedTo: middle });
    expect(exactly.map((s) => s.id)).toContain(ids[1]);
    expect(exactly.every((s) => s.createdAt === middle)).toBe(true);
  });

  it('“needs attention” lists only pending submissions unchanged for the given days', async () => {
    // Fresh submissions changed seconds ago: not yet waiting for a day.
    expect(await listAll({ q: holder.familyName, pendingForDays: 1 })).toEqual([]);
    const waiting = await listAll({ pendingForDays: 1, limit: 100 });
    const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
    expect(waiting.every((s) => s.status === 'pending' && s.updatedAt < dayAgo)).toBe(true);
  });

  it('pages newest first with an opaque cursor: every item once, in order', async () => {
    const items = await listAll({ limit: 1, q: holder.familyName });
    expect(items.map((i) => i.id)).toEqual(ids);
    const all = await client(staff).send('POST /admin/submissions/search', { body: { limit: 3 } });
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
    ['a limit over 100', { limit: 101 }, 'limit'],
    ['a limit of 0', { limit: 0 }, 'limit'],
    ['an unknown status', { status: 'archived' }, 'status'],
    ['a forged cursor', { cursor: Buffer.from('{"s":"x","p":{}}').toString('base64url') }, 'cursor'],
    ['a sort the table cannot serve', { sort: 'clientName' }, 'sort'],
    ['an unknown field', { name: 'x' }, 'name'],
    ['an unknown service type', { questionnaireType: 'divorce-abroad' }, 'questionnaireType'],
    [
      'a range that ends before it starts',
      { submittedFrom: '2026-02-01T00:00:00.000Z', submittedTo: '2026-01-01T00:00:00.000Z' },
      'submittedTo',
    ],
    ['“needs attention” with another status', { pendingForDays: 7, status: 'completed' }, 'status'],
  ])('refuses %s with 400 and the field', async (_name, body, field) => {
    const res = await client(staff).sendUnchecked('POST /admin/submissions/search', { body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.fieldErrors ?? {})).toEqual([field]);
  });

  it('refuses a cursor of another search', async () => {
    const page = await client(staff).send('POST /admin/submissions/search', { body: { limit: 1, q: holder.familyName } });
    const res = await client(staff).send('POST /admin/submissions/search', {
      body: { limit: 1, q: 'someone-else', cursor: page.body.nextCursor ?? undefined },
    });
    expect(res.error.fieldErrors).toEqual({ cursor: ['errors.field.cursor'] });
  });
});

describe('the CSV export', () => {
  let holder: TestUser;
  let ids: string[];
  beforeAll(async () => {
    holder = await newUser({ givenName: 'Exporta', familyName: `Csv${randomUUID().slice(0, 6)}` });
    ids = [];
    for (const type of ['small-claims', 'probate'] as const) ids.unshift((await newSubmission(holder, type)).id);
  });

  const exportCsv = (body: Record<string, unknown>) => client(staff).send('POST /admin/submissions/export', { body });

  it('answers every match of the filters as UTF-8 CSV with a BOM, headings and services in the language asked', async () => {
    const res = await exportCsv({ q: holder.familyName, lang: 'es' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = res.body.bytes;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '"ID de la solicitud","Enviada (UTC)","Última actualización (UTC)","Nombre del cliente","Correo electrónico","Tipo de servicio","Estado","Pago","Forma de pago"',
    );
    expect(lines.slice(1).map((l) => JSON.parse(`[${l}]`)[0])).toEqual(ids);
    expect(lines[1]).toContain('"Pendiente"');
    expect(lines[1]).toContain('"Sucesión');
  });

  it('exports what the list shows for the same filters (all pages)', async () => {
    const res = await exportCsv({ q: holder.familyName, questionnaireType: 'probate' });
    const lines = new TextDecoder().decode(res.body.bytes.slice(3)).split('\r\n').filter(Boolean);
    expect(lines.slice(1).map((l) => JSON.parse(`[${l}]`)[0])).toEqual([ids[0]]);
  });

  it('records the export in the audit log, without the search words', async () => {
    const s = stack();
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: s.dynamodbEndpoint,
        region: 'us-west-2',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const before = new Date().toISOString();
    await exportCsv({ q: holder.familyName, paymentStatus: 'paid' });
    const month = queries.auditOf(before.slice(0, 7));
    const { Items = [] } = await doc.send(
      new QueryCommand({
        TableName: s.tableName,
        KeyConditionExpression: 'PK = :pk AND SK >= :from',
        ExpressionAttributeValues: { ':pk': month.partition, ':from': before },
      }),
    );
    doc.destroy();
    const mine = Items.filter((i) => i.actorSub === staff.sub && i.action === 'submissions.export');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rows: 2, filters: { paymentStatus: 'paid', searchWords: 1 } });
    expect(JSON.stringify(mine[0])).not.toContain(holder.familyName);
  });

  it('is refused to a client (admin only) and refuses bad filters with 400', async () => {
    expect((await client(holder).send('POST /admin/submissions/export', { body: {} })).status).toBe(403);
    const bad = await client(staff).sendUnchecked('POST /admin/submissions/export', { body: { lang: 'fr' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.fieldErrors ?? {})).toEqual(['lang']);
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
