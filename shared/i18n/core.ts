/**
 * i18n core shared by the web, the functions (PDF, errors) and tests.
 * Text is looked up by dotted keys ("nav.services"); a missing key shows the key itself.
 * Messages live in namespaces (shared/i18n/messages/<ns>.ts, shared/questionnaires/<type>.messages.ts), each holding
 * English and Spanish side by side so they cannot drift; test/unit/i18n-parity.test.ts fails when either lacks a key.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** localStorage key holding the visitor's language (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The cookie mirroring the stored choice (same name and values), written wherever the language is chosen: CloudFront's
 * viewer-request function (infra/aws/constructs/site.ts) and the local static server read it to send a visitor to
 * the URL of a page in their language before anything paints.
 */
export const LANGUAGE_COOKIE = 'language';

/** The `Set-Cookie`/`document.cookie` value that records a choice for a year, site-wide. */
export const languageCookie = (locale: Locale, secure: boolean): string =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

/**
 * The language a first visit chooses, when nothing is stored yet (issue 30: chosen once): a Spanish URL (`/es`, `/es/…`)
 * chooses Spanish; otherwise the browser's first preference among the two languages, if it is Spanish. Null: nothing
 * chosen yet — English, the default, is shown and a later Spanish link can still choose Spanish. (An English browser is
 * not taken as a choice: many Spanish-speaking clients use a phone set to English and arrive on a Spanish link.)
 */
export function firstVisitLocale(pathname: string, browserLanguages: readonly string[]): Locale | null {
  if (pathname === '/es' || pathname.startsWith('/es/')) return 'es';
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'es') return 'es';
    if (primary === 'en') return null;
  }
  return null;
}

/** The language a `Cookie` header's `language` cookie names, or null. */
export function localeFromCookies(header: string | null | undefined): Locale | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LANGUAGE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** A namespace's messages in both languages. The tree shapes must match (checked by the parity test). */
export interface MessageBundle {
  en: MessageTree;
  es: MessageTree;
}

export const defineMessages = <T extends MessageBundle>(bundle: T): T => bundle;

export type Dictionary = Record<string, string>;

export function flatten(tree: MessageTree, prefix = '', out: Dictionary = {}): Dictionary {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else flatten(v, key, out);
  }
  return out;
}

export function mergeBundles(bundles: readonly MessageBundle[], locale: Locale): Dictionary {
  const out: Dictionary = {};
  for (const b of bundles) flatten(b[locale], '', out);
  return out;
}

export type Vars = Record<string, string | number>;
export type Translate = (key: string, vars?: Vars) => string;

/** `{name}` placeholders are replaced from vars; unknown placeholders stay as written. */
export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function createTranslator(dict: Dictionary): Translate {
  return (key, vars) => {
    const template = dict[key];
    return template === undefined ? key : interpolate(template, vars);
  };
}

const intlLocale = (locale: Locale) => (locale === 'es' ? 'es-US' : 'en-US');

export const formatMoney = (cents: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

export const formatNumber = (n: number, locale: Locale): string => new Intl.NumberFormat(intlLocale(locale)).format(n);

/** Dates: ISO strings or Date; `dateOnly` values ("2026-01-31") are formatted without a time-zone shift. */
export function formatDate(value: string | Date, locale: Locale, opts: { withTime?: boolean } = {}): string {
  const isDateOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = typeof value === 'string' ? new Date(isDateOnly ? `${value}T12:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    ...(opts.withTime && !isDateOnly ? { timeStyle: 'short' } : {}),
    timeZone: isDateOnly ? 'UTC' : 'America/Los_Angeles',
  }).format(date);
}
