/**
 * "Quick exit" on the domestic-violence pages (issue 17, D-3): shown on its questionnaire, its journey pages and the
 * hub that lists it, nowhere else; the button and Escape pressed twice leave for a neutral site with this page's
 * history entry replaced; both languages.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ESCAPE_TWICE_MS, isSensitiveLocation, leavePage, QUICK_EXIT_URL, QuickExit } from '../../../web/src/app/QuickExit';
import { AuthContext, type AuthApi } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { onQuickExit, setSensitiveAccount } from '../../../web/src/lib/safety/leave';
import { fakeAuth } from '../fake-auth';

function renderAt(path: string, locale: 'en' | 'es' = 'en', auth: AuthApi = fakeAuth()) {
  const router = createMemoryRouter([{ path: '*', element: <QuickExit /> }], { initialEntries: [path] });
  render(
    <I18nProvider initialLocale={locale}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </I18nProvider>,
  );
}

let left: string[];
beforeEach(() => {
  left = [];
  leavePage.to = (url) => void left.push(url);
});

test.each([
  // By its public slug (shared/questionnaire-slugs.ts), as every link names it now…
  ['/questionnaire/document-preparation', true],
  ['/agreement?type=document-preparation', true],
  ['/notice?type=document-preparation', true],
  ['/payment/document-preparation?order=x', true],
  ['/payment/document-preparation?session=cs_1&testMode=1', true],
  ['/thank-you?type=document-preparation', true],
  [`/auth?next=${encodeURIComponent('/agreement?type=document-preparation')}`, true],
  [`/auth?next=${encodeURIComponent('/questionnaire/document-preparation')}`, true],
  // …and by its type id (an old link, for the moment before the shell replaces it).
  ['/questionnaire/domestic-violence', true],
  ['/questionnaire', true],
  // The hub's Spanish URL too.
  ['/es/questionnaire', true],
  ['/es/questionnaire/', true],
  ['/es/', false],
  ['/es/services', false],
  ['/agreement?type=domestic-violence', true],
  ['/payment/domestic-violence?order=x', true],
  ['/thank-you?type=domestic-violence', true],
  [`/auth?next=${encodeURIComponent('/agreement?type=domestic-violence')}`, true],
  [`/auth?next=${encodeURIComponent('/questionnaire/domestic-violence')}`, true],
  [`/auth?next=${encodeURIComponent('/dashboard')}`, false],
  ['/questionnaire/small-claims', false],
  ['/agreement?type=probate', false],
  ['/questionnaire/retirement-plan-order', false],
  ['/', false],
  ['/services', false],
] as const)('%s → shown: %s', (path, shown) => {
  const [pathname, search = ''] = path.split('?');
  expect(isSensitiveLocation(pathname!, search ? `?${search}` : '')).toBe(shown);
  renderAt(path);
  expect(screen.queryByRole('button', { name: 'Quick exit' }) !== null).toBe(shown);
});

test('the button leaves for the neutral site and replaces this page in the history', () => {
  renderAt('/questionnaire/document-preparation');
  const replace = jest.spyOn(window.history, 'replaceState');
  fireEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
  expect(left).toEqual([QUICK_EXIT_URL]);
  expect(replace).toHaveBeenCalledWith(null, '', '/');
  expect(QUICK_EXIT_URL).not.toMatch(/rivera|legal|violence/i);
});

test('Escape twice in quick succession leaves; once, or twice far apart, does not', () => {
  jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
  try {
    renderAt('/agreement?type=document-preparation', 'es');
    expect(screen.getByRole('button', { name: 'Salida rápida' })).toHaveAccessibleDescription('o pulse Esc dos veces');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(left).toEqual([]);
    act(() => void jest.advanceTimersByTime(ESCAPE_TWICE_MS + 500));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(left).toEqual([]);
    fireEvent.keyDown(window, { key: 'Enter' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(left).toEqual([QUICK_EXIT_URL]);
  } finally {
    jest.useRealTimers();
  }
});

test('on other pages Escape twice does nothing', () => {
  renderAt('/questionnaire/probate');
  fireEvent.keyDown(window, { key: 'Escape' });
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(left).toEqual([]);
});

describe('a signed-in client with a sensitive case (docs/security.md F1)', () => {
  afterEach(() => setSensitiveAccount(false));

  test.each(['/dashboard', '/submission/abc', '/account', '/es/services', '/'])('shows Quick exit on %s', (path) => {
    setSensitiveAccount(true);
    renderAt(path, 'en', fakeAuth({ status: 'signedIn' }));
    expect(screen.getByRole('button', { name: 'Quick exit' })).toBeVisible();
  });

  test('not once signed out (the flag of the tab alone shows nothing)', () => {
    setSensitiveAccount(true);
    renderAt('/dashboard', 'en', fakeAuth());
    expect(screen.queryByRole('button', { name: 'Quick exit' })).toBeNull();
  });

  test('quick exit forgets the session on this device before leaving: tokens, the tab’s storage, the caches', () => {
    setSensitiveAccount(true);
    const prefix = 'CognitoIdentityServiceProvider.web-client';
    localStorage.setItem(`${prefix}.LastAuthUser`, 'user-1');
    localStorage.setItem(`${prefix}.user-1.idToken`, 'id');
    localStorage.setItem(`${prefix}.user-1.refreshToken`, 'refresh');
    localStorage.setItem('language', 'es');
    sessionStorage.setItem('admin.search', 'garcia');
    const cacheCleared = jest.fn();
    const unregister = onQuickExit(cacheCleared);
    try {
      renderAt('/dashboard', 'en', fakeAuth({ status: 'signedIn' }));
      fireEvent.click(screen.getByRole('button', { name: 'Quick exit' }));
      expect(left).toEqual([QUICK_EXIT_URL]);
      expect(Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider.'))).toEqual([]);
      // The language choice is not the session's: it stays.
      expect(localStorage.getItem('language')).toBe('es');
      expect(sessionStorage.length).toBe(0);
      expect(cacheCleared).toHaveBeenCalledTimes(1);
    } finally {
      unregister();
      localStorage.clear();
    }
  });
});
