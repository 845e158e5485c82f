import { StrictMode, type ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/core';
import { MetaSink, type PageMeta } from '../lib/meta';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { Toaster } from '../lib/toast/ToastProvider';

/**
 * The providers around the router, the same in the browser (main.tsx) and in the prerenderer (entry-server.tsx) so
 * the trees match when React hydrates a prerendered page. `meta` collects the page's title and description while
 * prerendering (null in the browser). The query cache is not here: pages that read data bring it (lib/query/QueryLayer),
 * so public pages load no query library.
 */
export function AppProviders({ locale, meta = null, children }: { locale?: Locale; meta?: Partial<PageMeta> | null; children: ReactNode }) {
  return (
    <StrictMode>
      <MetaSink.Provider value={meta}>
        <I18nProvider initialLocale={locale}>
          <AuthProvider>{children}</AuthProvider>
          <Toaster />
        </I18nProvider>
      </MetaSink.Provider>
    </StrictMode>
  );
}
