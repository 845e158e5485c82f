/**
 * The prerenderer's entry (Node, loaded by scripts/prerender.ts through Vite's SSR module loader; never bundled
 * for the browser). Renders one route of the real router, in the language its URL fixes (lib/pages.ts `splitLocale`:
 * `/es/…` Spanish) or else English, with everything lazy resolved, and reports the page's meta.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/App';
import { routes } from './app/router';
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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${path}: the router answered ${context.status} ${context.headers.get('location') ?? ''}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: Partial<PageMeta> = {};
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders locale={splitLocale(path).locale ?? DEFAULT_LOCALE} meta={meta}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // No outlining of large Suspense boundaries: React would otherwise stream them behind an inline <script> (which
    // the site's CSP forbids and which would not run before hydration anyway). The whole page comes out in order.
    { onError: (err) => void errors.push(err), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  if (errors.length) throw errors[0];
  return { html: Buffer.concat(chunks).toString('utf8'), meta, status: context.statusCode };
}
