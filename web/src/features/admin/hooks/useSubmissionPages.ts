/**
 * Server-side paging over POST /admin/submissions/search: the API pages with opaque cursors, so the console remembers the
 * cursor of every page it has seen (page 1 has none) and offers one page more while the server says there is more
 * (Cloudscape Pagination with `openEnd`). A new search, filter, order or page size starts again at page 1.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { listSubmissions } from '../api/client';
import type { ListFilters, ListQuery, SubmissionPage, SubmissionRow } from '../model';

/** Calls made to fill one page at most: with a search the server may answer short pages (it reads a bounded slice). */
export const MAX_CALLS_PER_PAGE = 4;

/** One page of the console: as many API pages as it takes to fill `limit` rows (bounded), ending with a cursor. */
export async function fetchPage(query: ListQuery, signal?: AbortSignal): Promise<SubmissionPage> {
  const items: SubmissionRow[] = [];
  let cursor = query.cursor;
  for (let call = 0; call < MAX_CALLS_PER_PAGE; call++) {
    const page = await listSubmissions({ ...query, cursor, limit: query.limit - items.length }, signal);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor || items.length >= query.limit) break;
  }
  return { items, nextCursor: cursor };
}

export interface PagesQuery {
  q: string;
  filters: ListFilters;
  pageSize: number;
}

interface State {
  key: string;
  pageIndex: number;
  /** cursors[i] fetches page i + 1; cursors[0] is null. */
  cursors: Array<string | null>;
  /** A page came back without a next cursor: the number of pages is known. */
  exhausted: boolean;
  items: SubmissionRow[];
  loading: boolean;
  error: unknown;
}

type Action =
  | { type: 'reset'; key: string }
  | { type: 'go'; pageIndex: number }
  | { type: 'loading' }
  | { type: 'loaded'; pageIndex: number; items: SubmissionRow[]; nextCursor: string | null }
  | { type: 'failed'; error: unknown };

const initial = (key: string): State => ({ key, pageIndex: 1, cursors: [null], exhausted: false, items: [], loading: true, error: null });

function reducer(s: State, a: Action): State {
  switch (a.type) {
    case 'reset':
      return initial(a.key);
    case 'go':
      return a.pageIndex >= 1 && a.pageIndex <= s.cursors.length ? { ...s, pageIndex: a.pageIndex } : s;
    case 'loading':
      return { ...s, loading: true, error: null };
    case 'failed':
      return { ...s, loading: false, error: a.error };
    case 'loaded': {
      if (a.pageIndex !== s.pageIndex) return s;
      // A cursor that led to an empty last page: step back to the previous page, which is the last.
      if (a.items.length === 0 && !a.nextCursor && a.pageIndex > 1) {
        return { ...s, pageIndex: a.pageIndex - 1, cursors: s.cursors.slice(0, a.pageIndex - 1), exhausted: true };
      }
      const cursors = s.cursors.slice(0, a.pageIndex);
      if (a.nextCursor) cursors.push(a.nextCursor);
      return { ...s, items: a.items, loading: false, error: null, cursors, exhausted: !a.nextCursor };
    }
  }
}

export interface SubmissionPages {
  items: SubmissionRow[];
  loading: boolean;
  error: unknown;
  pageIndex: number;
  pagesCount: number;
  /** More pages may exist beyond pagesCount. */
  openEnd: boolean;
  hasMore: boolean;
  goTo(pageIndex: number): void;
  /** Fetch the current page again (after a change, or a 409). */
  reload(): void;
}

export function useSubmissionPages(query: PagesQuery): SubmissionPages {
  const key = JSON.stringify([query.q.trim(), query.filters, query.pageSize]);
  const [state, dispatch] = useReducer(reducer, key, initial);
  const [reloads, setReloads] = useState(0);
  if (state.key !== key) dispatch({ type: 'reset', key });

  const cursor = state.cursors[state.pageIndex - 1] ?? null;
  const { pageIndex } = state;
  useEffect(() => {
    if (state.key !== key) return;
    const ac = new AbortController();
    dispatch({ type: 'loading' });
    fetchPage({ q: query.q, filters: query.filters, limit: query.pageSize, cursor }, ac.signal).then(
      (page) => {
        if (!ac.signal.aborted) dispatch({ type: 'loaded', pageIndex, items: page.items, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (!ac.signal.aborted) dispatch({ type: 'failed', error });
      },
    );
    return () => ac.abort();
    // The key stands for q, the filters and pageSize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, state.key, pageIndex, cursor, reloads]);

  const goTo = useCallback((p: number) => dispatch({ type: 'go', pageIndex: p }), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return {
    items: state.items,
    loading: state.loading,
    error: state.error,
    pageIndex: state.pageIndex,
    pagesCount: state.cursors.length,
    openEnd: !state.exhausted,
    hasMore: state.cursors.length > state.pageIndex,
    goTo,
    reload,
  };
}
