/**
 * The Stripe provider's own code, offline. Our Stripe client (functions/lib/payments/stripe-api.ts) talks to a local
 * HTTP server standing in for api.stripe.com, which records every request and answers as Stripe documents
 * (https://docs.stripe.com/api/checkout/sessions, https://docs.stripe.com/api/errors): form-encoded bodies, headers,
 * retries, idempotency keys, timeouts and error bodies. Webhook signatures are checked against headers made by the
 * `stripe` package's own `webhooks.generateTestHeaderString` (a devDependency kept for these tests: no function
 * bundles it), and requests are compared byte for byte with what that package sent for the same call.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { InvalidSignatureError } from '../../../functions/lib/payments/provider';
import {
  formEncode,
  retryDelayMs,
  STRIPE_API_VERSION,
  STRIPE_CLIENT_LIMITS,
  StripeAPIError,
  StripeAuthenticationError,
  StripeCardError,
  StripeClient,
  StripeConnectionError,
  StripeIdempotencyError,
  StripeInvalidRequestError,
  StripePermissionError,
  StripeRateLimitError,
  type FormValue,
} from '../../../functions/lib/payments/stripe-api';
import { StripeProvider, stripeProviderFromEnv } from '../../../functions/lib/payments/stripe-provider';
import { parseSignatureHeader, signPayload, verifySignature } from '../../../functions/lib/payments/stripe-signature';
import { signTestModePayload, TEST_MODE_WEBHOOK_SECRET, TestModeProvider } from '../../../functions/lib/payments/test-mode';
import { CATALOGUE } from '../../../shared/catalogue';
import { BANNED_IN_URLS } from '../../support/neutral-urls';

const SECRET = 'whsec_unit_test_fake_secret';
const SITE = 'https://www.example.test';

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  form: URLSearchParams;
}
type Answer = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | 'hang' | 'reset';

/** The stand-in for api.stripe.com: records each request, answers with `respond` (JSON, a hang or a reset). */
let respond: (req: Recorded, n: number) => Answer = () => ({ status: 500, body: { error: { type: 'api_error' } } });
const requests: Recorded[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const rec: Recorded = { method: req.method!, path: req.url!, headers: req.headers, body, form: new URLSearchParams(body) };
    requests.push(rec);
    const answer = respond(rec, requests.length);
    if (answer === 'hang') return;
    if (answer === 'reset') return void req.socket.destroy();
    res
      .writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}`, ...answer.headers })
      .end(answer.raw ?? JSON.stringify(answer.body));
  });
});
let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests.length = 0;
});

/** Our client against the local server (no wait before a retry, so the tests do not sleep). */
const client = (options: { timeout?: number; maxNetworkRetries?: number; retryDelay?: (retry: number) => number } = {}) =>
  new StripeClient('sk_test_fake', { baseUrl: base, retryDelay: () => 0, ...options });
const provider = (options?: { timeout?: number; maxNetworkRetries?: number }) => new StripeProvider(client(options), SECRET, SITE);

const event = (type: string, object: Record<string, unknown>, id = 'evt_1') =>
  JSON.stringify({ id, object: 'event', type, api_version: STRIPE_API_VERSION, created: 1, data: { object } });
const paidSession = {
  id: 'cs_test_a1',
  object: 'checkout.session',
  payment_status: 'paid',
  amount_total: 25000,
  currency: 'usd',
  metadata: { orderId: 'o-1' },
};
/** A header made by the `stripe` package itself. */
const stripeSigned = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe('StripeProvider webhooks (signature checked with node:crypto against the stripe package’s own headers)', () => {
  const webhookProvider = new StripeProvider(new StripeClient('sk_test_fake'), SECRET, SITE);
  const sign = stripeSigned;

  it('accepts a correctly signed paid-checkout event and reduces it to what we act on', () => {
    const payload = event('checkout.session.completed', paidSession);
    expect(webhookProvider.verifyWebhook(payload, sign(payload))).toEqual({
      id: 'evt_1',
      kind: 'checkout_paid',
      sessionId: 'cs_test_a1',
      orderId: 'o-1',
      amountCents: 25000,
      currency: 'usd',
    });
  });

  it.each([
    ['a completed session still awaiting a delayed payment', 'checkout.session.completed', { ...paidSession, payment_status: 'unpaid' }],
    ['an event of another kind', 'payment_intent.created', { id: 'pi_1', object: 'payment_intent' }],
  ])('acknowledges but ignores %s', (_name, type, object) => {
    const payload = event(type, object);
    expect(webhookProvider.verifyWebhook(payload, sign(payload))).toEqual({ id: 'evt_1', kind: 'ignored', type });
  });

  it('treats a delayed payment’s success as paid', () => {
    const payload = event('checkout.session.async_payment_succeeded', paidSession);
    expect(webhookProvider.verifyWebhook(payload, sign(payload)).kind).toBe('checkout_paid');
  });

  it('accepts a header with several v1 signatures when one matches (a secret being rolled)', () => {
    const payload = event('checkout.session.completed', paidSession);
    const ours = sign(payload);
    const t = /t=(\d+)/.exec(ours)![1];
    const theirs = /v1=([0-9a-f]+)/.exec(sign(payload, 'whsec_old_secret', Number(t)))![1];
    const header = `t=${t},v1=${theirs},${ours.split(',')[1]},v0=${'0'.repeat(64)}`;
    expect(webhookProvider.verifyWebhook(payload, header).kind).toBe('checkout_paid');
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['no signature', (p: string) => [p, undefined]],
    ['a signature made with another secret', (p: string) => [p, sign(p, 'whsec_someone_else')]],
    ['a body changed after signing', (p: string) => [p.replace('25000', '1'), sign(p)]],
    ['a stale timestamp (replayed long after)', (p: string) => [p, sign(p, SECRET, now() - 3600)]],
    ['a timestamp far in the future', (p: string) => [p, sign(p, SECRET, now() + 3600)]],
    ['a correct signature under another scheme only (v0)', (p: string) => [p, sign(p).replace('v1=', 'v0=')]],
    ['the signature of another timestamp', (p: string) => [p, sign(p).replace(/t=(\d+)/, (_m, t: string) => `t=${Number(t) - 1}`)]],
    ['a garbage header', (p: string) => [p, 't=abc,v1=def']],
    ['a signed body that is not an event', () => ['{"hello":"world"}', sign('{"hello":"world"}')]],
    ['a signed body that is not JSON', () => ['not json', sign('not json')]],
  ] as Array<[string, (p: string) => [string, string | undefined]]>)('refuses %s', (_name, make) => {
    const [payload, header] = make(event('checkout.session.completed', paidSession));
    expect(() => webhookProvider.verifyWebhook(payload, header)).toThrow(InvalidSignatureError);
  });

  it('signs as the stripe package does, and stays within the 5-minute tolerance either side', () => {
    const payload = event('checkout.session.completed', paidSession);
    expect(signPayload(payload, SECRET, 1_700_000_000)).toBe(stripeSigned(payload, SECRET, 1_700_000_000));
    const t = now();
    expect(() => verifySignature(payload, signPayload(payload, SECRET, t - 299), SECRET)).not.toThrow();
    expect(() => verifySignature(payload, signPayload(payload, SECRET, t + 299), SECRET)).not.toThrow();
    expect(() => verifySignature(payload, signPayload(payload, SECRET, t - 301), SECRET)).toThrow(/tolerance/);
    expect(() => verifySignature(payload, signPayload(payload, '', t), '')).toThrow(/no webhook secret/);
    expect(parseSignatureHeader('t=12,v1=a,v1=b,v0=c,x')).toEqual({ timestamp: 12, signatures: ['a', 'b'] });
  });
});

describe('Stripe’s form encoding', () => {
  it('is byte for byte the stripe package’s, nested objects, arrays and reserved characters included', async () => {
    const params: Record<string, FormValue> = {
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: 42, product_data: { name: "Sucesión (Probate) & co's *1!" } } },
      ],
      metadata: { orderId: 'o-1', 'a b': 'x=y&z', empty: '' },
      expand: ['payment_intent', 'customer'],
      discounts: null,
      skipped: undefined,
      flag: true,
      success_url: 'https://x.test/p?order=o&session={CHECKOUT_SESSION_ID}',
    };
    let sent = '';
    const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent = String(init?.body ?? '');
      return new Response(JSON.stringify({ id: 'cs_x', object: 'checkout.session' }), { status: 200 });
    }) as typeof fetch;
    const sdk = new Stripe('sk_test_fake', { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 0 });
    await sdk.checkout.sessions.create(params as unknown as Stripe.Checkout.SessionCreateParams);
    expect(formEncode(params)).toBe(sent);
    expect(new URLSearchParams(sent).get('line_items[0][price_data][product_data][name]')).toBe("Sucesión (Probate) & co's *1!");
  });
});

describe('StripeProvider checkout (POST /v1/checkout/sessions against the local stand-in)', () => {
  const created = (id: string) => ({
    status: 200,
    body: { id, object: 'checkout.session', status: 'open', url: `https://checkout.stripe.com/c/pay/${id}` },
  });

  it('creates a Checkout Session for the catalogue amount, with the order in its metadata and the site’s URLs', async () => {
    respond = () => created('cs_test_new');
    const started = await provider().createCheckout({
      orderId: 'o-42',
      userId: 'u-7',
      questionnaireType: 'probate',
      amountCents: CATALOGUE.probate.priceCents,
      currency: 'usd',
      locale: 'es',
      customerEmail: 'client@example.test',
    });
    expect(started).toEqual({ sessionId: 'cs_test_new', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_new' });

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.headers.authorization).toBe('Bearer sk_test_fake');
    expect(req.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers['idempotency-key']).toMatch(/^lda-portal-[0-9a-f-]{36}$/);
    const b = req.form;
    expect(b.get('mode')).toBe('payment');
    expect(b.get('line_items[0][price_data][unit_amount]')).toBe(String(CATALOGUE.probate.priceCents));
    expect(b.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(b.get('line_items[0][price_data][product_data][name]')).toBe('Sucesión (Probate)');
    expect(b.get('line_items[0][quantity]')).toBe('1');
    expect(b.get('metadata[orderId]')).toBe('o-42');
    expect(b.get('metadata[userId]')).toBe('u-7');
    expect(b.get('metadata[questionnaireType]')).toBe('probate');
    expect(b.get('payment_intent_data[metadata][orderId]')).toBe('o-42');
    expect(b.get('client_reference_id')).toBe('o-42');
    expect(b.get('customer_email')).toBe('client@example.test');
    expect(b.get('locale')).toBe('es');
    expect(b.get('success_url')).toBe(`${SITE}/payment-success?order=o-42&session={CHECKOUT_SESSION_ID}`);
    expect(b.get('cancel_url')).toBe(`${SITE}/payment/probate?order=o-42&canceled=1`);
  });

  it('sends no customer_email when the profile has none', async () => {
    respond = () => created('cs_test_noemail');
    await provider().createCheckout({
      orderId: 'o',
      userId: 'u',
      questionnaireType: 'probate',
      amountCents: 1,
      currency: 'usd',
      locale: 'en',
    });
    expect(requests[0].form.has('customer_email')).toBe(false);
  });

  it.each([
    ['en', 'Legal document preparation'],
    ['es', 'Preparación de documentos legales'],
  ] as const)(
    'names a domestic-violence checkout neutrally: the receipt, and the return URLs by public slug (%s)',
    async (locale, name) => {
      respond = () => created('cs_dv');
      await provider().createCheckout({
        orderId: 'o-dv',
        userId: 'u',
        questionnaireType: 'domestic-violence',
        amountCents: CATALOGUE['domestic-violence'].priceCents,
        currency: 'usd',
        locale,
      });
      const product = requests[0].form.get('line_items[0][price_data][product_data][name]')!;
      expect(product).toBe(name);
      expect(product).not.toMatch(/violen|restrain|orden de restricci/i);
      // The browser shows and keeps the URLs Stripe returns it to: the type's public slug, never its id.
      const form = requests[0].form;
      expect(form.get('cancel_url')).toBe(`${SITE}/payment/document-preparation?order=o-dv&canceled=1`);
      expect(form.get('success_url')).toBe(`${SITE}/payment-success?order=o-dv&session={CHECKOUT_SESSION_ID}`);
      for (const url of [form.get('cancel_url'), form.get('success_url')]) expect(url).not.toMatch(BANNED_IN_URLS);
      // Nor does the metadata Stripe keeps with the session and the payment (F13).
      const metadata = [...form.entries()].filter(([k]) => k.includes('metadata'));
      expect(metadata.length).toBeGreaterThanOrEqual(6);
      expect(metadata.filter(([, v]) => /domestic|violen|restrain/i.test(String(v)))).toEqual([]);
      expect(form.get('metadata[questionnaireType]')).toBe('document-preparation');
    },
  );

  it('fails when Stripe refuses (the domain answers 503 unavailable), without retrying a 4xx', async () => {
    respond = () => ({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } });
    const attempt = provider().createCheckout({
      orderId: 'o',
      userId: 'u',
      questionnaireType: 'probate',
      amountCents: 1,
      currency: 'usd',
      locale: 'en',
    });
    await expect(attempt).rejects.toBeInstanceOf(StripeAuthenticationError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 401, requestId: 'req_1', message: 'Invalid API Key provided' });
    expect(requests).toHaveLength(1);
  });

  it('fails on a session without a URL', async () => {
    respond = () => ({ status: 200, body: { id: 'cs_nourl', object: 'checkout.session', status: 'open', url: null } });
    await expect(
      provider().createCheckout({ orderId: 'o', userId: 'u', questionnaireType: 'probate', amountCents: 1, currency: 'usd', locale: 'en' }),
    ).rejects.toThrow(/without a URL/);
  });
});

describe('StripeProvider expiring a checkout (POST /v1/checkout/sessions/{id}/expire)', () => {
  const session = (status: string) => ({ status: 200, body: { id: 'cs_test_old', object: 'checkout.session', status, url: null } });
  const notOpen = {
    status: 400,
    body: { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in [open] can be expired.' } },
  };

  it('expires an open session', async () => {
    respond = () => session('expired');
    expect(await provider().expireCheckout('cs_test_old')).toBe('expired');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/checkout/sessions/cs_test_old/expire']);
    expect(requests[0].body).toBe('');
    expect(requests[0].headers['idempotency-key']).toBeDefined();
  });

  it.each([
    ['complete', 'complete'],
    ['expired', 'expired'],
  ])('when Stripe refuses (not open), reads the session: %s → %s', async (status, outcome) => {
    respond = (req) => (req.method === 'POST' ? notOpen : session(status));
    expect(await provider().expireCheckout('cs_test_old')).toBe(outcome);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_old/expire',
      'GET /v1/checkout/sessions/cs_test_old',
    ]);
    expect(requests[1].headers['idempotency-key']).toBeUndefined();
    expect(requests[1].headers['content-type']).toBeUndefined();
  });

  it('lets other failures through after one retry with the same idempotency key (the checkout answers 503)', async () => {
    respond = () => ({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } });
    await expect(provider().expireCheckout('cs_test_old')).rejects.toBeInstanceOf(StripeAPIError);
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['idempotency-key']).toBe(requests[0].headers['idempotency-key']);
  });
});

describe('the Stripe client’s retries and errors', () => {
  const call = (options?: { timeout?: number; maxNetworkRetries?: number }) => client(options).retrieveCheckoutSession('cs_1');

  it.each([
    [400, { type: 'invalid_request_error' }, StripeInvalidRequestError],
    [400, { type: 'idempotency_error' }, StripeIdempotencyError],
    [400, { type: 'invalid_request_error', code: 'rate_limit' }, StripeRateLimitError],
    [404, { type: 'invalid_request_error', code: 'resource_missing' }, StripeInvalidRequestError],
    [402, { type: 'card_error' }, StripeCardError],
    [403, { type: 'invalid_request_error' }, StripePermissionError],
    [429, { type: 'invalid_request_error' }, StripeRateLimitError],
    [500, { type: 'api_error' }, StripeAPIError],
  ] as const)('maps HTTP %i %j to the stripe package’s error class', async (status, error, errorClass) => {
    respond = () => ({ status, body: { error: { ...error, message: 'x' } }, headers: { 'stripe-should-retry': 'false' } });
    const failed = call();
    await expect(failed).rejects.toBeInstanceOf(errorClass);
    await expect(failed).rejects.toMatchObject({ name: errorClass.name, type: error.type, statusCode: status });
  });

  it('retries what Stripe says to retry (409, 5xx, stripe-should-retry: true), once, and not what it says not to', async () => {
    respond = (_req, n) => (n === 1 ? { status: 409, body: { error: { type: 'api_error' } } } : { status: 200, body: { id: 'cs_1' } });
    expect((await call()).id).toBe('cs_1');
    requests.length = 0;
    respond = (_req, n) =>
      n === 1
        ? { status: 400, body: { error: { type: 'invalid_request_error' } }, headers: { 'stripe-should-retry': 'true' } }
        : { status: 200, body: { id: 'cs_2' } };
    expect((await call()).id).toBe('cs_2');
    requests.length = 0;
    respond = () => ({ status: 503, body: { error: { type: 'api_error' } }, headers: { 'stripe-should-retry': 'false' } });
    await expect(call()).rejects.toBeInstanceOf(StripeAPIError);
    expect(requests).toHaveLength(1);
  });

  it('reads an answer that is not JSON as an API error', async () => {
    respond = () => ({ status: 200, raw: '<html>gateway</html>' });
    await expect(call()).rejects.toMatchObject({ name: 'StripeAPIError', message: 'Invalid JSON received from the Stripe API' });
  });

  it('retries a reset connection, then gives up with a connection error', async () => {
    respond = () => 'reset';
    await expect(call()).rejects.toBeInstanceOf(StripeConnectionError);
    expect(requests).toHaveLength(2);
  });

  it('gives up on a Stripe that does not answer, after one retry (timeout per attempt)', async () => {
    respond = () => 'hang';
    // Counted on the client's side: an attempt aborted before its request reached the server is still an attempt.
    const retryDelay = jest.fn(() => 0);
    const failed = client({ timeout: 50, retryDelay }).retrieveCheckoutSession('cs_1');
    await expect(failed).rejects.toBeInstanceOf(StripeConnectionError);
    await expect(failed).rejects.toThrow('Request aborted due to timeout being reached (50ms)');
    expect(retryDelay.mock.calls).toEqual([[1]]);
  });
});

describe('the Stripe client’s limits (R-2)', () => {
  it('waits 3 s per request and retries once after ~0.5 s, so a slow Stripe fits in the function’s 10 s', () => {
    expect(STRIPE_CLIENT_LIMITS).toEqual({ timeout: 3000, maxNetworkRetries: 1 });
    expect(retryDelayMs(1, 0)).toBe(500);
    expect(retryDelayMs(1, 1)).toBe(500);
    expect(retryDelayMs(4, 1)).toBe(4000);
    expect(retryDelayMs(9, 1)).toBe(5000);
    const worst = (STRIPE_CLIENT_LIMITS.maxNetworkRetries + 1) * STRIPE_CLIENT_LIMITS.timeout + retryDelayMs(1, 1);
    expect(worst).toBeLessThan(10_000);
  });

  it('the functions’ client uses those limits against api.stripe.com', async () => {
    const real = new StripeClient('sk_test_fake') as unknown as { timeout: number; maxNetworkRetries: number; baseUrl: string };
    expect({ timeout: real.timeout, retries: real.maxNetworkRetries, base: real.baseUrl }).toEqual({
      timeout: 3000,
      retries: 1,
      base: 'https://api.stripe.com',
    });
  });
});

describe('StripeProvider from the environment', () => {
  it('reads the API key and the webhook secret from Secrets Manager by ARN', async () => {
    const read = jest.fn(async (arn: string) => ({ 'arn:key': 'sk_test_from_secrets', 'arn:webhook': SECRET })[arn]!);
    const provider = await stripeProviderFromEnv(
      { STRIPE_SECRET_KEY_ARN: 'arn:key', STRIPE_WEBHOOK_SECRET_ARN: 'arn:webhook' },
      SITE,
      read,
    );
    expect(read.mock.calls.map(([arn]) => arn).sort()).toEqual(['arn:key', 'arn:webhook']);
    const payload = event('checkout.session.completed', paidSession);
    expect(provider.verifyWebhook(payload, stripeSigned(payload)).kind).toBe('checkout_paid');
  });

  it('refuses to start without the secrets’ ARNs', async () => {
    await expect(stripeProviderFromEnv({}, SITE, jest.fn())).rejects.toThrow(/STRIPE_SECRET_KEY_ARN/);
  });
});

describe('TestModeProvider', () => {
  const provider = new TestModeProvider(SITE);

  it('sends the browser to the site’s own, labelled, test payment page', async () => {
    const { sessionId, checkoutUrl } = await provider.createCheckout({
      orderId: 'o',
      userId: 'u',
      questionnaireType: 'name-change',
      amountCents: 1,
      currency: 'usd',
      locale: 'en',
    });
    expect(sessionId).toMatch(/^cs_test_local_[0-9a-f]{32}$/);
    expect(checkoutUrl).toBe(`${SITE}/payment/name-change?session=${sessionId}&testMode=1`);
  });

  it('names a domestic-violence checkout by its neutral slug in the test payment page URL', async () => {
    const { sessionId, checkoutUrl } = await provider.createCheckout({
      orderId: 'o',
      userId: 'u',
      questionnaireType: 'domestic-violence',
      amountCents: 1,
      currency: 'usd',
      locale: 'es',
    });
    expect(checkoutUrl).toBe(`${SITE}/payment/document-preparation?session=${sessionId}&testMode=1`);
    expect(checkoutUrl).not.toMatch(BANNED_IN_URLS);
  });

  it('verifies Stripe-format signatures made with the local test secret only', () => {
    const payload = event('checkout.session.completed', paidSession);
    expect(signTestModePayload(payload, 1_700_000_000)).toBe(stripeSigned(payload, TEST_MODE_WEBHOOK_SECRET, 1_700_000_000));
    expect(provider.verifyWebhook(payload, signTestModePayload(payload)).kind).toBe('checkout_paid');
    expect(signTestModePayload(payload)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => provider.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))).toThrow(
      InvalidSignatureError,
    );
    expect(TEST_MODE_WEBHOOK_SECRET).not.toBe(SECRET);
  });
});
