import { FilingRequestSchema, FilingResponseSchema } from '../../courts/api';
import {
  AssignRequestSchema,
  ChecklistUpdateRequestSchema,
  DocumentLinkRequestSchema,
  DocumentRequestRequestSchema,
  MessageRequestSchema,
  NoteRequestSchema,
  StaffStartUploadRequestSchema,
  DocumentKindRequestSchema,
} from '../../casework';
import {
  AssignmentResponseSchema,
  CaseDocumentResponseSchema,
  CaseDocumentsResponseSchema,
  ChecklistResponseSchema,
  DocumentAccessPageSchema,
  DocumentLinkResponseSchema,
  DocumentRequestResponseSchema,
  MessageResponseSchema,
  MessagesPageSchema,
  NoteResponseSchema,
  NotesPageSchema,
  StaffResponseSchema,
  StartUploadResponseSchema,
  ThreadResponseSchema,
} from '../casework';
import { EmptyBodySchema, PageQuerySchema } from '../common';
import { CaseContactResponseSchema, ContactRulesChangeSchema, ContactRulesResponseSchema } from '../contact';
import { ApproveRequestSchema, SaveEnglishRequestSchema, TranslationDeskSchema } from '../translations';
import { defineContract, LARGE_MAX_BODY_BYTES } from '../contract';
import { caseworkRoutes } from '../route-tables/casework';

/** The case workspace, the office's side (the client's side is in contracts/submissions.ts). */
export const caseworkContract = defineContract(caseworkRoutes, {
  'GET /admin/submissions/{id}/documents': {
    success: {
      status: 200,
      description: 'The case’s documents (oldest first), requests and the places left',
      schema: CaseDocumentsResponseSchema,
    },
    errors: ['not_found'],
  },
  'POST /admin/submissions/{id}/documents': {
    body: StaffStartUploadRequestSchema,
    success: { status: 201, description: 'The document (uploading) and the presigned POST', schema: StartUploadResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/documents/{documentId}/complete': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The document, verified and kept (the client is emailed)', schema: CaseDocumentResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'POST /admin/submissions/{id}/documents/{documentId}/link': {
    body: DocumentLinkRequestSchema,
    success: { status: 200, description: 'A 5-minute link (the access is recorded first)', schema: DocumentLinkResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'PUT /admin/submissions/{id}/documents/{documentId}/kind': {
    body: DocumentKindRequestSchema,
    success: { status: 200, description: 'The document with its new type', schema: CaseDocumentResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'DELETE /admin/submissions/{id}/documents/{documentId}': {
    success: { status: 204, description: 'Removed' },
    errors: ['not_found'],
  },
  'GET /admin/submissions/{id}/document-access': {
    query: PageQuerySchema,
    success: { status: 200, description: 'Views and downloads, newest first', schema: DocumentAccessPageSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/requests': {
    body: DocumentRequestRequestSchema,
    success: { status: 201, description: 'The request (the client is emailed)', schema: DocumentRequestResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/requests/{requestId}/waive': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The request, waived', schema: DocumentRequestResponseSchema },
    errors: ['not_found', 'conflict'],
  },
  'GET /admin/submissions/{id}/messages': {
    query: PageQuerySchema,
    success: { status: 200, description: 'A page of the thread, newest first, with the read markers', schema: MessagesPageSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/messages': {
    body: MessageRequestSchema,
    success: {
      status: 201,
      description: 'The message (the client is emailed; it shows the staff member’s first name)',
      schema: MessageResponseSchema,
    },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/messages/read': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The thread’s read markers', schema: ThreadResponseSchema },
    errors: ['not_found'],
  },
  'GET /admin/submissions/{id}/contact': {
    success: {
      status: 200,
      description: 'The case’s contact rules (null: none) and the messages held because of them, newest first',
      schema: CaseContactResponseSchema,
    },
    errors: ['not_found'],
  },
  'PUT /admin/submissions/{id}/contact-rules': {
    body: ContactRulesChangeSchema,
    success: { status: 200, description: 'The case’s new contact rules', schema: ContactRulesResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'GET /admin/submissions/{id}/notes': {
    query: PageQuerySchema,
    success: { status: 200, description: 'Internal notes, newest first (never shown to the client)', schema: NotesPageSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'POST /admin/submissions/{id}/notes': {
    body: NoteRequestSchema,
    success: { status: 201, description: 'The note', schema: NoteResponseSchema },
    errors: ['validation_failed', 'not_found'],
  },
  'PUT /admin/submissions/{id}/assignment': {
    body: AssignRequestSchema,
    success: { status: 200, description: 'Who the case is assigned to now', schema: AssignmentResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'GET /admin/submissions/{id}/filing': {
    success: { status: 200, description: 'The court of the case (shared/courts/filing.ts)', schema: FilingResponseSchema },
    errors: ['not_found'],
  },
  'PUT /admin/submissions/{id}/filing': {
    body: FilingRequestSchema,
    success: { status: 200, description: 'The court of the case as chosen now', schema: FilingResponseSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
  },
  'GET /admin/staff': {
    success: { status: 200, description: 'Members of the admin group, by name', schema: StaffResponseSchema },
    errors: [],
  },
  'GET /admin/checklists/{questionnaireType}': {
    success: { status: 200, description: 'The type’s document checklist (the defaults until edited)', schema: ChecklistResponseSchema },
    errors: ['not_found'],
  },
  'GET /admin/submissions/{id}/translations': {
    success: {
      status: 200,
      description:
        'Every answer on the desk (drafted, reviewed or approved for the words it holds now), the glossary’s fixed words and the drafting state',
      schema: TranslationDeskSchema,
    },
    errors: ['not_found'],
  },
  'PUT /admin/submissions/{id}/translations/item': {
    body: SaveEnglishRequestSchema,
    success: { status: 200, description: 'The desk with the English saved', schema: TranslationDeskSchema },
    errors: ['validation_failed', 'not_found', 'conflict'],
    maxBodyBytes: 64 * 1024,
  },
  'POST /admin/submissions/{id}/translations/approve': {
    body: ApproveRequestSchema,
    success: {
      status: 200,
      description: 'The desk with the items approved (a back-translation for the client is queued)',
      schema: TranslationDeskSchema,
    },
    errors: ['validation_failed', 'not_found', 'conflict'],
    // Answers' English travels here, like answers in POST /submissions (the web sends at most ~200 KB a request).
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  'POST /admin/submissions/{id}/translations/retry': {
    body: EmptyBodySchema,
    success: { status: 200, description: 'The desk; the missing drafts are queued', schema: TranslationDeskSchema },
    errors: ['not_found'],
  },
  'PUT /admin/checklists/{questionnaireType}': {
    body: ChecklistUpdateRequestSchema,
    success: { status: 200, description: 'The checklist as saved', schema: ChecklistResponseSchema },
    errors: ['validation_failed', 'conflict'],
  },
});
