import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { localePath, PAGES, type PageDef } from '../lib/pages';
import { Guard } from './guards';
import { Layout } from './Layout';
import { PageLoader } from '../ui/Loader';
import { RouteErrorBoundary } from './RouteError';

type PageModule = { default: ComponentType };

/**
 * A page module (lib/pages.ts `page`), loaded on first use. Vite makes one chunk per file these two patterns match
 * (features/<feature>/pages/*.tsx, features/<feature>/*Page.tsx), so every page is its own chunk.
 */
function loadPage(page: PageDef['page']): Promise<PageModule> {
  const [feature, dir, name] = page.split('/');
  if (name !== undefined) return import(`../features/${feature}/pages/${name}.tsx`);
  return import(`../features/${feature}/${dir.replace(/Page$/, '')}Page.tsx`);
}

/** The page inside its guards: access first (lib/pages.ts `access`), then the journey's. */
// Loaded with the first page that reads data: the query library stays off the public pages' first load.
/** The field app's bar (issue 32): loaded only on /field pages. */
const FieldLayout = lazy(() => import('../features/field/FieldLayout'));
const QueryLayer = lazy(() => import('../lib/query/QueryLayer'));
// The journey's guard decides (and may say why, in a toast) before its page's chunk loads: it brings the signed-in app's
// words with it (lib/i18n/account-messages.ts).
const RequireOrderReady = lazy(() =>
  Promise.all([import('../features/journey/RequireOrderReady'), import('../lib/i18n/account-messages')]).then(([m]) => ({
    default: m.RequireOrderReady,
  })),
);

export function guarded(def: Pick<PageDef, 'access' | 'journey'>, page: ReactNode): ReactNode {
  const inner = def.journey === 'order-ready' ? <RequireOrderReady>{page}</RequireOrderReady> : page;
  return <Guard access={def.access}>{def.access === 'public' ? inner : <QueryLayer>{inner}</QueryLayer>}</Guard>;
}

/** A page's routes: its path, and for a localized page its Spanish twin too (`/es/…`, the same element). */
function route(def: PageDef): RouteObject[] {
  // A public page (`localized`) brings its own copy with its chunk; every other page also needs the signed-in app's
  // words (sign-in, the journey, the client's pages: lib/i18n/account-messages.ts), loaded with it.
  const Page = lazy(() =>
    def.localized ? loadPage(def.page) : Promise.all([loadPage(def.page), import('../lib/i18n/account-messages')]).then(([page]) => page),
  );
  const element = guarded(def, <Page />);
  // The site's Layout shows the page loader around its outlet; a console page brings its own.
  const wrapped = def.layout === 'console' ? <Suspense fallback={<PageLoader />}>{element}</Suspense> : element;
  const own: RouteObject = def.path === '/' ? { index: true, element: wrapped } : { path: def.path.replace(/^\//, ''), element: wrapped };
  if (!def.localized) return [own];
  return [own, { path: localePath(def.path, 'es').slice(1).replace(/\/$/, ''), element: wrapped }];
}

/**
 * The routes, from the page list: the site's pages inside the shell (Layout), the admin console on its own, the
 * process server's field app inside its slim bar (features/field/FieldLayout), each
 * group inside the error fallback (RouteError). The language of a page comes from its URL where it has one per
 * language (Layout's `UrlLocale`).
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: PAGES.filter((p) => p.layout === 'site').flatMap(route),
  },
  {
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: PAGES.filter((p) => p.layout === 'console').flatMap(route),
  },
  {
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Guard access="server">
            <FieldLayout />
          </Guard>
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: PAGES.filter((p) => p.layout === 'field').flatMap(route),
  },
];

/**
 * The page at the router's location: the declarative router's `useRoutes` (the app has no loaders or actions, so
 * no data router; app/AppRouter.tsx), in the browser and in the prerenderer alike.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
