/**
 * The office's upload into the case: a file (checked on choosing it, by the same rules as the client's), its type,
 * and whether the client is asked to review it — sent through the shared upload hook with a progress bar and a
 * cancel button. A refused file, the API's refusal or storage failing each shows its own words at the file field.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { cleanDocumentName, DOCUMENT_ERRORS, DOCUMENT_TYPES, type DocumentKind } from '../../../../../shared/documents';
import { useDocumentUpload } from '../../../lib/casework/useDocumentUpload';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { refreshCase, staffUploadCalls } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { useKindOptions } from './kindOptions';
import './register-messages';

export function StaffUpload({ id }: { id: string }) {
  const { t, translate } = useI18n();
  const kindOptions = useKindOptions();
  const notify = useNotify();
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [nameError, setNameError] = useState(false);
  // A new input after each upload, so the chosen file's name does not linger in it.
  const [inputKey, setInputKey] = useState(0);
  const [forReview, setForReview] = useState(true);
  const [kind, setKind] = useState<DocumentKind>('draft');
  const upload = useDocumentUpload(staffUploadCalls(id, { kind, forReview }));
  const busy = upload.state.phase === 'uploading';

  async function choose(f: File | undefined) {
    setNameError(false);
    upload.clearError();
    setFile(f && (await upload.check(f)) ? f : null);
  }

  async function send() {
    if (!file) return;
    const name = cleanDocumentName(file.name);
    if (!name) return setNameError(true);
    if (!(await upload.send(file, name))) return;
    setFile(null);
    setInputKey((k) => k + 1);
    notify({ type: 'success', header: t('adminCase.documents.uploaded') });
    await refreshCase(qc, id);
  }

  return (
    <SpaceBetween size="m">
      <FormField
        label={t('adminCase.documents.upload')}
        description={t('adminCase.documents.file')}
        errorText={(nameError ? translate(DOCUMENT_ERRORS.name) : upload.error) ?? undefined}
      >
        <input
          key={inputKey}
          type="file"
          accept={DOCUMENT_TYPES.join(',')}
          aria-label={t('adminCase.documents.file')}
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
          data-testid="staff-file"
        />
      </FormField>
      <FormField label={t('adminCase.documents.kind')}>
        <Select
          selectedOption={kindOptions.find((o) => o.value === kind) ?? null}
          options={kindOptions}
          disabled={busy}
          onChange={(e) => setKind((e.detail.selectedOption.value ?? 'draft') as DocumentKind)}
        />
      </FormField>
      <Checkbox checked={forReview} disabled={busy} onChange={(e) => setForReview(e.detail.checked)}>
        {t('adminCase.documents.forReview')}
      </Checkbox>
      {upload.state.phase === 'uploading' && (
        <ProgressBar value={upload.state.percent} label={t('adminCase.documents.uploading', { name: upload.state.name })} />
      )}
      <SpaceBetween size="xs" direction="horizontal">
        <Button onClick={() => void send()} loading={busy} disabled={!file}>
          {t('adminCase.documents.send')}
        </Button>
        {busy && <Button onClick={upload.cancel}>{t('adminCase.documents.cancelUpload')}</Button>}
      </SpaceBetween>
    </SpaceBetween>
  );
}
