import { useEffect, useRef, useState } from 'react';
import { BUSINESS } from '../../../../../shared/business';
import { config } from '../../../lib/config';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { Rich } from '../../../ui/Rich';
import contactMessages from '../../../../../shared/i18n/messages/site/contact';
import './booking-widget.css';

registerMessages(contactMessages);

/** The configured scheduling page, if it is an http(s) URL (read after mount: prerendered HTML never depends on it). */
function bookingUrl(): string | null {
  try {
    const url = config().bookingUrl;
    return url && /^https?:\/\//i.test(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The third-party booking calendar (spec: the contact page embeds online scheduling). It is loaded only when the
 * visitor asks for it, so the page stays fast and no third party is contacted without a reason; a plain link and
 * the phone number always work.
 */
export function BookingWidget() {
  const { t } = useI18n();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => setUrl(bookingUrl()), []);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    <section className="section booking" aria-labelledby="booking-title">
      <h2 id="booking-title">{t('site.contact.booking.title')}</h2>
      <p>{t('site.contact.booking.intro')}</p>
      {url && !shown && (
        <>
          <p className="muted">{t('site.contact.booking.consent')}</p>
          <p>
            <Button variant="primary" onClick={() => setShown(true)}>
              {t('site.contact.booking.show')}
            </Button>
          </p>
        </>
      )}
      {url && shown && (
        <iframe
          ref={frame}
          className="booking__frame"
          src={url}
          title={t('site.contact.booking.frameTitle')}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {url && (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('site.contact.booking.link')} {t('common.opensInNewTab')}
          </a>
        </p>
      )}
      <p>
        <Rich text={t('site.contact.booking.callInstead')} values={{ phone: <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a> }} />
      </p>
    </section>
  );
}
