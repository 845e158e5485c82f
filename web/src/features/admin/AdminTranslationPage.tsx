/**
 * /questionnaire-submission/{id}/translation: the translation desk of one submission (issue 26;
 * components/TranslationDesk.tsx).
 */
import { useParams } from 'react-router-dom';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { AdminShell } from './components/AdminShell';
import { TranslationDesk } from './components/TranslationDesk';
import { deskPath } from './components/TranslationSummary';

export default function AdminTranslationPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return (
    <AdminShell
      title={t('translation.desk.title')}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: id, href: `/questionnaire-submission/${encodeURIComponent(id)}` },
        { text: t('translation.desk.title'), href: deskPath(id) },
      ]}
    >
      <TranslationDesk key={id} id={id} />
    </AdminShell>
  );
}
