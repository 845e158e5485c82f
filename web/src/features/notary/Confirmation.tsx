/** After booking: when and where, the quote, the .ics file, the manage link (the token in the URL's fragment). */
import type { BookingResponse } from '../../../../shared/api/notary';
import { formatAddress } from '../../../../shared/business';
import { formatWhen } from '../../../../shared/notary/time';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { QuoteTable } from './QuoteTable';
import { downloadIcs } from './calendar';

/** +13235552671 → (323) 555-2671. */
export const displayPhone = (e164: string): string => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

export function Confirmation({ answer, onAnother }: { answer: BookingResponse; onAnother: () => void }) {
  const { t, locale } = useI18n();
  const a = answer.appointment;
  const when = formatWhen(a.startsAt, locale);
  const where =
    a.mode === 'office' || !a.address
      ? t('notary.review.officeAt', { address: formatAddress() })
      : [a.address.street, a.address.unit, `${a.address.city}, CA ${a.address.zip}`].filter(Boolean).join(', ');
  return (
    <section className="booking booking--done" aria-live="polite">
      <p className="lead">
        {t('notary.confirmation.lead', {
          email: a.contact.email,
          texts: a.contact.textReminders ? t('notary.confirmation.byText', { phone: displayPhone(a.contact.phone) }) : '',
        })}
      </p>
      <dl className="booking__facts">
        <div>
          <dt>{t('notary.review.when')}</dt>
          <dd data-testid="booked-when">{when}</dd>
        </div>
        <div>
          <dt>{t('notary.review.where')}</dt>
          <dd>{where}</dd>
        </div>
        <div>
          <dt>{t('notary.review.notary', { name: '' }).replace(/:\s*$/, '')}</dt>
          <dd>{a.notary}</dd>
        </div>
      </dl>
      <QuoteTable quote={a.quote} />
      <div className="booking__nav">
        <Button
          type="button"
          variant="primary"
          onClick={() => downloadIcs(a, { summary: t('notary.title'), description: `${t('notary.review.where')}: ${where}` })}
        >
          {t('notary.confirmation.calendar')}
        </Button>
        <Link to={`/notary/manage#${answer.manageToken}`} className="button button--secondary">
          {t('notary.confirmation.manage')}
        </Link>
      </div>
      <p className="field__hint">{t('notary.confirmation.manageHint')}</p>
      <p>
        <Button type="button" variant="link" onClick={onAnother}>
          {t('notary.confirmation.another')}
        </Button>
      </p>
    </section>
  );
}
