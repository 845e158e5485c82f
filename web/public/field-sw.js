/* global self, caches, fetch, URL */
/*
 * The field app's service worker (issue 32), registered by web/src/features/field/FieldLayout.tsx with scope /field.
 * It keeps the app shell so a process server's phone opens the field app with no network:
 *  - navigations under /field: the network first (a new release is picked up at once), else the cached shell
 *    (/app.html, the unrendered SPA shell every client route is served from);
 *  - /assets/* (hashed, immutable): the cache first, else the network, kept as they are fetched; at install the shell's
 *    own scripts and styles are cached, and the page sends the chunks it loaded before this worker controlled it;
 *  - /config.json: the network first, else the cached copy.
 * Nothing else is touched: the API (its answers, the photos' uploads) goes to the network as usual, and the attempts
 * waiting to upload live in IndexedDB, handled by the page (features/field/sync.ts), not here.
 */
const VERSION = 'v1';
const CACHE = `lda-field-${VERSION}`;
const SHELL = '/app.html';

async function cacheShell() {
  const cache = await caches.open(CACHE);
  const res = await fetch(SHELL, { cache: 'no-cache' });
  if (!res.ok) return;
  const html = await res.clone().text();
  await cache.put(SHELL, res);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(['/config.json', '/favicon.svg', '/field.webmanifest', ...assets].map((u) => cache.add(u).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('lda-field-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The page's loaded assets (it loaded them before this worker controlled it): cached, then acknowledged. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const port = event.ports && event.ports[0];
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const same = data.urls.filter((u) => typeof u === 'string' && new URL(u, self.location.origin).origin === self.location.origin);
      await Promise.all(
        same
          .filter((u) => new URL(u, self.location.origin).pathname.startsWith('/assets/'))
          .map(async (u) => ((await cache.match(u)) ? undefined : cache.add(u).catch(() => undefined))),
      );
      if (!(await cache.match(SHELL))) await cacheShell().catch(() => undefined);
      if (port) port.postMessage({ type: 'cached' });
    })(),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(request);
    if (res.ok) await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/field')) {
    event.respondWith(networkFirst(request, SHELL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === '/config.json') {
    event.respondWith(networkFirst(request, '/config.json'));
  }
});
