import { useI18n } from '../../../lib/i18n/I18nProvider';

/** Placeholder: replaced by the feature's page. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return <h1>{t('errors.not_found')}</h1>;
}
