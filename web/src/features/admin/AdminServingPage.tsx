/**
 * /admin/serving: the process-serving desk (issue 32) — the jobs board by serve-by date, filtered by state, server and
 * deadline at risk (the server filters: GET /admin/service-jobs), assignment to a registered server (refused by the
 * API for a server whose registration or bond has expired), and the roster with registration, county, expiry and
 * bond dates and their 60/30-day alerts. The field work itself is the servers' (the field routes), never staff's.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobRow, ServerRow } from '../../../../shared/api/serving';
import servingMessages from '../../../../shared/i18n/messages/serving';
import servingDeskMessages from '../../../../shared/i18n/messages/serving-desk';
import { JOB_STATES, type JobState } from '../../../../shared/serving/jobs';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { jobsQuery, serversQuery, type BoardFilters } from './api/serving';
import { AdminShell } from './components/AdminShell';
import { AssignModal } from './components/AssignModal';
import { useFollow } from './hooks/useFollow';
import { usePhone } from './hooks/usePhone';

registerMessages(servingMessages);
/**
 * On a phone the board shows who is to be served, with the job's state and serve-by date under the name, and the
 * action; the roster, each server (registration and county under the name) and whether they may serve. Every column
 * is back on a wider window.
 */
const BOARD_PHONE_COLUMNS = ['servee', 'actions'].map((id) => ({ id, visible: true }));
const ROSTER_PHONE_COLUMNS = ['name', 'status'].map((id) => ({ id, visible: true }));
registerMessages(servingDeskMessages);

const STATE_TYPE: Record<JobState, StatusIndicatorProps.Type> = {
  new: 'pending',
  assigned: 'info',
  attempting: 'in-progress',
  served: 'success',
  substituted: 'success',
  unable: 'warning',
  proof_signed: 'success',
  proof_filed: 'success',
  cancelled: 'stopped',
};

export default function AdminServingPage() {
  const { t } = useI18n();
  return (
    <AdminShell
      title={t('servingDesk.title')}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: t('servingDesk.title'), href: '/admin/serving' },
      ]}
    >
      <SpaceBetween size="l">
        <Board />
        <Roster />
      </SpaceBetween>
    </AdminShell>
  );
}

function Board() {
  const phone = usePhone();
  const { t, date } = useI18n();
  const follow = useFollow();
  const [filters, setFilters] = useState<BoardFilters>({ state: 'open' });
  const [assigning, setAssigning] = useState<JobRow | null>(null);
  const jobs = useQuery(jobsQuery(filters));
  const servers = useQuery(serversQuery());
  const items = jobs.data?.items ?? [];

  const stateOptions: SelectProps.Option[] = [
    { value: '', label: t('servingDesk.board.allStates') },
    { value: 'open', label: t('servingDesk.board.openStates') },
    ...JOB_STATES.map((s) => ({ value: s, label: t(`serving.states.${s}`) })),
  ];
  const serverOptions: SelectProps.Option[] = [
    { value: '', label: t('servingDesk.board.allServers') },
    ...(servers.data?.items ?? []).map((s) => ({ value: s.sub, label: s.record.name })),
  ];
  const selectedState = stateOptions.find((o) => o.value === (filters.state ?? '')) ?? stateOptions[0];
  const selectedServer = serverOptions.find((o) => o.value === (filters.server ?? '')) ?? serverOptions[0];

  const deadlineText = (r: JobRow) =>
    r.daysLeft > 0
      ? t('servingDesk.board.daysLeft', { days: r.daysLeft })
      : r.daysLeft === 0
        ? t('servingDesk.board.dueToday')
        : t('servingDesk.board.overdue', { days: -r.daysLeft });

  return (
    <>
      <Table
        variant="container"
        wrapLines
        columnDisplay={phone ? BOARD_PHONE_COLUMNS : undefined}
        loading={jobs.isPending}
        loadingText={t('servingDesk.board.loading')}
        items={items}
        trackBy="id"
        header={
          <Header
            variant="h1"
            counter={jobs.data ? `(${items.length})` : undefined}
            description={t('servingDesk.board.description')}
            actions={<Button iconName="refresh" ariaLabel={t('servingDesk.board.refresh')} onClick={() => void jobs.refetch()} />}
          >
            {t('servingDesk.board.title')}
          </Header>
        }
        filter={
          <div className="serving-filters" role="group" aria-label={t('servingDesk.board.filters')}>
            <FormField label={t('servingDesk.board.state')}>
              <Select
                selectedOption={selectedState}
                options={stateOptions}
                onChange={(e) => setFilters({ ...filters, state: (e.detail.selectedOption.value || undefined) as BoardFilters['state'] })}
              />
            </FormField>
            <FormField label={t('servingDesk.board.server')}>
              <Select
                selectedOption={selectedServer}
                options={serverOptions}
                onChange={(e) => setFilters({ ...filters, server: e.detail.selectedOption.value || undefined })}
              />
            </FormField>
            <Toggle checked={filters.atRisk ?? false} onChange={(e) => setFilters({ ...filters, atRisk: e.detail.checked || undefined })}>
              {t('servingDesk.board.atRisk')}
            </Toggle>
          </div>
        }
        empty={<Box textAlign="center">{jobs.isError ? t('servingDesk.board.loadFailed') : t('servingDesk.board.empty')}</Box>}
        columnDefinitions={[
          {
            id: 'servee',
            header: t('servingDesk.board.columns.servee'),
            isRowHeader: true,
            cell: (r) => (
              <SpaceBetween size="xxxs">
                <Link
                  href={`/admin/serving/${encodeURIComponent(r.id)}`}
                  onFollow={follow}
                  fontSize="heading-xs"
                  ariaLabel={t('servingDesk.job.open', { servee: r.serveeName })}
                >
                  {r.serveeName}
                </Link>
                <Box variant="small">{r.city}</Box>
                {phone && (
                  <>
                    <StatusIndicator type={STATE_TYPE[r.state]}>{t(`serving.states.${r.state}`)}</StatusIndicator>
                    <Box variant="small">{`${t('servingDesk.board.columns.serveBy')}: ${date(r.serveBy)} · ${deadlineText(r)}`}</Box>
                    {r.atRisk && <StatusIndicator type="error">{t('servingDesk.board.atRiskBadge')}</StatusIndicator>}
                  </>
                )}
              </SpaceBetween>
            ),
          },
          { id: 'papers', header: t('servingDesk.board.columns.papers'), cell: (r) => t(`serving.paperKinds.${r.paperKind}`) },
          {
            id: 'state',
            header: t('servingDesk.board.columns.state'),
            // A state is one or two words beside its icon: never broken inside a word ("Asigna-do").
            minWidth: 150,
            cell: (r) => <StatusIndicator type={STATE_TYPE[r.state]}>{t(`serving.states.${r.state}`)}</StatusIndicator>,
          },
          {
            id: 'serveBy',
            header: t('servingDesk.board.columns.serveBy'),
            cell: (r) => (
              <SpaceBetween size="xxxs">
                <span>{date(r.serveBy)}</span>
                {r.atRisk ? (
                  <StatusIndicator type="error">{`${t('servingDesk.board.atRiskBadge')} · ${deadlineText(r)}`}</StatusIndicator>
                ) : (
                  <Box variant="small">{deadlineText(r)}</Box>
                )}
              </SpaceBetween>
            ),
          },
          { id: 'server', header: t('servingDesk.board.columns.server'), cell: (r) => r.server?.name ?? t('servingDesk.board.unassigned') },
          { id: 'attempts', header: t('servingDesk.board.columns.attempts'), cell: (r) => r.attempts },
          {
            id: 'payment',
            header: t('servingDesk.board.columns.payment'),
            cell: (r) => (r.paymentStatus === 'paid' ? t('servingDesk.board.paid') : t('servingDesk.board.unpaid')),
          },
          { id: 'client', header: t('servingDesk.board.columns.client'), cell: (r) => r.clientName },
          {
            id: 'actions',
            header: '',
            cell: (r) =>
              ['new', 'assigned', 'attempting'].includes(r.state) ? (
                <Button
                  wrapText={false}
                  ariaLabel={`${r.server ? t('servingDesk.board.reassign') : t('servingDesk.board.assign')}: ${r.serveeName}`}
                  onClick={() => setAssigning(r)}
                >
                  {r.server ? t('servingDesk.board.reassign') : t('servingDesk.board.assign')}
                </Button>
              ) : null,
          },
        ]}
      />
      {assigning && <AssignModal job={assigning} servers={servers.data?.items ?? []} onClose={() => setAssigning(null)} />}
    </>
  );
}

function Roster() {
  const { t, date } = useI18n();
  const phone = usePhone();
  const servers = useQuery(serversQuery());
  const items = servers.data?.items ?? [];
  const status = (s: ServerRow) =>
    !s.current ? (
      <StatusIndicator type="error">{t('servingDesk.roster.expired', { date: date(s.expiresOn) })}</StatusIndicator>
    ) : s.alert ? (
      <StatusIndicator type="warning">{t('servingDesk.roster.alert', { days: s.daysLeft })}</StatusIndicator>
    ) : (
      <StatusIndicator type="success">{t('servingDesk.roster.current')}</StatusIndicator>
    );
  return (
    <Table
      variant="container"
      wrapLines
      columnDisplay={phone ? ROSTER_PHONE_COLUMNS : undefined}
      loading={servers.isPending}
      loadingText={t('servingDesk.roster.loading')}
      items={items}
      trackBy="sub"
      header={
        <Header variant="h2" counter={servers.data ? `(${items.length})` : undefined} description={t('servingDesk.roster.description')}>
          {t('servingDesk.roster.title')}
        </Header>
      }
      empty={<Box textAlign="center">{t('servingDesk.roster.empty')}</Box>}
      columnDefinitions={[
        {
          id: 'name',
          header: t('servingDesk.roster.name'),
          isRowHeader: true,
          cell: (s) =>
            phone ? (
              <SpaceBetween size="xxxs">
                <span>{s.record.name}</span>
                <Box variant="small">{`${s.record.registrationNumber} · ${s.record.county}`}</Box>
              </SpaceBetween>
            ) : (
              s.record.name
            ),
        },
        { id: 'registration', header: t('servingDesk.roster.registration'), cell: (s) => s.record.registrationNumber },
        { id: 'county', header: t('servingDesk.roster.county'), cell: (s) => s.record.county },
        { id: 'registrationExpires', header: t('servingDesk.roster.registrationExpires'), cell: (s) => date(s.record.registrationExpires) },
        { id: 'bondExpires', header: t('servingDesk.roster.bondExpires'), cell: (s) => date(s.record.bondExpires) },
        { id: 'status', header: t('servingDesk.roster.status'), cell: status },
        { id: 'openJobs', header: t('servingDesk.roster.openJobs'), cell: (s) => s.openJobs },
      ]}
    />
  );
}
