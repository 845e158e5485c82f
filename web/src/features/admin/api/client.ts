/** The admin API calls (shared/api/routes.ts, group "admin"), checked with the contract and answered as the console's model. */
import {
  AdminOrderResponseSchema,
  AdminSubmissionDetailResponseSchema,
  AdminSubmissionsPageSchema,
  NOTE_MAX_LENGTH,
  type AdminOrder,
  type AdminStatusEvent,
  type AdminSubmission,
  type AdminSubmissionDetailResponse,
  type AdminSubmissionsSearch,
  type Overview,
  type StatusUpdateRequest,
} from '../../../../../shared/api/admin';
import type { PacketStatusResponse } from '../../../../../shared/api/packets';
import type { Locale } from '../../../../../shared/i18n/core';
import { api, apiBlob, call } from '../../../lib/api';
import type { HistoryEvent, ListQuery, OrderInfo, Status, SubmissionDetail, SubmissionPage, SubmissionRow } from '../model';

export { NOTE_MAX_LENGTH };
/** The server's limit on `q` (AdminSubmissionsSearchSchema). */
export const SEARCH_MAX_LENGTH = 100;

const row = (s: AdminSubmission): SubmissionRow => ({
  id: s.id,
  clientName: s.clientName,
  clientEmail: s.clientEmail,
  type: s.questionnaireType,
  status: s.status,
  version: s.version,
  submittedAt: s.createdAt,
  updatedAt: s.updatedAt,
  payment: { method: s.payment.method, paid: s.payment.status === 'paid' },
  unread: s.activity?.unreadMessages ?? 0,
  assignee: s.assignedTo?.name ?? null,
});

const event = (e: AdminStatusEvent): HistoryEvent => ({
  version: e.version,
  at: e.at,
  status: e.to,
  from: e.from,
  note: e.note,
  by: e.actor.name,
  byStaff: e.actor.role === 'staff',
});

const order = (o: AdminOrder): OrderInfo => ({
  id: o.orderId,
  method: o.payment.method,
  paid: o.payment.status === 'paid',
  amountCents: o.amountCents,
  paidAt: o.payment.paidAt,
  reference: o.payment.reference,
  receivedBy: o.payment.receivedBy?.name ?? null,
});

const detail = (res: AdminSubmissionDetailResponse): SubmissionDetail => ({
  ...row(res.submission),
  caseDetails: res.submission.caseDetails,
  specialInstructions: res.submission.specialInstructions,
  answers: res.submission.answers,
  definitionVersion: res.submission.definitionVersion,
  locale: res.submission.locale,
  assignedTo: res.submission.assignedTo ?? null,
  history: res.history.map(event),
  order: order(res.order),
});

/** A local calendar day's first (or last) millisecond as an ISO instant: the browser's time zone is the office's. */
export function dayBoundary(day: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number);
  return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
}

/** The request body of the list: filters, search words and order travel in the body, never in a URL (D-1). */
export function searchBody(query: ListQuery): AdminSubmissionsSearch {
  const f = query.filters;
  const q = query.q.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return {
    limit: query.limit,
    ...(query.cursor ? { cursor: query.cursor } : {}),
    ...(q ? { q } : {}),
    ...(f.attentionDays ? { pendingForDays: f.attentionDays } : f.status ? { status: f.status } : {}),
    ...(f.type ? { questionnaireType: f.type } : {}),
    ...(f.payment ? { paymentStatus: f.payment } : {}),
    ...(f.from ? { submittedFrom: dayBoundary(f.from, false) } : {}),
    ...(f.to ? { submittedTo: dayBoundary(f.to, true) } : {}),
    ...(f.order === 'asc' ? { order: 'asc' as const } : {}),
    ...(f.assigned ? { assigned: f.assigned } : {}),
  };
}

export async function listSubmissions(query: ListQuery, signal?: AbortSignal): Promise<SubmissionPage> {
  const res = await api('/admin/submissions/search', {
    method: 'POST',
    body: searchBody(query),
    schema: AdminSubmissionsPageSchema,
    signal,
  });
  return { items: res.items.map(row), nextCursor: res.nextCursor };
}

export async function getSubmission(id: string, signal?: AbortSignal): Promise<SubmissionDetail> {
  return detail(await api(`/admin/submissions/${encodeURIComponent(id)}`, { schema: AdminSubmissionDetailResponseSchema, signal }));
}

/** POST the change with the version the staff member saw; a stale version is 409 `conflict`. */
export async function changeStatus(
  id: string,
  input: { status: Status; expectedVersion: number; note?: string },
): Promise<SubmissionDetail> {
  const note = input.note?.trim();
  const body: StatusUpdateRequest = { status: input.status, expectedVersion: input.expectedVersion, ...(note ? { note } : {}) };
  return detail(
    await api(`/admin/submissions/${encodeURIComponent(id)}/status`, { method: 'POST', body, schema: AdminSubmissionDetailResponseSchema }),
  );
}

export async function recordOfficePayment(orderId: string, reference?: string): Promise<OrderInfo> {
  const ref = reference?.trim();
  const res = await api(`/admin/orders/${encodeURIComponent(orderId)}/office-payment`, {
    method: 'POST',
    body: ref ? { reference: ref } : {},
    schema: AdminOrderResponseSchema,
  });
  return order(res.order);
}

/** The owner's figures for a period of days (GET /admin/overview). */
export async function getOverview(period: { from: string; to: string }, signal?: AbortSignal): Promise<Overview> {
  return call('GET /admin/overview', { query: period, signal });
}

/** Every submission the filters and search match, as CSV (headings and services in `lang`), saved as a file. */
export async function downloadExport(query: Omit<ListQuery, 'limit' | 'cursor'>, lang: Locale): Promise<void> {
  const { limit: _limit, ...filters } = searchBody({ ...query, limit: 1, cursor: null });
  const file = await call('POST /admin/submissions/export', { body: { ...filters, lang } });
  saveFile(file.bytes, file.filename ?? 'submissions.csv', 'text/csv;charset=utf-8');
}

/** Hand downloaded bytes to the browser as a file. */
function saveFile(bytes: Uint8Array, filename: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The court forms of a submission and how far each is filled (cover sheet and worksheets in `lang`). */
export async function getCourtForms(id: string, lang: Locale, signal?: AbortSignal): Promise<PacketStatusResponse> {
  return call('GET /admin/submissions/{id}/court-forms', { params: { id }, query: { lang }, signal });
}

/** The packet as one PDF, or one form alone (its `slug` from the status), as a download. */
export async function downloadCourtForms(id: string, lang: Locale, slug?: string): Promise<void> {
  const file = slug
    ? await call('GET /admin/submissions/{id}/court-forms/{form}/pdf', { params: { id, form: slug }, query: { lang } })
    : await call('GET /admin/submissions/{id}/court-forms/pdf', { params: { id }, query: { lang } });
  saveFile(file.bytes, file.filename ?? (slug ? `${slug}-${id}.pdf` : `court-forms-${id}.pdf`));
}

/** Fetch the PDF with the staff member's token and hand it to the browser as a download. */
export async function downloadPdf(id: string): Promise<void> {
  const { blob, filename } = await apiBlob(`/admin/submissions/${encodeURIComponent(id)}/pdf`);
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = filename ?? `submission-${id}.pdf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
