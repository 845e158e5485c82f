/** One side's documents (from the office, or the client's own): name, type, size, date, and what the client may do with each. */
import type { CaseDocument } from '../../../../../shared/api/casework';
import { documentKindLabel } from '../../../../../shared/documents';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { DocumentActions } from './DocumentActions';
import { KindEditor } from './KindEditor';
import { ReviewControls } from './ReviewControls';
import './register-messages';

export function DocumentList({ caseId, heading, empty, items }: { caseId: string; heading: string; empty: string; items: CaseDocument[] }) {
  const { t, date, translate } = useI18n();
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('workspace.documents.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) })
      : t('workspace.documents.size', { size: (bytes / 1024 / 1024).toFixed(1) });
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
                <p className="ws-kind">{translate(documentKindLabel(d.kind))}</p>
                <p className="d-muted">
                  {d.contentType.split('/')[1].toUpperCase()}
                  {d.size !== null && ` · ${size(d.size)}`} · {t('workspace.documents.added', { date: date(d.availableAt ?? d.createdAt) })}
                  {d.source === 'staff' && ` · ${d.uploadedBy.name}`}
                </p>
                {d.review && <ReviewControls caseId={caseId} doc={d} review={d.review} />}
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
