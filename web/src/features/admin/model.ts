/**
 * The console's view of submissions, orders and status history. `api/client.ts` maps the API contract
 * (shared/api/admin.ts, shared/api/submissions.ts) onto these shapes, so components never depend on wire details.
 */
import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { STATUS_TRANSITIONS, SUBMISSION_STATUSES, type SubmissionStatus } from '../../../../shared/api/submissions';

export type Status = SubmissionStatus;
export const STATUSES: readonly Status[] = SUBMISSION_STATUSES;
export const isStatus = (value: unknown): value is Status => typeof value === 'string' && (STATUSES as readonly string[]).includes(value);

/** Where a submission may go next (the server enforces the same table). */
export const nextStatuses = (from: Status): readonly Status[] => STATUS_TRANSITIONS[from] ?? [];

export const STATUS_INDICATOR: Readonly<Record<Status, StatusIndicatorProps.Type>> = {
  pending: 'pending',
  processing: 'in-progress',
  completed: 'success',
  rejected: 'error',
};

export type PaymentMethod = 'card' | 'office' | null;

export interface PaymentInfo {
  method: PaymentMethod;
  paid: boolean;
}

export interface SubmissionRow {
  id: string;
  clientName: string;
  /** The email typed in the answers (it may be anyone's). */
  clientEmail: string;
  /** The account's verified email, what staff write to (null on submissions made before it was recorded). */
  accountEmail: string | null;
  type: QuestionnaireType;
  status: Status;
  version: number;
  submittedAt: string;
  updatedAt: string;
  payment: PaymentInfo | null;
  /** The client's messages staff have not read (issue 15). */
  unread: number;
  /** The staff member the case is assigned to (null: unassigned). */
  assignee: string | null;
}

export interface HistoryEvent {
  version: number;
  at: string;
  status: Status;
  /** null on the first event: the submission itself. */
  from: Status | null;
  note: string | null;
  by: string;
  byStaff: boolean;
}

export interface OrderInfo extends PaymentInfo {
  id: string;
  amountCents: number;
  paidAt: string | null;
  /** The provider's reference or the office receipt number. */
  reference: string | null;
  /** The staff member who recorded an office payment. */
  receivedBy: string | null;
  /** The forms the client selected for us to prepare (B&P §6400(d)(1)), null before the selection existed. */
  formsSelected: string[] | null;
}

export interface SubmissionDetail extends SubmissionRow {
  caseDetails: string;
  specialInstructions: string;
  answers: unknown;
  /** The questionnaire definition version the answers were written under. */
  definitionVersion: number;
  history: HistoryEvent[];
  order: OrderInfo | null;
  /** The client's language (document requests are written in it) and the case's assignee (issue 15). */
  locale: 'en' | 'es';
  assignedTo: { sub: string; name: string } | null;
}

export interface SubmissionPage {
  items: SubmissionRow[];
  nextCursor: string | null;
}

/**
 * The list's filters, besides the search words. Kept in the page's URL (?status=&type=…, see `filtersFromParams`);
 * the search words are not (docs/security.md D-1). To add a filter: a field here, its URL parameter in
 * `FILTER_PARAMS` (hooks/useListFilters.ts), its request field in `searchBody` (api/client.ts), the server's field in
 * `AdminSubmissionsSearchSchema` and `listAllSubmissions`, and a control in the table's filter bar.
 */
export interface ListFilters {
  status: Status | null;
  type: QuestionnaireType | null;
  payment: 'paid' | 'unpaid' | null;
  /** Submitted from / to, as local calendar days (YYYY-MM-DD), both inclusive. */
  from: string | null;
  to: string | null;
  /** "Needs attention": pending with no change for at least this many days. */
  attentionDays: number | null;
  /** By submission time: newest first (desc) or oldest first (asc). */
  order: 'asc' | 'desc';
  /** "Assigned to me" or "Unassigned" (issue 15). */
  assigned: 'me' | 'none' | null;
}

export const NO_FILTERS: ListFilters = {
  status: null,
  type: null,
  payment: null,
  from: null,
  to: null,
  attentionDays: null,
  order: 'desc',
  assigned: null,
};

export interface ListQuery {
  q: string;
  filters: ListFilters;
  limit: number;
  cursor: string | null;
}
