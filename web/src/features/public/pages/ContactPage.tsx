import { BUSINESS, formatAddress } from '../../../../../shared/business';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { BookingWidget } from '../components/BookingWidget';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { HoursList } from '../../../ui/HoursList';
import { Icon } from '../../../ui/Icon';
import { Link } from '../../../ui/Link';
import contactMessages from '../../../../../shared/i18n/messages/site/contact';
import './contact.css';

registerMessages(contactMessages);

/** /contact: phone, email, address, hours, and the booking calendar (loaded on request) with a plain-link fallback. */
export default function ContactPage() {
  const { t, locale } = useI18n();
  const address = formatAddress();
  const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${BUSINESS.name}, ${address}`)}`;
  return (
    <div className="page page--contact">
      <Breadcrumbs items={[{ to: '/contact', label: t('nav.contact') }]} />
      <header className="page-header">
        <h1>{t('site.contact.title')}</h1>
        <p className="lead">{t('site.contact.lead')}</p>
      </header>

      <div className="contact-grid">
        <section className="card contact-card" aria-labelledby="office-title">
          <h2 id="office-title">{t('site.contact.office')}</h2>
          <dl className="contact-list">
            <div>
              <dt>
                <Icon name="phone" size={22} /> {t('site.contact.phone')}
              </dt>
              <dd>
                <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" size={22} /> {t('site.contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="pin" size={22} /> {t('site.contact.address')}
              </dt>
              <dd>
                <address>
                  {BUSINESS.name}
                  <br />
                  {BUSINESS.address.street}
                  <br />
                  {BUSINESS.address.city}, {BUSINESS.address.state} {BUSINESS.address.zip}
                </address>
                <a href={maps}>{t('site.contact.directions')}</a>
              </dd>
            </div>
          </dl>
          {/* Written in the other language ("Hablamos español." on the English page). */}
          <p lang={locale === 'en' ? 'es' : 'en'}>{t('site.contact.languages')}</p>
        </section>

        <section className="card contact-card" aria-labelledby="hours-title">
          <h2 id="hours-title">{t('site.contact.hoursTitle')}</h2>
          <HoursList />
          <p>{t('site.contact.hoursNote')}</p>
        </section>
      </div>

      <p className="contact-notary">
        {t('site.contact.booking.notary')} <Link to="/notary">{t('site.contact.booking.notaryLink')}</Link>
      </p>
      <BookingWidget />
    </div>
  );
}
