import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAuth } from '../auth/AuthProvider';

/**
 * Empties the query cache when the signed-in user changes (sign-out, or another account signed in on the same tab),
 * so one person's orders and submissions are never shown to the next, not even for the moment a refetch takes.
 * Mounted once, inside the AuthProvider.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const { userId } = useAuth();
  const client = useQueryClient();
  const previous = useRef(userId);
  // Before paint, so the screen never shows the previous user's lists; reset (not clear) so the queries on screen drop
  // their data and load again as the new user.
  useLayoutEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    void client.resetQueries();
  }, [userId, client]);
  return <>{children}</>;
}
