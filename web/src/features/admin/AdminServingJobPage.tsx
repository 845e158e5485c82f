/**
 * /admin/serving/{jobId}: one service job as staff see it (issue 32) — the papers, the servee and addresses, the
 * deadline, the state with its history, every attempt (time, outcome, GPS, the photo with its arrival record, and
 * sharing it with the client), the diligence so far, the proof (download, "filed"), the payment (office payment),
 * cancel and reassign. Every change is sent with the version the page shows (409 → the page reloads). Laid out as
 * containers and lists (no table): nothing is clipped at 390 px.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { type AdminJob } from '../../../../shared/api/serving';
import { canMove, REASSIGNABLE } from '../../../../shared/serving/jobs';
import { ApiError } from '../../lib/api';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { jobQuery, serversQuery } from './api/serving';
import { AdminShell } from './components/AdminShell';
import { AssignModal } from './components/AssignModal';
import { usePhone } from './hooks/usePhone';
import { STATE_TYPE, none, type Dialog } from './serving-job/helpers';
import { Deadline, Papers, Servee, Diligence, Payment, History } from './serving-job/JobParts';
import { Attempts, Proof } from './serving-job/JobAttempts';
import { CancelModal, FiledModal, PaymentModal } from './serving-job/JobDialogs';
import servingMessages from '../../../../shared/i18n/messages/serving';
import servingDeskMessages from '../../../../shared/i18n/messages/serving-desk';

registerMessages(servingMessages);
registerMessages(servingDeskMessages);

export default function AdminServingJobPage() {
  const { jobId = '' } = useParams();
  const { t } = useI18n();
  const query = useQuery(jobQuery(jobId));
  const job = query.data?.job;
  const title = job?.servee.name ?? t('servingDesk.title');
  return (
    <AdminShell
      title={title}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: t('servingDesk.title'), href: '/admin/serving' },
        { text: title, href: `/admin/serving/${encodeURIComponent(jobId)}` },
      ]}
    >
      {query.isPending ? (
        <StatusIndicator type="loading">{t('servingDesk.job.loading')}</StatusIndicator>
      ) : !job ? (
        <Alert
          type="error"
          header={t(
            query.error instanceof ApiError && query.error.code === 'not_found' ? 'servingDesk.job.notFound' : 'servingDesk.job.loadFailed',
          )}
        />
      ) : (
        <JobView job={job} />
      )}
    </AdminShell>
  );
}

function JobView({ job }: { job: AdminJob }) {
  const { t, date, money } = useI18n();
  const phone = usePhone();
  const [dialog, setDialog] = useState<Dialog>(null);
  const servers = useQuery({ ...serversQuery(), enabled: dialog === 'assign' });
  const canCancel = canMove(job.state, 'cancelled');
  const canPay = job.payment.status === 'unpaid' && job.state !== 'cancelled';
  const canReassign = REASSIGNABLE.has(job.state);
  const close = () => setDialog(null);

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={`${t(`serving.paperKinds.${job.paperKind}`)} · ${t('servingDesk.job.serveBy')} ${date(job.deadline.serveBy)}`}
        actions={
          <div className="serving-job-actions">
            {canReassign && (
              <Button onClick={() => setDialog('assign')}>
                {job.serverSub ? t('servingDesk.job.reassign') : t('servingDesk.job.assign')}
              </Button>
            )}
            {canPay && <Button onClick={() => setDialog('payment')}>{t('servingDesk.job.recordPayment')}</Button>}
            {canCancel && <Button onClick={() => setDialog('cancel')}>{t('servingDesk.job.cancel')}</Button>}
          </div>
        }
      >
        {job.servee.name}
      </Header>
      <SpaceBetween direction="horizontal" size="s">
        <StatusIndicator type={STATE_TYPE[job.state]}>{t(`serving.states.${job.state}`)}</StatusIndicator>
        {job.atRisk && <StatusIndicator type="error">{t('servingDesk.board.atRiskBadge')}</StatusIndicator>}
      </SpaceBetween>

      <Container header={<Header variant="h2">{t('servingDesk.job.summary')}</Header>}>
        <KeyValuePairs
          columns={phone ? 1 : 3}
          items={[
            { label: t('servingDesk.job.kind'), value: t(`serving.paperKinds.${job.paperKind}`) },
            { label: t('servingDesk.job.method'), value: t(`serving.methods.${job.method}.title`) },
            { label: t('servingDesk.job.proofForm'), value: job.proofForm },
            {
              label: t('servingDesk.job.caption'),
              value:
                job.caption.caseNumber || job.caption.caseName || job.caption.court
                  ? [job.caption.caseName, job.caption.caseNumber, job.caption.court].filter(Boolean).join(' · ')
                  : none(t('servingDesk.job.noCaption')),
            },
            {
              label: t('servingDesk.job.client'),
              value: (
                <SpaceBetween size="xxxs">
                  <span>{job.client.name}</span>
                  {job.client.email && <Box variant="small">{job.client.email}</Box>}
                  {job.client.phone && <Box variant="small">{job.client.phone}</Box>}
                  <Box variant="small">{t(`servingDesk.job.origin.${job.origin}`)}</Box>
                </SpaceBetween>
              ),
            },
            { label: t('servingDesk.job.server'), value: job.server?.name ?? none(t('servingDesk.board.unassigned')) },
            { label: t('servingDesk.job.price'), value: `${money(job.priceCents)}${job.rush ? ` · ${t('servingDesk.job.rush')}` : ''}` },
          ]}
        />
      </Container>

      <ColumnLayout columns={2}>
        <Deadline job={job} />
        <Papers job={job} />
      </ColumnLayout>

      <Servee job={job} />
      {/* Diligence matters before a substituted service: not once the papers are served or the job is closed. */}
      {job.method === 'personal_or_substituted' &&
        (job.state === 'assigned' || job.state === 'attempting' || job.state === 'substituted') && <Diligence job={job} />}
      <Attempts job={job} />

      <ColumnLayout columns={2}>
        <Proof job={job} onFiled={() => setDialog('filed')} />
        <Payment job={job} />
      </ColumnLayout>

      <History job={job} />

      {dialog === 'assign' && (
        <AssignModal
          job={{ id: job.id, serveeName: job.servee.name, version: job.version }}
          servers={servers.data?.items ?? []}
          onClose={close}
        />
      )}
      {dialog === 'cancel' && <CancelModal job={job} onClose={close} />}
      {dialog === 'filed' && <FiledModal job={job} onClose={close} />}
      {dialog === 'payment' && <PaymentModal job={job} onClose={close} />}
    </SpaceBetween>
  );
}
