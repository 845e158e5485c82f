import { defineContract } from '../contract';
import { PdfQuerySchema } from '../submissions';

const pdf = {
  query: PdfQuerySchema,
  success: { status: 200, description: 'The answers as PDF', file: { contentType: 'application/pdf' } },
  errors: ['validation_failed', 'not_found'],
} as const;

/** Documents drawn from a submission (the only function that bundles pdf-lib). */
export const documentsContract = defineContract('documents', {
  'GET /submissions/{id}/pdf': pdf,
  'GET /admin/submissions/{id}/pdf': pdf,
});
