import { useEffect, useRef } from 'react';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';

/** Shown when leaving the page and the latest answers could not be saved: "Stay" has the focus, Escape stays. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useI18n();
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => stayRef.current?.focus(), []);
  return (
    <div className="q-dialog-backdrop">
      <div
        className="q-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="q-leave-title"
        aria-describedby="q-leave-text"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onStay();
        }}
      >
        <h2 id="q-leave-title">{t('q.common.ui.leave.title')}</h2>
        <p id="q-leave-text">{t('q.common.ui.leave.text')}</p>
        <div className="q-nav">
          <Button ref={stayRef} variant="primary" large onClick={onStay}>
            {t('q.common.ui.leave.stay')}
          </Button>
          <Button large onClick={onLeave}>
            {t('q.common.ui.leave.leave')}
          </Button>
        </div>
      </div>
    </div>
  );
}
