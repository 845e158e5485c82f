import { defineRoutes } from '../route-def';

/**
 * The console's process-serving routes (functions/servedesk/handler.ts; issue 32): the jobs board, a job from a case
 * in one step or for a walk-in, assignment, photos shared with the client, filing, payment and receipt; the roster
 * of registered servers. The whole table: shared/api/routes.ts.
 */
// prettier-ignore
export const servedeskRoutes = defineRoutes('servedesk', [
  { method: 'GET', path: '/admin/service-jobs', access: 'admin', summary: 'The jobs board (filters: state, server, deadline at risk), by serve-by date' },
  { method: 'POST', path: '/admin/service-jobs', access: 'admin', summary: 'A job for a walk-in client (no account needed)' },
  { method: 'GET', path: '/admin/service-jobs/{jobId}', access: 'admin', summary: 'One job with its attempts, photos’ arrival, history' },
  { method: 'POST', path: '/admin/service-jobs/{jobId}/assign', access: 'admin', summary: 'Assign or reassign the job to a registered server' },
  { method: 'POST', path: '/admin/service-jobs/{jobId}/attempts/{attemptId}/share', access: 'admin', summary: 'Share (or stop sharing) an attempt’s photo with the client' },
  { method: 'GET', path: '/admin/service-jobs/{jobId}/attempts/{attemptId}/photo', access: 'admin', summary: 'A link to an attempt’s original photo (5 minutes)' },
  { method: 'GET', path: '/admin/service-jobs/{jobId}/proof', access: 'admin', summary: 'A link to the signed proof of service (5 minutes)' },
  { method: 'POST', path: '/admin/service-jobs/{jobId}/filed', access: 'admin', summary: 'The signed proof was filed with the court' },
  { method: 'POST', path: '/admin/service-jobs/{jobId}/cancel', access: 'admin', summary: 'Cancel a job before service' },
  { method: 'POST', path: '/admin/service-jobs/{jobId}/payment', access: 'admin', summary: 'Record a payment made at the office' },
  { method: 'GET', path: '/admin/service-jobs/{jobId}/receipt', access: 'admin', summary: 'The receipt of a paid job' },
  { method: 'GET', path: '/admin/submissions/{id}/service-draft', access: 'admin', summary: 'What a case says for a service job (servees, addresses, papers, caption)' },
  { method: 'POST', path: '/admin/submissions/{id}/service-jobs', access: 'admin', summary: 'Create a service job from a case in one step' },
  { method: 'GET', path: '/admin/servers', access: 'admin', summary: 'The roster of process servers (registration, county, expiry and bond, alerts)' },
  { method: 'POST', path: '/admin/servers', access: 'admin', summary: 'Add an existing account to the roster and the server role' },
  { method: 'PUT', path: '/admin/servers/{serverSub}', access: 'admin', summary: 'Update a server’s registration (renewal)' },
  { method: 'DELETE', path: '/admin/servers/{serverSub}', access: 'admin', summary: 'Take a server off the roster (the role removed, signed out)' },
]);
