import { defineRoutes } from '../route-def';

/**
 * Process serving, the client's routes (functions/serving/handler.ts; issue 32): ordering service of their own papers
 * (signed in), uploading them, choosing how to pay; their jobs, each attempt's time and outcome, the signed proof and
 * a photo only when staff shared it. The card checkout is the payments group's. The whole table: shared/api/routes.ts.
 */
// prettier-ignore
export const servingRoutes = defineRoutes('serving', [
  { method: 'POST', path: '/service-orders', access: 'user', summary: 'Order process serving of the caller’s own papers (price computed by the server)' },
  { method: 'POST', path: '/service-orders/{jobId}/papers/{paperId}', access: 'user', summary: 'Start uploading one of the papers to serve (presigned POST)' },
  { method: 'POST', path: '/service-orders/{jobId}/papers/{paperId}/complete', access: 'user', summary: 'The paper is uploaded: check it and keep it' },
  { method: 'POST', path: '/service-orders/{jobId}/payment-method', access: 'user', summary: 'Choose card or office payment for a service order' },
  { method: 'GET', path: '/me/service-jobs', access: 'user', summary: 'The caller’s service jobs (ordered, or from their cases)' },
  { method: 'GET', path: '/me/service-jobs/{jobId}', access: 'user', summary: 'One of the caller’s service jobs: attempts (time and outcome), the proof when signed' },
  { method: 'GET', path: '/me/service-jobs/{jobId}/proof', access: 'user', summary: 'A link to the signed proof of service (5 minutes)' },
  { method: 'GET', path: '/me/service-jobs/{jobId}/attempts/{attemptId}/photo', access: 'user', summary: 'A link to an attempt’s photo, only when staff shared it' },
  { method: 'GET', path: '/me/service-jobs/{jobId}/receipt', access: 'user', summary: 'The receipt of a paid service job' },
]);
