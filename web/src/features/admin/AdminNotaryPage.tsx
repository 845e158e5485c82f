/**
 * /admin/notary: the notary's appointments (issue 33) — a day or a week, the day's mobile route in order of time with
 * the distance from the previous stop, and one appointment's detail: its ID plan (never an ID number), complete it
 * (acts and fees collected, held to the §8211 cap) with a receipt that shows notarial fees and travel apart, a no-show,
 * or a cancellation for the client. The journal stays the notary's (Gov. Code §8206): nothing of it is recorded here.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAppointment } from '../../../../shared/api/notary';
import { formatClock } from '../../../../shared/business';
import notaryDeskMessages from '../../../../shared/i18n/messages/notary-desk';
import notaryMessages from '../../../../shared/i18n/messages/notary';
import { addDays, formatWhen, officeTime, weekdayOf } from '../../../../shared/notary/time';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { appointmentsQuery } from './api/notary';
import { AdminShell } from './components/AdminShell';
import { STATUS_TYPE } from './notary/appointment';
import { AppointmentDetail } from './notary/AppointmentDetail';
import { DayRoute } from './notary/DayRoute';

registerMessages(notaryMessages);
registerMessages(notaryDeskMessages);

/** The Monday of a date's week. */
const mondayOf = (date: string) => {
  const order = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return addDays(date, -order.indexOf(weekdayOf(date)));
};

export default function AdminNotaryPage() {
  const { t } = useI18n();
  return (
    <AdminShell
      title={t('notaryDesk.appointments.title')}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: t('notaryDesk.nav.appointments'), href: '/admin/notary' },
      ]}
    >
      <Appointments />
    </AdminShell>
  );
}

function Appointments() {
  const { t, locale, money } = useI18n();
  const [date, setDate] = useState(officeTime(new Date()).date);
  const [span, setSpan] = useState<'day' | 'week'>('day');
  const [open, setOpen] = useState<AdminAppointment | null>(null);
  const from = span === 'day' ? date : mondayOf(date);
  const to = span === 'day' ? date : addDays(from, 6);
  const list = useQuery(appointmentsQuery(from, to));
  const items = list.data?.items ?? [];
  const dayMobile = items.filter((a) => a.date === date && a.mode === 'mobile' && a.status !== 'cancelled');
  const step = span === 'day' ? 1 : 7;

  return (
    <SpaceBetween size="l">
      <Table
        variant="container"
        loading={list.isPending}
        loadingText={t('notaryDesk.appointments.loading')}
        items={items}
        trackBy="id"
        header={
          <Header
            variant="h1"
            counter={list.data ? `(${items.length})` : undefined}
            description={t('notaryDesk.appointments.description')}
            actions={
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <SegmentedControl
                  selectedId={span}
                  label={t('notaryDesk.appointments.title')}
                  options={[
                    { id: 'day', text: t('notaryDesk.appointments.day') },
                    { id: 'week', text: t('notaryDesk.appointments.week') },
                  ]}
                  onChange={(e) => setSpan(e.detail.selectedId as 'day' | 'week')}
                />
                <Button
                  iconName="angle-left"
                  ariaLabel={t('notaryDesk.appointments.previous')}
                  onClick={() => setDate(addDays(date, -step))}
                />
                <DatePicker
                  value={date}
                  onChange={(e) => e.detail.value && setDate(e.detail.value)}
                  placeholder="YYYY/MM/DD"
                  ariaLabel={t('notaryDesk.appointments.date')}
                />
                <Button iconName="angle-right" ariaLabel={t('notaryDesk.appointments.next')} onClick={() => setDate(addDays(date, step))} />
              </SpaceBetween>
            }
          >
            {t('notaryDesk.appointments.title')}
          </Header>
        }
        empty={<Box textAlign="center">{list.isError ? t('notaryDesk.appointments.loadFailed') : t('notaryDesk.appointments.empty')}</Box>}
        columnDefinitions={[
          {
            id: 'time',
            header: t('notaryDesk.appointments.time'),
            cell: (a) => (span === 'day' ? formatClock(a.start, locale) : formatWhen(a.startsAt, locale)),
            isRowHeader: true,
          },
          {
            id: 'where',
            header: t('notaryDesk.appointments.where'),
            cell: (a) =>
              a.mode === 'office'
                ? t('notaryDesk.appointments.office')
                : `${t('notaryDesk.appointments.mobile')} · ${a.address?.city ?? ''} ${a.address?.zip ?? ''}`,
          },
          {
            id: 'client',
            header: t('notaryDesk.appointments.client'),
            cell: (a) => `${a.contact.name} (${t(`notaryDesk.appointments.booker.${a.booker}`)})`,
          },
          { id: 'signers', header: t('notaryDesk.appointments.signers'), cell: (a) => a.signers.length },
          {
            id: 'documents',
            header: t('notaryDesk.appointments.documents'),
            cell: (a) => a.documents.map((d) => t(`notary.documentTypes.${d.type}`)).join(', '),
          },
          { id: 'quote', header: t('notaryDesk.appointments.quote'), cell: (a) => money(a.quote.totalCents) },
          {
            id: 'status',
            header: t('notaryDesk.appointments.status'),
            cell: (a) => (
              <StatusIndicator type={STATUS_TYPE[a.status]}>{t(`notaryDesk.appointments.statuses.${a.status}`)}</StatusIndicator>
            ),
          },
          {
            id: 'open',
            header: '',
            cell: (a) => (
              <Button
                variant="inline-link"
                onClick={() => setOpen(a)}
                ariaLabel={`${t('notaryDesk.appointments.open')}: ${a.contact.name} ${formatWhen(a.startsAt, locale)}`}
              >
                {t('notaryDesk.appointments.open')}
              </Button>
            ),
          },
        ]}
      />
      {span === 'day' && <DayRoute date={date} stops={dayMobile} />}
      {open && <AppointmentDetail appointment={open} onClose={() => setOpen(null)} onChanged={(a) => setOpen(a)} range={[from, to]} />}
    </SpaceBetween>
  );
}
