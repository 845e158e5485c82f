import { defineRoutes } from '../route-def';

/** The submissions function's routes (functions/submissions/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const submissionsRoutes = defineRoutes('submissions', [
  { method: 'POST', path: '/submissions', access: 'user', summary: 'Submit a questionnaire (Idempotency-Key)' },
  { method: 'GET', path: '/submissions', access: 'user', summary: 'The caller’s submissions' },
  { method: 'GET', path: '/submissions/{id}', access: 'user', summary: 'One of the caller’s submissions with history' },
  { method: 'GET', path: '/submissions/{id}/documents', access: 'user', summary: 'The case’s documents and the office’s requests' },
  { method: 'POST', path: '/submissions/{id}/documents', access: 'user', summary: 'Start uploading a document (presigned POST)' },
  { method: 'POST', path: '/submissions/{id}/documents/{documentId}/complete', access: 'user', summary: 'The upload finished: verify and keep it' },
  { method: 'POST', path: '/submissions/{id}/documents/{documentId}/link', access: 'user', summary: 'A 5-minute link to view or download a document (recorded)' },
  { method: 'POST', path: '/submissions/{id}/documents/{documentId}/review', access: 'user', summary: 'Approve an office draft or ask for changes' },
  { method: 'PUT', path: '/submissions/{id}/documents/{documentId}/kind', access: 'user', summary: 'Change the type of a document the caller uploaded' },
  { method: 'DELETE', path: '/submissions/{id}/documents/{documentId}', access: 'user', summary: 'Remove a document the caller uploaded' },
  { method: 'GET', path: '/submissions/{id}/messages', access: 'user', summary: 'The case’s message thread, newest first' },
  { method: 'POST', path: '/submissions/{id}/messages', access: 'user', summary: 'Send a message to the office' },
  { method: 'POST', path: '/submissions/{id}/messages/read', access: 'user', summary: 'Mark the thread read' },
]);
