/**
 * The case workspace after submission (issue 15): documents both ways, document requests, the message thread,
 * internal notes and assignment. Request schemas here are the contract the routes parse with and the web's forms
 * validate with; limits are constants both sides read. Field errors are i18n keys.
 */
import * as z from 'zod';
import { cleanDocumentName, DOCUMENT_ERRORS, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from './documents';

export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_NOTE_LENGTH = 5000;
export const MAX_REQUEST_TITLE_LENGTH = 200;
export const MAX_REQUEST_DETAILS_LENGTH = 1000;

/** Free text from a person: trimmed, no control characters except line breaks and tabs. */
const text = (max: number, key: string) =>
  z
    .string({ error: 'errors.field.required' })
    .trim()
    .min(1, { error: 'errors.field.required' })
    .max(max, { error: 'errors.field.tooLong' })
    .refine((v) => !/\p{Cc}/u.test(v.replace(/[\n\r\t]/g, '')), { error: key });

export const DocumentNameSchema = z
  .string({ error: DOCUMENT_ERRORS.name })
  .transform((v, ctx) => cleanDocumentName(v) ?? (ctx.addIssue({ code: 'custom', message: DOCUMENT_ERRORS.name }), z.NEVER));

/** Start an upload: what the browser read from the chosen file (the server checks the bytes again after upload). */
export const StartUploadRequestSchema = z
  .object({
    name: DocumentNameSchema,
    contentType: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_ERRORS.type }),
    size: z
      .number({ error: DOCUMENT_ERRORS.tooLarge })
      .int()
      .min(1, { error: DOCUMENT_ERRORS.empty })
      .max(MAX_DOCUMENT_BYTES, { error: DOCUMENT_ERRORS.tooLarge }),
    /** The document request this upload answers, if any. */
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'errors.field.invalid' })
      .optional(),
  })
  .strict();
export type StartUploadRequest = z.infer<typeof StartUploadRequestSchema>;

export const MessageRequestSchema = z.object({ body: text(MAX_MESSAGE_LENGTH, 'errors.field.invalid') }).strict();
export const NoteRequestSchema = z.object({ body: text(MAX_NOTE_LENGTH, 'errors.field.invalid') }).strict();
export const DocumentRequestRequestSchema = z
  .object({
    title: text(MAX_REQUEST_TITLE_LENGTH, 'errors.field.invalid'),
    details: text(MAX_REQUEST_DETAILS_LENGTH, 'errors.field.invalid').optional(),
  })
  .strict();
/** Assign a case to a staff member (sub) or unassign (null); `expectedAssignee` is what the staff member saw. */
export const AssignRequestSchema = z
  .object({
    assignee: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'errors.field.invalid' })
      .nullable(),
    expectedAssignee: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'errors.field.invalid' })
      .nullable(),
  })
  .strict();

export type DocumentStatus = 'uploading' | 'available';
export type Party = 'client' | 'staff';
