import * as z from 'zod/mini';
import { ActorRoleSchema, IdSchema, LocaleSchema, pageOf, QuestionnaireTypeSchema, TimestampSchema } from './common';
import { FIELD_ERRORS } from './errors';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';
import { CaseActivitySchema } from './casework';
import { MILESTONE_STATES, MILESTONES, NEXT_ACTIONS } from '../tracker';

/** The client's case tracker (shared/tracker.ts): milestones, the next action, the office's latest note. */
export const TrackerSchema = z.object({
  milestones: z.array(
    z.object({
      id: z.enum(MILESTONES),
      state: z.enum(MILESTONE_STATES),
      at: z.nullable(z.string()),
      expected: z.nullable(z.string()),
    }),
  ),
  next: z.object({ action: z.enum(NEXT_ACTIONS), count: z.number().check(z.int(), z.nonnegative()), expected: z.nullable(z.string()) }),
  latestNote: z.nullable(z.object({ text: z.string(), at: TimestampSchema })),
});

/** Submission statuses (spec §3), in the order a file moves through them. */
export const SUBMISSION_STATUSES = ['pending', 'processing', 'completed', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Every new submission starts here: the office has not looked at it yet. */
export const INITIAL_STATUS: SubmissionStatus = 'pending';

/**
 * The status changes staff may make (POST /admin/submissions/{id}/status). Anything else is 409 invalid_transition.
 *  - pending → processing: work starts;            pending → rejected: the office cannot take the case.
 *  - processing → completed: documents ready;      processing → rejected: stopped (e.g. the client withdrew).
 *  - processing → pending: back to the queue (waiting for the client's information).
 *  - rejected → pending: reopened.
 *  - completed is final: more work on a finished file is a new order.
 */
export const STATUS_TRANSITIONS: Readonly<Record<SubmissionStatus, readonly SubmissionStatus[]>> = {
  pending: ['processing', 'rejected'],
  processing: ['completed', 'rejected', 'pending'],
  completed: [],
  rejected: ['pending'],
};

export const canTransition = (from: SubmissionStatus, to: SubmissionStatus): boolean => STATUS_TRANSITIONS[from].includes(to);

/** `Idempotency-Key` of POST /submissions: a retry with the same key and body answers the first response again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_.:-]{8,128}$/));

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

export const SubmissionSchema = z.object({
  id: IdSchema,
  orderId: IdSchema,
  questionnaireType: QuestionnaireTypeSchema,
  status: z.enum(SUBMISSION_STATUSES),
  /** Increases by one with every status change; staff send it back as `expectedVersion`. */
  version: z.number().check(z.int(), z.positive()),
  /** The language the client used (their profile's); the summary is written in it and the PDF defaults to it. */
  locale: LocaleSchema,
  /**
   * The questionnaire definition's version the answers were written under (shared/questionnaires/registry.ts
   * `definitionAt`): render them with that definition.
   */
  definitionVersion: z.number().check(z.int(), z.positive()),
  clientName: z.string(),
  clientEmail: z.string(),
  caseDetails: z.string(),
  specialInstructions: z.string(),
  payment: z.object({ method: z.enum(PAYMENT_METHODS), status: z.enum(PAYMENT_STATUSES) }),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** The case workspace as the reader sees it (their unread messages): what it asks of them. */
  activity: z.optional(CaseActivitySchema),
  /** The client's tracker (their own list and case; not in staff's lists). */
  tracker: z.optional(TrackerSchema),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const SubmissionWithAnswersSchema = z.extend(SubmissionSchema, {
  /** The validated answers (shared/questionnaires: render them with renderAnswers). */
  answers: z.record(z.string(), z.unknown()),
});
export type SubmissionWithAnswers = z.infer<typeof SubmissionWithAnswersSchema>;

/** One entry of the status timeline; the first one is the submission itself (`from: null`). */
export const StatusEventSchema = z.object({
  version: z.number().check(z.int(), z.positive()),
  from: z.nullable(z.enum(SUBMISSION_STATUSES)),
  to: z.enum(SUBMISSION_STATUSES),
  /** Staff's note to the client, shown on the timeline. */
  note: z.nullable(z.string()),
  at: TimestampSchema,
  actor: z.object({ role: ActorRoleSchema, name: z.string() }),
});
export type StatusEvent = z.infer<typeof StatusEventSchema>;

export const SubmissionDetailResponseSchema = z.object({
  submission: SubmissionWithAnswersSchema,
  history: z.array(StatusEventSchema),
});
export type SubmissionDetailResponse = z.infer<typeof SubmissionDetailResponseSchema>;

/** POST /submissions → 201; a replay with the same Idempotency-Key answers the same body. */
export const CreateSubmissionResponseSchema = z.object({ submission: SubmissionSchema });
export type CreateSubmissionResponse = z.infer<typeof CreateSubmissionResponseSchema>;

export const SubmissionsPageSchema = pageOf(SubmissionSchema);
export type SubmissionsPage = z.infer<typeof SubmissionsPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/**
 * POST /submissions. `answers` is checked here only as an object; the server then validates it against the
 * questionnaire (shared/questionnaires/registry.ts validateAnswers) and answers its field errors (`q.*` keys).
 */
export const CreateSubmissionRequestSchema = z.strictObject({
  questionnaireType: QuestionnaireTypeSchema,
  answers: z.record(z.string(), z.unknown(), { error: FIELD_ERRORS.invalid }),
  /**
   * The language the answers are written in — the form's language when it was submitted (issue 26: Spanish answers
   * go to the translation desk). Default: the profile's preferred language.
   */
  locale: z.optional(LocaleSchema),
});
export type CreateSubmissionRequest = z.infer<typeof CreateSubmissionRequestSchema>;

/** `?lang=` of the PDF routes: the document's language (default: the submission's). */
export const PdfQuerySchema = z.strictObject({ lang: z.optional(LocaleSchema) });
export type PdfQuery = z.infer<typeof PdfQuerySchema>;
