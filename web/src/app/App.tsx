import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useState, type ReactNode } from 'react';
import type { Locale } from '../../../shared/i18n/core';
import { MetaSink, type PageMeta } from '../lib/meta';
import { AuthProvider } from '../lib/auth/AuthProvider';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { createQueryClient } from '../lib/query/client';
import { QueryScope } from '../lib/query/QueryScope';

/**
 * The providers around the router, the same in the browser (main.tsx) and in the prerenderer (entry-server.tsx) so
 * the trees match when React hydrates a prerendered page. `meta` collects the page's title and description while
 * prerendering (null in the browser). The query cache is one per mount: one per tab in the browser, one per page
 * prerendered (nothing fetched for one render leaks into another).
 */
export function AppProviders({
  locale,
  meta = null,
  queryClient,
  children,
}: {
  locale?: Locale;
  meta?: Partial<PageMeta> | null;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <StrictMode>
      <MetaSink.Provider value={meta}>
        <QueryClientProvider client={client}>
          <I18nProvider initialLocale={locale}>
            <AuthProvider>
              <QueryScope>{children}</QueryScope>
            </AuthProvider>
          </I18nProvider>
        </QueryClientProvider>
      </MetaSink.Provider>
    </StrictMode>
  );
}
