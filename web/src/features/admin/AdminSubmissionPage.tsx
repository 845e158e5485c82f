/**
 * /questionnaire-submission/{id}: every field of a submission, its answers (rendered from the questionnaire
 * definition it was written under), the status history with notes, the payment (with "Mark office payment received"),
 * the court forms (the packet and each form alone; staff only), the PDF, and the status change. A missing id shows
 * "Submission not found".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { ApiError } from '../../lib/api';
import { QuestionnaireAnswers } from '../../lib/answers/QuestionnaireAnswers';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { downloadPdf, invalidateAdmin, recordOfficePayment } from './api/client';
import { AdminShell } from './components/AdminShell';
import { CaseWorkspace } from './case/CaseWorkspace';
import { ContactRulesBanner } from './components/ContactRules';
import { CourtFiling } from './components/CourtFiling';
import { CourtForms } from './components/CourtForms';
import { PaymentBadge, StatusBadge } from './components/StatusBadge';
import { StatusControl } from './components/StatusControl';
import { TranslationSummary } from './components/TranslationSummary';
import { useNotify } from './hooks/notifications';
import { useFollow } from './hooks/useFollow';
import { errorDetail, useStatusChange } from './hooks/useStatusChange';
import { useSubmission } from './hooks/useSubmission';
import type { OrderInfo, SubmissionDetail } from './model';

const text = (value: string, empty: string) =>
  value.trim() ? <span className="admin-prewrap">{value}</span> : <Box color="text-status-inactive">{empty}</Box>;

function History({ submission }: { submission: SubmissionDetail }) {
  const { t, date } = useI18n();
  const events = [...submission.history].sort((a, b) => b.version - a.version);
  return (
    <Container header={<Header variant="h2">{t('admin.detail.history')}</Header>}>
      {events.length === 0 ? (
        <Box color="text-status-inactive">{t('admin.detail.historyEmpty')}</Box>
      ) : (
        <ol className="admin-timeline" aria-label={t('admin.detail.history')}>
          {events.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <SpaceBetween size="xxs">
                <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                  <StatusBadge status={e.status} />
                  <Box color="text-body-secondary">
                    <time dateTime={e.at}>{date(e.at, { withTime: true })}</time>
                    {` · ${t(e.byStaff ? 'admin.detail.historyByStaff' : 'admin.detail.historyBy', { name: e.by })}`}
                  </Box>
                </SpaceBetween>
                {e.note ? (
                  <Box variant="p">
                    <Box variant="span" fontWeight="bold">
                      {t('admin.detail.historyNote')}:
                    </Box>{' '}
                    <span className="admin-prewrap">{e.note}</span>
                  </Box>
                ) : null}
              </SpaceBetween>
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
}

function Payment({ submission, order }: { submission: SubmissionDetail; order: OrderInfo | null }) {
  const { t, translate, money, date } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [reference, setReference] = useState('');
  const canRecord = Boolean(order && !order.paid && order.method === 'office');

  const record = async () => {
    if (!order) return;
    setSaving(true);
    try {
      await recordOfficePayment(order.id, reference);
      notify({ type: 'success', header: t('admin.flash.paymentRecorded') });
    } catch (err) {
      notify({ type: 'error', header: t('admin.flash.paymentFailed'), content: errorDetail(err, translate) });
    } finally {
      setSaving(false);
      setConfirming(false);
      // Recorded or refused (someone else recorded it first), the page and the list show the payment as it is now.
      void invalidateAdmin(queryClient, 'submissions');
    }
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={canRecord ? <Button onClick={() => setConfirming(true)}>{t('admin.detail.markPaid')}</Button> : undefined}
        >
          {t('admin.detail.payment')}
        </Header>
      }
    >
      {order ? (
        <KeyValuePairs
          columns={4}
          items={[
            { label: t('admin.detail.order'), value: order.id },
            { label: t('admin.detail.method'), value: t(`admin.payment.methods.${order.method ?? 'none'}`) },
            { label: t('admin.detail.amount'), value: money(order.amountCents) },
            {
              label: t('admin.detail.paidState'),
              value: (
                <SpaceBetween size="xxs">
                  <PaymentBadge payment={order} />
                  {order.paidAt ? (
                    <Box color="text-body-secondary">{t('admin.detail.paidAt', { date: date(order.paidAt, { withTime: true }) })}</Box>
                  ) : null}
                  {order.receivedBy ? (
                    <Box color="text-body-secondary">{t('admin.detail.receivedBy', { name: order.receivedBy })}</Box>
                  ) : null}
                </SpaceBetween>
              ),
            },
            ...(order.reference ? [{ label: t('admin.detail.reference'), value: order.reference }] : []),
            {
              label: t('admin.detail.formsSelected'),
              value: order.formsSelected ? order.formsSelected.join(', ') : t('admin.detail.formsNotSelected'),
            },
          ]}
        />
      ) : (
        <Box color="text-status-inactive">{t('admin.detail.noOrder')}</Box>
      )}
      {confirming && order ? (
        <Modal
          visible
          header={t('admin.detail.markPaidTitle')}
          onDismiss={() => (saving ? undefined : setConfirming(false))}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" disabled={saving} onClick={() => setConfirming(false)}>
                  {t('admin.modal.cancel')}
                </Button>
                <Button variant="primary" loading={saving} onClick={() => void record()}>
                  {t('admin.detail.markPaidConfirm')}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          <SpaceBetween size="m">
            <Box variant="p">{t('admin.detail.markPaidText', { amount: money(order.amountCents), name: submission.clientName })}</Box>
            <FormField label={t('admin.detail.referenceOptional')} description={t('admin.detail.referenceHelp')}>
              <Input value={reference} onChange={(e) => setReference(e.detail.value)} disabled={saving} />
            </FormField>
          </SpaceBetween>
        </Modal>
      ) : null}
    </Container>
  );
}

function Details({ id }: { id: string }) {
  const { t, translate, date } = useI18n();
  const notify = useNotify();
  const follow = useFollow();
  const queryClient = useQueryClient();
  const { data, loading, error, reload } = useSubmission(id);
  const { open, modal } = useStatusChange();
  const [downloading, setDownloading] = useState(false);

  if (!data) {
    if (loading) return <StatusIndicator type="loading">{t('admin.detail.loading')}</StatusIndicator>;
    if (error instanceof ApiError && error.status === 404) {
      return (
        <ContentLayout header={<Header variant="h1">{t('admin.detail.notFound')}</Header>}>
          <Container>
            <SpaceBetween size="m">
              <Box variant="p">{t('admin.detail.notFoundText', { id })}</Box>
              <Button href="/admin" onFollow={follow}>
                {t('admin.detail.backToList')}
              </Button>
            </SpaceBetween>
          </Container>
        </ContentLayout>
      );
    }
    return (
      <Alert type="error" header={t('admin.flash.loadFailed')} action={<Button onClick={reload}>{t('common.retry')}</Button>}>
        {errorDetail(error, translate)}
      </Alert>
    );
  }

  const s = data;
  const service = t(`catalogue.${s.type}.title`);
  const pdf = async () => {
    setDownloading(true);
    try {
      await downloadPdf(s.id);
    } catch (err) {
      notify({ type: 'error', header: t('admin.flash.pdfFailed'), content: errorDetail(err, translate) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={service}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="download" loading={downloading} onClick={() => void pdf()}>
                {t('admin.actions.downloadPdf')}
              </Button>
              <StatusControl row={s} onChoose={open} />
            </SpaceBetween>
          }
        >
          {t('admin.detail.title', { name: s.clientName })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ContactRulesBanner caseId={s.id} />
        <Container header={<Header variant="h2">{t('admin.detail.details')}</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('admin.columns.id'), value: s.id },
              { label: t('admin.detail.clientName'), value: s.clientName },
              ...(s.accountEmail ? [{ label: t('admin.detail.accountEmail'), value: s.accountEmail }] : []),
              { label: t(s.accountEmail ? 'admin.detail.answersEmail' : 'admin.detail.clientEmail'), value: s.clientEmail },
              {
                label: t('admin.detail.clientLanguage'),
                value: (
                  <span data-testid="admin-client-language">
                    {t('admin.detail.clientLanguageValue', { language: t(`common.languages.${s.locale}`) })}
                  </span>
                ),
              },
              { label: t('admin.columns.serviceType'), value: service },
              { label: t('admin.columns.submitted'), value: date(s.submittedAt, { withTime: true }) },
              { label: t('admin.columns.updated'), value: date(s.updatedAt, { withTime: true }) },
              { label: t('admin.columns.status'), value: <StatusBadge status={s.status} /> },
              { label: t('admin.detail.version'), value: String(s.version) },
              { label: t('admin.columns.payment'), value: <PaymentBadge payment={s.payment} /> },
              { label: t('admin.detail.caseDetails'), value: text(s.caseDetails, t('common.notProvided')) },
              { label: t('admin.detail.specialInstructions'), value: text(s.specialInstructions, t('common.notProvided')) },
            ]}
          />
        </Container>
        <History submission={s} />
        <Payment submission={s} order={s.order} />
        <CaseWorkspace
          submissionId={s.id}
          questionnaireType={s.type}
          locale={s.locale}
          assignedTo={s.assignedTo}
          onAssigned={() => void invalidateAdmin(queryClient, 'submissions')}
        />
        <TranslationSummary submissionId={s.id} locale={s.locale} />
        <CourtFiling submissionId={s.id} />
        <CourtForms submissionId={s.id} />
        <Container
          header={
            <Header variant="h2" description={t('admin.detail.answersHelp')}>
              {t('admin.detail.answers')}
            </Header>
          }
        >
          <QuestionnaireAnswers type={s.type} answers={s.answers} version={s.definitionVersion} headingLevel={3} />
        </Container>
      </SpaceBetween>
      {modal}
    </ContentLayout>
  );
}

/** The detail page; the breadcrumb names the client once the submission has loaded. */
export default function AdminSubmissionPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return (
    <AdminShell
      title={t('admin.submission')}
      breadcrumbs={[
        { text: t('admin.nav.allSubmissions'), href: '/admin' },
        { text: id, href: `/questionnaire-submission/${encodeURIComponent(id)}` },
      ]}
    >
      <Details key={id} id={id} />
    </AdminShell>
  );
}
