import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../shared/api/orders';
import { call } from '../api';

/**
 * The signed-in client's own lists, read by more than one feature (the dashboard, the journey's pages): declared once
 * here so "list my orders" is one query with one cache entry. A feature's own reads live in its `api.ts`.
 * The cache is emptied when the signed-in user changes (`QueryScope`), so keys need not name the user.
 */
export const listKeys = {
  orders: ['orders'] as const,
  submissions: ['submissions'] as const,
  submission: (id: string) => ['submissions', id] as const,
  drafts: ['drafts'] as const,
};

/** The newest 100 of each: a client has a handful; the dashboard says so if there are more. */
const PAGE = { limit: '100' };

export const ordersQuery = () =>
  queryOptions({
    queryKey: listKeys.orders,
    queryFn: async ({ signal }) => (await call('GET /orders', { query: PAGE, signal })).items,
  });

export const submissionsQuery = () =>
  queryOptions({
    queryKey: listKeys.submissions,
    queryFn: async ({ signal }) => (await call('GET /submissions', { query: PAGE, signal })).items,
  });

/** One of the caller's orders (the journey's pages, the receipt), under the orders key: invalidating the list invalidates it too. */
export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...listKeys.orders, orderId] as const,
    queryFn: async ({ signal }) => (await call('GET /orders/{orderId}', { params: { orderId }, signal })).order,
  });

export const draftsQuery = () =>
  queryOptions({
    queryKey: listKeys.drafts,
    queryFn: async ({ signal }) => (await call('GET /drafts', { signal })).items,
  });

/**
 * After anything that moves a case along (the notice signed, the contract accepted, a payment made or chosen, answers
 * submitted, a draft saved or deleted): the lists that show it are stale. Marking them stale refetches the ones on
 * screen and makes the others load fresh when next shown.
 */
export function invalidateCaseLists(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: listKeys.orders }),
    client.invalidateQueries({ queryKey: listKeys.submissions }),
    client.invalidateQueries({ queryKey: listKeys.drafts }),
  ]).then(() => undefined);
}

/**
 * A mutation answered with the order as it is now: put it in the cached list at once (the page that shows it need
 * not wait for a refetch), then mark the lists stale so the server's view replaces it.
 */
export function rememberOrder(client: QueryClient, order: Order): Promise<void> {
  client.setQueryData(listKeys.orders, (old: Order[] | undefined) =>
    old ? [order, ...old.filter((o) => o.orderId !== order.orderId)] : old,
  );
  return invalidateCaseLists(client);
}
