/**
 * The one route table: every group's routes (shared/api/route-tables/<group>.ts), composed. The CDK api construct
 * creates one HTTP API route per entry (with the JWT authorizer unless `access` is 'public') and one Lambda function
 * per `group`; the local gateway (infra/local/gateway.ts) matches the same entries and calls the same handler export:
 * functions/<group>/handler.ts → `handler`. A function does not load this module (only its types): its router has
 * its own group's table through its contract. What a route is (access, localOnly): shared/api/route-def.ts.
 *
 * Each route's contract (parameters, query, headers, body, answers, errors) is in shared/api/contracts/<group>.ts.
 */
import { ROUTE_GROUPS, type GroupRouteTable, type RouteDef, type RouteGroup } from './route-def';
import { adminRoutes } from './route-tables/admin';
import { authRoutes } from './route-tables/auth';
import { caseworkRoutes } from './route-tables/casework';
import { clientcaseRoutes } from './route-tables/clientcase';
import { documentsRoutes } from './route-tables/documents';
import { fieldRoutes } from './route-tables/field';
import { draftsRoutes } from './route-tables/drafts';
import { healthRoutes } from './route-tables/health';
import { notaryRoutes } from './route-tables/notary';
import { notarydeskRoutes } from './route-tables/notarydesk';
import { ordersRoutes } from './route-tables/orders';
import { paymentsRoutes } from './route-tables/payments';
import { profileRoutes } from './route-tables/profile';
import { servedeskRoutes } from './route-tables/servedesk';
import { servingRoutes } from './route-tables/serving';
import { submissionsRoutes } from './route-tables/submissions';

export { ROUTE_GROUPS, routeKey, type Access, type HttpMethod, type RouteDef, type RouteGroup } from './route-def';

/** Each group's table, by group (a group without one does not compile). */
const TABLES = {
  health: healthRoutes,
  auth: authRoutes,
  profile: profileRoutes,
  orders: ordersRoutes,
  payments: paymentsRoutes,
  drafts: draftsRoutes,
  submissions: submissionsRoutes,
  documents: documentsRoutes,
  admin: adminRoutes,
  clientcase: clientcaseRoutes,
  casework: caseworkRoutes,
  notary: notaryRoutes,
  notarydesk: notarydeskRoutes,
  serving: servingRoutes,
  servedesk: servedeskRoutes,
  field: fieldRoutes,
} satisfies { [G in RouteGroup]: GroupRouteTable<G> };

/** Every route, group by group in ROUTE_GROUPS order. */
export const ROUTES: readonly RouteDef[] = ROUTE_GROUPS.flatMap((g): readonly RouteDef[] => TABLES[g].routes);

/** The routes the AWS stack deploys: every route except the local-only ones. */
export const DEPLOYED_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => !r.localOnly);

type Route = (typeof TABLES)[RouteGroup]['routes'][number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** Every route key of the table, e.g. "GET /submissions/{id}" (a literal union: a typo does not compile). */
export type RouteKey = KeyOf<Route>;
/** The route keys of one group: what its handler module must answer (checked by createHandler's type). */
export type RouteKeyOf<G extends RouteGroup> = KeyOf<Extract<Route, { group: G }>>;
/**
 * The staff route keys of one group — admin routes and the process servers' (never when it has none): its handler
 * must be given the revocation check.
 */
export type AdminRouteKeyOf<G extends RouteGroup> = KeyOf<Extract<Route, { group: G; access: 'admin' | 'server' }>>;
/**
 * The signed-in route keys of one group (clients', staff's and process servers'; never when it has none): its handler
 * must be given the revocation check (functions/lib/http.ts, withSessionCheck).
 */
export type SignedInRouteKeyOf<G extends RouteGroup> = KeyOf<Extract<Route, { group: G; access: 'user' | 'admin' | 'server' }>>;

/** Match a concrete path against a route path; returns the path parameters or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/');
  const a = path.split('/');
  if (p.length !== a.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const seg = p[i];
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (!a[i]) return null;
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(a[i]);
      } catch {
        return null;
      }
    } else if (seg !== a[i]) return null;
  }
  return params;
}
