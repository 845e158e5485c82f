import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { downloadExport } from '../api/client';
import { errorDetail } from '../hooks/useStatusChange';
import { useNotify } from '../hooks/notifications';
import type { ListFilters } from '../model';

/** "Export CSV": every submission the current search and filters match (all pages, on the server; audited there). */
export function ExportButton({ q, filters }: { q: string; filters: ListFilters }) {
  const { t, translate, locale } = useI18n();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport({ q, filters }, locale);
    } catch (err) {
      notify({ type: 'error', header: t('admin.list.exportFailed'), content: errorDetail(err, translate) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button iconName="download" loading={busy} ariaLabel={t('admin.list.exportLabel')} onClick={() => void run()}>
      {t('admin.list.exportCsv')}
    </Button>
  );
}
