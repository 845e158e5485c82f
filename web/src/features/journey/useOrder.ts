import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Order } from '../../../../shared/api/orders';
import { isNotFound } from '../../lib/api';
import { orderQuery, rememberOrder } from '../../lib/query/lists';

export type OrderLoad = { state: 'loading' } | { state: 'ready'; order: Order } | { state: 'notFound' } | { state: 'failed' };

/** One of the caller's orders (?order=<id>); 404 (missing or someone else's) → notFound. */
export function useOrder(orderId: string | null): OrderLoad & { retry(): void; set(order: Order): void } {
  const client = useQueryClient();
  const query = useQuery({ ...orderQuery(orderId ?? ''), enabled: Boolean(orderId) });
  const retry = useCallback(() => void query.refetch(), [query]);
  const set = useCallback(
    (order: Order) => {
      client.setQueryData(orderQuery(order.orderId).queryKey, order);
      void rememberOrder(client, order);
    },
    [client],
  );
  let load: OrderLoad;
  if (!orderId) load = { state: 'notFound' };
  else if (query.isSuccess) load = { state: 'ready', order: query.data };
  else if (query.isError) load = isNotFound(query.error) ? { state: 'notFound' } : { state: 'failed' };
  else load = { state: 'loading' };
  return { ...load, retry, set };
}
