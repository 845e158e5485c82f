import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOCALES, type Locale } from '../../../../shared/i18n/core';
import { storeLocaleChoice, useI18n } from '../../lib/i18n/I18nProvider';
import { localePath, splitLocale, trimPath } from '../../lib/pages';
import { useLatestLocation } from './latestLocation';

/**
 * English | Español. The choice is stored under localStorage "language" and mirrored in the `language` cookie
 * (I18nProvider). On a page with a URL per language (lib/pages.ts `localized`) the switch goes to the same page's URL
 * in the other language, whose language the router applies (Layout's `UrlLocale`); elsewhere (client and staff pages,
 * one URL) it switches the language in place. Each button names its language in that language (lang attribute),
 * pressed = current. The page is the router's newest location at click time (`useLatestLocation`): during a page change
 * the previous page is still on screen, and its twin is not where the visitor is going.
 */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const choose = useChooseLanguage();
  return (
    <div className="lang-switch" role="group" aria-label={t('common.language')}>
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale === l} className="lang-switch__button" onClick={() => choose(l)}>
          {t(`common.languages.${l}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * Choose a language as the switch does: recorded (localStorage and cookie), then the page's twin URL on a page with a
 * URL per language, else the language switched in place. Also used when a signed-in client's account language is
 * applied on a device with no choice yet (./ProfileLanguage.tsx).
 */
export function useChooseLanguage(): (next: Locale) => void {
  const { setLocale } = useI18n();
  const current = useLatestLocation();
  const navigate = useNavigate();
  return useCallback(
    (next: Locale) => {
      const { pathname, search, hash } = current();
      if (splitLocale(pathname).locale === null) return setLocale(next);
      storeLocaleChoice(next);
      const twin = localePath(pathname, next);
      if (trimPath(twin) !== trimPath(pathname)) navigate(twin + search + hash);
    },
    [current, navigate, setLocale],
  );
}
