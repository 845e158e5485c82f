import * as z from 'zod/mini';
import { LocaleSchema } from './common';

/**
 * Court-forms packets (staff only): the status of a submission's packet — what each form holds and what is left —
 * and the PDFs (the merged packet, each form alone). Built by functions/lib/packet from the questionnaire's form maps.
 * Notes are message codes under `packet.notes.*` (shared/i18n/messages/packet.ts) with their values.
 */

/**
 * A form as the route names it: its slug, lower-case letters, digits and dashes ("sc-100", "fl-105-a",
 * "domestic-relations-order-qdro-dro"), so that no form name (spaces, "§", "/") has to survive URL encoding through
 * API Gateway. Anything else is 404 without a lookup.
 */
export const FormIdSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(120));

/** The slug of a form's name: "FL-105(A)" → "fl-105-a". */
export const formSlug = (form: string): string =>
  form
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'form';

/** `?lang=` for the cover sheet and the worksheets' headings (default: the staff member's choice in the console, else English). */
export const PacketQuerySchema = z.strictObject({ lang: z.optional(LocaleSchema) });

export const PacketNoteSchema = z.object({
  code: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

const LeftSchema = z.object({ item: z.string(), label: z.string(), note: z.optional(z.string()) });

export const PacketFormSchema = z.object({
  form: z.string(),
  /** The form in the route: GET /admin/submissions/{id}/court-forms/{form}/pdf. */
  slug: FormIdSchema,
  title: z.string(),
  /** In the packet for these answers; a conditional form the answers do not call for is listed, not built. */
  applies: z.boolean(),
  /** `generated`: a document the packet writes itself (statutory forms, pleadings), with its statutes. */
  output: z.enum(['pdf', 'worksheet', 'pending', 'generated']),
  statutes: z.optional(z.array(z.string())),
  revision: z.optional(z.string()),
  reason: z.optional(z.string()),
  filled: z.number().check(z.int()),
  clientFields: z.number().check(z.int()),
  attachmentPages: z.number().check(z.int()),
  /** Client-supplied items the questionnaire does not ask: staff get them from the client. */
  ask: z.array(LeftSchema),
  /** Items the preparer completes. */
  staff: z.array(LeftSchema),
  /** How many items the clerk or judge completes. */
  court: z.number().check(z.int()),
  notes: z.array(PacketNoteSchema),
});
export type PacketForm = z.infer<typeof PacketFormSchema>;

/** GET /admin/submissions/{id}/court-forms */
export const PacketStatusResponseSchema = z.object({
  submissionId: z.string(),
  definitionVersion: z.number().check(z.int()),
  currentVersion: z.number().check(z.int()),
  notes: z.array(PacketNoteSchema),
  forms: z.array(PacketFormSchema),
});
export type PacketStatusResponse = z.infer<typeof PacketStatusResponseSchema>;
