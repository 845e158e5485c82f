/** The routing rules: sign-in required, admin-only, client-only, and the journey's order before a questionnaire. */
import { screen, waitFor, within } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import type { Order } from '../../../shared/api/orders';
import { guarded } from '../../../web/src/app/router';
import AuthPage from '../../../web/src/features/auth/AuthPage';
import { journeyStepFor, openOrderFor } from '../../../web/src/features/journey/order-flow';
import { RequireOrderReady } from '../../../web/src/features/journey/RequireOrderReady';
import { safeNext } from '../../../web/src/lib/auth/next';
import { PAGES } from '../../../web/src/lib/pages';
import { ACCEPTED as accepted, fakeAuth, fakeFetch, fakeOrder as order, renderRoutes } from './harness';

const page = (name: string) => <h1>{name}</h1>;
/** A page of the page list with the guards the router gives it, showing a stand-in heading. */
const listed = (path: string, name: string) => ({
  path,
  element: guarded(
    PAGES.find((p) => p.path === path)!,
    page(name),
  ),
});
const routes = [
  listed('/dashboard', 'Dashboard page'),
  listed('/admin', 'Admin page'),
  listed('/questionnaire/:type', 'Questionnaire page'),
  { path: '/q2/:type', element: <RequireOrderReady>{page('Questionnaire page')}</RequireOrderReady> },
  { path: '/auth', element: <AuthPage /> },
];
const at = () => screen.getByTestId('at').textContent;

const ordersReply = (items: Order[]) => () => ({ status: 200, body: { items, nextCursor: null } });

describe('sign-in required', () => {
  test('a visitor to a protected route goes to /auth with the way back in ?next', async () => {
    renderRoutes(routes, '/dashboard?tab=1', { auth: fakeAuth({ status: 'signedOut' }) });
    // /auth itself renders (it is a route); check the router location instead of the catch-all.
    await screen.findByRole('heading', { name: 'Sign in or create an account' });
    expect(screen.getByText('Please sign in or create an account to continue.')).toBeInTheDocument();
  });

  test('the redirect carries the path and query', async () => {
    const r = renderRoutes(
      routes.filter((x) => x.path !== '/auth'),
      '/questionnaire/probate?step=2',
      { auth: fakeAuth({ status: 'signedOut' }) },
    );
    await waitFor(() => expect(at()).toBe(`at:/auth?next=${encodeURIComponent('/questionnaire/probate?step=2')}`));
    expect(r.router.state.location.pathname).toBe('/auth');
  });

  test('while the session is being determined, the loading indicator shows', () => {
    renderRoutes(routes, '/dashboard', { auth: fakeAuth({ status: 'loading' }) });
    expect(screen.getByRole('status', { name: 'Loading page content' })).toBeInTheDocument();
  });
});

describe('roles', () => {
  test('a signed-in client on an admin route goes to /dashboard', async () => {
    renderRoutes(routes, '/admin', { auth: fakeAuth({ status: 'signedIn', isAdmin: false }) });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  test('an admin opening /dashboard goes to /admin', async () => {
    renderRoutes(routes, '/dashboard', { auth: fakeAuth({ status: 'signedIn', isAdmin: true }) });
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  });

  test('a signed-in visitor of /auth goes to ?next, else /admin for staff and /dashboard for clients', async () => {
    const a = renderRoutes(routes, '/auth', { auth: fakeAuth({ status: 'signedIn', isAdmin: true }) });
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
    a.unmount();
    const c = renderRoutes(routes, '/auth', { auth: fakeAuth({ status: 'signedIn' }) });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    c.unmount();
    fakeFetch(
      ordersReply([
        order({
          stage: 'questionnaire',
          agreement: accepted,
          payment: { method: 'office', status: 'unpaid', provider: null, paidAt: null },
        }),
      ]),
    );
    renderRoutes(routes, `/auth?next=${encodeURIComponent('/questionnaire/small-claims')}`, {
      auth: fakeAuth({ status: 'signedIn', isAdmin: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Questionnaire page' })).toBeInTheDocument();
  });

  test('?next only honours same-site paths', () => {
    expect(safeNext('/questionnaire/probate?x=1')).toBe('/questionnaire/probate?x=1');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext('/auth?next=/x')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});

describe('the journey before a questionnaire', () => {
  const signedIn = () => fakeAuth({ status: 'signedIn' });

  test('no order for the type → the Notice to Consumer first (B&P §6410.5), with a toast saying why', async () => {
    fakeFetch(ordersReply([order({ questionnaireType: 'probate', stage: 'questionnaire', agreement: accepted })]));
    renderRoutes(routes, '/questionnaire/small-claims', { auth: signedIn() });
    await waitFor(() => expect(at()).toBe('at:/notice?type=small-claims'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Please sign the Notice to Consumer first')).toBeInTheDocument();
  });

  test('notice signed, no agreement yet → the agreement step', async () => {
    fakeFetch(ordersReply([order({ stage: 'agreement' })]));
    renderRoutes(routes, '/questionnaire/small-claims', { auth: signedIn() });
    await waitFor(() => expect(at()).toBe('at:/agreement?type=small-claims'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Please accept the agreement first')).toBeInTheDocument();
  });

  test('agreement accepted but no payment method → payment selection', async () => {
    const o = order({ stage: 'payment_method', agreement: accepted });
    fakeFetch(ordersReply([o]));
    renderRoutes(routes, '/questionnaire/small-claims', { auth: signedIn() });
    await waitFor(() => expect(at()).toBe(`at:/payment-selection?order=${o.orderId}`));
  });

  test('card chosen but not paid → the payment page', async () => {
    const o = order({ stage: 'payment', agreement: accepted, payment: { method: 'card', status: 'unpaid', provider: null, paidAt: null } });
    fakeFetch(ordersReply([o]));
    renderRoutes(routes, '/q2/small-claims', { auth: signedIn() });
    await waitFor(() => expect(at()).toBe(`at:/payment/small-claims?order=${o.orderId}`));
  });

  test('an order already used by a submission does not count: a new notice and agreement are needed', async () => {
    fakeFetch(ordersReply([order({ stage: 'submitted', agreement: accepted, submissionId: randomUUID() })]));
    renderRoutes(routes, '/questionnaire/small-claims', { auth: signedIn() });
    await waitFor(() => expect(at()).toBe('at:/notice?type=small-claims'));
  });

  test('agreement accepted and office payment chosen → the questionnaire shows', async () => {
    const calls = fakeFetch(
      ordersReply([
        order({
          stage: 'questionnaire',
          agreement: accepted,
          payment: { method: 'office', status: 'unpaid', provider: null, paidAt: null },
        }),
      ]),
    );
    renderRoutes(routes, '/questionnaire/small-claims', { auth: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Questionnaire page' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /orders?limit=100']);
  });

  test('the API unreachable → an error with a retry, never the questionnaire', async () => {
    fakeFetch(() => ({ status: 503, body: { error: { code: 'unavailable', message: 'x' } } }));
    renderRoutes(routes, '/questionnaire/small-claims', { auth: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your order.');
    expect(screen.queryByRole('heading', { name: 'Questionnaire page' })).toBeNull();
  });

  test('openOrderFor / journeyStepFor pick the newest open order and its missing step', () => {
    const newest = order({ stage: 'payment_method', agreement: accepted });
    const older = order({ stage: 'questionnaire', agreement: accepted });
    expect(openOrderFor([newest, older], 'small-claims')).toBe(newest);
    expect(openOrderFor([newest], 'probate')).toBeNull();
    expect(journeyStepFor(null, 'probate')).toEqual({ path: '/notice?type=probate', reason: 'notice' });
    expect(journeyStepFor(order({ questionnaireType: 'probate', stage: 'agreement' }), 'probate')).toEqual({
      path: '/agreement?type=probate',
      reason: 'agreement',
    });
    expect(journeyStepFor(older, 'small-claims')).toBeNull();
  });
});
