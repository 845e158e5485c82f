/**
 * The one typed API client, generated from the route table and the contracts: `call('GET /orders/{orderId}',
 * { params: { orderId } })` builds the path, sends JSON, parses the success body with the route's success schema and
 * returns it typed (a file route returns its bytes, a 204 nothing), and throws an `ApiError` (status, code, message,
 * field errors, retryable) otherwise. `send` answers `{ status, headers, text, body, error }` without throwing on an
 * error status (tests and the bench need them); `sendUnchecked` lets tests send what the contract forbids.
 *
 * Used by the web (web/src/lib/api.ts), the api and e2e tests, the bench and the local seed. Browser and Node alike:
 * no Node-only API here.
 */
import type * as z from 'zod/mini';
import type { BodyIn, HeadersIn, ParamNames, ParamsIn, QueryIn, RouteContract, SuccessOut } from './contract';
import type { Contracts } from './contracts/all';
import { ErrorBodySchema, type ErrorBody, type ErrorCode, type FieldErrors } from './errors';
import type { RouteKey } from './routes';

/** An API failure with the server's stable code (translate with t(`errors.${code}`)) and field errors (i18n keys). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fieldErrors: FieldErrors = {},
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ContractOf<K extends RouteKey> = Contracts[K];

/** What a route takes: path parameters, query, body and headers, each as its contract says (optional when it may be). */
export type CallInput<K extends RouteKey> = (ParamNames<K> extends never ? { params?: undefined } : { params: ParamsIn<K> }) &
  ([QueryIn<ContractOf<K>>] extends [never] ? { query?: undefined } : { query?: QueryIn<ContractOf<K>> }) &
  ([BodyIn<ContractOf<K>>] extends [never]
    ? { body?: undefined }
    : undefined extends BodyIn<ContractOf<K>>
      ? { body?: BodyIn<ContractOf<K>> }
      : { body: BodyIn<ContractOf<K>> }) & {
    /** The contract's headers (typed), plus any other (e.g. user-agent). */
    headers?: HeadersIn<ContractOf<K>> & Record<string, string | undefined>;
    signal?: AbortSignal;
  };

/** A file route's answer. */
export interface FileDownload {
  bytes: Uint8Array;
  contentType: string;
  /** From Content-Disposition, when it names one. */
  filename: string | null;
}

/** What a route answers on success: its JSON body parsed with the success schema, a file, or nothing (204). */
export type CallOutput<K extends RouteKey> = ContractOf<K>['success'] extends { schema: z.ZodMiniType }
  ? SuccessOut<ContractOf<K>>
  : ContractOf<K>['success'] extends { file: object }
    ? FileDownload
    : void;

/** A request outside the contract (tests of refusals): raw strings and any body. */
export interface UncheckedInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent exactly as given (with content-type application/json unless a header says otherwise). */
  rawBody?: string;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
}

/** An answer, whatever its status. `body` and `error` parse on access and throw when the answer is not that. */
export interface Sent<K extends RouteKey> {
  key: K;
  status: number;
  headers: Headers;
  /** The body as text (UTF-8). */
  text: string;
  bytes: Uint8Array;
  /** The JSON body as received, unchecked (undefined when the answer is not JSON). */
  json: unknown;
  /** The success answer, parsed with the route's contract. Throws if the status is not a success or the body does not match. */
  readonly body: CallOutput<K>;
  /** The error body's `error`. Throws if the answer is not an error body. */
  readonly error: ErrorBody['error'];
}

export interface ApiClientOptions {
  /** The API's base URL (no trailing slash), or a function giving it (the web reads it from /config.json). */
  baseUrl: string | (() => string);
  /** The bearer token (a Cognito ID token), or null when signed out. Called before every request. */
  getToken?: () => Promise<string | null> | string | null;
  /** Default: the global fetch, looked up at each call. */
  fetch?: typeof fetch;
  /**
   * Every route's contract, given up front (`CONTRACTS` of ./contracts/all). Default: loaded with the first request.
   * Node callers whose loader cannot run a lazy `import()` of TypeScript (Playwright's) pass it.
   */
  contracts?: Readonly<Record<string, RouteContract>>;
}

type Args<K extends RouteKey> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

const RETRYABLE_STATUSES = [502, 503, 504];

/**
 * Every route's contract, loaded on the first request (in parallel with it): requests need only the route key, answers
 * need the schemas. Lazy so that the web's first bundle does not carry every route's schemas (Vite makes it a chunk).
 */
let contracts: Promise<Readonly<Record<string, RouteContract>>> | null = null;
const loadContracts = () => (contracts ??= import('./contracts/all').then((m) => m.CONTRACTS));

async function contractOf(key: RouteKey, given?: Readonly<Record<string, RouteContract>>): Promise<RouteContract> {
  const contract = (given ?? (await loadContracts()))[key];
  if (!contract) throw new Error(`${key} has no contract`);
  return contract;
}

/** "/orders/{orderId}" with { orderId: "a b" } → "/orders/a%20b". */
export function buildPath(key: RouteKey, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const path = key.slice(key.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${key}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  // encodeURIComponent, not URLSearchParams: a space is %20 (API Gateway keeps a "+" as a plus sign).
  const qs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** The ApiError of a failed answer: the server's error body, or a generic one (a proxy's error page). */
export function errorFrom(status: number, statusText: string, json: unknown): ApiError {
  const parsed = ErrorBodySchema.safeParse(json);
  if (parsed.success) {
    const e = parsed.data.error;
    return new ApiError(status, e.code, e.message, e.fieldErrors ?? {}, e.retryable ?? RETRYABLE_STATUSES.includes(status));
  }
  const retryable = RETRYABLE_STATUSES.includes(status);
  return new ApiError(status, retryable ? 'unavailable' : 'internal', statusText, {}, retryable);
}

const isJson = (headers: Headers) => (headers.get('content-type') ?? '').includes('json');

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The success output of an answer (2xx), parsed with the contract; throws an ApiError when it does not match. */
function successOf(key: RouteKey, contract: RouteContract, res: { status: number; headers: Headers; bytes: Uint8Array; json: unknown }) {
  const success = contract.success;
  if ('file' in success) {
    const disposition = res.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
    return { bytes: res.bytes, contentType: res.headers.get('content-type') ?? success.file.contentType, filename } satisfies FileDownload;
  }
  if (!('schema' in success)) return undefined;
  const parsed = success.schema.safeParse(res.json);
  if (!parsed.success) {
    // zod/mini loads no locale: an issue without a message of ours says "Invalid input", so its code says what was wrong.
    const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message} (${i.code})`).join('; ');
    throw new ApiError(res.status, 'internal', `The answer of ${key} does not match its contract: ${where}`);
  }
  return parsed.data;
}

/**
 * A typed input as sent. The only string bodies a contract allows are the ones read as text (a signed webhook event):
 * those go exactly as given; every other body is JSON.
 */
export function uncheckedInputOf(input: object | undefined): UncheckedInput {
  const { body, ...rest } = (input ?? {}) as UncheckedInput;
  return typeof body === 'string' ? { ...rest, rawBody: body } : { ...rest, body };
}

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = () => (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl);
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request(key: RouteKey, input: UncheckedInput) {
    const contract = contractOf(key, options.contracts);
    // A rejection is awaited below; until then it must not count as unhandled.
    contract.catch(() => undefined);
    const method = key.slice(0, key.indexOf(' '));
    const token = await options.getToken?.();
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (input.rawBody !== undefined) body = input.rawBody;
    else if (input.body !== undefined) body = JSON.stringify(input.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(input.headers ?? {})) {
      if (value === undefined) continue;
      // One spelling per header: a caller's Content-Type replaces the default, whatever its case.
      for (const k of Object.keys(headers)) if (k.toLowerCase() === name.toLowerCase()) delete headers[k];
      headers[name] = value;
    }
    const url = `${baseUrl()}${buildPath(key, input.params, input.query)}`;
    let res: Response;
    let bytes: Uint8Array;
    try {
      res = await doFetch(url, { method, headers, body, signal: input.signal });
      bytes = new Uint8Array(await res.arrayBuffer());
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new ApiError(0, 'network', 'Network error', {}, true);
    }
    const text = new TextDecoder().decode(bytes);
    return { contract: await contract, res, bytes, text, json: isJson(res.headers) ? parseJson(text) : undefined };
  }

  async function sendUnchecked<K extends RouteKey>(key: K, input: UncheckedInput = {}): Promise<Sent<K>> {
    const { contract, res, bytes, text, json } = await request(key, input);
    return {
      key,
      status: res.status,
      headers: res.headers,
      text,
      bytes,
      json,
      get body(): CallOutput<K> {
        if (res.status < 200 || res.status > 299) throw new Error(`${key} answered ${res.status}, not a success: ${text.slice(0, 500)}`);
        return successOf(key, contract, { status: res.status, headers: res.headers, bytes, json }) as CallOutput<K>;
      },
      get error(): ErrorBody['error'] {
        const parsed = ErrorBodySchema.safeParse(json);
        if (!parsed.success) throw new Error(`${key} answered ${res.status} without an error body: ${text.slice(0, 500)}`);
        return parsed.data.error;
      },
    };
  }

  /** Any answer, typed by the route; throws only when the request could not be made (ApiError 'network'). */
  function send<K extends RouteKey>(key: K, ...[input]: Args<K>): Promise<Sent<K>> {
    return sendUnchecked(key, uncheckedInputOf(input));
  }

  /** The success output, or an ApiError (network failures: code 'network', retryable). */
  async function call<K extends RouteKey>(key: K, ...[input]: Args<K>): Promise<CallOutput<K>> {
    const { contract, res, bytes, json } = await request(key, uncheckedInputOf(input));
    if (!res.ok) throw errorFrom(res.status, res.statusText, json);
    return successOf(key, contract, { status: res.status, headers: res.headers, bytes, json }) as CallOutput<K>;
  }

  return { call, send, sendUnchecked };
}

export type ApiClient = ReturnType<typeof createApiClient>;
