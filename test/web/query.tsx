import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../../web/src/lib/query/client';

/**
 * The app's query cache, a fresh one per rendered tree (as each browser tab has its own): no test sees another's data.
 * Failed reads are retried as in the app, without the delay between tries.
 */
export function TestQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ retryDelayMs: 0 }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
