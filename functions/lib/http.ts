import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { errorBody, toFieldErrors } from '../../shared/api/errors';
import { ROUTES, routeKey, type RouteGroup, type RouteKeyOf } from '../../shared/api/routes';
import { callerFrom, type Caller } from './auth';
import { ApiError, isUnavailable, notFound, validationFailed } from './errors';
import { log } from './log';
import { dynamoCalls } from './metrics';

export type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
export type Result = APIGatewayProxyStructuredResultV2;

/** Request bodies above this are refused with 413 before parsing (field limits inside are 400s). */
export const MAX_BODY_BYTES = 256 * 1024;

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

export const noContent = (): Result => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

/** A file download (API Gateway passes base64 bodies through as bytes). */
export function attachment(bytes: Uint8Array, contentType: string, filename: string): Result {
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
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  // reportInput lets toFieldErrors tell a missing field (required) from a wrong one (invalid).
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) throw validationFailed(toFieldErrors(parsed.error.issues));
  return parsed.data;
}

export interface Request {
  event: Event;
  requestId: string;
  /** Verified caller; null only on public routes. */
  caller: Caller | null;
  /** The verified caller on 'user' and 'admin' routes (throws 401 if absent: never on those routes). */
  readonly user: Caller;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Where the request came from, as API Gateway saw it (recorded with the agreement's acceptance). */
  client: { ip: string; userAgent: string };
  header(name: string): string | undefined;
  /** Parse the JSON body with a zod schema: 400 invalid_json / validation_failed, 413 when too large. */
  body<S extends z.ZodType>(schema: S): z.infer<S>;
  /** Parse the query string with a zod schema: 400 validation_failed. */
  parseQuery<S extends z.ZodType>(schema: S): z.infer<S>;
  /** A path parameter of the expected shape; any other value is 404 (an id that cannot exist does not exist). */
  param<S extends z.ZodType>(name: string, schema: S): z.infer<S>;
  /** The body as sent (for signature checks), 413 when too large. */
  rawBody(): string;
}

export type RouteHandler = (req: Request) => Promise<Result>;

function rawBodyOf(event: Event): string {
  if (!event.body) return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES)
    throw new ApiError('payload_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
  return raw;
}

export function parseBody<S extends z.ZodType>(event: Event, schema: S): z.infer<S> {
  const raw = rawBodyOf(event);
  let data: unknown;
  try {
    data = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    throw new ApiError('invalid_json', 'Request body is not valid JSON');
  }
  return validate(schema, data);
}

/**
 * Build a Lambda handler for one route group from `{ "GET /me": fn, ... }`. The type requires exactly the group's
 * routes of shared/api/routes.ts (and it is checked again at load). Access is enforced here too (defence in depth
 * behind the authorizer): 'user' routes need verified claims, 'admin' routes need the admin group claim.
 */
export function createHandler<G extends RouteGroup>(group: G, handlers: Record<RouteKeyOf<G>, RouteHandler>) {
  const table: Record<string, RouteHandler> = handlers;
  const routes = ROUTES.filter((r) => r.group === group);
  for (const key of Object.keys(table)) {
    if (!routes.some((r) => routeKey(r) === key)) throw new Error(`${key} is not a ${group} route in shared/api/routes.ts`);
  }
  const missing = routes.filter((r) => !table[routeKey(r)]);
  if (missing.length) throw new Error(`${group} lacks handlers for ${missing.map(routeKey).join(', ')}`);

  return async function handler(event: Event, context?: Partial<Context>): Promise<Result> {
    const started = Date.now();
    dynamoCalls.reset();
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
    const route = routes.find((r) => routeKey(r) === event.routeKey);
    let result: Result;
    let code: string | undefined;
    try {
      if (!route) throw new ApiError('not_found', 'No such route');
      const caller = callerFrom(event);
      if (route.access !== 'public' && !caller) throw new ApiError('unauthorized', 'Sign in to continue');
      if (route.access === 'admin' && !caller?.isAdmin) throw new ApiError('forbidden', 'Administrators only');
      const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      const params = (event.pathParameters ?? {}) as Record<string, string>;
      const query = (event.queryStringParameters ?? {}) as Record<string, string>;
      const req: Request = {
        event,
        requestId,
        caller,
        get user() {
          if (!caller) throw new ApiError('unauthorized', 'Sign in to continue');
          return caller;
        },
        params,
        query,
        client: {
          ip: event.requestContext?.http?.sourceIp ?? '',
          userAgent: event.requestContext?.http?.userAgent ?? headers['user-agent'] ?? '',
        },
        header: (name) => headers[name.toLowerCase()],
        body: (schema) => parseBody(event, schema),
        parseQuery: (schema) => validate(schema, query),
        param: (name, schema) => {
          const parsed = schema.safeParse(params[name]);
          if (!parsed.success) throw notFound();
          return parsed.data;
        },
        rawBody: () => rawBodyOf(event),
      };
      result = await table[routeKey(route)](req);
    } catch (err) {
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
    });
    return result;
  };
}
