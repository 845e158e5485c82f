/**
 * What a route is, and how a group declares its routes (shared/api/route-tables/<group>.ts). The whole table, for
 * what needs every route (CDK, the local gateway, the OpenAPI document, the typed client, the tests), is composed
 * from the groups' tables in shared/api/routes.ts. A Lambda function loads only its own group's table (through its
 * contract, shared/api/contracts/<group>.ts): the router needs no other group's routes.
 *
 * access:
 *  - public: no token needed (the authorizer is not attached)
 *  - user:   a valid Cognito ID token
 *  - admin:  a valid token whose `cognito:groups` claim holds `admin` (checked again inside the handler)
 *  - server: a valid token whose `cognito:groups` claim holds `server` (a registered process server, issue 32; checked
 *            again inside the handler, which also answers only the jobs assigned to the caller)
 *
 * localOnly: served by the local stack only; the CDK api construct leaves it out of the deployed API (the test-mode
 * payment completion must not exist in AWS, whatever the environment says).
 */
export type Access = 'public' | 'user' | 'admin' | 'server';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda function per group; a group bundles only what its routes need (PDF drawing only in `documents`). */
export const ROUTE_GROUPS = [
  'health',
  'auth',
  'profile',
  'orders',
  'payments',
  'drafts',
  'submissions',
  'clientcase',
  'documents',
  'admin',
  'casework',
  'notary',
  'notarydesk',
  'serving',
  'servedesk',
  'field',
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: /submissions/{id} */
  path: string;
  group: RouteGroup;
  access: Access;
  summary: string;
  localOnly?: true;
}

/** A route as its group's table declares it: the group is the table's. */
export type GroupRouteEntry = Omit<RouteDef, 'group'>;

/** One group's routes, each carrying its group (literal-typed, so that route keys are a type: routes.ts RouteKey). */
export interface GroupRouteTable<G extends RouteGroup = RouteGroup, R extends readonly RouteDef[] = readonly RouteDef[]> {
  group: G;
  routes: R;
}

/** Declare a group's routes (shared/api/route-tables/<group>.ts). */
export function defineRoutes<G extends RouteGroup, const E extends readonly GroupRouteEntry[]>(
  group: G,
  entries: E,
): GroupRouteTable<G, { readonly [I in keyof E]: E[I] & { group: G } }> {
  return { group, routes: entries.map((e) => ({ ...e, group })) as { readonly [I in keyof E]: E[I] & { group: G } } };
}

/** The API Gateway route key, e.g. "GET /submissions/{id}". */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;
