import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import {
  MAX_JSON_DEPTH,
  maxBodyBytesOf,
  paramNames,
  PATH_PARAMS,
  type BodyOut,
  type GroupContract,
  type GroupRoutes,
  type HeadersOut,
  type ParamsOut,
  type PathParamName,
  type QueryOut,
  type RouteContract,
  type SuccessIn,
  type SuccessStatus,
} from '../../shared/api/contract';
import { errorBody, FIELD_ERRORS, ROOT_FIELD, toFieldErrors } from '../../shared/api/errors';
import { routeKey, type RouteGroup } from '../../shared/api/route-def';
import type { RouteKeyOf, SignedInRouteKeyOf } from '../../shared/api/routes';
import { callerFrom, type Caller } from './auth';
import { clientAddress } from './client-address';
import { ApiError, isUnavailable, notFound, validationFailed } from './errors';
import { log } from './log';
import { dynamoCalls, inRequestScope, itemsRead, openSessionGate, sessionGate, type SessionGate } from './metrics';
import { assertSessionLive } from './session-rule';

export type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
export type Result = APIGatewayProxyStructuredResultV2;

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

const noContent = (): Result => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

/** A file download (API Gateway passes base64 bodies through as bytes). */
function attachment(bytes: Uint8Array, contentType: string, filename: string): Result {
  return {
    statusCode: 200,
    headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}

export function errorResult(err: ApiError): Result {
  const { fieldErrors, retryable } = err.extra;
  return json(
    err.status,
    errorBody(err.code, err.message, { ...(fieldErrors ? { fieldErrors } : {}), ...(retryable ? { retryable } : {}) }),
  );
}

/** Validate with a contract schema; issues become `validation_failed` with i18n-key field errors. */
export function validate<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  // reportInput lets toFieldErrors tell a missing field (required) from a wrong one (invalid).
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * Whether JSON text nests objects/arrays deeper than `max` (the top-level value is depth 1). A linear scan of the
 * text, so a body nested 100,000 deep is refused before JSON.parse, zod or any recursive serializer
 * (JSON.stringify, canonicalJson) could overflow the stack on it.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * The dotted paths of `__proto__` keys in parsed JSON. JSON.parse keeps them as plain own keys, but anything that
 * copies the object (zod's records and objects, a spread) turns them into a prototype change or drops them, so a
 * body holding one is refused rather than silently altered (as Fastify's prototype-poisoning check does). The body's
 * depth is already bounded by MAX_JSON_DEPTH, so the walk is too.
 */
export function protoKeyPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (key === '__proto__') found.push([...path, key].join('.'));
      protoKeyPaths((value as Record<string, unknown>)[key], [...path, key], found);
    }
  }
  return found;
}

/** The body as sent; 413 over the route's limit. */
function rawBodyOf(event: Event, limit: number): string {
  if (!event.body) return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > limit) throw new ApiError('payload_too_large', `Request body exceeds ${limit} bytes`);
  return raw;
}

/** The body parsed as the contract says: 413 too large, 400 too deep / not JSON / a `__proto__` key / invalid. */
function bodyOf(event: Event, contract: RouteContract): unknown {
  if (!contract.body) return undefined;
  const raw = rawBodyOf(event, maxBodyBytesOf(contract));
  if (contract.bodyAs === 'text') return raw;
  if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) {
    throw validationFailed({ [ROOT_FIELD]: [FIELD_ERRORS.tooDeep] }, `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let data: unknown;
  try {
    data = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    throw new ApiError('invalid_json', 'Request body is not valid JSON');
  }
  // JSON may spell the key with escapes ("\u005f_proto__"): any escape makes the parsed keys worth a look (F11).
  if (raw.includes('__proto__') || raw.includes('\\u')) {
    const paths = protoKeyPaths(data);
    if (paths.length) throw validationFailed(Object.fromEntries(paths.map((p) => [p, [FIELD_ERRORS.unknown]])));
  }
  return validate(contract.body, data);
}

/** Each path parameter with its schema; a value it refuses is 404 without a lookup. */
function paramsOf(path: string, raw: Record<string, string | undefined>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of paramNames(path)) {
    const parsed = PATH_PARAMS[name as PathParamName].schema.safeParse(raw[name]);
    if (!parsed.success) throw notFound();
    params[name] = parsed.data;
  }
  return params;
}

/** Each header of the contract (by its canonical name); invalid → 400 with the header's name as the field. */
function headersOf(contract: RouteContract, received: Record<string, string | undefined>): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  for (const [name, h] of Object.entries(contract.headers ?? {})) {
    const parsed = h.schema.safeParse(received[name.toLowerCase()], { reportInput: true });
    if (!parsed.success) {
      const keys = [...new Set(Object.values(toFieldErrors(parsed.error.issues)).flat())];
      throw validationFailed({ [name]: keys }, `Invalid ${name} header`);
    }
    headers[name] = parsed.data;
  }
  return headers;
}

/** What a handler gets: the verified caller and the request parsed with its route's contract. */
export interface Request<K extends string = string, C extends RouteContract = RouteContract> {
  event: Event;
  requestId: string;
  /** Verified caller; null only on public routes. */
  caller: Caller | null;
  /** The verified caller on 'user' and 'admin' routes (throws 401 if absent: never on those routes). */
  readonly user: Caller;
  /** Where the request came from, as API Gateway saw it (recorded with the agreement's acceptance). */
  client: { ip: string; userAgent: string };
  params: ParamsOut<K>;
  query: QueryOut<C>;
  headers: HeadersOut<C>;
  body: BodyOut<C>;
}

/** A JSON answer with a status other than the contract's first one (`also`) and/or extra headers. */
export class Reply<T, S extends number = number> {
  constructor(
    readonly status: S,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = <S extends number, T>(status: S, body: T, headers?: Record<string, string>): Reply<T, S> =>
  new Reply(status, body, headers);

/** A file route's answer (its content type is the contract's). */
export interface FileReply {
  bytes: Uint8Array;
  filename: string;
}

/** What a handler returns: the success body (or a Reply with one of the success statuses), the file, or nothing (204). */
export type HandlerResult<C extends RouteContract> = C['success'] extends { schema: z.ZodMiniType }
  ? SuccessIn<C> | Reply<SuccessIn<C>, SuccessStatus<C>>
  : C['success'] extends { file: object }
    ? FileReply
    : void;

export type RouteHandler<K extends string, C extends RouteContract> = (req: Request<K, C>) => Promise<HandlerResult<C>>;
export type Handlers<G extends RouteGroup, C extends GroupRoutes<G>> = { [K in RouteKeyOf<G>]: RouteHandler<K, C[K]> };

function toResult(contract: RouteContract, out: unknown): Result {
  const success = contract.success;
  if ('file' in success) {
    const file = out as FileReply;
    return attachment(file.bytes, success.file.contentType, file.filename);
  }
  if (!('schema' in success)) return noContent();
  if (out instanceof Reply) return json(out.status, out.body, out.headers);
  return json(success.status, out);
}

/**
 * The revocation check (functions/lib/revocation.ts: assertSessionNotRevoked) a group with signed-in routes (user or
 * admin) attaches to its contract for createHandler: `createHandler(withSessionCheck(contract, assertSessionNotRevoked),
 * {…})`. Passed in rather than imported here so that a group with public routes only (health, auth) does not bundle
 * the store and the AWS SDK for it. The type asks for it on a group with signed-in routes, and a check at load refuses
 * to build such a handler without it.
 */
export type SessionCheck = (caller: Caller) => Promise<void>;
type SessionChecked<G extends RouteGroup> = [SignedInRouteKeyOf<G>] extends [never] ? unknown : { assertSessionNotRevoked: SessionCheck };

export const withSessionCheck = <G extends RouteGroup, C extends GroupRoutes<G>>(
  contract: GroupContract<G, C>,
  assertSessionNotRevoked: SessionCheck,
): GroupContract<G, C> & { assertSessionNotRevoked: SessionCheck } => ({ ...contract, assertSessionNotRevoked });

/**
 * Build a Lambda handler for one route group from its contract (shared/api/contracts/<group>.ts) and
 * `{ "GET /me": fn, ... }`. The type requires exactly the group's routes (checked again at load). Before a handler
 * runs: access (defence in depth behind the authorizer: 'user' routes need verified claims from an ID token, 'admin'
 * routes the admin group claim), then the contract — path parameters (404), query, headers, body (413, 400) — then, on
 * admin routes, a session begun after the member's last revocation (401). So handlers get typed, valid input and never
 * name a schema; their return type is checked against the success schema. A group with admin routes gives its
 * contract through withSessionCheck (above).
 */
export function createHandler<G extends RouteGroup, C extends GroupRoutes<G>>(
  contract: GroupContract<G, C> & NoInfer<SessionChecked<G>>,
  handlers: NoInfer<Handlers<G, C>>,
) {
  // The group's own routes, from its contract (shared/api/route-tables/<group>.ts): no other group's are loaded.
  const { group, table: routes } = contract;
  const contracts: Readonly<Record<string, RouteContract>> = contract.routes;
  const table = handlers as unknown as Record<string, (req: Request) => Promise<unknown>>;
  for (const key of Object.keys(table)) {
    if (!routes.some((r) => routeKey(r) === key)) throw new Error(`${key} is not a ${group} route in shared/api/route-tables/${group}.ts`);
  }
  const missing = routes.filter((r) => !table[routeKey(r)] || !contracts[routeKey(r)]);
  if (missing.length) throw new Error(`${group} lacks handlers or contracts for ${missing.map(routeKey).join(', ')}`);
  const given = (contract as { assertSessionNotRevoked?: SessionCheck }).assertSessionNotRevoked;
  if (routes.some((r) => r.access !== 'public') && typeof given !== 'function')
    throw new Error(`${group} has signed-in routes: createHandler needs withSessionCheck(contract, assertSessionNotRevoked)`);
  const sessionCheck =
    given ??
    (async () => {
      throw new Error(`${group} has no signed-in routes`);
    });

  return (event: Event, context?: Partial<Context>): Promise<Result> => inRequestScope(() => handle(event, context));

  async function handle(event: Event, context?: Partial<Context>): Promise<Result> {
    const started = Date.now();
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
    const route = routes.find((r) => routeKey(r) === event.routeKey);
    let result: Result;
    let code: string | undefined;
    try {
      if (!route) throw new ApiError('not_found', 'No such route');
      const caller = callerFrom(event);
      if (route.access !== 'public' && !caller) throw new ApiError('unauthorized', 'Sign in to continue');
      if (route.access === 'admin' && !caller?.isAdmin) throw new ApiError('forbidden', 'Administrators only');
      // Staff work only through the staff app client (TOTP, 15-minute tokens): the admin claim alone is not enough,
      // in case the pool's trigger ever let it into a clients' app token (docs/security.md F14).
      if (route.access === 'admin' && !isStaffAudience(caller!)) throw new ApiError('forbidden', 'Administrators only');
      if (route.access === 'server' && !caller?.isServer) throw new ApiError('forbidden', 'Process servers only');
      const key = routeKey(route);
      const c = contracts[key];
      const received = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      const req: Request = {
        event,
        requestId,
        caller,
        get user() {
          if (!caller) throw new ApiError('unauthorized', 'Sign in to continue');
          return caller;
        },
        client: {
          ip: clientAddress(received, event.requestContext?.http?.sourceIp),
          userAgent: event.requestContext?.http?.userAgent ?? received['user-agent'] ?? '',
        },
        params: paramsOf(route.path, event.pathParameters ?? {}) as Request['params'],
        query: (c.query ? validate(c.query, event.queryStringParameters ?? {}) : {}) as Request['query'],
        headers: headersOf(c, received) as Request['headers'],
        body: undefined,
      };
      req.body = bodyOf(event, c) as Request['body'];
      // An ID token stays valid at the authorizer until it expires, whatever happened since (sign-out everywhere, a
      // password change, a revoked staff member, a deleted account): every signed-in route checks the caller's
      // revocation marker (after the input checks, which read nothing) — in the route's first read when that read
      // carries it (store/items.ts), else on its own before the route's first DynamoDB or S3 write (db.ts, storage.ts)
      // and before any answer (here).
      if (route.access !== 'public') openSessionGate(gateOf(req.user, sessionCheck));
      const out = await table[key](req);
      await sessionGate()?.ensure();
      result = toResult(c, out);
    } catch (thrown) {
      // Whatever went wrong, a revoked session hears only that it was ended (not that a case does not exist).
      let err = thrown;
      const gate = sessionGate();
      if (gate && !gate.passed) await gate.ensure().catch((refused: unknown) => void (err = refused));
      if (err instanceof ApiError) {
        result = errorResult(err);
        code = err.code;
      } else if (isUnavailable(err)) {
        code = 'unavailable';
        log('error', 'dependency unavailable', { requestId, route: event.routeKey, errorName: (err as Error).name });
        result = errorResult(new ApiError('unavailable', 'The service is temporarily unavailable. Please try again.', { retryable: true }));
      } else {
        code = 'internal';
        log('error', 'unhandled error', { requestId, route: event.routeKey, errorName: (err as Error)?.name });
        result = errorResult(new ApiError('internal', 'Something went wrong on our side. Please try again.'));
      }
    }
    log('info', 'request', {
      requestId,
      route: event.routeKey,
      status: result.statusCode,
      code,
      latencyMs: Date.now() - started,
      dynamoCalls: dynamoCalls.get(),
      itemsRead: itemsRead.get(),
    });
    return result;
  }
}

/**
 * Whether the caller's token was issued to the staff app client (STAFF_CLIENT_ID, set on every function with admin
 * routes by CDK and the local stack). Unset, no token qualifies: admin routes are refused rather than left open.
 */
function isStaffAudience(caller: Caller): boolean {
  const staffClient = process.env.STAFF_CLIENT_ID;
  return Boolean(staffClient) && caller.audience === staffClient;
}

/**
 * The session gate of one signed-in request: passed by a read that carried the caller's revocation marker (`pass`), or by
 * reading the marker on its own (`ensure`, at most once per request).
 */
function gateOf(caller: Caller, check: SessionCheck): SessionGate {
  let passed = false;
  let checking: Promise<void> | null = null;
  return {
    sub: caller.sub,
    get passed() {
      return passed;
    },
    pass(revokedAt) {
      assertSessionLive(caller, revokedAt);
      passed = true;
    },
    ensure() {
      if (passed) return Promise.resolve();
      checking ??= check(caller).then(() => void (passed = true));
      return checking;
    },
  };
}
