/**
 * The case workspace's answers (issue 15): documents both ways, document requests, the message thread, internal
 * notes, the access record, assignment and the document checklists. Request schemas are in shared/casework.ts (the
 * web's forms use them too). A person appears by display name and role only (staff by first name), never by email.
 */
import * as z from 'zod/mini';
import { QuestionnaireTypeSchema, TimestampSchema, ActorRoleSchema, pageOf } from './common';
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from '../documents';
import { REVIEW_DECISIONS } from '../casework';

export const PersonSchema = z.object({ role: ActorRoleSchema, name: z.string() });

export const DocumentReviewSchema = z.object({
  decision: z.enum([...REVIEW_DECISIONS, 'pending']),
  comment: z.nullable(z.string()),
  at: z.nullable(TimestampSchema),
});

export const CaseDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  /** What the document is (its type; `other` for a document stored before types existed). */
  kind: z.enum(DOCUMENT_KINDS),
  /** Bytes; null while uploading. */
  size: z.nullable(z.number().check(z.int())),
  status: z.enum(['uploading', 'available']),
  /** Who provided it: the client, or the office. */
  source: ActorRoleSchema,
  /** The request it answers. */
  requestId: z.nullable(z.string()),
  uploadedBy: PersonSchema,
  createdAt: TimestampSchema,
  availableAt: z.nullable(TimestampSchema),
  /** Office documents sent for the client's review: the client's answer ('pending' until they give it). */
  review: z.nullable(DocumentReviewSchema),
});
export type CaseDocument = z.infer<typeof CaseDocumentSchema>;

export const DocumentRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  details: z.nullable(z.string()),
  /** The type of document asked for (an upload answering the request takes it by default). */
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(['open', 'fulfilled', 'waived']),
  requestedBy: PersonSchema,
  createdAt: TimestampSchema,
  fulfilledAt: z.nullable(TimestampSchema),
  waivedAt: z.nullable(TimestampSchema),
  documentIds: z.array(z.string()),
});
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

/** GET …/documents: the case's documents (oldest first) and what the office asked for. */
export const CaseDocumentsResponseSchema = z.object({
  documents: z.array(CaseDocumentSchema),
  requests: z.array(DocumentRequestSchema),
  /** How many more documents the case can hold. */
  remaining: z.number().check(z.int(), z.nonnegative()),
});

/** POST …/documents: the document (uploading) and where the browser posts the file (fields first, then `file`). */
export const StartUploadResponseSchema = z.object({
  document: CaseDocumentSchema,
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()), expiresAt: TimestampSchema }),
});
export type StartUploadResponse = z.infer<typeof StartUploadResponseSchema>;

export const CaseDocumentResponseSchema = z.object({ document: CaseDocumentSchema });
export const DocumentLinkResponseSchema = z.object({ url: z.string(), expiresAt: TimestampSchema });
export const DocumentRequestResponseSchema = z.object({ request: DocumentRequestSchema });

export const DocumentAccessSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  action: z.enum(['view', 'download']),
  actor: PersonSchema,
  at: TimestampSchema,
});
export const DocumentAccessPageSchema = pageOf(DocumentAccessSchema);

export const MessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  documentId: z.nullable(z.string()),
  author: PersonSchema,
  at: TimestampSchema,
});
export type Message = z.infer<typeof MessageSchema>;

export const ThreadSchema = z.object({
  clientReadAt: z.nullable(TimestampSchema),
  staffReadAt: z.nullable(TimestampSchema),
  lastClientMessageAt: z.nullable(TimestampSchema),
  lastStaffMessageAt: z.nullable(TimestampSchema),
});

/** A page of the thread, newest first, with the read markers. */
export const MessagesPageSchema = z.extend(pageOf(MessageSchema), { thread: ThreadSchema });
export type MessagesPage = z.infer<typeof MessagesPageSchema>;
export const MessageResponseSchema = z.object({ message: MessageSchema });
export const ThreadResponseSchema = z.object({ thread: ThreadSchema });

export const NoteSchema = z.object({ id: z.string(), body: z.string(), author: PersonSchema, at: TimestampSchema });
export const NotesPageSchema = pageOf(NoteSchema);
export const NoteResponseSchema = z.object({ note: NoteSchema });

export const StaffMemberSchema = z.object({ sub: z.string(), name: z.string() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffResponseSchema = z.object({ staff: z.array(StaffMemberSchema) });
export const AssignmentResponseSchema = z.object({ assignedTo: z.nullable(StaffMemberSchema) });

export const ChecklistResponseSchema = z.object({
  checklist: z.object({
    questionnaireType: QuestionnaireTypeSchema,
    en: z.array(z.string()),
    es: z.array(z.string()),
    version: z.number().check(z.int(), z.nonnegative()),
    updatedAt: z.nullable(TimestampSchema),
    updatedBy: z.nullable(z.string()),
  }),
});

/**
 * What a case asks of its reader, on each submission of a list: open document requests and drafts to review (the
 * client's "Action needed"), and messages from the other side not yet read.
 */
export const CaseActivitySchema = z.object({
  openRequests: z.number().check(z.int(), z.nonnegative()),
  reviewsPending: z.number().check(z.int(), z.nonnegative()),
  unreadMessages: z.number().check(z.int(), z.nonnegative()),
});
