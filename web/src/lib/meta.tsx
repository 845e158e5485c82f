import { createContext, useContext, useEffect, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { BUSINESS } from '../../../shared/business';
import type { Locale, Translate } from '../../../shared/i18n/core';
import { useI18n } from './i18n/I18nProvider';
import { isLocalizedPath, localePath, PAGES, splitLocale, trimPath, type MetaKey } from './pages';

export type { MetaKey };

/**
 * Per-page title, description, canonical URL and robots directive, in the page language.
 *
 * In the browser `usePageMeta` writes them into <head> after each render that changes them. While prerendering
 * (scripts/prerender.ts) there are no effects: the page's meta is written into the `MetaSink` given by the
 * prerenderer during render, and the prerenderer puts it into the HTML it writes. The last writer wins, so the shell's
 * `<RouteMeta>` (rendered before the page) sets the default for the path and a page can override it.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL: BUSINESS.website + path (the page's own URL: each language's URL is its own canonical). */
  canonical: string;
  /**
   * The page's URL in each language (`hreflang` alternates, x-default English), for a page with a URL per language
   * (lib/pages.ts `localized`); null for every other page.
   */
  alternates: Record<Locale, string> | null;
  noindex: boolean;
  locale: Locale;
}

/** Filled while prerendering; null in the browser. */
export const MetaSink = createContext<Partial<PageMeta> | null>(null);

const PAGE_ROUTES = PAGES.map((p) => ({ path: p.path, meta: p.meta }));

/** The meta key of the page the path opens (lib/pages.ts), the not-found page's for unknown paths. */
export function metaKeyForPath(pathname: string): MetaKey {
  return matchRoutes(PAGE_ROUTES, splitLocale(pathname).path)?.at(-1)?.route.meta ?? 'default';
}

/** "/services/" → "/services"; "/" stays. */
export const normalizePath = trimPath;

/** Signed-in and journey pages are not for search engines. */
const PRIVATE_KEYS: ReadonlySet<MetaKey> = new Set(['journey', 'questionnaireForm', 'thankYou', 'staffAuth', 'account', 'notFound']);

export function buildMeta(t: Translate, locale: Locale, key: MetaKey, pathname: string, noindex?: boolean): PageMeta {
  const page = t(`site.meta.${key}.title`);
  const title = key === 'home' || key === 'default' ? page : t('site.meta.titleTemplate', { page, name: BUSINESS.name });
  const path = normalizePath(pathname);
  const localized = isLocalizedPath(splitLocale(path).path);
  const url = (p: string) => `${BUSINESS.website}${p}`;
  return {
    title,
    description: t(`site.meta.${key}.description`),
    canonical: localized ? url(localePath(path, locale)) : url(path),
    alternates: localized ? { en: url(localePath(path, 'en')), es: url(localePath(path, 'es')) } : null,
    noindex: noindex ?? PRIVATE_KEYS.has(key),
    locale,
  };
}

function upsert(selector: string, create: () => HTMLElement, attr: string, value: string | null): void {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === null) return void el?.remove();
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

const metaEl = (kind: 'name' | 'property', name: string) => () => {
  const m = document.createElement('meta');
  m.setAttribute(kind, name);
  return m;
};

/** Write the meta into <head> (browser only). */
export function applyMeta(meta: PageMeta): void {
  document.title = meta.title;
  upsert('meta[name="description"]', metaEl('name', 'description'), 'content', meta.description);
  upsert('meta[name="robots"]', metaEl('name', 'robots'), 'content', meta.noindex ? 'noindex' : null);
  upsert(
    'link[rel="canonical"]',
    () => {
      const l = document.createElement('link');
      l.rel = 'canonical';
      return l;
    },
    'href',
    meta.noindex ? null : meta.canonical,
  );
  for (const lang of ['en', 'es', 'x-default'] as const) {
    const href = meta.alternates && !meta.noindex ? meta.alternates[lang === 'x-default' ? 'en' : lang] : null;
    upsert(
      `link[rel="alternate"][hreflang="${lang}"]`,
      () => {
        const l = document.createElement('link');
        l.rel = 'alternate';
        l.hreflang = lang;
        return l;
      },
      'href',
      href,
    );
  }
  upsert('meta[property="og:title"]', metaEl('property', 'og:title'), 'content', meta.title);
  upsert('meta[property="og:description"]', metaEl('property', 'og:description'), 'content', meta.description);
  upsert('meta[property="og:url"]', metaEl('property', 'og:url'), 'content', meta.canonical);
  upsert('meta[property="og:locale"]', metaEl('property', 'og:locale'), 'content', meta.locale === 'es' ? 'es_US' : 'en_US');
}

/** Set this page's meta (see above). */
export function usePageMeta(key: MetaKey, opts: { noindex?: boolean } = {}): void {
  const { translate, locale } = useI18n();
  const { pathname } = useLocation();
  const { noindex } = opts;
  // One object per page, language and path (translate changes with the language), so the effect runs only then.
  const meta = useMemo(() => buildMeta(translate, locale, key, pathname, noindex), [translate, locale, key, pathname, noindex]);
  const sink = useContext(MetaSink);
  if (sink) Object.assign(sink, meta);
  useEffect(() => applyMeta(meta), [meta]);
}

/** The shell's default meta for the current path (rendered before the page, which may override it). */
export function RouteMeta() {
  const { pathname } = useLocation();
  usePageMeta(metaKeyForPath(pathname));
  return null;
}
