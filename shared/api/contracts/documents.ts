import { defineContract } from '../contract';
import { PdfQuerySchema } from '../submissions';

const pdf = {
  query: PdfQuerySchema,
  success: { status: 200, description: 'The answers as PDF', file: { contentType: 'application/pdf' } },
  errors: ['validation_failed', 'not_found'],
} as const;

/** The signed notice and contract: in the language they were signed in unless `lang` says otherwise. */
const signed = (what: string) =>
  ({
    query: PdfQuerySchema,
    success: { status: 200, description: what, file: { contentType: 'application/pdf' } },
    errors: ['validation_failed', 'not_found', 'notice_required', 'agreement_required'],
  }) as const;

/** Documents drawn from a submission or an order (the only function that bundles pdf-lib). */
export const documentsContract = defineContract('documents', {
  'GET /submissions/{id}/pdf': pdf,
  'GET /admin/submissions/{id}/pdf': pdf,
  'GET /orders/{orderId}/notice/pdf': signed('The signed Notice to Consumer (8½ × 11, bold 12 pt) as PDF'),
  'GET /orders/{orderId}/agreement/pdf': signed('The signed LDA contract, countersigned, as PDF'),
});
