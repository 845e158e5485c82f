import { defineRoutes } from '../route-def';

/**
 * The admin function's routes (functions/admin/handler.ts): the console — the submissions list, search and export,
 * a case's detail and status, the owner's overview, notices and office payments. The case workspace's staff routes
 * are the casework function's (route-tables/casework.ts). The whole table: shared/api/routes.ts.
 */
// prettier-ignore
export const adminRoutes = defineRoutes('admin', [
  { method: 'POST', path: '/admin/submissions/search', access: 'admin', summary: 'Submissions: filters, search words and order in the body (never in a URL), cursor paging' },
  { method: 'POST', path: '/admin/submissions/export', access: 'admin', summary: 'Every submission the filters match, as CSV (audited)' },
  { method: 'GET', path: '/admin/submissions/{id}', access: 'admin', summary: 'Any submission with history and payment' },
  { method: 'POST', path: '/admin/submissions/{id}/status', access: 'admin', summary: 'Change status (expected version, note)' },
  { method: 'GET', path: '/admin/overview', access: 'admin', summary: 'The owner’s figures for a period (counters kept on write)' },
  { method: 'GET', path: '/admin/notices', access: 'admin', summary: 'Orders whose Notice to Consumer staff must still give' },
  { method: 'POST', path: '/admin/orders/{orderId}/notice-delivery', access: 'admin', summary: 'Record the day the signed notice was given in person or mailed (opens the contract; emails the client)' },
  { method: 'POST', path: '/admin/orders/{orderId}/office-payment', access: 'admin', summary: 'Mark an office payment received' },
]);
