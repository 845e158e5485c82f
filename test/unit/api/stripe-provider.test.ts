/**
 * The real Stripe code paths, offline: webhook verification with Stripe's own signing helper and a fake secret, and
 * checkout creation through a Stripe client whose HTTP transport is replaced (Stripe's servers are unreachable).
 */
import Stripe from 'stripe';
import { InvalidSignatureError } from '../../../functions/lib/payments/provider';
import { STRIPE_CLIENT_LIMITS, StripeProvider, stripeClient, stripeProviderFromEnv } from '../../../functions/lib/payments/stripe-provider';
import { signTestModePayload, TEST_MODE_WEBHOOK_SECRET, TestModeProvider } from '../../../functions/lib/payments/test-mode';
import { CATALOGUE } from '../../../shared/catalogue';

const SECRET = 'whsec_unit_test_fake_secret';
const SITE = 'https://www.example.test';

interface Captured {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: URLSearchParams;
}

/** A Stripe client whose every request is answered by `respond`, recording what it sent. */
function fakeStripe(respond: (req: Captured) => { status: number; body: unknown }) {
  const requests: Captured[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const req: Captured = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: new URLSearchParams(String(init?.body ?? '')),
    };
    requests.push(req);
    const { status, body } = respond(req);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;
  const client = new Stripe('sk_test_fake', { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 0 });
  return { client, requests };
}

const event = (type: string, object: Record<string, unknown>, id = 'evt_1') =>
  JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', created: 1, data: { object } });
const paidSession = {
  id: 'cs_test_a1',
  object: 'checkout.session',
  payment_status: 'paid',
  amount_total: 25000,
  currency: 'usd',
  metadata: { orderId: 'o-1' },
};

describe('StripeProvider webhooks (stripe.webhooks.constructEvent)', () => {
  const provider = new StripeProvider(stripeClient('sk_test_fake'), SECRET, SITE);
  const sign = (payload: string, secret = SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  it('accepts a correctly signed paid-checkout event and reduces it to what we act on', () => {
    const payload = event('checkout.session.completed', paidSession);
    expect(provider.verifyWebhook(payload, sign(payload))).toEqual({
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
    expect(provider.verifyWebhook(payload, sign(payload))).toEqual({ id: 'evt_1', kind: 'ignored', type });
  });

  it('treats a delayed payment’s success as paid', () => {
    const payload = event('checkout.session.async_payment_succeeded', paidSession);
    expect(provider.verifyWebhook(payload, sign(payload)).kind).toBe('checkout_paid');
  });

  it.each([
    ['no signature', (p: string) => [p, undefined]],
    ['a signature made with another secret', (p: string) => [p, sign(p, 'whsec_someone_else')]],
    ['a body changed after signing', (p: string) => [p.replace('25000', '1'), sign(p)]],
    ['a stale timestamp (replayed long after)', (p: string) => [p, sign(p, SECRET, Math.floor(Date.now() / 1000) - 3600)]],
    ['a garbage header', (p: string) => [p, 't=abc,v1=def']],
    ['a signed body that is not an event', () => ['{"hello":"world"}', sign('{"hello":"world"}')]],
    ['a signed body that is not JSON', () => ['not json', sign('not json')]],
  ] as Array<[string, (p: string) => [string, string | undefined]]>)('refuses %s', (_name, make) => {
    const [payload, header] = make(event('checkout.session.completed', paidSession));
    expect(() => provider.verifyWebhook(payload, header)).toThrow(InvalidSignatureError);
  });
});

describe('StripeProvider checkout (stripe.checkout.sessions.create over a replaced transport)', () => {
  it('creates a Checkout Session for the catalogue amount, with the order in its metadata and the site’s URLs', async () => {
    const { client, requests } = fakeStripe(() => ({
      status: 200,
      body: { id: 'cs_test_new', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_new' },
    }));
    const provider = new StripeProvider(client, SECRET, SITE);
    const started = await provider.createCheckout({
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
    expect(req.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(req.headers.authorization).toBe('Bearer sk_test_fake');
    const b = req.body;
    expect(b.get('mode')).toBe('payment');
    expect(b.get('line_items[0][price_data][unit_amount]')).toBe(String(CATALOGUE.probate.priceCents));
    expect(b.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(b.get('line_items[0][price_data][product_data][name]')).toBe('Sucesión (Probate)');
    expect(b.get('line_items[0][quantity]')).toBe('1');
    expect(b.get('metadata[orderId]')).toBe('o-42');
    expect(b.get('metadata[userId]')).toBe('u-7');
    expect(b.get('payment_intent_data[metadata][orderId]')).toBe('o-42');
    expect(b.get('client_reference_id')).toBe('o-42');
    expect(b.get('customer_email')).toBe('client@example.test');
    expect(b.get('locale')).toBe('es');
    expect(b.get('success_url')).toBe(`${SITE}/payment-success?order=o-42&session={CHECKOUT_SESSION_ID}`);
    expect(b.get('cancel_url')).toBe(`${SITE}/payment/probate?order=o-42&canceled=1`);
  });

  it.each([
    ['en', 'Legal document preparation'],
    ['es', 'Preparación de documentos legales'],
  ] as const)('names a domestic-violence checkout neutrally on the receipt (%s)', async (locale, name) => {
    const { client, requests } = fakeStripe(() => ({
      status: 200,
      body: { id: 'cs_dv', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_dv' },
    }));
    await new StripeProvider(client, SECRET, SITE).createCheckout({
      orderId: 'o-dv',
      userId: 'u',
      questionnaireType: 'domestic-violence',
      amountCents: CATALOGUE['domestic-violence'].priceCents,
      currency: 'usd',
      locale,
    });
    const product = requests[0].body.get('line_items[0][price_data][product_data][name]')!;
    expect(product).toBe(name);
    expect(product).not.toMatch(/violen|restrain|orden de restricci/i);
  });

  it('fails when Stripe refuses (the domain answers 503 unavailable)', async () => {
    const { client } = fakeStripe(() => ({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    }));
    const provider = new StripeProvider(client, SECRET, SITE);
    await expect(
      provider.createCheckout({ orderId: 'o', userId: 'u', questionnaireType: 'probate', amountCents: 1, currency: 'usd', locale: 'en' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('StripeProvider expiring a checkout (stripe.checkout.sessions.expire)', () => {
  const session = (status: string) => ({ id: 'cs_test_old', object: 'checkout.session', status, url: null });
  const notOpen = { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in [open] can be expired.' } };

  it('expires an open session', async () => {
    const { client, requests } = fakeStripe(() => ({ status: 200, body: session('expired') }));
    expect(await new StripeProvider(client, SECRET, SITE).expireCheckout('cs_test_old')).toBe('expired');
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /v1/checkout/sessions/cs_test_old/expire']);
  });

  it.each([
    ['complete', 'complete'],
    ['expired', 'expired'],
  ])('when Stripe refuses (not open), reads the session: %s → %s', async (status, outcome) => {
    const { client, requests } = fakeStripe((req) =>
      req.method === 'POST' ? { status: 400, body: notOpen } : { status: 200, body: session(status) },
    );
    expect(await new StripeProvider(client, SECRET, SITE).expireCheckout('cs_test_old')).toBe(outcome);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_old/expire',
      'GET /v1/checkout/sessions/cs_test_old',
    ]);
  });

  it('lets other failures through (the checkout answers 503 and starts no new session)', async () => {
    const { client } = fakeStripe(() => ({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } }));
    await expect(new StripeProvider(client, SECRET, SITE).expireCheckout('cs_test_old')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
  });
});

describe('the Stripe client’s limits (R-2)', () => {
  it('waits 3 s per request and retries once, so a slow Stripe fits in the function’s 10 s', () => {
    expect(STRIPE_CLIENT_LIMITS).toEqual({ timeout: 3000, maxNetworkRetries: 1 });
    const client = stripeClient('sk_test_fake') as unknown as { getApiField(k: string): unknown; _getPropsFromConfig?: unknown };
    expect(client.getApiField('timeout')).toBe(3000);
    expect(client.getApiField('maxNetworkRetries')).toBe(1);
    expect((STRIPE_CLIENT_LIMITS.maxNetworkRetries + 1) * STRIPE_CLIENT_LIMITS.timeout).toBeLessThan(10_000);
  });

  it('gives up on a Stripe that does not answer, after one retry', async () => {
    let calls = 0;
    const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as typeof fetch;
    const client = new Stripe('sk_test_fake', { httpClient: Stripe.createFetchHttpClient(hanging), timeout: 50, maxNetworkRetries: 1 });
    await expect(new StripeProvider(client, SECRET, SITE).expireCheckout('cs_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
    expect(calls).toBe(2);
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
    expect(provider.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })).kind).toBe(
      'checkout_paid',
    );
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

  it('verifies Stripe-format signatures made with the local test secret only', () => {
    const payload = event('checkout.session.completed', paidSession);
    expect(provider.verifyWebhook(payload, signTestModePayload(payload)).kind).toBe('checkout_paid');
    expect(signTestModePayload(payload)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => provider.verifyWebhook(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))).toThrow(
      InvalidSignatureError,
    );
    expect(TEST_MODE_WEBHOOK_SECRET).not.toBe(SECRET);
  });
});
