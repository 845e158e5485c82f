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
  type StatusUpdateRequest,
} from '../../../../../shared/api/admin';
import type { PacketStatusResponse } from '../../../../../shared/api/packets';
import type { Locale } from '../../../../../shared/i18n/core';
import { api, apiBlob, call } from '../../../lib/api';
import type { HistoryEvent, ListQuery, OrderInfo, Status, SubmissionDetail, SubmissionPage, SubmissionRow } from '../model';

export { NOTE_MAX_LENGTH };
/** The server's limit on `q` (AdminSubmissionsQuerySchema). */
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

export function listPath(query: ListQuery): string {
  const params = new URLSearchParams();
  params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.status) params.set('status', query.status);
  const q = query.q.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  if (q) params.set('q', q);
  return `/admin/submissions?${params.toString()}`;
}

export async function listSubmissions(query: ListQuery, signal?: AbortSignal): Promise<SubmissionPage> {
  const res = await api(listPath(query), { schema: AdminSubmissionsPageSchema, signal });
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

/** Hand downloaded bytes to the browser as a file. */
function saveFile(bytes: Uint8Array, filename: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
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
