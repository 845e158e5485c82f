/**
 * What the office asks the client for: the requests (open ones can be waived), a new request from the type's
 * checklist or typed (with the type its answer gets and details for the client), and the checklist itself
 * (ChecklistEditor).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import type { QuestionnaireType } from '../../../../../shared/catalogue';
import { MAX_REQUEST_DETAILS_LENGTH, MAX_REQUEST_TITLE_LENGTH } from '../../../../../shared/casework';
import { documentKindLabel, type DocumentKind } from '../../../../../shared/documents';
import type { Locale } from '../../../../../shared/i18n/core';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { caseQueries, useAskForDocument, useWaiveRequest } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { useFailure } from '../hooks/useFailure';
import { ChecklistEditor } from './ChecklistEditor';
import { ContactRulesNotice } from '../components/ContactRules';
import { useKindOptions } from './kindOptions';
import './register-messages';

const STATUS_TYPE = { open: 'pending', fulfilled: 'success', waived: 'stopped' } as const;

export function RequestsSection({ id, type, locale }: { id: string; type: QuestionnaireType; locale: Locale }) {
  const { t, date, translate } = useI18n();
  const kindOptions = useKindOptions();
  const notify = useNotify();
  const failed = useFailure();
  const docs = useQuery(caseQueries.documents(id));
  const checklist = useQuery(caseQueries.checklist(type));
  const [kind, setKind] = useState<DocumentKind>('other');
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const ask = useAskForDocument(id, {
    onSuccess: () => {
      setTitle('');
      setDetails('');
      setKind('other');
      notify({ type: 'success', header: t('adminCase.requests.requested') });
    },
    onError: failed,
  });
  const waive = useWaiveRequest(id, { onError: failed });
  const options = (checklist.data?.checklist[locale] ?? []).map((i) => ({ value: i, label: i }));
  return (
    <Container
      header={
        <Header variant="h2" description={t('adminCase.requests.description')}>
          {t('adminCase.requests.heading')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Table
          variant="embedded"
          loading={docs.isPending}
          items={docs.data?.requests ?? []}
          empty={<Box color="text-body-secondary">{t('adminCase.requests.none')}</Box>}
          columnDefinitions={[
            { id: 'title', header: t('adminCase.documents.document'), cell: (r) => r.title },
            { id: 'kind', header: t('adminCase.documents.kind'), cell: (r) => translate(documentKindLabel(r.kind)) },
            { id: 'when', header: t('adminCase.documents.when'), cell: (r) => date(r.createdAt) },
            {
              id: 'status',
              header: t('adminCase.requests.statusHeader'),
              cell: (r) => <StatusIndicator type={STATUS_TYPE[r.status]}>{t(`adminCase.requests.status.${r.status}`)}</StatusIndicator>,
            },
            {
              id: 'actions',
              header: t('adminCase.documents.actions'),
              cell: (r) =>
                r.status === 'open' ? (
                  <Button
                    variant="inline-link"
                    ariaLabel={`${t('adminCase.requests.waive')}: ${r.title}`}
                    onClick={() => waive.mutate(r.id)}
                  >
                    {t('adminCase.requests.waive')}
                  </Button>
                ) : null,
            },
          ]}
        />
        <FormField label={t('adminCase.requests.checklist')}>
          <Select
            placeholder={t('adminCase.requests.pick')}
            selectedOption={options.find((o) => o.value === title) ?? null}
            options={options}
            onChange={(e) => setTitle(e.detail.selectedOption.value ?? '')}
          />
        </FormField>
        <FormField label={t('adminCase.requests.custom')} constraintText={`${title.length}/${MAX_REQUEST_TITLE_LENGTH}`}>
          <Input value={title} onChange={(e) => setTitle(e.detail.value)} />
        </FormField>
        <FormField label={t('adminCase.documents.kind')} description={t('adminCase.requests.kindHint')}>
          <Select
            selectedOption={kindOptions.find((o) => o.value === kind) ?? null}
            options={kindOptions}
            onChange={(e) => setKind((e.detail.selectedOption.value ?? 'other') as DocumentKind)}
          />
        </FormField>
        <FormField label={t('adminCase.requests.details')} constraintText={`${details.length}/${MAX_REQUEST_DETAILS_LENGTH}`}>
          <Textarea value={details} rows={2} onChange={(e) => setDetails(e.detail.value)} />
        </FormField>
        <ContactRulesNotice caseId={id} />
        <Button
          onClick={() => ask.mutate({ title: title.trim(), kind, ...(details.trim() ? { details: details.trim() } : {}) })}
          loading={ask.isPending}
          disabled={!title.trim()}
        >
          {t('adminCase.requests.request')}
        </Button>
        <ChecklistEditor id={id} type={type} locale={locale} />
      </SpaceBetween>
    </Container>
  );
}
