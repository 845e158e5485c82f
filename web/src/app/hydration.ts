import { useEffect } from 'react';
import type { Locale } from '../../../shared/i18n/core';
import { useI18n } from '../lib/i18n/I18nProvider';

/**
 * Public pages are prerendered in each language at their own URL (lib/pages.ts `localized`) and hydrate in it. The
 * other prerendered pages (sign-in, the journey's) are English (the default language): a visitor who chose Spanish
 * gets such a page hydrated in English first — so the markup matches and React keeps it — then switched to Spanish. The switch waits for the page itself
 * to have hydrated (`<AfterHydration>` sits inside the page's Suspense boundary, whose effects run only then): a
 * language change reaching a boundary that is still waiting for its lazy chunk would make React throw the server
 * HTML away.
 */
let pendingLocale: Locale | null = null;

export function switchLocaleAfterHydration(locale: Locale): void {
  pendingLocale = locale;
}

/**
 * Rendered next to the page inside its Suspense boundary: runs once the page is interactive (hydrated or rendered),
 * applies a pending language, and marks <html data-app-ready> (tests wait for it before clicking).
 */
export function AfterHydration() {
  const { setLocale } = useI18n();
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', 'true');
    if (!pendingLocale) return;
    const next = pendingLocale;
    pendingLocale = null;
    setLocale(next);
  }, [setLocale]);
  return null;
}
