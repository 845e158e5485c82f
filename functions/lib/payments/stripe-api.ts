/**
 * The few calls of Stripe's API the payments function makes (create, expire and retrieve a Checkout Session), over
 * `fetch`, without the `stripe` package (240 KiB of the bundle for three endpoints; issue 19). It speaks the API as the
 * package 23.1.0 did: form-encoded bodies with bracketed nested keys (`line_items[0][price_data][currency]`), the API
 * version it pinned in `Stripe-Version`, an `Idempotency-Key` on every POST (the same key on its retry, so a retried
 * create cannot make a second session), the same retry rules and the same error classes by HTTP status. Timeouts are
 * R-2's (security review): 3 s per attempt, body included, one retry.
 */
import { randomUUID } from 'node:crypto';

/** The API version the `stripe` package 23.1.0 sent (its `apiVersion.js`); the webhook endpoint is pinned to it too. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export const STRIPE_API_BASE = 'https://api.stripe.com';

/**
 * How long the Stripe client waits: each request 3 s, retried once (POSTs carry an idempotency key, so a retry is
 * safe), so a slow Stripe costs at most ~6.5 s of a function's 10 s and the checkout answers 503 in time (never API
 * Gateway's own timeout, and never a session created after we gave up on it).
 */
export const STRIPE_CLIENT_LIMITS = { timeout: 3000, maxNetworkRetries: 1 } as const;

/** The wait before retry n (1-based): 0.5 s doubling, jittered down to half, never under 0.5 s nor over 5 s. */
export const retryDelayMs = (retry: number, random: number = Math.random()): number =>
  Math.max(500, Math.min(500 * 2 ** (retry - 1), 5000) * 0.5 * (1 + random));

/** What Stripe puts in an error body (`{ "error": { … } }`), and what we add. */
export interface StripeErrorDetails {
  type?: string;
  code?: string;
  message?: string;
  param?: string;
  statusCode?: number;
  requestId?: string;
}

/** Any failure of a Stripe call; the subclass says which (the names the `stripe` package used). */
export class StripeError extends Error {
  readonly type?: string;
  readonly code?: string;
  readonly param?: string;
  readonly statusCode?: number;
  readonly requestId?: string;

  constructor(details: StripeErrorDetails = {}) {
    super(details.message ?? '');
    this.name = new.target.name;
    this.type = details.type;
    this.code = details.code;
    this.param = details.param;
    this.statusCode = details.statusCode;
    this.requestId = details.requestId;
  }
}
export class StripeInvalidRequestError extends StripeError {}
export class StripeIdempotencyError extends StripeError {}
export class StripeAuthenticationError extends StripeError {}
export class StripeCardError extends StripeError {}
export class StripePermissionError extends StripeError {}
export class StripeRateLimitError extends StripeError {}
export class StripeAPIError extends StripeError {}
/** No answer, a broken connection or a timeout (after the retries). */
export class StripeConnectionError extends StripeError {}

/** The error for an error answer, by status as the `stripe` package chose it (`generateV1Error`). */
export function stripeErrorFor(details: StripeErrorDetails): StripeError {
  const status = details.statusCode;
  if (status === 429 || (status === 400 && details.code === 'rate_limit')) return new StripeRateLimitError(details);
  if (status === 400 || status === 404)
    return details.type === 'idempotency_error' ? new StripeIdempotencyError(details) : new StripeInvalidRequestError(details);
  if (status === 401) return new StripeAuthenticationError(details);
  if (status === 402) return new StripeCardError(details);
  if (status === 403) return new StripePermissionError(details);
  return new StripeAPIError(details);
}

/** A form parameter: nested objects and arrays become bracketed keys; undefined is left out. */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Like encodeURIComponent and `qs` (which also escape !'()*), brackets kept readable (Stripe accepts both). */
const encode = (s: string): string =>
  encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');

/** Stripe's form encoding: `a[b][0][c]=v` pairs in key order, null as an empty value (Stripe's "unset"). */
export function formEncode(params: Record<string, FormValue>): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object') {
      pairs.push(`${encode(key)}=${encode(value === null ? '' : String(value))}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => add(`${key}[${i}]`, item));
    } else {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    }
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return pairs.join('&');
}

/** What we read of a Checkout Session (Stripe sends much more). */
export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired' | null;
  url: string | null;
  payment_status?: string;
}

export interface StripeClientOptions {
  timeout?: number;
  maxNetworkRetries?: number;
  /** Tests only: a local server standing in for api.stripe.com. */
  baseUrl?: string;
  /** Tests only: the delay before a retry. */
  retryDelay?: (retry: number) => number;
}

/** Network errors after which Stripe's package retried once even without retries left (a stale keep-alive socket). */
const CONNECTION_CLOSED = new Set(['ECONNRESET', 'EPIPE']);

const codeOf = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
};

type Attempt = { kind: 'response'; status: number; headers: Headers; text: string } | { kind: 'failed'; error: unknown; timedOut: boolean };

/** A Stripe API client for the calls the payments function makes. */
export class StripeClient {
  private readonly timeout: number;
  private readonly maxNetworkRetries: number;
  private readonly baseUrl: string;
  private readonly retryDelay: (retry: number) => number;

  constructor(
    private readonly apiKey: string,
    options: StripeClientOptions = {},
  ) {
    this.timeout = options.timeout ?? STRIPE_CLIENT_LIMITS.timeout;
    this.maxNetworkRetries = options.maxNetworkRetries ?? STRIPE_CLIENT_LIMITS.maxNetworkRetries;
    this.baseUrl = (options.baseUrl ?? STRIPE_API_BASE).replace(/\/+$/, '');
    this.retryDelay = options.retryDelay ?? ((n) => retryDelayMs(n));
  }

  /** POST /v1/checkout/sessions */
  createCheckoutSession(params: Record<string, FormValue>): Promise<CheckoutSessionObject> {
    return this.request('POST', '/v1/checkout/sessions', params);
  }

  /** POST /v1/checkout/sessions/{id}/expire (400 invalid_request_error when the session is not open). */
  expireCheckoutSession(id: string): Promise<CheckoutSessionObject> {
    return this.request('POST', `/v1/checkout/sessions/${encodeURIComponent(id)}/expire`, {});
  }

  /** GET /v1/checkout/sessions/{id} */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionObject> {
    return this.request('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`);
  }

  async request<T>(method: 'GET' | 'POST', path: string, params?: Record<string, FormValue>): Promise<T> {
    const body = method === 'POST' ? formEncode(params ?? {}) : undefined;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${this.apiKey}`,
      'Stripe-Version': STRIPE_API_VERSION,
      'User-Agent': 'lda-portal-stripe/1 (fetch)',
      ...(method === 'POST'
        ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': `lda-portal-${randomUUID()}` }
        : {}),
    };
    for (let retries = 0; ; retries++) {
      const attempt = await this.attempt(method, path, headers, body);
      if (this.shouldRetry(attempt, retries)) {
        await new Promise((resolve) => setTimeout(resolve, this.retryDelay(retries + 1)));
        continue;
      }
      if (attempt.kind === 'failed') {
        throw new StripeConnectionError({
          message: attempt.timedOut
            ? `Request aborted due to timeout being reached (${this.timeout}ms)`
            : `An error occurred with our connection to Stripe.${retries > 0 ? ` Request was retried ${retries} times.` : ''}`,
        });
      }
      return parseAnswer<T>(attempt);
    }
  }

  /** One request, its body read within the same timeout. */
  private async attempt(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<Attempt> {
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, this.timeout);
    try {
      const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, signal: abort.signal });
      const text = await res.text();
      return { kind: 'response', status: res.status, headers: res.headers, text };
    } catch (error) {
      return { kind: 'failed', error, timedOut };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stripe's rules (as its package applied them): see https://docs.stripe.com/error-low-level#idempotency */
  private shouldRetry(attempt: Attempt, retries: number): boolean {
    if (attempt.kind === 'failed' && retries === 0 && CONNECTION_CLOSED.has(codeOf(attempt.error) ?? '')) return true;
    if (retries >= this.maxNetworkRetries) return false;
    if (attempt.kind === 'failed') return true;
    const advice = attempt.headers.get('stripe-should-retry');
    if (advice === 'false') return false;
    if (advice === 'true') return true;
    return attempt.status === 409 || attempt.status >= 500;
  }
}

function parseAnswer<T>(answer: { status: number; headers: Headers; text: string }): T {
  const requestId = answer.headers.get('request-id') ?? undefined;
  let json: { error?: StripeErrorDetails } & Record<string, unknown>;
  try {
    json = JSON.parse(answer.text) as typeof json;
  } catch {
    throw new StripeAPIError({ message: 'Invalid JSON received from the Stripe API', statusCode: answer.status, requestId });
  }
  if (json?.error) {
    const e = json.error;
    throw stripeErrorFor({
      type: e.type,
      code: e.code,
      message: e.message,
      param: e.param,
      statusCode: answer.status,
      requestId,
    });
  }
  if (answer.status >= 400) throw stripeErrorFor({ statusCode: answer.status, requestId, message: `HTTP ${answer.status}` });
  return json as T;
}
