import { Link } from '../../ui/Link';
import { BUSINESS, formatAddress } from '../../../../shared/business';
import { ldaRegistrationCurrent, notaryNotice } from '../../../../shared/compliance';
import { formatMoney } from '../../../../shared/i18n/core';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { HoursList } from '../../ui/HoursList';
import { linksIn } from '../../lib/pages';

/**
 * The footer on every page of the shell: contact details, office hours, site links, and the Legal Document Assistant
 * disclosure in the page language (B&P §6408: "I am not an attorney…", registration number, county, expiry; bond).
 */
const FOOTER_LINKS = linksIn('footer');

export function Footer() {
  const { t, date, money } = useI18n();
  const { lda } = BUSINESS;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('site.footer.contactTitle')}</h2>
          <address>
            <strong>{BUSINESS.name}</strong>
            <br />
            {formatAddress()}
            <br />
            <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a>
            <br />
            <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
          </address>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t('site.footer.hoursTitle')}</h2>
          <HoursList />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('site.footer.linksTitle')}</h2>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <section className="site-footer__legal" aria-labelledby="footer-legal" data-testid="lda-disclosure">
        <h2 id="footer-legal" className="visually-hidden">
          {t('site.footer.legalTitle')}
        </h2>
        <p className="site-footer__notice">{t('lda.notAttorney')}</p>
        {/* Never an expired registration (docs/compliance.md): once it lapses, say that new orders are paused. */}
        {ldaRegistrationCurrent() ? (
          <p>{t('lda.registration', { number: lda.registrationNumber, county: lda.county, expires: date(lda.expires) })}</p>
        ) : (
          <p>{t('lda.registrationLapsed', { phone: BUSINESS.phone })}</p>
        )}
        <p>{t('lda.bond', { issuer: lda.bond.issuer, number: lda.bond.number, amount: money(lda.bond.amountCents) })}</p>
        <p>
          {t('site.footer.notary', { county: BUSINESS.notary.commissionCounty })}{' '}
          {t('site.footer.processServer', { number: BUSINESS.processServer.registrationNumber, county: BUSINESS.processServer.county })}
        </p>
        {/* Gov. Code §8219.5: the notary's notice with the statutory fee, in English and Spanish, whatever the page language. */}
        <p lang="en" data-testid="notary-notice-en">
          {notaryNotice(formatMoney(BUSINESS.notary.feePerSignatureCents, 'en')).en}
        </p>
        <p lang="es" data-testid="notary-notice-es">
          {notaryNotice(formatMoney(BUSINESS.notary.feePerSignatureCents, 'es')).es}
        </p>
        <p>{t('lda.notLawFirm')}</p>
        <p>{t('site.footer.clerk', { clerk: lda.countyClerk.name, address: lda.countyClerk.address, phone: lda.countyClerk.phone })}</p>
        <p>{t('site.footer.rights', { name: BUSINESS.name })}</p>
      </section>
    </footer>
  );
}
