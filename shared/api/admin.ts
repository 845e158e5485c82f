import * as z from 'zod/mini';
import { lineOfText, LocaleSchema, pageOf, PageQuerySchema, QuestionnaireTypeSchema } from './common';
import { FIELD_ERRORS } from './errors';
import {
  AgreementSchema,
  FormsChoiceSchema,
  MailingAddressSchema,
  NoticeSchema,
  OrderSchema,
  PAYMENT_STATUSES,
  PaymentSchema,
} from './orders';
import { StaffMemberSchema } from './casework';
import { StatusEventSchema, SUBMISSION_STATUSES, SubmissionSchema, SubmissionWithAnswersSchema } from './submissions';

/** The back office: every client's submissions, their status, and office payments. */

/** What staff see of an acceptance besides the client's view: where it came from (B&P §6410 record). */
export const AdminAgreementSchema = z.extend(AgreementSchema, { ip: z.string(), userAgent: z.string() });

/** A staff member as others see them: user id and display name, never an email. */
export const StaffRefSchema = z.object({ sub: z.string(), name: z.string() });

export const AdminPaymentSchema = z.extend(PaymentSchema, {
  /** The provider's reference (checkout session id) or the office receipt number. */
  reference: z.nullable(z.string()),
  /** The staff member who recorded an office payment. */
  receivedBy: z.nullable(StaffRefSchema),
});

/** What staff see of a signed Notice to Consumer (B&P §6410.5): where it came from and who gave it, if anyone yet. */
export const AdminNoticeSchema = z.extend(NoticeSchema, {
  ip: z.string(),
  userAgent: z.string(),
  deliveredBy: z.nullable(StaffRefSchema),
  /** Where it was mailed, as recorded with the delivery. */
  deliveredTo: z.nullable(MailingAddressSchema),
});

export const AdminOrderSchema = z.extend(OrderSchema, {
  userId: z.string(),
  notice: z.nullable(AdminNoticeSchema),
  agreement: z.nullable(AdminAgreementSchema),
  payment: AdminPaymentSchema,
  /** Every selection of forms the client made, first to last (the last is `forms`). */
  formsHistory: z.array(FormsChoiceSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** The fields staff can order the list by (docs/api.md "Sorting"): only those a key of the table serves in order. */
export const ADMIN_SORT_FIELDS = ['submitted'] as const;
export type AdminSortField = (typeof ADMIN_SORT_FIELDS)[number];

/** "Needs attention": pending with no change for at least this many days (a choice of the console). */
export const ATTENTION_DAYS = [3, 7, 14, 30] as const;

/** The list's filters, shared by the search and the export. Every one is optional; they combine (AND). */
const listFilterFields = {
  status: z.optional(z.enum(SUBMISSION_STATUSES, { error: FIELD_ERRORS.invalid })),
  /** Words to find in the client's name, email or the service type (any order, accents and case ignored). */
  q: z.optional(lineOfText(100)),
  /** "Assigned to me" (the caller) or "Unassigned". */
  assigned: z.optional(z.enum(['me', 'none'], { error: FIELD_ERRORS.invalid })),
  questionnaireType: z.optional(QuestionnaireTypeSchema),
  paymentStatus: z.optional(z.enum(PAYMENT_STATUSES, { error: FIELD_ERRORS.invalid })),
  /** Submitted at or after / at or before (ISO timestamps: the console sends the office's day boundaries). */
  submittedFrom: z.optional(z.iso.datetime({ error: FIELD_ERRORS.invalid })),
  submittedTo: z.optional(z.iso.datetime({ error: FIELD_ERRORS.invalid })),
  /** "Needs attention": pending with no change for at least this many days (implies status pending). */
  pendingForDays: z.optional(
    z
      .number({ error: FIELD_ERRORS.invalid })
      .check(
        z.int({ error: FIELD_ERRORS.invalid }),
        z.gte(1, { error: FIELD_ERRORS.invalid }),
        z.lte(365, { error: FIELD_ERRORS.invalid }),
      ),
  ),
  sort: z._default(z.enum(ADMIN_SORT_FIELDS, { error: FIELD_ERRORS.invalid }), 'submitted'),
  order: z._default(z.enum(['asc', 'desc'], { error: FIELD_ERRORS.invalid }), 'desc'),
};

function checkFilters(
  v: { submittedFrom?: string; submittedTo?: string; pendingForDays?: number; status?: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (v.submittedFrom && v.submittedTo && Date.parse(v.submittedFrom) > Date.parse(v.submittedTo))
    ctx.addIssue({ code: 'custom', path: ['submittedTo'], message: FIELD_ERRORS.invalid });
  if (v.pendingForDays !== undefined && v.status && v.status !== 'pending')
    ctx.addIssue({ code: 'custom', path: ['status'], message: FIELD_ERRORS.invalid });
}

/**
 * POST /admin/submissions/search — the console's list. A POST body, not a query string: search words are client names
 * and emails, and URLs end up in CloudFront's and API Gateway's access logs (docs/security.md D-1). New filters go in
 * `listFilterFields`, `listAllSubmissions` (functions/lib/domain/submissions.ts) and the console's `ListFilters`.
 */
export const AdminSubmissionsSearchSchema = z
  .strictObject({ limit: PageQuerySchema.shape.limit, cursor: PageQuerySchema.shape.cursor, ...listFilterFields })
  .check(z.superRefine(checkFilters));
export type AdminSubmissionsSearch = z.input<typeof AdminSubmissionsSearchSchema>;
export type AdminSubmissionsQuery = z.infer<typeof AdminSubmissionsSearchSchema>;

/** POST /admin/submissions/export — every submission the filters match, as CSV, headings and services in `lang`. */
export const AdminSubmissionsExportSchema = z
  .strictObject({ ...listFilterFields, lang: z._default(LocaleSchema, 'en') })
  .check(z.superRefine(checkFilters));
export type AdminSubmissionsExport = z.infer<typeof AdminSubmissionsExportSchema>;

/** Staff see the case's assignee too (null: unassigned); `activity.unreadMessages` counts the client's messages staff have not read. */
export const AdminSubmissionSchema = z.extend(SubmissionSchema, {
  userId: z.string(),
  /** The account's verified email (null on submissions made before it was recorded); clientEmail is the answers'. */
  accountEmail: z.optional(z.nullable(z.string())),
  assignedTo: z.optional(z.nullable(StaffMemberSchema)),
});
export type AdminSubmission = z.infer<typeof AdminSubmissionSchema>;

export const AdminSubmissionsPageSchema = z.object({
  items: z.array(AdminSubmissionSchema),
  /** Null on the last page. With a search, a page may hold fewer than `limit` items and still have a next page. */
  nextCursor: z.nullable(z.string()),
});
export type AdminSubmissionsPage = z.infer<typeof AdminSubmissionsPageSchema>;

/** Staff see who made a change (their user id too), clients only the name. */
export const AdminStatusEventSchema = z.extend(StatusEventSchema, {
  actor: z.extend(StatusEventSchema.shape.actor, { sub: z.string() }),
});
export type AdminStatusEvent = z.infer<typeof AdminStatusEventSchema>;

export const AdminSubmissionWithAnswersSchema = z.extend(SubmissionWithAnswersSchema, {
  userId: z.string(),
  assignedTo: z.optional(z.nullable(StaffMemberSchema)),
});

/** GET /admin/submissions/{id} and the answer of a status change. */
export const AdminSubmissionDetailResponseSchema = z.object({
  submission: AdminSubmissionWithAnswersSchema,
  history: z.array(AdminStatusEventSchema),
  order: AdminOrderSchema,
});
export type AdminSubmissionDetailResponse = z.infer<typeof AdminSubmissionDetailResponseSchema>;

export const NOTE_MAX_LENGTH = 1000;

/** POST /admin/submissions/{id}/status — optimistic concurrency: a stale `expectedVersion` is 409 conflict. */
export const StatusUpdateRequestSchema = z.strictObject({
  status: z.enum(SUBMISSION_STATUSES, { error: FIELD_ERRORS.invalid }),
  expectedVersion: z
    .number({ error: FIELD_ERRORS.invalid })
    .check(z.int({ error: FIELD_ERRORS.invalid }), z.positive({ error: FIELD_ERRORS.invalid })),
  /** Shown to the client on the status timeline. */
  note: z.optional(
    z
      .string({ error: FIELD_ERRORS.invalid })
      .check(
        z.trim(),
        z.maxLength(NOTE_MAX_LENGTH, { error: FIELD_ERRORS.note }),
        z.regex(/^(?:[^\p{Cc}]|[\n\t])*$/u, { error: FIELD_ERRORS.invalid }),
      ),
  ),
});
export type StatusUpdateRequest = z.infer<typeof StatusUpdateRequestSchema>;

/** POST /admin/orders/{orderId}/office-payment — the client paid at the office. */
export const OfficePaymentRequestSchema = z.optional(
  z.strictObject({
    /** The office receipt number, if one was written. */
    reference: z.optional(lineOfText(100).check(z.minLength(1, { error: FIELD_ERRORS.invalid }))),
  }),
);
export type OfficePaymentRequest = z.infer<typeof OfficePaymentRequestSchema>;

export const AdminOrderResponseSchema = z.object({ order: AdminOrderSchema });

/**
 * GET /admin/notices — orders whose signed notice staff must still give in person or mail, with how to reach the
 * client; the client's choice (mail to an address, or at the office) is on the order's notice (`deliveryRequest`).
 */
export const AdminNoticeHoldSchema = z.object({
  order: AdminOrderSchema,
  client: z.object({ name: z.string(), email: z.string(), phone: z.nullable(z.string()), preferredLanguage: z.enum(['en', 'es']) }),
});
export const AdminNoticeHoldsPageSchema = pageOf(AdminNoticeHoldSchema);
export type AdminNoticeHoldsPage = z.infer<typeof AdminNoticeHoldsPageSchema>;
export type AdminOrderResponse = z.infer<typeof AdminOrderResponseSchema>;

/** GET /admin/overview?from=&to= — the owner's figures for a period of days (UTC), at most OVERVIEW_MAX_DAYS. */
export const OVERVIEW_MAX_DAYS = 366;
const DaySchema = z.string({ error: FIELD_ERRORS.invalid }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: FIELD_ERRORS.invalid }),
  z.refine((d) => !Number.isNaN(Date.parse(d)), { error: FIELD_ERRORS.invalid }),
);
export const AdminOverviewQuerySchema = z.strictObject({ from: DaySchema, to: DaySchema }).check(
  z.superRefine((v, ctx) => {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days < 0 || days >= OVERVIEW_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: FIELD_ERRORS.invalid });
  }),
);
export type AdminOverviewQuery = z.infer<typeof AdminOverviewQuerySchema>;

const count = z.number().check(z.int());
export const OverviewByTypeSchema = z.object({
  questionnaireType: QuestionnaireTypeSchema,
  orders: count,
  agreements: count,
  payments: count,
  submissions: count,
  completed: count,
  /** Submissions made in the period, by their status now. */
  byStatus: z.object({ pending: count, processing: count, completed: count, rejected: count }),
  paidCents: count,
  /** Submitted in the period and still waiting for an office payment. */
  awaitingCents: count,
});
export const OverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  byType: z.array(OverviewByTypeSchema),
  totals: z.omit(OverviewByTypeSchema, { questionnaireType: true }),
  /** orders → agreement → payment → submitted → completed, events in the period. */
  funnel: z.array(
    z.object({ step: z.enum(['orders', 'agreements', 'payments', 'submissions', 'completed']), count, dropOff: z.nullable(z.number()) }),
  ),
  /** Time spent in a status before leaving it, for changes in the period (hours; bucketed: the bucket's upper bound). */
  timeInStatus: z.array(
    z.object({
      status: z.enum(SUBMISSION_STATUSES),
      changes: count,
      medianHours: z.nullable(z.number()),
      p90Hours: z.nullable(z.number()),
      meanHours: z.nullable(z.number()),
    }),
  ),
  daily: z.array(z.object({ day: z.string(), submissions: count, paidCents: count })),
  /** The oldest submissions still pending or processing (any period). */
  oldestOpen: z.array(AdminSubmissionSchema),
});
export type Overview = z.infer<typeof OverviewSchema>;
