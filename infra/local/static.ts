import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { localeFromCookies } from '../../shared/i18n/core';
import { languageRedirect } from '../../web/src/lib/pages';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built SPA (dist/web) the way CloudFront does in AWS: hashed assets immutable, `/config.json` generated,
 * `<path>/index.html` for prerendered pages, the SPA shell `/app.html` for every other client route (`/index.html`
 * when the build has no shell, i.e. was built without prerendering), and a page with a URL per language asked for in
 * the other language than the `language` cookie's sent to the cookie's (302, `languageRedirect`, as the CloudFront
 * Function does).
 */
export async function startStaticSite(opts: {
  port: number;
  host: string;
  root: string;
  config: unknown;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const root = resolve(opts.root);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root}/index.html not found: run \`npm run build:web\` first`);
  const configJson = JSON.stringify(opts.config);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const security = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    };
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache', ...security });
      return void res.end(configJson);
    }
    let path: string;
    try {
      path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const twin = extname(path) ? null : languageTwin(url, req.headers.cookie);
    if (twin !== null) {
      res.writeHead(302, { location: twin, 'cache-control': 'no-store', ...security });
      return void res.end();
    }
    const candidates = extname(path) ? [path] : [join(path, 'index.html'), '/app.html', '/index.html'];
    for (const c of candidates) {
      const file = join(root, c);
      if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) continue;
      const immutable = c.startsWith('/assets/');
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...security,
      });
      return void createReadStream(file).pipe(res);
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((r, j) => {
    server.once('error', j);
    server.listen(opts.port, opts.host, () => r());
  });
  return {
    url: `http://localhost:${opts.port}`,
    stop: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/**
 * Where a request for a page goes when the visitor's `language` cookie names the other language than its URL (the
 * query kept), else null: `languageRedirect` of web/src/lib/pages.ts, as CloudFront's function applies it. Used by this
 * server and by the Vite dev server of `npm start` (infra/local/stack.ts), so both answer as AWS does.
 */
export function languageTwin(url: URL, cookieHeader: string | undefined): string | null {
  const twin = languageRedirect(url.pathname, localeFromCookies(cookieHeader));
  return twin === null ? null : twin + url.search;
}
