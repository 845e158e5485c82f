/**
 * The thread with the office, oldest first (earlier pages on request), and the form to write (optionally pointing
 * at one of the case's documents). Seeing unread messages reads them: the dashboard's count goes to 0.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CaseDocument } from '../../../../../shared/api/casework';
import { MAX_MESSAGE_LENGTH } from '../../../../../shared/casework';
import { errorText } from '../../../lib/api';
import { threadView, useMarkThreadRead } from '../../../lib/casework/thread';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Loading } from '../../../ui/Loader';
import { LoadFailed } from '../../../ui/LoadFailed';
import { messagesQuery, useMarkRead, useSendMessage } from './api';
import './register-messages';

export function MessagesPanel({ caseId, documents }: { caseId: string; documents: CaseDocument[] }) {
  const { t, date, translate } = useI18n();
  const toast = useToast();
  const id = useId();
  const thread = useInfiniteQuery(messagesQuery(caseId));
  const { messages, markers } = threadView(thread.data?.pages);
  useMarkThreadRead(markers, 'client', useMarkRead(caseId));
  const [body, setBody] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(caseId, {
    onSuccess: () => {
      setBody('');
      setDocumentId('');
      toast.success(t('workspace.messages.sent'));
    },
    onError: (err) => setError(errorText(err, translate, { field: 'body' })),
  });
  const names = new Map(documents.map((d) => [d.id, d.name]));
  return (
    <section className="d-card" aria-labelledby="ws-messages" id="messages">
      <h2 id="ws-messages">{t('workspace.messages.heading')}</h2>
      <p className="d-muted">{t('workspace.messages.intro')}</p>
      {thread.isPending ? (
        <Loading label={t('dashboard.loading')} />
      ) : thread.isError ? (
        <LoadFailed message={t('dashboard.loadFailed')} retryLabel={t('dashboard.retry')} onRetry={() => void thread.refetch()} />
      ) : messages.length === 0 ? (
        <p className="d-muted">{t('workspace.messages.none')}</p>
      ) : (
        <>
          {thread.hasNextPage && (
            <div className="d-actions">
              <Button busy={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()} data-testid="ws-earlier">
                {t('workspace.messages.older')}
              </Button>
            </div>
          )}
          <ol className="ws-thread">
            {messages.map((m) => (
              <li key={m.id} className={`ws-msg ws-msg--${m.author.role}`} data-testid="ws-message">
                <p className="ws-msg__meta">
                  <strong>
                    {m.author.role === 'client' ? t('workspace.messages.you') : t('workspace.messages.office', { name: m.author.name })}
                  </strong>{' '}
                  · <time dateTime={m.at}>{date(m.at, { withTime: true })}</time>
                </p>
                <p className="ws-pre">{m.body}</p>
                {m.documentId && names.has(m.documentId) && (
                  <p className="d-muted">
                    <a href="#documents">{t('workspace.messages.document', { name: names.get(m.documentId)! })}</a>
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      <form
        className="d-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const text = body.trim();
          if (!text) return setError(t('errors.field.required'));
          if (text.length > MAX_MESSAGE_LENGTH) return setError(t('errors.field.tooLong'));
          setError(null);
          send.mutate({ body: text, ...(documentId ? { documentId } : {}) });
        }}
      >
        <Field id={`${id}-body`} label={t('workspace.messages.label')} hint={t('workspace.messages.hint')} error={error}>
          {(control) => (
            <textarea {...control} rows={4} value={body} onChange={(e) => setBody(e.target.value)} data-testid="ws-message-body" />
          )}
        </Field>
        <p className="d-muted" aria-live="polite">
          {body.length > MAX_MESSAGE_LENGTH * 0.9 ? t('workspace.messages.count', { count: body.length }) : ''}
        </p>
        {documents.length > 0 && (
          <Field id={`${id}-doc`} label={t('workspace.messages.attach')}>
            {(control) => (
              <select {...control} value={documentId} onChange={(e) => setDocumentId(e.target.value)}>
                <option value="">{t('workspace.messages.attachNone')}</option>
                {documents.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div className="d-actions">
          <Button type="submit" variant="primary" busy={send.isPending}>
            {t('workspace.messages.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
