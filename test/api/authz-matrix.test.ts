/**
 * Who may do what: every route of shared/api/routes.ts × { anonymous, owner, another user, admin }, with real tokens.
 * A route without a case below fails this test, so a new route is covered the day it is added.
 *
 *  - public routes answer every caller alike;
 *  - user routes: anonymous 401; the owner succeeds; another user — and an admin, who is no owner either — gets 404
 *    for the owner's resources (never 403: a resource of someone else looks like one that does not exist), or their
 *    own (empty) view of a collection;
 *  - admin routes: anonymous 401, any non-admin 403, the admin succeeds.
 * Nothing of the owner's (ids, email, names) appears in what anyone else receives.
 */
import { randomUUID } from 'node:crypto';
import { ROUTES, routeKey, type RouteKey } from '../../shared/api/routes';
import type { QuestionnaireType } from '../../shared/catalogue';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { SAMPLES } from '../../shared/questionnaires/samples';
import {
  acceptAgreement,
  call,
  choosePayment,
  newSubmission,
  newUser,
  readyOrder,
  startCheckout,
  startOrder,
  type TestUser,
} from './helpers';

/** The owner's resources, created on first use (each route case builds only what it needs). */
class World {
  private readonly made = new Map<string, Promise<unknown>>();
  constructor(readonly owner: TestUser) {}

  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }
  /** Ids and personal data of the owner: none may reach another caller. */
  readonly secrets: string[] = [];
  private keep<T extends string>(value: T): T {
    this.secrets.push(value);
    return value;
  }

  order = () => this.once('order', async () => this.keep((await startOrder(this.owner, 'probate')).orderId));
  agreedOrder = () =>
    this.once('agreed', async () => {
      const { orderId } = await startOrder(this.owner, 'durable-poa');
      await acceptAgreement(this.owner, orderId);
      return this.keep(orderId);
    });
  cardOrder = () =>
    this.once('card', async () => {
      const { orderId } = await startOrder(this.owner, 'guardianship-minor');
      await acceptAgreement(this.owner, orderId);
      await choosePayment(this.owner, orderId, 'card');
      return this.keep(orderId);
    });
  session = () => this.once('session', async () => this.keep((await startCheckout(this.owner, await this.cardOrder())).sessionId));
  officeOrder = () =>
    this.once('office', async () => {
      const { orderId } = await startOrder(this.owner, 'name-change');
      await acceptAgreement(this.owner, orderId);
      await choosePayment(this.owner, orderId, 'office');
      return this.keep(orderId);
    });
  draft = (type: QuestionnaireType = 'dissolution') =>
    this.once(`draft:${type}`, async () => {
      expect(
        (await call('PUT', `/drafts/${type}`, { token: this.owner.token, body: { answers: { note: 'owner draft' }, step: 'petitioner' } }))
          .status,
      ).toBe(200);
      return type;
    });
  readyType = () =>
    this.once('ready', async () => {
      this.keep((await readyOrder(this.owner, 'adult-adoption', 'card')).orderId);
      return 'adult-adoption' as const;
    });
  submission = () => this.once('submission', async () => this.keep((await newSubmission(this.owner, 'small-claims')).id));
}

interface Request {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Case {
  request: (w: World) => Promise<Request>;
  /** Public routes: what every caller gets. */
  everyone?: number;
  /** The owner (user routes) or the admin (admin routes). */
  allowed?: number;
  /** Another user, and an admin, on a user route (default 404: the owner's resource is not theirs). */
  others?: number;
}

const path = (p: string): Promise<Request> => Promise.resolve({ path: p });

const CASES: Record<RouteKey, Case> = {
  'GET /health': { request: () => path('/health'), everyone: 200 },
  'GET /openapi.json': { request: () => path('/openapi.json'), everyone: 200 },
  'POST /payments/webhook': {
    // Unsigned: nobody gets anything done here without the provider's signature.
    request: async () => ({
      path: '/payments/webhook',
      body: { id: 'evt_unsigned', type: 'checkout.session.completed', data: { object: {} } },
    }),
    everyone: 400,
  },

  'GET /me': { request: () => path('/me'), allowed: 200, others: 200 },
  'PATCH /me': { request: async () => ({ path: '/me', body: { preferredLanguage: 'es' } }), allowed: 200, others: 200 },

  'POST /orders': { request: async () => ({ path: '/orders', body: { questionnaireType: 'conservatorship' } }), allowed: 201, others: 201 },
  'GET /orders': { request: async (w) => (await w.order(), path('/orders')), allowed: 200, others: 200 },
  'GET /orders/{orderId}': { request: async (w) => path(`/orders/${await w.order()}`), allowed: 200 },
  'POST /orders/{orderId}/agreement': {
    request: async (w) => ({
      path: `/orders/${await w.order()}/agreement`,
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: `${w.owner.givenName} ${w.owner.familyName}`, accepted: true },
    }),
    allowed: 200,
  },
  'POST /orders/{orderId}/payment-method': {
    request: async (w) => ({ path: `/orders/${await w.agreedOrder()}/payment-method`, body: { method: 'card' } }),
    allowed: 200,
  },
  'POST /orders/{orderId}/checkout': { request: async (w) => path(`/orders/${await w.cardOrder()}/checkout`), allowed: 200 },
  'POST /payments/test-mode/{sessionId}/complete': {
    request: async (w) => path(`/payments/test-mode/${await w.session()}/complete`),
    allowed: 200,
  },

  'GET /drafts': { request: async (w) => (await w.draft(), path('/drafts')), allowed: 200, others: 200 },
  'GET /drafts/{questionnaireType}': { request: async (w) => path(`/drafts/${await w.draft()}`), allowed: 200 },
  // Saving a draft of that type saves the caller's own: another user's PUT never touches the owner's.
  'PUT /drafts/{questionnaireType}': {
    request: async (w) => ({ path: `/drafts/${await w.draft()}`, body: { answers: { replaced: true }, step: 'respondent' } }),
    allowed: 200,
    others: 200,
  },
  // A type nobody else saves in this file (the PUT case lets other callers save their own 'dissolution' draft).
  'DELETE /drafts/{questionnaireType}': { request: async (w) => path(`/drafts/${await w.draft('summary-dissolution')}`), allowed: 204 },

  // Another user has no order of that type: their submission is refused before anything is written.
  'POST /submissions': {
    request: async (w) => {
      const type = await w.readyType();
      return {
        path: '/submissions',
        body: { questionnaireType: type, answers: SAMPLES[type] },
        headers: { 'idempotency-key': randomUUID() },
      };
    },
    allowed: 201,
    others: 409,
  },
  'GET /submissions': { request: async (w) => (await w.submission(), path('/submissions')), allowed: 200, others: 200 },
  'GET /submissions/{id}': { request: async (w) => path(`/submissions/${await w.submission()}`), allowed: 200 },
  'GET /submissions/{id}/pdf': { request: async (w) => path(`/submissions/${await w.submission()}/pdf`), allowed: 200 },

  'GET /admin/submissions': { request: async (w) => (await w.submission(), path('/admin/submissions?limit=5')), allowed: 200 },
  'GET /admin/submissions/{id}': { request: async (w) => path(`/admin/submissions/${await w.submission()}`), allowed: 200 },
  'GET /admin/submissions/{id}/pdf': { request: async (w) => path(`/admin/submissions/${await w.submission()}/pdf`), allowed: 200 },
  'POST /admin/submissions/{id}/status': {
    request: async (w) => ({
      path: `/admin/submissions/${await w.submission()}/status`,
      body: { status: 'processing', expectedVersion: 1 },
    }),
    allowed: 200,
  },
  'POST /admin/orders/{orderId}/office-payment': {
    request: async (w) => ({ path: `/admin/orders/${await w.officeOrder()}/office-payment`, body: {} }),
    allowed: 200,
  },
};

let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  [other, admin] = await Promise.all([newUser(), newUser({ admin: true })]);
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
    const req = await spec.request(world);
    world.secrets.push(owner.sub, owner.email, owner.givenName, owner.familyName);
    const send = (token?: string) => call(route.method, req.path, { token, body: req.body, headers: req.headers });

    const expected: Record<'anonymous' | 'other' | 'admin' | 'owner', number> =
      route.access === 'public'
        ? { anonymous: spec.everyone!, other: spec.everyone!, admin: spec.everyone!, owner: spec.everyone! }
        : route.access === 'user'
          ? { anonymous: 401, other: spec.others ?? 404, admin: spec.others ?? 404, owner: spec.allowed! }
          : { anonymous: 401, other: 403, owner: 403, admin: spec.allowed! };

    // Everyone else first, while the owner's resource is as created; the one allowed goes last.
    const order: Array<keyof typeof expected> =
      route.access === 'admin' ? ['anonymous', 'other', 'owner', 'admin'] : ['anonymous', 'other', 'admin', 'owner'];
    const tokens = { anonymous: undefined, other: other.token, admin: admin.token, owner: owner.token };
    for (const who of order) {
      const res = await send(tokens[who]);
      expect({ who, status: res.status }).toEqual({ who, status: expected[who] });
      if (res.status >= 400)
        expect(res.body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
      const entitled = who === 'owner' || (who === 'admin' && route.access === 'admin');
      if (!entitled) for (const secret of world.secrets) expect(res.text).not.toContain(secret);
    }
  });
});
