import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BUSINESS } from '../../../shared/business';
import { useI18n } from '../lib/i18n/I18nProvider';
import { Button, ButtonLink } from '../ui/Button';
import { Logo } from '../ui/Logo';

/**
 * The router's fallback for unexpected failures (spec: "Unexpected Application Error!"), with a way back: reload
 * this page, or go to the home page (full page loads, so whatever broke starts afresh). It replaces the whole shell,
 * so it carries its own minimal header, the phone number and the LDA disclosure.
 */
export function RouteError() {
  const { t, date } = useI18n();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          <a href="/" className="brand">
            <Logo className="brand__logo" />
            <span className="brand__text">
              <span className="brand__name">{BUSINESS.name}</span>
            </span>
          </a>
        </div>
      </header>
      <main id="main" className="route-error" tabIndex={-1}>
        <div className="page page--error" role="alert">
          <h1>{t('common.unexpectedError')}</h1>
          <p className="lead">{t('common.unexpectedErrorHelp')}</p>
        </div>
        <div className="button-row">
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
          <ButtonLink href="/">{t('common.backHome')}</ButtonLink>
          <ButtonLink href={`tel:${BUSINESS.phoneE164}`}>{t('nav.callNowNumber', { phone: BUSINESS.phone })}</ButtonLink>
        </div>
      </main>
      <footer className="site-footer">
        <section className="site-footer__legal" aria-label={t('site.footer.legalTitle')}>
          <p className="site-footer__notice">{t('lda.notAttorney')}</p>
          <p>
            {t('lda.registration', {
              number: BUSINESS.lda.registrationNumber,
              county: BUSINESS.lda.county,
              expires: date(BUSINESS.lda.expires),
            })}
          </p>
        </section>
      </footer>
    </>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The address shown: a new one clears the error (the visitor left the page that failed). */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { error: boolean; pathname: string }> {
  override state = { error: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { error: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: boolean; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    // Logged for whoever investigates (the page itself shows no technical detail).
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/**
 * What the routes render inside (app/router.tsx): an error thrown while rendering a page or the shell (a page's chunk
 * that failed to load included) shows `RouteError` in place of both, until the visitor goes to another address.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
