import { defineContract } from '../contract';
import { EmptyBodySchema } from '../common';
import { fieldRoutes } from '../route-tables/field';
import {
  AttemptRequestSchema,
  AttemptResponseSchema,
  FieldJobResponseSchema,
  FieldJobsListSchema,
  LinkSchema,
  MailingRequestSchema,
  PhotoCompleteResponseSchema,
  PhotoStartResponseSchema,
  StartPhotoSchema,
  UnableRequestSchema,
} from '../serving';

/** The field app's routes (issue 32): the server's assigned jobs only (404 for any other). */
export const fieldContract = defineContract(fieldRoutes, {
  'GET /field/jobs': {
    success: { status: 200, description: 'The caller’s jobs in the field', schema: FieldJobsListSchema },
    errors: ['forbidden'],
  },
  'GET /field/jobs/{jobId}': {
    success: { status: 200, description: 'The job', schema: FieldJobResponseSchema },
    errors: ['not_found', 'forbidden'],
  },
  'GET /field/jobs/{jobId}/papers/{paperId}': {
    success: { status: 200, description: 'A 5-minute link to the paper', schema: LinkSchema },
    errors: ['not_found', 'forbidden'],
  },
  'PUT /field/jobs/{jobId}/attempts/{attemptId}': {
    body: AttemptRequestSchema,
    success: {
      status: 201,
      description: 'Recorded',
      schema: AttemptResponseSchema,
      also: { status: 200, description: 'Recorded before (the same attempt sent again): nothing changed' },
    },
    errors: ['validation_failed', 'not_found', 'forbidden', 'conflict', 'idempotency_conflict', 'invalid_transition', 'diligence_not_met'],
  },
  'POST /field/jobs/{jobId}/attempts/{attemptId}/photo': {
    body: StartPhotoSchema,
    success: { status: 200, description: 'Where to post the photo, or that it arrived already', schema: PhotoStartResponseSchema },
    errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
  },
  'POST /field/jobs/{jobId}/attempts/{attemptId}/photo/complete': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The photo, checked and kept with its arrival record', schema: PhotoCompleteResponseSchema },
    errors: ['validation_failed', 'not_found', 'forbidden', 'conflict'],
  },
  'POST /field/jobs/{jobId}/mailing': {
    body: MailingRequestSchema,
    success: { status: 200, description: 'The mailing recorded (service complete on the 10th day)', schema: FieldJobResponseSchema },
    errors: ['validation_failed', 'not_found', 'forbidden', 'conflict', 'invalid_transition'],
  },
  'POST /field/jobs/{jobId}/unable': {
    body: UnableRequestSchema,
    success: { status: 200, description: 'Marked unable to serve', schema: FieldJobResponseSchema },
    errors: ['validation_failed', 'not_found', 'forbidden', 'conflict', 'invalid_transition'],
  },
});
