import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '../../../shared/i18n/core';
import { configureAmplify } from '../lib/auth/amplify';
import { loadConfig } from '../lib/config';
import { readStoredLocale } from '../lib/i18n/I18nProvider';
import { splitLocale } from '../lib/pages';
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
