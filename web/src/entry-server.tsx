/**
 * The prerenderer's entry (Node, loaded by scripts/prerender.ts through Vite's SSR module loader; never bundled
 * for the browser). Renders one route of the real router, in the language its URL fixes (lib/pages.ts `splitLocale`:
 * `/es/…` Spanish) or else English, with everything lazy resolved, and reports the page's meta.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/App';
import { AppRoutes, routes } from './app/router';
import type { PageMeta } from './lib/meta';
import { DEFAULT_LOCALE } from '../../shared/i18n/core';
import { splitLocale } from './lib/pages';

export { jsonLdScript } from './features/public/jsonld';

export interface Rendered {
  html: string;
  meta: Partial<PageMeta>;
  status: number;
}

export async function render(path: string): Promise<Rendered> {
  // The router the browser uses (app/AppRouter.tsx: the declarative one, `useRoutes`), at the path; a path no route
  // matches is a 404 (the not-found page's `*` route matches every other path).
  const status = matchRoutes(routes, path) ? 200 : 404;
  const meta: Partial<PageMeta> = {};
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders locale={splitLocale(path).locale ?? DEFAULT_LOCALE} meta={meta}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // No outlining of large Suspense boundaries: React would otherwise stream them behind an inline <script> (which
    // the site's CSP forbids and which would not run before hydration anyway). The whole page comes out in order.
    { onError: (err) => void errors.push(err), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  if (errors.length) throw errors[0];
  return { html: Buffer.concat(chunks).toString('utf8'), meta, status };
}
