/**
 * Faults: DynamoDB Local stopped mid-run, then DynamoDB answering too late (a delay proxy between the handlers and
 * DynamoDB Local). Every database-backed route must answer 503
 * `{ error: { code: 'unavailable', retryable: true } }` (never 500, never a 404 that is really an outage, never a
 * hang), write nothing partial, and work again once the database is back. A slow database gets the same 503 from the
 * function itself, inside the functions' timeout (which the local gateway enforces as Lambda does, answering its own
 * 500 when a handler runs over): the DynamoDB client's timeouts (functions/lib/db.ts) are what make that so.
 *
 * Runs on its OWN stack (started here, with the ephemeral-only fault-injection endpoint of infra/local/control.ts)
 * so the other api tests, which share the suite's stack, are not disturbed.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createApiClient, type UncheckedInput } from '../../shared/api/client';
import { paramNames } from '../../shared/api/contract';
import { ROUTES, routeKey, type RouteDef, type RouteKey } from '../../shared/api/routes';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { smallClaimsSample } from '../../shared/questionnaires/samples';
import { cognitoClient, ensureUser } from '../../infra/local/cognito-setup';
import { signIn, staffSignIn } from '../../infra/local/tokens';
import { ROOT, startStackProcess, type StackProcess } from '../support/stack-process';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { californiaDate } from '../../shared/compliance';
import { FORMS_META } from '../../shared/questionnaires/forms/meta.generated';
import { DYNAMODB_LIMITS } from '../../functions/lib/db';
import { API_FUNCTION_TIMEOUT_SECONDS } from '../../infra/aws/access';

jest.setTimeout(120_000);

let stack: StackProcess;
let userToken = '';
let adminToken = '';
let serverToken = '';

/** A client's token, or a staff member's (the console's admin, or a process server of the field app: issue 32). */
async function newToken(staff: 'admin' | 'server' | null = null): Promise<string> {
  const s = stack.info;
  const u = {
    email: `fault-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 8)}-A1!`,
    givenName: 'Fault',
    familyName: 'Test',
    admin: staff === 'admin',
    server: staff === 'server',
  };
  await ensureUser(cognitoClient(s.cognitoEndpoint), s.userPoolId, u);
  // Staff sign in as the console and the field app do: the staff app client, with a TOTP authenticator (enrolled here).
  if (staff) return (await staffSignIn(s.cognitoEndpoint, s.staffUserPoolClientId, u.email, u.password)).tokens.idToken;
  return (await signIn(s.cognitoEndpoint, s.userPoolClientId, u.email, u.password)).idToken;
}

/** The typed client against this test's own stack, as the holder of `token` (or anonymously). */
const api = (token?: string) => createApiClient({ baseUrl: stack.info.apiUrl, getToken: () => token ?? null });

async function control(action: 'stop' | 'start' | `delay?ms=${number}`): Promise<void> {
  const res = await fetch(`${stack.info.controlUrl}/dynamodb/${action}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`DynamoDB ${action} failed: ${res.status} ${await res.text()}`);
}

/** A request for every route that needs the database, with a valid body where it has one (validation runs first). */
const DRAFT_TYPE = 'small-claims';
/** The Idempotency-Key of the submission attempted during the outage, retried once the database is back. */
const OUTAGE_KEY = `outage-${randomUUID()}`;
/** Path parameters whose schema is not an id: a well-formed value, so the route reaches the database (a malformed one is a 404 before it). */
const PARAM_VALUES: Record<string, string> = { questionnaireType: DRAFT_TYPE, date: '2031-01-06' };
function requestFor(r: RouteDef): UncheckedInput | null {
  const params = Object.fromEntries(paramNames(r.path).map((n) => [n, PARAM_VALUES[n] ?? 'no-such-id-0000']));
  switch (routeKey(r)) {
    case 'PATCH /me':
      return { params, body: { phone: '(323) 555-0177' } };
    case 'PUT /drafts/{questionnaireType}':
      return { params, body: { answers: { fullName: 'Outage Draft' }, step: 'claim' } };
    case 'POST /submissions':
      return { params, body: { questionnaireType: DRAFT_TYPE, answers: smallClaimsSample }, headers: { 'Idempotency-Key': OUTAGE_KEY } };
    case 'POST /orders':
      return { params, body: { questionnaireType: DRAFT_TYPE } };
    case 'GET /admin/overview': {
      const day = new Date().toISOString().slice(0, 10);
      return { params, query: { from: day, to: day } };
    }
    case 'GET /admin/notary/appointments': {
      const day = new Date().toISOString().slice(0, 10);
      return { params, query: { from: day, to: day } };
    }
    case 'POST /admin/submissions/search':
      return { params, body: {} };
    default:
      // Bodies whose shape the fault test cannot know stay out (their 400 would come before any database call).
      return r.method === 'GET' || r.method === 'DELETE' ? { params } : null;
  }
}
const databaseRoutes = ROUTES.filter((r) => r.access !== 'public' && requestFor(r) !== null);

beforeAll(async () => {
  const dir = join(ROOT, 'test-results/api');
  mkdirSync(dir, { recursive: true });
  stack = await startStackProcess({ web: 'none', seed: false, logFile: join(dir, 'faults-stack.log') });
  if (!stack.info.controlUrl) throw new Error('the ephemeral stack did not report a controlUrl (infra/local/control.ts)');
  [userToken, adminToken, serverToken] = await Promise.all([newToken(), newToken('admin'), newToken('server')]);
});

afterAll(async () => {
  await stack?.stop();
});

describe('DynamoDB unreachable mid-run', () => {
  let phoneBefore: string | null = null;

  it('stores some data while the database is up', async () => {
    const user = api(userToken);
    const patched = await user.send('PATCH /me', { body: { phone: '(323) 555-0100' } });
    expect(patched.status).toBe(200);
    phoneBefore = patched.body.profile.phone;
    // An order ready for its questionnaire: notice signed, forms selected, notice given, agreement accepted, office
    // payment chosen.
    const order = await user.send('POST /orders', { body: { questionnaireType: DRAFT_TYPE } });
    expect(order.status).toBe(201);
    const params = { orderId: order.body.order.orderId };
    // The Notice to Consumer (B&P §6410.5) comes before the contract, and the contract only once staff have given it.
    const notice = { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName: 'Fault Test' } as const;
    expect((await user.send('POST /orders/{orderId}/notice', { params, body: notice })).status).toBe(200);
    const forms = FORMS_META[DRAFT_TYPE].map((f) => f.form);
    expect((await user.send('PUT /orders/{orderId}/forms', { params, body: { forms } })).status).toBe(200);
    const given = { method: 'in_person', date: californiaDate() } as const;
    expect((await api(adminToken).send('POST /admin/orders/{orderId}/notice-delivery', { params, body: given })).status).toBe(200);
    const agreement = { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'Fault Test', accepted: true } as const;
    expect((await user.send('POST /orders/{orderId}/agreement', { params, body: agreement })).status).toBe(200);
    expect((await user.send('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } })).status).toBe(200);
    const list = await user.send('GET /submissions');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
    await control('stop');
  });

  it('still answers /health (no database behind it)', async () => {
    expect((await api().send('GET /health')).status).toBe(200);
  });

  describe.each(databaseRoutes.map((r) => ({ route: routeKey(r), r })))('$route', ({ r }) => {
    it('answers 503 unavailable, retryable, with no stack trace', async () => {
      const token = r.access === 'admin' ? adminToken : r.access === 'server' ? serverToken : userToken;
      const res = await api(token).sendUnchecked(routeKey(r) as RouteKey, requestFor(r)!);
      expect({ status: res.status, body: res.json }).toEqual({
        status: 503,
        body: { error: { code: 'unavailable', message: expect.any(String), retryable: true } },
      });
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.text).not.toMatch(/\bat \w+ \(|node_modules|ECONNREFUSED|127\.0\.0\.1/);
    });
  });

  it('works again after DynamoDB Local restarts, with nothing half-written during the outage', async () => {
    await control('start');
    // The outage's PATCH /me did not apply.
    const user = api(userToken);
    const me = await user.send('GET /me');
    expect(me.status).toBe(200);
    expect(me.body.profile.phone).toBe(phoneBefore);
    // The outage's draft was not stored.
    const draft = await user.send('GET /drafts/{questionnaireType}', { params: { questionnaireType: DRAFT_TYPE } });
    expect(draft.status).toBe(404);
    // The outage's submission attempt left nothing behind, and its Idempotency-Key was not used up: retrying it
    // submits once, and a replay answers the same submission.
    expect((await user.send('GET /submissions')).body.items).toEqual([]);
    const retry = {
      body: { questionnaireType: DRAFT_TYPE, answers: smallClaimsSample },
      headers: { 'Idempotency-Key': OUTAGE_KEY },
    } as const;
    const first = await user.send('POST /submissions', retry);
    expect(first.status).toBe(201);
    const replay = await user.send('POST /submissions', retry);
    expect(replay.body.submission.id).toBe(first.body.submission.id);
    const list = await user.send('GET /submissions');
    expect(list.body.items.map((i) => i.id)).toEqual([first.body.submission.id]);
    // And writes work again.
    const patched = await user.send('PATCH /me', { body: { phone: '(323) 555-0199' } });
    expect(patched.status).toBe(200);
    expect((await user.send('GET /me')).body.profile.phone).toBe('(323) 555-0199');
    expect((await api(adminToken).send('GET /me')).status).toBe(200);
  });
});

describe('DynamoDB answering late (slower than the client’s timeouts)', () => {
  /**
   * Each way, longer than the DynamoDB client's request timeout, and so long that a single call without the client's
   * timeouts would outlast the function's own timeout (one call waits twice this).
   */
  const DELAY_MS = Math.max(DYNAMODB_LIMITS.requestTimeoutMs * 2, (API_FUNCTION_TIMEOUT_SECONDS * 1000) / 2 + 500);
  const SLOW_KEY = `slow-${randomUUID()}`;
  let before: { phone: string | null; submissions: string[] } | null = null;

  // What the account holds before DynamoDB slows down (the last test compares), then the delay.
  beforeAll(async () => {
    const user = api(userToken);
    const me = await user.send('GET /me');
    const list = await user.send('GET /submissions');
    before = { phone: me.body.profile.phone, submissions: list.body.items.map((i) => i.id) };
    await control(`delay?ms=${DELAY_MS}`);
  });
  // A failed test must not leave the suite's database slow for the files after it.
  afterAll(() => control('delay?ms=0'));

  const slowRequests: Array<{ name: string; send: () => ReturnType<ReturnType<typeof api>['sendUnchecked']> }> = [
    { name: 'GET /me', send: () => api(userToken).sendUnchecked('GET /me', {}) },
    { name: 'PATCH /me', send: () => api(userToken).sendUnchecked('PATCH /me', { body: { phone: '(323) 555-0142' } }) },
    {
      name: 'PUT /drafts/{questionnaireType}',
      send: () =>
        api(userToken).sendUnchecked('PUT /drafts/{questionnaireType}', {
          params: { questionnaireType: DRAFT_TYPE },
          body: { answers: { fullName: 'Slow Draft' }, step: 'claim' },
        }),
    },
    {
      name: 'POST /submissions',
      send: () =>
        api(userToken).sendUnchecked('POST /submissions', {
          body: { questionnaireType: DRAFT_TYPE, answers: smallClaimsSample },
          headers: { 'Idempotency-Key': SLOW_KEY },
        }),
    },
    {
      name: 'POST /admin/submissions/search (revocation check first)',
      send: () => api(adminToken).sendUnchecked('POST /admin/submissions/search', { body: {} }),
    },
  ];

  it.each(slowRequests)('$name answers 503 unavailable, retryable, from the function within its timeout', async ({ send }) => {
    const res = await send();
    // The local gateway cuts a handler off at the functions' timeout with its own 500: this is the handler's answer.
    expect({ status: res.status, body: res.json }).toEqual({
      status: 503,
      body: { error: { code: 'unavailable', message: expect.any(String), retryable: true } },
    });
  });

  it('wrote nothing while slow, and answers normally once DynamoDB is fast again', async () => {
    await control('delay?ms=0');
    const user = api(userToken);
    const me = await user.send('GET /me');
    expect(me.status).toBe(200);
    expect(me.body.profile.phone).toBe(before!.phone);
    expect((await user.send('GET /drafts/{questionnaireType}', { params: { questionnaireType: DRAFT_TYPE } })).status).toBe(404);
    expect((await user.send('GET /submissions')).body.items.map((i) => i.id)).toEqual(before!.submissions);
    expect((await api(adminToken).send('POST /admin/submissions/search', { body: {} })).status).toBe(200);
  });
});
