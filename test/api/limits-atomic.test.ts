/**
 * Limits per account and per address that hold under concurrency (docs/security.md F4, F6, F7, F12): N requests at
 * once, and the cap holds exactly — the counters live in the same transaction as the write they count.
 *  - F4: submissions waiting for an office payment (MAX_UNPAID_SUBMISSIONS);
 *  - F7: uploads in progress on a case (MAX_PENDING_UPLOADS, and with the stored documents MAX_DOCUMENTS_PER_CASE);
 *  - F12: staff's email about a client's messages (one per case per cooldown), an address's sign-up notices and codes;
 *  - F6: sign-up does its account work in the outbox, so the request itself is the same for every email.
 */
import { stackInfo } from './casework/env';
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ddb } from '../../functions/lib/db';
import { MAX_UNPAID_SUBMISSIONS } from '../../functions/lib/domain/submissions';
import { keys } from '../../functions/lib/store/keys';
import { SIGN_UP_CODES_PER_HOUR } from '../../functions/lib/store/mail-limits';
import { readInbox } from '../../infra/local/ses';
import mailMessages from '../../shared/i18n/messages/mail';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import { DOCUMENT_ERRORS, MAX_DOCUMENTS_PER_CASE, MAX_PENDING_UPLOADS } from '../../shared/documents';
import { client, newSubmission, newUser, PDF_BYTES, postToS3, readyOrder, submit, type TestUser } from './helpers';

jest.setTimeout(180_000);

const s = stackInfo;
const T = s.tableName;
const until = async <V>(read: () => Promise<V>, done: (v: V) => boolean, what: string): Promise<V> => {
  for (let i = 0; i < 300; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const count = <V>(xs: V[], f: (x: V) => boolean) => xs.filter(f).length;
const TYPES = QUESTIONNAIRE_TYPES.filter((t) => t !== 'domestic-violence');

describe('F4: submissions waiting for an office payment, submitted at once', () => {
  it(`accept exactly ${MAX_UNPAID_SUBMISSIONS} of 6 concurrent submissions, three times over`, async () => {
    for (let round = 0; round < 3; round++) {
      const user = await newUser();
      const types = TYPES.slice(round * 2, round * 2 + 6);
      for (const type of types) await readyOrder(user, type, 'office');
      const answers = await Promise.all(types.map((type) => submit(user, type)));
      expect({ round, accepted: count(answers, (a) => a.status === 201) }).toEqual({ round, accepted: MAX_UNPAID_SUBMISSIONS });
      for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.error.code).toBe('payment_required');
      expect((await client(user).call('GET /submissions')).items).toHaveLength(MAX_UNPAID_SUBMISSIONS);
    }
  });

  it('gives a place back when the office rejects or is paid, takes one when a rejected case reopens', async () => {
    const [user, staff] = await Promise.all([newUser(), newUser({ admin: true })]);
    const types = TYPES.slice(0, 4);
    const orders = [];
    for (const type of types) orders.push(await readyOrder(user, type, 'office'));
    const first = (await submit(user, types[0])).body.submission;
    await submit(user, types[1]);
    expect((await submit(user, types[2])).status).toBe(402);
    // Rejected: its place is free.
    const as = client(staff);
    const reject = await as.send('POST /admin/submissions/{id}/status', {
      params: { id: first.id },
      body: { status: 'rejected', expectedVersion: first.version },
    });
    expect(reject.status).toBe(200);
    expect((await submit(user, types[2])).status).toBe(201);
    expect((await submit(user, types[3])).status).toBe(402);
    // Reopened (the office's decision, past the cap): three wait, so a payment of one still leaves no place…
    const reopen = await as.send('POST /admin/submissions/{id}/status', {
      params: { id: first.id },
      body: { status: 'pending', expectedVersion: reject.body.submission.version },
    });
    expect(reopen.status).toBe(200);
    await as.send('POST /admin/orders/{orderId}/office-payment', { params: { orderId: orders[1].orderId }, body: {} });
    expect((await submit(user, types[3])).status).toBe(402);
    // …and a second one does.
    await as.send('POST /admin/orders/{orderId}/office-payment', { params: { orderId: orders[0].orderId }, body: {} });
    expect((await submit(user, types[3])).status).toBe(201);
  });

  it('counts submissions made before the counter existed (its first use builds it from them)', async () => {
    const user = await newUser();
    const types = TYPES.slice(6, 9);
    for (const type of types) await readyOrder(user, type, 'office');
    const made = [(await submit(user, types[0])).body.submission, (await submit(user, types[1])).body.submission];
    // As they were before: no counter, no flags.
    await ddb().send(new DeleteCommand({ TableName: T, Key: keys.unpaidCounter(user.sub) }));
    for (const m of made)
      await ddb().send(new UpdateCommand({ TableName: T, Key: keys.submission(m.id), UpdateExpression: 'REMOVE holdsUnpaidSlot' }));
    expect((await submit(user, types[2])).status).toBe(402);
    const { Item } = await ddb().send(new GetCommand({ TableName: T, Key: keys.unpaidCounter(user.sub), ConsistentRead: true }));
    expect(Item?.open).toBe(2);
  });
});

describe('F7: uploads in progress on a case, started at once', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await newUser();
  });
  const start = (caseId: string, size = PDF_BYTES.length) =>
    client(user).send('POST /submissions/{id}/documents', {
      params: { id: caseId },
      body: { name: `Scan ${randomUUID().slice(0, 6)}.pdf`, contentType: 'application/pdf', size, kind: 'court_order' },
    });

  it(`accept exactly ${MAX_PENDING_UPLOADS} of 16 concurrent starts; with ${MAX_DOCUMENTS_PER_CASE - 5} documents stored, exactly 5`, async () => {
    const caseId = (await newSubmission(user)).id;
    const answers = await Promise.all(Array.from({ length: 16 }, () => start(caseId)));
    expect(count(answers, (a) => a.status === 201)).toBe(MAX_PENDING_UPLOADS);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.error.fieldErrors?._root).toEqual([DOCUMENT_ERRORS.pending]);

    const full = (await newSubmission(user)).id;
    await ddb().send(
      new UpdateCommand({
        TableName: T,
        Key: keys.submission(full),
        UpdateExpression: 'SET documentCount = :n',
        ExpressionAttributeValues: { ':n': MAX_DOCUMENTS_PER_CASE - 5 },
      }),
    );
    const near = await Promise.all(Array.from({ length: 9 }, () => start(full)));
    expect(count(near, (a) => a.status === 201)).toBe(5);
    for (const a of near.filter((x) => x.status !== 201)) expect(a.error.fieldErrors?._root).toEqual([DOCUMENT_ERRORS.limit]);
  });

  it('frees a place when an upload is confirmed, deleted, or its time runs out', async () => {
    const caseId = (await newSubmission(user)).id;
    const started = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) started.push((await start(caseId)).body);
    expect((await start(caseId)).status).toBe(400);
    // Confirmed.
    expect(await postToS3(started[0].upload, PDF_BYTES)).toBe(204);
    const done = await client(user).send('POST /submissions/{id}/documents/{documentId}/complete', {
      params: { id: caseId, documentId: started[0].document.id },
    });
    expect(done.status).toBe(200);
    expect((await start(caseId)).status).toBe(201);
    expect((await start(caseId)).status).toBe(400);
    // Deleted while in progress.
    const gone = await client(user).send('DELETE /submissions/{id}/documents/{documentId}', {
      params: { id: caseId, documentId: started[1].document.id },
    });
    expect(gone.status).toBe(204);
    expect((await start(caseId)).status).toBe(201);
    // Abandoned: once its time runs out, it no longer counts.
    await ddb().send(
      new UpdateCommand({
        TableName: T,
        Key: keys.submission(caseId),
        UpdateExpression: 'SET pendingUploads.#d = :past',
        ExpressionAttributeNames: { '#d': started[2].document.id },
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await start(caseId)).status).toBe(201);
    expect((await start(caseId)).status).toBe(400);
  });

  it('binds the presigned POST to the size announced: a larger file is refused by S3', async () => {
    const caseId = (await newSubmission(user)).id;
    const started = await start(caseId, PDF_BYTES.length);
    const bigger = new Uint8Array([...PDF_BYTES, 0x20, 0x20, 0x20]);
    expect(await postToS3(started.body.upload, bigger)).toBe(400);
    expect(await postToS3(started.body.upload, PDF_BYTES)).toBe(204);
  });
});

describe('F12: how much mail one case or address gets', () => {
  it('staff hear of a burst of a client’s messages once (five at once, one email to the assigned member)', async () => {
    const [owner, staff] = await Promise.all([newUser(), newUser({ admin: true })]);
    const caseId = (await newSubmission(owner)).id;
    const assigned = await client(staff).send('PUT /admin/submissions/{id}/assignment', {
      params: { id: caseId },
      body: { assignee: staff.sub, expectedAssignee: null },
    });
    expect(assigned.status).toBe(200);
    // Only the mail about client messages: staff also hear of every new submission (the two cases here, and other
    // tests' cases, since a new case goes to every member), whenever the outbox gets to it.
    const inbox = async () =>
      (await readInbox(s.sesEndpoint, staff.email)).filter((m) => m.subject === mailMessages.en.mail.subject.staff.clientMessage);
    const before = (await inbox()).length;
    const posted = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client(owner).send('POST /submissions/{id}/messages', { params: { id: caseId }, body: { body: `Message ${i}` } }),
      ),
    );
    expect(posted.map((p) => p.status)).toEqual([201, 201, 201, 201, 201]);
    await until(inbox, (m) => m.length > before, 'the staff email');
    // Every outbox item of the case's messages is processed by now; one more message to a second case of the same
    // member is the control that the consumer moved on.
    const second = (await newSubmission(owner)).id;
    await client(staff).send('PUT /admin/submissions/{id}/assignment', {
      params: { id: second },
      body: { assignee: staff.sub, expectedAssignee: null },
    });
    await client(owner).send('POST /submissions/{id}/messages', { params: { id: second }, body: { body: 'Control' } });
    await until(inbox, (m) => m.length >= before + 2, 'the control email');
    expect((await inbox()).length).toBe(before + 2);
    // All five messages are in the thread.
    expect((await client(staff).call('GET /admin/submissions/{id}/messages', { params: { id: caseId } })).items).toHaveLength(5);
  });

  it('tells an account’s owner of sign-up attempts with their address once an hour (five at once)', async () => {
    const [owner, control] = await Promise.all([newUser(), newUser()]);
    const signUp = (email: string) =>
      client().send('POST /auth/sign-up', { body: { firstName: 'Ann', lastName: 'Other', email, locale: 'en' } });
    expect((await Promise.all(Array.from({ length: 5 }, () => signUp(owner.email)))).map((r) => r.status)).toEqual([
      202, 202, 202, 202, 202,
    ]);
    await until(
      () => readInbox(s.sesEndpoint, owner.email),
      (m) => m.length >= 1,
      'the first notice',
    );
    await signUp(control.email);
    await until(
      () => readInbox(s.sesEndpoint, control.email),
      (m) => m.length === 1,
      'the control notice',
    );
    expect(await readInbox(s.sesEndpoint, owner.email)).toHaveLength(1);
  });

  it(`mails at most ${SIGN_UP_CODES_PER_HOUR} sign-up codes an hour to one address`, async () => {
    const email = `codes-${randomUUID().slice(0, 8)}@example.test`;
    const signUp = () => client().send('POST /auth/sign-up', { body: { firstName: 'Ann', lastName: 'New', email, locale: 'en' } });
    await signUp();
    await until(
      () => readInbox(s.sesEndpoint, email),
      (m) => m.length === 1,
      'the first code',
    );
    for (let i = 0; i < SIGN_UP_CODES_PER_HOUR + 2; i++)
      expect((await client().send('POST /auth/resend-code', { body: { email } })).status).toBe(202);
    await until(
      () => readInbox(s.sesEndpoint, email),
      (m) => m.length >= SIGN_UP_CODES_PER_HOUR,
      'five codes',
    );
    const control = await newUser();
    await client().send('POST /auth/sign-up', { body: { firstName: 'C', lastName: 'C', email: control.email, locale: 'en' } });
    await until(
      () => readInbox(s.sesEndpoint, control.email),
      (m) => m.length === 1,
      'the control notice',
    );
    expect(await readInbox(s.sesEndpoint, email)).toHaveLength(SIGN_UP_CODES_PER_HOUR);
  });
});

describe('F6: sign-up answers without the account work', () => {
  /** The auth function's handler, in this process, with Cognito unreachable: any Cognito call on the way fails it. */
  async function authHandlerWithoutCognito() {
    const saved = process.env.COGNITO_ENDPOINT;
    process.env.COGNITO_ENDPOINT = 'http://127.0.0.1:9';
    process.env.USER_POOL_ID = s.userPoolId;
    jest.resetModules();
    const { handler } = await import('../../functions/auth/handler');
    // The handler's own log module (a fresh one after resetModules): its request lines, at info level.
    const { setLogSink: sinkOf } = await import('../../functions/lib/log');
    return { handler, sinkOf, restore: () => (process.env.COGNITO_ENDPOINT = saved) };
  }
  const event = (path: string, body: unknown): APIGatewayProxyEventV2WithJWTAuthorizer =>
    ({
      version: '2.0',
      routeKey: `POST ${path}`,
      rawPath: path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      isBase64Encoded: false,
      requestContext: { requestId: `f6-${randomUUID()}`, http: { method: 'POST', path, sourceIp: '127.0.0.1', userAgent: 'jest' } },
    }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

  it('makes the same single write for a new, a verified and an unverified email, and no Cognito call, before it answers', async () => {
    const owner = await newUser();
    const unverified = `f6-${randomUUID().slice(0, 8)}@example.test`;
    await client().send('POST /auth/sign-up', { body: { firstName: 'U', lastName: 'V', email: unverified, locale: 'en' } });
    await until(
      () => readInbox(s.sesEndpoint, unverified),
      (m) => m.length === 1,
      'the unverified account’s code',
    );

    const lines: Array<{ msg: string; requestId?: string; dynamoCalls?: number }> = [];
    const { handler, sinkOf, restore } = await authHandlerWithoutCognito();
    sinkOf((line) => lines.push(JSON.parse(line)), 'info');
    try {
      const answers = [];
      for (const [path, email] of [
        ['/auth/sign-up', `f6-${randomUUID().slice(0, 8)}@example.test`],
        ['/auth/sign-up', owner.email],
        ['/auth/sign-up', unverified],
        ['/auth/resend-code', `f6-${randomUUID().slice(0, 8)}@example.test`],
        ['/auth/resend-code', owner.email],
        ['/auth/resend-code', unverified],
      ] as const) {
        const body = path === '/auth/sign-up' ? { firstName: 'Ann', lastName: 'Other', email, locale: 'en' } : { email };
        const res = await handler(event(path, body));
        answers.push({ status: res.statusCode, body: res.body });
      }
      expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ status: 202, body: '{"accepted":true}' })]));
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests.map((l) => l.dynamoCalls)).toEqual([1, 1, 1, 1, 1, 1]);
    } finally {
      restore();
    }
  });

  it('queues the work in the outbox, keeping the request’s names and address only until it is done', async () => {
    const email = `f6-${randomUUID().slice(0, 8)}@example.test`;
    await client().send('POST /auth/sign-up', { body: { firstName: 'Queue', lastName: 'Test', email, locale: 'es' } });
    await until(
      () => readInbox(s.sesEndpoint, email),
      (m) => m.length === 1,
      'the code',
    );
    // The job items of the last minutes hold no sign-up input any more.
    const { Items = [] } = await ddb().send(
      new QueryCommand({
        TableName: T,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :p',
        ExpressionAttributeValues: { ':p': 'OUTBOX#pending' },
      }),
    );
    expect(Items.filter((i) => String(i.kind).startsWith('job.') && JSON.stringify(i).includes(email))).toEqual([]);
  });
});
