import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_PREFERENCES, PREFERENCES_KEY, sanitize } from '../../../web/src/features/admin/hooks/usePreferences';
import { FakeApi, makeSubmission, page, renderAdmin } from './harness';

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeApi();
  fake.install();
});

const table = () => page().findTable()!;

test('the console in Spanish: its own words and Cloudscape’s', async () => {
  fake.submissions = Array.from({ length: 21 }, () => makeSubmission({ status: 'rejected' }));
  renderAdmin('/admin', { locale: 'es' });
  await waitFor(() => expect(table().findRows()).toHaveLength(20));
  expect(screen.getByRole('heading', { level: 1, name: /Todas las Solicitudes/ })).toBeInTheDocument();
  expect(table().findFilterSlot()!.findSelect()!.findTrigger().getElement()).toHaveTextContent('Todos los Estados');
  expect(
    table()
      .findColumnHeaders()
      .map((h) => h.getElement().textContent),
  ).toContain('Nombre del cliente');
  expect(table().findRows()[0].getElement()).toHaveTextContent('Rechazada');
  // Cloudscape's own strings come from its Spanish messages.
  expect(table().findPagination()!.findNextPageButton().getElement()).toHaveAttribute('aria-label', 'Página siguiente');
  expect(document.title).toContain('Todas las Solicitudes');
});

test('the language switch in the top navigation changes the console and is remembered', async () => {
  renderAdmin('/admin');
  await screen.findByRole('heading', { level: 1, name: /All Submissions/ });
  const language = page().findTopNavigation()!.findUtility(1)!.findMenuDropdownType()!;
  act(() => language.openDropdown());
  act(() => language.findItemById('es')!.click());
  await screen.findByRole('heading', { level: 1, name: /Todas las Solicitudes/ });
  expect(localStorage.getItem('language')).toBe('es');
  expect(document.documentElement.lang).toBe('es');
});

test('side navigation and breadcrumbs; the client name opens the submission inside the app', async () => {
  const s = makeSubmission({ clientName: 'Nora Link' });
  fake.submissions = [s];
  const { router } = renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  const nav = page().findSideNavigation()!;
  expect(nav.findActiveLink()!.getElement()).toHaveTextContent('All Submissions');
  expect(nav.findLinkByHref('/')!.getElement()).toHaveTextContent('Public website');
  expect(
    page()
      .findBreadcrumbGroup()!
      .findBreadcrumbLinks()
      .map((b) => b.getElement().textContent),
  ).toEqual(['All Submissions']);

  act(() => table().findBodyCell(1, 1)!.findLink()!.click());
  await waitFor(() => expect(router.state.location.pathname).toBe(`/questionnaire-submission/${s.id}`));
  await screen.findByRole('heading', { level: 1, name: 'Submission from Nora Link' });
  expect(
    page()
      .findBreadcrumbGroup()!
      .findBreadcrumbLinks()
      .map((b) => b.getElement().textContent),
  ).toEqual(['All Submissions', s.id]);
});

test('column choices are kept in localStorage and read back safely', async () => {
  localStorage.setItem(
    PREFERENCES_KEY,
    JSON.stringify({
      pageSize: 50,
      contentDisplay: [
        { id: 'email', visible: false },
        { id: 'clientName', visible: false },
        { id: 'bogus', visible: true },
      ],
    }),
  );
  fake.submissions = [makeSubmission()];
  renderAdmin('/admin');
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(fake.searches()[0].limit).toBe(50);
  const headers = table()
    .findColumnHeaders()
    .map((h) => h.getElement().textContent);
  expect(headers).not.toContain('Email');
  expect(headers[0]).toBe('Client name'); // always visible, and first as stored
  expect(headers).toContain('Status');

  expect(sanitize('nonsense')).toEqual(DEFAULT_PREFERENCES);
  expect(sanitize({ pageSize: 7 }).pageSize).toBe(DEFAULT_PREFERENCES.pageSize);
});
