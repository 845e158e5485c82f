/** The receipt of a completed appointment: notarial fees and travel apart (Gov. Code §8211), printable. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { AdminAppointment } from '../../../../../shared/api/notary';
import { BUSINESS, formatAddress } from '../../../../../shared/business';
import { formatWhen } from '../../../../../shared/notary/time';
import { useI18n } from '../../../lib/i18n/I18nProvider';

export function Receipt({ appointment: a, receipt }: { appointment: AdminAppointment; receipt: NonNullable<AdminAppointment['receipt']> }) {
  const { t, locale, money, date } = useI18n();
  const when = formatWhen(a.startsAt, locale);
  return (
    <div className="notary-receipt" id="notary-receipt">
      <Box variant="h3">{t('notaryDesk.receipt.title')}</Box>
      <Box variant="p">
        {BUSINESS.name} · {formatAddress()} · {BUSINESS.phone}
      </Box>
      <Box variant="p">
        {t('notaryDesk.receipt.number', { number: receipt.number })} ·{' '}
        {t('notaryDesk.receipt.issued', { date: date(receipt.issuedAt, { withTime: true }) })}
      </Box>
      <Box variant="p">
        {a.contact.name} · {when} · {a.notary}
      </Box>
      <table className="notary-receipt__lines">
        <tbody>
          <tr>
            <th scope="row">{t('notaryDesk.receipt.notarial', { acts: receipt.acts })}</th>
            <td>{money(receipt.notarialCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('notaryDesk.receipt.travel')}</th>
            <td>{money(receipt.travelCents)}</td>
          </tr>
          <tr className="notary-receipt__total">
            <th scope="row">{t('notaryDesk.receipt.total')}</th>
            <td>{money(receipt.totalCents)}</td>
          </tr>
        </tbody>
      </table>
      <Box variant="small">{t('notaryDesk.receipt.notice')}</Box>
      <div className="notary-receipt__print">
        <Button iconName="file" onClick={() => window.print()}>
          {t('notaryDesk.receipt.print')}
        </Button>
      </div>
    </div>
  );
}
