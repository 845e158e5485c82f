/**
 * The service of a case's papers, on the client's case page (issue 32): each job for this case (GET /me/service-jobs,
 * the caller's own only), its state and serve-by date, every attempt's time and outcome (no GPS, no photo of a third
 * party's home unless the office shared it), the mailing and the day service is complete, and the signed proof to
 * download. Nothing shows when the case has no job.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientJob } from '../../../../shared/api/serving';
import servingMessages from '../../../../shared/i18n/messages/serving';
import { call, errorCodeText } from '../../lib/api';
import { registerMessages, useI18n } from '../../lib/i18n/I18nProvider';
import { useToast } from '../../lib/toast/ToastProvider';
import { Button } from '../../ui/Button';

registerMessages(servingMessages);

export const serviceJobsQuery = () =>
  queryOptions({ queryKey: ['me', 'service-jobs'], queryFn: ({ signal }) => call('GET /me/service-jobs', { signal }) });

export function ServiceJobs({ caseId }: { caseId: string }) {
  const { t } = useI18n();
  const jobs = useQuery(serviceJobsQuery());
  const mine = (jobs.data?.items ?? []).filter((j) => j.caseId === caseId);
  if (mine.length === 0) return null;
  return (
    <section className="d-card" aria-labelledby="service-heading" data-testid="service-jobs">
      <h2 id="service-heading">{t('serving.client.title')}</h2>
      <p className="d-muted">{t('serving.client.privacy')}</p>
      {mine.map((job) => (
        <Job key={job.id} job={job} />
      ))}
    </section>
  );
}

function Job({ job }: { job: ClientJob }) {
  const { t, translate, date, money } = useI18n();
  const toast = useToast();
  const [opening, setOpening] = useState(false);
  const addressOf = (id: string) => job.addresses.find((a) => a.id === id);

  async function openProof() {
    setOpening(true);
    try {
      const link = await call('GET /me/service-jobs/{jobId}/proof', { params: { jobId: job.id } });
      window.location.assign(link.url);
    } catch (err) {
      toast.error(t('serving.client.proof'), errorCodeText(err, translate));
    } finally {
      setOpening(false);
    }
  }

  return (
    <article className="d-service" aria-labelledby={`job-${job.id}`}>
      <h3 id={`job-${job.id}`}>{t('serving.client.serveeLine', { name: job.servee.name })}</h3>
      <dl className="d-facts">
        <div>
          <dt>{t('serving.client.state')}</dt>
          <dd data-testid="service-state">{t(`serving.states.${job.state}`)}</dd>
        </div>
        <div>
          <dt>{t('serving.client.server')}</dt>
          <dd>{job.server?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('serving.client.payment')}</dt>
          <dd>
            {job.payment.status === 'paid'
              ? t('serving.client.paid', { amount: money(job.priceCents), receipt: job.payment.receiptNumber ?? '' })
              : t('serving.client.unpaid', { amount: money(job.priceCents) })}
          </dd>
        </div>
      </dl>
      {!job.completeOn && <p>{t('serving.client.deadline', { date: date(job.deadline.serveBy) })}</p>}
      <h4>{t('serving.client.attempts')}</h4>
      {job.attempts.length === 0 ? (
        <p className="d-muted">{t('serving.client.noAttempts')}</p>
      ) : (
        <ol className="d-timeline" data-testid="service-attempts">
          {job.attempts.map((a) => {
            const place = addressOf(a.addressId);
            return (
              <li key={a.id}>
                <time dateTime={a.at}>{date(a.at, { withTime: true })}</time>: {t(`serving.outcomes.${a.outcome}`)}
                {place && <div className="d-timeline__meta">{`${place.street}${place.unit ? `, ${place.unit}` : ''}, ${place.city}`}</div>}
              </li>
            );
          })}
        </ol>
      )}
      {job.mailing && <p>{t('serving.client.mailing', { date: date(job.mailing.mailedOn), city: job.mailing.city })}</p>}
      {job.completeOn && <p>{t('serving.client.completeOn', { date: date(job.completeOn) })}</p>}
      {job.proof && (
        <div className="d-service__proof">
          <h4>{t('serving.client.proof')}</h4>
          <p>{t('serving.client.proofReady', { date: date(job.proof.signedAt) })}</p>
          {job.proof.filedOn && <p>{t('serving.client.filed', { date: date(job.proof.filedOn) })}</p>}
          <Button variant="primary" onClick={() => void openProof()} busy={opening}>
            {t('serving.client.download')}
          </Button>
        </div>
      )}
    </article>
  );
}
