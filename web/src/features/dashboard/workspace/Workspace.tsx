import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import type { CaseDocument, DocumentRequest } from '../../../../../shared/api/casework';
import { DocumentKindSchema, MAX_MESSAGE_LENGTH } from '../../../../../shared/casework';
import {
  cleanDocumentName,
  DOCUMENT_ERRORS,
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  documentKindLabel,
  type DocumentKind,
} from '../../../../../shared/documents';
import documentsMessages from '../../../../../shared/i18n/messages/documents';
import workspaceMessages from '../../../../../shared/i18n/messages/workspace';
import { ApiError, call } from '../../../lib/api';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Loading } from '../../../ui/Loader';
import { LoadFailed } from '../../../ui/LoadFailed';
import { checkFile, documentsQuery, invalidateWorkspace, messagesQuery, postFile } from './api';
import './workspace.css';

registerMessages(documentsMessages);
registerMessages(workspaceMessages);

/** The first field error of an API refusal as a translated sentence, else the error code's. */
function useErrorText() {
  const { t, translate } = useI18n();
  return (err: unknown, field?: string): string => {
    if (err instanceof ApiError) {
      const keys = field ? err.fieldErrors[field] : Object.values(err.fieldErrors).flat();
      if (keys?.length) return translate(keys[0]);
      return t(`errors.${err.code}` as 'errors.internal');
    }
    return t('workspace.documents.failed');
  };
}

/**
 * The case workspace on the client's submission page (issue 15): what the office asks for, documents both ways
 * (upload with drag-and-drop, the phone's camera and a progress bar; view, download, approve or ask for changes),
 * and the message thread with the office.
 */
export function Workspace({ caseId }: { caseId: string }) {
  const docs = useQuery(documentsQuery(caseId));
  const [requestId, setRequestId] = useState<string>('');
  const uploaderRef = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  if (docs.isPending) return <Loading label={t('dashboard.loading')} />;
  if (docs.isError)
    return <LoadFailed message={t('dashboard.loadFailed')} retryLabel={t('dashboard.retry')} onRetry={() => void docs.refetch()} />;
  const { documents, requests, remaining } = docs.data;
  const open = requests.filter((r) => r.status === 'open');
  return (
    <>
      <RequestsPanel
        requests={requests}
        onUpload={(id) => {
          setRequestId(id);
          uploaderRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
          uploaderRef.current?.scrollIntoView({ block: 'center' });
        }}
      />
      <section className="d-card" aria-labelledby="ws-documents" id="documents">
        <h2 id="ws-documents">{t('workspace.documents.heading')}</h2>
        <p className="d-muted">{t('workspace.documents.intro')}</p>
        <div ref={uploaderRef}>
          <Uploader caseId={caseId} openRequests={open} requestId={requestId} onRequestChange={setRequestId} remaining={remaining} />
        </div>
        <DocumentList
          caseId={caseId}
          heading={t('workspace.documents.fromOffice')}
          empty={t('workspace.documents.noneOffice')}
          items={documents.filter((d) => d.source === 'staff')}
        />
        <DocumentList
          caseId={caseId}
          heading={t('workspace.documents.fromYou')}
          empty={t('workspace.documents.none')}
          items={documents.filter((d) => d.source === 'client')}
        />
      </section>
      <MessagesPanel caseId={caseId} documents={documents.filter((d) => d.status === 'available')} />
    </>
  );
}

function RequestsPanel({ requests, onUpload }: { requests: DocumentRequest[]; onUpload: (id: string) => void }) {
  const { t, date } = useI18n();
  const open = requests.filter((r) => r.status === 'open');
  return (
    <section className={`d-card${open.length ? ' ws-action' : ''}`} aria-labelledby="ws-requests" data-testid="ws-requests">
      <h2 id="ws-requests">{open.length ? t('workspace.actionNeeded.heading') : t('workspace.requests.heading')}</h2>
      {open.length > 0 && <p>{t('workspace.requests.heading')}</p>}
      {requests.length === 0 ? (
        <p className="d-muted">{t('workspace.requests.none')}</p>
      ) : (
        <ul className="ws-list">
          {requests.map((r) => (
            <li key={r.id} className="ws-item" data-testid="ws-request" data-status={r.status}>
              <div>
                <strong>{r.title}</strong>
                {r.details && <p className="ws-pre">{r.details}</p>}
                <p className="d-muted">
                  <span
                    className={`d-badge d-badge--${r.status === 'open' ? 'pending' : r.status === 'fulfilled' ? 'completed' : 'neutral'}`}
                  >
                    {t(`workspace.requests.status.${r.status}`)}
                  </span>{' '}
                  {t('workspace.requests.requestedOn', { date: date(r.createdAt) })}
                </p>
              </div>
              {r.status === 'open' && (
                <Button onClick={() => onUpload(r.id)} aria-label={`${t('workspace.requests.upload')}: ${r.title}`}>
                  {t('workspace.requests.upload')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type UploadState = { phase: 'idle' } | { phase: 'uploading'; percent: number; name: string };

function Uploader({
  caseId,
  openRequests,
  requestId,
  onRequestChange,
  remaining,
}: {
  caseId: string;
  openRequests: DocumentRequest[];
  requestId: string;
  onRequestChange: (id: string) => void;
  remaining: number;
}) {
  const { t, translate } = useI18n();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [kindError, setKindError] = useState<string | null>(null);
  // Answering a request, the type is what the request asked for (the client may pick another).
  const answered = openRequests.find((r) => r.id === requestId);
  const [kindFor, setKindFor] = useState(requestId);
  if (kindFor !== requestId) {
    setKindFor(requestId);
    if (answered) setKind(answered.kind);
  }
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function choose(f: File | undefined) {
    setError(null);
    if (!f) return;
    const check = await checkFile(f);
    if (!check.ok) {
      setFile(null);
      setError(translate(check.error));
      return;
    }
    setFile(f);
    if (!name) setName(f.name.replace(/\.[a-z0-9]+$/i, ''));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setError(translate(DOCUMENT_ERRORS.empty));
      return;
    }
    const check = await checkFile(file);
    if (!check.ok) return setError(translate(check.error));
    const ext = /\.[a-z0-9]+$/i.exec(file.name)?.[0] ?? '';
    const display = cleanDocumentName(
      name.trim() ? (name.trim().toLowerCase().endsWith(ext.toLowerCase()) ? name.trim() : `${name.trim()}${ext}`) : file.name,
    );
    if (!display) return setNameError(translate(DOCUMENT_ERRORS.name));
    setNameError(null);
    const chosenKind = DocumentKindSchema.safeParse(kind);
    if (!chosenKind.success) return setKindError(translate(DOCUMENT_ERRORS.kind));
    setKindError(null);
    abort.current = new AbortController();
    setState({ phase: 'uploading', percent: 0, name: display });
    try {
      const started = await call('POST /submissions/{id}/documents', {
        params: { id: caseId },
        body: {
          name: display,
          contentType: check.contentType,
          size: file.size,
          kind: chosenKind.data,
          ...(requestId ? { requestId } : {}),
        },
      });
      await postFile(started.upload, file, (percent) => setState({ phase: 'uploading', percent, name: display }), abort.current.signal);
      await call('POST /submissions/{id}/documents/{documentId}/complete', { params: { id: caseId, documentId: started.document.id } });
      toast.success(t('workspace.documents.uploaded', { name: display }));
      setFile(null);
      setName('');
      setKind('');
      onRequestChange('');
      await invalidateWorkspace(queryClient, caseId);
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setError(errorText(err, 'file'));
    } finally {
      setState({ phase: 'idle' });
    }
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  }

  const busy = state.phase === 'uploading';
  const accept = [...DOCUMENT_TYPES, '.heic', '.heif'].join(',');
  return (
    <form className="ws-uploader d-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="visually-hidden">
        {t('workspace.documents.send')}
      </h3>
      <div
        className={`ws-drop${dragging ? ' ws-drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="ws-drop"
      >
        <p className="d-muted">{t('workspace.documents.drop')}</p>
        <div className="ws-drop__buttons">
          <label className={buttonClass({ variant: 'secondary' }, 'ws-file')}>
            {t('workspace.documents.choose')}
            <input type="file" accept={accept} disabled={busy} onChange={(e) => void choose(e.target.files?.[0])} data-testid="ws-file" />
          </label>
          <label className={buttonClass({ variant: 'secondary' }, 'ws-file')}>
            {t('workspace.documents.camera')}
            <input type="file" accept="image/*" capture="environment" disabled={busy} onChange={(e) => void choose(e.target.files?.[0])} />
          </label>
        </div>
        {file && <p className="ws-chosen">{file.name}</p>}
        <p className="d-muted">{t('workspace.documents.remaining', { count: remaining })}</p>
      </div>
      {error && (
        <Alert tone="error" id={`${id}-error`}>
          {error}
        </Alert>
      )}
      <Field id={`${id}-name`} label={t('workspace.documents.name')} hint={t('workspace.documents.nameHint')} error={nameError}>
        {(control) => <input {...control} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} disabled={busy} />}
      </Field>
      <Field id={`${id}-kind`} label={t('documents.kind')} hint={t('documents.kindHint')} error={kindError}>
        {(control) => (
          <select
            {...control}
            value={kind}
            required
            onChange={(e) => setKind(e.target.value as DocumentKind | '')}
            disabled={busy}
            data-testid="ws-kind"
          >
            <option value="">{t('documents.kindChoose')}</option>
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {translate(documentKindLabel(k))}
              </option>
            ))}
          </select>
        )}
      </Field>
      {openRequests.length > 0 && (
        <Field id={`${id}-request`} label={t('workspace.documents.answers')}>
          {(control) => (
            <select {...control} value={requestId} onChange={(e) => onRequestChange(e.target.value)} disabled={busy}>
              <option value="">{t('workspace.documents.answersNone')}</option>
              {openRequests.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {busy && (
        <div className="ws-progress">
          <progress max={100} value={state.percent} aria-labelledby={`${id}-progress`} />
          <p id={`${id}-progress`} role="status">
            {t('workspace.documents.uploading', { name: state.name, percent: state.percent })}
          </p>
        </div>
      )}
      <div className="d-actions">
        <Button type="submit" variant="primary" busy={busy} disabled={busy || remaining === 0}>
          {t('workspace.documents.send')}
        </Button>
        {busy && (
          <Button type="button" onClick={() => abort.current?.abort()}>
            {t('workspace.documents.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function DocumentList({ caseId, heading, empty, items }: { caseId: string; heading: string; empty: string; items: CaseDocument[] }) {
  const { t, date, translate } = useI18n();
  return (
    <div className="ws-docs">
      <h3>{heading}</h3>
      {items.length === 0 ? (
        <p className="d-muted">{empty}</p>
      ) : (
        <ul className="ws-list">
          {items.map((d) => (
            <li key={d.id} className="ws-item ws-item--doc" data-testid="ws-document" data-source={d.source}>
              <div>
                <strong className="ws-name">{d.name}</strong>
                <p className="ws-kind" data-testid="ws-document-kind">
                  {translate(documentKindLabel(d.kind))}
                </p>
                <p className="d-muted">
                  {d.contentType.split('/')[1].toUpperCase()}
                  {d.size !== null &&
                    ` · ${d.size < 1024 * 1024 ? t('workspace.documents.sizeKb', { size: Math.max(1, Math.round(d.size / 1024)) }) : t('workspace.documents.size', { size: (d.size / 1024 / 1024).toFixed(1) })}`}{' '}
                  · {t('workspace.documents.added', { date: date(d.availableAt ?? d.createdAt) })}
                  {d.source === 'staff' && ` · ${d.uploadedBy.name}`}
                </p>
                {d.review && <ReviewControls caseId={caseId} doc={d} />}
                {d.source === 'client' && d.status === 'available' && <KindEditor caseId={caseId} doc={d} />}
              </div>
              <DocumentActions caseId={caseId} doc={d} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The uploader changes what their document is (a client can change only the documents they sent). */
function KindEditor({ caseId, doc }: { caseId: string; doc: CaseDocument }) {
  const { t, translate } = useI18n();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<DocumentKind>(doc.kind);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      call('PUT /submissions/{id}/documents/{documentId}/kind', { params: { id: caseId, documentId: doc.id }, body: { kind } }),
    onSuccess: async () => {
      setEditing(false);
      toast.success(t('workspace.documents.kindSaved', { name: doc.name }));
      await invalidateWorkspace(queryClient, caseId);
    },
    onError: (err) => setError(errorText(err, 'kind')),
  });
  if (!editing)
    return (
      <Button
        variant="link"
        onClick={() => {
          setKind(doc.kind);
          setEditing(true);
        }}
        aria-label={`${t('workspace.documents.changeKind')}: ${doc.name}`}
      >
        {t('workspace.documents.changeKind')}
      </Button>
    );
  return (
    <form
      className="d-form ws-kind-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        save.mutate();
      }}
    >
      <Field id={`${id}-kind`} label={`${t('documents.kind')}: ${doc.name}`} error={error}>
        {(control) => (
          <select {...control} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {translate(documentKindLabel(k))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="d-actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('workspace.documents.saveKind')}
        </Button>
        <Button type="button" onClick={() => setEditing(false)}>
          {t('workspace.documents.cancel')}
        </Button>
      </div>
    </form>
  );
}

function DocumentActions({ caseId, doc }: { caseId: string; doc: CaseDocument }) {
  const { t } = useI18n();
  const toast = useToast();
  const queryClient = useQueryClient();
  const open = useMutation({
    mutationFn: (action: 'view' | 'download') =>
      call('POST /submissions/{id}/documents/{documentId}/link', { params: { id: caseId, documentId: doc.id }, body: { action } }),
    // A new tab for a view; the same tab for a download (the browser keeps the page: the answer is an attachment).
    onSuccess: (link, action) => {
      if (action === 'view') window.open(link.url, '_blank', 'noopener');
      else window.location.assign(link.url);
    },
    onError: () => toast.error(t('workspace.documents.linkFailed')),
  });
  const remove = useMutation({
    mutationFn: () => call('DELETE /submissions/{id}/documents/{documentId}', { params: { id: caseId, documentId: doc.id } }),
    onSuccess: async () => {
      toast.success(t('workspace.documents.removed', { name: doc.name }));
      await invalidateWorkspace(queryClient, caseId);
    },
  });
  if (doc.status !== 'available') return null;
  return (
    <div className="d-actions">
      <Button onClick={() => open.mutate('view')} aria-label={`${t('workspace.documents.view')}: ${doc.name}`}>
        {t('workspace.documents.view')}
      </Button>
      <Button onClick={() => open.mutate('download')} aria-label={`${t('workspace.documents.download')}: ${doc.name}`}>
        {t('workspace.documents.download')}
      </Button>
      {doc.source === 'client' && (
        <Button
          variant="link"
          onClick={() => window.confirm(t('workspace.documents.confirmRemove', { name: doc.name })) && remove.mutate()}
          aria-label={`${t('workspace.documents.remove')}: ${doc.name}`}
        >
          {t('workspace.documents.remove')}
        </Button>
      )}
    </div>
  );
}

function ReviewControls({ caseId, doc }: { caseId: string; doc: CaseDocument }) {
  const { t } = useI18n();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: (body: { decision: 'approved' | 'changes_requested'; comment?: string }) =>
      call('POST /submissions/{id}/documents/{documentId}/review', { params: { id: caseId, documentId: doc.id }, body }),
    onSuccess: async () => {
      toast.success(t('workspace.review.sent'));
      await invalidateWorkspace(queryClient, caseId);
    },
    onError: (err) => setError(errorText(err, 'comment')),
  });
  const decision = doc.review!.decision;
  if (decision !== 'pending')
    return (
      <p className={`d-badge d-badge--${decision === 'approved' ? 'completed' : 'processing'}`} data-testid="ws-review-state">
        {t(`workspace.review.${decision}`)}
        {doc.review!.comment ? `: “${doc.review!.comment}”` : ''}
      </p>
    );
  return (
    <div className="ws-review" data-testid="ws-review">
      <p className="d-badge d-badge--pending">{t('workspace.review.pending')}</p>
      {!asking ? (
        <div className="d-actions">
          <Button
            variant="primary"
            busy={review.isPending}
            onClick={() => review.mutate({ decision: 'approved' })}
            aria-label={`${t('workspace.review.approve')}: ${doc.name}`}
          >
            {t('workspace.review.approve')}
          </Button>
          <Button onClick={() => setAsking(true)} aria-label={`${t('workspace.review.askChanges')}: ${doc.name}`}>
            {t('workspace.review.askChanges')}
          </Button>
        </div>
      ) : (
        <form
          className="d-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!comment.trim()) return setError(t('errors.field.required'));
            setError(null);
            review.mutate({ decision: 'changes_requested', comment: comment.trim() });
          }}
        >
          <Field id={`${id}-comment`} label={t('workspace.review.comment')} error={error}>
            {(control) => <textarea {...control} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />}
          </Field>
          <div className="d-actions">
            <Button type="submit" variant="primary" busy={review.isPending}>
              {t('workspace.review.send')}
            </Button>
            <Button type="button" onClick={() => setAsking(false)}>
              {t('workspace.documents.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

function MessagesPanel({ caseId, documents }: { caseId: string; documents: CaseDocument[] }) {
  const { t, date } = useI18n();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const thread = useInfiniteQuery(messagesQuery(caseId));
  const markers = thread.data?.pages[0]?.thread;
  // Oldest first on screen: the pages are newest first, each newest first.
  const messages = thread.data ? thread.data.pages.flatMap((p) => p.items).reverse() : [];
  const [body, setBody] = useState('');
  const [documentId, setDocumentId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unread = markers
    ? markers.lastStaffMessageAt !== null && (markers.clientReadAt === null || markers.lastStaffMessageAt > markers.clientReadAt)
    : false;
  const read = useMutation({
    mutationFn: () => call('POST /submissions/{id}/messages/read', { params: { id: caseId } }),
    onSuccess: () => invalidateWorkspace(queryClient, caseId),
  });
  const { mutate: markRead, isPending: marking } = read;
  // Seeing the thread reads it: the dashboard's unread count goes to 0.
  useEffect(() => {
    if (unread && !marking) markRead();
  }, [unread, marking, markRead]);
  const send = useMutation({
    mutationFn: () =>
      call('POST /submissions/{id}/messages', {
        params: { id: caseId },
        body: { body: body.trim(), ...(documentId ? { documentId } : {}) },
      }),
    onSuccess: async () => {
      setBody('');
      setDocumentId('');
      toast.success(t('workspace.messages.sent'));
      await invalidateWorkspace(queryClient, caseId);
    },
    onError: (err) => setError(errorText(err, 'body')),
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
          <ol className="ws-thread" data-testid="ws-thread">
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
          if (!body.trim()) return setError(t('errors.field.required'));
          if (body.trim().length > MAX_MESSAGE_LENGTH) return setError(t('errors.field.tooLong'));
          setError(null);
          send.mutate();
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
