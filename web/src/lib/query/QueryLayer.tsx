import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { createQueryClient } from './client';
import { QueryScope } from './QueryScope';
import { SensitiveCaseWatch } from './SensitiveCaseWatch';

/** The tab's one query cache, made on first use (a module loaded only by pages that read data, never by public ones). */
let tabClient: QueryClient | null = null;
export function appQueryClient(): QueryClient {
  return (tabClient ??= createQueryClient());
}

/**
 * Around every page that reads data (the router wraps the signed-in pages in it, lazily; a public page that reads data
 * wraps itself): the tab's query cache, emptied when the user changes. Public marketing pages never load it, so the
 * query library stays out of their first load. Under a provider already (tests give each tree its own cache), it
 * only adds the scope. Inside it, on every signed-in page, SensitiveCaseWatch decides whether Quick exit shows
 * everywhere for this client.
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const scoped = (
    <QueryScope>
      <SensitiveCaseWatch />
      {children}
    </QueryScope>
  );
  if (outer) return scoped;
  return <QueryClientProvider client={appQueryClient()}>{scoped}</QueryClientProvider>;
}
