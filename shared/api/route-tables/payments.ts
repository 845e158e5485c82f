import { defineRoutes } from '../route-def';

/** The payments function's routes (functions/payments/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const paymentsRoutes = defineRoutes('payments', [
  { method: 'POST', path: '/orders/{orderId}/checkout', access: 'user', summary: 'Start a card checkout' },
  { method: 'POST', path: '/service-orders/{jobId}/checkout', access: 'user', summary: 'Start a card checkout for a process-serving order' },
  { method: 'POST', path: '/payments/test-mode/{sessionId}/complete', access: 'user', summary: 'Complete a test-mode checkout (local only)', localOnly: true },
  { method: 'POST', path: '/payments/test-mode/{sessionId}/complete-service', access: 'user', summary: 'Complete a test-mode checkout of a process-serving order (local only)', localOnly: true },
  { method: 'POST', path: '/payments/webhook', access: 'public', summary: 'Payment provider webhook (signed)' },
]);
