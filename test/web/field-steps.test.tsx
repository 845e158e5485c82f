/**
 * The field app's steps after the attempts (issue 32: web/src/features/field/FieldSteps.tsx) in jsdom with the real
 * providers; only the network is faked (test/web/http.ts) through the typed client that checks every answer against
 * the route's contract (FieldJobResponseSchema). The mailing, "unable to serve", and the server signing their own
 * proof — refused on the phone (and said why) when the registration or bond expired.
 */
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldJob, FieldJobsList } from '../../shared/api/serving';
import type { Locale } from '../../shared/i18n/core';
import servingMessages from '../../shared/i18n/messages/serving';
import servingFieldMessages from '../../shared/i18n/messages/serving-field';
import { FieldSteps } from '../../web/src/features/field/FieldSteps';
import { I18nProvider, registerMessages } from '../../web/src/lib/i18n/I18nProvider';
import { fakeApi, type Sent } from './http';
import { TestQueryProvider } from './query';

registerMessages(servingMessages);
registerMessages(servingFieldMessages);
configure({ asyncUtilTimeout: 5000 });

const substituted = (): FieldJob => ({
  id: 'job-1',
  state: 'substituted',
  version: 5,
  createdAt: '2026-11-20T17:00:00.000Z',
  updatedAt: '2026-11-26T18:00:00.000Z',
  paperKind: 'small_claims',
  method: 'personal_or_substituted',
  proofForm: 'SC-104',
  caption: { court: null, caseNumber: '26STSC01234', caseName: 'Hernández v. Ruiz' },
  papers: [{ id: 'p1', label: 'SC-100, Plaintiff’s Claim', status: 'available', source: 'packet' }],
  servee: { kind: 'person', name: 'Pedro Ruiz', agentName: null, agentTitle: null, description: null, hours: null },
  addresses: [
    { id: 'a1', kind: 'home', street: '1287 N Alvarado St', unit: null, city: 'Los Angeles', state: 'CA', zip: '90026', notes: null },
  ],
  deadline: { basis: 'small_claims', hearingDate: '2027-01-14', serveBy: '2026-12-30', substituteBy: '2026-12-20', proofBy: '2027-01-09' },
  rush: false,
  priceCents: 8500,
  server: { name: 'Roberto Castañeda' },
  mailing: null,
  completeOn: null,
  proof: null,
  safetyNotes: null,
  attempts: [],
  diligence: {
    rule: 'case-law',
    source: 'Espindola v. Nunez',
    met: true,
    attempts: 2,
    days: 2,
    bands: ['morning', 'evening'],
    dwelling: true,
    need: { attempts: 2, days: 2, bands: 0, dwelling: false },
    missing: [],
  },
  lackingEvidence: [],
  photosWaiting: [],
});

const current: FieldJobsList['registration'] = {
  number: '2025-118',
  county: 'Los Angeles',
  expiresOn: '2027-06-30',
  current: true,
  daysLeft: 214,
};

let sent: Sent[];
let job: FieldJob;
beforeEach(() => {
  job = substituted();
  sent = fakeApi((req) => {
    if (req.method === 'POST' && req.path === '/field/jobs/job-1/mailing') {
      const b = req.body as { mailedOn: string; city: string; how: 'usps' | 'business' };
      job = { ...job, version: 6, mailing: { ...b, completeOn: '2026-12-06' }, completeOn: '2026-12-06' };
      return { status: 200, body: { job } };
    }
    if (req.method === 'POST' && req.path === '/field/jobs/job-1/unable') {
      job = { ...job, version: job.version + 1, state: 'unable' };
      return { status: 200, body: { job } };
    }
    if (req.method === 'POST' && req.path === '/field/jobs/job-1/proof') {
      job = {
        ...job,
        version: job.version + 1,
        state: 'proof_signed',
        proof: { form: 'SC-104', signedAt: '2026-11-28T18:00:00.000Z', signedBy: 'Roberto Castañeda', filedOn: null },
      };
      return { status: 200, body: { job } };
    }
    return undefined;
  });
});

/** Renders the steps for `job` as the page would, following the job the API answers. */
function renderSteps(opts: { locale?: Locale; registration?: FieldJobsList['registration']; photosOnPhone?: number } = {}) {
  function Page() {
    return (
      <FieldSteps
        job={job}
        owner="srv-a"
        stale={false}
        photosOnPhone={opts.photosOnPhone ?? 0}
        registration={opts.registration ?? current}
      />
    );
  }
  const view = render(
    <TestQueryProvider>
      <I18nProvider initialLocale={opts.locale ?? 'en'}>
        <Page />
      </I18nProvider>
    </TestQueryProvider>,
  );
  return {
    rerender: () =>
      view.rerender(
        <TestQueryProvider>
          <I18nProvider initialLocale={opts.locale ?? 'en'}>
            <Page />
          </I18nProvider>
        </TestQueryProvider>,
      ),
  };
}

test('after a substituted service: the mailing first (the proof waits for it); the schema’s errors are summarized and tied to their fields', async () => {
  const view = renderSteps();
  expect(screen.getByTestId('field-sign-blocked')).toHaveTextContent('Record the mailing first');
  expect(screen.queryByRole('button', { name: 'Sign the proof' })).toBeNull();

  fireEvent.change(screen.getByLabelText('Mailed on'), { target: { value: '2026-11-26' } });
  act(() => screen.getByRole('button', { name: 'Record the mailing' }).click());
  expect(await screen.findByRole('heading', { name: 'Check these fields' })).toBeInTheDocument();
  expect(screen.getByLabelText('Mailed from (city, state)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Enter the city it was mailed from.').length).toBeGreaterThan(0);
  expect(sent).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Mailed from (city, state)'), { target: { value: 'Los Angeles, CA' } });
  act(() => screen.getByLabelText('Deposited with USPS, first-class postage prepaid').click());
  act(() => screen.getByRole('button', { name: 'Record the mailing' }).click());
  expect(await screen.findByTestId('field-step-done')).toHaveTextContent('Service is complete on Dec 6, 2026');
  expect(sent[0]).toMatchObject({
    path: '/field/jobs/job-1/mailing',
    body: { mailedOn: '2026-11-26', city: 'Los Angeles, CA', how: 'usps', expectedVersion: 5 },
  });
  // The page shows the job the API answered: the mailing is done, the proof can be signed.
  view.rerender();
  expect(screen.queryByTestId('field-mailing')).toBeNull();
  expect(screen.getByRole('button', { name: 'Sign the proof' })).toBeInTheDocument();
});

test('the server signs their own proof: typed name and the declaration, on the version shown', async () => {
  job = { ...substituted(), state: 'served' };
  const view = renderSteps();
  act(() => screen.getByRole('button', { name: 'Sign the proof' }).click());
  expect(await screen.findByText('Type your full name as your signature.', { selector: '.field__error' })).toBeInTheDocument();
  expect(screen.getAllByText('Confirm the declaration under penalty of perjury.').length).toBeGreaterThan(0);
  expect(sent).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Your full name, as your signature'), { target: { value: 'Roberto Castañeda' } });
  act(() => screen.getByRole('checkbox').click());
  act(() => screen.getByRole('button', { name: 'Sign the proof' }).click());
  expect(await screen.findByTestId('field-step-done')).toHaveTextContent('Your proof is signed.');
  expect(sent[0]).toMatchObject({
    path: '/field/jobs/job-1/proof',
    body: { signatureName: 'Roberto Castañeda', declared: true, expectedVersion: 5 },
  });
  view.rerender();
  expect(screen.getByTestId('field-sign')).toHaveTextContent('You signed this proof (SC-104)');
});

test('in Spanish: an expired registration cannot sign, and the phone says why (nothing is sent)', () => {
  job = { ...substituted(), state: 'served' };
  renderSteps({ locale: 'es', registration: { ...current!, current: false, expiresOn: '2026-11-25', daysLeft: -3 } });
  expect(screen.getByTestId('field-sign-blocked')).toHaveTextContent('Su registro o fianza venció');
  expect(screen.queryByRole('button', { name: 'Firmar el comprobante' })).toBeNull();
  expect(sent).toHaveLength(0);
});

test('unable to serve: the reason is required, then the job ends unserved', async () => {
  job = { ...substituted(), state: 'attempting' };
  renderSteps();
  act(() => screen.getByRole('button', { name: 'Unable to serve' }).click());
  act(() => screen.getByRole('button', { name: 'End the job unserved' }).click());
  expect(await screen.findByLabelText('Why they could not be served')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Why they could not be served'), {
    target: { value: 'Moved out in October; the new tenant does not know him.' },
  });
  act(() => screen.getByRole('button', { name: 'End the job unserved' }).click());
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    path: '/field/jobs/job-1/unable',
    body: { reason: 'Moved out in October; the new tenant does not know him.', expectedVersion: 5 },
  });
  expect(await screen.findByTestId('field-step-done')).toHaveTextContent('The job is ended unserved.');
});
