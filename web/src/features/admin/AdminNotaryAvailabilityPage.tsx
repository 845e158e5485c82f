/**
 * /admin/notary/availability: the notary's weekly hours (blocks per weekday, each with the notary on duty and whether
 * it takes office signings, mobile visits or both), saved conditionally on the version read; and exceptions by date
 * (other hours, or closed). Booked appointments stay booked whatever changes here.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TimeInput from '@cloudscape-design/components/time-input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AvailabilityResponse } from '../../../../shared/api/notary';
import notaryDeskMessages from '../../../../shared/i18n/messages/notary-desk';
import notaryMessages from '../../../../shared/i18n/messages/notary';
import { DEFAULT_NOTARY } from '../../../../shared/notary/settings';
import { formatWhen } from '../../../../shared/notary/time';
import { ApiError } from '../../lib/api';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { availabilityQuery, notaryKeys, removeException, saveException, saveWeekly } from './api/notary';
import { AdminShell } from './components/AdminShell';
import { useNotify } from './hooks/notifications';

registerMessages(notaryMessages);
registerMessages(notaryDeskMessages);

type Block = AvailabilityResponse['weekly'][string][number];
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const newBlock = (): Block => ({ start: '09:00', end: '17:00', office: true, mobile: true, notary: DEFAULT_NOTARY });

export default function AdminNotaryAvailabilityPage() {
  const { t } = useI18n();
  return (
    <AdminShell
      title={t('notaryDesk.availability.title')}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: t('notaryDesk.nav.availability'), href: '/admin/notary/availability' },
      ]}
    >
      <Availability />
    </AdminShell>
  );
}

function Availability() {
  const { t } = useI18n();
  const query = useQuery(availabilityQuery());
  if (!query.data) return <Box>{t('notaryDesk.appointments.loading')}</Box>;
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('notaryDesk.availability.description')}>
        {t('notaryDesk.availability.title')}
      </Header>
      <Weekly key={query.data.version} data={query.data} />
      <Exceptions data={query.data} />
    </SpaceBetween>
  );
}

function BlocksEditor({ blocks, onChange, label }: { blocks: Block[]; onChange: (b: Block[]) => void; label: string }) {
  const { t } = useI18n();
  const set = (i: number, change: Partial<Block>) => onChange(blocks.map((b, j) => (j === i ? { ...b, ...change } : b)));
  return (
    <SpaceBetween size="xs">
      {blocks.length === 0 && <Box color="text-status-inactive">{t('notaryDesk.availability.closed')}</Box>}
      {blocks.map((b, i) => (
        <SpaceBetween key={i} direction="horizontal" size="xs" alignItems="end">
          <FormField label={t('notaryDesk.availability.start')}>
            <TimeInput
              format="hh:mm"
              value={b.start}
              onChange={(e) => set(i, { start: e.detail.value })}
              ariaLabel={`${label} ${t('notaryDesk.availability.start')}`}
            />
          </FormField>
          <FormField label={t('notaryDesk.availability.end')}>
            <TimeInput
              format="hh:mm"
              value={b.end}
              onChange={(e) => set(i, { end: e.detail.value })}
              ariaLabel={`${label} ${t('notaryDesk.availability.end')}`}
            />
          </FormField>
          <Checkbox checked={b.office} onChange={(e) => set(i, { office: e.detail.checked })}>
            {t('notaryDesk.availability.office')}
          </Checkbox>
          <Checkbox checked={b.mobile} onChange={(e) => set(i, { mobile: e.detail.checked })}>
            {t('notaryDesk.availability.mobile')}
          </Checkbox>
          <FormField label={t('notaryDesk.availability.notary')}>
            <Input value={b.notary} onChange={(e) => set(i, { notary: e.detail.value })} />
          </FormField>
          <Button
            onClick={() => onChange(blocks.filter((_, j) => j !== i))}
            ariaLabel={`${t('notaryDesk.availability.removeBlock')}: ${label} ${b.start}`}
          >
            {t('notaryDesk.availability.removeBlock')}
          </Button>
        </SpaceBetween>
      ))}
      <Button
        variant="inline-link"
        iconName="add-plus"
        onClick={() => onChange([...blocks, newBlock()])}
        ariaLabel={`${t('notaryDesk.availability.addBlock')}: ${label}`}
      >
        {t('notaryDesk.availability.addBlock')}
      </Button>
    </SpaceBetween>
  );
}

function Weekly({ data }: { data: AvailabilityResponse }) {
  const { t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [weekly, setWeekly] = useState(data.weekly);
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      queryClient.setQueryData(notaryKeys.availability, await saveWeekly(weekly, data.version));
      notify({ type: 'success', header: t('notaryDesk.availability.saved') });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'conflict') {
        notify({ type: 'warning', header: t('notaryDesk.availability.conflict') });
        void queryClient.invalidateQueries({ queryKey: notaryKeys.availability });
      } else {
        notify({
          type: 'error',
          header: t('notaryDesk.detail.failed'),
          content: err instanceof ApiError ? t(`errors.${err.code}`) : undefined,
        });
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button variant="primary" loading={busy} onClick={() => void save()}>
              {t('notaryDesk.availability.save')}
            </Button>
          }
        >
          {t('notaryDesk.availability.weekly')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {WEEK.map((day) => (
          <div key={day}>
            <Box variant="h3">{t(`common.days.${day}`)}</Box>
            <BlocksEditor label={t(`common.days.${day}`)} blocks={weekly[day] ?? []} onChange={(b) => setWeekly({ ...weekly, [day]: b })} />
          </div>
        ))}
      </SpaceBetween>
    </Container>
  );
}

function Exceptions({ data }: { data: AvailabilityResponse }) {
  const { t, locale } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [blocks, setBlocks] = useState<Block[]>([newBlock()]);
  const [note, setNote] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: notaryKeys.availability });
  const run = async (f: () => Promise<unknown>) => {
    try {
      await f();
      notify({ type: 'success', header: t('notaryDesk.detail.done') });
      void refresh();
    } catch (err) {
      notify({
        type: 'error',
        header: t('notaryDesk.detail.failed'),
        content: err instanceof ApiError ? t(`errors.${err.code}`) : undefined,
      });
    }
  };
  return (
    <Table
      variant="container"
      items={data.exceptions}
      trackBy="date"
      header={<Header variant="h2">{t('notaryDesk.availability.exceptions')}</Header>}
      empty={<Box textAlign="center">{t('notaryDesk.availability.noExceptions')}</Box>}
      columnDefinitions={[
        {
          id: 'date',
          header: t('notaryDesk.availability.exceptionDate'),
          cell: (x) => formatWhen(`${x.date}T20:00:00Z`, locale, { dateOnly: true }),
          isRowHeader: true,
        },
        {
          id: 'hours',
          header: t('notaryDesk.availability.weekly'),
          cell: (x) =>
            x.blocks.length ? x.blocks.map((b) => `${b.start}–${b.end} (${b.notary})`).join(', ') : t('notaryDesk.availability.closed'),
        },
        { id: 'note', header: t('notaryDesk.availability.exceptionNote'), cell: (x) => x.note },
        {
          id: 'remove',
          header: '',
          cell: (x) => (
            <Button variant="inline-link" onClick={() => void run(() => removeException(x.date))}>
              {t('notaryDesk.availability.removeException')}
            </Button>
          ),
        },
      ]}
      footer={
        <SpaceBetween size="s">
          <SpaceBetween direction="horizontal" size="s" alignItems="end">
            <FormField label={t('notaryDesk.availability.exceptionDate')}>
              <DatePicker value={date} onChange={(e) => setDate(e.detail.value)} placeholder="YYYY/MM/DD" />
            </FormField>
            <Checkbox checked={closed} onChange={(e) => setClosed(e.detail.checked)}>
              {t('notaryDesk.availability.exceptionClosed')}
            </Checkbox>
            <FormField label={t('notaryDesk.availability.exceptionNote')}>
              <Input value={note} onChange={(e) => setNote(e.detail.value)} />
            </FormField>
          </SpaceBetween>
          {!closed && <BlocksEditor label={date} blocks={blocks} onChange={setBlocks} />}
          <Button disabled={!date} onClick={() => void run(() => saveException(date, closed ? [] : blocks, note))}>
            {t('notaryDesk.availability.addException')}
          </Button>
        </SpaceBetween>
      }
    />
  );
}
