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
  if (access === 'server') return <RequireServer>{children}</RequireServer>;
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

/** The staff sign-in (/auth/staff: password and authenticator code) that brings the member back to `path`. */
export function staffAuthPath(path: string): string {
  return `/auth/staff?next=${encodeURIComponent(path)}`;
}

/**
 * Admins only: a visitor goes to the staff sign-in, a signed-in non-admin to /dashboard. (The API enforces the same
 * rule on every admin route.)
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={staffAuthPath(location.pathname + location.search)} replace />;
  if (!auth.isAdmin) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/**
 * Process servers only (issue 32, the field app): a visitor goes to the staff sign-in (password and authenticator),
 * a signed-in non-server to their own home. The API answers the field routes only to the `server` group.
 */
export function RequireServer({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedOut') return <Navigate to={staffAuthPath(location.pathname + location.search)} replace />;
  if (!auth.isServer) return <Navigate to={auth.isAdmin ? '/admin' : '/dashboard'} replace />;
  return <>{children}</>;
}

/** Clients only (inside RequireAuth): an admin is sent to /admin, a process server to /field. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'signedIn' && auth.isAdmin) return <Navigate to="/admin" replace />;
  if (auth.status === 'signedIn' && auth.isServer) return <Navigate to="/field" replace />;
  return <>{children}</>;
}
