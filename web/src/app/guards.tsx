import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/AuthProvider';
import { PageLoader } from './PageLoader';

/** Where a visitor sent to /auth was going: /auth?next=/questionnaire/probate. Only same-site paths are honoured. */
export function safeNext(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

function toAuth(path: string) {
  return `/auth?next=${encodeURIComponent(path)}`;
}

/** Signed-in users only; visitors go to /auth and come back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={toAuth(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** Admins only; a signed-in non-admin goes to /dashboard. (The API enforces the same rule on every admin route.) */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={toAuth(location.pathname + location.search)} replace />;
  if (!auth.isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/** /dashboard: an admin is sent to /admin. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'signedIn' && auth.isAdmin) return <Navigate to="/admin" replace />;
  return <>{children}</>;
}
