import { useState, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';

/**
 * The details of a sensitive case (domestic violence) on the client's case page: not rendered until the client asks,
 * so whoever glances at the screen sees neither the other person's name nor the orders asked for (docs/security.md
 * F1). Any other case shows them as always.
 */
export function PrivateDetails({ sensitive, children }: { sensitive: boolean; children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!sensitive) return <>{children}</>;
  if (!open)
    return (
      <section className="d-card" aria-label={t('safety.private.show')} data-testid="private-details">
        <p className="d-muted">{t('safety.private.hidden')}</p>
        <div>
          <Button onClick={() => setOpen(true)} aria-expanded={false}>
            {t('safety.private.show')}
          </Button>
        </div>
      </section>
    );
  return (
    <>
      <div>
        <Button onClick={() => setOpen(false)} aria-expanded>
          {t('safety.private.hide')}
        </Button>
      </div>
      {children}
    </>
  );
}
