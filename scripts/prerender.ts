/**
 * Build-time prerendering of the public pages, as a Vite plugin (vite.config.ts), so every `vite build` — `npm run
 * build:web`, the e2e script, the bench — produces them:
 *
 *  - each page the page list (web/src/lib/pages.ts) marks `prerender` is rendered with the real router and providers
 *    (web/src/entry-server.tsx, loaded through a Vite SSR module loader, lazy pages resolved) and written to
 *    dist/web/<path>/index.html (the home page to dist/web/index.html) in English — and a `localized` page also in
 *    Spanish to dist/web/es/<path>/index.html — with `<html lang>`, its title, description, canonical URL, `hreflang`
 *    alternates, Open Graph tags, the business JSON-LD in the page's language, and the CSS of the page's chunk (no script preloads: the page paints
 *    from HTML and CSS, and the scripts are fetched after the first paint; web/src/main.tsx); the browser then
 *    hydrates it. A page whose content does not depend on its query string is marked `data-query-free`, so it is
 *    hydrated under any query string;
 *  - dist/web/app.html is the unrendered SPA shell (for a host that can serve it as the fallback of client routes);
 *  - dist/web/sitemap.xml (the pages marked `sitemap`, both languages' URLs with their alternates) and dist/web/robots.txt (keeping crawlers out of the pages
 *    marked `crawl: false`).
 *
 * CloudFront maps the same paths to `<path>/index.html` (infra/aws/constructs/site.ts reads the same list).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as EntryServer from '../web/src/entry-server';
import { californiaDate, checkExpiriesForBuild } from '../shared/compliance';
import { localePath, prerenderedPages, prerenderUrls, robotsDisallow, splitLocale, type PageDef } from '../web/src/lib/pages';
import { LOCALES, type Locale } from '../shared/i18n/core';

/** The source file of a page module (relative to web/), whose chunk's CSS the prerendered page links. */
export const pageSource = (page: PageDef): string => `src/features/${page.page}.tsx`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeXml = escapeHtml;

/**
 * sitemap.xml: each page marked `sitemap` at each of its URLs; a localized page's URLs each list both languages as
 * `xhtml:link` alternates (and x-default, English), as search engines expect of every URL in the set.
 */
export function sitemapXml(website: string, pages: readonly PageDef[] = prerenderedPages(), lastmod?: string): string {
  const urls = pages
    .filter((r) => r.sitemap)
    .flatMap((r) =>
      prerenderUrls(r).map((url) => {
        const path = localePath(url, splitLocale(url).locale ?? 'en');
        const lines = [`    <loc>${escapeXml(website + path)}</loc>`];
        if (r.localized)
          for (const [lang, l] of [...LOCALES.map((l) => [l, l] as const), ['x-default', 'en'] as const])
            lines.push(`    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(website + localePath(r.path, l))}" />`);
        if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
        lines.push(`    <priority>${r.path === '/' ? '1.0' : '0.8'}</priority>`);
        return `  <url>\n${lines.join('\n')}\n  </url>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(website: string): string {
  return ['User-agent: *', 'Allow: /', ...robotsDisallow().map((p) => `Disallow: ${p}`), '', `Sitemap: ${website}/sitemap.xml`, ''].join(
    '\n',
  );
}

interface Meta {
  title?: string;
  description?: string;
  canonical?: string;
  /** Each language's URL of a localized page (hreflang; x-default is English). */
  alternates?: Record<Locale, string> | null;
  noindex?: boolean;
  locale?: Locale;
}

/** Put the rendered page and its head into the built index.html. */
export function assemble(
  template: string,
  opts: { path: string; queryFree?: boolean; html: string; meta: Meta; jsonLd: string; css: string[]; modules?: string[] },
): string {
  const { meta } = opts;
  const head: string[] = [];
  if (meta.canonical && !meta.noindex) head.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  if (meta.noindex) head.push('<meta name="robots" content="noindex" />');
  if (meta.alternates && !meta.noindex) {
    for (const l of LOCALES) head.push(`<link rel="alternate" hreflang="${l}" href="${escapeHtml(meta.alternates[l])}" />`);
    head.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.en)}" />`);
  }
  head.push('<meta property="og:type" content="website" />');
  if (meta.title) head.push(`<meta property="og:title" content="${escapeHtml(meta.title)}" />`);
  if (meta.description) head.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
  if (meta.canonical) head.push(`<meta property="og:url" content="${escapeHtml(meta.canonical)}" />`);
  head.push(`<meta property="og:locale" content="${meta.locale === 'es' ? 'es_US' : 'en_US'}" />`);
  if (meta.alternates) head.push(`<meta property="og:locale:alternate" content="${meta.locale === 'es' ? 'en_US' : 'es_US'}" />`);
  for (const href of opts.css) head.push(`<link rel="stylesheet" crossorigin href="${href}" />`);
  for (const href of opts.modules ?? []) head.push(`<link rel="modulepreload" crossorigin href="${href}" />`);
  head.push(`<script type="application/ld+json">${opts.jsonLd}</script>`);

  let out = template.replace(/<html lang="[^"]*"/, `<html lang="${meta.locale ?? 'en'}"`);
  if (meta.title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  if (meta.description)
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  out = out.replace('</head>', `    ${head.join('\n    ')}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!out.includes(root)) throw new Error('prerender: index.html has no <div id="root"></div>');
  const marks = `data-prerendered="${escapeHtml(opts.path)}"${opts.queryFree ? ' data-query-free=""' : ''}`;
  return out.replace(root, `<div id="root" ${marks}>${opts.html}</div>`);
}

/**
 * The JS chunks a chunk loads statically, itself included, dependencies first: their CSS is linked in that order, as
 * the browser applies it when the app loads the chunk (a page's own rules come after the shared ones they refine).
 */
function closure(bundle: Map<string, OutputChunk>, file: string, out = new Set<string>(), visiting = new Set<string>()): Set<string> {
  if (out.has(file) || visiting.has(file)) return out;
  visiting.add(file);
  for (const dep of bundle.get(file)?.imports ?? []) closure(bundle, dep, out, visiting);
  out.add(file);
  return out;
}

export function prerenderPlugin(opts: { website: string }): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, OutputChunk>();
  return {
    name: 'lda:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(c) {
      config = c;
    },
    // The LDA registration, bond and notary commission: warn 60 days ahead, refuse to build with one expired.
    buildStart() {
      if (config.build.ssr) return;
      checkExpiriesForBuild(californiaDate(), (line) => config.logger.warn(line));
    },
    generateBundle(_options, bundle: OutputBundle) {
      for (const out of Object.values(bundle)) if (out.type === 'chunk') chunks.set(out.fileName, out);
    },
    async closeBundle() {
      if (config.build.ssr || process.env.LDA_SKIP_PRERENDER === '1') return;
      const started = Date.now();
      const pages = prerenderedPages();
      const outDir = resolve(config.root, config.build.outDir);
      const base = config.base.endsWith('/') ? config.base : `${config.base}/`;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, 'app.html'), template);

      const linked = new Set([...template.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]));
      const byFacade = new Map<string, OutputChunk>();
      for (const c of chunks.values()) if (c.facadeModuleId) byFacade.set(c.facadeModuleId, c);

      // Loaded here, not at the top: the pure helpers above are also used by tests (CommonJS, where Vite is ESM-only).
      const { createServer } = await import('vite');
      const server = await createServer({
        root: config.root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
        esbuild: { jsx: 'automatic' },
      });
      try {
        const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
        for (const route of pages) {
          const page = byFacade.get(resolve(config.root, pageSource(route)));
          if (!page) throw new Error(`prerender ${route.path}: no chunk for ${pageSource(route)}`);
          const files = [...closure(chunks, page.fileName)];
          const css = [...new Set(files.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]))]
            .map((f) => base + f)
            .filter((h) => !linked.has(h));
          for (const path of prerenderUrls(route)) {
            const { html, meta, status } = await entry.render(path);
            if (status !== 200) throw new Error(`prerender ${path}: status ${status}`);
            const locale = splitLocale(path).locale ?? 'en';
            if (meta.locale !== locale) throw new Error(`prerender ${path}: rendered in ${meta.locale}, not ${locale}`);
            const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
            mkdirSync(dirname(file), { recursive: true });
            const jsonLd = entry.jsonLdScript(locale);
            writeFileSync(file, assemble(template, { path, queryFree: !route.prerender?.query, html, meta, jsonLd, css }));
          }
        }
      } finally {
        await server.close();
      }
      const today = new Date().toISOString().slice(0, 10);
      writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(opts.website, pages, today));
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt(opts.website));
      config.logger.info(
        `prerendered ${pages.length} pages (${pages.filter((p) => p.localized).length} in both languages), sitemap.xml and robots.txt in ${Date.now() - started} ms`,
      );
    },
  };
}
