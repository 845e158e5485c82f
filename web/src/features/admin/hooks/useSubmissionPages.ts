/**
 * Server-side paging over POST /admin/submissions/search: the API pages with opaque cursors, so the console remembers the
 * cursor of every page it has seen (page 1 has none) and offers one page more while the server says there is more
 * (Cloudscape Pagination with `openEnd`). A new search, filter, order or page size starts again at page 1.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { submissionPageQuery } from '../api/client';
import type { ListFilters, SubmissionRow } from '../model';

export interface PagesQuery {
  q: string;
  filters: ListFilters;
  pageSize: number;
}

/** Where the staff member is in the list: the rows themselves are the page's query (`submissionPageQuery`). */
interface State {
  key: string;
  pageIndex: number;
  /** cursors[i] fetches page i + 1; cursors[0] is null. */
  cursors: Array<string | null>;
  /** A page came back without a next cursor: the number of pages is known. */
  exhausted: boolean;
  /**
   * A cursor that led to an empty page: the page before it is the last, even as its cached answer (read before the
   * rows past it went) still names this cursor as the next.
   */
  deadEnd: string | null;
}

type Action =
  | { type: 'reset'; key: string }
  | { type: 'go'; pageIndex: number }
  /** Page `pageIndex`, read with `cursor`, arrived: it tells the cursor of the page after it (or that there is none). */
  | { type: 'loaded'; pageIndex: number; cursor: string | null; empty: boolean; nextCursor: string | null };

const initial = (key: string): State => ({ key, pageIndex: 1, cursors: [null], exhausted: false, deadEnd: null });

function reducer(s: State, a: Action): State {
  switch (a.type) {
    case 'reset':
      return initial(a.key);
    case 'go':
      return a.pageIndex >= 1 && a.pageIndex <= s.cursors.length ? { ...s, pageIndex: a.pageIndex } : s;
    case 'loaded': {
      // A page of another place in the list (the staff member moved on meanwhile) teaches nothing about this one.
      if (a.pageIndex !== s.pageIndex || (s.cursors[a.pageIndex - 1] ?? null) !== a.cursor) return s;
      // A cursor that led to an empty last page: step back to the previous page, which is the last.
      if (a.empty && !a.nextCursor && a.pageIndex > 1) {
        return { ...s, pageIndex: a.pageIndex - 1, cursors: s.cursors.slice(0, a.pageIndex - 1), exhausted: true, deadEnd: a.cursor };
      }
      const next = a.nextCursor === s.deadEnd ? null : a.nextCursor;
      const cursors = s.cursors.slice(0, a.pageIndex);
      if (next) cursors.push(next);
      const exhausted = !next;
      const same = exhausted === s.exhausted && cursors.length === s.cursors.length && cursors.every((c, i) => c === s.cursors[i]);
      return same ? s : { ...s, cursors, exhausted };
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
  // A new search, filter or page size: back to page 1 before this render goes on (React re-renders at once).
  if (state.key !== key) dispatch({ type: 'reset', key });

  const { pageIndex } = state;
  const cursor = state.cursors[pageIndex - 1] ?? null;
  // The rows are the page's query; while the next page loads, the table keeps the rows it shows (and says it loads).
  const page = useQuery({
    ...submissionPageQuery({ q: query.q.trim(), filters: query.filters, limit: query.pageSize, cursor }),
    placeholderData: keepPreviousData,
  });
  const arrived = page.isPlaceholderData ? undefined : page.data;
  useEffect(() => {
    if (arrived) dispatch({ type: 'loaded', pageIndex, cursor, empty: arrived.items.length === 0, nextCursor: arrived.nextCursor });
  }, [arrived, pageIndex, cursor]);

  const goTo = useCallback((p: number) => dispatch({ type: 'go', pageIndex: p }), []);
  const { refetch } = page;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    items: page.data?.items ?? [],
    loading: page.isFetching,
    error: page.error,
    pageIndex,
    pagesCount: state.cursors.length,
    openEnd: !state.exhausted,
    hasMore: state.cursors.length > pageIndex,
    goTo,
    reload,
  };
}
