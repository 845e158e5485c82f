/**
 * The list's filters live in the page's URL (?status=&type=&payment=&from=&to=&attention=&order=&assigned=), so a filtered view
 * can be bookmarked, shared and restored with Back. The search words do not: the page's URL is requested from
 * CloudFront on a reload and lands in its access logs (docs/security.md D-1). They are kept for the tab in
 * sessionStorage instead, so coming back from a submission finds the search as it was.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ATTENTION_DAYS } from '../../../../../shared/api/admin';
import { currentSlugFor, slugOf, typeFromSlug } from '../../../../../shared/questionnaire-slugs';
import { isStatus, NO_FILTERS, type ListFilters } from '../model';

/** Each filter's URL parameter. */
export const FILTER_PARAMS = {
  status: 'status',
  type: 'type',
  payment: 'payment',
  from: 'from',
  to: 'to',
  attentionDays: 'attention',
  order: 'order',
  assigned: 'assigned',
} as const satisfies Record<keyof ListFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null): v is string => v !== null && DAY.test(v) && !Number.isNaN(Date.parse(v));

/** The filters a URL holds; anything malformed is ignored (a hand-edited or outdated link still opens the list). */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const get = (k: keyof ListFilters) => params.get(FILTER_PARAMS[k]);
  const status = get('status');
  const type = get('type');
  const payment = get('payment');
  const attention = Number(get('attentionDays'));
  const from = get('from');
  const to = get('to');
  return {
    status: isStatus(status) ? status : null,
    // By its public slug, as every URL names a type (shared/questionnaire-slugs.ts); an older link's type id still works.
    type: typeFromSlug(type) ?? typeFromSlug(currentSlugFor(type)),
    payment: payment === 'paid' || payment === 'unpaid' ? payment : null,
    from: isDay(from) ? from : null,
    to: isDay(to) && (!isDay(from) || from <= to) ? to : null,
    attentionDays: (ATTENTION_DAYS as readonly number[]).includes(attention) ? attention : null,
    order: get('order') === 'asc' ? 'asc' : 'desc',
    assigned: get('assigned') === 'me' || get('assigned') === 'none' ? (get('assigned') as 'me' | 'none') : null,
  };
}

export function paramsWithFilters(prev: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, name] of Object.entries(FILTER_PARAMS) as Array<[keyof ListFilters, string]>) {
    const v = filters[k];
    if (v === null || v === NO_FILTERS[k]) next.delete(name);
    else next.set(name, k === 'type' ? slugOf(filters.type!) : String(v));
  }
  // Search words never go into the URL (an old link may still carry them).
  next.delete('q');
  return next;
}

export const SEARCH_STORAGE_KEY = 'admin.submissions.search';

function storedSearch(): string {
  try {
    return sessionStorage.getItem(SEARCH_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function useListFilters() {
  const [params, setParams] = useSearchParams();
  // A new object each render; the list compares filters by value (useSubmissionPages' key).
  const filters = filtersFromParams(params);
  const [q, setQState] = useState(storedSearch);

  const setFilters = useCallback(
    (change: Partial<ListFilters>, replace = false) =>
      setParams((prev) => paramsWithFilters(prev, { ...filtersFromParams(prev), ...change }), { replace }),
    [setParams],
  );
  const setQ = useCallback((value: string) => {
    setQState(value);
    try {
      if (value) sessionStorage.setItem(SEARCH_STORAGE_KEY, value);
      else sessionStorage.removeItem(SEARCH_STORAGE_KEY);
    } catch {
      // Storage refused (private mode): the search lasts as long as the page.
    }
  }, []);
  const clear = useCallback(() => {
    setQ('');
    setParams((prev) => paramsWithFilters(prev, { ...NO_FILTERS, order: filtersFromParams(prev).order }), { replace: false });
  }, [setParams, setQ]);

  return { filters, setFilters, q, setQ, clear };
}
