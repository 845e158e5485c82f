/** The staff job page's dialogs: cancel, filed, office payment (each sent with the version shown). */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CancelJobRequestSchema, FiledRequestSchema, OfficePaymentRequestSchema, type AdminJob } from '../../../../../shared/api/serving';
import { ApiError, errorText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import type { MessageKey } from '../../../lib/i18n/keys';
import { cancelJob, markFiled, recordJobPayment, servingKeys } from '../api/serving';
import { useNotify } from '../hooks/notifications';

export function useJobChange(job: AdminJob, onClose: () => void, done: MessageKey, failed: MessageKey) {
  const { t, translate } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (send: () => Promise<{ job: AdminJob }>) => {
    setBusy(true);
    setError(null);
    try {
      const { job: updated } = await send();
      queryClient.setQueryData([...servingKeys.all, 'job', job.id], { job: updated });
      await queryClient.invalidateQueries({ queryKey: servingKeys.all });
      notify({ type: 'success', header: t(done) });
      onClose();
    } catch (err) {
      const conflict = err instanceof ApiError && err.code === 'conflict';
      if (conflict) await queryClient.invalidateQueries({ queryKey: servingKeys.all });
      setError(conflict ? t('servingDesk.assign.conflict') : errorText(err, translate, { fallback: failed }));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

export function Dialog(props: {
  title: string;
  confirm: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Modal
      visible
      onDismiss={props.onClose}
      header={props.title}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose}>
              {t('servingDesk.job.close')}
            </Button>
            <Button variant="primary" loading={props.busy} onClick={props.onConfirm}>
              {props.confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.children}
    </Modal>
  );
}

export function CancelModal({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t, translate } = useI18n();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useJobChange(job, onClose, 'servingDesk.job.cancelModal.done', 'servingDesk.job.cancelModal.failed');
  const submit = () => {
    // The API's own schema first: an empty reason is shown at its field without a round trip.
    const parsed = CancelJobRequestSchema.safeParse({ reason, expectedVersion: job.version });
    if (!parsed.success) return setFieldError(translate(parsed.error.issues[0].message));
    setFieldError(null);
    void change.run(() => cancelJob(job.id, parsed.data.reason, job.version));
  };
  return (
    <Dialog
      title={t('servingDesk.job.cancelModal.title', { servee: job.servee.name })}
      confirm={t('servingDesk.job.cancelModal.confirm')}
      busy={change.busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <SpaceBetween size="s">
        {change.error && <Alert type="error">{change.error}</Alert>}
        <FormField
          label={t('servingDesk.job.cancelModal.reason')}
          description={t('servingDesk.job.cancelModal.hint')}
          errorText={fieldError ?? undefined}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.detail.value)} invalid={Boolean(fieldError)} />
        </FormField>
      </SpaceBetween>
    </Dialog>
  );
}

export function FiledModal({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t, translate, locale } = useI18n();
  const [day, setDay] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useJobChange(job, onClose, 'servingDesk.job.filedModal.done', 'servingDesk.job.filedModal.failed');
  const submit = () => {
    const parsed = FiledRequestSchema.safeParse({ filedOn: day, expectedVersion: job.version });
    if (!parsed.success) return setFieldError(translate(parsed.error.issues[0].message));
    setFieldError(null);
    void change.run(() => markFiled(job.id, parsed.data.filedOn, job.version));
  };
  return (
    <Dialog
      title={t('servingDesk.job.filedModal.title')}
      confirm={t('servingDesk.job.filedModal.confirm')}
      busy={change.busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <SpaceBetween size="s">
        {change.error && <Alert type="error">{change.error}</Alert>}
        <FormField
          label={t('servingDesk.job.filedModal.date')}
          description={t('servingDesk.job.filedModal.hint')}
          errorText={fieldError ?? undefined}
        >
          <DatePicker
            value={day}
            onChange={({ detail }) => setDay(detail.value)}
            locale={locale === 'es' ? 'es-US' : 'en-US'}
            placeholder="YYYY/MM/DD"
            invalid={Boolean(fieldError)}
            openCalendarAriaLabel={(selected) =>
              selected ? `${t('servingDesk.job.filedModal.date')}: ${selected}` : t('servingDesk.job.filedModal.date')
            }
          />
        </FormField>
      </SpaceBetween>
    </Dialog>
  );
}

export function PaymentModal({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { t, translate, money } = useI18n();
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const change = useJobChange(job, onClose, 'servingDesk.job.paymentModal.done', 'servingDesk.job.paymentModal.failed');
  const submit = () => {
    const parsed = OfficePaymentRequestSchema.safeParse({ reference: reference.trim() || undefined, expectedVersion: job.version });
    if (!parsed.success) return setFieldError(translate(parsed.error.issues[0].message));
    setFieldError(null);
    void change.run(() => recordJobPayment(job.id, parsed.data.reference, job.version));
  };
  return (
    <Dialog
      title={t('servingDesk.job.paymentModal.title')}
      confirm={t('servingDesk.job.paymentModal.confirm')}
      busy={change.busy}
      onClose={onClose}
      onConfirm={submit}
    >
      <SpaceBetween size="s">
        {change.error && <Alert type="error">{change.error}</Alert>}
        <KeyValuePairs items={[{ label: t('servingDesk.job.paymentModal.amount'), value: money(job.priceCents) }]} />
        <FormField label={t('servingDesk.job.paymentModal.reference')} errorText={fieldError ?? undefined}>
          <Input value={reference} onChange={(e) => setReference(e.detail.value)} invalid={Boolean(fieldError)} />
        </FormField>
      </SpaceBetween>
    </Dialog>
  );
}
