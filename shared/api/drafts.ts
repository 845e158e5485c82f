import * as z from 'zod/mini';
import { QuestionnaireTypeSchema, TimestampSchema } from './common';
import { FIELD_ERRORS } from './errors';

/**
 * Drafts: a questionnaire in progress, saved as the client goes (one per type and user). Answers are partial, so
 * they are not validated against the questionnaire; they must be a JSON object of at most DRAFT_MAX_BYTES.
 */
export const DRAFT_MAX_BYTES = 200 * 1024;

/** UTF-8 size of a value as JSON (works in the browser and on the server). */
export const jsonByteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value)).length;

export const DraftSummarySchema = z.object({
  questionnaireType: QuestionnaireTypeSchema,
  /** The step the client was on (a step id of the questionnaire), to resume there. */
  step: z.nullable(z.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** When the draft will be deleted unless saved again ("kept until …"): 90 days after the last save. */
  expiresAt: TimestampSchema,
});
export type DraftSummary = z.infer<typeof DraftSummarySchema>;

/** GET /drafts/{questionnaireType} (404 when there is none). */
export const DraftSchema = z.extend(DraftSummarySchema, { answers: z.record(z.string(), z.unknown()) });
export type Draft = z.infer<typeof DraftSchema>;

/** GET /drafts — one summary (no answers) per questionnaire in progress, most recently saved first. */
export const DraftsListResponseSchema = z.object({ items: z.array(DraftSummarySchema) });
export type DraftsListResponse = z.infer<typeof DraftsListResponseSchema>;

/** PUT /drafts/{questionnaireType} → 200 DraftSummary. */
export const SaveDraftRequestSchema = z.strictObject({
  answers: z
    .record(z.string(), z.unknown(), { error: FIELD_ERRORS.invalid })
    .check(z.refine((answers) => jsonByteLength(answers) <= DRAFT_MAX_BYTES, { error: FIELD_ERRORS.tooLarge })),
  step: z.optional(
    z.nullable(
      z
        .string({ error: FIELD_ERRORS.invalid })
        .check(z.trim(), z.minLength(1, { error: FIELD_ERRORS.invalid }), z.maxLength(100, { error: FIELD_ERRORS.tooLong })),
    ),
  ),
});
export type SaveDraftRequest = z.infer<typeof SaveDraftRequestSchema>;
