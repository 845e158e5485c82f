import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '../../../shared/i18n/core';
import { configureAmplify } from '../lib/auth/amplify';
import { loadConfig } from '../lib/config';
import { readStoredChoice, readStoredLocale } from '../lib/i18n/I18nProvider';
import { languageRedirect, splitLocale } from '../lib/pages';
import { AppProviders } from './App';
import { switchLocaleAfterHydration } from './hydration';
import { createAppHistory } from '../lib/navigation/history';
import { AppRouter } from './AppRouter';

/**
 * Start React (loaded by main.tsx): read /config.json, then hydrate the prerendered page (`hydrate`) or render from
 * scratch, in the language the URL fixes (lib/pages.ts `splitLocale`: a localized page's URL, prerendered in its
 * language) or else the stored choice. The other prerendered pages (sign-in, the journey) are English; a stored Spanish
 * choice is applied to them once the page has hydrated (app/hydration.ts), so the markup React hydrates always matches.
 */
export async function boot(root: HTMLElement, hydrate: boolean): Promise<void> {
  try {
    configureAmplify(await loadConfig());
  } catch (err) {
    // Without /config.json the public pages and the chat still work; signing in and the API do not.
    console.error(err);
  }
  if (!hydrate) {
    // A page with a URL per language, opened at its URL in the other language than the stored choice, is shown at its
    // twin (as CloudFront's function and the local server do on the cookie; this covers the Vite dev server and a
    // choice whose cookie is missing) before anything renders.
    const twin = languageRedirect(window.location.pathname, readStoredChoice());
    if (twin) window.history.replaceState(window.history.state, '', twin + window.location.search + window.location.hash);
  }
  const history = createAppHistory();
  const urlLocale = splitLocale(window.location.pathname).locale;
  if (hydrate) {
    const stored = readStoredLocale();
    if (!urlLocale && stored !== DEFAULT_LOCALE) switchLocaleAfterHydration(stored);
    hydrateRoot(
      root,
      <AppProviders locale={urlLocale ?? DEFAULT_LOCALE}>
        <AppRouter history={history} />
      </AppProviders>,
    );
  } else {
    createRoot(root).render(
      <AppProviders locale={urlLocale ?? undefined}>
        <AppRouter history={history} />
      </AppProviders>,
    );
  }
}
