/**
 * /field: the process server's jobs (issue 32) — GET /field/jobs, the caller's assigned jobs only (the API decides):
 * servee, first address, serve-by date, attempts so far and the next step, soonest deadline first; their registration
 * as the proofs will print it. Offline, the phone's last copy (./field-api.ts readJobs) with the day it is from.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/Link';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { PageTitle } from '../../ui/PageTitle';
import { PageLoader } from '../../ui/Loader';
import { readJobs } from './field-api';
import { QueuePanel } from './QueuePanel';

export const fieldJobsQuery = (owner: string) => ({
  queryKey: ['field', owner, 'jobs'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => readJobs(owner, signal),
  // Offline the read falls back to the phone's copy: the query must run, not wait for the network.
  networkMode: 'always' as const,
  retry: false,
});

export default function FieldJobsPage() {
  const { t, date } = useI18n();
  const { userId } = useAuth();
  const jobs = useQuery(fieldJobsQuery(userId ?? ''));

  if (jobs.isPending) return <PageLoader />;
  if (jobs.isError)
    return (
      <div className="field-page">
        <PageTitle>{t('servingField.list.title')}</PageTitle>
        <p className="field-alert field-alert--error" role="alert">
          {t('servingField.list.loadFailed')}
        </p>
        <button type="button" className="field-btn" onClick={() => void jobs.refetch()}>
          {t('servingField.list.retry')}
        </button>
        <QueuePanel />
      </div>
    );

  const { data, stale } = jobs.data;
  const reg = data.registration;
  return (
    <div className="field-page">
      <PageTitle>{t('servingField.list.title')}</PageTitle>
      {stale && <p className="field-alert field-alert--info">{t('servingField.list.stale', { date: date(stale, { withTime: true }) })}</p>}
      {reg && !reg.current && (
        <p className="field-alert field-alert--error" role="alert">
          {t('servingField.list.expired')}
        </p>
      )}
      {reg?.current && reg.daysLeft <= 60 && (
        <p className="field-alert field-alert--warning">{t('servingField.list.expiring', { date: date(reg.expiresOn) })}</p>
      )}
      {reg?.current && (
        <p className="field-muted">
          {t('servingField.list.registration', { number: reg.number, county: reg.county, date: date(reg.expiresOn) })}
        </p>
      )}
      {data.items.length === 0 ? (
        <p>{t('servingField.list.empty')}</p>
      ) : (
        <ul className="field-jobs" data-testid="field-jobs">
          {data.items.map((job) => (
            <li key={job.id} className="field-card">
              <Link to={`/field/jobs/${job.id}`} className="field-card__link">
                <span className="field-card__name">{job.serveeName}</span>
                <span className="field-card__address">
                  {job.address.street}
                  {job.address.unit ? `, ${job.address.unit}` : ''}, {job.address.city}
                </span>
              </Link>
              <p className="field-card__meta">
                <span
                  className={
                    job.daysLeft < 0 ? 'field-tag field-tag--danger' : job.daysLeft <= 3 ? 'field-tag field-tag--warn' : 'field-tag'
                  }
                >
                  {job.daysLeft < 0 ? t('servingField.list.overdue') : t('servingField.list.serveBy', { date: date(job.serveBy) })}
                </span>
                {job.rush && <span className="field-tag field-tag--warn">{t('servingField.list.rush')}</span>}
                <span>{t('servingField.list.attempts', { count: job.attempts })}</span>
              </p>
              <p className="field-card__next">
                {t(`serving.states.${job.state}`)} · {t(`servingField.list.next.${job.nextStep}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <QueuePanel />
    </div>
  );
}
