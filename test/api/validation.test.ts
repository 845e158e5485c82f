/**
 * Every write route refuses bad input the same way: 400 `validation_failed` with field errors (i18n keys) for
 * missing, wrong-typed, oversized and extra fields; 413 for a body over the route's size limit; and nothing is stored.
 * Then a property test throws arbitrary bodies the contract rejects at each write route: never a 5xx, always a 4xx
 * with an error code, and the state each route could change is exactly as before. The two routes whose bodies carry
 * free-form `answers` (drafts, submissions) get a second property inside a valid envelope — arbitrary and deep JSON,
 * `__proto__`/`constructor` keys — and a fixed case nested 100,000 deep.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { UncheckedInput } from '../../shared/api/client';
import { MAX_JSON_DEPTH, maxBodyBytesOf, type RouteContract } from '../../shared/api/contract';
import { CONTRACTS } from '../../shared/api/contracts/all';
import { FIELD_ERRORS, ROOT_FIELD } from '../../shared/api/errors';
import type { RouteKey } from '../../shared/api/routes';
import type { QuestionnaireType } from '../../shared/catalogue';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { SAMPLES } from '../../shared/questionnaires/samples';
import {
  acceptAgreement,
  choosePayment,
  client,
  newSubmission,
  newUser,
  readyOrder,
  startCheckout,
  startOrder,
  type TestUser,
} from './helpers';

jest.setTimeout(60_000);

/** One write route, set up for a fresh user: who sends, its path parameters, a valid body, and the state it could change. */
interface Target {
  token: string;
  params?: Record<string, string>;
  valid: Record<string, unknown>;
  /** Everything this route could change, as the API shows it. */
  state: () => Promise<unknown>;
}

type Invalid = { body: unknown; field: string; key?: string };

interface WriteRoute {
  key: RouteKey;
  setup: () => Promise<Target>;
  /** Field-level failures: the body and the field (and key) the 400 must name. Absent when the body has no such field. */
  missing?: (valid: Record<string, unknown>) => Invalid;
  wrongType: (valid: Record<string, unknown>) => Invalid;
  oversized?: (valid: Record<string, unknown>) => Invalid;
}

let admin: TestUser;
/** A read of the state a route could change, as the API shows it (status and JSON). */
const get = (token: string, key: RouteKey, input: UncheckedInput = {}) =>
  client(token)
    .sendUnchecked(key, input)
    .then((r) => ({ status: r.status, body: r.json }));
const order = (token: string, orderId: string) => get(token, 'GET /orders/{orderId}', { params: { orderId } });
const drafts = (token: string, questionnaireType: QuestionnaireType) =>
  Promise.all([get(token, 'GET /drafts'), get(token, 'GET /drafts/{questionnaireType}', { params: { questionnaireType } })]);
const without = (o: Record<string, unknown>, k: string) => Object.fromEntries(Object.entries(o).filter(([key]) => key !== k));
const long = (n: number) => 'x'.repeat(n);

const ROUTES: WriteRoute[] = [
  {
    key: 'PATCH /me',
    setup: async () => {
      const u = await newUser();
      return { token: u.token, valid: { firstName: 'Ana' }, state: () => get(u.token, 'GET /me') };
    },
    wrongType: () => ({ body: { preferredLanguage: 7 }, field: 'preferredLanguage', key: 'errors.field.invalid' }),
    oversized: () => ({ body: { lastName: long(101) }, field: 'lastName', key: 'errors.field.tooLong' }),
  },
  {
    key: 'POST /orders',
    setup: async () => {
      const u = await newUser();
      return { token: u.token, valid: { questionnaireType: 'probate' }, state: () => get(u.token, 'GET /orders') };
    },
    missing: () => ({ body: {}, field: 'questionnaireType', key: 'errors.field.invalid' }),
    wrongType: () => ({ body: { questionnaireType: ['probate'] }, field: 'questionnaireType' }),
    oversized: () => ({ body: { questionnaireType: long(5000) }, field: 'questionnaireType' }),
  },
  {
    key: 'POST /orders/{orderId}/agreement',
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      return {
        token: u.token,
        params: { orderId },
        valid: { contractVersion: LDA_CONTRACT_VERSION, signatureName: `${u.givenName} ${u.familyName}`, accepted: true },
        state: () => order(u.token, orderId),
      };
    },
    missing: (v) => ({ body: without(v, 'accepted'), field: 'accepted', key: 'errors.field.accepted' }),
    wrongType: (v) => ({ body: { ...v, accepted: 'yes' }, field: 'accepted', key: 'errors.field.accepted' }),
    oversized: (v) => ({ body: { ...v, signatureName: long(201) }, field: 'signatureName', key: 'errors.field.tooLong' }),
  },
  {
    key: 'POST /orders/{orderId}/payment-method',
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      await acceptAgreement(u, orderId);
      return { token: u.token, params: { orderId }, valid: { method: 'office' }, state: () => order(u.token, orderId) };
    },
    missing: () => ({ body: {}, field: 'method' }),
    wrongType: () => ({ body: { method: 1 }, field: 'method' }),
    oversized: () => ({ body: { method: long(1000) }, field: 'method' }),
  },
  {
    key: 'POST /orders/{orderId}/checkout',
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      await acceptAgreement(u, orderId);
      await choosePayment(u, orderId, 'card');
      return { token: u.token, params: { orderId }, valid: {}, state: () => order(u.token, orderId) };
    },
    // The client never sets the price: any field is refused.
    wrongType: () => ({ body: { amountCents: 1 }, field: 'amountCents', key: 'errors.field.unknown' }),
  },
  {
    key: 'POST /payments/test-mode/{sessionId}/complete',
    setup: async () => {
      const u = await newUser();
      const { orderId } = await startOrder(u, 'probate');
      await acceptAgreement(u, orderId);
      await choosePayment(u, orderId, 'card');
      const { sessionId } = await startCheckout(u, orderId);
      return { token: u.token, params: { sessionId }, valid: {}, state: () => order(u.token, orderId) };
    },
    wrongType: () => ({ body: { paid: true }, field: 'paid', key: 'errors.field.unknown' }),
  },
  {
    key: 'PUT /drafts/{questionnaireType}',
    setup: async () => {
      const u = await newUser();
      const params = { questionnaireType: 'probate' } as const;
      expect(
        (await client(u).send('PUT /drafts/{questionnaireType}', { params, body: { answers: { a: 1 }, step: 'decedent' } })).status,
      ).toBe(200);
      return {
        token: u.token,
        params,
        valid: { answers: { decedentName: 'Ana' }, step: 'estate' },
        state: () => drafts(u.token, 'probate'),
      };
    },
    missing: (v) => ({ body: without(v, 'answers'), field: 'answers', key: 'errors.field.invalid' }),
    wrongType: (v) => ({ body: { ...v, answers: ['not', 'an', 'object'] }, field: 'answers', key: 'errors.field.invalid' }),
    // Over 200 KB of answers, in a body under the 256 KB request limit.
    oversized: (v) => ({ body: { ...v, answers: { text: long(210 * 1024) } }, field: 'answers', key: 'errors.field.tooLarge' }),
  },
  {
    key: 'POST /submissions',
    setup: async () => {
      const u = await newUser();
      const ready = await readyOrder(u, 'small-claims', 'card');
      const state = async () => [await get(u.token, 'GET /submissions'), await order(u.token, ready.orderId)];
      return { token: u.token, valid: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] }, state };
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
    setup: async () => {
      const u = await newUser();
      const { id } = await newSubmission(u);
      return {
        token: admin.token,
        params: { id },
        valid: { status: 'processing', expectedVersion: 1, note: 'ok' },
        state: () => get(admin.token, 'GET /admin/submissions/{id}', { params: { id } }),
      };
    },
    missing: (v) => ({ body: without(v, 'expectedVersion'), field: 'expectedVersion', key: 'errors.field.invalid' }),
    wrongType: (v) => ({ body: { ...v, expectedVersion: '1' }, field: 'expectedVersion', key: 'errors.field.invalid' }),
    oversized: (v) => ({ body: { ...v, note: long(1001) }, field: 'note', key: 'errors.field.note' }),
  },
  {
    key: 'POST /admin/orders/{orderId}/office-payment',
    setup: async () => {
      const u = await newUser();
      const { orderId } = await readyOrder(u, 'probate', 'office');
      return { token: admin.token, params: { orderId }, valid: { reference: 'R-1' }, state: () => order(u.token, orderId) };
    },
    wrongType: () => ({ body: { reference: 42 }, field: 'reference' }),
    oversized: () => ({ body: { reference: long(101) }, field: 'reference', key: 'errors.field.tooLong' }),
  },
];

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

describe.each(ROUTES)('$key', (route) => {
  const contract: RouteContract = CONTRACTS[route.key];
  const schema = contract.body!;
  let target: Target;
  const send = (input: Omit<UncheckedInput, 'params'>) =>
    client(target.token).sendUnchecked(route.key, { params: target.params, ...input });
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
      const res = await send({ body });
      expect(res.status).toBe(400);
      expect(res.error.code).toBe('validation_failed');
      const fieldErrors = res.error.fieldErrors ?? {};
      expect(Object.keys(fieldErrors)).toContain(field);
      if (key) expect(fieldErrors[field]).toContain(key);
      for (const messages of Object.values(fieldErrors)) {
        for (const m of messages) expect(m).toMatch(/^(errors|q)\.[\w.-]+$/);
      }
      expect(await target.state()).toEqual(before);
    },
  );

  it(`refuses a body over the route's limit (${maxBodyBytesOf(contract)} bytes) with 413, nothing stored`, async () => {
    const before = await target.state();
    const res = await send({ body: { ...target.valid, padding: long(maxBodyBytesOf(contract)) } });
    expect(res.status).toBe(413);
    expect(res.error.code).toBe('payload_too_large');
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
        fc.pre(!(parsed.ok && schema.safeParse(parsed.value).success));
        const res = await send('raw' in b ? { rawBody: b.raw } : { body: b.json });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.error.code).toEqual(expect.any(String));
      }),
      { numRuns: 25 },
    );
    expect(await target.state()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Free-form answers: PUT /drafts/{questionnaireType} and POST /submissions, inside a valid envelope
// ---------------------------------------------------------------------------------------------------------------

/** JSON text of an object with these entries, keys exactly as given ("__proto__" is an own key in JSON). */
const objectText = (entries: Array<[string, string]>) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
/** A value nested `depth` levels (arrays and objects alternating). */
const nested = (depth: number): string =>
  Array.from({ length: depth }, (_, i) => (i % 2 ? '{"k":' : '[')).join('') +
  '1' +
  Array.from({ length: depth }, (_, i) => (i % 2 ? '}' : ']'))
    .reverse()
    .join('');

/** Answers as JSON text: arbitrary JSON values, deep values (past the limit too), and object built-ins as keys. */
const answersText = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'fullName', ''),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
        fc.integer({ min: 1, max: MAX_JSON_DEPTH + 40 }).map(nested),
        fc.constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}'),
      ),
    ),
    { maxLength: 6 },
  )
  .map(objectText);

/** Dotted paths of the "__proto__" keys JSON.parse kept as own keys. */
const protoKeys = (value: unknown, path: string[] = []): string[] =>
  value && typeof value === 'object'
    ? Object.keys(value).flatMap((k) => [
        ...(k === '__proto__' ? [[...path, k].join('.')] : []),
        ...protoKeys((value as Record<string, unknown>)[k], [...path, k]),
      ])
    : [];

/** Nesting of the whole body: the envelope's object, `answers`' object, then the value. */
const bodyDepthOf = (answers: string) => {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < answers.length; i++) {
    const ch = answers[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') max = Math.max(max, ++depth);
    else if (ch === '}' || ch === ']') depth--;
  }
  return max + 1;
};

describe.each([
  { key: 'PUT /drafts/{questionnaireType}' as const, envelope: (answers: string) => `{"answers":${answers},"step":"fuzz"}` },
  { key: 'POST /submissions' as const, envelope: (answers: string) => `{"questionnaireType":"small-claims","answers":${answers}}` },
])('$key with free-form answers', ({ key, envelope }) => {
  let user: TestUser;
  let orderId: string;
  const params = key === 'PUT /drafts/{questionnaireType}' ? { questionnaireType: 'small-claims' } : undefined;
  const send = (rawBody: string) =>
    client(user).sendUnchecked(key, { params, rawBody, headers: key === 'POST /submissions' ? { 'Idempotency-Key': randomUUID() } : {} });
  const state = () => Promise.all([drafts(user.token, 'small-claims'), get(user.token, 'GET /submissions'), order(user.token, orderId)]);
  beforeAll(async () => {
    user = await newUser();
    ({ orderId } = await readyOrder(user, 'small-claims', 'office'));
  });

  it('refuses answers nested 100,000 deep with 400 validation_failed (never a 500), nothing stored', async () => {
    const before = await state();
    const body = envelope(`{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(body.length).toBeLessThan(maxBodyBytesOf(CONTRACTS[key]));
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'validation_failed', fieldErrors: { [ROOT_FIELD]: [FIELD_ERRORS.tooDeep] } });
    expect(await state()).toEqual(before);
  });

  it('answers arbitrary and deep answers, built-in keys included, with a 2xx or a coded 4xx — never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(answersText, async (answers) => {
        const body = envelope(answers);
        const res = await send(body);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.error.code).toEqual(expect.any(String));
        if (bodyDepthOf(answers) > MAX_JSON_DEPTH) {
          expect(res.status).toBe(400);
          expect(res.error.fieldErrors).toEqual({ [ROOT_FIELD]: [FIELD_ERRORS.tooDeep] });
        } else if (protoKeys(JSON.parse(body)).length) {
          // A "__proto__" key anywhere is refused, by its path (a copy of the object would change its prototype).
          expect(res.status).toBe(400);
          expect(res.error.fieldErrors).toEqual(Object.fromEntries(protoKeys(JSON.parse(body)).map((p) => [p, [FIELD_ERRORS.unknown]])));
        } else if (key === 'PUT /drafts/{questionnaireType}') {
          // A draft is any JSON object: kept exactly as sent, built-in keys included.
          expect(res.status).toBe(200);
          const saved = await client(user).send('GET /drafts/{questionnaireType}', { params: { questionnaireType: 'small-claims' } });
          expect(saved.status).toBe(200);
          // As the server answered it (the raw JSON: a zod record would itself drop "__proto__" on parsing).
          expect((saved.json as { answers: unknown }).answers).toEqual((JSON.parse(body) as { answers: unknown }).answers);
        } else {
          // Not a small-claims questionnaire: refused with field errors, never stored.
          expect(res.status).toBe(400);
        }
      }),
      { numRuns: 40 },
    );
    if (key === 'POST /submissions') expect((await get(user.token, 'GET /submissions')).body).toEqual({ items: [], nextCursor: null });
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
