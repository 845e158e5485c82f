/**
 * The case workspace on the client's submission page (issue 15), in sections of their own: what the office asks for
 * (RequestsPanel), documents both ways (Uploader with drag-and-drop, the phone's camera and a progress bar;
 * DocumentList with view, download, approve or ask for changes), and the message thread with the office
 * (MessagesPanel). Each reads and changes the case through ./api.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { Loading } from '../../../ui/Loader';
import { LoadFailed } from '../../../ui/LoadFailed';
import { documentsQuery } from './api';
import { DocumentList } from './DocumentList';
import { MessagesPanel } from './MessagesPanel';
import { RequestsPanel } from './RequestsPanel';
import { Uploader } from './Uploader';
import './register-messages';
import './workspace.css';

export function Workspace({ caseId }: { caseId: string }) {
  const docs = useQuery(documentsQuery(caseId));
  const [requestId, setRequestId] = useState<string>('');
  const uploaderRef = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  if (docs.isPending) return <Loading label={t('dashboard.loading')} />;
  if (docs.isError)
    return <LoadFailed message={t('dashboard.loadFailed')} retryLabel={t('dashboard.retry')} onRetry={() => void docs.refetch()} />;
  const { documents, requests, remaining } = docs.data;
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
          <Uploader
            caseId={caseId}
            openRequests={requests.filter((r) => r.status === 'open')}
            requestId={requestId}
            onRequestChange={setRequestId}
            remaining={remaining}
          />
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
