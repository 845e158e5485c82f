import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  createTranslator,
  DEFAULT_LOCALE,
  formatDate,
  formatMoney,
  formatNumber,
  isLocale,
  LANGUAGE_STORAGE_KEY,
  mergeBundles,
  type Locale,
  type MessageBundle,
  type Translate,
} from '../../../../shared/i18n/core';
import { CORE_BUNDLES } from '../../../../shared/i18n/messages';

/** Registered bundles: the core set plus what lazy chunks (admin, questionnaires) add at run time. */
const bundles: MessageBundle[] = [...CORE_BUNDLES];
let version = 0;
const listeners = new Set<() => void>();

/** Add a message bundle (idempotent). Components re-render with the new keys. */
export function registerMessages(bundle: MessageBundle): void {
  if (bundles.includes(bundle)) return;
  bundles.push(bundle);
  version += 1;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function readStoredLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export interface I18n {
  locale: Locale;
  setLocale(locale: Locale): void;
  t: Translate;
  money(cents: number): string;
  date(value: string | Date, opts?: { withTime?: boolean }): string;
  number(n: number): string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());
  const bundleVersion = useSyncExternalStore(subscribe, () => version, () => version);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    setLocaleState(next);
  }, []);

  const value = useMemo<I18n>(() => {
    const t = createTranslator(mergeBundles(bundles, locale));
    return {
      locale,
      setLocale,
      t,
      money: (cents) => formatMoney(cents, locale),
      date: (v, opts) => formatDate(v, locale, opts),
      number: (n) => formatNumber(n, locale),
    };
    // bundleVersion: recompute when a lazy chunk registers messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, setLocale, bundleVersion]);

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside I18nProvider');
  return ctx;
}
