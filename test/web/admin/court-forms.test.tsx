/**
 * "Court forms" on the admin submission page: each form with its fill status and what is left, the packet notes, and
 * downloads of the packet and of each form (buttons that name what they download), in English and Spanish.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeApi, makeSubmission, renderAdmin } from './harness';

// Cloudscape's table renders slowly on the shared 2-core machine; nothing here asserts on time.
jest.setTimeout(30_000);

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeApi();
  fake.install();
});

test('lists each form with its fill status, what is left and the packet notes; a form not needed has no download', async () => {
  const s = makeSubmission({ clientName: 'Rosa Diaz' });
  fake.submissions = [s];
  renderAdmin(`/questionnaire-submission/${s.id}`);
  const table = await screen.findByRole('table', { name: 'Court forms' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('SC-100');
  expect(rows[0]).toHaveTextContent('Official form, Rev. January 1, 2026');
  expect(rows[0]).toHaveTextContent('35 of 77 fields filled');
  expect(rows[0]).toHaveTextContent('1 to complete');
  expect(rows[0]).toHaveTextContent('Caption: Court name and street address');
  expect(within(rows[0]).getByRole('button', { name: 'Download SC-100 filled (PDF)' })).toBeEnabled();
  expect(rows[1]).toHaveTextContent('SC-100A');
  expect(rows[1]).toHaveTextContent('Not needed for these answers');
  expect(within(rows[1]).queryByRole('button')).toBeNull();
  expect(screen.getByText(/The client answered in Spanish/)).toBeInTheDocument();
  expect(fake.gets(`/admin/submissions/${s.id}/court-forms`)[0].query.get('lang')).toBe('en');
});

test('downloads the packet and one form with the token-bearing client, by the form’s slug', async () => {
  const s = makeSubmission({ clientName: 'Pdf Person' });
  fake.submissions = [s];
  const createObjectURL = jest.fn((blob: Blob) => `blob:${blob.size}`);
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  renderAdmin(`/questionnaire-submission/${s.id}`);
  await screen.findByRole('table', { name: 'Court forms' });

  act(() => screen.getByRole('button', { name: 'Download the filled packet (PDF)' }).click());
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(fake.gets(`/admin/submissions/${s.id}/court-forms/pdf`)).toHaveLength(1);

  act(() => screen.getByRole('button', { name: 'Download SC-100 filled (PDF)' }).click());
  await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
  expect(fake.gets(`/admin/submissions/${s.id}/court-forms/sc-100/pdf`)).toHaveLength(1);
  expect(names).toEqual(['court-forms.pdf', 'sc-100.pdf']);
  expect(createObjectURL).toHaveBeenCalledTimes(2);
  click.mockRestore();
});

test('in Spanish: the section, its status and its buttons', async () => {
  const s = makeSubmission({ clientName: 'Rosa Diaz' });
  fake.submissions = [s];
  renderAdmin(`/questionnaire-submission/${s.id}`, { locale: 'es' });
  const table = await screen.findByRole('table', { name: 'Formularios de la corte' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('35 de 77 campos llenados');
  expect(screen.getByRole('button', { name: 'Descargar el paquete llenado (PDF)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Descargar SC-100 llenado (PDF)' })).toBeInTheDocument();
  expect(fake.gets(`/admin/submissions/${s.id}/court-forms`)[0].query.get('lang')).toBe('es');
});

test('a failure to prepare the forms says so, with a retry that loads them', async () => {
  const s = makeSubmission({ clientName: 'Rosa Diaz' });
  fake.submissions = [s];
  let fail = true;
  const handle = fake.handle.bind(fake);
  fake.handle = (call) =>
    fail && call.path.endsWith('/court-forms')
      ? { status: 503, body: { error: { code: 'unavailable', message: 'x', retryable: true } } }
      : handle(call);
  renderAdmin(`/questionnaire-submission/${s.id}`);
  expect(await screen.findByText('The court forms could not be prepared')).toBeInTheDocument();
  fail = false;
  act(() => screen.getByRole('button', { name: 'Try again' }).click());
  expect(await screen.findByRole('table', { name: 'Court forms' })).toBeInTheDocument();
});

test('a generated document shows as one, with the statutes it is written under and what is left at signing (issue 27)', async () => {
  const s = makeSubmission({ clientName: 'María Elena García' });
  fake.submissions = [s];
  fake.courtForms = {
    ...fake.courtForms,
    notes: [],
    forms: [
      {
        form: 'Statutory Form Power of Attorney (Prob. Code §4401)',
        slug: 'statutory-form-power-of-attorney-prob-code-4401',
        title: 'Uniform Statutory Form Power of Attorney (Probate Code §4401)',
        applies: true,
        output: 'generated',
        statutes: ['Prob. Code §4401', 'Civ. Code §1189'],
        filled: 0,
        clientFields: 0,
        attachmentPages: 0,
        ask: [],
        staff: [{ item: 'Notary', label: 'Certificate of acknowledgment (Civ. Code §1189)', note: 'the notary public completes it' }],
        court: 0,
        notes: [{ code: 'statuteUnverified' }],
      },
    ],
  };
  renderAdmin(`/questionnaire-submission/${s.id}`);
  const table = await screen.findByRole('table', { name: 'Court forms' });
  const [row] = within(table).getAllByRole('row').slice(1);
  expect(row).toHaveTextContent('Generated document to sign and file, written under Prob. Code §4401, Civ. Code §1189');
  expect(row).not.toHaveTextContent('fields filled');
  expect(row).toHaveTextContent('Notary: Certificate of acknowledgment (Civ. Code §1189)');
});
