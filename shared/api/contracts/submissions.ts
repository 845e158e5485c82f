import {
  DocumentKindRequestSchema,
  DocumentLinkRequestSchema,
  DocumentReviewRequestSchema,
  MessageRequestSchema,
  StartUploadRequestSchema,
} from '../../casework';
import {
  CaseDocumentResponseSchema,
  CaseDocumentsResponseSchema,
  DocumentLinkResponseSchema,
  MessageResponseSchema,
  MessagesPageSchema,
  StartUploadResponseSchema,
  ThreadResponseSchema,
} from '../casework';
import { EmptyBodySchema, PageQuerySchema } from '../common';
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
        schema: IdempotencyKeySchema.optional(),
        description:
          'A unique key per submission attempt (e.g. a UUID). Retries with the same key and body answer the first response; the same key with another body is 409 idempotency_conflict. Kept 24 hours.',
      },
    },
    success: {
      status: 201,
      description: 'Submitted (a replay answers the same, with Idempotent-Replayed: true)',
      schema: CreateSubmissionResponseSchema,
    },
    errors: ['validation_failed', 'notice_required', 'agreement_required', 'payment_required', 'idempotency_conflict', 'conflict'],
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
  'GET /submissions/{id}/documents': {
    success: {
      status: 200,
      description: 'The case’s documents (oldest first), the office’s requests and the places left',
      schema: CaseDocumentsResponseSchema,
    },
    errors: ['not_found'],
  },
  'POST /submissions/{id}/documents': {
    body: StartUploadRequestSchema,
    success: {
      status: 201,
      description:
        'The document (uploading) and the presigned POST: send its fields, then the file as `file` (exact type, at most 20 MB, 10 minutes)',
      schema: StartUploadResponseSchema,
    },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /submissions/{id}/documents/{documentId}/complete': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The document, verified (size, type, first bytes) and kept', schema: CaseDocumentResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /submissions/{id}/documents/{documentId}/link': {
    body: DocumentLinkRequestSchema,
    success: { status: 200, description: 'A 5-minute link (the access is recorded first)', schema: DocumentLinkResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /submissions/{id}/documents/{documentId}/review': {
    body: DocumentReviewRequestSchema,
    success: { status: 200, description: 'The office document with the client’s answer', schema: CaseDocumentResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'PUT /submissions/{id}/documents/{documentId}/kind': {
    body: DocumentKindRequestSchema,
    success: { status: 200, description: 'The document with its new type', schema: CaseDocumentResponseSchema },
    errors: ['validation_failed', 'not_found', 'forbidden'],
  },
  'DELETE /submissions/{id}/documents/{documentId}': {
    success: { status: 204, description: 'Removed (its place is free again)' },
    errors: ['not_found', 'forbidden'],
  },
  'GET /submissions/{id}/messages': {
    query: PageQuerySchema,
    success: { status: 200, description: 'A page of the thread, newest first, with the read markers', schema: MessagesPageSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /submissions/{id}/messages': {
    body: MessageRequestSchema,
    success: { status: 201, description: 'The message (the office is emailed)', schema: MessageResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /submissions/{id}/messages/read': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The thread’s read markers', schema: ThreadResponseSchema },
    errors: ['not_found'],
  },
});
