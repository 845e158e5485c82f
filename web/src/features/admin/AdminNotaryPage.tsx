/**
 * /admin/notary: the notary's appointments (issue 33) — a day or a week, the day's mobile route in order of time with
 * the distance from the previous stop, and one appointment's detail: its ID plan (never an ID number), complete it
 * (acts and fees collected, held to the §8211 cap) with a receipt that shows notarial fees and travel apart, a no-show,
 * or a cancellation for the client. The journal stays the notary's (Gov. Code §8206): nothing of it is recorded here.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAppointment } from '../../../../shared/api/notary';
import { BUSINESS, formatAddress, formatClock } from '../../../../shared/business';
import notaryDeskMessages from '../../../../shared/i18n/messages/notary-desk';
import notaryMessages from '../../../../shared/i18n/messages/notary';
import { milesBetweenZips } from '../../../../shared/notary/area';
import { collectibleNotarialCents } from '../../../../shared/notary/rules';
import { addDays, formatWhen, officeTime, weekdayOf } from '../../../../shared/notary/time';
import { ApiError } from '../../lib/api';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { appointmentsQuery, completeAppointment, markNoShow, staffCancel } from './api/notary';
import { AdminShell } from './components/AdminShell';
import { useNotify } from './hooks/notifications';

registerMessages(notaryMessages);
registerMessages(notaryDeskMessages);

const STATUS_TYPE: Record<AdminAppointment['status'], StatusIndicatorProps.Type> = {
  booked: 'pending',
  completed: 'success',
  noShow: 'warning',
  cancelled: 'stopped',
};

/** +13235552671 → (323) 555-2671. */
const phoneOf = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

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
      {span === 'day' && <Route date={date} stops={dayMobile} />}
      {open && <Detail appointment={open} onClose={() => setOpen(null)} onChanged={(a) => setOpen(a)} range={[from, to]} />}
    </SpaceBetween>
  );
}

/** The day's mobile visits in time order, each with the straight-line distance from the previous stop. */
function Route({ date, stops }: { date: string; stops: AdminAppointment[] }) {
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

function Detail({
  appointment: a,
  onClose,
  onChanged,
  range,
}: {
  appointment: AdminAppointment;
  onClose: () => void;
  onChanged: (a: AdminAppointment) => void;
  range: [string, string];
}) {
  const { t, locale, money, date } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [completing, setCompleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [acts, setActs] = useState(String(a.quote.lines.reduce((n, l) => n + l.signatures, 0)));
  const [notarial, setNotarial] = useState((a.quote.notarialCents / 100).toFixed(2));
  const [travel, setTravel] = useState(((a.quote.travel?.totalCents ?? 0) / 100).toFixed(2));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function act(run: () => Promise<{ appointment: AdminAppointment }>) {
    setBusy(true);
    setFieldErrors({});
    try {
      const res = await run();
      onChanged(res.appointment);
      setCompleting(false);
      setCancelling(false);
      notify({ type: 'success', header: t('notaryDesk.detail.done') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'notary', 'appointments', ...range] });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) setFieldErrors(err.fieldErrors);
      notify({
        type: 'error',
        header: t('notaryDesk.detail.failed'),
        content: err instanceof ApiError ? t(`errors.${err.code}`) : undefined,
      });
    } finally {
      setBusy(false);
    }
  }
  const cents = (v: string) => Math.round(Number(v) * 100);
  const fieldError = (f: string) => (fieldErrors[f]?.[0] ? t(fieldErrors[f][0] as never) : undefined);
  const when = formatWhen(a.startsAt, locale);
  const where =
    a.mode === 'office' || !a.address
      ? formatAddress()
      : [a.address.street, a.address.unit, `${a.address.city}, CA ${a.address.zip}`].filter(Boolean).join(', ');

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {a.status === 'booked' && (
                <>
                  <Button variant="primary" onClick={() => setCompleting(true)}>
                    {t('notaryDesk.detail.complete')}
                  </Button>
                  <Button disabled={busy || new Date(a.startsAt) > new Date()} onClick={() => void act(() => markNoShow(a.id, a.version))}>
                    {t('notaryDesk.detail.noShow')}
                  </Button>
                  <Button onClick={() => setCancelling(true)}>{t('notaryDesk.detail.cancel')}</Button>
                </>
              )}
              <Button onClick={onClose}>{t('notaryDesk.detail.close')}</Button>
            </SpaceBetween>
          }
        >
          {t('notaryDesk.detail.title', { when })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={3}
          items={[
            {
              label: t('notaryDesk.appointments.status'),
              value: <StatusIndicator type={STATUS_TYPE[a.status]}>{t(`notaryDesk.appointments.statuses.${a.status}`)}</StatusIndicator>,
            },
            {
              label: t('notaryDesk.appointments.where'),
              value: `${a.mode === 'office' ? t('notaryDesk.appointments.office') : t('notaryDesk.appointments.mobile')}: ${where}${a.address?.notes ? ` (${a.address.notes})` : ''}`,
            },
            { label: t('notaryDesk.detail.notary'), value: a.notary },
            { label: t('notaryDesk.detail.contact'), value: `${a.contact.name} · ${phoneOf(a.contact.phone)} · ${a.contact.email}` },
            { label: t('notaryDesk.detail.language'), value: t(`common.languages.${a.contact.locale}`) },
            {
              label: t('notaryDesk.detail.texts'),
              value: a.textsStopped
                ? t('notaryDesk.detail.textsStopped')
                : a.contact.textReminders
                  ? t('notaryDesk.detail.textsOn')
                  : t('notaryDesk.detail.textsOff'),
            },
            ...(a.caseId
              ? [
                  {
                    label: t('notaryDesk.detail.fromCase'),
                    value: <a href={`/questionnaire-submission/${a.caseId}`}>{a.caseId.slice(0, 8)}</a>,
                  },
                ]
              : []),
          ]}
        />
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="h3">{t('notaryDesk.appointments.documents')}</Box>
            <ul>
              {a.documents.map((d, i) => (
                <li key={i}>
                  {t(`notary.documentTypes.${d.type}`)} — {t(`notary.acts.${d.act}`)} × {d.signatures}
                </li>
              ))}
            </ul>
            {a.thumbprint && <Box variant="p">{t('notaryDesk.detail.thumbprint')}</Box>}
          </div>
          <div>
            <Box variant="h3">{t('notaryDesk.detail.idPlan')}</Box>
            <ul>
              {a.signers.map((s, i) => (
                <li key={i}>
                  {s.idPlan.kind === 'id'
                    ? t('notary.review.idLine', { name: s.name, id: t(`notary.ids.${s.idPlan.id}`) })
                    : t('notary.review.witnessLine', { name: s.name, witnesses: t(`notary.signers.${s.idPlan.witnesses}`) })}
                </li>
              ))}
            </ul>
          </div>
        </ColumnLayout>
        {a.receipt && (
          <div className="notary-receipt" id="notary-receipt">
            <Box variant="h3">{t('notaryDesk.receipt.title')}</Box>
            <Box variant="p">
              {BUSINESS.name} · {formatAddress()} · {BUSINESS.phone}
            </Box>
            <Box variant="p">
              {t('notaryDesk.receipt.number', { number: a.receipt.number })} ·{' '}
              {t('notaryDesk.receipt.issued', { date: date(a.receipt.issuedAt, { withTime: true }) })}
            </Box>
            <Box variant="p">
              {a.contact.name} · {when} · {a.notary}
            </Box>
            <table className="notary-receipt__lines">
              <tbody>
                <tr>
                  <th scope="row">{t('notaryDesk.receipt.notarial', { acts: a.receipt.acts })}</th>
                  <td>{money(a.receipt.notarialCents)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('notaryDesk.receipt.travel')}</th>
                  <td>{money(a.receipt.travelCents)}</td>
                </tr>
                <tr className="notary-receipt__total">
                  <th scope="row">{t('notaryDesk.receipt.total')}</th>
                  <td>{money(a.receipt.totalCents)}</td>
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
        )}
      </SpaceBetween>
      <Modal
        visible={completing}
        onDismiss={() => setCompleting(false)}
        header={t('notaryDesk.complete.title')}
        footer={
          <Box float="right">
            <Button
              variant="primary"
              loading={busy}
              onClick={() =>
                void act(() =>
                  completeAppointment(a.id, {
                    acts: Number(acts),
                    notarialCollectedCents: cents(notarial),
                    travelCollectedCents: cents(travel),
                    expectedVersion: a.version,
                  }),
                )
              }
            >
              {t('notaryDesk.complete.save')}
            </Button>
          </Box>
        }
      >
        <SpaceBetween size="m">
          <FormField label={t('notaryDesk.complete.acts')} description={t('notaryDesk.complete.actsHint')} errorText={fieldError('acts')}>
            <Input type="number" inputMode="numeric" value={acts} onChange={(e) => setActs(e.detail.value)} />
          </FormField>
          <FormField
            label={t('notaryDesk.complete.notarial')}
            description={t('notaryDesk.complete.notarialHint', {
              cap: money(collectibleNotarialCents(a.documents, Number(acts) || 0)),
              acts: Number(acts) || 0,
            })}
            errorText={fieldError('notarialCollectedCents')}
          >
            <Input type="number" inputMode="decimal" value={notarial} onChange={(e) => setNotarial(e.detail.value)} />
          </FormField>
          {a.mode === 'mobile' && (
            <FormField
              label={t('notaryDesk.complete.travel')}
              description={t('notaryDesk.complete.travelHint', { agreed: money(a.quote.travel?.totalCents ?? 0) })}
              errorText={fieldError('travelCollectedCents')}
            >
              <Input type="number" inputMode="decimal" value={travel} onChange={(e) => setTravel(e.detail.value)} />
            </FormField>
          )}
        </SpaceBetween>
      </Modal>
      <Modal
        visible={cancelling}
        onDismiss={() => setCancelling(false)}
        header={t('notaryDesk.detail.cancel')}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setCancelling(false)}>{t('notary.manage.keep')}</Button>
              <Button variant="primary" loading={busy} onClick={() => void act(() => staffCancel(a.id, a.version))}>
                {t('notary.manage.cancelYes')}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {t('notaryDesk.detail.cancelConfirm')}
      </Modal>
    </Container>
  );
}
