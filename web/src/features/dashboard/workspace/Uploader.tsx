/**
 * The client's upload form: choose a file (picker, the phone's camera, or drop it), name it and say what it is (or
 * answer one of the office's requests), then send it through the shared upload hook — with a progress bar and a
 * cancel button while it goes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import type { DocumentRequest } from '../../../../../shared/api/casework';
import { DocumentKindSchema } from '../../../../../shared/casework';
import { cleanDocumentName, DOCUMENT_ERRORS, DOCUMENT_TYPES, type DocumentKind } from '../../../../../shared/documents';
import { useDocumentUpload } from '../../../lib/casework/useDocumentUpload';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Alert } from '../../../ui/Alert';
import { Button, buttonClass } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { invalidateWorkspace, uploadCalls } from './api';
import { KindOptions } from './KindOptions';
import './register-messages';

/** The name the document gets: the typed one with the file's extension (added when missing), else the file's own. */
function displayName(typed: string, file: File): string | null {
  const ext = /\.[a-z0-9]+$/i.exec(file.name)?.[0] ?? '';
  const name = typed.trim();
  return cleanDocumentName(name ? (name.toLowerCase().endsWith(ext.toLowerCase()) ? name : `${name}${ext}`) : file.name);
}

const ACCEPT = [...DOCUMENT_TYPES, '.heic', '.heif'].join(',');

export function Uploader({
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
  const queryClient = useQueryClient();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');

  // Answering a request, the type is what the request asked for (the client may pick another).
  const answered = openRequests.find((r) => r.id === requestId);
  const [kind, setKind] = useState<DocumentKind | ''>(answered?.kind ?? '');
  const [missingFile, setMissingFile] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [kindError, setKindError] = useState<string | null>(null);
  const chosenKind = DocumentKindSchema.safeParse(kind);
  const upload = useDocumentUpload(
    uploadCalls(caseId, { ...(chosenKind.success ? { kind: chosenKind.data } : {}), ...(requestId ? { requestId } : {}) }),
  );
  const [kindFor, setKindFor] = useState(requestId);
  if (kindFor !== requestId) {
    setKindFor(requestId);
    if (answered) setKind(answered.kind);
  }
  const [dragging, setDragging] = useState(false);

  async function choose(f: File | undefined) {
    setMissingFile(false);
    upload.clearError();
    if (!f) return;
    const ok = await upload.check(f);
    setFile(ok ? f : null);
    if (ok && !name) setName(f.name.replace(/\.[a-z0-9]+$/i, ''));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setMissingFile(true);
    const display = displayName(name, file);
    setNameError(display ? null : translate(DOCUMENT_ERRORS.name));
    setKindError(chosenKind.success ? null : translate(DOCUMENT_ERRORS.kind));
    if (!display || !chosenKind.success) return;
    if (!(await upload.send(file, display))) return;
    toast.success(t('workspace.documents.uploaded', { name: display }));
    setFile(null);
    setName('');
    setKind('');
    onRequestChange('');
    await invalidateWorkspace(queryClient, caseId);
  }

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  }

  const { state } = upload;
  const busy = state.phase === 'uploading';
  const error = missingFile ? translate(DOCUMENT_ERRORS.empty) : upload.error;
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
            <input type="file" accept={ACCEPT} disabled={busy} onChange={(e) => void choose(e.target.files?.[0])} data-testid="ws-file" />
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
            <KindOptions />
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
      {state.phase === 'uploading' && (
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
          <Button type="button" onClick={upload.cancel}>
            {t('workspace.documents.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
