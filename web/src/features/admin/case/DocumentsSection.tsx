/**
 * The case's documents both ways: a table (type editable in place; view, download, remove), the office's upload
 * (StaffUpload), "Add the court forms to the case", and the record of who opened which document (AccessLog).
 */
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { documentKindLabel, type DocumentKind } from '../../../../../shared/documents';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { caseQueries, useAddPacket, useOpenDocument, useRemoveDocument, useRetypeDocument } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { useFailure } from '../hooks/useFailure';
import { AccessLog } from './AccessLog';
import { ContactRulesNotice } from '../components/ContactRules';
import { useKindOptions } from './kindOptions';
import { StaffUpload } from './StaffUpload';
import './register-messages';

const REVIEW_TYPE = { approved: 'success', pending: 'pending', changes_requested: 'warning' } as const;

export function DocumentsSection({ id }: { id: string }) {
  const { t, date, translate } = useI18n();
  const kindOptions = useKindOptions();
  const notify = useNotify();
  const failed = useFailure();
  const docs = useQuery(caseQueries.documents(id));
  const retype = useRetypeDocument(id, { onError: failed });
  const open = useOpenDocument(id, { onError: failed });
  const remove = useRemoveDocument(id, { onError: failed });
  const addPacket = useAddPacket(id, {
    onSuccess: () => notify({ type: 'success', header: t('adminCase.documents.packetAdded') }),
    onError: failed,
  });
  const documents = docs.data?.documents ?? [];
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('adminCase.documents.description')}
          actions={
            <Button onClick={() => addPacket.mutate()} loading={addPacket.isPending} data-testid="add-packet">
              {t('adminCase.documents.addPacket')}
            </Button>
          }
        >
          {t('adminCase.documents.heading')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ContactRulesNotice caseId={id} />
        <Table
          variant="embedded"
          loading={docs.isPending}
          items={documents}
          empty={<Box color="text-body-secondary">{t('adminCase.documents.none')}</Box>}
          ariaLabels={{
            activateEditLabel: (_c, d) => `${t('adminCase.documents.changeKind')}: ${d.name}`,
            cancelEditLabel: () => t('adminCase.documents.cancelKind'),
            submitEditLabel: () => t('adminCase.documents.saveKind'),
          }}
          submitEdit={async (d, _column, value) => {
            await retype.mutateAsync({ documentId: d.id, kind: value as DocumentKind });
          }}
          columnDefinitions={[
            { id: 'name', header: t('adminCase.documents.name'), cell: (d) => d.name },
            {
              id: 'kind',
              header: t('adminCase.documents.kind'),
              cell: (d) => translate(documentKindLabel(d.kind)),
              editConfig: {
                ariaLabel: t('adminCase.documents.kind'),
                editIconAriaLabel: t('adminCase.documents.editable'),
                editingCell: (d, { currentValue, setValue }) => (
                  <Select
                    autoFocus
                    expandToViewport
                    ariaLabel={`${t('adminCase.documents.kind')}: ${d.name}`}
                    selectedOption={kindOptions.find((o) => o.value === (currentValue ?? d.kind)) ?? null}
                    options={kindOptions}
                    onChange={(e) => setValue(e.detail.selectedOption.value)}
                  />
                ),
              },
            },
            {
              id: 'from',
              header: t('adminCase.documents.from'),
              cell: (d) =>
                d.source === 'client' ? t('adminCase.documents.client') : `${t('adminCase.documents.office')} (${d.uploadedBy.name})`,
            },
            { id: 'added', header: t('adminCase.documents.added'), cell: (d) => date(d.availableAt ?? d.createdAt, { withTime: true }) },
            {
              id: 'review',
              header: t('adminCase.documents.review'),
              cell: (d) =>
                d.review ? (
                  <StatusIndicator type={REVIEW_TYPE[d.review.decision]}>
                    {t(`adminCase.documents.reviewState.${d.review.decision}`)}
                    {d.review.comment ? `: “${d.review.comment}”` : ''}
                  </StatusIndicator>
                ) : (
                  '—'
                ),
            },
            {
              id: 'actions',
              header: t('adminCase.documents.actions'),
              cell: (d) => (
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    variant="inline-link"
                    ariaLabel={`${t('adminCase.documents.view')}: ${d.name}`}
                    onClick={() => open.mutate({ documentId: d.id, action: 'view' })}
                  >
                    {t('adminCase.documents.view')}
                  </Button>
                  <Button
                    variant="inline-link"
                    ariaLabel={`${t('adminCase.documents.download')}: ${d.name}`}
                    onClick={() => open.mutate({ documentId: d.id, action: 'download' })}
                  >
                    {t('adminCase.documents.download')}
                  </Button>
                  <Button
                    variant="inline-link"
                    ariaLabel={`${t('adminCase.documents.remove')}: ${d.name}`}
                    onClick={() => remove.mutate(d.id)}
                  >
                    {t('adminCase.documents.remove')}
                  </Button>
                </SpaceBetween>
              ),
            },
          ]}
        />
        <StaffUpload id={id} />
        <AccessLog id={id} names={new Map(documents.map((d) => [d.id, d.name]))} />
      </SpaceBetween>
    </Container>
  );
}
