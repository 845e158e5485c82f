/**
 * The web's query layer (web/src/lib/query): one cache per tab, emptied when the signed-in user changes; the journey's
 * guard decides on orders read now, not on a list cached before a payment; mutations refresh the lists they change.
 */
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Order } from '../../../shared/api/orders';
import { RequireOrderReady } from '../../../web/src/features/journey/RequireOrderReady';
import { AuthContext, type AuthApi } from '../../../web/src/lib/auth/AuthProvider';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { createQueryClient, shouldRetry } from '../../../web/src/lib/query/client';
import { invalidateCaseLists, listKeys, ordersQuery, rememberOrder } from '../../../web/src/lib/query/lists';
import { QueryScope } from '../../../web/src/lib/query/QueryScope';
import { ApiError } from '../../../web/src/lib/api';
import { ACCEPTED, fakeAuth, fakeFetch, fakeOrder } from '../auth/harness';

const ordersReply = (items: Order[]) => ({ status: 200, body: { items, nextCursor: null } });

function OrderIds() {
  const orders = useQuery(ordersQuery());
  return <p data-testid="ids">{orders.data ? orders.data.map((o) => o.orderId).join(',') : 'loading'}</p>;
}

function tree(client: QueryClient, auth: AuthApi, children: React.ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider initialLocale="en">
        <AuthContext.Provider value={auth}>
          <QueryScope>{children}</QueryScope>
        </AuthContext.Provider>
      </I18nProvider>
    </QueryClientProvider>
  );
}

describe('the query cache follows the signed-in user', () => {
  test('another account signed in on the tab never sees the first one’s orders, not even until the refetch', async () => {
    const elena = fakeOrder();
    const marco = fakeOrder();
    let who = 'user-1';
    fakeFetch((method, path) =>
      method === 'GET' && path.startsWith('/orders') ? ordersReply(who === 'user-1' ? [elena] : [marco]) : undefined,
    );
    const client = createQueryClient({ retryDelayMs: 0 });
    const first = fakeAuth({ status: 'signedIn' });
    const view = render(tree(client, first, <OrderIds />));
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe(elena.orderId));

    who = 'user-2';
    view.rerender(tree(client, { ...first, userId: 'user-2' }, <OrderIds />));
    // At once (before any answer arrives): the first user's order is gone from the screen and from the cache.
    expect(screen.getByTestId('ids').textContent).not.toContain(elena.orderId);
    expect(client.getQueryData(listKeys.orders)).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe(marco.orderId));
  });
});

describe('the journey guard and the cache', () => {
  test('a list cached before the payment does not send a client who has paid back to the payment page', async () => {
    const unpaid = fakeOrder({
      stage: 'payment',
      agreement: ACCEPTED,
      payment: { method: 'card', status: 'unpaid', provider: null, paidAt: null },
    });
    const paid: Order = {
      ...unpaid,
      stage: 'questionnaire',
      payment: { method: 'card', status: 'paid', provider: 'stripe', paidAt: new Date().toISOString() },
    };
    const calls = fakeFetch((method, path) => (method === 'GET' && path.startsWith('/orders') ? ordersReply([paid]) : undefined));
    const client = createQueryClient({ retryDelayMs: 0 });
    // Fresh by the cache's clock (read a moment ago), stale in fact: the webhook has marked it paid since.
    client.setQueryData(listKeys.orders, [unpaid]);
    const router = createMemoryRouter(
      [
        { path: '/questionnaire/:type', element: <RequireOrderReady>{<h1>Questionnaire page</h1>}</RequireOrderReady> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/questionnaire/small-claims'] },
    );
    render(tree(client, fakeAuth({ status: 'signedIn' }), <RouterProvider router={router} />));
    await screen.findByRole('heading', { name: 'Questionnaire page' });
    expect(router.state.location.pathname).toBe('/questionnaire/small-claims');
    expect(calls.filter((c) => c.path.startsWith('/orders'))).toHaveLength(1);
  });
  test('the guard decides once: the submission made on the page, and the refetch it triggers, do not send the client away', async () => {
    const ready = fakeOrder({
      stage: 'questionnaire',
      agreement: ACCEPTED,
      payment: { method: 'office', status: 'unpaid', provider: null, paidAt: null },
    });
    let current: Order = ready;
    fakeFetch((method, path) => (method === 'GET' && path.startsWith('/orders') ? ordersReply([current]) : undefined));
    const client = createQueryClient({ retryDelayMs: 0 });
    const router = createMemoryRouter(
      [
        { path: '/questionnaire/:type', element: <RequireOrderReady>{<h1>Questionnaire page</h1>}</RequireOrderReady> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/questionnaire/small-claims'] },
    );
    render(tree(client, fakeAuth({ status: 'signedIn' }), <RouterProvider router={router} />));
    await screen.findByRole('heading', { name: 'Questionnaire page' });
    current = { ...ready, stage: 'submitted', submissionId: randomUUID() };
    await act(() => invalidateCaseLists(client));
    await waitFor(() => expect(client.getQueryData<Order[]>(listKeys.orders)?.[0].stage).toBe('submitted'));
    expect(router.state.location.pathname).toBe('/questionnaire/small-claims');
    expect(screen.getByRole('heading', { name: 'Questionnaire page' })).toBeInTheDocument();
  });
});

describe('mutations refresh the lists they change', () => {
  test('rememberOrder puts the answered order in the cached list at once and marks the lists stale', async () => {
    const before = fakeOrder();
    const other = fakeOrder({ questionnaireType: 'probate' });
    const client = createQueryClient({ retryDelayMs: 0 });
    client.setQueryData(listKeys.orders, [before, other]);
    client.setQueryData(listKeys.submissions, []);
    fakeFetch(() => undefined);
    const after: Order = { ...before, stage: 'payment_method', agreement: ACCEPTED };
    await act(() => rememberOrder(client, after));
    const list = client.getQueryData<Order[]>(listKeys.orders) ?? [];
    expect(list.map((o) => o.orderId)).toEqual([before.orderId, other.orderId]);
    expect(list[0].stage).toBe('payment_method');
    expect(client.getQueryState(listKeys.orders)?.isInvalidated).toBe(true);
    expect(client.getQueryState(listKeys.submissions)?.isInvalidated).toBe(true);
  });

  test('after a submission every list the dashboard shows is stale', async () => {
    const client = createQueryClient({ retryDelayMs: 0 });
    for (const key of [listKeys.orders, listKeys.submissions, listKeys.drafts]) client.setQueryData(key, []);
    await invalidateCaseLists(client);
    for (const key of [listKeys.orders, listKeys.submissions, listKeys.drafts]) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('which failed reads are tried again', () => {
  test('a network failure or a retryable 503, at most twice; a 404 or 403 never', () => {
    const network = new ApiError(0, 'network', 'Network error', {}, true);
    const unavailable = new ApiError(503, 'unavailable', 'x', {}, true);
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(1, unavailable)).toBe(true);
    expect(shouldRetry(2, unavailable)).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'forbidden', 'x'))).toBe(false);
    expect(shouldRetry(0, new TypeError('bug'))).toBe(false);
  });
});
