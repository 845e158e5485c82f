/** The uploader changes what their document is (a client can change only the documents they sent). */
import { useId, useState } from 'react';
import type { CaseDocument } from '../../../../../shared/api/casework';
import type { DocumentKind } from '../../../../../shared/documents';
import { errorText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { useChangeKind } from './api';
import { KindOptions } from './KindOptions';
import './register-messages';

export function KindEditor({ caseId, doc }: { caseId: string; doc: CaseDocument }) {
  const { t, translate } = useI18n();
  const toast = useToast();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [kind, setKind] = useState<DocumentKind>(doc.kind);
  const [error, setError] = useState<string | null>(null);
  const save = useChangeKind(caseId, doc.id, {
    onSuccess: () => {
      setEditing(false);
      toast.success(t('workspace.documents.kindSaved', { name: doc.name }));
    },
    onError: (err) => setError(errorText(err, translate, { field: 'kind' })),
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
        save.mutate(kind);
      }}
    >
      <Field id={`${id}-kind`} label={`${t('documents.kind')}: ${doc.name}`} error={error}>
        {(control) => (
          <select {...control} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
            <KindOptions />
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
