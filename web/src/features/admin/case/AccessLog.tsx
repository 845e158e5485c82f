/** Who viewed or downloaded which document, and when (the newest 50): staff see every opening, the client's included. */
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Table from '@cloudscape-design/components/table';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { caseQueries } from '../api/casework';
import './register-messages';

export function AccessLog({ id, names }: { id: string; names: ReadonlyMap<string, string> }) {
  const { t, date } = useI18n();
  const access = useQuery(caseQueries.access(id));
  return (
    <ExpandableSection headerText={t('adminCase.documents.access')}>
      <Table
        variant="embedded"
        loading={access.isPending}
        items={access.data?.items ?? []}
        empty={<Box color="text-body-secondary">{t('adminCase.documents.accessNone')}</Box>}
        columnDefinitions={[
          { id: 'when', header: t('adminCase.documents.when'), cell: (a) => date(a.at, { withTime: true }) },
          {
            id: 'who',
            header: t('adminCase.documents.who'),
            cell: (a) => (a.actor.role === 'client' ? `${a.actor.name} (${t('adminCase.documents.client')})` : a.actor.name),
          },
          { id: 'what', header: t('adminCase.documents.what'), cell: (a) => t(`adminCase.documents.${a.action}`) },
          { id: 'doc', header: t('adminCase.documents.document'), cell: (a) => names.get(a.documentId) ?? '—' },
        ]}
      />
    </ExpandableSection>
  );
}
