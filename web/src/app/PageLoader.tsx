import { useI18n } from '../lib/i18n/I18nProvider';
import './loader.css';

/** The centred animated logo shown while a page or the session loads (spec: label "Loading page content"). */
export function PageLoader() {
  const { t } = useI18n();
  return (
    <div className="page-loader" role="status" aria-live="polite" aria-label={t('common.loadingPage')}>
      <svg className="page-loader__logo" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#1f3b5a" />
        <path d="M18 46V18h16a10 10 0 0 1 0 20h-8l12 8" fill="none" stroke="#f4c95d" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
