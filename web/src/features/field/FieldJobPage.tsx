/**
 * /field/jobs/:jobId: one assigned job on the server's phone (issue 32) — safety notes first, the person, the
 * addresses (with a map link), the papers, the diligence so far, every attempt (the office's and those still on the
 * phone), and the attempt form (./AttemptForm.tsx). Offline, the phone's last copy of the job.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import type { FieldJob, ServiceAddress } from '../../../../shared/api/serving';
import { checkDiligence, type AttemptFacts } from '../../../../shared/serving/rules';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { PageLoader } from '../../ui/Loader';
import { PageTitle } from '../../ui/PageTitle';
import { AttemptForm } from './AttemptForm';
import { readJob, readJobs } from './field-api';
import { useFieldQueue } from './queue-context';
import { FieldSteps } from './FieldSteps';
import { QueuePanel } from './QueuePanel';
import type { QueuedAttempt } from './sync';

export const addressLine = (a: ServiceAddress): string => `${a.street}${a.unit ? `, ${a.unit}` : ''}, ${a.city}, ${a.state} ${a.zip}`;

/** A map search for the address (the phone's map app opens it); no coordinates of anyone are sent. */
export const mapLink = (a: ServiceAddress): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(a))}`;

/** The attempts the rules count: the office's and those still on the phone (not refused). */
export function attemptFacts(job: FieldJob, queued: readonly QueuedAttempt[]): AttemptFacts[] {
  const kindOf = (id: string) => job.addresses.find((a) => a.id === id)?.kind ?? 'other';
  const recorded: AttemptFacts[] = job.attempts.map((a) => ({
    id: a.id,
    at: a.at,
    addressKind: a.addressId ? kindOf(a.addressId) : 'other',
    outcome: a.outcome,
    photo: a.photo.expected,
    gps: a.geo !== null,
    reason: Boolean(a.noGeoReason || a.noPhotoReason),
  }));
  const known = new Set(recorded.map((a) => a.id));
  const local: AttemptFacts[] = queued
    .filter((q) => q.jobId === job.id && q.status !== 'rejected' && !known.has(q.id))
    .map((q) => ({
      id: q.id,
      at: q.body.at,
      addressKind: kindOf(q.body.addressId),
      outcome: q.body.outcome,
      photo: q.body.photo,
      gps: q.body.geo !== null,
      reason: Boolean(q.body.noGeoReason || q.body.noPhotoReason),
    }));
  return [...recorded, ...local];
}

export default function FieldJobPage() {
  const { jobId = '' } = useParams();
  const { t, date } = useI18n();
  const { userId } = useAuth();
  const queue = useFieldQueue();
  const [recording, setRecording] = useState(false);
  const [saved, setSaved] = useState(false);
  // The server's registration (whether they may sign), from the jobs list the phone keeps.
  const jobs = useQuery({
    queryKey: ['field', userId ?? '', 'jobs'] as const,
    queryFn: ({ signal }) => readJobs(userId ?? '', signal),
    networkMode: 'always',
    retry: false,
  });
  const job = useQuery({
    queryKey: ['field', userId ?? '', 'job', jobId],
    queryFn: ({ signal }) => readJob(userId ?? '', jobId, signal),
    networkMode: 'always',
    retry: false,
  });

  if (job.isPending) return <PageLoader />;
  if (job.isError)
    return (
      <div className="field-page">
        <Link to="/field" className="field-back">
          ← {t('servingField.job.back')}
        </Link>
        <p className="field-alert field-alert--error" role="alert">
          {t('servingField.list.loadFailed')}
        </p>
      </div>
    );
  const { data, stale } = job.data;
  const facts = attemptFacts(data, queue.items);
  const diligence = checkDiligence(facts, new Date());
  const open = (data.state === 'assigned' || data.state === 'attempting') && data.method !== 'mail';
  const addressOf = (id: string) => data.addresses.find((a) => a.id === id);

  return (
    <div className="field-page">
      <Link to="/field" className="field-back">
        ← {t('servingField.job.back')}
      </Link>
      <PageTitle>{data.servee.name}</PageTitle>
      <p className="field-muted">
        {t(`serving.states.${data.state}`)} · {t('servingField.list.serveBy', { date: date(data.deadline.serveBy) })}
      </p>
      {stale && <p className="field-alert field-alert--info">{t('servingField.list.stale', { date: date(stale, { withTime: true }) })}</p>}
      {saved && (
        <p className="field-alert field-alert--success" role="status" data-testid="field-saved">
          {t('servingField.form.saved')}
        </p>
      )}
      {data.safetyNotes && (
        <section className="field-alert field-alert--warning" aria-labelledby="field-safety">
          <h2 id="field-safety" className="field-alert__title">
            <span aria-hidden="true">⚠ </span>
            {t('servingField.job.safety')}
          </h2>
          <p className="field-pre">{data.safetyNotes}</p>
        </section>
      )}

      {recording ? (
        <AttemptForm
          job={data}
          facts={facts}
          owner={userId ?? ''}
          onCancel={() => setRecording(false)}
          onSaved={async (item) => {
            await queue.add(item);
            setRecording(false);
            setSaved(true);
          }}
        />
      ) : open ? (
        <button
          type="button"
          className="field-btn field-btn--primary field-btn--block"
          onClick={() => {
            setSaved(false);
            setRecording(true);
          }}
        >
          {t('servingField.job.record')}
        </button>
      ) : (
        <p className="field-muted">{t('servingField.job.noMore')}</p>
      )}
      {!recording && (
        <FieldSteps
          job={data}
          owner={userId ?? ''}
          stale={Boolean(stale)}
          registration={jobs.data?.data.registration ?? null}
          photosOnPhone={queue.items.filter((q) => q.jobId === data.id && (q.status === 'pending' || q.status === 'photo')).length}
        />
      )}

      <section className="field-section" aria-labelledby="field-servee">
        <h2 id="field-servee">{t('servingField.job.servee')}</h2>
        <p className="field-strong">{data.servee.name}</p>
        {data.servee.agentName && <p>{t('servingField.job.agent', { name: data.servee.agentName })}</p>}
        {data.servee.description && (
          <p className="field-pre">
            <span className="field-label">{t('servingField.job.description')}: </span>
            {data.servee.description}
          </p>
        )}
        {data.servee.hours && (
          <p>
            <span className="field-label">{t('servingField.job.hours')}: </span>
            {data.servee.hours}
          </p>
        )}
      </section>

      <section className="field-section" aria-labelledby="field-addresses">
        <h2 id="field-addresses">{t('servingField.job.addresses')}</h2>
        <ul className="field-list">
          {data.addresses.map((a) => (
            <li key={a.id}>
              <span className="field-label">{t(`serving.addressKinds.${a.kind}`)}: </span>
              {addressLine(a)}
              {a.notes && <span className="field-muted"> — {a.notes}</span>}
              <br />
              <a href={mapLink(a)} target="_blank" rel="noreferrer noopener" className="field-maplink">
                {t('servingField.job.map', { address: a.street })}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="field-section" aria-labelledby="field-papers">
        <h2 id="field-papers">{t('servingField.job.papers')}</h2>
        <ul className="field-list">
          {data.papers.map((p) => (
            <li key={p.id}>{p.label}</li>
          ))}
        </ul>
      </section>

      {data.method === 'personal_or_substituted' && (
        <section className="field-section" aria-labelledby="field-diligence" data-testid="field-diligence">
          <h2 id="field-diligence">{t('serving.diligence.title')}</h2>
          <p className={diligence.met ? 'field-ok' : 'field-warn'}>
            <span aria-hidden="true">{diligence.met ? '✓ ' : '⚠ '}</span>
            {diligence.met ? t('serving.diligence.met') : t('serving.diligence.notMet')}
          </p>
          <p>
            {t('serving.diligence.progress', {
              attempts: diligence.attempts,
              needAttempts: diligence.rule.minAttempts,
              days: diligence.days,
              needDays: diligence.rule.minDays,
              bands: diligence.bands.length,
              needBands: diligence.rule.minBands,
            })}
          </p>
          <p className="field-muted">{t(`serving.diligence.rule.${diligence.rule.id}`)}</p>
        </section>
      )}

      <section className="field-section" aria-labelledby="field-attempts">
        <h2 id="field-attempts">{t('servingField.job.attempts')}</h2>
        {data.attempts.length === 0 ? (
          <p>{t('servingField.job.noAttempts')}</p>
        ) : (
          <ol className="field-timeline" data-testid="field-attempts">
            {data.attempts.map((a) => {
              const address = addressOf(a.addressId);
              return (
                <li key={a.id}>
                  <p className="field-strong">{t(`serving.outcomes.${a.outcome}`)}</p>
                  <p>
                    {t('servingField.job.attemptLine', {
                      when: date(a.at, { withTime: true }),
                      address: address ? address.street : a.addressId,
                    })}
                  </p>
                  <p className="field-muted">
                    {a.geo
                      ? t('servingField.job.gps', {
                          lat: a.geo.lat.toFixed(5),
                          lng: a.geo.lng.toFixed(5),
                          accuracy: Math.round(a.geo.accuracy),
                        })
                      : t('servingField.job.noGps', { reason: a.noGeoReason ?? '' })}
                    {' · '}
                    {a.photo.expected
                      ? a.photo.receivedAt
                        ? t('servingField.job.photoReceived')
                        : t('servingField.job.photoWaiting')
                      : t('servingField.job.noPhoto', { reason: a.noPhotoReason ?? '' })}
                  </p>
                  {a.notes && <p className="field-pre">{a.notes}</p>}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <QueuePanel jobId={data.id} />
    </div>
  );
}
