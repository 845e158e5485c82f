import { defineContract } from '../contract';
import { EmptyBodySchema } from '../common';
import { servingRoutes } from '../route-tables/serving';
import {
  ClientJobResponseSchema,
  ClientJobsListSchema,
  LinkSchema,
  PaperUploadResponseSchema,
  PaymentMethodRequestSchema,
  ReceiptResponseSchema,
  ServiceOrderRequestSchema,
  StartPaperUploadSchema,
} from '../serving';

/** Process serving, the client's routes (issue 32). */
export const servingContract = defineContract(servingRoutes, {
  'POST /service-orders': {
    body: ServiceOrderRequestSchema,
    maxBodyBytes: 32 * 1024,
    success: { status: 201, description: 'The order, waiting for its papers and payment', schema: ClientJobResponseSchema },
    errors: ['validation_failed'],
  },
  'POST /service-orders/{jobId}/papers/{paperId}': {
    body: StartPaperUploadSchema,
    success: { status: 200, description: 'Where the browser posts the file', schema: PaperUploadResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /service-orders/{jobId}/papers/{paperId}/complete': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The paper, checked and kept', schema: ClientJobResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /service-orders/{jobId}/payment-method': {
    body: PaymentMethodRequestSchema,
    success: { status: 200, description: 'The order with its payment method', schema: ClientJobResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'GET /me/service-jobs': {
    success: { status: 200, description: 'The caller’s service jobs, newest first', schema: ClientJobsListSchema },
    errors: [],
  },
  'GET /me/service-jobs/{jobId}': {
    success: { status: 200, description: 'The job as its client sees it', schema: ClientJobResponseSchema },
    errors: ['not_found'],
  },
  'GET /me/service-jobs/{jobId}/proof': {
    success: { status: 200, description: 'A 5-minute link to the signed proof', schema: LinkSchema },
    errors: ['not_found'],
  },
  'GET /me/service-jobs/{jobId}/attempts/{attemptId}/photo': {
    success: { status: 200, description: 'A 5-minute link to the photo (only when shared)', schema: LinkSchema },
    errors: ['not_found'],
  },
  'GET /me/service-jobs/{jobId}/receipt': {
    success: { status: 200, description: 'The receipt', schema: ReceiptResponseSchema },
    errors: ['not_found', 'conflict'],
  },
});
