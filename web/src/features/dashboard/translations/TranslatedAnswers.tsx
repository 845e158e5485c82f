/**
 * "Your answers in English" on the client's submission page (issue 26): for each answer the client wrote in Spanish
 * that the office has translated and approved, what they wrote, the English that will be filed, and an automatic
 * Spanish version of that English (labelled as made by a computer), with "This is what I meant" — recorded as the
 * client's direction (B&P §6400(d)) — or a comment to the office. Nothing shows for a submission answered in English.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ClientTranslationItem } from '../../../../../shared/api/translations';
import { MAX_CLIENT_COMMENT_LENGTH } from '../../../../../shared/api/translations';
import type { QuestionnaireType } from '../../../../../shared/questionnaire-types';
import translationMessages from '../../../../../shared/i18n/messages/translation';
import { ApiError } from '../../../lib/api';
import { questionnaireQuery } from '../../../lib/answers/questionnaire';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { Alert, Notice } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { commentOnTranslation, confirmTranslations, setTranslations, translationsQuery } from './api';
import './translations.css';

registerMessages(translationMessages);

export function TranslatedAnswers({
  caseId,
  type,
  version,
  locale,
}: {
  caseId: string;
  type: QuestionnaireType;
  version?: number;
  /** The language the answers were written in: only Spanish answers are translated (nothing is asked otherwise). */
  locale: 'en' | 'es';
}) {
  const { t } = useI18n();
  const query = useQuery({ ...translationsQuery(caseId), enabled: locale === 'es' });
  // The questions' labels are the questionnaire's own (its messages are registered with its definition).
  const definition = useQuery(questionnaireQuery(type, version));
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (locale !== 'es' || query.isPending || definition.isPending) return null;
  if (query.isError)
    return (
      <section className="d-card" aria-labelledby="tr-title">
        <h2 id="tr-title">{t('translation.client.title')}</h2>
        <Alert>
          {t('translation.client.loadFailed')}{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            {t('translation.client.retry')}
          </Button>
        </Alert>
      </section>
    );
  const data = query.data;
  if (data.locale !== 'es' || data.total === 0) return null;
  const open = data.items.filter((i) => !i.response);

  const confirm = async (items: ClientTranslationItem[]) => {
    setBusy(true);
    setStatus(null);
    try {
      const next = await confirmTranslations(caseId, { items: items.map((i) => ({ path: i.path, englishHash: i.englishHash })) });
      setTranslations(queryClient, caseId, next);
      setStatus({ tone: 'success', text: t('translation.client.thanks') });
    } catch (err) {
      setStatus({ tone: 'error', text: failure(err, t) });
      void query.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="d-card tr-client" aria-labelledby="tr-title" id="translations">
      <h2 id="tr-title">{t('translation.client.title')}</h2>
      <p>{t('translation.client.intro')}</p>
      <p className="d-muted" data-testid="translations-progress">
        {data.items.length
          ? t('translation.client.progress', { ready: data.items.length, total: data.total })
          : t('translation.client.waiting')}
      </p>
      <p role="status" className={status?.tone === 'success' ? 'tr-status' : 'visually-hidden'}>
        {status?.tone === 'success' ? status.text : ''}
      </p>
      {status?.tone === 'error' && <Alert>{status.text}</Alert>}
      <ol className="tr-list">
        {data.items.map((item) => (
          <ClientItem key={item.path} caseId={caseId} item={item} busy={busy} onConfirm={() => void confirm([item])} />
        ))}
      </ol>
      {open.length > 1 && (
        <Button variant="primary" busy={busy} onClick={() => void confirm(open)}>
          {t('translation.client.confirmAll')}
        </Button>
      )}
    </section>
  );
}

function failure(err: unknown, t: ReturnType<typeof useI18n>['t']): string {
  return err instanceof ApiError && err.status < 500 ? t('translation.client.failed') : t('errors.internal');
}

function ClientItem({
  caseId,
  item,
  busy,
  onConfirm,
}: {
  caseId: string;
  item: ClientTranslationItem;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t, translate, date } = useI18n();
  const queryClient = useQueryClient();
  const id = useId();
  const [commenting, setCommenting] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const heading = [...item.trail.map((s) => translate(s.key, s.n === undefined ? undefined : { n: s.n })), translate(item.labelKey)].join(
    ' › ',
  );

  const send = async () => {
    if (!comment.trim()) return setError(t('errors.field.required'));
    setSending(true);
    setError(null);
    try {
      const next = await commentOnTranslation(caseId, { path: item.path, englishHash: item.englishHash, comment: comment.trim() });
      setTranslations(queryClient, caseId, next);
      setCommenting(false);
      setComment('');
    } catch (err) {
      setError(failure(err, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <li className="tr-item" aria-labelledby={`${id}-q`}>
      <h3 id={`${id}-q`} className="tr-question">
        {heading}
      </h3>
      <dl className="tr-texts">
        <div>
          <dt>{t('translation.client.yourWords')}</dt>
          <dd className="tr-pre" lang="es">
            {item.source}
          </dd>
        </div>
        <div>
          <dt>{t('translation.client.english')}</dt>
          <dd className="tr-pre tr-english" lang="en">
            {item.english}
          </dd>
        </div>
        <div>
          <dt>{t('translation.client.back')}</dt>
          {item.back ? (
            <dd>
              <span className="tr-pre" lang="es">
                {item.back.text}
              </span>
              <span className="tr-auto">{t('translation.client.backNote', { engine: item.back.engine })}</span>
            </dd>
          ) : (
            <dd className="d-muted">{t('translation.client.backPending')}</dd>
          )}
        </div>
      </dl>
      {item.response ? (
        <Notice tone={item.response.kind === 'confirmed' ? 'success' : 'info'}>
          {item.response.kind === 'confirmed'
            ? t('translation.client.confirmed', { date: date(item.response.at, { withTime: true }) })
            : t('translation.client.commented', { date: date(item.response.at, { withTime: true }), comment: item.response.comment ?? '' })}
        </Notice>
      ) : commenting ? (
        <div className="tr-comment">
          <Field
            id={`${id}-comment`}
            label={t('translation.client.commentLabel')}
            hint={t('translation.client.commentHelp')}
            error={error ?? undefined}
          >
            {(props) => (
              <textarea
                {...props}
                rows={4}
                maxLength={MAX_CLIENT_COMMENT_LENGTH}
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                autoFocus
              />
            )}
          </Field>
          <div className="tr-actions">
            <Button variant="primary" busy={sending} onClick={() => void send()}>
              {t('translation.client.send')}
            </Button>
            <Button onClick={() => setCommenting(false)} disabled={sending}>
              {t('translation.client.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="tr-actions">
          <Button variant="primary" busy={busy} onClick={onConfirm}>
            {t('translation.client.confirm')}
          </Button>
          <Button onClick={() => setCommenting(true)} disabled={busy}>
            {t('translation.client.notRight')}
          </Button>
        </div>
      )}
    </li>
  );
}
