import { defineRoutes } from '../route-def';

/** The documents function's routes (functions/documents/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const documentsRoutes = defineRoutes('documents', [
  { method: 'GET', path: '/orders/{orderId}/notice/pdf', access: 'user', summary: 'The signed Notice to Consumer as PDF (the client’s copy)' },
  { method: 'GET', path: '/admin/orders/{orderId}/notice/pdf', access: 'admin', summary: 'A client’s signed Notice to Consumer as PDF, to print and mail' },
  { method: 'GET', path: '/orders/{orderId}/agreement/pdf', access: 'user', summary: 'The signed LDA contract as PDF (the client’s copy)' },
  { method: 'GET', path: '/submissions/{id}/pdf', access: 'user', summary: 'The caller’s answers as PDF' },
  { method: 'GET', path: '/admin/submissions/{id}/pdf', access: 'admin', summary: 'Any submission’s answers as PDF' },
  { method: 'GET', path: '/admin/submissions/{id}/court-forms', access: 'admin', summary: 'The court forms of a submission and how far each is filled' },
  { method: 'GET', path: '/admin/submissions/{id}/court-forms/pdf', access: 'admin', summary: 'The filled court-forms packet (cover sheet and every form) as one PDF' },
  { method: 'POST', path: '/admin/submissions/{id}/court-forms/case-document', access: 'admin', summary: 'Add the court-forms packet to the case’s documents, for the client’s review' },
  { method: 'GET', path: '/admin/submissions/{id}/court-forms/{form}/pdf', access: 'admin', summary: 'One court form of the packet, filled, as PDF' },
  { method: 'GET', path: '/field/jobs/{jobId}/proof/pdf', access: 'server', summary: 'The proof of service as it would be signed (a preview, unsigned)' },
  { method: 'POST', path: '/field/jobs/{jobId}/proof', access: 'server', summary: 'The server signs their own proof of service (generated, stored, the client told)' },
]);
