import type { ReactElement } from 'react';
import { UNSAFE_createMemoryHistory, useRoutes, type Location, type NavigationType, type RouteObject } from 'react-router-dom';
import { AppRouter } from '../../web/src/app/AppRouter';
import { withBlocker } from '../../web/src/lib/navigation/history';

/** The router as the tests drive it: go somewhere, go back, and where the history is (the newest location). */
export interface TestRouter {
  navigate(to: string): Promise<void>;
  back(): Promise<void>;
  /** `historyAction`: how the newest entry came (PUSH, REPLACE, or POP for the first and for back/forward). */
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
}

/**
 * `routes` in the app's router (app/AppRouter.tsx: the declarative router on the app's history, with its navigation
 * blocker) on a memory history at `path` (or at the last of several entries, the others behind it).
 */
export function appRouter(routes: RouteObject[], path: string | string[]): { router: TestRouter; element: ReactElement } {
  const initialEntries = typeof path === 'string' ? [path] : path;
  const history = withBlocker(UNSAFE_createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1, v5Compat: true }));
  const router: TestRouter = {
    navigate: async (to) => history.push(to),
    back: async () => history.go(-1),
    get state() {
      return { location: history.location, historyAction: history.action };
    },
  };
  const Routes = () => useRoutes(routes);
  return {
    router,
    element: (
      <AppRouter history={history}>
        <Routes />
      </AppRouter>
    ),
  };
}
