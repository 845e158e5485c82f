import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createTranslator,
  DEFAULT_LOCALE,
  flatten,
  formatDate,
  formatMoney,
  formatNumber,
  isLocale,
  LANGUAGE_STORAGE_KEY,
  languageCookie,
  mergeBundles,
  type Dictionary,
  type Locale,
  type MessageBundle,
  type Translate,
  type Vars,
} from '../../../../shared/i18n/core';
import { CORE_BUNDLES } from '../../../../shared/i18n/messages';
import type { MessageKey } from './keys';

/**
 * Registered bundles: the core set (the shell's words) plus what each lazily loaded part adds when its module loads:
 * a public page its own copy (shared/i18n/messages/site/<page>.ts), the admin console, the questionnaires.
 */
const bundles: MessageBundle[] = [...CORE_BUNDLES];
/** Each language's merged dictionary, built on first use and extended in place by later registrations. */
const dictionaries: Partial<Record<Locale, Dictionary>> = {};

const dictionary = (locale: Locale): Dictionary => (dictionaries[locale] ??= mergeBundles(bundles, locale));

/**
 * Add a message bundle (idempotent). Call it when the module that uses the keys loads (top level), so the keys are
 * there before its components first render: translators look keys up when called, and registering re-renders
 * nothing. (A re-render here would reach a prerendered page that is still hydrating and make React discard its
 * server HTML; see app/hydration.ts.)
 */
export function registerMessages(bundle: MessageBundle): void {
  if (bundles.includes(bundle)) return;
  bundles.push(bundle);
  for (const [locale, dict] of Object.entries(dictionaries)) flatten(bundle[locale as Locale], '', dict);
}

/** The visitor's recorded choice (localStorage "language"), or null when none was made on this device. */
export function readStoredChoice(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export const readStoredLocale = (): Locale => readStoredChoice() ?? DEFAULT_LOCALE;

/**
 * Record the visitor's choice: localStorage "language" (spec §1) and the cookie that mirrors it, which CloudFront and
 * the local server read to send the visitor to the URL of their language before paint. Changes nothing on screen.
 */
export function storeLocaleChoice(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  writeLanguageCookie(locale);
}

function writeLanguageCookie(locale: Locale): void {
  try {
    document.cookie = languageCookie(locale, window.location.protocol === 'https:');
  } catch {
    /* no document (tests) or cookies refused */
  }
}

export interface I18n {
  locale: Locale;
  setLocale(locale: Locale): void;
  /** A static message: the compiler checks the key (lib/i18n/keys.ts). */
  t: (key: MessageKey, vars?: Vars) => string;
  /**
   * A message whose key comes from data at run time — a questionnaire definition's labels, the API's field errors, a
   * form schema's error keys — and translators for shared code. A missing key shows the key itself.
   */
  translate: Translate;
  money(cents: number): string;
  date(value: string | Date, opts?: { withTime?: boolean }): string;
  number(n: number): string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    storeLocaleChoice(next);
    setLocaleState(next);
  }, []);

  const value = useMemo<I18n>(() => {
    const translate = createTranslator(dictionary(locale));
    return {
      locale,
      setLocale,
      t: translate,
      translate,
      money: (cents) => formatMoney(cents, locale),
      date: (v, opts) => formatDate(v, locale, opts),
      number: (n) => formatNumber(n, locale),
    };
  }, [locale, setLocale]);

  return (
    <ShowLocaleContext.Provider value={setLocaleState}>
      <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
    </ShowLocaleContext.Provider>
  );
}

/** Shows a language without recording it as the visitor's choice (the language a URL fixes). */
const ShowLocaleContext = createContext<((locale: Locale) => void) | null>(null);

/**
 * The language the URL fixes (lib/pages.ts `splitLocale`: `/es/…` Spanish, a localized page's English URL English,
 * null elsewhere), applied before the browser paints the page the router has just rendered. The first render already
 * has it (app/boot.tsx starts in the URL's language), so this acts only on navigations that change language.
 */
export function UrlLocale({ locale }: { locale: Locale | null }) {
  const show = useContext(ShowLocaleContext);
  const current = useContext(I18nContext)?.locale;
  useLayoutEffect(() => {
    if (locale && show && locale !== current) show(locale);
  }, [locale, current, show]);
  return null;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}
