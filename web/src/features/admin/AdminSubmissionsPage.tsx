import { useI18n } from '../../lib/i18n/I18nProvider';
import { AdminShell } from './components/AdminShell';
import { SubmissionsTable } from './components/SubmissionsTable';

/** /admin: All Submissions. */
export default function AdminSubmissionsPage() {
  const { t } = useI18n();
  return (
    <AdminShell title={t('admin.title')} breadcrumbs={[{ text: t('admin.nav.allSubmissions'), href: '/admin' }]} contentType="table">
      <SubmissionsTable />
    </AdminShell>
  );
}
