/**
 * Every write route refuses bad input the same way: 400 `validation_failed` with field errors (i18n keys) for
 * missing, wrong-typed, oversized and extra fields; 413 for a body over the size limit; and nothing is stored.
 * Then a property test throws arbitrary bodies the contract rejects at each write route: never a 5xx, always a 4xx
 * with an error code, and the state each route could change is exactly as before.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { OfficePaymentRequestSchema, StatusUpdateRequestSchema } from '../../shared/api/admin';
import { SaveDraftRequestSchema } from '../../shared/api/drafts';
import { AgreementRequestSchema, CreateOrderRequestSchema, PaymentMethodRequestSchema } from '../../shared/api/orders';
import { CheckoutRequestSchema, TestModeCompleteRequestSchema } from '../../shared/api/payments';
import { UpdateProfileRequestSchema } from '../../shared/api/profile';
import type { RouteKey } from '../../shared/api/routes';
import { CreateSubmissionRequestSchema } from '../../shared/api/submissions';
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

jest.setTimeout(60_000);

/** One write route, set up for a fresh user: where to send, a valid body, and the state the route could change. */
interface Target {
  token: string;
  method: string;
  path: string;
  valid: Record<string, unknown>;
  /** Everything this route could change, as the API shows it. */
  state: () => Promise<unknown>;
}

type Invalid = { body: unknown; field: string; key?: string };

interface WriteRoute {
  key: RouteKey;
  schema: z.ZodType;
  setup: () => Promise<Target>;
  /** Field-level failures: the body and the field (and key) the 400 must name. Absent when the body has no such field. */
  missing?: (valid: Record<string, unknown>) => Invalid;
  wrongType: (valid: Record<string, unknown>) => Invalid;
  oversized?: (valid: Record<string, unknown>) => Invalid;
}

let admin: TestUser;
const get = (token: string, path: string) => call('GET', path, { token }).then((r) => ({ status: r.status, body: r.body }));
const without = (o: Record<string, unknown>, k: string) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k));
const long = (n: number) => 'x'.repeat(n);

const ROUTES: WriteRoute[] = [
  {
    key: 'PATCH /me',
    schema: UpdateProfileRequestSchema,
    setup: async () => {
      const u = await newUser();
      return { token: u.token, method: 'PATCH', path: '/me', valid: { firstName: 'Ana' }, state: () => get(u.token, '/me') };
    },
    wrongType: () => ({ body: { preferredLanguage: 7 }, field: 'preferredLanguage', key: 'errors.field.invalid' }),
    oversized: () => ({ body: { lastName: long(101) }, field: 'lastName', key: 'errors.field.tooLong' }),
  },
  {
    key: 'POST /orders',
    schema: CreateOrderRequestSchema,
    setup: async () => {
      const u = await newUser();
      return {
        token: u.token,
        method: 'POST',
        path: '/orders',
        valid: { questionnaireType: 'probate' },
        state: () => get(u.token, '/orders'),
      };
    },
    missing: () => ({ body: {}, field: 'questionnaireType', key: 'errors.field.invalid' }),
    wrongType: () => ({ body: { questionnaireType: ['probate'] }, field: 'questionnaireType' }),
    oversized: () => ({ body: { questionnaireType: long(5000) }, field: 'questionnaireType' }),
  },
  {
    key: 'POST /orders/{orderId}/agreement',
    schema: AgreementRequestSchema,
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      return {
        token: u.token,
        method: 'POST',
        path: `/orders/${orderId}/agreement`,
        valid: { contractVersion: LDA_CONTRACT_VERSION, signatureName: `${u.givenName} ${u.familyName}`, accepted: true },
        state: () => get(u.token, `/orders/${orderId}`),
      };
    },
    missing: (v) => ({ body: without(v, 'accepted'), field: 'accepted', key: 'errors.field.accepted' }),
    wrongType: (v) => ({ body: { ...v, accepted: 'yes' }, field: 'accepted', key: 'errors.field.accepted' }),
    oversized: (v) => ({ body: { ...v, signatureName: long(201) }, field: 'signatureName', key: 'errors.field.tooLong' }),
  },
  {
    key: 'POST /orders/{orderId}/payment-method',
    schema: PaymentMethodRequestSchema,
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      await acceptAgreement(u, orderId);
      return {
        token: u.token,
        method: 'POST',
        path: `/orders/${orderId}/payment-method`,
        valid: { method: 'office' },
        state: () => get(u.token, `/orders/${orderId}`),
      };
    },
    missing: () => ({ body: {}, field: 'method' }),
    wrongType: () => ({ body: { method: 1 }, field: 'method' }),
    oversized: () => ({ body: { method: long(1000) }, field: 'method' }),
  },
  {
    key: 'POST /orders/{orderId}/checkout',
    schema: CheckoutRequestSchema,
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      await acceptAgreement(u, orderId);
      await choosePayment(u, orderId, 'card');
      return {
        token: u.token,
        method: 'POST',
        path: `/orders/${orderId}/checkout`,
        valid: {},
        state: () => get(u.token, `/orders/${orderId}`),
      };
    },
    // The client never sets the price: any field is refused.
    wrongType: () => ({ body: { amountCents: 1 }, field: 'amountCents', key: 'errors.field.unknown' }),
  },
  {
    key: 'POST /payments/test-mode/{sessionId}/complete',
    schema: TestModeCompleteRequestSchema,
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      await acceptAgreement(u, orderId);
      await choosePayment(u, orderId, 'card');
      const { sessionId } = await startCheckout(u, orderId);
      return {
        token: u.token,
        method: 'POST',
        path: `/payments/test-mode/${sessionId}/complete`,
        valid: {},
        state: () => get(u.token, `/orders/${orderId}`),
      };
    },
    wrongType: () => ({ body: { paid: true }, field: 'paid', key: 'errors.field.unknown' }),
  },
  {
    key: 'PUT /drafts/{questionnaireType}',
    schema: SaveDraftRequestSchema,
    setup: async () => {
      const u = await newUser();
      expect((await call('PUT', '/drafts/probate', { token: u.token, body: { answers: { a: 1 }, step: 'decedent' } })).status).toBe(200);
      const state = async () => [await get(u.token, '/drafts'), await get(u.token, '/drafts/probate')];
      return { token: u.token, method: 'PUT', path: '/drafts/probate', valid: { answers: { decedentName: 'Ana' }, step: 'estate' }, state };
    },
    missing: (v) => ({ body: without(v, 'answers'), field: 'answers', key: 'errors.field.invalid' }),
    wrongType: (v) => ({ body: { ...v, answers: ['not', 'an', 'object'] }, field: 'answers', key: 'errors.field.invalid' }),
    // Over 200 KB of answers, in a body under the 256 KB request limit.
    oversized: (v) => ({ body: { ...v, answers: { text: long(210 * 1024) } }, field: 'answers', key: 'errors.field.tooLarge' }),
  },
  {
    key: 'POST /submissions',
    schema: CreateSubmissionRequestSchema,
    setup: async () => {
      const u = await newUser();
      const order = await readyOrder(u, 'small-claims', 'card');
      const state = async () => [await get(u.token, '/submissions'), await get(u.token, `/orders/${order.orderId}`)];
      return {
        token: u.token,
        method: 'POST',
        path: '/submissions',
        valid: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] },
        state,
      };
    },
    missing: (v) => ({ body: without(v, 'answers'), field: 'answers', key: 'errors.field.invalid' }),
    wrongType: (v) => ({ body: { ...v, answers: { ...(v.answers as object), claimAmount: 'a lot' } }, field: 'claimAmount' }),
    oversized: (v) => ({
      body: { ...v, answers: { ...(v.answers as object), incidentDescription: long(20_000) } },
      field: 'incidentDescription',
    }),
  },
  {
    key: 'POST /admin/submissions/{id}/status',
    schema: StatusUpdateRequestSchema,
    setup: async () => {
      const u = await newUser();
      const { id } = await newSubmission(u);
      return {
        token: admin.token,
        method: 'POST',
        path: `/admin/submissions/${id}/status`,
        valid: { status: 'processing', expectedVersion: 1, note: 'ok' },
        state: () => get(admin.token, `/admin/submissions/${id}`),
      };
    },
    missing: (v) => ({ body: without(v, 'expectedVersion'), field: 'expectedVersion', key: 'errors.field.invalid' }),
    wrongType: (v) => ({ body: { ...v, expectedVersion: '1' }, field: 'expectedVersion', key: 'errors.field.invalid' }),
    oversized: (v) => ({ body: { ...v, note: long(1001) }, field: 'note', key: 'errors.field.note' }),
  },
  {
    key: 'POST /admin/orders/{orderId}/office-payment',
    schema: OfficePaymentRequestSchema,
    setup: async () => {
      const u = await newUser();
      const { orderId } = await readyOrder(u, 'probate', 'office');
      return {
        token: admin.token,
        method: 'POST',
        path: `/admin/orders/${orderId}/office-payment`,
        valid: { reference: 'R-1' },
        state: () => get(u.token, `/orders/${orderId}`),
      };
    },
    wrongType: () => ({ body: { reference: 42 }, field: 'reference' }),
    oversized: () => ({ body: { reference: long(101) }, field: 'reference', key: 'errors.field.tooLong' }),
  },
];

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

describe.each(ROUTES)('$key', (route) => {
  let target: Target;
  beforeAll(async () => {
    target = await route.setup();
  });

  const failures = [
    ['a missing field', route.missing],
    ['a wrong-typed field', route.wrongType],
    ['an oversized field', route.oversized],
    // The client never sets an owner (nor price, status, timestamps, version): extra fields are refused.
    [
      'an extra field',
      (v: Record<string, unknown>): Invalid => ({ body: { ...v, userId: 'someone-else' }, field: 'userId', key: 'errors.field.unknown' }),
    ],
  ] as const;

  it.each(failures.filter(([, make]) => make !== undefined).map(([name, make]) => ({ name, make: make! })))(
    'refuses $name: 400 with field errors, nothing stored',
    async ({ make }) => {
      const { body, field, key } = make(target.valid);
      const before = await target.state();
      const res = await call(target.method, target.path, { token: target.token, body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fieldErrors)).toContain(field);
      if (key) expect(res.body.error.fieldErrors[field]).toContain(key);
      for (const messages of Object.values(res.body.error.fieldErrors as Record<string, string[]>)) {
        for (const m of messages) expect(m).toMatch(/^(errors|q)\.[\w.-]+$/);
      }
      expect(await target.state()).toEqual(before);
    },
  );

  it('refuses a body over the request size limit with 413, nothing stored', async () => {
    const before = await target.state();
    const res = await call(target.method, target.path, { token: target.token, body: { ...target.valid, padding: long(300 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(await target.state()).toEqual(before);
  });

  it('answers every body the contract rejects with a 4xx and an error code, never a 5xx, and stores nothing', async () => {
    const before = await target.state();
    const valid = target.valid;
    const json = fc.jsonValue({ maxDepth: 3 });
    const key = fc.oneof(
      fc.constantFrom(...Object.keys(valid), 'status', 'price', 'amountCents', 'userId', 'version', '__proto__', ''),
      fc.string({ maxLength: 12 }),
    );
    const body = fc.oneof(
      json.map((b) => ({ json: b })),
      fc.record({ k: key, v: json }).map(({ k, v }) => ({ json: { ...valid, [k]: v } })),
      key.map((k) => ({ json: without(valid, k) })),
      fc.string({ maxLength: 40 }).map((raw) => ({ raw })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const parsed = 'raw' in b ? tryParse(b.raw) : { ok: true as const, value: b.json };
        fc.pre(!(parsed.ok && route.schema.safeParse(parsed.value).success));
        const res = await call(
          target.method,
          target.path,
          'raw' in b ? { token: target.token, rawBody: b.raw } : { token: target.token, body: b.json },
        );
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.error.code).toEqual(expect.any(String));
      }),
      { numRuns: 25 },
    );
    expect(await target.state()).toEqual(before);
  });
});

/** The body as the server reads it: an empty body is no body. */
function tryParse(raw: string): { ok: true; value: unknown } | { ok: false } {
  if (raw === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}
