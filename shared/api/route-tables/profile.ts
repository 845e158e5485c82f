import { defineRoutes } from '../route-def';

/** The profile function's routes (functions/profile/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const profileRoutes = defineRoutes('profile', [
  { method: 'GET', path: '/me', access: 'user', summary: 'The caller’s profile (created on first call)' },
  { method: 'PATCH', path: '/me', access: 'user', summary: 'Update names, phone, preferred language' },
  { method: 'POST', path: '/me/sessions/end', access: 'user', summary: 'End every session of the caller: sign out everywhere, or after a password change' },
]);
