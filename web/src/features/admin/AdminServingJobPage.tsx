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
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import {
  CancelJobRequestSchema,
  FiledRequestSchema,
  OfficePaymentRequestSchema,
  type AdminJob,
  type Attempt,
  type ServiceAddress,
} from '../../../../shared/api/serving';
import servingMessages from '../../../../shared/i18n/messages/serving';
import servingDeskMessages from '../../../../shared/i18n/messages/serving-desk';
import { canMove, REASSIGNABLE, type JobState } from '../../../../shared/serving/jobs';
import { ApiError, errorText } from '../../lib/api';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import type { MessageKey } from '../../lib/i18n/keys';
import {
  cancelJob,
  jobQuery,
  markFiled,
  photoLink,
  proofLink,
  recordJobPayment,
  serversQuery,
  servingKeys,
  sharePhoto,
} from './api/serving';
import { AdminShell } from './components/AdminShell';
import { AssignModal } from './components/AssignModal';
import { useNotify } from './hooks/notifications';
import { usePhone } from './hooks/usePhone';

registerMessages(servingMessages);
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

const EVENT_NAMES = [
  'created',
  'assigned',
  'reassigned',
  'attempt',
  'served',
  'substituted',
  'mailed',
  'unable',
  'proofSigned',
  'filed',
  'cancelled',
  'paid',
] as const;
type EventName = (typeof EVENT_NAMES)[number];
const isEvent = (e: string): e is EventName => (EVENT_NAMES as readonly string[]).includes(e);

const addressText = (a: ServiceAddress) => `${a.street}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
const none = (text: string) => <Box color="text-status-inactive">{text}</Box>;
const prewrap = (value: string | null, empty: string) => (value ? <span className="admin-prewrap">{value}</span> : none(empty));

type Dialog = 'assign' | 'cancel' | 'filed' | 'payment' | null;

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

function Deadline({ job }: { job: AdminJob }) {
  const { t, date } = useI18n();
  const d = job.deadline;
  const items: { label: string; value: ReactNode }[] = [
    { label: t('servingDesk.job.serveBy'), value: date(d.serveBy) },
    ...(d.substituteBy ? [{ label: t('servingDesk.job.substituteBy'), value: date(d.substituteBy) }] : []),
    ...(d.proofBy ? [{ label: t('servingDesk.job.proofBy'), value: date(d.proofBy) }] : []),
    ...(d.hearingDate ? [{ label: t('servingDesk.job.hearing'), value: date(d.hearingDate) }] : []),
    { label: t('servingDesk.job.basis'), value: t(`serving.deadline.basis.${d.basis}`) },
    ...(job.mailing
      ? [
          {
            label: t('servingDesk.job.mailing'),
            value: t('servingDesk.job.mailed', {
              date: date(job.mailing.mailedOn),
              city: job.mailing.city,
              how: t(`servingDesk.job.mailHow.${job.mailing.how}`),
            }),
          },
        ]
      : []),
    ...(job.completeOn ? [{ label: t('servingDesk.job.completeOn'), value: date(job.completeOn) }] : []),
  ];
  return (
    <Container header={<Header variant="h2">{t('servingDesk.job.deadline')}</Header>}>
      <KeyValuePairs columns={1} items={items} />
    </Container>
  );
}

function Papers({ job }: { job: AdminJob }) {
  const { t } = useI18n();
  return (
    <Container header={<Header variant="h2">{t('servingDesk.job.papers')}</Header>}>
      <ul className="serving-job-list">
        {job.papers.map((p) => (
          <li key={p.id}>
            <SpaceBetween size="xxxs">
              <span>{p.label}</span>
              <Box variant="small">
                {`${t(`servingDesk.job.paperSource.${p.source}`)} · `}
                <StatusIndicator type={p.status === 'available' ? 'success' : p.status === 'uploading' ? 'in-progress' : 'pending'}>
                  {t(`servingDesk.job.paperStatus.${p.status}`)}
                </StatusIndicator>
              </Box>
            </SpaceBetween>
          </li>
        ))}
      </ul>
    </Container>
  );
}

function Servee({ job }: { job: AdminJob }) {
  const { t } = useI18n();
  const phone = usePhone();
  const s = job.servee;
  return (
    <Container header={<Header variant="h2">{t('servingDesk.job.servee')}</Header>}>
      <SpaceBetween size="l">
        {job.safetyNotes && (
          <Alert type="warning" header={t('servingDesk.job.safety')}>
            <span className="admin-prewrap">{job.safetyNotes}</span>
          </Alert>
        )}
        <KeyValuePairs
          columns={phone ? 1 : 3}
          items={[
            { label: t(`servingDesk.job.serveeKind.${s.kind}`), value: s.name },
            ...(s.kind === 'business'
              ? [
                  {
                    label: t('servingDesk.job.agent'),
                    value: [s.agentName, s.agentTitle].filter(Boolean).join(', ') || none(t('servingDesk.job.none')),
                  },
                ]
              : []),
            { label: t('servingDesk.job.description'), value: prewrap(s.description, t('servingDesk.job.none')) },
            { label: t('servingDesk.job.hours'), value: prewrap(s.hours, t('servingDesk.job.none')) },
            ...(job.safetyNotes ? [] : [{ label: t('servingDesk.job.safety'), value: none(t('servingDesk.job.none')) }]),
          ]}
        />
        <SpaceBetween size="xs">
          <Box variant="h3">{t('servingDesk.job.addresses')}</Box>
          <ol className="serving-job-list">
            {job.addresses.map((a) => (
              <li key={a.id}>
                <SpaceBetween size="xxxs">
                  <span>
                    <Box variant="span" fontWeight="bold">{`${t(`serving.addressKinds.${a.kind}`)}: `}</Box>
                    {addressText(a)}
                  </span>
                  {a.notes && <Box variant="small">{a.notes}</Box>}
                </SpaceBetween>
              </li>
            ))}
          </ol>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}

function Diligence({ job }: { job: AdminJob }) {
  const { t } = useI18n();
  const d = job.diligence;
  return (
    <Container
      header={
        <Header variant="h2" description={t(`serving.diligence.rule.${d.rule}`)}>
          {t('servingDesk.job.diligence')}
        </Header>
      }
    >
      <SpaceBetween size="xs">
        <StatusIndicator type={d.met ? 'success' : 'warning'}>
          {d.met ? t('serving.diligence.met') : t('serving.diligence.notMet')}
        </StatusIndicator>
        <Box>
          {t('serving.diligence.progress', {
            attempts: d.attempts,
            needAttempts: d.need.attempts,
            days: d.days,
            needDays: d.need.days,
            bands: d.bands.length,
            needBands: d.need.bands,
          })}
        </Box>
        {d.missing.length > 0 && (
          <ul className="serving-job-list">
            {d.missing.map((m) => (
              <li key={m.key}>{t(`serving.diligence.missing.${m.key}`)}</li>
            ))}
          </ul>
        )}
      </SpaceBetween>
    </Container>
  );
}

function Attempts({ job }: { job: AdminJob }) {
  const { t } = useI18n();
  return (
    <Container
      header={
        <Header variant="h2" counter={`(${job.attempts.length})`}>
          {t('servingDesk.job.attempts')}
        </Header>
      }
    >
      {job.attempts.length === 0 ? (
        none(t('servingDesk.job.noAttempts'))
      ) : (
        <ol className="serving-attempts" aria-label={t('servingDesk.job.attempts')}>
          {job.attempts.map((a, i) => (
            <AttemptItem key={a.id} job={job} attempt={a} n={i + 1} />
          ))}
        </ol>
      )}
    </Container>
  );
}

function AttemptItem({ job, attempt: a, n }: { job: AdminJob; attempt: Attempt; n: number }) {
  const { t, date, number } = useI18n();
  // One column on a phone: a label beside its value left each a third of 390 px (addresses broken every word).
  const phone = usePhone();
  const address = job.addresses.find((x) => x.id === a.addressId);
  const when = date(a.at, { withTime: true });
  const lacking = job.lackingEvidence.includes(a.id);
  const coord = (v: number) => v.toFixed(5);
  return (
    <li className="serving-attempt">
      <SpaceBetween size="s">
        <Box variant="h3">{t('servingDesk.job.attemptTitle', { n, when })}</Box>
        {lacking && <StatusIndicator type="warning">{t('servingDesk.job.lacking')}</StatusIndicator>}
        <KeyValuePairs
          columns={phone ? 1 : 3}
          items={[
            { label: t('servingDesk.job.outcome'), value: t(`serving.outcomes.${a.outcome}`) },
            {
              label: t('servingDesk.job.address'),
              value: address ? `${t(`serving.addressKinds.${address.kind}`)}: ${addressText(address)}` : a.addressId,
            },
            { label: t('servingDesk.job.timeOfDay'), value: t(`serving.bands.${a.band}`) },
            {
              label: t('servingDesk.job.gps'),
              value: a.geo
                ? t('servingDesk.job.gpsValue', {
                    lat: coord(a.geo.lat),
                    lng: coord(a.geo.lng),
                    accuracy: number(Math.round(a.geo.accuracy)),
                    at: date(a.geo.at, { withTime: true }),
                  })
                : t('servingDesk.job.noGps', { reason: a.noGeoReason ?? '' }),
            },
            { label: t('servingDesk.job.received'), value: date(a.receivedAt, { withTime: true }) },
            { label: t('servingDesk.job.by'), value: a.serverName },
            ...(a.substituted
              ? [
                  {
                    label: t('servingDesk.job.recipient'),
                    value: t('servingDesk.job.recipientLine', {
                      name: a.substituted.recipientName ?? '',
                      relation: a.substituted.recipientName ? ` (${a.substituted.relation})` : a.substituted.relation,
                      description: a.substituted.description,
                    }),
                  },
                ]
              : []),
            ...(a.servedDescription ? [{ label: t('servingDesk.job.servedDescription'), value: a.servedDescription }] : []),
            ...(a.notes ? [{ label: t('servingDesk.job.notes'), value: <span className="admin-prewrap">{a.notes}</span> }] : []),
          ]}
        />
        <Photo job={job} attempt={a} n={n} when={when} />
      </SpaceBetween>
    </li>
  );
}

function Photo({ job, attempt: a, n, when }: { job: AdminJob; attempt: Attempt; n: number; when: string }) {
  const { t, date, number, translate } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sharing, setSharing] = useState(false);
  const p = a.photo;

  if (!p.expected) return <Box>{t('servingDesk.job.photoNone', { reason: a.noPhotoReason ?? '' })}</Box>;
  if (!p.receivedAt)
    return (
      <SpaceBetween size="xxxs">
        <Box variant="awsui-key-label">{t('servingDesk.job.photo')}</Box>
        <StatusIndicator type="pending">{t('servingDesk.job.photoWaiting')}</StatusIndicator>
      </SpaceBetween>
    );

  const show = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setUrl((await photoLink(job.id, a.id)).url);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  const share = async (shared: boolean) => {
    setSharing(true);
    try {
      const { job: updated } = await sharePhoto(job.id, a.id, shared);
      queryClient.setQueryData([...servingKeys.all, 'job', job.id], { job: updated });
      notify({ type: 'success', header: t(shared ? 'servingDesk.job.shareDone' : 'servingDesk.job.unshareDone') });
    } catch (err) {
      notify({ type: 'error', header: t('servingDesk.job.shareFailed'), content: errorText(err, translate) });
    } finally {
      setSharing(false);
    }
  };
  const kb = p.size ? `${number(Math.max(1, Math.round(p.size / 1024)))} KB` : '';
  return (
    <div className="serving-photo">
      <SpaceBetween size="xs">
        <Box variant="awsui-key-label">{t('servingDesk.job.photo')}</Box>
        <Box variant="small">{t('servingDesk.job.photoArrived', { date: date(p.receivedAt, { withTime: true }), size: kb })}</Box>
        {p.takenAt && <Box variant="small">{t('servingDesk.job.photoTaken', { date: date(p.takenAt, { withTime: true }) })}</Box>}
        {p.exifGps && (
          <Box variant="small">{t('servingDesk.job.photoExifGps', { lat: p.exifGps.lat.toFixed(5), lng: p.exifGps.lng.toFixed(5) })}</Box>
        )}
        {url ? (
          p.contentType === 'image/heic' ? (
            <Box variant="small">{t('servingDesk.job.photoNoPreview')}</Box>
          ) : (
            <img className="serving-photo__img" src={url} alt={t('servingDesk.job.photoAlt', { n, when })} />
          )
        ) : null}
        {failed && <StatusIndicator type="error">{t('servingDesk.job.photoFailed')}</StatusIndicator>}
        <div className="serving-job-actions">
          {url ? (
            <Button href={url} target="_blank" iconName="external" iconAlign="right">
              {t('servingDesk.job.openPhoto')}
            </Button>
          ) : (
            <Button
              loading={loading}
              onClick={() => void show()}
              ariaLabel={`${t('servingDesk.job.showPhoto')}: ${t('servingDesk.job.attemptTitle', { n, when })}`}
            >
              {t('servingDesk.job.showPhoto')}
            </Button>
          )}
        </div>
        <Toggle
          checked={p.shared}
          disabled={sharing}
          onChange={(e) => void share(e.detail.checked)}
          description={t('servingDesk.job.shareHint')}
        >
          {t('servingDesk.job.share')}
        </Toggle>
      </SpaceBetween>
    </div>
  );
}

function Proof({ job, onFiled }: { job: AdminJob; onFiled: () => void }) {
  const { t, date, translate } = useI18n();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      window.location.assign((await proofLink(job.id)).url);
    } catch (err) {
      notify({ type: 'error', header: errorText(err, translate) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={job.state === 'proof_signed' ? <Button onClick={onFiled}>{t('servingDesk.job.markFiled')}</Button> : undefined}
        >
          {t('servingDesk.job.proof')}
        </Header>
      }
    >
      {job.proof ? (
        <SpaceBetween size="s">
          <Box>
            {t('servingDesk.job.proofSigned', {
              form: job.proof.form,
              name: job.proof.signedBy,
              date: date(job.proof.signedAt, { withTime: true }),
            })}
          </Box>
          {job.proof.filedOn && (
            <StatusIndicator type="success">{t('servingDesk.job.proofFiled', { date: date(job.proof.filedOn) })}</StatusIndicator>
          )}
          <Button iconName="download" loading={busy} onClick={() => void download()}>
            {t('servingDesk.job.download')}
          </Button>
        </SpaceBetween>
      ) : (
        none(t('servingDesk.job.proofNone'))
      )}
    </Container>
  );
}

function Payment({ job }: { job: AdminJob }) {
  const { t, date, money } = useI18n();
  const p = job.payment;
  return (
    <Container header={<Header variant="h2">{t('servingDesk.job.payment')}</Header>}>
      <KeyValuePairs
        columns={2}
        items={[
          {
            label: t('servingDesk.job.payment'),
            value: (
              <StatusIndicator type={p.status === 'paid' ? 'success' : 'pending'}>
                {`${t(`servingDesk.job.paymentStatus.${p.status}`)} · ${money(job.priceCents)}`}
              </StatusIndicator>
            ),
          },
          { label: t('servingDesk.job.paymentMethod.label'), value: t(`servingDesk.job.paymentMethod.${p.method ?? 'none'}`) },
          ...(p.paidAt ? [{ label: t('servingDesk.job.paidAt'), value: date(p.paidAt, { withTime: true }) }] : []),
          ...(p.reference ? [{ label: t('servingDesk.job.reference'), value: p.reference }] : []),
          ...(p.receiptNumber ? [{ label: t('servingDesk.job.receipt'), value: p.receiptNumber }] : []),
        ]}
      />
    </Container>
  );
}

function History({ job }: { job: AdminJob }) {
  const { t, date } = useI18n();
  const events = [...job.history].reverse();
  return (
    <Container header={<Header variant="h2">{t('servingDesk.job.history')}</Header>}>
      <ol className="admin-timeline" aria-label={t('servingDesk.job.history')}>
        {events.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <Box fontWeight="bold">{t(`servingDesk.job.events.${isEvent(e.event) ? e.event : 'other'}`)}</Box>
            <Box color="text-body-secondary">
              <time dateTime={e.at}>{date(e.at, { withTime: true })}</time>
              {` · ${t('servingDesk.job.historyBy', { name: e.by })}`}
            </Box>
          </li>
        ))}
      </ol>
    </Container>
  );
}

/** A change on the version the page shows: a stale one (409) reloads the job and says so. */
function useJobChange(job: AdminJob, onClose: () => void, done: MessageKey, failed: MessageKey) {
  const { t, translate } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<{ job: AdminJob }>) => {
    setBusy(true);
    setError(null);
    try {
      const { job: updated } = await send();
      queryClient.setQueryData([...servingKeys.all, 'job', job.id], { job: updated });
      await queryClient.invalidateQueries({ queryKey: servingKeys.all });
      notify({ type: 'success', header: t(done) });
      onClose();
    } catch (err) {
      const conflict = err instanceof ApiError && err.code === 'conflict';
      if (conflict) await queryClient.invalidateQueries({ queryKey: servingKeys.all });
      setError(conflict ? t('servingDesk.assign.conflict') : errorText(err, translate, { fallback: failed }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

function Dialog(props: { title: string; confirm: string; busy: boolean; onClose: () => void; onConfirm: () => void; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Modal
      visible
      onDismiss={props.onClose}
      header={props.title}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose}>
              {t('servingDesk.job.close')}
            </Button>
            <Button variant="primary" loading={props.busy} onClick={props.onConfirm}>
              {props.confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.children}
    </Modal>
  );
}

function CancelModal({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t, translate } = useI18n();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useJobChange(job, onClose, 'servingDesk.job.cancelModal.done', 'servingDesk.job.cancelModal.failed');
  const submit = () => {
    // The API's own schema first: an empty reason is shown at its field without a round trip.
    const parsed = CancelJobRequestSchema.safeParse({ reason, expectedVersion: job.version });
    if (!parsed.success) return setFieldError(translate(parsed.error.issues[0].message));
    setFieldError(null);
    void change.run(() => cancelJob(job.id, parsed.data.reason, job.version));
  };
  return (
    <Dialog
      title={t('servingDesk.job.cancelModal.title', { servee: job.servee.name })}
      confirm={t('servingDesk.job.cancelModal.confirm')}
      busy={change.busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <SpaceBetween size="s">
        {change.error && <Alert type="error">{change.error}</Alert>}
        <FormField
          label={t('servingDesk.job.cancelModal.reason')}
          description={t('servingDesk.job.cancelModal.hint')}
          errorText={fieldError ?? undefined}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.detail.value)} invalid={Boolean(fieldError)} />
        </FormField>
      </SpaceBetween>
    </Dialog>
  );
}

function FiledModal({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t, translate, locale } = useI18n();
  const [day, setDay] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useJobChange(job, onClose, 'servingDesk.job.filedModal.done', 'servingDesk.job.filedModal.failed');
  const submit = () => {
    const parsed = FiledRequestSchema.safeParse({ filedOn: day, expectedVersion: job.version });
    if (!parsed.success) return setFieldError(translate(parsed.error.issues[0].message));
    setFieldError(null);
    void change.run(() => markFiled(job.id, parsed.data.filedOn, job.version));
  };
  return (
    <Dialog
      title={t('servingDesk.job.filedModal.title')}
      confirm={t('servingDesk.job.filedModal.confirm')}
      busy={change.busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <SpaceBetween size="s">
        {change.error && <Alert type="error">{change.error}</Alert>}
        <FormField
          label={t('servingDesk.job.filedModal.date')}
          description={t('servingDesk.job.filedModal.hint')}
          errorText={fieldError ?? undefined}
        >
          <DatePicker
            value={day}
            onChange={({ detail }) => setDay(detail.value)}
            locale={locale === 'es' ? 'es-US' : 'en-US'}
            placeholder="YYYY/MM/DD"
            invalid={Boolean(fieldError)}
            openCalendarAriaLabel={(selected) =>
              selected ? `${t('servingDesk.job.filedModal.date')}: ${selected}` : t('servingDesk.job.filedModal.date')
            }
          />
        </FormField>
      </SpaceBetween>
    </Dialog>
  );
}

function PaymentModal({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t, translate, money } = useI18n();
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useJobChange(job, onClose, 'servingDesk.job.paymentModal.done', 'servingDesk.job.paymentModal.failed');
  const submit = () => {
    const parsed = OfficePaymentRequestSchema.safeParse({ reference: reference.trim() || undefined, expectedVersion: job.version });
    if (!parsed.success) return setFieldError(translate(parsed.error.issues[0].message));
    setFieldError(null);
    void change.run(() => recordJobPayment(job.id, parsed.data.reference, job.version));
  };
  return (
    <Dialog
      title={t('servingDesk.job.paymentModal.title')}
      confirm={t('servingDesk.job.paymentModal.confirm')}
      busy={change.busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <SpaceBetween size="s">
        {change.error && <Alert type="error">{change.error}</Alert>}
        <KeyValuePairs items={[{ label: t('servingDesk.job.paymentModal.amount'), value: money(job.priceCents) }]} />
        <FormField label={t('servingDesk.job.paymentModal.reference')} errorText={fieldError ?? undefined}>
          <Input value={reference} onChange={(e) => setReference(e.detail.value)} invalid={Boolean(fieldError)} />
        </FormField>
      </SpaceBetween>
    </Dialog>
  );
}
