import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../shared/api/client';

/**
 * Whether a failed read is worth trying again: a network failure or a 5xx/429 the server marked retryable, at most
 * twice. A 4xx (not found, forbidden, validation) answers the same the next time, so it is shown at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.retryable === true || error.code === 'network';
  return false;
}

/**
 * The query cache's settings: one cache per browser tab (made by `QueryLayer` on first use; emptied when the user
 * changes, `QueryScope`), one per rendered tree in tests. Lists are fresh for 30 s: going back to the dashboard within
 * that time shows them without a spinner, and the mutations that change them invalidate them at once
 * (`invalidateCaseLists`, `rememberOrder` in lists.ts; the console's `invalidateAdmin`).
 */
export function createQueryClient({ retryDelayMs }: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        // Tests pass 0: the same retries, without waiting a second or two between them.
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
