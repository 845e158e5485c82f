/** View, download, and — for the client's own documents — remove (after a confirmation). */
import type { CaseDocument } from '../../../../../shared/api/casework';
import { errorText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useToast } from '../../../lib/toast/ToastProvider';
import { Button } from '../../../ui/Button';
import { useOpenDocument, useRemoveDocument } from './api';
import './register-messages';

export function DocumentActions({ caseId, doc }: { caseId: string; doc: CaseDocument }) {
  const { t, translate } = useI18n();
  const toast = useToast();
  const open = useOpenDocument(caseId, doc.id, { onError: () => toast.error(t('workspace.documents.linkFailed')) });
  const remove = useRemoveDocument(caseId, doc.id, {
    onSuccess: () => toast.success(t('workspace.documents.removed', { name: doc.name })),
    onError: (err) => toast.error(errorText(err, translate)),
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
          busy={remove.isPending}
          onClick={() => window.confirm(t('workspace.documents.confirmRemove', { name: doc.name })) && remove.mutate()}
          aria-label={`${t('workspace.documents.remove')}: ${doc.name}`}
        >
          {t('workspace.documents.remove')}
        </Button>
      )}
    </div>
  );
}
