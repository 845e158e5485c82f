import { useI18n } from '../lib/i18n/I18nProvider';
import { Logo } from './shell/Logo';
import './loader.css';

/** The centred animated logo shown while a page or the session loads (spec: label "Loading page content"). */
export function PageLoader() {
  const { t } = useI18n();
  return (
    <div className="page-loader" role="status" aria-live="polite" aria-label={t('common.loadingPage')} data-testid="page-loader">
      <Logo size={64} className="page-loader__logo" />
    </div>
  );
}
