import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider';

/** The user each cache last served: kept per cache (not per mount), so a change between two pages is seen too. */
const servedUser = new WeakMap<QueryClient, string | null>();

/**
 * Empties the query cache when the signed-in user changes (sign-out, or another account signed in on the same tab),
 * so one person's orders and submissions are never shown to the next, not even for the moment a refetch takes.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const { userId } = useAuth();
  const client = useQueryClient();
  // Before paint, so the screen never shows the previous user's lists; reset (not clear) so the queries on screen drop
  // their data and load again as the new user.
  useLayoutEffect(() => {
    const previous = servedUser.get(client);
    servedUser.set(client, userId);
    if (previous !== undefined && previous !== userId) void client.resetQueries();
  }, [userId, client]);
  return <>{children}</>;
}
