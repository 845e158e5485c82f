import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/AuthProvider';
import { authPath } from '../lib/auth/next';
import type { Access } from '../lib/pages';
import { PageLoader } from '../ui/Loader';

/**
 * The access guards the router puts around each page according to its `access` in the page list (lib/pages.ts);
 * pages never wrap themselves. The API enforces the same rules on every route.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'public') return <>{children}</>;
  if (access === 'admin') return <RequireAdmin>{children}</RequireAdmin>;
  if (access === 'client')
    return (
      <RequireAuth>
        <ClientOnly>{children}</ClientOnly>
      </RequireAuth>
    );
  return <RequireAuth>{children}</RequireAuth>;
}

/** Signed-in users only; visitors go to /auth and come back after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={authPath(location.pathname + location.search)} replace />;
  return <>{children}</>;
}

/** Admins only; a signed-in non-admin goes to /dashboard. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={authPath(location.pathname + location.search)} replace />;
  if (!auth.isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/** Clients only (inside RequireAuth): an admin is sent to /admin. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedIn' && auth.isAdmin) return <Navigate to="/admin" replace />;
  return <>{children}</>;
}
