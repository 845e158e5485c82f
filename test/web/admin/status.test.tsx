import { act, waitFor } from '@testing-library/react';
import { FakeApi, makeSubmission, page, renderAdmin, reply } from './harness';

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeApi();
  fake.install();
});

const table = () => page().findTable()!;
const flashes = () => page().findFlashbar()!.findItems();

/** Open the row's status control, choose a status, and return the confirmation modal. */
async function chooseStatus(rowIndex: number, status: string) {
  const control = table().findRows()[rowIndex].findButtonDropdown()!;
  act(() => control.openDropdown());
  act(() => control.findItemById(status)!.click());
  const modal = page().findModal()!;
  await waitFor(() => expect(modal.isVisible()).toBe(true));
  return modal;
}

test('changing a status: confirm with a note sends the version seen, says so, and shows the fresh row', async () => {
  const s = makeSubmission({ clientName: 'Ana Ruiz', status: 'pending', version: 3 });
  fake.submissions = [s];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  const listCalls = fake.searches().length;

  const modal = await chooseStatus(0, 'processing');
  expect(modal.findHeader().getElement()).toHaveTextContent('Change submission status');
  expect(modal.findContent().findSelect()!.findTrigger().getElement()).toHaveTextContent('Processing');
  act(() => modal.findContent().findTextarea()!.setTextareaValue('We started on your forms.'));
  act(() => modal.findFooter()!.findButton('[data-testid="confirm-status"]')!.click());

  await waitFor(() => expect(flashes()).toHaveLength(1));
  expect(fake.posts()).toEqual([
    expect.objectContaining({
      path: `/admin/submissions/${s.id}/status`,
      body: { status: 'processing', expectedVersion: 3, note: 'We started on your forms.' },
    }),
  ]);
  const flash = flashes()[0];
  expect(flash.findHeader()!.getElement()).toHaveTextContent('Submission status updated successfully');
  expect(flash.find('[role="status"]')).not.toBeNull();
  await waitFor(() => expect(fake.searches().length).toBeGreaterThan(listCalls));
  await waitFor(() => expect(table().findRows()[0].getElement()).toHaveTextContent('Processing'));
  expect(page().findModal()).toBeNull();
});

test('the status can still be changed in the modal, the note is optional, and Cancel sends nothing', async () => {
  const s = makeSubmission({ status: 'processing', version: 2 });
  fake.submissions = [s];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));

  let modal = await chooseStatus(0, 'completed');
  act(() => modal.findFooter()!.findButton()!.click()); // Cancel (the first button)
  await waitFor(() => expect(page().findModal()).toBeNull());
  expect(fake.posts()).toHaveLength(0);

  modal = await chooseStatus(0, 'completed');
  const select = modal.findContent().findSelect()!;
  act(() => select.openDropdown());
  expect(
    select
      .findDropdown()
      .findOptions()
      .map((o) => o.getElement().textContent),
  ).toEqual(['Completed', 'Rejected', 'Pending']);
  act(() => select.selectOptionByValue('rejected'));
  act(() => modal.findFooter()!.findButton('[data-testid="confirm-status"]')!.click());
  await waitFor(() => expect(fake.posts()).toHaveLength(1));
  expect(fake.posts()[0].body).toEqual({ status: 'rejected', expectedVersion: 2 });
});

test('someone else changed it first (409): a clear message, nothing overwritten, and the latest data is shown', async () => {
  const s = makeSubmission({ clientName: 'Ben Cole', status: 'pending', version: 1 });
  fake.submissions = [s];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  // Meanwhile a colleague rejects it.
  s.status = 'rejected';
  s.version = 2;
  const listCalls = fake.searches().length;

  const modal = await chooseStatus(0, 'processing');
  act(() => modal.findFooter()!.findButton('[data-testid="confirm-status"]')!.click());

  await waitFor(() => expect(flashes()).toHaveLength(1));
  expect(fake.posts()[0].body).toEqual({ status: 'processing', expectedVersion: 1 });
  const flash = flashes()[0];
  expect(flash.findHeader()!.getElement()).toHaveTextContent('Someone else changed this submission first');
  expect(flash.findContent()!.getElement()).toHaveTextContent('The latest information is now shown');
  expect(flash.find('[role="alert"]')).not.toBeNull();
  await waitFor(() => expect(fake.searches().length).toBe(listCalls + 1));
  await waitFor(() => expect(table().findRows()[0].getElement()).toHaveTextContent('Rejected'));
  expect(s.status).toBe('rejected');
});

test('a failed update says "Failed to update submission status" with the reason', async () => {
  fake.submissions = [makeSubmission({ status: 'pending' })];
  fake.on((c) => (c.method === 'POST' && c.path.endsWith('/status') ? reply.error(503, 'unavailable') : undefined));
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));

  const modal = await chooseStatus(0, 'rejected');
  act(() => modal.findFooter()!.findButton('[data-testid="confirm-status"]')!.click());
  await waitFor(() => expect(flashes()).toHaveLength(1));
  expect(flashes()[0].findHeader()!.getElement()).toHaveTextContent('Failed to update submission status');
  expect(flashes()[0].findContent()!.getElement()).toHaveTextContent('temporarily unavailable');

  act(() => flashes()[0].findDismissButton()!.click());
  await waitFor(() => expect(flashes()).toHaveLength(0));
});

test('a completed submission offers no further change', async () => {
  fake.submissions = [makeSubmission({ status: 'completed' })];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  const control = table().findRows()[0].findButtonDropdown()!;
  expect(control.findNativeButton().getElement()).toHaveAttribute('aria-disabled', 'true');
});
