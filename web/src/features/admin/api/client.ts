/**
 * The console's API calls (shared/api/routes.ts, the admin routes), through the typed client (each answer checked
 * with its route's contract) and answered as the console's model; its reads as query options (`adminQueries`) and
 * what each change makes stale (`invalidateAdmin`).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  NOTE_MAX_LENGTH,
  type AdminOrder,
  type AdminStatusEvent,
  type AdminNoticeHoldsPage,
  type AdminSubmission,
  type AdminSubmissionDetailResponse,
  type AdminSubmissionsSearch,
  type Overview,
  type StatusUpdateRequest,
} from '../../../../../shared/api/admin';
import type { PacketStatusResponse } from '../../../../../shared/api/packets';
import type { Locale } from '../../../../../shared/i18n/core';
import { call, download } from '../../../lib/api';
import type { HistoryEvent, ListQuery, OrderInfo, Status, SubmissionDetail, SubmissionPage, SubmissionRow } from '../model';

export { NOTE_MAX_LENGTH };
/** The server's limit on `q` (AdminSubmissionsSearchSchema). */
export const SEARCH_MAX_LENGTH = 100;

const row = (s: AdminSubmission): SubmissionRow => ({
  id: s.id,
  clientName: s.clientName,
  clientEmail: s.clientEmail,
  accountEmail: s.accountEmail ?? null,
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
  formsSelected: o.forms?.selected ?? null,
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
  const res = await call('POST /admin/submissions/search', { body: searchBody(query), signal });
  return { items: res.items.map(row), nextCursor: res.nextCursor };
}

/** Calls made to fill one page at most: with a search the server may answer short pages (it reads a bounded slice). */
export const MAX_CALLS_PER_PAGE = 4;

/** One page of the console: as many API pages as it takes to fill `limit` rows (bounded), ending with a cursor. */
export async function fetchPage(query: ListQuery, signal?: AbortSignal): Promise<SubmissionPage> {
  const items: SubmissionRow[] = [];
  let cursor = query.cursor;
  for (let calls = 0; calls < MAX_CALLS_PER_PAGE; calls++) {
    const page = await listSubmissions({ ...query, cursor, limit: query.limit - items.length }, signal);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor || items.length >= query.limit) break;
  }
  return { items, nextCursor: cursor };
}

export async function getSubmission(id: string, signal?: AbortSignal): Promise<SubmissionDetail> {
  return detail(await call('GET /admin/submissions/{id}', { params: { id }, signal }));
}

/** POST the change with the version the staff member saw; a stale version is 409 `conflict`. */
export async function changeStatus(
  id: string,
  input: { status: Status; expectedVersion: number; note?: string },
): Promise<SubmissionDetail> {
  const note = input.note?.trim();
  const body: StatusUpdateRequest = { status: input.status, expectedVersion: input.expectedVersion, ...(note ? { note } : {}) };
  return detail(await call('POST /admin/submissions/{id}/status', { params: { id }, body }));
}

export async function recordOfficePayment(orderId: string, reference?: string): Promise<OrderInfo> {
  const ref = reference?.trim();
  const res = await call('POST /admin/orders/{orderId}/office-payment', { params: { orderId }, body: ref ? { reference: ref } : {} });
  return order(res.order);
}

/** The signed notices staff must still give (the newest 100: a handful wait at any time). */
export async function listNoticeHolds(signal?: AbortSignal): Promise<AdminNoticeHoldsPage['items']> {
  return (await call('GET /admin/notices', { query: { limit: '100' }, signal })).items;
}

/** Staff gave the client the signed notice (in person or by mail) on `date`: the client's contract opens. */
export async function recordNoticeDelivery(orderId: string, method: 'in_person' | 'mail', date: string): Promise<void> {
  await call('POST /admin/orders/{orderId}/notice-delivery', { params: { orderId }, body: { method, date } });
}

/** The client's signed notice as the client has it (with the Spanish sheet for a Spanish reader), to print and mail. */
export const downloadNotice = (orderId: string): Promise<void> =>
  download('GET /admin/orders/{orderId}/notice/pdf', { params: { orderId } }, `notice-to-consumer-${orderId}.pdf`);

/** The owner's figures for a period of days (GET /admin/overview). */
export async function getOverview(period: { from: string; to: string }, signal?: AbortSignal): Promise<Overview> {
  return call('GET /admin/overview', { query: period, signal });
}

/** Every submission the filters and search match, as CSV (headings and services in `lang`), saved as a file. */
export async function downloadExport(query: Omit<ListQuery, 'limit' | 'cursor'>, lang: Locale): Promise<void> {
  const { limit: _limit, ...filters } = searchBody({ ...query, limit: 1, cursor: null });
  await download('POST /admin/submissions/export', { body: { ...filters, lang } }, 'submissions.csv');
}

/** The court forms of a submission and how far each is filled (cover sheet and worksheets in `lang`). */
export async function getCourtForms(id: string, lang: Locale, signal?: AbortSignal): Promise<PacketStatusResponse> {
  return call('GET /admin/submissions/{id}/court-forms', { params: { id }, query: { lang }, signal });
}

/** The packet as one PDF, or one form alone (its `slug` from the status), as a download. */
export async function downloadCourtForms(id: string, lang: Locale, slug?: string): Promise<void> {
  if (slug) {
    await download(
      'GET /admin/submissions/{id}/court-forms/{form}/pdf',
      { params: { id, form: slug }, query: { lang } },
      `${slug}-${id}.pdf`,
    );
  } else {
    await download('GET /admin/submissions/{id}/court-forms/pdf', { params: { id }, query: { lang } }, `court-forms-${id}.pdf`);
  }
}

/** The submission's answers as PDF, fetched with the staff member's token, as a download. */
export function downloadPdf(id: string): Promise<void> {
  return download('GET /admin/submissions/{id}/pdf', { params: { id } }, `submission-${id}.pdf`);
}

/**
 * The console's query keys, all under `admin` (the case workspace keeps its own under `admin/case`): the list's
 * pages and each submission under `admin/submissions`, so a change to one submission makes both stale.
 */
export const adminKeys = {
  submissions: ['admin', 'submissions'] as const,
  page: (query: ListQuery) => ['admin', 'submissions', 'page', query] as const,
  submission: (id: string) => ['admin', 'submissions', 'one', id] as const,
  courtForms: (id: string, lang: Locale) => ['admin', 'submissions', 'one', id, 'court-forms', lang] as const,
  notices: ['admin', 'notices'] as const,
};

/** One page of the list as the console shows it (up to MAX_CALLS_PER_PAGE API pages). */
export const submissionPageQuery = (query: ListQuery) =>
  queryOptions({ queryKey: adminKeys.page(query), queryFn: ({ signal }) => fetchPage(query, signal) });

export const submissionQuery = (id: string) =>
  queryOptions({ queryKey: adminKeys.submission(id), queryFn: ({ signal }) => getSubmission(id, signal) });

export const courtFormsQuery = (id: string, lang: Locale) =>
  queryOptions({ queryKey: adminKeys.courtForms(id, lang), queryFn: ({ signal }) => getCourtForms(id, lang, signal) });

export const noticeHoldsQuery = () => queryOptions({ queryKey: adminKeys.notices, queryFn: ({ signal }) => listNoticeHolds(signal) });

/**
 * After a change made in the console: a submission's status or payment (its page, the list's rows, and its court
 * forms, whose cover sheet shows the status), or a notice given (the notices list). Marking them stale refetches
 * the ones on screen.
 */
export function invalidateAdmin(client: QueryClient, what: 'submissions' | 'notices'): Promise<void> {
  return client.invalidateQueries({ queryKey: what === 'submissions' ? adminKeys.submissions : adminKeys.notices });
}
