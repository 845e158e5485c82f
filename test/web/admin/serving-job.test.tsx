/**
 * The console's page for one service job (/admin/serving/{jobId}, issue 32) in jsdom with the real providers; only
 * the network is faked (test/web/http.ts), through the typed client that checks every answer against the route's
 * contract (AdminJobResponseSchema): the fixture is a job the API could send.
 */
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminJob, Attempt } from '../../../shared/api/serving';
import type { Locale } from '../../../shared/i18n/core';
import AdminServingJobPage from '../../../web/src/features/admin/AdminServingJobPage';
import { AuthProvider } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import '../../../web/src/lib/i18n/account-messages';
import '../cloudscape';
import { fakeApi, type Sent } from '../http';
import { TestQueryProvider } from '../query';

configure({ asyncUtilTimeout: 5000 });

const attempt = (over: Partial<Attempt> & { id: string; at: string }): Attempt => ({
  receivedAt: over.at,
  addressId: 'a1',
  outcome: 'no_answer',
  band: 'morning',
  geo: { lat: 34.052235, lng: -118.243683, accuracy: 12, at: over.at },
  noGeoReason: null,
  photo: { expected: true, receivedAt: over.at, contentType: 'image/jpeg', size: 2_400_000, takenAt: null, exifGps: null, shared: false },
  noPhotoReason: null,
  substituted: null,
  servedDescription: null,
  notes: null,
  serverName: 'Roberto Castañeda',
  ...over,
});

const baseJob = (): AdminJob => ({
  id: 'job-1',
  state: 'attempting',
  version: 7,
  createdAt: '2026-11-20T17:00:00.000Z',
  updatedAt: '2026-11-24T02:10:00.000Z',
  paperKind: 'small_claims',
  method: 'personal_or_substituted',
  proofForm: 'SC-104',
  caption: { court: 'Stanley Mosk Courthouse', caseNumber: '26STSC01234', caseName: 'Hernández v. Sunset Auto Repair LLC' },
  papers: [
    { id: 'p1', label: 'SC-100, Plaintiff’s Claim and ORDER to Go to Small Claims Court', status: 'available', source: 'packet' },
    { id: 'p2', label: 'SC-100-INFO', status: 'expected', source: 'client' },
  ],
  servee: {
    kind: 'business',
    name: 'Sunset Auto Repair LLC',
    agentName: 'Gregory Almanza',
    agentTitle: 'Manager',
    description: 'About 50, grey beard, usually in the back office',
    hours: 'Weekdays 8–6',
  },
  addresses: [
    {
      id: 'a1',
      kind: 'work',
      street: '4410 W Sunset Blvd',
      unit: null,
      city: 'Los Angeles',
      state: 'CA',
      zip: '90027',
      notes: 'Side door',
    },
    { id: 'a2', kind: 'home', street: '1287 N Alvarado St', unit: 'Apt 3', city: 'Los Angeles', state: 'CA', zip: '90026', notes: null },
  ],
  deadline: {
    basis: 'small_claims',
    hearingDate: '2027-01-14',
    serveBy: '2026-12-30',
    substituteBy: '2026-12-20',
    proofBy: '2027-01-09',
    outsideCounty: false,
  },
  rush: false,
  priceCents: 8500,
  server: { name: 'Roberto Castañeda' },
  mailing: null,
  completeOn: null,
  proof: null,
  safetyNotes: 'A large dog in the yard of the home address.',
  attempts: [
    attempt({ id: 'att-1', at: '2026-11-23T16:05:00.000Z' }),
    attempt({
      id: 'att-2',
      at: '2026-11-24T02:10:00.000Z',
      band: 'evening',
      addressId: 'a2',
      outcome: 'not_home',
      geo: null,
      noGeoReason: 'No signal in the building',
      photo: { expected: true, receivedAt: null, contentType: null, size: null, takenAt: null, exifGps: null, shared: false },
    }),
  ],
  diligence: {
    rule: 'case-law',
    source: 'Espindola v. Nunez (1988) 199 Cal.App.3d 1389',
    met: true,
    attempts: 2,
    days: 2,
    bands: ['morning', 'evening'],
    dwelling: true,
    need: { attempts: 2, days: 2, bands: 0, dwelling: false },
    missing: [],
  },
  lackingEvidence: [],
  photosWaiting: ['att-2'],
  caseId: 'case-1',
  questionnaireType: 'small-claims',
  origin: 'case',
  client: { name: 'María Hernández', email: 'maria@example.test', phone: '(323) 555-0199', locale: 'es' },
  serverSub: 'srv-a',
  payment: { method: 'office', status: 'unpaid', paidAt: null, reference: null, receiptNumber: null },
  atRisk: false,
  history: [
    { at: '2026-11-20T17:00:00.000Z', event: 'created', by: 'Ana (staff)' },
    { at: '2026-11-21T17:00:00.000Z', event: 'assigned', by: 'Ana (staff)' },
    { at: '2026-11-23T16:05:00.000Z', event: 'attempt', by: 'Roberto Castañeda' },
  ],
});

let sent: Sent[];
let job: AdminJob;
beforeEach(() => {
  job = baseJob();
  sent = fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/admin/service-jobs/job-1') return { status: 200, body: { job } };
    if (req.method === 'GET' && req.path === '/admin/service-jobs/job-1/attempts/att-1/photo')
      return { status: 200, body: { url: 'http://s3.test/photo-att-1.jpg', expiresAt: '2026-11-28T16:05:00.000Z' } };
    if (req.method === 'POST' && req.path === '/admin/service-jobs/job-1/attempts/att-1/share') {
      const shared = (req.body as { shared: boolean }).shared;
      job = { ...job, attempts: job.attempts.map((a) => (a.id === 'att-1' ? { ...a, photo: { ...a.photo, shared } } : a)) };
      return { status: 200, body: { job } };
    }
    if (req.method === 'POST' && req.path === '/admin/service-jobs/job-1/cancel') {
      if ((req.body as { expectedVersion: number }).expectedVersion !== job.version)
        return { status: 409, body: { error: { code: 'conflict', message: 'changed' } } };
      job = { ...job, state: 'cancelled', version: job.version + 1 };
      return { status: 200, body: { job } };
    }
    if (req.method === 'POST' && req.path === '/admin/service-jobs/job-1/payment') {
      job = {
        ...job,
        version: job.version + 1,
        payment: { ...job.payment, status: 'paid', paidAt: '2026-11-28T15:00:00.000Z', reference: 'R-118', receiptNumber: 'SJ-0001' },
      };
      return { status: 200, body: { job } };
    }
    if (req.method === 'POST' && req.path === '/admin/service-jobs/job-1/filed') {
      job = { ...job, state: 'proof_filed', version: job.version + 1 };
      return { status: 200, body: { job } };
    }
    return undefined;
  });
});

function renderJob(locale: Locale = 'en') {
  const router = createMemoryRouter([{ path: '/admin/serving/:jobId', element: <AdminServingJobPage /> }], {
    initialEntries: ['/admin/serving/job-1'],
  });
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
const attempts = () => screen.getByRole('list', { name: /^(Attempts|Intentos)$/ });

test('one job: papers, servee, safety, addresses, deadline, attempts with GPS and photos, diligence, payment, history', async () => {
  renderJob();
  expect(await screen.findByRole('heading', { level: 1, name: 'Sunset Auto Repair LLC' })).toBeInTheDocument();
  const body = document.body.textContent ?? '';
  expect(body).toContain('SC-100, Plaintiff’s Claim and ORDER to Go to Small Claims Court');
  expect(body).toContain('Not uploaded yet');
  expect(body).toContain('Gregory Almanza, Manager');
  expect(body).toContain('A large dog in the yard of the home address.');
  expect(body).toContain('Home: 1287 N Alvarado St Apt 3, Los Angeles, CA 90026');
  expect(body).toContain('Substituted service left and mailed by');
  expect(body).toContain('Dec 20, 2026');
  expect(body).toContain('Hernández v. Sunset Auto Repair LLC · 26STSC01234');

  const items = within(attempts()).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('34.05224, -118.24368 (±12 m');
  expect(items[0]).toHaveTextContent('Work: 4410 W Sunset Blvd');
  expect(items[1]).toHaveTextContent('No GPS: No signal in the building');
  expect(items[1]).toHaveTextContent('Still on the server’s phone');
  // A photo still on the phone can be neither shown nor shared.
  expect(within(items[1]).queryByRole('button', { name: /Show the photo/ })).toBeNull();
  expect(within(items[1]).queryByRole('checkbox')).toBeNull();

  expect(body).toContain('The attempts so far meet the rule');
  // History newest first.
  const history = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
  expect(history.map((h) => h.textContent)).toEqual([
    expect.stringContaining('Attempt recorded'),
    expect.stringContaining('Assigned'),
    expect.stringContaining('Job created'),
  ]);
  // Actions that fit the state: reassign, office payment, cancel; no "filed" before a signed proof.
  expect(screen.getByRole('button', { name: 'Reassign' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Record office payment' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark as filed' })).toBeNull();
});

test('staff see the photo, and share it with the client (and stop sharing)', async () => {
  renderJob();
  await screen.findByRole('heading', { level: 1, name: 'Sunset Auto Repair LLC' });
  const first = within(attempts()).getAllByRole('listitem')[0];
  act(() =>
    within(first)
      .getByRole('button', { name: /Show the photo/ })
      .click(),
  );
  const img = await within(first).findByRole('img', { name: /Photo of the service site, attempt 1/ });
  expect(img).toHaveAttribute('src', 'http://s3.test/photo-att-1.jpg');

  const toggle = within(first).getByRole('checkbox', { name: /Share with the client/ });
  expect(toggle).not.toBeChecked();
  act(() => toggle.click());
  await waitFor(() => expect(within(attempts()).getAllByRole('listitem')[0].querySelector('input')).toBeChecked());
  expect(sent.find((s) => s.path.endsWith('/share'))).toMatchObject({ method: 'POST', body: { shared: true } });
});

test('cancel: the reason is checked with the API’s schema first; a job that moved is reloaded and said so', async () => {
  renderJob();
  await screen.findByRole('heading', { level: 1, name: 'Sunset Auto Repair LLC' });
  act(() => screen.getByRole('button', { name: 'Cancel the job' }).click());
  const modal = page().findModal()!;
  const confirm = () => act(() => modal.findFooter()!.findButton('[class*="variant-primary"]')!.click());
  confirm();
  expect(await screen.findByText('Say why the job is cancelled.')).toBeInTheDocument();
  expect(sent.some((s) => s.path.endsWith('/cancel'))).toBe(false);

  act(() => modal.findContent().findTextarea()!.setTextareaValue('Client settled with the defendant'));
  job = { ...job, version: 8 }; // someone else changed it since the page was read
  confirm();
  expect(await screen.findByText('The job changed since it was loaded. It is reloaded: check it and try again.')).toBeInTheDocument();
  expect(sent.find((s) => s.path.endsWith('/cancel'))).toMatchObject({
    body: { reason: 'Client settled with the defendant', expectedVersion: 7 },
  });
  // Reloaded: the next try carries the new version and goes through.
  await waitFor(() => expect(sent.filter((s) => s.method === 'GET' && s.path === '/admin/service-jobs/job-1').length).toBeGreaterThan(1));
  confirm();
  await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0));
  expect(sent.filter((s) => s.path.endsWith('/cancel')).at(-1)).toMatchObject({ body: { expectedVersion: 8 } });
  expect(screen.queryByRole('button', { name: 'Cancel the job' })).toBeNull();
});

test('office payment with its reference, then no payment action', async () => {
  renderJob();
  await screen.findByRole('heading', { level: 1, name: 'Sunset Auto Repair LLC' });
  act(() => screen.getByRole('button', { name: 'Record office payment' }).click());
  const modal = page().findModal()!;
  act(() => modal.findContent().findInput()!.setInputValue('R-118'));
  act(() => modal.findFooter()!.findButton('[class*="variant-primary"]')!.click());
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Record office payment' })).toBeNull());
  expect(sent.find((s) => s.path.endsWith('/payment'))).toMatchObject({ body: { reference: 'R-118', expectedVersion: 7 } });
  expect(document.body.textContent).toContain('SJ-0001');
});

test('in Spanish, a signed proof: download and "filed" (a date the schema accepts)', async () => {
  job = {
    ...baseJob(),
    state: 'proof_signed',
    proof: { form: 'SC-104', signedAt: '2026-11-26T18:00:00.000Z', signedBy: 'Roberto Castañeda', filedOn: null },
  };
  renderJob('es');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sunset Auto Repair LLC' })).toBeInTheDocument();
  expect(document.body.textContent).toContain('SC-104, firmado por Roberto Castañeda');
  expect(document.body.textContent).toContain('Avisos de seguridad');
  expect(screen.getByRole('button', { name: 'Descargar el comprobante (PDF)' })).toBeInTheDocument();
  // A signed proof can be neither cancelled nor reassigned.
  expect(screen.queryByRole('button', { name: 'Cancelar el trabajo' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reasignar' })).toBeNull();

  act(() => screen.getByRole('button', { name: 'Marcar como presentado' }).click());
  const modal = page().findModal()!;
  act(() => modal.findFooter()!.findButton('[class*="variant-primary"]')!.click());
  expect(await screen.findByText('Escriba una fecha.')).toBeInTheDocument();
  act(() => modal.findContent().findDatePicker()!.setInputValue('2026/11/27'));
  act(() => modal.findFooter()!.findButton('[class*="variant-primary"]')!.click());
  await waitFor(() => expect(sent.some((s) => s.path.endsWith('/filed'))).toBe(true));
  expect(sent.find((s) => s.path.endsWith('/filed'))).toMatchObject({ body: { filedOn: '2026-11-27', expectedVersion: 7 } });
});
