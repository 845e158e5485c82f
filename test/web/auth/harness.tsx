/**
 * Test helpers for the account and journey pages: the real i18n provider and toast region, a fake auth layer
 * (AuthContext with jest mocks) and a fake API answering global fetch.
 */
import { render, type RenderResult } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Order } from '../../../shared/api/orders';
import type { Locale } from '../../../shared/i18n/core';
import { AuthContext, type AuthApi } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
// The signed-in app's words, which the router loads with every page that is not a public page (app/router.tsx).
import '../../../web/src/lib/i18n/account-messages';
import { toastStore } from '../../../web/src/lib/toast/store';
import { Toaster } from '../../../web/src/lib/toast/ToastProvider';
import { fakeAuth } from '../fake-auth';
import { fakeApi } from '../http';
import { TestQueryProvider } from '../query';

export { API } from '../http';
export { fakeAuth, PROFILE } from '../fake-auth';

export interface Rendered extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
}

/** Render routes at `path` with the fake auth; every unlisted path renders "at:<path><search>". */
export function renderRoutes(routes: RouteObject[], path: string, opts: { auth?: AuthApi; locale?: Locale } = {}): Rendered {
  toastStore.clear();
  const router = createMemoryRouter(
    [
      ...routes,
      {
        path: '*',
        Component: function At() {
          return <p data-testid="at">{`at:${router.state.location.pathname}${router.state.location.search}`}</p>;
        },
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <TestQueryProvider>
      <I18nProvider initialLocale={opts.locale ?? 'en'}>
        <AuthContext.Provider value={opts.auth ?? fakeAuth()}>
          <RouterProvider router={router} />
          <Toaster />
        </AuthContext.Provider>
      </I18nProvider>
    </TestQueryProvider>,
  );
  return Object.assign(result, { router });
}

export function renderWithProviders(ui: ReactElement, opts: { auth?: AuthApi; locale?: Locale } = {}): RenderResult {
  toastStore.clear();
  return render(
    <TestQueryProvider>
      <I18nProvider initialLocale={opts.locale ?? 'en'}>
        <AuthContext.Provider value={opts.auth ?? fakeAuth()}>
          {ui}
          <Toaster />
        </AuthContext.Provider>
      </I18nProvider>
    </TestQueryProvider>,
  );
}

type Reply = { status: number; body?: unknown };
export type Route = (method: string, path: string, body: unknown) => Reply | undefined;

/** Replace global fetch with `route` (test/web/http.ts); unmatched calls answer 404. Returns the calls made. */
export function fakeFetch(route: Route): Array<{ method: string; path: string; body: unknown }> {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  fakeApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    return route(method, path, body);
  });
  return calls;
}

/** An order of the small-claims type at the agreement step; override what a test needs. */
export function fakeOrder(overrides: Partial<Order> = {}): Order {
  const now = new Date().toISOString();
  return {
    orderId: randomUUID(),
    questionnaireType: 'small-claims',
    amountCents: 25000,
    currency: 'usd',
    stage: 'agreement',
    notice: {
      noticeVersion: 'v',
      locale: 'en',
      signatureName: 'Ana Ruiz',
      signedAt: '2026-01-01T00:00:00.000Z',
      deliveryRequest: null,
      deliveredAt: '2026-01-02T00:00:00.000Z',
      deliveredOn: '2026-01-01',
      deliveryMethod: 'in_person',
    },
    forms: { selected: ['SC-100A'], selectedAt: '2026-01-01T00:00:00.000Z' },
    agreement: null,
    payment: { method: null, status: 'unpaid', provider: null, paidAt: null },
    submissionId: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
/** An accepted agreement, for `fakeOrder({ agreement: ACCEPTED })`. */
export const ACCEPTED = { contractVersion: '2025-07-01', signatureName: 'Elena Torres', acceptedAt: new Date().toISOString() };
