import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import type { SubmissionDetailResponse } from '../../../../shared/api/submissions';
import { canBookSigning } from '../../../../shared/notary/from-case';
import { errorCodeText, isNotFound } from '../../lib/api';
import { QuestionnaireAnswers } from '../../lib/answers/QuestionnaireAnswers';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { isSensitiveType, serviceTitleKey } from '../../lib/service-title';
import { useToast } from '../../lib/toast/ToastProvider';
import { Button, ButtonLink } from '../../ui/Button';
import { Loading } from '../../ui/Loader';
import { PageTitle } from '../../ui/PageTitle';
import { downloadSubmissionPdf, submissionQuery } from './api';
import { PrivateDetails } from './PrivateDetails';
import { StatusBadge } from './StatusBadge';
import { ServiceJobs } from './ServiceJobs';
import { CaseTracker } from './Tracker';
import { Workspace } from './workspace/Workspace';
import { TranslatedAnswers } from './translations/TranslatedAnswers';
import './dashboard.css';

/**
 * /submission/:id: one of the client's submissions (GET /submissions/{id}): its facts, the case workspace (what the
 * office asks for, documents both ways, messages), the status timeline with staff notes, the answers (rendered from the questionnaire definition) and a PDF download. A missing or someone
 * else's id answers 404: "Submission not found".
 */
export default function SubmissionPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const query = useQuery(submissionQuery(id));
  const back = (
    <p>
      <Link to="/dashboard">
        <span aria-hidden="true">← </span>
        {t('dashboard.submission.back')}
      </Link>
    </p>
  );
  // Loading, or trying again after a failure.
  if (query.isPending || (query.isError && query.isFetching)) return <Loading label={t('dashboard.loading')} />;
  if (query.isError) {
    const notFound = isNotFound(query.error);
    return (
      <section className="d-page" aria-labelledby="submission-title">
        {back}
        <PageTitle id="submission-title">{notFound ? t('dashboard.submission.notFound') : t('dashboard.loadFailed')}</PageTitle>
        {notFound ? (
          <p>{t('dashboard.submission.notFoundText')}</p>
        ) : (
          <p>
            <Button onClick={() => void query.refetch()}>{t('dashboard.retry')}</Button>
          </p>
        )}
      </section>
    );
  }
  return <Details data={query.data} back={back} />;
}

function Details({ data, back }: { data: SubmissionDetailResponse; back: ReactNode }) {
  const { t, translate, date, locale } = useI18n();
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const s = data.submission;
  const service = t(serviceTitleKey(s.questionnaireType));
  // A sensitive case's summary (the other person, the orders) waits with its answers until the client asks.
  const sensitive = isSensitiveType(s.questionnaireType);

  async function downloadPdf() {
    setDownloading(true);
    try {
      await downloadSubmissionPdf(s.id, locale);
    } catch (err) {
      toast.error(t('dashboard.submission.pdfFailedTitle'), errorCodeText(err, translate));
    } finally {
      setDownloading(false);
    }
  }

  const facts: Array<{ key: string; label: string; value: ReactNode }> = [
    { key: 'id', label: t('dashboard.submission.id'), value: <code>{s.id}</code> },
    { key: 'clientName', label: t('dashboard.submission.clientName'), value: s.clientName },
    { key: 'clientEmail', label: t('dashboard.submission.clientEmail'), value: s.clientEmail },
    { key: 'service', label: t('dashboard.submission.serviceType'), value: service },
    ...(sensitive
      ? []
      : [
          { key: 'caseDetails', label: t('dashboard.submission.caseDetails'), value: s.caseDetails || t('common.notProvided') },
          {
            key: 'specialInstructions',
            label: t('dashboard.submission.specialInstructions'),
            value: s.specialInstructions || t('common.notProvided'),
          },
        ]),
    { key: 'submitted', label: t('dashboard.submission.submitted'), value: date(s.createdAt, { withTime: true }) },
    { key: 'updated', label: t('dashboard.submission.updated'), value: date(s.updatedAt, { withTime: true }) },
    { key: 'status', label: t('dashboard.submission.status'), value: <StatusBadge status={s.status} /> },
  ];

  return (
    <section className="d-page" aria-labelledby="submission-title">
      {back}
      <div className="d-page__header">
        <PageTitle id="submission-title">
          {t('dashboard.submission.title')}: {service}
        </PageTitle>
        <Button variant="primary" onClick={() => void downloadPdf()} busy={downloading}>
          <span aria-hidden="true">⤓</span> {t('dashboard.submission.pdf')}
        </Button>
      </div>
      <p role="status" className="d-muted">
        {downloading ? t('dashboard.submission.downloading') : ''}
      </p>
      <CaseTracker submission={s} />
      <section className="d-card" aria-labelledby="submission-facts">
        <h2 id="submission-facts" className="visually-hidden">
          {t('dashboard.submission.title')}
        </h2>
        <dl className="d-facts">
          {facts.map((f) => (
            <div key={f.key}>
              <dt>{f.label}</dt>
              <dd data-testid={`submission-${f.key}`}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {canBookSigning(s.questionnaireType) && (
        <section className="d-card" aria-labelledby="submission-signing">
          <h2 id="submission-signing">{t('dashboard.submission.signing.title')}</h2>
          <p>{t('dashboard.submission.signing.text')}</p>
          <ButtonLink to={`/notary?case=${encodeURIComponent(s.id)}`} variant="primary">
            {t('dashboard.submission.signing.book')}
          </ButtonLink>
        </section>
      )}
      <ServiceJobs caseId={s.id} />
      <Workspace caseId={s.id} />
      <TranslatedAnswers caseId={s.id} type={s.questionnaireType} version={s.definitionVersion} locale={s.locale} />
      <section className="d-card" aria-labelledby="submission-history">
        <h2 id="submission-history">{t('dashboard.submission.history')}</h2>
        {data.history.length === 0 ? (
          <p className="d-muted">{t('dashboard.submission.historyEmpty')}</p>
        ) : (
          <ol className="d-timeline" data-testid="submission-history">
            {data.history.map((e) => (
              <li key={e.version}>
                <StatusBadge status={e.to} />
                <div className="d-timeline__meta">
                  <time dateTime={e.at}>{date(e.at, { withTime: true })}</time> · {t(`dashboard.submission.changedBy.${e.actor.role}`)}
                  {e.actor.role === 'staff' && e.actor.name ? ` (${e.actor.name})` : ''}
                </div>
                {e.note && (
                  <p className="d-timeline__note">
                    <span className="visually-hidden">{t('dashboard.submission.note')}: </span>
                    {e.note}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <PrivateDetails sensitive={sensitive}>
        {sensitive && (
          <section className="d-card" aria-label={t('dashboard.submission.caseDetails')}>
            <dl className="d-facts">
              <div>
                <dt>{t('dashboard.submission.caseDetails')}</dt>
                <dd>{s.caseDetails || t('common.notProvided')}</dd>
              </div>
              <div>
                <dt>{t('dashboard.submission.specialInstructions')}</dt>
                <dd>{s.specialInstructions || t('common.notProvided')}</dd>
              </div>
            </dl>
          </section>
        )}
        <section className="d-card" aria-labelledby="submission-answers">
          <h2 id="submission-answers">{t('dashboard.submission.answers')}</h2>
          <QuestionnaireAnswers
            type={s.questionnaireType}
            answers={s.answers}
            version={s.definitionVersion}
            headingLevel={3}
            hideUnanswered
          />
        </section>
      </PrivateDetails>
    </section>
  );
}
