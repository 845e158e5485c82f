import { defineRoutes } from '../route-def';

/** The auth function's routes (functions/auth/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const authRoutes = defineRoutes('auth', [
  { method: 'POST', path: '/auth/sign-up', access: 'public', summary: 'Create an account (the same 202 whether or not the email has one; a code or a notice is emailed)' },
  { method: 'POST', path: '/auth/confirm-sign-up', access: 'public', summary: 'Confirm a new account with the emailed code and set its password' },
  { method: 'POST', path: '/auth/resend-code', access: 'public', summary: 'Email a new sign-up code (the same 202 whatever the email)' },
]);
