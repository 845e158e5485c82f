import { useCallback, useEffect, useState } from 'react';
import type { Order } from '../../../../shared/api/orders';
import { ApiError } from '../../lib/api';
import { getOrder } from './api';

export type OrderLoad = { state: 'loading' } | { state: 'ready'; order: Order } | { state: 'notFound' } | { state: 'failed' };

/** One of the caller's orders (?order=<id>); 404 (missing or someone else's) → notFound. */
export function useOrder(orderId: string | null): OrderLoad & { retry(): void; set(order: Order): void } {
  const [load, setLoad] = useState<OrderLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!orderId) return setLoad({ state: 'notFound' });
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getOrder(orderId, controller.signal).then(
      (order) => setLoad({ state: 'ready', order }),
      (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoad(err instanceof ApiError && (err.status === 404 || err.status === 400) ? { state: 'notFound' } : { state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [orderId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback((order: Order) => setLoad({ state: 'ready', order }), []);
  return { ...load, retry, set };
}
