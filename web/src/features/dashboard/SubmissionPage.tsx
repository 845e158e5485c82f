import { useI18n } from '../../lib/i18n/I18nProvider';

/** Placeholder: replaced by the feature's page. */
export default function SubmissionPage() {
  const { t } = useI18n();
  return <h1>{t('dashboard.submission')}</h1>;
}
