import * as z from 'zod/mini';
import { PageQuerySchema } from '../common';
import { defineContract, LARGE_MAX_BODY_BYTES } from '../contract';
import {
  CreateSubmissionRequestSchema,
  CreateSubmissionResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  SubmissionDetailResponseSchema,
  SubmissionsPageSchema,
} from '../submissions';
import { submissionsRoutes } from '../route-tables/submissions';

export const submissionsContract = defineContract(submissionsRoutes, {
  'POST /submissions': {
    body: CreateSubmissionRequestSchema,
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: {
        schema: z.optional(IdempotencyKeySchema),
        description:
          'A unique key per submission attempt (e.g. a UUID). Retries with the same key and body answer the first response; the same key with another body is 409 idempotency_conflict. Kept 24 hours.',
      },
    },
    success: {
      status: 201,
      description: 'Submitted (a replay answers the same, with Idempotent-Replayed: true)',
      schema: CreateSubmissionResponseSchema,
    },
    errors: [
      'validation_failed',
      'notice_required',
      'forms_required',
      'notice_delivery_required',
      'agreement_required',
      'payment_required',
      'idempotency_conflict',
      'conflict',
    ],
  },
  'GET /submissions': {
    query: PageQuerySchema,
    success: { status: 200, description: 'The caller’s submissions, newest first', schema: SubmissionsPageSchema },
    errors: ['validation_failed'],
  },
  'GET /submissions/{id}': {
    success: { status: 200, description: 'The submission with its answers and status history', schema: SubmissionDetailResponseSchema },
    errors: ['not_found'],
  },

  // The case workspace (the client's side; someone else's case answers 404).
});
