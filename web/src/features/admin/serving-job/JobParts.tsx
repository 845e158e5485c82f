/** The staff job page's read-only parts: deadline, papers, servee, diligence, payment, history. */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { type ReactNode } from 'react';
import { type AdminJob } from '../../../../../shared/api/serving';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { usePhone } from '../hooks/usePhone';
import { isEvent, addressText, none, prewrap } from './helpers';

export function Deadline({ job }: { job: AdminJob }) {
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

export function Papers({ job }: { job: AdminJob }) {
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

export function Servee({ job }: { job: AdminJob }) {
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

export function Diligence({ job }: { job: AdminJob }) {
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

export function Payment({ job }: { job: AdminJob }) {
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

export function History({ job }: { job: AdminJob }) {
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
