import { act, screen, waitFor } from '@testing-library/react';
import { FakeApi, makeSubmission, page, renderAdmin, reply } from './harness';

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
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
  expect(fake.searches()[0]).toEqual({ limit: 20 });
  // Sorted by "Submitted", newest first: Ben was created after Ana.
  expect(rowTexts()[0]).toContain('Ben Cole');
  expect(rowTexts()[1]).toContain('Ana Ruiz');
  expect(rowTexts()[1]).toContain('Processing');
  expect(rowTexts()[1]).toContain('Paid · Card');
  expect(rowTexts()[0]).toContain('Awaiting payment · At the office');
});

test('typing in the search asks the server with the words in the body, never in a URL', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Maria Lopez' }), makeSubmission({ clientName: 'John Smith' })];
  const { router } = renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(2));

  act(() => table().findTextFilter()!.findInput().setInputValue('maria'));
  await waitFor(() => expect(fake.searches().at(-1)!.q).toBe('maria'));
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(rowTexts()[0]).toContain('Maria Lopez');
  expect(router.state.location.search).toBe('');
  expect(fake.calls.every((c) => !c.query.toString().includes('maria'))).toBe(true);

  // A pause after a space does not eat the space being typed.
  act(() => table().findTextFilter()!.findInput().setInputValue('smith '));
  await waitFor(() => expect(fake.searches().at(-1)!.q).toBe('smith'));
  await waitFor(() => expect(rowTexts()[0]).toContain('John Smith'));
  expect(table().findTextFilter()!.findInput().getInputValue()).toBe('smith ');
});

test('the search is kept for the tab (coming back from a submission), not in the URL', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Rosa Diaz' }), makeSubmission({ clientName: 'Other Person' })];
  const first = renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(2));
  act(() => table().findTextFilter()!.findInput().setInputValue('rosa'));
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  first.unmount();

  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(table().findTextFilter()!.findInput().getInputValue()).toBe('rosa');
  expect(fake.searches().at(-1)!.q).toBe('rosa');
});

test('an old link with ?q= does not search and drops the words from the URL on the next filter change', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Rosa Diaz', status: 'processing' })];
  const { router } = renderAdmin('/admin?q=rosa');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(fake.searches()[0].q).toBeUndefined();
  const select = table().findFilterSlot()!.findSelect()!;
  act(() => select.openDropdown());
  act(() => select.selectOptionByValue('processing'));
  await waitFor(() => expect(router.state.location.search).toBe('?status=processing'));
});

test('sorting by Submitted asks the server for the other order; no other column is sortable', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Older One' }), makeSubmission({ clientName: 'Newer One' })];
  const { router } = renderAdmin('/admin');
  await waitFor(() => expect(rowTexts()[0]).toContain('Newer One'));
  const sortable = table()
    .findColumnHeaders()
    .filter((h) => h.getElement().querySelector('[aria-sort]') || h.getElement().getAttribute('aria-sort'));
  expect(sortable.map((h) => h.getElement().textContent)).toEqual(['Submitted']);

  act(() => table().findColumnSortingArea(4)!.click());
  await waitFor(() => expect(router.state.location.search).toBe('?order=asc'));
  await waitFor(() => expect(rowTexts()[0]).toContain('Older One'));
  expect(fake.searches().at(-1)).toMatchObject({ order: 'asc' });
});

test('opening a URL with filters sends them and shows them in the controls', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Rosa Diaz', status: 'processing', questionnaireType: 'probate' })];
  renderAdmin('/admin?status=processing&type=probate&payment=unpaid&from=2026-01-01&to=2026-01-31');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  const body = fake.searches()[0];
  expect(body).toMatchObject({ status: 'processing', questionnaireType: 'probate', paymentStatus: 'unpaid' });
  expect(new Date(body.submittedFrom!).getDate()).toBe(1);
  expect(new Date(body.submittedTo!).getDate()).toBe(31);
  expect(new Date(body.submittedTo!).getHours()).toBe(23);
  expect(table().findFilterSlot()!.findSelect()!.findTrigger().getElement()).toHaveTextContent('Processing');
  expect(table().findFilterSlot()!.getElement()).toHaveTextContent('Probate');
});

test('“needs attention” asks for pending submissions unchanged for the chosen days, and the export sends the same filters', async () => {
  fake.submissions = [makeSubmission({ clientName: 'Waiting Client' })];
  renderAdmin('/admin?attention=7&type=small-claims');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(fake.searches()[0]).toEqual({ limit: 20, pendingForDays: 7, questionnaireType: 'small-claims' });
  expect(table().findFilterSlot()!.getElement()).toHaveTextContent('Pending 7+ days');

  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  act(() => table().findHeaderSlot()!.findButton('[aria-label^="Export"]')!.click());
  await waitFor(() => expect(fake.exports()).toHaveLength(1));
  expect(fake.exports()[0]).toEqual({ pendingForDays: 7, questionnaireType: 'small-claims', lang: 'en' });
});

test('no submissions at all shows the empty state; a filter without matches offers to clear it', async () => {
  const { router } = renderAdmin('/admin');
  await waitFor(() => expect(table().findEmptySlot()!.getElement()).toHaveTextContent('No submissions yet'));

  await act(async () => {
    await router.navigate('/admin?status=rejected');
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
  expect(fake.searches().at(-1)!.cursor).toBe('20');
  expect(table().findPagination()!.findCurrentPage().getElement()).toHaveTextContent('2');
  expect(table().findPagination()!.findNextPageButton().getElement()).toHaveAttribute('aria-disabled', 'true');

  // Preferences: 10 per page.
  act(() => table().findCollectionPreferences()!.findTriggerButton().click());
  const prefs = page().findCollectionPreferences()!.findModal()!;
  act(() => prefs.findPageSizePreference()!.findOptions()[0].findNativeInput().click());
  act(() => prefs.findConfirmButton()!.click());
  await waitFor(() => expect(fake.searches().at(-1)!.limit).toBe(10));
  first.unmount();

  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(10));
  expect(fake.searches().at(-1)!.limit).toBe(10);
});

test('back to a page seen before uses its cursor again; a cursor that leads to an empty page steps back to the last', async () => {
  fake.submissions = Array.from({ length: 45 }, (_, i) => makeSubmission({ clientName: `Person ${String(i).padStart(2, '0')}` }));
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(20));
  const pagination = () => table().findPagination()!;
  act(() => pagination().findNextPageButton().click());
  await waitFor(() => expect(pagination().findCurrentPage().getElement()).toHaveTextContent('2'));
  await waitFor(() => expect(table().findRows()).toHaveLength(20));
  act(() => pagination().findPageNumberByIndex(1)!.click());
  await waitFor(() => expect(pagination().findCurrentPage().getElement()).toHaveTextContent('1'));
  act(() => pagination().findNextPageButton().click());
  await waitFor(() => expect(pagination().findCurrentPage().getElement()).toHaveTextContent('2'));
  expect(fake.searches().map((b) => b.cursor ?? null)).toEqual([null, '20']);

  // The last five are gone (say, completed elsewhere): page 3's cursor now leads to nothing.
  fake.submissions.splice(40);
  await waitFor(() => expect(pagination().findNextPageButton().getElement()).not.toHaveAttribute('aria-disabled', 'true'));
  act(() => pagination().findNextPageButton().click());
  await waitFor(() => expect(fake.searches().at(-1)!.cursor).toBe('40'));
  await waitFor(() => expect(pagination().findNextPageButton().getElement()).toHaveAttribute('aria-disabled', 'true'));
  expect(pagination().findCurrentPage().getElement()).toHaveTextContent('2');
  expect(table().findRows()).toHaveLength(20);
});

test('a list that cannot load says so and can be retried', async () => {
  let fail = true;
  fake.on((c) => (fail && c.path === '/admin/submissions/search' ? reply.error(503, 'unavailable') : undefined));
  fake.submissions = [makeSubmission({ clientName: 'Later Person' })];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findEmptySlot()!.getElement()).toHaveTextContent('The submissions could not be loaded.'));
  fail = false;
  act(() => table().findEmptySlot()!.findButton()!.click());
  await waitFor(() => expect(rowTexts()[0]).toContain('Later Person'));
});

test('“Assigned to me” goes in the body and the URL, the export sends it too; unread client messages show beside the name', async () => {
  fake.submissions = [
    makeSubmission({ clientName: 'Marta Gil', activity: { openRequests: 0, reviewsPending: 0, unreadMessages: 2 } }),
    makeSubmission({ clientName: 'Luis Paz' }),
  ];
  renderAdmin('/admin?assigned=me');
  await waitFor(() => expect(table().findRows()).toHaveLength(2));
  expect(fake.searches()[0]).toEqual({ limit: 20, assigned: 'me' });
  expect(table().findFilterSlot()!.getElement()).toHaveTextContent('Assigned to me');
  const marta = rowTexts().find((r) => r.includes('Marta Gil'))!;
  expect(marta).toContain('2 unread');
  expect(rowTexts().find((r) => r.includes('Luis Paz'))).not.toContain('unread');

  URL.createObjectURL = jest.fn(() => 'blob:csv');
  URL.revokeObjectURL = jest.fn();
  act(() => table().findHeaderSlot()!.findButton('[aria-label^="Export"]')!.click());
  await waitFor(() => expect(fake.exports()).toHaveLength(1));
  expect(fake.exports()[0]).toEqual({ assigned: 'me', lang: 'en' });
});

test('shows the account’s verified email, not the address typed in the answers (docs/security.md F18)', async () => {
  fake.submissions = [
    makeSubmission({ clientName: 'Dana Vega', clientEmail: 'typed-by-someone@example.test', accountEmail: 'dana.verified@example.test' }),
  ];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(rowTexts()[0]).toContain('dana.verified@example.test');
  expect(rowTexts()[0]).not.toContain('typed-by-someone@example.test');
});
