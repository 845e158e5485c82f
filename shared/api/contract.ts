/**
 * The shape of a route's contract, and how a group declares its contracts (shared/api/contracts/<group>.ts).
 *
 * A contract is what `createHandler` (functions/lib/http.ts) parses a request with before the handler runs — path
 * parameters, query, headers, body and its size limit — and what the handler must answer (its return type is
 * checked against the success schema). The OpenAPI document (shared/api/openapi.ts) and the typed client
 * (shared/api/client.ts) are built from the same entries, so the three cannot disagree.
 *
 * Contracts live per group so that a Lambda function bundles only its own group's schemas and routes (a contract
 * carries its group's table, route-tables/<group>.ts, for the function's router); the route tables stay free of
 * schemas, for CDK and the local gateway.
 */
import type * as z from 'zod/mini';
import { DatePathSchema, PathIdSchema, QuestionnaireTypePathSchema } from './common';
import type { ErrorCode } from './errors';
import { FormIdSchema } from './packets';
import { CheckoutSessionIdSchema } from './payments';
import { routeKey, type GroupRouteTable, type RouteDef, type RouteGroup } from './route-def';
import type { RouteKey, RouteKeyOf } from './routes';

/** Request bodies above this are refused with 413 before they are parsed (field limits inside are 400s). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
/** For the routes that carry a questionnaire's answers (drafts, submissions) and the provider's webhook events. */
export const LARGE_MAX_BODY_BYTES = 256 * 1024;
/** JSON nested deeper than this is refused (400 validation_failed) before any schema or serializer sees it. */
export const MAX_JSON_DEPTH = 32;

/**
 * Path parameters, by name: every `{name}` in the route table must have an entry (checked by the type below and at
 * load). Any value the schema refuses answers 404 without a lookup: an id that cannot exist does not exist.
 */
export const PATH_PARAMS = {
  id: { schema: PathIdSchema, description: 'Submission id' },
  orderId: { schema: PathIdSchema, description: 'Order id' },
  documentId: { schema: PathIdSchema, description: 'Document id (within the case)' },
  requestId: { schema: PathIdSchema, description: 'Document request id (within the case)' },
  questionnaireType: {
    schema: QuestionnaireTypePathSchema,
    description: 'Questionnaire type: its public slug (shared/questionnaire-slugs.ts), as the web sends it, or its id',
  },
  sessionId: { schema: CheckoutSessionIdSchema, description: 'Checkout session id' },
  appointmentId: { schema: PathIdSchema, description: 'Notary appointment id' },
  date: { schema: DatePathSchema, description: 'A date, office time (YYYY-MM-DD)' },
  jobId: { schema: PathIdSchema, description: 'Service job id (process serving)' },
  attemptId: { schema: PathIdSchema, description: 'Attempt id (made by the field app on the phone: a UUID)' },
  paperId: { schema: PathIdSchema, description: 'A paper of a service job ("p1")' },
  serverSub: { schema: PathIdSchema, description: 'A process server (their account’s sub)' },
  form: { schema: FormIdSchema, description: 'A court form of the packet, as its status lists it ("SC-100", "FL-105(A)"), URL-encoded' },
} as const satisfies Record<string, { schema: z.ZodMiniType; description: string }>;
export type PathParamName = keyof typeof PATH_PARAMS;

/** "GET /orders/{orderId}/agreement" → "orderId". */
export type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;

// Every path parameter of the route table has a schema (a compile error names the route otherwise).
type MissingParams = { [K in RouteKey]: Exclude<ParamNames<K>, PathParamName> extends never ? never : K }[RouteKey];
const _everyParamHasASchema: [MissingParams] extends [never] ? true : MissingParams = true;
void _everyParamHasASchema;

export const paramNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

export interface HeaderContract {
  /** Parses the header's value (`undefined` when absent): a schema that refuses undefined makes the header required. */
  schema: z.ZodMiniType;
  description: string;
}

export type RouteSuccess =
  /** JSON, parsed by the client with `schema`; `also` is a second success status with the same body. */
  | { status: 200 | 201 | 202; description: string; schema: z.ZodMiniType; also?: { status: 200; description: string } }
  /** A file download (the handler answers `{ bytes, filename }`). */
  | { status: 200; description: string; file: { contentType: 'application/pdf' | 'text/csv; charset=utf-8' } }
  | { status: 204; description: string };

export interface RouteContract {
  /** The query string (`?a=b`): an object schema of strings (coerce numbers). Without one the query is ignored. */
  query?: z.ZodMiniObject;
  /** The JSON request body; a schema that accepts `undefined` makes the body optional. Without one it is ignored. */
  body?: z.ZodMiniType;
  /**
   * 'text': the handler gets the body as sent (a webhook verifies its signature over the exact bytes); `body` then
   * only documents it.
   */
  bodyAs?: 'text';
  /** Bodies over this many bytes are 413 `payload_too_large` (default DEFAULT_MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  /** By their canonical name (e.g. "Idempotency-Key"); received case-insensitively. */
  headers?: Readonly<Record<string, HeaderContract>>;
  success: RouteSuccess;
  /** Error codes this route answers besides those every route may (401/403 by access, 400/413 for bodies, 500, 503). */
  errors: readonly ErrorCode[];
}

/** A group's contracts: exactly the group's routes of the route table, keyed by route key, with those routes. */
export interface GroupContract<G extends RouteGroup = RouteGroup, C extends GroupRoutes<G> = GroupRoutes<G>> {
  group: G;
  routes: C;
  /** The group's entries of the route table (route-tables/<group>.ts): what its function's router matches. */
  table: readonly RouteDef[];
}
export type GroupRoutes<G extends RouteGroup> = { readonly [K in RouteKeyOf<G>]: RouteContract };

/** The body size limit of a route. */
export const maxBodyBytesOf = (c: RouteContract): number => c.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

/**
 * Declare a group's contracts, given its route table (`defineContract(ordersRoutes, {…})`). The type requires exactly
 * the group's route keys (a missing or extra key does not compile), and the same is checked when the module loads,
 * with every path parameter having a schema.
 */
export function defineContract<G extends RouteGroup, const C extends GroupRoutes<G>>(
  { group, routes: table }: GroupRouteTable<G>,
  routes: C & { readonly [K in Exclude<keyof C, RouteKeyOf<G>>]: never },
): GroupContract<G, C> {
  const keys = Object.keys(routes);
  const extra = keys.filter((k) => !table.some((r) => routeKey(r) === k));
  if (extra.length) throw new Error(`${extra.join(', ')}: not ${group} routes in shared/api/routes.ts`);
  const missing = table.map(routeKey).filter((k) => !keys.includes(k));
  if (missing.length) throw new Error(`The ${group} contract lacks ${missing.join(', ')}`);
  for (const r of table) {
    for (const name of paramNames(r.path)) {
      if (!(name in PATH_PARAMS)) throw new Error(`${routeKey(r)}: no PATH_PARAMS entry for {${name}} in shared/api/contract.ts`);
    }
  }
  return { group, routes, table };
}

// ---------------------------------------------------------------------------------------------------------------
// Types derived from a contract: what the handler receives and answers, what a client sends and gets
// ---------------------------------------------------------------------------------------------------------------

/** Path parameters as the handler gets them (parsed). */
export type ParamsOut<K extends string> = { [N in ParamNames<K> & PathParamName]: z.output<(typeof PATH_PARAMS)[N]['schema']> };
/** Path parameters as a client sends them. */
export type ParamsIn<K extends string> = { [N in ParamNames<K> & PathParamName]: z.input<(typeof PATH_PARAMS)[N]['schema']> };

export type QueryOut<C extends RouteContract> = C extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : Record<string, never>;
export type QueryIn<C extends RouteContract> = C extends { query: infer Q extends z.ZodMiniType } ? z.input<Q> : never;

export type BodyOut<C extends RouteContract> = C extends { bodyAs: 'text' }
  ? string
  : C extends { body: infer B extends z.ZodMiniType }
    ? z.output<B>
    : undefined;
export type BodyIn<C extends RouteContract> = C extends { bodyAs: 'text' }
  ? string
  : C extends { body: infer B extends z.ZodMiniType }
    ? z.input<B>
    : never;

export type HeadersOut<C extends RouteContract> = C extends { headers: infer H extends Readonly<Record<string, HeaderContract>> }
  ? { [N in keyof H]: z.output<H[N]['schema']> }
  : Record<string, never>;
export type HeadersIn<C extends RouteContract> = C extends { headers: infer H extends Readonly<Record<string, HeaderContract>> }
  ? { [N in keyof H]?: z.input<H[N]['schema']> }
  : unknown;

/** The JSON success body, as the handler must produce it (`input`: what the schema accepts). */
export type SuccessIn<C extends RouteContract> = C['success'] extends { schema: infer S extends z.ZodMiniType } ? z.input<S> : never;
/** The JSON success body, as the client gets it after parsing. */
export type SuccessOut<C extends RouteContract> = C['success'] extends { schema: infer S extends z.ZodMiniType } ? z.output<S> : never;
/** The success statuses of a JSON route. */
export type SuccessStatus<C extends RouteContract> = C['success']['status'] | AlsoStatus<C['success']>;
type AlsoStatus<S> = S extends { also: { status: infer A extends number } } ? A : never;
