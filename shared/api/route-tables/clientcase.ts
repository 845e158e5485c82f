import { defineRoutes } from '../route-def';

/**
 * The clientcase function's routes (functions/clientcase/handler.ts): the client's side of the case workspace
 * (documents and their S3 uploads and links, reviews of office drafts, messages, the English of their answers); the office's side is the casework
 * function's. Its own function so that submitting and reading submissions (route-tables/submissions.ts) loads neither
 * S3 nor the workspace's code at a cold start (docs/benchmarks.md, fifth pass). The whole table: shared/api/routes.ts.
 */
// prettier-ignore
export const clientcaseRoutes = defineRoutes('clientcase', [
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
  { method: 'GET', path: '/submissions/{id}/translations', access: 'user', summary: 'The approved English of the caller’s Spanish answers, with an automatic Spanish rendering' },
  { method: 'POST', path: '/submissions/{id}/translations/confirm', access: 'user', summary: '“This is what I meant”: confirm answers’ English (recorded)' },
  { method: 'POST', path: '/submissions/{id}/translations/comment', access: 'user', summary: 'Tell the office an answer’s English is not what the caller meant' },
]);
