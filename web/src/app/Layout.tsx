import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { BUSINESS } from '../../../shared/business';
import { LOCALES } from '../../../shared/i18n/core';
import { useAuth } from '../lib/auth/AuthProvider';
import { useI18n } from '../lib/i18n/I18nProvider';
import { PageLoader } from './PageLoader';

/** The public shell: header, language switch, main content, footer with the LDA disclosure. */
export function Layout() {
  const { t, locale, setLocale } = useI18n();
  const auth = useAuth();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          {BUSINESS.shortName}
        </Link>
        <nav aria-label={t('nav.mainNavigation')}>
          <ul>
            <li><NavLink to="/">{t('nav.home')}</NavLink></li>
            <li><NavLink to="/services">{t('nav.services')}</NavLink></li>
            <li><NavLink to="/about">{t('nav.about')}</NavLink></li>
            <li><NavLink to="/contact">{t('nav.contact')}</NavLink></li>
            <li><NavLink to="/questionnaire">{t('nav.questionnaire')}</NavLink></li>
            {auth.status === 'signedIn' ? (
              <>
                <li><NavLink to="/account">{t('nav.myAccount')}</NavLink></li>
                <li><NavLink to={auth.isAdmin ? '/admin' : '/dashboard'}>{t('nav.dashboard')}</NavLink></li>
                <li><button type="button" onClick={() => void auth.signOut()}>{t('nav.signOut')}</button></li>
              </>
            ) : (
              <li><NavLink to="/auth">{t('nav.signIn')}</NavLink></li>
            )}
          </ul>
        </nav>
        <label>
          <span className="visually-hidden">{t('common.language')}</span>
          <select value={locale} onChange={(e) => setLocale(e.target.value as (typeof LOCALES)[number])}>
            {LOCALES.map((l) => (
              <option key={l} value={l}>{t(`common.languages.${l}`)}</option>
            ))}
          </select>
        </label>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>{t('lda.notAttorney')}</p>
        <p>{t('lda.registration', { number: BUSINESS.lda.registrationNumber, county: BUSINESS.lda.county, expires: BUSINESS.lda.expires })}</p>
      </footer>
    </>
  );
}
