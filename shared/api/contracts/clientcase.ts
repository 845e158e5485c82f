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
import { ClientTranslationsSchema, ConfirmTranslationsRequestSchema, TranslationCommentRequestSchema } from '../translations';
import { defineContract } from '../contract';
import { clientcaseRoutes } from '../route-tables/clientcase';

/** The case workspace, the client's side: their own case only (the office's side is in contracts/casework.ts). */
export const clientcaseContract = defineContract(clientcaseRoutes, {
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
  'GET /submissions/{id}/translations': {
    success: {
      status: 200,
      description: 'The approved English of the answers that will be filed in English, each with its automatic Spanish',
      schema: ClientTranslationsSchema,
    },
    errors: ['not_found'],
  },
  'POST /submissions/{id}/translations/confirm': {
    body: ConfirmTranslationsRequestSchema,
    success: { status: 200, description: 'The answers’ English, with the confirmation recorded', schema: ClientTranslationsSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /submissions/{id}/translations/comment': {
    body: TranslationCommentRequestSchema,
    success: {
      status: 200,
      description: 'The answers’ English, with the comment recorded (the office is emailed)',
      schema: ClientTranslationsSchema,
    },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
});
