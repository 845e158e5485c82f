import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { errorBody, HTTP_STATUS, type ErrorCode } from '../../shared/api/errors';
import { ROUTES, routeKey, type RouteGroup } from '../../shared/api/routes';
import { callerFrom, type Caller } from './auth';
import { dynamoCalls, isUnavailable } from './db';
import { log } from './log';

export type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
export type Result = APIGatewayProxyStructuredResultV2;

/** Request bodies above this are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 256 * 1024;

export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { fieldErrors?: Record<string, string[]>; retryable?: boolean; status?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
  get status(): number {
    return this.extra.status ?? HTTP_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new HttpError('not_found', what);

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

export function errorResult(err: HttpError): Result {
  const { fieldErrors, retryable } = err.extra;
  return json(err.status, errorBody(err.code, err.message, { ...(fieldErrors ? { fieldErrors } : {}), ...(retryable ? { retryable } : {}) }));
}

/** zod issues → { "children.0.name": ["q.x.errors.name"] }; the root is "_root". */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String).join('.') : '_root';
    (out[path] ??= []).push(issue.message);
  }
  return out;
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
  header(name: string): string | undefined;
  /** Parse the JSON body with a zod schema: 400 invalid_json / validation_failed, 413 when too large. */
  body<S extends z.ZodType>(schema: S): z.infer<S>;
  rawBody(): string;
}

export type RouteHandler = (req: Request) => Promise<Result>;

function rawBodyOf(event: Event): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

export function parseBody<S extends z.ZodType>(event: Event, schema: S): z.infer<S> {
  const raw = rawBodyOf(event);
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) throw new HttpError('payload_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
  let data: unknown;
  try {
    data = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    throw new HttpError('invalid_json', 'Request body is not valid JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpError('validation_failed', 'Request validation failed', { fieldErrors: fieldErrorsOf(parsed.error) });
  return parsed.data;
}

/**
 * Build a Lambda handler for one route group from `{ "GET /me": fn, ... }`. Every key must be a route of that group
 * in shared/api/routes.ts (checked at load). Access is enforced here too (defence in depth behind the authorizer):
 * 'user' routes need verified claims, 'admin' routes need the admin group claim.
 */
export function createHandler(group: RouteGroup, handlers: Record<string, RouteHandler>) {
  const routes = ROUTES.filter((r) => r.group === group);
  for (const key of Object.keys(handlers)) {
    if (!routes.some((r) => routeKey(r) === key)) throw new Error(`${key} is not a ${group} route in shared/api/routes.ts`);
  }
  const missing = routes.filter((r) => !handlers[routeKey(r)]);
  if (missing.length) throw new Error(`${group} lacks handlers for ${missing.map(routeKey).join(', ')}`);

  return async function handler(event: Event, context?: Partial<Context>): Promise<Result> {
    const started = Date.now();
    dynamoCalls.reset();
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId ?? 'unknown';
    const route = routes.find((r) => routeKey(r) === event.routeKey);
    let result: Result;
    try {
      if (!route) throw new HttpError('not_found', 'No such route');
      const caller = callerFrom(event);
      if (route.access !== 'public' && !caller) throw new HttpError('unauthorized', 'Sign in to continue');
      if (route.access === 'admin' && !caller?.isAdmin) throw new HttpError('forbidden', 'Administrators only');
      const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      const req: Request = {
        event,
        requestId,
        caller,
        get user() {
          if (!caller) throw new HttpError('unauthorized', 'Sign in to continue');
          return caller;
        },
        params: (event.pathParameters ?? {}) as Record<string, string>,
        query: (event.queryStringParameters ?? {}) as Record<string, string>,
        header: (name) => headers[name.toLowerCase()],
        body: (schema) => parseBody(event, schema),
        rawBody: () => rawBodyOf(event),
      };
      result = await handlers[routeKey(route)](req);
    } catch (err) {
      if (err instanceof HttpError) result = errorResult(err);
      else if (isUnavailable(err)) {
        log('error', 'dependency unavailable', { requestId, route: event.routeKey, errorName: (err as Error).name });
        result = errorResult(new HttpError('unavailable', 'The service is temporarily unavailable. Please try again.', { retryable: true }));
      } else {
        log('error', 'unhandled error', { requestId, route: event.routeKey, errorName: (err as Error)?.name });
        result = errorResult(new HttpError('internal', 'Something went wrong on our side. Please try again.'));
      }
    }
    log('info', 'request', {
      requestId,
      route: event.routeKey,
      status: result.statusCode,
      latencyMs: Date.now() - started,
      dynamoCalls: dynamoCalls.get(),
    });
    return result;
  };
}
