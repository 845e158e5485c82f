/**
 * Test helpers for the public site: the real i18n provider, a fake auth layer, and the shell (Layout) around pages
 * in the app's router (app/AppRouter.tsx) on a memory history.
 */
import { isLocalizedPath, localePath, prerenderUrls, type PageDef } from '../../../web/src/lib/pages';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from '../../../shared/i18n/core';
import { Layout } from '../../../web/src/app/Layout';
import { AuthContext, type AuthApi } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { toastStore } from '../../../web/src/lib/toast/store';
import { Toaster } from '../../../web/src/lib/toast/ToastProvider';
import { fakeAuth } from '../fake-auth';
import { setTestConfig } from '../http';
import { TestQueryProvider } from '../query';
import { appRouter, type TestRouter } from '../router';

// jsdom has no scrolling; the shell scrolls to the top after each navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

export const BOOKING_URL = 'https://book.example.test/rivera';

setTestConfig({ bookingUrl: BOOKING_URL });

export { fakeAuth } from '../fake-auth';

export interface Rendered extends RenderResult {
  router: TestRouter;
}

/**
 * `pages` inside the real Layout at `path` (a page with a URL per language at both, as the app's router has them); every
 * other path renders "at:<path>". With `locale`, a localized page opens at its URL in that language (the URL fixes the
 * language), any other page with that language shown.
 */
export function renderSite(pages: Record<string, ReactElement>, path: string, opts: { auth?: AuthApi; locale?: Locale } = {}): Rendered {
  toastStore.clear();
  const children: RouteObject[] = Object.entries(pages).flatMap(([p, element]) =>
    prerenderUrls({ path: p, localized: isLocalizedPath(p) } as PageDef).map((url) =>
      url === '/' ? { index: true, element } : { path: url.replace(/^\//, ''), element },
    ),
  );
  path = opts.locale ? localePath(path, opts.locale) : path;
  const { router, element } = appRouter(
    [
      {
        element: <Layout />,
        children: [
          ...children,
          {
            path: '*',
            Component: function At() {
              return <p data-testid="at">{`at:${router.state.location.pathname}`}</p>;
            },
          },
        ],
      },
    ],
    path,
  );
  const result = render(
    <TestQueryProvider>
      <I18nProvider initialLocale={opts.locale ?? 'en'}>
        <AuthContext.Provider value={opts.auth ?? fakeAuth()}>
          {element}
          <Toaster />
        </AuthContext.Provider>
      </I18nProvider>
    </TestQueryProvider>,
  );
  return Object.assign(result, { router });
}
