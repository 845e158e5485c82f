/** The staff job page's attempts (with their photos) and the proof. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminJob, type Attempt } from '../../../../../shared/api/serving';
import { errorText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { photoLink, proofLink, servingKeys, sharePhoto } from '../api/serving';
import { useNotify } from '../hooks/notifications';
import { usePhone } from '../hooks/usePhone';
import { addressText, none } from './helpers';

export function Attempts({ job }: { job: AdminJob }) {
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

export function AttemptItem({ job, attempt: a, n }: { job: AdminJob; attempt: Attempt; n: number }) {
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

export function Photo({ job, attempt: a, n, when }: { job: AdminJob; attempt: Attempt; n: number; when: string }) {
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

export function Proof({ job, onFiled }: { job: AdminJob; onFiled: () => void }) {
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
