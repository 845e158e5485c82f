/**
 * The case workspace after submission (issue 15): documents both ways, document requests, the message thread,
 * internal notes and assignment. Request schemas here are the contract the routes parse with and the web's forms
 * validate with; limits are constants both sides read. Field errors are i18n keys.
 */
import * as z from 'zod/mini';
import { hasHiddenFormatting } from './text-safety';
import { cleanDocumentName, DOCUMENT_ERRORS, DOCUMENT_KINDS, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from './documents';

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_NOTE_LENGTH = 5000;
export const MAX_REQUEST_TITLE_LENGTH = 200;
export const MAX_REQUEST_DETAILS_LENGTH = 1000;

/** Free text from a person: trimmed, no control characters except line breaks and tabs, no hidden formatting. */
const text = (max: number, key: string) =>
  z.string({ error: 'errors.field.required' }).check(
    z.trim(),
    z.minLength(1, { error: 'errors.field.required' }),
    z.maxLength(max, { error: 'errors.field.tooLong' }),
    z.refine((v) => !/\p{Cc}/u.test(v.replace(/[\n\r\t]/g, '')) && !hasHiddenFormatting(v), { error: key }),
  );

export const DocumentNameSchema = z.pipe(
  z.string({ error: DOCUMENT_ERRORS.name }),
  z.transform(
    (v: string, ctx) => cleanDocumentName(v) ?? (ctx.issues.push({ code: 'custom', message: DOCUMENT_ERRORS.name, input: v }), z.NEVER),
  ),
);

/** What a document is (shared/documents.ts DOCUMENT_KINDS): the form's select and the server parse with this. */
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS, { error: DOCUMENT_ERRORS.kind });

const uploadFields = {
  name: DocumentNameSchema,
  contentType: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_ERRORS.type }),
  size: z
    .number({ error: DOCUMENT_ERRORS.tooLarge })
    .check(z.int(), z.gte(1, { error: DOCUMENT_ERRORS.empty }), z.lte(MAX_DOCUMENT_BYTES, { error: DOCUMENT_ERRORS.tooLarge })),
};

/**
 * Start an upload: what the browser read from the chosen file (the server checks the bytes again after upload) and
 * what the document is. The type is required, except for an upload answering a request: it then defaults to the
 * request's type.
 */
export const StartUploadRequestSchema = z
  .strictObject({
    ...uploadFields,
    kind: z.optional(DocumentKindSchema),
    /** The document request this upload answers, if any. */
    requestId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'errors.field.invalid' }))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.kind && !v.requestId) ctx.addIssue({ code: 'custom', path: ['kind'], message: DOCUMENT_ERRORS.kind });
    }),
  );
export type StartUploadRequest = z.infer<typeof StartUploadRequestSchema>;

/** Staff's upload: the same with a type always, and whether the client is asked to review it (a draft) or only to read it (a filed copy). */
export const StaffStartUploadRequestSchema = z.strictObject({
  ...uploadFields,
  kind: DocumentKindSchema,
  forReview: z._default(z.boolean({ error: 'errors.field.invalid' }), false),
});
export type StaffStartUploadRequest = z.input<typeof StaffStartUploadRequestSchema>;

/** Change what a document is (its uploader, or staff). */
export const DocumentKindRequestSchema = z.strictObject({ kind: DocumentKindSchema });
export type DocumentKindRequest = z.infer<typeof DocumentKindRequestSchema>;

const IdRef = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'errors.field.invalid' }));

/** A message, optionally pointing at one of the case's documents (shown as a link to it). */
export const MessageRequestSchema = z.strictObject({
  body: text(MAX_MESSAGE_LENGTH, 'errors.field.invalid'),
  documentId: z.optional(IdRef),
});
export type MessageRequest = z.infer<typeof MessageRequestSchema>;

/** A link to view (inline) or download (attachment) a document; the access is recorded. */
export const DocumentLinkRequestSchema = z.strictObject({ action: z.enum(['view', 'download'], { error: 'errors.field.invalid' }) });

export const REVIEW_DECISIONS = ['approved', 'changes_requested'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const MAX_REVIEW_COMMENT_LENGTH = 2000;
/** The client's answer to a draft sent for review; asking for changes needs a comment saying which. */
export const DocumentReviewRequestSchema = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS, { error: 'errors.field.invalid' }),
    comment: z.optional(text(MAX_REVIEW_COMMENT_LENGTH, 'errors.field.invalid')),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.decision === 'changes_requested' && !v.comment)
        ctx.addIssue({ code: 'custom', path: ['comment'], message: 'errors.field.required' });
    }),
  );
export type DocumentReviewRequest = z.infer<typeof DocumentReviewRequestSchema>;

/** A questionnaire type's document checklist (what staff usually ask for): titles in order, one list per language. */
export const MAX_CHECKLIST_ITEMS = 30;
const checklistItems = z
  .array(text(MAX_REQUEST_TITLE_LENGTH, 'errors.field.invalid'))
  .check(z.maxLength(MAX_CHECKLIST_ITEMS, { error: 'errors.field.tooLong' }));
export const ChecklistSchema = z.strictObject({ en: checklistItems, es: checklistItems });
export type Checklist = z.infer<typeof ChecklistSchema>;
export const NoteRequestSchema = z.strictObject({ body: text(MAX_NOTE_LENGTH, 'errors.field.invalid') });
export const DocumentRequestRequestSchema = z.strictObject({
  title: text(MAX_REQUEST_TITLE_LENGTH, 'errors.field.invalid'),
  details: z.optional(text(MAX_REQUEST_DETAILS_LENGTH, 'errors.field.invalid')),
  /** What the document asked for is: an upload answering the request takes this type unless the client picks another. */
  kind: z.optional(DocumentKindSchema),
});
/** Assign a case to a staff member (sub) or unassign (null); `expectedAssignee` is what the staff member saw. */
export const AssignRequestSchema = z.strictObject({
  assignee: z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'errors.field.invalid' }))),
  expectedAssignee: z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'errors.field.invalid' }))),
});

export type DocumentStatus = 'uploading' | 'available';
export type Party = 'client' | 'staff';

/** PUT a type's checklist: the lists and the version that was read (0 while the defaults apply). Strict, as ChecklistSchema is. */
export const ChecklistUpdateRequestSchema = z.extend(ChecklistSchema, {
  expectedVersion: z.number({ error: 'errors.field.invalid' }).check(z.int(), z.gte(0)),
});
export type ChecklistUpdateRequest = z.infer<typeof ChecklistUpdateRequestSchema>;

/**
 * A thread's read markers (ISO times, null: never): when each side last read it, and the time of each side's last
 * message. The server keeps them on the case's THREAD item and answers them with every page of the thread.
 */
export interface ThreadMarkers {
  clientReadAt: string | null;
  staffReadAt: string | null;
  lastClientMessageAt: string | null;
  lastStaffMessageAt: string | null;
}

/**
 * The unread rule, the one place it is written: `reader` has unread messages when the other side's last message is
 * later than `reader`'s marker (or `reader` never read the thread). Both workspaces mark the thread read by it; the
 * server resets a poster's own unread count by it.
 */
export function hasUnread(t: ThreadMarkers, reader: Party): boolean {
  const last = reader === 'client' ? t.lastStaffMessageAt : t.lastClientMessageAt;
  const read = reader === 'client' ? t.clientReadAt : t.staffReadAt;
  return last !== null && (read === null || last > read);
}
