/**
 * Who may do what: every route of shared/api/routes.ts × { anonymous, owner, another user, admin }, with real tokens.
 * A route without a case below fails this test, so a new route is covered the day it is added.
 *
 *  - public routes answer every caller alike;
 *  - user routes: anonymous 401; the owner succeeds; another user — and an admin, who is no owner either — gets 404
 *    for the owner's resources (never 403: a resource of someone else looks like one that does not exist), or their
 *    own (empty) view of a collection;
 *  - admin routes: anonymous 401, any non-admin 403, the admin succeeds;
 *  - server routes (the process servers' field app, issue 32): anonymous 401, clients and staff 403, a server the job
 *    is not assigned to 404 (or their own view of a list), the assigned server succeeds.
 * Nothing of the owner's (ids, email, names) appears in what anyone else receives, and nothing of the owner's changes
 * when anyone else calls: after each call of a caller who is not entitled, the owner's whole account (profile, orders,
 * drafts with their answers, submissions with their status, payment and history, and whatever a case adds in
 * `ownerReads`) is read again as the owner and compared with the state before.
 */
import { uncheckedInputOf } from '../../shared/api/client';
import { ROUTES, routeKey, type RouteKey } from '../../shared/api/routes';
import { client, newUser, type TestUser } from './helpers';
import { CASES, World } from './route-cases';
import { otherServer, sharedServer } from './route-cases-serving';
import type { TestServer } from './serving-helpers';

/**
 * Everything the owner can read of their own account, read as the owner: what another caller's request must leave
 * as it was. Lists are read to their end and each item in full. `extra` adds what a route case reads besides
 * (`Case.ownerReads`, e.g. a submission's documents or messages).
 */
async function ownerState(w: World, extra?: (w: World) => Promise<unknown>) {
  const as = client(w.owner);
  const all = async <T>(read: (cursor?: string) => Promise<{ items: T[]; nextCursor?: string | null }>) => {
    const items: T[] = [];
    let cursor: string | undefined;
    do {
      const page = await read(cursor);
      items.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return items;
  };
  const [profile, orders, drafts, submissions] = await Promise.all([
    as.call('GET /me'),
    all((cursor) => as.call('GET /orders', { query: { limit: 100, cursor } })),
    as.call('GET /drafts'),
    all((cursor) => as.call('GET /submissions', { query: { limit: 100, cursor } })),
  ]);
  return {
    profile,
    orders: await Promise.all(orders.map((o) => as.call('GET /orders/{orderId}', { params: { orderId: o.orderId } }))),
    drafts: await Promise.all(
      drafts.items.map((d) => as.call('GET /drafts/{questionnaireType}', { params: { questionnaireType: d.questionnaireType } })),
    ),
    submissions: await Promise.all(submissions.map((s) => as.call('GET /submissions/{id}', { params: { id: s.id } }))),
    extra: extra ? await extra(w) : null,
  };
}

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

let other: TestUser;
let admin: TestUser;
let server: TestServer;
let anotherServer: TestServer;
beforeAll(async () => {
  [other, admin, server, anotherServer] = await Promise.all([newUser(), newUser({ admin: true }), sharedServer(), otherServer()]);
});

it('has a case for every route of the route table', () => {
  expect(Object.keys(CASES).sort()).toEqual(ROUTES.map(routeKey).sort());
});

describe.each(ROUTES.map((r) => ({ key: routeKey(r) as RouteKey, route: r })))('$key', ({ key, route }) => {
  it('answers each caller as its access says, and leaks nothing of the owner', async () => {
    const spec = CASES[key];
    if (!spec) throw new Error(`Add a case for ${key} to test/api/authz-matrix.test.ts`);
    const owner = await newUser();
    const world = new World(owner);
    const input = uncheckedInputOf(await spec.request(world));
    world.secrets.push(owner.sub, owner.email, owner.givenName, owner.familyName);
    const send = (token?: string) => client(token).sendUnchecked(key, input);

    type Who = 'anonymous' | 'other' | 'admin' | 'owner' | 'server';
    const expected: Partial<Record<Who | 'otherServer', number>> =
      route.access === 'public'
        ? { anonymous: spec.everyone!, other: spec.everyone!, admin: spec.everyone!, owner: spec.everyone! }
        : route.access === 'user'
          ? { anonymous: 401, other: spec.others ?? 404, admin: spec.others ?? 404, owner: spec.allowed! }
          : route.access === 'server'
            ? { anonymous: 401, other: 403, admin: 403, owner: 403, otherServer: spec.others ?? 404, server: spec.allowed! }
            : { anonymous: 401, other: 403, owner: 403, admin: spec.allowed! };

    // Everyone else first, while the owner's resource is as created; the one allowed goes last.
    const order: Array<keyof typeof expected> =
      route.access === 'admin'
        ? ['anonymous', 'other', 'owner', 'admin']
        : route.access === 'server'
          ? ['anonymous', 'other', 'admin', 'owner', 'otherServer', 'server']
          : ['anonymous', 'other', 'admin', 'owner'];
    // A route that ends the caller's sessions would end the shared callers' for the rest of the file: its own callers.
    const [o, a] = spec.endsCallerSessions ? await Promise.all([newUser(), newUser({ admin: true })]) : [other, admin];
    const tokens = {
      anonymous: undefined,
      other: o.token,
      admin: a.token,
      owner: owner.token,
      server: server.token,
      otherServer: anotherServer.token,
    };
    const before = await ownerState(world, spec.ownerReads);
    for (const who of order) {
      const res = await send(tokens[who]);
      expect({ who, status: res.status }).toEqual({ who, status: expected[who] });
      if (res.status >= 400)
        expect(res.json).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
      const entitled = route.access === 'server' ? who === 'server' : who === 'owner' || (who === 'admin' && route.access === 'admin');
      if (entitled) continue;
      for (const secret of world.secrets) expect(res.text).not.toContain(secret);
      // Whatever they were answered, the owner's data is as it was.
      expect({ after: who, owner: await ownerState(world, spec.ownerReads) }).toEqual({ after: who, owner: before });
    }
  });
});
