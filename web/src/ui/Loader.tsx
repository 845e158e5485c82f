import { useI18n } from '../lib/i18n/I18nProvider';
import { Logo } from './Logo';

/** The centred animated logo shown while a page or the session loads (label "Loading page content"). */
export function PageLoader() {
  const { t } = useI18n();
  return (
    <div className="page-loader" role="status" aria-live="polite" aria-label={t('common.loadingPage')} data-testid="page-loader">
      <Logo size={64} className="page-loader__logo" />
    </div>
  );
}

/** A line saying what is loading, inside a page (a list, an order). */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="loading">
      {label}
    </p>
  );
}
