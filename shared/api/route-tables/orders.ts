import { defineRoutes } from '../route-def';

/** The orders function's routes (functions/orders/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const ordersRoutes = defineRoutes('orders', [
  { method: 'POST', path: '/orders', access: 'user', summary: 'Start an order for a questionnaire type' },
  { method: 'GET', path: '/orders', access: 'user', summary: 'The caller’s orders, newest first' },
  { method: 'GET', path: '/orders/{orderId}', access: 'user', summary: 'One of the caller’s orders' },
  { method: 'POST', path: '/orders/{orderId}/notice', access: 'user', summary: 'Sign and date the Notice to Consumer (B&P §6410.5)' },
  { method: 'PUT', path: '/orders/{orderId}/notice/delivery', access: 'user', summary: 'Choose how to get the signed notice: by mail (an address) or at the office' },
  { method: 'PUT', path: '/orders/{orderId}/forms', access: 'user', summary: 'Select (or change) the forms the client directs us to prepare' },
  { method: 'POST', path: '/orders/{orderId}/agreement', access: 'user', summary: 'Accept the LDA contract' },
  { method: 'POST', path: '/orders/{orderId}/payment-method', access: 'user', summary: 'Choose card or office payment' },
]);
