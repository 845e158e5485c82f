/**
 * The console's process-serving desk (/admin/serving, issue 32) in jsdom with the real providers; only the network is
 * faked (test/web/http.ts), through the typed client that checks each answer against the route's contract.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { JobRow, ServerRow } from '../../../shared/api/serving';
import type { Locale } from '../../../shared/i18n/core';
import AdminServingPage from '../../../web/src/features/admin/AdminServingPage';
import { AuthProvider } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import '../../../web/src/lib/i18n/account-messages';
import '../cloudscape';
import { fakeApi, type Sent } from '../http';
import { TestQueryProvider } from '../query';

const row = (over: Partial<JobRow> = {}): JobRow => ({
  id: 'job-1',
  state: 'new',
  version: 3,
  serveeName: 'Sunset Auto Repair LLC',
  city: 'Los Angeles',
  paperKind: 'small_claims',
  serveBy: '2026-12-05',
  atRisk: false,
  daysLeft: 7,
  server: null,
  attempts: 0,
  paymentStatus: 'paid',
  caseId: 'case-1',
  clientName: 'María Hernández',
  ...over,
});

const server = (over: Partial<ServerRow> & { name: string; sub: string }): ServerRow => ({
  email: `${over.sub}@example.test`,
  version: 1,
  active: true,
  record: {
    name: over.name,
    phone: '(323) 555-0147',
    street: '1234 W Olympic Blvd',
    city: 'Los Angeles',
    state: 'CA',
    zip: '90015',
    registrationNumber: `2025-${over.sub}`,
    county: 'Los Angeles',
    registrationExpires: '2027-06-30',
    bondExpires: '2027-03-31',
  },
  expiresOn: '2027-03-31',
  daysLeft: 120,
  alert: 0,
  current: true,
  openJobs: 1,
  ...over,
});

const SERVERS = [
  server({ sub: 'srv-a', name: 'Roberto Castañeda' }),
  server({ sub: 'srv-b', name: 'Lena Park', current: false, daysLeft: -3, expiresOn: '2026-11-25' }),
  server({ sub: 'srv-c', name: 'Dora Kim', alert: 30, daysLeft: 21 }),
];

let sent: Sent[];
let jobs: JobRow[];
beforeEach(() => {
  jobs = [
    row(),
    row({
      id: 'job-2',
      serveeName: 'Pedro Ruiz',
      state: 'attempting',
      atRisk: true,
      daysLeft: -2,
      attempts: 2,
      server: { sub: 'srv-a', name: 'Roberto Castañeda' },
    }),
  ];
  sent = fakeApi((req) => {
    if (req.method === 'GET' && req.path.startsWith('/admin/service-jobs')) {
      const q = new URLSearchParams(req.path.split('?')[1] ?? '');
      return { status: 200, body: { items: q.get('atRisk') === 'true' ? jobs.filter((j) => j.atRisk) : jobs } };
    }
    if (req.method === 'GET' && req.path === '/admin/servers') return { status: 200, body: { items: SERVERS } };
    if (req.method === 'POST' && req.path === '/admin/service-jobs/job-1/assign') {
      const body = req.body as { expectedVersion: number };
      if (body.expectedVersion !== jobs[0].version) return { status: 409, body: { error: { code: 'conflict', message: 'changed' } } };
      return undefined;
    }
    return undefined;
  });
});

function renderDesk(locale: Locale = 'en') {
  const router = createMemoryRouter([{ path: '/admin/serving', element: <AdminServingPage /> }], { initialEntries: ['/admin/serving'] });
  const view = render(
    <TestQueryProvider>
      <I18nProvider initialLocale={locale}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nProvider>
    </TestQueryProvider>,
  );
  return createWrapper(view.container);
}
const page = () => createWrapper(document.body);

test('the board lists the open jobs by serve-by date with state, deadline at risk and server, and filters at risk on the server', async () => {
  const w = renderDesk();
  expect(await screen.findByRole('heading', { level: 1, name: /Service jobs/ })).toBeInTheDocument();
  const board = () => w.findTable()!;
  await waitFor(() => expect(board().findRows()).toHaveLength(2));
  const texts = board()
    .findRows()
    .map((r) => r.getElement().textContent ?? '');
  expect(texts[0]).toContain('Sunset Auto Repair LLC');
  expect(texts[0]).toContain('Not assigned');
  expect(texts[0]).toContain('7 days left');
  expect(texts[1]).toContain('At risk · 2 days late');
  expect(texts[1]).toContain('Roberto Castañeda');
  // The board opens on the jobs not served yet.
  expect(sent.find((s) => s.path.startsWith('/admin/service-jobs'))!.path).toBe('/admin/service-jobs?state=open');

  act(() => w.findToggle()!.findNativeInput().click());
  await waitFor(() => expect(board().findRows()).toHaveLength(1));
  expect(sent.at(-1)!.path).toBe('/admin/service-jobs?state=open&atRisk=true');
  expect(board().findRows()[0].getElement().textContent).toContain('Pedro Ruiz');
});

test('the roster shows registration, county, expiry and bond, with the 30-day alert and the expired server', async () => {
  const w = renderDesk();
  await waitFor(() => expect(w.findAllTables()[1]?.findRows()).toHaveLength(3));
  const roster = w
    .findAllTables()[1]
    .findRows()
    .map((r) => r.getElement().textContent ?? '');
  expect(roster[0]).toContain('2025-srv-a');
  expect(roster[0]).toContain('Current');
  expect(roster[1]).toContain('Expired on Nov 25, 2026');
  expect(roster[2]).toContain('Expires in 21 days');
});

test('assigning sends the version the board showed; an expired server cannot be chosen; a job that moved is reloaded', async () => {
  const w = renderDesk();
  await waitFor(() => expect(w.findTable()!.findRows()).toHaveLength(2));
  await waitFor(() => expect(sent.some((s) => s.path === '/admin/servers')).toBe(true));
  act(() => w.findTable()!.findRows()[0].findButton()!.click());
  const modal = page().findModal()!;
  expect(modal.findHeader().getElement().textContent).toBe('Assign Sunset Auto Repair LLC');
  const select = modal.findContent().findSelect()!;
  act(() => select.openDropdown());
  expect(screen.getByRole('option', { name: /Lena Park/ })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('option', { name: /Lena Park/ })).toHaveTextContent('registration or bond expired');
  expect(screen.getByRole('option', { name: /Roberto Castañeda/ })).not.toHaveAttribute('aria-disabled', 'true');
  act(() => select.selectOptionByValue('srv-a'));
  // Someone changed the job since the board was read: the API refuses the stale version.
  jobs[0] = { ...jobs[0], version: 4 };
  const listsBefore = sent.filter((s) => s.path.startsWith('/admin/service-jobs?')).length;
  act(() => modal.findFooter()!.findButton('[class*="variant-primary"]')!.click());
  expect(await screen.findByText('The job changed since it was loaded. It is reloaded: check it and try again.')).toBeInTheDocument();
  expect(sent.find((s) => s.method === 'POST')).toMatchObject({
    path: '/admin/service-jobs/job-1/assign',
    body: { serverSub: 'srv-a', expectedVersion: 3 },
  });
  await waitFor(() => expect(sent.filter((s) => s.path.startsWith('/admin/service-jobs?')).length).toBeGreaterThan(listsBefore));
});

test('in Spanish: the board, its states and the deadline', async () => {
  const w = renderDesk('es');
  expect(await screen.findByRole('heading', { level: 1, name: /Trabajos de entrega/ })).toBeInTheDocument();
  await waitFor(() => expect(w.findTable()!.findRows()).toHaveLength(2));
  const second = w.findTable()!.findRows()[1].getElement().textContent ?? '';
  expect(second).toContain('En riesgo · 2 días de retraso');
  expect(second).toContain('En intentos');
});
