import { act, screen, waitFor } from '@testing-library/react';
import { FakeApi, makeSubmission, page, renderAdmin, reply } from './harness';

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeApi();
  fake.install();
});

const table = () => page().findTable()!;
const rowTexts = () =>
  table()
    .findRows()
    .map((r) => r.getElement().textContent ?? '');

test('lists the first page from the server, newest first, with status and payment', async () => {
  fake.submissions = [
    makeSubmission({ clientName: 'Ana Ruiz', status: 'processing', payment: { method: 'card', status: 'paid' } }),
    makeSubmission({ clientName: 'Ben Cole' }),
  ];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(2));
  expect(screen.getByRole('heading', { level: 1, name: /All Submissions/ })).toBeInTheDocument();
  expect(fake.gets()[0].query.get('limit')).toBe('20');
  // Sorted by "Submitted", newest first: Ben was created after Ana.
  expect(rowTexts()[0]).toContain('Ben Cole');
  expect(rowTexts()[1]).toContain('Ana Ruiz');
  expect(rowTexts()[1]).toContain('Processing');
  expect(rowTexts()[1]).toContain('Paid · Card');
  expect(rowTexts()[0]).toContain('Awaiting payment · At the office');
});

test('typing in the search puts it in the URL and asks the server again', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Maria Lopez' }), makeSubmission({ clientName: 'John Smith' })];
  const { router } = renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(2));

  act(() => table().findTextFilter()!.findInput().setInputValue('maria'));
  await waitFor(() => expect(router.state.location.search).toBe('?q=maria'));
  await waitFor(() => expect(fake.gets().at(-1)!.query.get('q')).toBe('maria'));
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(rowTexts()[0]).toContain('Maria Lopez');

  // A pause after a space does not eat the space being typed.
  act(() => table().findTextFilter()!.findInput().setInputValue('smith '));
  await waitFor(() => expect(router.state.location.search).toBe('?q=smith'));
  await waitFor(() => expect(rowTexts()[0]).toContain('John Smith'));
  expect(table().findTextFilter()!.findInput().getInputValue()).toBe('smith ');
});

test('the status filter defaults to All Statuses, filters on the server and lives in the URL', async () => {
  fake.submissions = [makeSubmission({ status: 'pending' }), makeSubmission({ status: 'completed', clientName: 'Done Person' })];
  const { router } = renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(2));
  const select = table().findFilterSlot()!.findSelect()!;
  expect(select.findTrigger().getElement()).toHaveTextContent('All Statuses');

  act(() => select.openDropdown());
  act(() => select.selectOptionByValue('completed'));
  await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(fake.gets().at(-1)!.query.get('status')).toBe('completed');
  expect(rowTexts()[0]).toContain('Done Person');
});

test('opening a URL with filters sends them and shows them in the controls', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Rosa Diaz', status: 'processing' })];
  renderAdmin('/admin?q=rosa&status=processing');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  const first = fake.gets()[0].query;
  expect([first.get('q'), first.get('status')]).toEqual(['rosa', 'processing']);
  expect(table().findTextFilter()!.findInput().getInputValue()).toBe('rosa');
  expect(table().findFilterSlot()!.findSelect()!.findTrigger().getElement()).toHaveTextContent('Processing');
});

test('no submissions at all shows the empty state; a filter without matches offers to clear it', async () => {
  const { router } = renderAdmin('/admin');
  await waitFor(() => expect(table().findEmptySlot()!.getElement()).toHaveTextContent('No submissions yet'));

  await act(async () => {
    await router.navigate('/admin?q=nobody');
  });
  await waitFor(() => expect(table().findEmptySlot()!.getElement()).toHaveTextContent('No matches'));
  act(() => table().findEmptySlot()!.findButton()!.click());
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(table().findTextFilter()!.findInput().getInputValue()).toBe('');
});

test('pages follow the server cursors (open-ended) and a page-size preference is kept between visits', async () => {
  fake.submissions = Array.from({ length: 25 }, (_, i) => makeSubmission({ clientName: `Person ${String(i).padStart(2, '0')}` }));
  const first = renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(20));
  const pagination = table().findPagination()!;
  expect(pagination.findNextPageButton().getElement()).not.toHaveAttribute('aria-disabled', 'true');

  act(() => pagination.findNextPageButton().click());
  await waitFor(() => expect(table().findRows()).toHaveLength(5));
  expect(fake.gets().at(-1)!.query.get('cursor')).toBe('20');
  expect(table().findPagination()!.findCurrentPage().getElement()).toHaveTextContent('2');
  expect(table().findPagination()!.findNextPageButton().getElement()).toHaveAttribute('aria-disabled', 'true');

  // Preferences: 10 per page.
  act(() => table().findCollectionPreferences()!.findTriggerButton().click());
  const prefs = page().findCollectionPreferences()!.findModal()!;
  act(() => prefs.findPageSizePreference()!.findOptions()[0].findNativeInput().click());
  act(() => prefs.findConfirmButton()!.click());
  await waitFor(() => expect(fake.gets().at(-1)!.query.get('limit')).toBe('10'));
  first.unmount();

  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(10));
  expect(fake.gets().at(-1)!.query.get('limit')).toBe('10');
});

test('a list that cannot load says so and can be retried', async () => {
  let fail = true;
  fake.on((c) => (fail && c.path === '/admin/submissions' ? reply.error(503, 'unavailable') : undefined));
  fake.submissions = [makeSubmission({ clientName: 'Later Person' })];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findEmptySlot()!.getElement()).toHaveTextContent('The submissions could not be loaded.'));
  fail = false;
  act(() => table().findEmptySlot()!.findButton()!.click());
  await waitFor(() => expect(rowTexts()[0]).toContain('Later Person'));
});
