/**
 * Renders the admin pages in a memory router with the real providers; only the network is faked: a small in-memory
 * admin API answers global fetch the way the contract (shared/api/admin.ts) says.
 */
import AdminNoticesPage from '../../../web/src/features/admin/AdminNoticesPage';
import AdminScriptPage from '../../../web/src/features/admin/AdminScriptPage';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { randomUUID } from 'node:crypto';
import type { AdminOrder, AdminStatusEvent, AdminSubmission, AdminSubmissionsSearch } from '../../../shared/api/admin';
import type { ErrorCode } from '../../../shared/api/errors';
import type { PacketStatusResponse } from '../../../shared/api/packets';
import type { Locale } from '../../../shared/i18n/core';
import AdminSubmissionPage from '../../../web/src/features/admin/AdminSubmissionPage';
import AdminSubmissionsPage from '../../../web/src/features/admin/AdminSubmissionsPage';
import AdminTranslationPage from '../../../web/src/features/admin/AdminTranslationPage';
import { AuthProvider } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
// The signed-in app's words, which the router loads with every page that is not a public page (app/router.tsx).
import '../../../web/src/lib/i18n/account-messages';
import '../cloudscape';
import { TestQueryProvider } from '../query';

export { API } from '../http';
const SEARCH_PATH = '/admin/submissions/search';
const EXPORT_PATH = '/admin/submissions/export';
const LIST_PATHS = [SEARCH_PATH, EXPORT_PATH];

// findBy/waitFor wait up to 10 s for the DOM (test/web/setup.ts): Cloudscape renders slowly on a busy machine.

let n = 0;
export function makeSubmission(overrides: Partial<AdminSubmission> = {}): AdminSubmission {
  n += 1;
  const at = new Date(Date.UTC(2026, 0, 1, 12) + n * 60_000).toISOString();
  return {
    id: randomUUID(),
    orderId: randomUUID(),
    userId: `user-${n}`,
    questionnaireType: 'small-claims',
    status: 'pending',
    version: 1,
    locale: 'en',
    definitionVersion: 1,
    clientName: `Client ${n}`,
    clientEmail: `client${n}@example.test`,
    caseDetails: 'Landlord kept the deposit.',
    specialInstructions: '',
    payment: { method: 'office', status: 'unpaid' },
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function makeOrder(s: AdminSubmission, overrides: Partial<AdminOrder['payment']> = {}): AdminOrder {
  return {
    orderId: s.orderId,
    userId: s.userId,
    questionnaireType: s.questionnaireType,
    amountCents: 25000,
    currency: 'usd',
    stage: 'submitted',
    notice: null,
    forms: null,
    formsHistory: [],
    agreement: null,
    payment: {
      method: s.payment.method,
      status: s.payment.status,
      provider: null,
      paidAt: null,
      reference: null,
      receivedBy: null,
      ...overrides,
    },
    submissionId: s.id,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: Call) => Reply | undefined;

const errorReply = (status: number, code: ErrorCode): Reply => ({ status, body: { error: { code, message: code } } });
export const reply = { error: errorReply };

/**
 * The fake API. `list` answers GET /admin/submissions (cursor = index into the filtered list; filters by status and
 * q like the server); `details` answers GET /admin/submissions/{id}; `on` overrides anything.
 */
export class FakeApi {
  /** What GET …/court-forms answers (a small-claims packet: SC-100 filled, SC-100A not needed). */
  courtForms: Omit<PacketStatusResponse, 'submissionId'> = {
    definitionVersion: 2,
    currentVersion: 2,
    notes: [{ code: 'spanish' }],
    forms: [
      {
        form: 'SC-100',
        slug: 'sc-100',
        title: "Plaintiff's Claim and ORDER to Go to Small Claims Court",
        applies: true,
        output: 'pdf',
        revision: 'Rev. January 1, 2026',
        filled: 35,
        clientFields: 77,
        attachmentPages: 0,
        ask: [],
        staff: [{ item: 'Caption', label: 'Court name and street address', note: 'the courthouse' }],
        court: 18,
        notes: [],
      },
      {
        form: 'SC-100A',
        slug: 'sc-100a',
        title: 'Other Plaintiffs or Defendants',
        applies: false,
        output: 'worksheet',
        filled: 0,
        clientFields: 0,
        attachmentPages: 0,
        ask: [],
        staff: [],
        court: 0,
        notes: [{ code: 'notApplicable' }],
      },
    ],
  };
  submissions: AdminSubmission[] = [];
  /** Status events after the first (the submission itself), by submission id. */
  events: Record<string, AdminStatusEvent[]> = {};
  /** Order payment details beyond the submission's summary, by order id. */
  payments: Record<string, Partial<AdminOrder['payment']>> = {};
  calls: Call[] = [];
  overrides: Handler[] = [];

  on(handler: Handler): void {
    this.overrides.unshift(handler);
  }

  gets(prefix = '/admin/submissions'): Call[] {
    return this.calls.filter((c) => c.method === 'GET' && c.path === prefix);
  }

  /** Changes (status, payments…): POSTs other than the list's search and the export. */
  posts(): Call[] {
    return this.calls.filter((c) => c.method === 'POST' && !LIST_PATHS.includes(c.path));
  }

  /** The list requests' bodies (POST /admin/submissions/search), oldest first. */
  searches(): AdminSubmissionsSearch[] {
    return this.calls.filter((c) => c.method === 'POST' && c.path === SEARCH_PATH).map((c) => c.body as AdminSubmissionsSearch);
  }

  exports(): Array<Record<string, unknown>> {
    return this.calls.filter((c) => c.method === 'POST' && c.path === EXPORT_PATH).map((c) => c.body as Record<string, unknown>);
  }

  private list(call: Call): Reply {
    const b = call.body as AdminSubmissionsSearch;
    const limit = Number(b.limit ?? 25);
    const start = Number(b.cursor ?? 0);
    const status = b.pendingForDays ? 'pending' : b.status;
    const words = (b.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = this.submissions.filter(
      (s) =>
        (!status || s.status === status) &&
        (!b.questionnaireType || s.questionnaireType === b.questionnaireType) &&
        (!b.paymentStatus || s.payment.status === b.paymentStatus) &&
        words.every((w) => `${s.clientName} ${s.clientEmail} ${s.questionnaireType}`.toLowerCase().includes(w)),
    );
    // Newest first, as the server answers (oldest first when asked).
    matching.sort((x, y) => (b.order === 'asc' ? x.createdAt.localeCompare(y.createdAt) : y.createdAt.localeCompare(x.createdAt)));
    const items = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? String(start + limit) : null;
    return { status: 200, body: { items, nextCursor: next } };
  }

  private detail(id: string): Reply {
    const s = this.submissions.find((x) => x.id === id);
    if (!s) return errorReply(404, 'not_found');
    return {
      status: 200,
      body: {
        submission: { ...s, answers: { defendantName: 'Acme Rentals LLC' } },
        history: [
          {
            version: 1,
            from: null,
            to: 'pending',
            note: null,
            at: s.createdAt,
            actor: { role: 'client', name: s.clientName, sub: s.userId },
          },
          ...(this.events[s.id] ?? []),
        ],
        order: makeOrder(s, this.payments[s.orderId]),
      },
    };
  }

  handle(call: Call): Reply {
    for (const h of this.overrides) {
      const r = h(call);
      if (r) return r;
    }
    if (call.method === 'POST' && call.path === SEARCH_PATH) return this.list(call);
    if (call.method === 'POST' && call.path === EXPORT_PATH) {
      return {
        status: 200,
        body: '\uFEFF"ID"\r\n',
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="submissions-2026-11-22.csv"' },
      };
    }
    const detail = /^\/admin\/submissions\/([^/]+)$/.exec(call.path);
    if (call.method === 'GET' && detail) return this.detail(decodeURIComponent(detail[1]));
    const status = /^\/admin\/submissions\/([^/]+)\/status$/.exec(call.path);
    if (call.method === 'POST' && status) {
      const s = this.submissions.find((x) => x.id === decodeURIComponent(status[1]));
      if (!s) return errorReply(404, 'not_found');
      const b = call.body as { status: AdminSubmission['status']; expectedVersion: number };
      if (b.expectedVersion !== s.version) return errorReply(409, 'conflict');
      const note = (call.body as { note?: string }).note ?? null;
      (this.events[s.id] ??= []).push({
        version: s.version + 1,
        from: s.status,
        to: b.status,
        note,
        at: new Date().toISOString(),
        actor: { role: 'staff', name: 'Olivia Admin', sub: 'admin-sub' },
      });
      s.status = b.status;
      s.version += 1;
      s.updatedAt = new Date().toISOString();
      return this.detail(s.id);
    }
    const payment = /^\/admin\/orders\/([^/]+)\/office-payment$/.exec(call.path);
    if (call.method === 'POST' && payment) {
      const s = this.submissions.find((x) => x.orderId === decodeURIComponent(payment[1]));
      if (!s) return errorReply(404, 'not_found');
      s.payment = { ...s.payment, status: 'paid' };
      const reference = (call.body as { reference?: string } | undefined)?.reference ?? null;
      this.payments[s.orderId] = {
        paidAt: new Date().toISOString(),
        provider: 'office',
        reference,
        receivedBy: { sub: 'admin-sub', name: 'Olivia Admin' },
      };
      return { status: 200, body: { order: makeOrder(s, this.payments[s.orderId]) } };
    }
    const courtForms = /^\/admin\/submissions\/([^/]+)\/court-forms$/.exec(call.path);
    if (call.method === 'GET' && courtForms) {
      const s = this.submissions.find((x) => x.id === decodeURIComponent(courtForms[1]));
      if (!s) return errorReply(404, 'not_found');
      return { status: 200, body: { ...this.courtForms, submissionId: s.id } };
    }
    const courtFormsPdf = /^\/admin\/submissions\/([^/]+)\/court-forms(?:\/([^/]+))?\/pdf$/.exec(call.path);
    if (call.method === 'GET' && courtFormsPdf) {
      const form = courtFormsPdf[2] ? decodeURIComponent(courtFormsPdf[2]) : null;
      return {
        status: 200,
        body: '%PDF-1.7',
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${form ?? 'court-forms'}.pdf"` },
      };
    }
    const pdf = /^\/admin\/submissions\/([^/]+)\/pdf$/.exec(call.path);
    if (call.method === 'GET' && pdf) {
      return {
        status: 200,
        body: '%PDF-1.7',
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="small-claims.pdf"' },
      };
    }
    if (call.path === '/me') return errorReply(401, 'unauthorized');
    return errorReply(404, 'not_found');
  }

  install(): void {
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: Call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      this.calls.push(call);
      const r = this.handle(call);
      const text = r.body === undefined ? '' : JSON.stringify(r.body);
      const headers = new Map(Object.entries({ 'content-type': 'application/json', ...r.headers }));
      return {
        ok: r.status >= 200 && r.status < 300,
        status: r.status,
        statusText: String(r.status),
        headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null },
        json: async () => JSON.parse(text),
        text: async () => text,
        blob: async () => new Blob([text]),
        arrayBuffer: async () => new TextEncoder().encode(text).buffer,
      } as unknown as Response;
    }) as typeof fetch;
  }
}

export function renderAdmin(
  path: string,
  opts: { locale?: Locale } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; wrapper: ReturnType<typeof createWrapper> } {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminSubmissionsPage /> },
      { path: '/questionnaire-submission/:id', element: <AdminSubmissionPage /> },
      { path: '/questionnaire-submission/:id/translation', element: <AdminTranslationPage /> },
      { path: '/admin/notices', element: <AdminNoticesPage /> },
      { path: '/admin/script', element: <AdminScriptPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestQueryProvider>
      <I18nProvider initialLocale={opts.locale ?? 'en'}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nProvider>
    </TestQueryProvider>,
  );
  return { ...view, router, wrapper: createWrapper(view.container) };
}

/** The whole document (modals and dropdowns expanded to the viewport render in portals). */
export const page = () => createWrapper(document.body);
