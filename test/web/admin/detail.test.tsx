import { act, screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { FakeApi, makeSubmission, page, renderAdmin } from './harness';

// The page renders Cloudscape tables (answers, court forms): slow on the shared 2-core machine; nothing here asserts on time.
jest.setTimeout(30_000);

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeApi();
  fake.install();
});

const flashes = () => page().findFlashbar()!.findItems();
const heading = async (name: RegExp | string) => screen.findByRole('heading', { level: 1, name });

test('shows every field, the answers from the questionnaire definition, the history with notes, and the payment', async () => {
  const s = makeSubmission({
    clientName: 'Rosa Diaz',
    clientEmail: 'rosa@example.test',
    caseDetails: 'Deposit of $1,200 not returned.',
    specialInstructions: '',
    status: 'processing',
    version: 2,
  });
  fake.submissions = [s];
  fake.events[s.id] = [
    {
      version: 2,
      from: 'pending',
      to: 'processing',
      note: 'Waiting for the lease copy.',
      at: '2026-02-01T18:00:00.000Z',
      actor: { role: 'staff', name: 'Olivia Admin', sub: 'x' },
    },
  ];
  renderAdmin(`/questionnaire-submission/${s.id}`);
  await heading('Submission from Rosa Diaz');

  const details = Object.fromEntries(
    page()
      .findKeyValuePairs()!
      .findItems()
      .map((item) => [item.findLabel()!.getElement().textContent, item.findValue()!.getElement().textContent]),
  );
  expect(details).toEqual({
    'Submission ID': s.id,
    'Client name': 'Rosa Diaz',
    'Client email': 'rosa@example.test',
    'Client’s language': 'English: emails, the case summary and the forms’ default',
    'Service type': 'Small Claims',
    Submitted: expect.stringMatching(/2026/),
    'Last updated': expect.stringMatching(/2026/),
    Status: 'Processing',
    Version: '2',
    Payment: 'Awaiting payment · At the office',
    'Case details': 'Deposit of $1,200 not returned.',
    'Special instructions': 'Not provided',
  });
  // Answers: the definition's label beside the client's answer (the definition is its own chunk, loaded after the page).
  expect(await screen.findByText('Who are you suing?')).toBeInTheDocument();
  expect(screen.getByText('Acme Rentals LLC')).toBeInTheDocument();
  // History: newest first, with the staff note.
  const history = screen.getByRole('list', { name: 'Status history' });
  const events = within(history).getAllByRole('listitem');
  expect(events).toHaveLength(2);
  expect(events[0]).toHaveTextContent('Processing');
  expect(events[0]).toHaveTextContent('Waiting for the lease copy.');
  expect(events[0]).toHaveTextContent('Olivia Admin (staff)');
  expect(events[1]).toHaveTextContent('Pending');
  // Payment.
  expect(screen.getByText('$250')).toBeInTheDocument();
  expect(screen.getAllByText('Awaiting payment · At the office').length).toBeGreaterThan(0);
});

test('an unknown id shows "Submission not found"', async () => {
  renderAdmin(`/questionnaire-submission/${randomUUID()}`);
  await heading('Submission not found');
  expect(screen.getByRole('link', { name: 'Back to All Submissions' })).toHaveAttribute('href', '/admin');
});

test('"Mark office payment received" asks first, records the payment, and shows it paid', async () => {
  const s = makeSubmission({ clientName: 'Ben Cole', payment: { method: 'office', status: 'unpaid' } });
  fake.submissions = [s];
  renderAdmin(`/questionnaire-submission/${s.id}`);
  await heading('Submission from Ben Cole');

  act(() => screen.getByRole('button', { name: 'Mark office payment received' }).click());
  const modal = page().findModal()!;
  await waitFor(() => expect(modal.isVisible()).toBe(true));
  expect(modal.findContent().getElement()).toHaveTextContent('$250');
  act(() => modal.findContent().findInput()!.setInputValue('R-1042'));
  act(() => within(modal.findFooter()!.getElement()).getByRole('button', { name: 'Record payment' }).click());

  await waitFor(() => expect(flashes()).toHaveLength(1));
  expect(flashes()[0].findHeader()!.getElement()).toHaveTextContent('Office payment recorded');
  expect(fake.posts()).toEqual([
    expect.objectContaining({ path: `/admin/orders/${s.orderId}/office-payment`, body: { reference: 'R-1042' } }),
  ]);
  await waitFor(() => expect(screen.getAllByText('Paid · At the office').length).toBeGreaterThan(0));
  expect(screen.getByText('R-1042')).toBeInTheDocument();
  expect(screen.getByText('Recorded by Olivia Admin')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark office payment received' })).toBeNull();
});

test('a card payment offers no office-payment button', async () => {
  const s = makeSubmission({ clientName: 'Card Payer', payment: { method: 'card', status: 'paid' } });
  fake.submissions = [s];
  renderAdmin(`/questionnaire-submission/${s.id}`);
  await heading('Submission from Card Payer');
  expect(screen.queryByRole('button', { name: 'Mark office payment received' })).toBeNull();
});

test('status change on the detail page: the note lands on the timeline; a 409 refetches the latest', async () => {
  const s = makeSubmission({ clientName: 'Eva Park', status: 'pending', version: 1 });
  fake.submissions = [s];
  renderAdmin(`/questionnaire-submission/${s.id}`);
  await heading('Submission from Eva Park');

  const control = page().findContentLayout()!.findHeader()!.findButtonDropdown()!;
  act(() => control.openDropdown());
  act(() => control.findItemById('processing')!.click());
  let modal = page().findModal()!;
  act(() => modal.findContent().findTextarea()!.setTextareaValue('Forms drafted.'));
  act(() => modal.findFooter()!.findButton('[data-testid="confirm-status"]')!.click());
  await waitFor(() => expect(flashes()[0].findHeader()!.getElement()).toHaveTextContent('Submission status updated successfully'));
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem')[0]).toHaveTextContent('Forms drafted.'),
  );

  // A colleague completes it while this page still shows version 2.
  s.status = 'completed';
  s.version = 3;
  const detailCalls = fake.gets(`/admin/submissions/${s.id}`).length;
  act(() => control.openDropdown());
  act(() => control.findItemById('rejected')!.click());
  modal = page().findModal()!;
  act(() => modal.findFooter()!.findButton('[data-testid="confirm-status"]')!.click());
  await waitFor(() => expect(flashes()[0].findHeader()!.getElement()).toHaveTextContent('Someone else changed this submission first'));
  expect(fake.posts().at(-1)!.body).toEqual({ status: 'rejected', expectedVersion: 2 });
  await waitFor(() => expect(fake.gets(`/admin/submissions/${s.id}`).length).toBe(detailCalls + 1));
  await waitFor(() => expect(control.findNativeButton().getElement()).toHaveAttribute('aria-disabled', 'true'));
});

test('Download PDF fetches the admin PDF with the token-bearing client and hands it to the browser', async () => {
  const s = makeSubmission({ clientName: 'Pdf Person' });
  fake.submissions = [s];
  const createObjectURL = jest.fn((blob: Blob) => `blob:${blob.size}`);
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('small-claims.pdf');
  });
  renderAdmin(`/questionnaire-submission/${s.id}`);
  await heading('Submission from Pdf Person');

  act(() => screen.getByRole('button', { name: 'Download PDF' }).click());
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  expect(fake.gets(`/admin/submissions/${s.id}/pdf`)).toHaveLength(1);
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  click.mockRestore();
});
