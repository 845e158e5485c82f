/**
 * What is on this phone (issue 32): each attempt the server recorded here, newest first, with where it stands —
 * waiting to upload, recorded with its photo still waiting, uploaded, or refused by the office with the reason (a
 * refused one can be removed and recorded again). `jobId`: only that job's.
 */
import { useI18n } from '../../lib/i18n/I18nProvider';
import { useFieldQueue } from './queue-context';
import type { QueuedAttempt } from './sync';

export function QueuePanel({ jobId }: { jobId?: string }) {
  const { t, date } = useI18n();
  const queue = useFieldQueue();
  const items = queue.items.filter((i) => !jobId || i.jobId === jobId);
  return (
    <section className="field-section" aria-labelledby="field-queue-title" data-testid="field-queue">
      <h2 id="field-queue-title">{t('servingField.queue.title')}</h2>
      <p className="field-muted">{t('servingField.queue.lead')}</p>
      {items.length === 0 ? (
        <p>{t('servingField.queue.empty')}</p>
      ) : (
        <ul className="field-queue">
          {items.map((item) => (
            <li
              key={item.id}
              className={`field-queue__item field-queue__item--${item.status}`}
              data-testid="field-queue-item"
              data-status={item.status}
            >
              <span>
                {t('servingField.queue.item', {
                  when: date(item.body.at, { withTime: true }),
                  outcome: t(`serving.outcomes.${item.body.outcome}`),
                })}
              </span>
              <Status item={item} />
              {item.status === 'rejected' && (
                <button
                  type="button"
                  className="field-btn field-btn--small"
                  onClick={() => {
                    if (window.confirm(t('servingField.queue.discardConfirm'))) void queue.discard(item.id);
                  }}
                >
                  {t('servingField.queue.discard')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Status({ item }: { item: QueuedAttempt }) {
  const { t, translate } = useI18n();
  const sign = { pending: '…', photo: '…', synced: '✓', rejected: '⚠' }[item.status];
  const text =
    item.status === 'rejected'
      ? t('servingField.queue.rejected', {
          reason: translate(Object.values(item.error?.fieldErrors ?? {}).flat()[0] ?? `errors.${item.error?.code ?? 'internal'}`),
        })
      : t(`servingField.queue.${item.status === 'photo' ? 'photoPending' : item.status}`);
  return (
    <span className="field-queue__status" data-testid="field-queue-status">
      <span aria-hidden="true">{sign} </span>
      {text}
    </span>
  );
}
