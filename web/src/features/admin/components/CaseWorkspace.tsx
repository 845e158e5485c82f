/**
 * The staff's side of the case workspace (issue 15) on the admin submission page, as sections of their own (beside
 * "Court forms", independent of it): assignment, documents (with the access record and office uploads for review),
 * document requests from the type's editable checklist, the message thread with the client, and internal notes —
 * labelled as never shown to the client, unlike the status-change note.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import type { QuestionnaireType } from '../../../../../shared/catalogue';
import { MAX_MESSAGE_LENGTH, MAX_NOTE_LENGTH } from '../../../../../shared/casework';
import {
  checkDocumentFile,
  DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  documentKindLabel,
  SNIFF_BYTES,
  type DocumentKind,
} from '../../../../../shared/documents';
import adminCaseMessages from '../../../../../shared/i18n/messages/admin-case';
import documentsMessages from '../../../../../shared/i18n/messages/documents';
import { slugOf } from '../../../../../shared/questionnaire-slugs';
import type { Locale } from '../../../../../shared/i18n/core';
import { ApiError, call } from '../../../lib/api';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { caseKeys, caseQueries, refreshCase } from '../api/casework';
import { useNotify } from '../hooks/notifications';
import { ContactRulesNotice } from './ContactRules';

registerMessages(adminCaseMessages);
registerMessages(documentsMessages);

function useFailure() {
  const notify = useNotify();
  const { t, translate } = useI18n();
  return (err: unknown) =>
    notify({
      type: 'error',
      header: err instanceof ApiError ? t(`errors.${err.code}` as 'errors.internal') : t('errors.internal'),
      content:
        err instanceof ApiError
          ? Object.values(err.fieldErrors)
              .flat()
              .map((k) => translate(k))
              .join(' ') || undefined
          : undefined,
    });
}

export function CaseWorkspace(props: {
  submissionId: string;
  questionnaireType: QuestionnaireType;
  locale: Locale;
  assignedTo: { sub: string; name: string } | null;
  onAssigned(): void;
}) {
  return (
    <SpaceBetween size="l">
      <Assignment {...props} />
      <Documents id={props.submissionId} />
      <Requests id={props.submissionId} type={props.questionnaireType} locale={props.locale} />
      <Messages id={props.submissionId} />
      <Notes id={props.submissionId} />
    </SpaceBetween>
  );
}

function Assignment({
  submissionId,
  assignedTo,
  onAssigned,
}: {
  submissionId: string;
  assignedTo: { sub: string; name: string } | null;
  onAssigned(): void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const failed = useFailure();
  const staff = useQuery(caseQueries.staff());
  const [chosen, setChosen] = useState<string>(assignedTo?.sub ?? '');
  useEffect(() => setChosen(assignedTo?.sub ?? ''), [assignedTo?.sub]);
  const save = useMutation({
    mutationFn: () =>
      call('PUT /admin/submissions/{id}/assignment', {
        params: { id: submissionId },
        body: { assignee: chosen || null, expectedAssignee: assignedTo?.sub ?? null },
      }),
    onSuccess: () => {
      notify({ type: 'success', header: t('adminCase.assignment.saved') });
      onAssigned();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'conflict') notify({ type: 'warning', header: t('adminCase.assignment.conflict') });
      else failed(err);
      onAssigned();
    },
  });
  const options = [
    { value: '', label: t('adminCase.assignment.nobody') },
    ...(staff.data?.staff ?? []).map((m) => ({ value: m.sub, label: m.name })),
  ];
  return (
    <Container header={<Header variant="h2">{t('adminCase.assignment.heading')}</Header>}>
      <SpaceBetween size="s" direction="horizontal" alignItems="end">
        <FormField label={t('adminCase.assignment.label')}>
          <Select
            selectedOption={options.find((o) => o.value === chosen) ?? options[0]}
            options={options}
            onChange={(e) => setChosen(e.detail.selectedOption.value ?? '')}
            statusType={staff.isPending ? 'loading' : 'finished'}
          />
        </FormField>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={chosen === (assignedTo?.sub ?? '')}>
          {t('adminCase.assignment.save')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

/** The document types as Select options, labelled in the staff member's language. */
function useKindOptions() {
  const { translate } = useI18n();
  return DOCUMENT_KINDS.map((k) => ({ value: k, label: translate(documentKindLabel(k)) }));
}

function Documents({ id }: { id: string }) {
  const { t, date, translate } = useI18n();
  const kindOptions = useKindOptions();
  const notify = useNotify();
  const failed = useFailure();
  const qc = useQueryClient();
  const docs = useQuery(caseQueries.documents(id));
  const access = useQuery(caseQueries.access(id));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [forReview, setForReview] = useState(true);
  const [kind, setKind] = useState<DocumentKind>('draft');
  const retype = useMutation({
    mutationFn: ({ documentId, kind }: { documentId: string; kind: DocumentKind }) =>
      call('PUT /admin/submissions/{id}/documents/{documentId}/kind', { params: { id, documentId }, body: { kind } }),
    onSuccess: () => refreshCase(qc, id),
    onError: failed,
  });
  const open = useMutation({
    mutationFn: ({ documentId, action }: { documentId: string; action: 'view' | 'download' }) =>
      call('POST /admin/submissions/{id}/documents/{documentId}/link', { params: { id, documentId }, body: { action } }),
    onSuccess: (link, v) => {
      if (v.action === 'view') window.open(link.url, '_blank', 'noopener');
      else window.location.assign(link.url);
      void qc.invalidateQueries({ queryKey: caseKeys.access(id) });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (documentId: string) => call('DELETE /admin/submissions/{id}/documents/{documentId}', { params: { id, documentId } }),
    onSuccess: () => refreshCase(qc, id),
    onError: failed,
  });
  const upload = useMutation({
    mutationFn: async (f: File) => {
      const head = new Uint8Array(await f.slice(0, SNIFF_BYTES).arrayBuffer());
      const check = checkDocumentFile({ name: f.name, type: f.type, size: f.size }, head);
      if (!check.ok) throw new Error(check.error);
      const started = await call('POST /admin/submissions/{id}/documents', {
        params: { id },
        body: { name: f.name, contentType: check.contentType, size: f.size, kind, forReview },
      });
      const form = new FormData();
      for (const [k, v] of Object.entries(started.upload.fields)) form.append(k, v);
      form.append('file', f);
      const res = await fetch(started.upload.url, { method: 'POST', body: form });
      if (!res.ok) throw new Error('documents.errors.type');
      return call('POST /admin/submissions/{id}/documents/{documentId}/complete', { params: { id, documentId: started.document.id } });
    },
    onSuccess: async () => {
      setFile(null);
      notify({ type: 'success', header: t('adminCase.documents.uploaded') });
      await refreshCase(qc, id);
    },
    onError: (err) => (err instanceof ApiError ? failed(err) : setFileError(translate((err as Error).message))),
  });
  // The court-forms packet as it is now, into the case's documents for the client's review (the client is emailed).
  const addPacket = useMutation({
    mutationFn: () => call('POST /admin/submissions/{id}/court-forms/case-document', { params: { id } }),
    onSuccess: async () => {
      notify({ type: 'success', header: t('adminCase.documents.packetAdded') });
      await refreshCase(qc, id);
    },
    onError: failed,
  });
  const names = new Map((docs.data?.documents ?? []).map((d) => [d.id, d.name]));
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
          items={docs.data?.documents ?? []}
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
                  <StatusIndicator
                    type={d.review.decision === 'approved' ? 'success' : d.review.decision === 'pending' ? 'pending' : 'warning'}
                  >
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
        <FormField label={t('adminCase.documents.upload')} description={t('adminCase.documents.file')} errorText={fileError ?? undefined}>
          <input
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            aria-label={t('adminCase.documents.file')}
            onChange={(e) => {
              setFileError(null);
              setFile(e.target.files?.[0] ?? null);
            }}
          />
        </FormField>
        <FormField label={t('adminCase.documents.kind')}>
          <Select
            selectedOption={kindOptions.find((o) => o.value === kind) ?? null}
            options={kindOptions}
            onChange={(e) => setKind((e.detail.selectedOption.value ?? 'draft') as DocumentKind)}
          />
        </FormField>
        <Checkbox checked={forReview} onChange={(e) => setForReview(e.detail.checked)}>
          {t('adminCase.documents.forReview')}
        </Checkbox>
        <Button onClick={() => file && upload.mutate(file)} loading={upload.isPending} disabled={!file}>
          {t('adminCase.documents.send')}
        </Button>
        <ExpandableSection headerText={t('adminCase.documents.access')}>
          <Table
            variant="embedded"
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
      </SpaceBetween>
    </Container>
  );
}

function Requests({ id, type, locale }: { id: string; type: QuestionnaireType; locale: Locale }) {
  const { t, date, translate } = useI18n();
  const kindOptions = useKindOptions();
  const [kind, setKind] = useState<DocumentKind>('other');
  const notify = useNotify();
  const failed = useFailure();
  const qc = useQueryClient();
  const docs = useQuery(caseQueries.documents(id));
  const checklist = useQuery(caseQueries.checklist(type));
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () =>
      call('POST /admin/submissions/{id}/requests', {
        params: { id },
        body: { title: title.trim(), kind, ...(details.trim() ? { details: details.trim() } : {}) },
      }),
    onSuccess: async () => {
      setTitle('');
      setDetails('');
      setKind('other');
      notify({ type: 'success', header: t('adminCase.requests.requested') });
      await refreshCase(qc, id);
    },
    onError: failed,
  });
  const waive = useMutation({
    mutationFn: (requestId: string) => call('POST /admin/submissions/{id}/requests/{requestId}/waive', { params: { id, requestId } }),
    onSuccess: () => refreshCase(qc, id),
    onError: failed,
  });
  const saveList = useMutation({
    mutationFn: () => {
      const c = checklist.data!.checklist;
      const lines = (editing ?? '')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      return call('PUT /admin/checklists/{questionnaireType}', {
        params: { questionnaireType: slugOf(type) },
        body: { en: locale === 'en' ? lines : c.en, es: locale === 'es' ? lines : c.es, expectedVersion: c.version },
      });
    },
    onSuccess: async () => {
      setEditing(null);
      notify({ type: 'success', header: t('adminCase.requests.checklistSaved') });
      await qc.invalidateQueries({ queryKey: caseKeys.checklist(type) });
    },
    onError: failed,
  });
  const items = checklist.data?.checklist[locale] ?? [];
  const options = items.map((i) => ({ value: i, label: i }));
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
          items={docs.data?.requests ?? []}
          empty={<Box color="text-body-secondary">{t('adminCase.requests.none')}</Box>}
          columnDefinitions={[
            { id: 'title', header: t('adminCase.documents.document'), cell: (r) => r.title },
            { id: 'kind', header: t('adminCase.documents.kind'), cell: (r) => translate(documentKindLabel(r.kind)) },
            { id: 'when', header: t('adminCase.documents.when'), cell: (r) => date(r.createdAt) },
            {
              id: 'status',
              header: t('adminCase.requests.statusHeader'),
              cell: (r) => (
                <StatusIndicator type={r.status === 'open' ? 'pending' : r.status === 'fulfilled' ? 'success' : 'stopped'}>
                  {t(`adminCase.requests.status.${r.status}`)}
                </StatusIndicator>
              ),
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
        <FormField label={t('adminCase.requests.custom')} constraintText={`${title.length}/200`}>
          <Input value={title} onChange={(e) => setTitle(e.detail.value)} />
        </FormField>
        <FormField label={t('adminCase.documents.kind')} description={t('adminCase.requests.kindHint')}>
          <Select
            selectedOption={kindOptions.find((o) => o.value === kind) ?? null}
            options={kindOptions}
            onChange={(e) => setKind((e.detail.selectedOption.value ?? 'other') as DocumentKind)}
          />
        </FormField>
        <FormField label={t('adminCase.requests.details')} constraintText={`${details.length}/1000`}>
          <Textarea value={details} rows={2} onChange={(e) => setDetails(e.detail.value)} />
        </FormField>
        <ContactRulesNotice caseId={id} />
        <Button onClick={() => ask.mutate()} loading={ask.isPending} disabled={!title.trim()}>
          {t('adminCase.requests.request')}
        </Button>
        <ExpandableSection
          headerText={t('adminCase.requests.editChecklist')}
          onChange={(e) => setEditing(e.detail.expanded ? items.join('\n') : null)}
        >
          <SpaceBetween size="s">
            <Textarea
              value={editing ?? ''}
              rows={6}
              onChange={(e) => setEditing(e.detail.value)}
              ariaLabel={t('adminCase.requests.editChecklist')}
            />
            <Button onClick={() => saveList.mutate()} loading={saveList.isPending} disabled={editing === null || !checklist.data}>
              {t('adminCase.requests.saveChecklist')}
            </Button>
          </SpaceBetween>
        </ExpandableSection>
      </SpaceBetween>
    </Container>
  );
}

function Messages({ id }: { id: string }) {
  const { t, date } = useI18n();
  const notify = useNotify();
  const failed = useFailure();
  const qc = useQueryClient();
  // Newest page first (100 messages a page); "Show earlier messages" reads the next, older page.
  const thread = useInfiniteQuery(caseQueries.messages(id));
  const markers = thread.data?.pages[0]?.thread;
  const messages = thread.data ? thread.data.pages.flatMap((p) => p.items).reverse() : [];
  const [body, setBody] = useState('');
  const unread = markers
    ? markers.lastClientMessageAt !== null && (markers.staffReadAt === null || markers.lastClientMessageAt > markers.staffReadAt)
    : false;
  const { mutate: markRead, isPending: marking } = useMutation({
    mutationFn: () => call('POST /admin/submissions/{id}/messages/read', { params: { id } }),
    onSuccess: () => refreshCase(qc, id),
  });
  useEffect(() => {
    if (unread && !marking) markRead();
  }, [unread, marking, markRead]);
  const send = useMutation({
    mutationFn: () => call('POST /admin/submissions/{id}/messages', { params: { id }, body: { body: body.trim() } }),
    onSuccess: async () => {
      setBody('');
      notify({ type: 'success', header: t('adminCase.messages.sent') });
      await refreshCase(qc, id);
    },
    onError: failed,
  });
  return (
    <Container
      header={
        <Header variant="h2" description={t('adminCase.messages.description')}>
          {t('adminCase.messages.heading')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {thread.data && messages.length === 0 && <Box color="text-body-secondary">{t('adminCase.messages.none')}</Box>}
        {thread.hasNextPage && (
          <Button onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage} data-testid="admin-earlier">
            {t('adminCase.messages.older')}
          </Button>
        )}
        <ol className="admin-thread">
          {messages.map((m) => (
            <li key={m.id} className={`admin-thread__msg admin-thread__msg--${m.author.role}`}>
              <Box variant="small">
                <strong>{m.author.role === 'client' ? `${m.author.name} (${t('adminCase.messages.client')})` : m.author.name}</strong> ·{' '}
                {date(m.at, { withTime: true })}
              </Box>
              <div className="admin-prewrap">{m.body}</div>
            </li>
          ))}
        </ol>
        <FormField
          label={t('adminCase.messages.label')}
          constraintText={`${body.length}/${MAX_MESSAGE_LENGTH}`}
          errorText={body.length > MAX_MESSAGE_LENGTH ? t('errors.field.tooLong') : undefined}
        >
          <Textarea value={body} rows={3} onChange={(e) => setBody(e.detail.value)} />
        </FormField>
        <ContactRulesNotice caseId={id} />
        <Button
          variant="primary"
          onClick={() => send.mutate()}
          loading={send.isPending}
          disabled={!body.trim() || body.length > MAX_MESSAGE_LENGTH}
        >
          {t('adminCase.messages.send')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

function Notes({ id }: { id: string }) {
  const { t, date } = useI18n();
  const notify = useNotify();
  const failed = useFailure();
  const qc = useQueryClient();
  const notes = useQuery(caseQueries.notes(id));
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => call('POST /admin/submissions/{id}/notes', { params: { id }, body: { body: body.trim() } }),
    onSuccess: async () => {
      setBody('');
      notify({ type: 'success', header: t('adminCase.notes.added') });
      await refreshCase(qc, id);
    },
    onError: failed,
  });
  return (
    <Container
      header={
        <Header variant="h2" description={t('adminCase.notes.description')}>
          {t('adminCase.notes.heading')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {notes.data && notes.data.items.length === 0 && <Box color="text-body-secondary">{t('adminCase.notes.none')}</Box>}
        <ul className="admin-notes">
          {(notes.data?.items ?? []).map((n) => (
            <li key={n.id}>
              <Box variant="small">
                <strong>{n.author.name}</strong> · {date(n.at, { withTime: true })}
              </Box>
              <div className="admin-prewrap">{n.body}</div>
            </li>
          ))}
        </ul>
        <FormField
          label={t('adminCase.notes.label')}
          description={t('adminCase.notes.description')}
          constraintText={`${body.length}/${MAX_NOTE_LENGTH}`}
        >
          <Textarea value={body} rows={3} onChange={(e) => setBody(e.detail.value)} />
        </FormField>
        <Button onClick={() => add.mutate()} loading={add.isPending} disabled={!body.trim() || body.length > MAX_NOTE_LENGTH}>
          {t('adminCase.notes.add')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
