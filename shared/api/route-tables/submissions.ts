import { defineRoutes } from '../route-def';

/**
 * The submissions function's routes (functions/submissions/handler.ts): submitting a questionnaire and reading one's
 * submissions. The client's side of the case workspace is the clientcase function's (route-tables/clientcase.ts).
 * The whole table: shared/api/routes.ts.
 */
// prettier-ignore
export const submissionsRoutes = defineRoutes('submissions', [
  { method: 'POST', path: '/submissions', access: 'user', summary: 'Submit a questionnaire (Idempotency-Key)' },
  { method: 'GET', path: '/submissions', access: 'user', summary: 'The caller’s submissions' },
  { method: 'GET', path: '/submissions/{id}', access: 'user', summary: 'One of the caller’s submissions with history' },
]);
