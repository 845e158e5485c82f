import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { AdminAppointment } from '../../../../../shared/api/notary';
import { BUSINESS, formatAddress, formatClock } from '../../../../../shared/business';
import { milesBetweenZips } from '../../../../../shared/notary/area';
import { formatWhen } from '../../../../../shared/notary/time';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { phoneOf } from './appointment';

/** The day's mobile visits in time order, each with the straight-line distance from the previous stop. */
export function DayRoute({ date, stops }: { date: string; stops: AdminAppointment[] }) {
  const { t, locale } = useI18n();
  let previous: string = BUSINESS.address.zip;
  return (
    <Container
      header={
        <Header variant="h2" description={t('notaryDesk.route.description')}>
          {t('notaryDesk.route.title', { date: formatWhen(`${date}T20:00:00Z`, locale, { dateOnly: true }) })}
        </Header>
      }
    >
      {stops.length === 0 ? (
        <Box>{t('notaryDesk.route.empty')}</Box>
      ) : (
        <ol className="notary-route">
          <li>
            <strong>{BUSINESS.shortName}</strong> — {formatAddress()}
          </li>
          {stops.map((a) => {
            const miles = milesBetweenZips(previous, a.address!.zip);
            previous = a.address!.zip;
            return (
              <li key={a.id}>
                <strong>{formatClock(a.start, locale)}</strong> —{' '}
                {[a.address!.street, a.address!.unit, `${a.address!.city}, CA ${a.address!.zip}`].filter(Boolean).join(', ')}
                {a.address!.notes ? ` (${a.address!.notes})` : ''} · {a.contact.name}, {phoneOf(a.contact.phone)}
                {miles !== null && <Box variant="small">{t('notaryDesk.route.miles', { miles })}</Box>}
              </li>
            );
          })}
        </ol>
      )}
    </Container>
  );
}
