/**
 * The one route table. The CDK api construct creates one HTTP API route per entry (with the JWT authorizer unless
 * `access` is 'public') and one Lambda function per `group`; the local gateway (infra/local/gateway.ts) matches the
 * same entries and calls the same handler export: functions/<group>/handler.ts → `handler`.
 *
 * access:
 *  - public: no token needed (the authorizer is not attached)
 *  - user:   a valid Cognito ID token
 *  - admin:  a valid token whose `cognito:groups` claim holds `admin` (checked again inside the handler)
 *
 * localOnly: served by the local stack only; the CDK api construct leaves it out of the deployed API (the test-mode
 * payment completion must not exist in AWS, whatever the environment says).
 *
 * Each route's contract (parameters, query, headers, body, answers, errors) is in shared/api/contracts/<group>.ts.
 */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path syntax: /submissions/{id} */
  path: string;
  group: RouteGroup;
  access: Access;
  summary: string;
  localOnly?: true;
}

/** One Lambda function per group; a group bundles only what its routes need (PDF drawing only in `documents`). */
export const ROUTE_GROUPS = ['health', 'auth', 'profile', 'orders', 'payments', 'drafts', 'submissions', 'documents', 'admin'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** Literal-typed, so that route keys are a type (RouteKey); everything else sees it as ROUTES: RouteDef[]. */
// prettier-ignore
const ROUTE_TABLE = [
  { method: 'GET', path: '/health', group: 'health', access: 'public', summary: 'Liveness and version' },
  { method: 'GET', path: '/openapi.json', group: 'health', access: 'public', summary: 'This API as OpenAPI 3.1' },

  { method: 'POST', path: '/auth/sign-up', group: 'auth', access: 'public', summary: 'Create an account (the same 202 whether or not the email has one; a code or a notice is emailed)' },
  { method: 'POST', path: '/auth/confirm-sign-up', group: 'auth', access: 'public', summary: 'Confirm a new account with the emailed code and set its password' },
  { method: 'POST', path: '/auth/resend-code', group: 'auth', access: 'public', summary: 'Email a new sign-up code (the same 202 whatever the email)' },

  { method: 'GET', path: '/me', group: 'profile', access: 'user', summary: 'The caller’s profile (created on first call)' },
  { method: 'PATCH', path: '/me', group: 'profile', access: 'user', summary: 'Update names, phone, preferred language' },

  { method: 'POST', path: '/orders', group: 'orders', access: 'user', summary: 'Start an order for a questionnaire type' },
  { method: 'GET', path: '/orders', group: 'orders', access: 'user', summary: 'The caller’s orders, newest first' },
  { method: 'GET', path: '/orders/{orderId}', group: 'orders', access: 'user', summary: 'One of the caller’s orders' },
  { method: 'POST', path: '/orders/{orderId}/notice', group: 'orders', access: 'user', summary: 'Sign and date the Notice to Consumer (B&P §6410.5)' },
  { method: 'GET', path: '/orders/{orderId}/notice/pdf', group: 'documents', access: 'user', summary: 'The signed Notice to Consumer as PDF (the client’s copy)' },
  { method: 'POST', path: '/orders/{orderId}/agreement', group: 'orders', access: 'user', summary: 'Accept the LDA contract' },
  { method: 'GET', path: '/orders/{orderId}/agreement/pdf', group: 'documents', access: 'user', summary: 'The signed LDA contract as PDF (the client’s copy)' },
  { method: 'POST', path: '/orders/{orderId}/payment-method', group: 'orders', access: 'user', summary: 'Choose card or office payment' },
  { method: 'POST', path: '/orders/{orderId}/checkout', group: 'payments', access: 'user', summary: 'Start a card checkout' },
  { method: 'POST', path: '/payments/test-mode/{sessionId}/complete', group: 'payments', access: 'user', summary: 'Complete a test-mode checkout (local only)', localOnly: true },
  { method: 'POST', path: '/payments/webhook', group: 'payments', access: 'public', summary: 'Payment provider webhook (signed)' },

  { method: 'GET', path: '/drafts', group: 'drafts', access: 'user', summary: 'The caller’s drafts (questionnaires in progress)' },
  { method: 'GET', path: '/drafts/{questionnaireType}', group: 'drafts', access: 'user', summary: 'Read a draft' },
  { method: 'PUT', path: '/drafts/{questionnaireType}', group: 'drafts', access: 'user', summary: 'Save a draft' },
  { method: 'DELETE', path: '/drafts/{questionnaireType}', group: 'drafts', access: 'user', summary: 'Delete a draft' },

  { method: 'POST', path: '/submissions', group: 'submissions', access: 'user', summary: 'Submit a questionnaire (Idempotency-Key)' },
  { method: 'GET', path: '/submissions', group: 'submissions', access: 'user', summary: 'The caller’s submissions' },
  { method: 'GET', path: '/submissions/{id}', group: 'submissions', access: 'user', summary: 'One of the caller’s submissions with history' },
  { method: 'GET', path: '/submissions/{id}/pdf', group: 'documents', access: 'user', summary: 'The caller’s answers as PDF' },
  { method: 'GET', path: '/submissions/{id}/documents', group: 'submissions', access: 'user', summary: 'The case’s documents and the office’s requests' },
  { method: 'POST', path: '/submissions/{id}/documents', group: 'submissions', access: 'user', summary: 'Start uploading a document (presigned POST)' },
  { method: 'POST', path: '/submissions/{id}/documents/{documentId}/complete', group: 'submissions', access: 'user', summary: 'The upload finished: verify and keep it' },
  { method: 'POST', path: '/submissions/{id}/documents/{documentId}/link', group: 'submissions', access: 'user', summary: 'A 5-minute link to view or download a document (recorded)' },
  { method: 'POST', path: '/submissions/{id}/documents/{documentId}/review', group: 'submissions', access: 'user', summary: 'Approve an office draft or ask for changes' },
  { method: 'PUT', path: '/submissions/{id}/documents/{documentId}/kind', group: 'submissions', access: 'user', summary: 'Change the type of a document the caller uploaded' },
  { method: 'DELETE', path: '/submissions/{id}/documents/{documentId}', group: 'submissions', access: 'user', summary: 'Remove a document the caller uploaded' },
  { method: 'GET', path: '/submissions/{id}/messages', group: 'submissions', access: 'user', summary: 'The case’s message thread, newest first' },
  { method: 'POST', path: '/submissions/{id}/messages', group: 'submissions', access: 'user', summary: 'Send a message to the office' },
  { method: 'POST', path: '/submissions/{id}/messages/read', group: 'submissions', access: 'user', summary: 'Mark the thread read' },

  { method: 'POST', path: '/admin/submissions/search', group: 'admin', access: 'admin', summary: 'Submissions: filters, search words and order in the body (never in a URL), cursor paging' },
  { method: 'POST', path: '/admin/submissions/export', group: 'admin', access: 'admin', summary: 'Every submission the filters match, as CSV (audited)' },
  { method: 'GET', path: '/admin/submissions/{id}', group: 'admin', access: 'admin', summary: 'Any submission with history and payment' },
  { method: 'GET', path: '/admin/submissions/{id}/pdf', group: 'documents', access: 'admin', summary: 'Any submission’s answers as PDF' },
  { method: 'GET', path: '/admin/submissions/{id}/court-forms', group: 'documents', access: 'admin', summary: 'The court forms of a submission and how far each is filled' },
  { method: 'GET', path: '/admin/submissions/{id}/court-forms/pdf', group: 'documents', access: 'admin', summary: 'The filled court-forms packet (cover sheet and every form) as one PDF' },
  { method: 'POST', path: '/admin/submissions/{id}/court-forms/case-document', group: 'documents', access: 'admin', summary: 'Add the court-forms packet to the case’s documents, for the client’s review' },
  { method: 'GET', path: '/admin/submissions/{id}/court-forms/{form}/pdf', group: 'documents', access: 'admin', summary: 'One court form of the packet, filled, as PDF' },
  { method: 'POST', path: '/admin/submissions/{id}/status', group: 'admin', access: 'admin', summary: 'Change status (expected version, note)' },
  { method: 'GET', path: '/admin/submissions/{id}/documents', group: 'admin', access: 'admin', summary: 'A case’s documents and requests' },
  { method: 'POST', path: '/admin/submissions/{id}/documents', group: 'admin', access: 'admin', summary: 'Start uploading an office document (presigned POST)' },
  { method: 'POST', path: '/admin/submissions/{id}/documents/{documentId}/complete', group: 'admin', access: 'admin', summary: 'The office upload finished: verify, keep and tell the client' },
  { method: 'POST', path: '/admin/submissions/{id}/documents/{documentId}/link', group: 'admin', access: 'admin', summary: 'A 5-minute link to view or download a document (recorded)' },
  { method: 'PUT', path: '/admin/submissions/{id}/documents/{documentId}/kind', group: 'admin', access: 'admin', summary: 'Change the type of a document' },
  { method: 'DELETE', path: '/admin/submissions/{id}/documents/{documentId}', group: 'admin', access: 'admin', summary: 'Remove a document' },
  { method: 'GET', path: '/admin/submissions/{id}/document-access', group: 'admin', access: 'admin', summary: 'Every view and download of the case’s documents' },
  { method: 'POST', path: '/admin/submissions/{id}/requests', group: 'admin', access: 'admin', summary: 'Ask the client for a document' },
  { method: 'POST', path: '/admin/submissions/{id}/requests/{requestId}/waive', group: 'admin', access: 'admin', summary: 'Waive a document request' },
  { method: 'GET', path: '/admin/submissions/{id}/messages', group: 'admin', access: 'admin', summary: 'The case’s message thread, newest first' },
  { method: 'POST', path: '/admin/submissions/{id}/messages', group: 'admin', access: 'admin', summary: 'Send a message to the client' },
  { method: 'POST', path: '/admin/submissions/{id}/messages/read', group: 'admin', access: 'admin', summary: 'Mark the thread read (office side)' },
  { method: 'GET', path: '/admin/submissions/{id}/notes', group: 'admin', access: 'admin', summary: 'Internal notes (staff only)' },
  { method: 'POST', path: '/admin/submissions/{id}/notes', group: 'admin', access: 'admin', summary: 'Add an internal note (staff only)' },
  { method: 'PUT', path: '/admin/submissions/{id}/assignment', group: 'admin', access: 'admin', summary: 'Assign the case to a staff member (or nobody)' },
  { method: 'GET', path: '/admin/staff', group: 'admin', access: 'admin', summary: 'Staff members (for assignment)' },
  { method: 'GET', path: '/admin/checklists/{questionnaireType}', group: 'admin', access: 'admin', summary: 'The document checklist of a questionnaire type' },
  { method: 'PUT', path: '/admin/checklists/{questionnaireType}', group: 'admin', access: 'admin', summary: 'Change the document checklist of a questionnaire type' },
  { method: 'GET', path: '/admin/overview', group: 'admin', access: 'admin', summary: 'The owner’s figures for a period (counters kept on write)' },
  { method: 'GET', path: '/admin/notices', group: 'admin', access: 'admin', summary: 'Orders whose Notice to Consumer staff must still give' },
  { method: 'POST', path: '/admin/orders/{orderId}/notice-delivery', group: 'admin', access: 'admin', summary: 'Confirm the notice was given in person or mailed' },
  { method: 'POST', path: '/admin/orders/{orderId}/office-payment', group: 'admin', access: 'admin', summary: 'Mark an office payment received' },
] as const satisfies readonly RouteDef[];

export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

/** The routes the AWS stack deploys: every route except the local-only ones. */
export const DEPLOYED_ROUTES: readonly RouteDef[] = ROUTES.filter((r) => !r.localOnly);

type Route = (typeof ROUTE_TABLE)[number];
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** Every route key of the table, e.g. "GET /submissions/{id}" (a literal union: a typo does not compile). */
export type RouteKey = KeyOf<Route>;
/** The route keys of one group: what its handler module must answer (checked by createHandler's type). */
export type RouteKeyOf<G extends RouteGroup> = KeyOf<Extract<Route, { group: G }>>;
/** The admin route keys of one group (never when it has none): its handler must be given the revocation check. */
export type AdminRouteKeyOf<G extends RouteGroup> = KeyOf<Extract<Route, { group: G; access: 'admin' }>>;

/** The API Gateway route key, e.g. "GET /submissions/{id}". */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

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
