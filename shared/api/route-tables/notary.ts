import { defineRoutes } from '../route-def';

/**
 * The notary booking's routes (functions/notary/handler.ts): the public booking (a guest, or signed in), the free
 * slots, and the manage page's calls, which carry their signed token in the body (never in a URL). The whole table:
 * shared/api/routes.ts. The console's notary routes are the notarydesk group's.
 */
// prettier-ignore
export const notaryRoutes = defineRoutes('notary', [
  { method: 'GET', path: '/notary/slots', access: 'public', summary: 'Free notary appointment times (office or mobile), from staff availability' },
  { method: 'POST', path: '/notary/appointments', access: 'public', summary: 'Book a notary appointment as a guest (quote computed by the server)' },
  { method: 'POST', path: '/me/notary/appointments', access: 'user', summary: 'Book a notary appointment, signed in (optionally for one of the caller’s cases)' },
  { method: 'POST', path: '/notary/manage', access: 'public', summary: 'The appointment a manage token opens' },
  { method: 'POST', path: '/notary/manage/cancel', access: 'public', summary: 'Cancel the appointment a manage token opens (frees its slot)' },
  { method: 'POST', path: '/notary/manage/reschedule', access: 'public', summary: 'Move the appointment a manage token opens to another free time' },
]);
