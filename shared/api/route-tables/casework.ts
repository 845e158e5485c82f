import { defineRoutes } from '../route-def';

/**
 * The casework function's routes (functions/casework/handler.ts): the office's side of the case workspace (documents
 * and their S3 uploads and links, requests, messages, internal notes, assignment and the staff directory, document
 * checklists, the translation desk). Its own function so that the console's routes (route-tables/admin.ts) load neither S3 nor Cognito nor
 * the workspace's code at a cold start (docs/benchmarks.md, fifth pass). The whole table: shared/api/routes.ts.
 */
// prettier-ignore
export const caseworkRoutes = defineRoutes('casework', [
  { method: 'GET', path: '/admin/submissions/{id}/documents', access: 'admin', summary: 'A case’s documents and requests' },
  { method: 'POST', path: '/admin/submissions/{id}/documents', access: 'admin', summary: 'Start uploading an office document (presigned POST)' },
  { method: 'POST', path: '/admin/submissions/{id}/documents/{documentId}/complete', access: 'admin', summary: 'The office upload finished: verify, keep and tell the client' },
  { method: 'POST', path: '/admin/submissions/{id}/documents/{documentId}/link', access: 'admin', summary: 'A 5-minute link to view or download a document (recorded)' },
  { method: 'PUT', path: '/admin/submissions/{id}/documents/{documentId}/kind', access: 'admin', summary: 'Change the type of a document' },
  { method: 'DELETE', path: '/admin/submissions/{id}/documents/{documentId}', access: 'admin', summary: 'Remove a document' },
  { method: 'GET', path: '/admin/submissions/{id}/document-access', access: 'admin', summary: 'Every view and download of the case’s documents' },
  { method: 'POST', path: '/admin/submissions/{id}/requests', access: 'admin', summary: 'Ask the client for a document' },
  { method: 'POST', path: '/admin/submissions/{id}/requests/{requestId}/waive', access: 'admin', summary: 'Waive a document request' },
  { method: 'GET', path: '/admin/submissions/{id}/messages', access: 'admin', summary: 'The case’s message thread, newest first' },
  { method: 'POST', path: '/admin/submissions/{id}/messages', access: 'admin', summary: 'Send a message to the client' },
  { method: 'POST', path: '/admin/submissions/{id}/messages/read', access: 'admin', summary: 'Mark the thread read (office side)' },
  { method: 'GET', path: '/admin/submissions/{id}/contact', access: 'admin', summary: 'How the client may be contacted (their safe-contact rules) and the messages held because of them' },
  { method: 'PUT', path: '/admin/submissions/{id}/contact-rules', access: 'admin', summary: 'Change the case’s contact rules from what the client told the office' },
  { method: 'GET', path: '/admin/submissions/{id}/notes', access: 'admin', summary: 'Internal notes (staff only)' },
  { method: 'POST', path: '/admin/submissions/{id}/notes', access: 'admin', summary: 'Add an internal note (staff only)' },
  { method: 'PUT', path: '/admin/submissions/{id}/assignment', access: 'admin', summary: 'Assign the case to a staff member (or nobody)' },
  { method: 'GET', path: '/admin/submissions/{id}/filing', access: 'admin', summary: 'The court of the case: courthouse proposed from the answers and why, staff’s choice, case number' },
  { method: 'PUT', path: '/admin/submissions/{id}/filing', access: 'admin', summary: 'Choose the courthouse and the case number the court forms print (recorded)' },
  { method: 'GET', path: '/admin/staff', access: 'admin', summary: 'Staff members (for assignment)' },
  { method: 'GET', path: '/admin/checklists/{questionnaireType}', access: 'admin', summary: 'The document checklist of a questionnaire type' },
  { method: 'GET', path: '/admin/submissions/{id}/translations', access: 'admin', summary: 'The translation desk: each Spanish answer that prints on a form, its draft, English and approval' },
  { method: 'PUT', path: '/admin/submissions/{id}/translations/item', access: 'admin', summary: 'Save an answer’s English (reviewed)' },
  { method: 'POST', path: '/admin/submissions/{id}/translations/approve', access: 'admin', summary: 'Approve answers’ English (who, when, the Spanish it is for)' },
  { method: 'POST', path: '/admin/submissions/{id}/translations/retry', access: 'admin', summary: 'Make the missing machine drafts again now' },
  { method: 'PUT', path: '/admin/checklists/{questionnaireType}', access: 'admin', summary: 'Change the document checklist of a questionnaire type' },
]);
