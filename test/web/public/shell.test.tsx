/**
 * The shell (web/src/app/Layout.tsx): header items signed out and signed in (admin → /admin), sign-out, the mobile
 * menu (aria-expanded, Escape, focus), the language switch (localStorage "language", <html lang>), the skip link and
 * the footer's LDA disclosure in both languages.
 */
import { lazy, type ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '../../../shared/i18n/core';
import { fakeAuth, renderSite } from './harness';

const page = <h1>Test page</h1>;

beforeEach(() => localStorage.clear());

describe('header', () => {
  it('shows the spec items to visitors', () => {
    renderSite({ '/': page }, '/');
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Questionnaire', '/questionnaire'],
    ]);
    expect(within(banner).getByRole('link', { name: /Call Now/ })).toHaveAttribute('href', 'tel:+13235550148');
    expect(within(banner).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/questionnaire');
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(banner).queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers My Account, Dashboard and Sign Out when signed in; Dashboard is /admin for an admin', () => {
    const { unmount } = renderSite({ '/': page }, '/', { auth: fakeAuth({ status: 'signedIn', userId: 'u1' }) });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).toBeNull();
    unmount();
    renderSite({ '/': page }, '/', { auth: fakeAuth({ status: 'signedIn', userId: 'u1', isAdmin: true }) });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('Sign Out calls the auth layer and goes to the home page', async () => {
    const auth = fakeAuth({ status: 'signedIn', userId: 'u1' });
    const { router } = renderSite({ '/': page, '/about': page }, '/about', { auth });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('folds the menu behind a button: aria-expanded, focus on the first link, Escape closes and refocuses', async () => {
    const user = userEvent.setup();
    renderSite({ '/': page, '/services': page }, '/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // Following a link closes it.
    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Services' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('switches the language: stored under "language" and its cookie, goes to the same page at its Spanish URL', async () => {
    const { router } = renderSite({ '/': page, '/services': page }, '/services?ref=x#faq');
    const group = screen.getByRole('group', { name: 'Language' });
    const es = within(group).getByRole('button', { name: 'Español' });
    expect(es).toHaveAttribute('aria-pressed', 'false');
    expect(es).toHaveAttribute('lang', 'es');
    await userEvent.click(es);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.cookie).toMatch(/(^|; )language=es(;|$)/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/services'));
    expect(router.state.location.search + router.state.location.hash).toBe('?ref=x#faq');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    // Links inside the Spanish page stay Spanish; sign-in keeps its one path.
    expect(
      within(screen.getByRole('navigation', { name: 'Navegación principal' })).getByRole('link', { name: 'Servicios' }),
    ).toHaveAttribute('href', '/es/services');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/auth');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.riverafamilylegal.com/es/services');
    expect(document.querySelector('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      'https://www.riverafamilylegal.com/services',
    );
    // And back: English is stored and the English URL shown.
    await userEvent.click(within(screen.getByRole('group', { name: 'Idioma' })).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.cookie).toMatch(/(^|; )language=en(;|$)/);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('goes to the twin of the page being opened when switched while that page is still loading', async () => {
    // A page whose chunk never arrives: the router is at /about, the previous page stays on screen (a transition).
    const Never = lazy(() => new Promise<{ default: () => ReactElement }>(() => {}));
    const { router } = renderSite({ '/': page, '/about': <Never /> }, '/');
    await act(async () => {
      void router.navigate('/about');
    });
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('heading', { name: 'Test page' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/about'));
  });

  it('switches a page with one URL (client and staff pages) in place, and its hreflang links go', async () => {
    const { router } = renderSite({ '/services': page, '/dashboard': page }, '/services');
    await waitFor(() => expect(document.querySelector('link[rel="alternate"][hreflang="es"]')).not.toBeNull());
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(document.querySelector('link[rel="alternate"][hreflang="es"]')).toBeNull());
    await userEvent.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Español' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Idioma' })).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('page frame', () => {
  it('has a skip link to <main>, landmarks and a page title per route', async () => {
    renderSite({ '/': page, '/services': page }, '/services');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Services and prices | Rivera Family Legal Document Services'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.riverafamilylegal.com/services');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Document preparation/);
  });

  it.each([
    [
      'en',
      'I am not an attorney. I can only provide self help services at your specific direction.',
      /registration #2024-0142, Los Angeles County, expires Mar 31, 2027/,
    ],
    [
      'es',
      'No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.',
      /registro n\.º 2024-0142, condado de Los Angeles, vence el 31 mar\.? 2027/,
    ],
  ] as const)('shows the LDA disclosure in the footer (%s)', (locale, notice, registration) => {
    renderSite({ '/': page }, '/', { locale });
    const legal = screen.getByTestId('lda-disclosure');
    expect(within(legal).getByText(notice)).toBeInTheDocument();
    expect(legal).toHaveTextContent(registration);
  });

  it('moves focus to <main> after a client-side navigation', async () => {
    const { router } = renderSite({ '/': page, '/about': page }, '/');
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('error fallback', () => {
  it('shows "Unexpected Application Error!" with a way back and the LDA disclosure, until the visitor goes elsewhere', async () => {
    const { Outlet } = await import('react-router-dom');
    const { render } = await import('@testing-library/react');
    const { RouteErrorBoundary } = await import('../../../web/src/app/RouteError');
    const { I18nProvider } = await import('../../../web/src/lib/i18n/I18nProvider');
    const { appRouter } = await import('../router');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Boom(): never {
      throw new Error('boom');
    }
    const { router, element } = appRouter(
      [
        {
          element: (
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          ),
          children: [
            { path: '/', element: <Boom /> },
            { path: '/about', element: <p>About page</p> },
          ],
        },
      ],
      '/',
    );
    render(<I18nProvider initialLocale="en">{element}</I18nProvider>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('I am not an attorney. I can only provide self help services at your specific direction.')).toBeInTheDocument();
    // Logged for whoever investigates.
    expect(spy.mock.calls.some((args) => args.some((a) => a instanceof Error && a.message === 'boom'))).toBe(true);
    await act(() => router.navigate('/about'));
    expect(await screen.findByText('About page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    spy.mockRestore();
  });
});

describe('page meta', () => {
  it('maps paths to their title and description keys', async () => {
    const { metaKeyForPath, normalizePath } = await import('../../../web/src/lib/meta');
    expect(
      [
        '/',
        '/services/',
        '/privacy-policy',
        '/questionnaire',
        '/questionnaire/probate',
        '/payment/probate',
        '/thank-you',
        '/auth',
        '/auth/staff',
        '/submission/1',
        '/nope',
      ].map(metaKeyForPath),
    ).toEqual([
      'home',
      'services',
      'privacy',
      'questionnaire',
      'questionnaireForm',
      'journey',
      'thankYou',
      'auth',
      'staffAuth',
      'account',
      'notFound',
    ]);
    expect([normalizePath('/'), normalizePath('/about/'), normalizePath('/about')]).toEqual(['/', '/about', '/about']);
  });

  it('keeps signed-in and journey pages out of search engines', async () => {
    const { buildMeta } = await import('../../../web/src/lib/meta');
    const t = (k: string) => k;
    expect(buildMeta(t, 'en', 'journey', '/agreement').noindex).toBe(true);
    for (const key of ['questionnaireForm', 'thankYou', 'staffAuth'] as const) expect(buildMeta(t, 'en', key, '/x').noindex).toBe(true);
    expect(buildMeta(t, 'en', 'services', '/services').noindex).toBe(false);
    expect(buildMeta(t, 'en', 'home', '/').canonical).toBe('https://www.riverafamilylegal.com/');
  });
});
