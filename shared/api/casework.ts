/**
 * The case workspace's answers (issue 15): documents both ways, document requests, the message thread, internal
 * notes, the access record, assignment and the document checklists. Request schemas are in shared/casework.ts (the
 * web's forms use them too). A person appears by display name and role only (staff by first name), never by email.
 */
import * as z from 'zod';
import { QuestionnaireTypeSchema, TimestampSchema, ActorRoleSchema, pageOf } from './common';
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from '../documents';
import { REVIEW_DECISIONS } from '../casework';

export const PersonSchema = z.object({ role: ActorRoleSchema, name: z.string() });

export const DocumentReviewSchema = z.object({
  decision: z.enum([...REVIEW_DECISIONS, 'pending']),
  comment: z.string().nullable(),
  at: TimestampSchema.nullable(),
});

export const CaseDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  /** What the document is (its type; `other` for a document stored before types existed). */
  kind: z.enum(DOCUMENT_KINDS),
  /** Bytes; null while uploading. */
  size: z.number().int().nullable(),
  status: z.enum(['uploading', 'available']),
  /** Who provided it: the client, or the office. */
  source: ActorRoleSchema,
  /** The request it answers. */
  requestId: z.string().nullable(),
  uploadedBy: PersonSchema,
  createdAt: TimestampSchema,
  availableAt: TimestampSchema.nullable(),
  /** Office documents sent for the client's review: the client's answer ('pending' until they give it). */
  review: DocumentReviewSchema.nullable(),
});
export type CaseDocument = z.infer<typeof CaseDocumentSchema>;

export const DocumentRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  details: z.string().nullable(),
  /** The type of document asked for (an upload answering the request takes it by default). */
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(['open', 'fulfilled', 'waived']),
  requestedBy: PersonSchema,
  createdAt: TimestampSchema,
  fulfilledAt: TimestampSchema.nullable(),
  waivedAt: TimestampSchema.nullable(),
  documentIds: z.array(z.string()),
});
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

/** GET …/documents: the case's documents (oldest first) and what the office asked for. */
export const CaseDocumentsResponseSchema = z.object({
  documents: z.array(CaseDocumentSchema),
  requests: z.array(DocumentRequestSchema),
  /** How many more documents the case can hold. */
  remaining: z.number().int().nonnegative(),
});
export type CaseDocumentsResponse = z.infer<typeof CaseDocumentsResponseSchema>;

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
export type DocumentAccessPage = z.infer<typeof DocumentAccessPageSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  documentId: z.string().nullable(),
  author: PersonSchema,
  at: TimestampSchema,
});
export type Message = z.infer<typeof MessageSchema>;

export const ThreadSchema = z.object({
  clientReadAt: TimestampSchema.nullable(),
  staffReadAt: TimestampSchema.nullable(),
  lastClientMessageAt: TimestampSchema.nullable(),
  lastStaffMessageAt: TimestampSchema.nullable(),
});
export type Thread = z.infer<typeof ThreadSchema>;

/** A page of the thread, newest first, with the read markers. */
export const MessagesPageSchema = pageOf(MessageSchema).extend({ thread: ThreadSchema });
export type MessagesPage = z.infer<typeof MessagesPageSchema>;
export const MessageResponseSchema = z.object({ message: MessageSchema });
export const ThreadResponseSchema = z.object({ thread: ThreadSchema });

export const NoteSchema = z.object({ id: z.string(), body: z.string(), author: PersonSchema, at: TimestampSchema });
export const NotesPageSchema = pageOf(NoteSchema);
export type NotesPage = z.infer<typeof NotesPageSchema>;
export const NoteResponseSchema = z.object({ note: NoteSchema });

export const StaffMemberSchema = z.object({ sub: z.string(), name: z.string() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffResponseSchema = z.object({ staff: z.array(StaffMemberSchema) });
export const AssignmentResponseSchema = z.object({ assignedTo: StaffMemberSchema.nullable() });

export const ChecklistResponseSchema = z.object({
  checklist: z.object({
    questionnaireType: QuestionnaireTypeSchema,
    en: z.array(z.string()),
    es: z.array(z.string()),
    version: z.number().int().nonnegative(),
    updatedAt: TimestampSchema.nullable(),
    updatedBy: z.string().nullable(),
  }),
});
export type ChecklistResponse = z.infer<typeof ChecklistResponseSchema>;

/**
 * What a case asks of its reader, on each submission of a list: open document requests and drafts to review (the
 * client's "Action needed"), and messages from the other side not yet read.
 */
export const CaseActivitySchema = z.object({
  openRequests: z.number().int().nonnegative(),
  reviewsPending: z.number().int().nonnegative(),
  unreadMessages: z.number().int().nonnegative(),
});
export type CaseActivity = z.infer<typeof CaseActivitySchema>;
