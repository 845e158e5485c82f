import { defineRoutes } from '../route-def';

/** The console's notary routes (functions/notarydesk/handler.ts): availability, appointments, completion. */
// prettier-ignore
export const notarydeskRoutes = defineRoutes('notarydesk', [
  { method: 'GET', path: '/admin/notary/availability', access: 'admin', summary: 'Weekly hours (with the notary on duty) and exceptions ahead' },
  { method: 'PUT', path: '/admin/notary/availability', access: 'admin', summary: 'Replace the weekly hours (conditional on the version read)' },
  { method: 'PUT', path: '/admin/notary/exceptions/{date}', access: 'admin', summary: 'Other hours, or none (closed), on one date' },
  { method: 'DELETE', path: '/admin/notary/exceptions/{date}', access: 'admin', summary: 'Back to the weekly hours on one date' },
  { method: 'GET', path: '/admin/notary/appointments', access: 'admin', summary: 'Appointments between two dates (a day, a week), in time order' },
  { method: 'GET', path: '/admin/notary/appointments/{appointmentId}', access: 'admin', summary: 'One appointment, with its receipt once completed' },
  { method: 'POST', path: '/admin/notary/appointments/{appointmentId}/complete', access: 'admin', summary: 'Mark completed: acts performed, fees collected (at most the §8211 cap), receipt' },
  { method: 'POST', path: '/admin/notary/appointments/{appointmentId}/no-show', access: 'admin', summary: 'Mark the client did not come (frees nothing: the time has passed)' },
  { method: 'POST', path: '/admin/notary/appointments/{appointmentId}/cancel', access: 'admin', summary: 'Cancel for the client (frees the slot, tells the client)' },
]);
