/** What the office asks the client for: open requests first in the heading ("Action needed"), each with an upload button. */
import type { DocumentRequest } from '../../../../../shared/api/casework';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import './register-messages';

const BADGE = { open: 'pending', fulfilled: 'completed', waived: 'neutral' } as const;

export function RequestsPanel({ requests, onUpload }: { requests: DocumentRequest[]; onUpload: (id: string) => void }) {
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
                  <span className={`d-badge d-badge--${BADGE[r.status]}`}>{t(`workspace.requests.status.${r.status}`)}</span>{' '}
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
