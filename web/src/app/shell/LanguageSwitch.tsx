import { LOCALES } from '../../../../shared/i18n/core';
import { useI18n } from '../../lib/i18n/I18nProvider';

/**
 * English | Español. The choice is stored under localStorage "language" and sets <html lang> (I18nProvider).
 * Each button names its language in that language (lang attribute), pressed = current.
 */
export function LanguageSwitch() {
  const { t, locale, setLocale } = useI18n();
  return (
    <div className="lang-switch" role="group" aria-label={t('common.language')}>
      {LOCALES.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale === l} className="lang-switch__button" onClick={() => setLocale(l)}>
          {t(`common.languages.${l}`)}
        </button>
      ))}
    </div>
  );
}
