import { Link } from 'react-router-dom';
import { BUSINESS } from '../../../../../shared/business';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import ctaMessages from '../../../../../shared/i18n/messages/site/cta';
import './cta-band.css';

registerMessages(ctaMessages);

/** The closing call to action: start a questionnaire, book a free review, or call. */
export function CtaBand() {
  const { t } = useI18n();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">{t('site.cta.title')}</h2>
      <p>{t('site.cta.text')}</p>
      <div className="actions">
        <Link to="/questionnaire" className="btn btn--accent">
          {t('nav.getStarted')}
        </Link>
        <Link to="/contact" className="btn btn--light">
          {t('site.cta.book')}
        </Link>
        <a href={`tel:${BUSINESS.phoneE164}`} className="btn btn--light">
          {t('nav.callNowNumber', { phone: BUSINESS.phone })}
        </a>
      </div>
    </section>
  );
}
