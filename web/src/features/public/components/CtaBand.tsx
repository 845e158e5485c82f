import { BUSINESS } from '../../../../../shared/business';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { ButtonLink } from '../../../ui/Button';
import ctaMessages from '../../../../../shared/i18n/messages/site/cta';
import './cta-band.css';

registerMessages(ctaMessages);

/** The closing call to action: start a questionnaire, book a free call about our services and prices, or call. */
export function CtaBand() {
  const { t } = useI18n();
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">{t('site.cta.title')}</h2>
      <p>{t('site.cta.text')}</p>
      <p>{t('site.cta.what')}</p>
      <div className="button-row">
        <ButtonLink to="/questionnaire" variant="accent">
          {t('nav.getStarted')}
        </ButtonLink>
        <ButtonLink to="/contact" variant="light">
          {t('site.cta.book')}
        </ButtonLink>
        <ButtonLink href={`tel:${BUSINESS.phoneE164}`} variant="light">
          {t('nav.callNowNumber', { phone: BUSINESS.phone })}
        </ButtonLink>
      </div>
    </section>
  );
}
