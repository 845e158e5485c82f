/**
 * No URL of the domestic-violence questionnaire says so (issue 17, D-3): the hub's link, the journey's redirects and
 * links, the dashboard's links all carry its public slug `document-preparation`; old links that name it by its type
 * id are replaced (not pushed) by the neutral URL before any page renders.
 */
import { screen, waitFor } from '@testing-library/react';
import type { Order } from '../../../shared/api/orders';
import type { Locale } from '../../../shared/i18n/core';
import { guarded } from '../../../web/src/app/router';
import DashboardPage from '../../../web/src/features/dashboard/DashboardPage';
import PaymentPage from '../../../web/src/features/journey/pages/PaymentPage';
import QuestionnaireHubPage from '../../../web/src/features/journey/pages/QuestionnaireHubPage';
import ThankYouPage from '../../../web/src/features/journey/pages/ThankYouPage';
import { PAGES } from '../../../web/src/lib/pages';
import { BANNED_IN_URLS } from '../../support/neutral-urls';
import { ACCEPTED, fakeAuth, fakeFetch, fakeOrder, renderRoutes } from '../auth/harness';
import { fakeAuth as publicAuth, renderSite } from '../public/harness';

const DV = 'domestic-violence';
const signedIn = () => ({ auth: fakeAuth({ status: 'signedIn' }) });
const page = (path: string) => PAGES.find((p) => p.path === path)!;

/** Every link on the page, and where the router is: none may name the questionnaire. */
function expectNeutral(location: string) {
  const hrefs = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!);
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => BANNED_IN_URLS.test(href))).toEqual([]);
  expect(location).not.toMatch(BANNED_IN_URLS);
}

const orders = (...items: Order[]) =>
  fakeFetch((method, path) => {
    if (method === 'GET' && path.startsWith('/orders?')) return { status: 200, body: { items, nextCursor: null } };
    if (method === 'GET' && path.startsWith('/orders/')) {
      const order = items.find((o) => path === `/orders/${o.orderId}`);
      return order ? { status: 200, body: { order } } : undefined;
    }
    return undefined;
  });

/** A domestic-violence order whose card payment is due. */
const awaitingCard = () =>
  fakeOrder({
    questionnaireType: DV,
    stage: 'payment',
    agreement: ACCEPTED,
    payment: { method: 'card', status: 'unpaid', provider: null, paidAt: null },
  });

describe.each(['en', 'es'] as const)('the questionnaire hub (%s)', (locale: Locale) => {
  test('starts the domestic-violence questionnaire at its neutral notice URL', () => {
    const { router } = renderSite({ '/questionnaire': <QuestionnaireHubPage /> }, '/questionnaire', { locale, auth: publicAuth() });
    const start = document.querySelector(`[data-type="${DV}"] a`);
    expect(start).toHaveAttribute('href', '/notice?type=document-preparation');
    expect(document.querySelector('[data-type="small-claims"] a')).toHaveAttribute('href', '/notice?type=small-claims');
    expectNeutral(router.state.location.pathname + router.state.location.search);
  });
});

describe('the journey of a domestic-violence order', () => {
  const questionnaire = [{ path: '/questionnaire/:type', element: guarded(page('/questionnaire/:type'), <h1>Questionnaire page</h1>) }];

  test('the questionnaire without an order sends the client to the notice, by slug', async () => {
    orders();
    const { router } = renderRoutes(questionnaire, '/questionnaire/document-preparation', signedIn());
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent('at:/notice?type=document-preparation'));
    expect(router.state.location.search).not.toMatch(BANNED_IN_URLS);
  });

  test('with the payment missing, to the payment page, by slug', async () => {
    const o = awaitingCard();
    orders(o);
    renderRoutes(questionnaire, '/questionnaire/document-preparation', signedIn());
    await waitFor(() => expect(screen.getByTestId('at')).toHaveTextContent(`at:/payment/document-preparation?order=${o.orderId}`));
  });

  test('with the order ready, the questionnaire opens at its neutral URL', async () => {
    orders(
      fakeOrder({
        questionnaireType: DV,
        stage: 'questionnaire',
        agreement: ACCEPTED,
        payment: { method: 'card', status: 'paid', provider: 'test', paidAt: '2026-01-02T00:00:00.000Z' },
      }),
    );
    renderRoutes(questionnaire, '/questionnaire/document-preparation', signedIn());
    expect(await screen.findByRole('heading', { name: 'Questionnaire page' })).toBeInTheDocument();
  });

  test('a visitor signs in first and comes back to the neutral URL', async () => {
    renderRoutes(questionnaire, '/questionnaire/document-preparation', { auth: fakeAuth({ status: 'signedOut' }) });
    await waitFor(() =>
      expect(screen.getByTestId('at')).toHaveTextContent(`at:/auth?next=${encodeURIComponent('/questionnaire/document-preparation')}`),
    );
  });

  test('the payment page of another type corrects itself to the order’s slug', async () => {
    const o = awaitingCard();
    orders(o);
    const { router } = renderRoutes(
      [{ path: '/payment/:questionnaireType', element: <PaymentPage /> }],
      `/payment/probate?order=${o.orderId}`,
      signedIn(),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/document-preparation'));
    expect(router.state.location.search).toBe(`?order=${o.orderId}`);
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByRole('link', { name: 'Choose another way to pay' });
    expectNeutral(router.state.location.pathname);
  });

  test('the thank-you page reads the slug', async () => {
    orders();
    renderRoutes([{ path: '/thank-you', element: <ThankYouPage /> }], '/thank-you?type=document-preparation', signedIn());
    expect(await screen.findByText(/Domestic Violence Restraining Order/)).toBeInTheDocument();
  });

  test('the dashboard’s links for each step and the draft carry the slug', async () => {
    const steps = [
      fakeOrder({ questionnaireType: DV, stage: 'notice', notice: null }),
      fakeOrder({ questionnaireType: DV, stage: 'agreement' }),
      awaitingCard(),
    ];
    const now = new Date().toISOString();
    const draft = { questionnaireType: DV, step: null, createdAt: now, updatedAt: now, expiresAt: now };
    fakeFetch((method, path) => {
      if (method !== 'GET') return undefined;
      if (path.startsWith('/orders?')) return { status: 200, body: { items: steps, nextCursor: null } };
      if (path.startsWith('/drafts')) return { status: 200, body: { items: [draft] } };
      if (path.startsWith('/submissions')) return { status: 200, body: { items: [], nextCursor: null } };
      return undefined;
    });
    const { router } = renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard', signedIn());
    await screen.findAllByTestId('draft-row');
    await waitFor(() =>
      expect(document.querySelector(`a[href="/payment/document-preparation?order=${steps[2]!.orderId}"]`)).not.toBeNull(),
    );
    for (const href of ['/notice?type=document-preparation', '/agreement?type=document-preparation', '/questionnaire/document-preparation'])
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    expectNeutral(router.state.location.pathname + router.state.location.search);
  });
});

describe('old links that name the type id', () => {
  test.each([
    ['/questionnaire/domestic-violence', '/questionnaire/document-preparation'],
    ['/agreement?type=domestic-violence', '/agreement?type=document-preparation'],
    ['/payment/domestic-violence?order=o-1', '/payment/document-preparation?order=o-1'],
    [
      `/auth?next=${encodeURIComponent('/notice?type=domestic-violence')}`,
      `/auth?next=${encodeURIComponent('/notice?type=document-preparation')}`,
    ],
  ])('%s is replaced by %s', async (old, neutral) => {
    const { router } = renderSite({}, old, { auth: publicAuth() });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(neutral));
    // Replaced, not pushed: the old URL is not this tab's history entry any more (Back does not return to it).
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('button', { name: 'Quick exit' })).toBeInTheDocument();
  });

  test('a link of another type is left alone', () => {
    const { router } = renderSite({}, '/agreement?type=probate', { auth: publicAuth() });
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('?type=probate');
  });
});
