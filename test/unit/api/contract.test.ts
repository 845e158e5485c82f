/**
 * The contracts are executable: every route's real handler (functions/<group>/handler.ts, called in-process as Lambda
 * would) parses its request with its contract before any handler code runs — a body or query the contract refuses is
 * 400 validation_failed with exactly the field errors the contract's own schema gives; a body over the route's limit
 * is 413; JSON nested deeper than MAX_JSON_DEPTH is 400 before any schema or serializer sees it. Table-driven over the
 * route table: a route without a contract or a handler fails here. (test/api/contract.test.ts checks every route's
 * success answer against its success schema on the running stack.)
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type * as z from 'zod/mini';
import { createApiClient, type CallInput } from '../../../shared/api/client';
import {
  defineContract,
  LARGE_MAX_BODY_BYTES,
  MAX_JSON_DEPTH,
  maxBodyBytesOf,
  paramNames,
  PATH_PARAMS,
  type GroupContract,
  type PathParamName,
  type RouteContract,
} from '../../../shared/api/contract';
import { CONTRACTS } from '../../../shared/api/contracts/all';
import { adminContract } from '../../../shared/api/contracts/admin';
import { authContract } from '../../../shared/api/contracts/auth';
import { ordersContract } from '../../../shared/api/contracts/orders';
import { profileContract } from '../../../shared/api/contracts/profile';
import { FIELD_ERRORS, ROOT_FIELD, toFieldErrors } from '../../../shared/api/errors';
import { profileRoutes } from '../../../shared/api/route-tables/profile';
import { ROUTE_GROUPS, ROUTES, routeKey, type RouteDef, type RouteGroup, type RouteKey } from '../../../shared/api/routes';
import { createHandler, jsonDepthExceeds, reply, withSessionCheck, type Event, type Result } from '../../../functions/lib/http';
import { ApiError } from '../../../functions/lib/errors';
import { setLogSink } from '../../../functions/lib/log';

setLogSink(() => undefined, 'error');

type Handler = (event: Event) => Promise<Result>;
const handlers = new Map<RouteGroup, Handler>();
beforeAll(async () => {
  for (const group of ROUTE_GROUPS) {
    const mod = (await import(`../../../functions/${group}/handler`)) as { handler: Handler };
    handlers.set(group, mod.handler);
  }
});

/** A plausible value for each path parameter (so the request gets past the parameters to the body). */
const VALID_PARAM: Record<PathParamName, string> = {
  id: '00000000-0000-4000-8000-000000000001',
  orderId: '00000000-0000-4000-8000-000000000002',
  questionnaireType: 'probate',
  documentId: '00000000-0000-4000-8000-000000000003',
  requestId: '00000000-0000-4000-8000-000000000004',
  sessionId: 'cs_test_local_probe',
  form: 'sc-100',
  appointmentId: '00000000-0000-4000-8000-000000000005',
  date: '2026-12-05',
  jobId: '00000000-0000-4000-8000-000000000006',
  attemptId: '00000000-0000-4000-8000-000000000007',
  paperId: 'p1',
  serverSub: '00000000-0000-4000-8000-000000000008',
};

/** The staff app client's id, as CDK and the local stack give it to every function with admin routes. */
const STAFF_CLIENT = 'unit-staff-client';
process.env.STAFF_CLIENT_ID = STAFF_CLIENT;

function event(route: RouteDef, opts: { body?: string; query?: Record<string, string>; headers?: Record<string, string> } = {}): Event {
  const pathParameters = Object.fromEntries(paramNames(route.path).map((n) => [n, VALID_PARAM[n as PathParamName]]));
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: route.path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...opts.headers },
    queryStringParameters: opts.query,
    pathParameters,
    body: opts.body,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'unit',
      http: { method: route.method, path: route.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      // An admin (so every user and admin route passes), or for the field routes a process server (issue 32: staff are
      // refused there): the contract is checked before any handler code runs.
      authorizer: {
        jwt: {
          claims: {
            sub: 'unit-admin',
            token_use: 'id',
            'cognito:groups': route.access === 'server' ? '[server]' : '[admin]',
            aud: STAFF_CLIENT,
          },
          scopes: null,
        },
      },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const send = async (route: RouteDef, opts: Parameters<typeof event>[1]) => {
  const res = await handlers.get(route.group)!(event(route, opts));
  return { status: res.statusCode, body: JSON.parse(res.body ?? 'null') as { error?: { code: string; fieldErrors?: unknown } } };
};

/** What the contract's own schema says about a value: the field errors the server must answer. */
const expectedFieldErrors = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value, { reportInput: true });
  expect(parsed.success).toBe(false);
  return toFieldErrors(parsed.success ? [] : parsed.error.issues);
};

const PROBE = { contractProbe: 1 };
const routes = ROUTES.map((r) => ({
  key: routeKey(r) as RouteKey,
  route: r,
  contract: CONTRACTS[routeKey(r) as RouteKey] as RouteContract,
}));
const jsonBodies = routes.filter((r) => r.contract.body && r.contract.bodyAs !== 'text');

describe('the contracts', () => {
  it('cover exactly the route table, each group in its own module', () => {
    expect(Object.keys(CONTRACTS).sort()).toEqual(ROUTES.map(routeKey).sort());
    for (const r of routes) expect(r.contract).toBeDefined();
  });

  it('give every path parameter of the table a schema', () => {
    for (const r of ROUTES) for (const name of paramNames(r.path)) expect(Object.keys(PATH_PARAMS)).toContain(name);
  });

  it('limit bodies: small by default, 256 KB only where answers (or their approved English) or provider events travel', () => {
    const large = routes.filter((r) => r.contract.body && maxBodyBytesOf(r.contract) === LARGE_MAX_BODY_BYTES).map((r) => r.key);
    expect(large.sort()).toEqual([
      'POST /admin/submissions/{id}/translations/approve',
      'POST /payments/webhook',
      'POST /submissions',
      'PUT /drafts/{questionnaireType}',
    ]);
    for (const r of routes) if (r.contract.body) expect(maxBodyBytesOf(r.contract)).toBeLessThanOrEqual(LARGE_MAX_BODY_BYTES);
  });

  it('give each function’s router its own group’s routes, and only those', async () => {
    for (const g of ROUTE_GROUPS) {
      const contract = ((await import(`../../../shared/api/contracts/${g}`)) as Record<string, GroupContract>)[`${g}Contract`];
      expect(contract.group).toBe(g);
      expect(contract.table.map(routeKey)).toEqual(ROUTES.filter((r) => r.group === g).map(routeKey));
    }
  });

  it('refuse to load with a route missing or a route of another group', () => {
    const [me, patch] = [profileContract.routes['GET /me'], profileContract.routes['PATCH /me']];
    // @ts-expect-error -- a missing route does not compile either
    expect(() => defineContract(profileRoutes, { 'GET /me': me })).toThrow(/lacks PATCH \/me/);
    // @ts-expect-error -- nor does a route of another group
    expect(() => defineContract(profileRoutes, { 'GET /me': me, 'PATCH /me': patch, 'GET /orders': me })).toThrow(
      /GET \/orders: not profile/,
    );
  });
});

const withQuery = routes.filter((r) => r.contract.query);
const withBody = routes.filter((r) => r.contract.body);
const withParams = routes.filter((r) => paramNames(r.route.path).length > 0);

describe('every route is served through its contract', () => {
  it.each(jsonBodies)('$key refuses a body the contract refuses: 400 with the contract’s field errors', async ({ route, contract }) => {
    const res = await send(route, { body: JSON.stringify(PROBE) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fieldErrors: expectedFieldErrors(contract.body!, PROBE) });
  });

  it.each(withQuery)('$key refuses a query the contract refuses: 400 with the contract’s field errors', async ({ route, contract }) => {
    const q = { contractProbe: '1' };
    const res = await send(route, { query: q });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fieldErrors: expectedFieldErrors(contract.query!, q) });
  });

  it.each(withBody)('$key refuses a body over its limit: 413', async ({ route, contract }) => {
    const res = await send(route, { body: JSON.stringify({ pad: 'x'.repeat(maxBodyBytesOf(contract)) }) });
    expect(res.status).toBe(413);
    expect(res.body.error?.code).toBe('payload_too_large');
  });

  it.each(jsonBodies)(`$key refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels: 400, never 500`, async ({ route, contract }) => {
    // 100,000 levels in ~200 KB: JSON.stringify (zod's size refinement, canonicalJson) would overflow the stack on it.
    // A valid envelope around the deep value, so nothing else refuses it first.
    const envelope = route.path === '/submissions' ? '"questionnaireType":"small-claims",' : '';
    const deep = `{${envelope}"answers":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    const res = await send(route, { body: deep.length <= maxBodyBytesOf(contract) ? deep : `${'['.repeat(40)}${']'.repeat(40)}` });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fieldErrors: { [ROOT_FIELD]: [FIELD_ERRORS.tooDeep] } });
  });

  it.each(withParams)('$key answers 404 for a path parameter its schema refuses, before reading the body', async ({ route }) => {
    const bad = event(route, { body: 'not json' });
    bad.pathParameters = Object.fromEntries(paramNames(route.path).map((n) => [n, 'not a valid id!']));
    expect((await handlers.get(route.group)!(bad)).statusCode).toBe(404);
  });
});

it('covers every JSON-body route with the checks above (none is skipped by accident)', () => {
  expect(jsonBodies.map((r) => r.key).length).toBeGreaterThanOrEqual(9);
});

describe('the revocation check of admin routes', () => {
  const adminRoutes = ROUTES.filter((r) => r.group === 'admin');
  const reached: string[] = [];
  const stubs = Object.fromEntries(
    adminRoutes.map((r) => [routeKey(r), async () => (reached.push(routeKey(r)), { items: [], nextCursor: null })]),
  ) as never;
  const notices = adminRoutes.find((r) => routeKey(r) === 'GET /admin/notices')!;

  it('is required of a group with admin routes: without it the handler is not built', () => {
    // The type asks for it too (typeChecks below); a cast gets past the compiler, not past the check at load.
    const untyped = createHandler as unknown as (...args: unknown[]) => unknown;
    expect(() => untyped(adminContract, stubs)).toThrow(/admin has signed-in routes: createHandler needs withSessionCheck/);
    expect(() => untyped({ ...adminContract, assertSessionNotRevoked: 'yes' }, stubs)).toThrow(/needs withSessionCheck/);
  });

  /** An admin handler built with `check` and `routes` (stubs for the rest); `revoked` says what the marker says. */
  const build = (routes: Record<string, () => Promise<unknown>>, state: { revoked: boolean; seen: string[] }) =>
    createHandler(
      withSessionCheck(adminContract, async (caller) => {
        state.seen.push(caller.sub);
        if (state.revoked) throw new ApiError('unauthorized', 'This session was ended. Please sign in again.');
      }),
      { ...(stubs as object), ...routes } as never,
    );

  it('runs on every admin route before its answer, once, with the verified caller; a revoked session is 401', async () => {
    const state = { revoked: true, seen: [] as string[] };
    const handler = build({}, state);
    reached.length = 0;
    const refused = await handler(event(notices));
    expect(refused.statusCode).toBe(401);
    expect(JSON.parse(refused.body!).error.code).toBe('unauthorized');
    expect(state.seen).toEqual(['unit-admin']);
    state.revoked = false;
    expect((await handler(event(notices))).statusCode).toBe(200);
    expect(state.seen).toEqual(['unit-admin', 'unit-admin']);
  });

  it('answers a revoked session 401 whatever the route would have answered (a 404 would tell that a case does not exist)', async () => {
    const state = { revoked: true, seen: [] as string[] };
    const handler = build(
      {
        'GET /admin/notices': async () => {
          throw new ApiError('not_found', 'Case not found');
        },
      },
      state,
    );
    expect((await handler(event(notices))).statusCode).toBe(401);
    state.revoked = false;
    expect((await handler(event(notices))).statusCode).toBe(404);
  });

  it('holds a DynamoDB write of the route until the check passed: a revoked session writes nothing', async () => {
    const { ddb, setDynamoGuard } = await import('../../../functions/lib/db');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const attempted: string[] = [];
    // The guard sees each call just before it would leave the process; refusing it keeps the test off the network.
    setDynamoGuard((action) => {
      attempted.push(action);
      throw Object.assign(new Error('not sent (unit test)'), { name: 'AccessDeniedException' });
    });
    process.env.TABLE_NAME ??= 'unit';
    process.env.DYNAMODB_ENDPOINT ??= 'http://127.0.0.1:9';
    try {
      const state = { revoked: true, seen: [] as string[] };
      const handler = build(
        { 'GET /admin/notices': async () => ddb().send(new PutCommand({ TableName: 'unit', Item: { PK: 'x', SK: 'y' } })) },
        state,
      );
      expect((await handler(event(notices))).statusCode).toBe(401);
      expect(attempted).toEqual([]);
      state.revoked = false;
      await handler(event(notices));
      expect(state.seen).toEqual(['unit-admin', 'unit-admin']);
      expect(attempted).toEqual(['PutItem']);
    } finally {
      setDynamoGuard(null);
    }
  });
});

describe('the revocation check of client routes (docs/security.md F2, F3)', () => {
  const me = profileRoutes.routes.find((r) => routeKey(r) === 'GET /me')!;
  const asClient = (e: Event): Event => {
    const claims = e.requestContext.authorizer.jwt.claims;
    e.requestContext.authorizer.jwt.claims = { ...claims, sub: 'unit-client', 'cognito:groups': '[]', aud: 'unit-web-client' };
    return e;
  };

  it('is required of a group with user routes only: without it the handler is not built', () => {
    const untyped = createHandler as unknown as (...args: unknown[]) => unknown;
    expect(() =>
      untyped(profileContract, {
        'GET /me': async () => null,
        'PATCH /me': async () => null,
        'POST /me/sessions/end': async () => undefined,
      }),
    ).toThrow(/profile has signed-in routes: createHandler needs withSessionCheck/);
  });

  it('runs on a client route before its answer, with the verified caller: a revoked session is 401', async () => {
    const seen: string[] = [];
    let revoked = true;
    const handler = createHandler(
      withSessionCheck(profileContract, async (caller) => {
        seen.push(caller.sub);
        if (revoked) throw new ApiError('unauthorized', 'This session was ended. Please sign in again.');
      }),
      {
        'GET /me': async () => ({ profile: { userId: 'unit-client' } as never, isAdmin: false }),
        'PATCH /me': async () => ({ profile: null as never, isAdmin: false }),
        'POST /me/sessions/end': async () => undefined,
      },
    );
    const refused = await handler(asClient(event(me)));
    expect({ status: refused.statusCode, code: JSON.parse(refused.body!).error.code }).toEqual({ status: 401, code: 'unauthorized' });
    revoked = false;
    expect((await handler(asClient(event(me)))).statusCode).toBe(200);
    expect(seen).toEqual(['unit-client', 'unit-client']);
  });
});

describe("admin routes take only the staff app client's tokens (docs/security.md F14)", () => {
  const notices = ROUTES.find((r) => routeKey(r) === 'GET /admin/notices')!;
  const handler = createHandler(
    withSessionCheck(adminContract, async () => undefined),
    Object.fromEntries(
      ROUTES.filter((r) => r.group === 'admin').map((r) => [routeKey(r), async () => ({ items: [], nextCursor: null })]),
    ) as never,
  );
  const withAudience = (aud: string | undefined): Event => {
    const e = event(notices);
    const { aud: _staff, ...claims } = e.requestContext.authorizer.jwt.claims;
    e.requestContext.authorizer.jwt.claims = aud === undefined ? claims : { ...claims, aud };
    return e;
  };

  it("answers 403 to an ID token with the admin claim issued to the clients' app client, or to none", async () => {
    expect((await handler(withAudience('unit-web-client'))).statusCode).toBe(403);
    expect((await handler(withAudience(undefined))).statusCode).toBe(403);
    expect((await handler(withAudience(STAFF_CLIENT))).statusCode).toBe(200);
  });

  it('refuses every admin route when the staff client id is not configured (closed, not open)', async () => {
    const configured = process.env.STAFF_CLIENT_ID;
    delete process.env.STAFF_CLIENT_ID;
    try {
      expect((await handler(withAudience(STAFF_CLIENT))).statusCode).toBe(403);
    } finally {
      process.env.STAFF_CLIENT_ID = configured;
    }
  });
});

describe('a `__proto__` key spelled with JSON escapes (docs/security.md F11)', () => {
  // A draft's answers are a record: zod would drop the key silently, storing something else than was sent.
  const putDraft = ROUTES.find((r) => routeKey(r) === 'PUT /drafts/{questionnaireType}')!;
  it.each([
    ['one escape', '{"answers":{"a":1,"\\u005f_proto__":{"polluted":true}},"step":"you"}', 'answers.__proto__'],
    [
      'every letter escaped',
      '{"answers":{"\\u005f\\u005f\\u0070\\u0072\\u006f\\u0074\\u006f\\u005f\\u005f":1},"step":"you"}',
      'answers.__proto__',
    ],
    ['nested deeper', '{"answers":{"x":{"y":{"\\u005F_proto__":[]}}},"step":"you"}', 'answers.x.y.__proto__'],
  ])('is refused with %s, by its path, as the plain key is', async (_how, body, path) => {
    expect(body).not.toContain('__proto__');
    const res = await send(putDraft, { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fieldErrors: { [path]: [FIELD_ERRORS.unknown] } });
  });
});

describe('jsonDepthExceeds', () => {
  const nest = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  it.each([
    [nest(MAX_JSON_DEPTH), false],
    [nest(MAX_JSON_DEPTH + 1), true],
    [`{"a":${nest(MAX_JSON_DEPTH - 1)}}`, false],
    [`{"a":${nest(MAX_JSON_DEPTH)}}`, true],
    // Brackets inside strings, escaped quotes included, are text.
    [`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, false],
    ['"\\\\"', false],
  ])('%#', (text, exceeds) => {
    expect(jsonDepthExceeds(text, MAX_JSON_DEPTH)).toBe(exceeds);
  });
});

/** Compile-time checks (npm run typecheck): each `@ts-expect-error` fails the typecheck if the error it expects vanishes. */
export function typeChecks(): void {
  createHandler(
    withSessionCheck(profileContract, async () => undefined),
    {
      'GET /me': async ({ user }) => ({ profile: { userId: user.sub } as never, isAdmin: false }),
      // @ts-expect-error -- the answer must match the success schema
      'PATCH /me': async () => ({ profile: null, isAdmin: 'no' }),
      'POST /me/sessions/end': async () => undefined,
    },
  );
  // @ts-expect-error -- a group with signed-in (user) routes must be given the revocation check
  createHandler(profileContract, {} as never);
  // @ts-expect-error -- a group with admin routes must be given the revocation check
  createHandler(adminContract, {} as never);
  createHandler(authContract, {} as never);
  createHandler(
    withSessionCheck(adminContract, async () => undefined),
    {} as never,
  );
  createHandler(
    withSessionCheck(ordersContract, async () => undefined),
    {
      // @ts-expect-error -- a status the contract does not declare
      'POST /orders': async () => reply(202, { order: null as never }),
      'GET /orders': async (req) => {
        // @ts-expect-error -- the query is typed by the contract: no such parameter
        void req.query.status;
        return { items: [], nextCursor: null };
      },
      'GET /orders/{orderId}': async (req) => {
        // @ts-expect-error -- only the route's own path parameters
        void req.params.id;
        return { order: null as never };
      },
      'POST /orders/{orderId}/agreement': async (req) => ({ order: (req.body.accepted satisfies true, null as never) }),
      'POST /orders/{orderId}/payment-method': async (req) => ({ order: (req.body.method satisfies 'card' | 'office', null as never) }),
    },
  );
  const client = createApiClient({ baseUrl: '' });
  // @ts-expect-error -- path parameters are required
  void client.call('GET /orders/{orderId}');
  // @ts-expect-error -- the body is typed by the contract
  void client.call('POST /orders', { body: { questionnaireType: 'not-a-type' } });
  const ok: CallInput<'GET /orders'> = { query: { limit: 10 } };
  void ok;
  void client.call('GET /orders', { query: { limit: 5 } }).then((page) => page.items.map((o) => o.orderId satisfies string));
}
