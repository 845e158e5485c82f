import { defineRoutes } from '../route-def';

/** The drafts function's routes (functions/drafts/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const draftsRoutes = defineRoutes('drafts', [
  { method: 'GET', path: '/drafts', access: 'user', summary: 'The caller’s drafts (questionnaires in progress)' },
  { method: 'GET', path: '/drafts/{questionnaireType}', access: 'user', summary: 'Read a draft' },
  { method: 'PUT', path: '/drafts/{questionnaireType}', access: 'user', summary: 'Save a draft' },
  { method: 'DELETE', path: '/drafts/{questionnaireType}', access: 'user', summary: 'Delete a draft' },
]);
