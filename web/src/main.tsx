// Tokens, base styles, the shared components' and the shell's styles (header, footer, chat launcher) are linked from
// every page, prerendered ones included, so they paint styled before any script runs; each page's own styles come
// with its chunk, after these.
import './ui/tokens.css';
import './styles/global.css';
import './ui/ui.css';
import './app/shell/shell.css';
import './app/shell/blocks.css';
import './features/chat/launcher.css';
import { firstVisitLocale, isLocale, LANGUAGE_STORAGE_KEY, languageCookie, localeFromCookies } from '../../shared/i18n/core';

/**
 * The entry: deliberately tiny. Public pages arrive prerendered (scripts/prerender.ts writes
 * dist/web/<route>/index.html with `<div id="root" data-prerendered="<route>">`) and paint from HTML and CSS alone;
 * React, the router and the app (app/boot.tsx) are fetched after that first paint and then hydrate the page.
 * Anything else (the SPA shell /app.html served for /dashboard, /submission/…, unknown paths) starts at once.
 */
/**
 * The stored language choice (localStorage "language", spec §1; on a first visit the one `firstVisitLocale` makes)
 * wins over the URL: CloudFront and the local server
 * already redirect on the cookie that mirrors it, before anything is sent; a choice whose cookie is missing (stored
 * before the cookie existed, or cookies cleared) is mirrored here and the page leaves for its twin in that language
 * (`<link rel="alternate" hreflang>`, which only a page with a URL per language has).
 */
function followStoredLanguage(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (!isLocale(stored)) {
      // A first visit: a Spanish URL or a Spanish browser chooses Spanish, recorded as if the switch had been pressed.
      stored = firstVisitLocale(location.pathname, navigator.languages ?? [navigator.language]);
      if (stored) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    }
  } catch {
    return false;
  }
  if (!isLocale(stored)) return false;
  if (localeFromCookies(document.cookie) !== stored) document.cookie = languageCookie(stored, location.protocol === 'https:');
  if (document.documentElement.lang === stored) return false;
  const twin = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${stored}"]`);
  if (!twin) return false;
  location.replace(new URL(twin.href).pathname + location.search + location.hash);
  return true;
}

const root = document.getElementById('root')!;
const leaving = followStoredLanguage();
const prerendered = root.getAttribute('data-prerendered');
const path = window.location.pathname.length > 1 ? window.location.pathname.replace(/\/+$/, '') || '/' : '/';
// data-query-free: the page's content does not depend on the query string (the prerenderer marks it; lib/pages.ts).
const hydrate = prerendered === path && (window.location.search === '' || root.hasAttribute('data-query-free'));

// A prerendered page under an address it was not rendered for (a query string the page reads, or a host that falls
// back to /index.html, the home page): don't show its content while the app starts.
if (prerendered !== null && !hydrate) root.querySelector('main')?.replaceChildren();

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/boot').then(({ boot }) => boot(root, hydrate));
};
if (leaving) {
  // Going to the page in the visitor's language: nothing to start here.
} else if (hydrate) {
  // Once the first contentful paint has been presented (paint timing reports it then), so no script request competes
  // with it: Lighthouse's simulation counted requests that began before the observed paint into FCP and LCP (4.3 s
  // instead of 1.1 s on / in some runs; animation frames were not enough). The timer covers browsers without paint
  // timing and background tabs, which do not paint.
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the timer below starts the app.
  }
  setTimeout(start, 1000);
} else {
  start();
}
