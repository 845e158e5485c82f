/** Confirm a status change: the current and new status, an optional note for the client, Confirm / Cancel. */
import { useEffect, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { NOTE_MAX_LENGTH } from '../api/client';
import { nextStatuses, type Status, type SubmissionRow } from '../model';
import { ContactRulesNotice } from './ContactRules';
import { StatusBadge } from './StatusBadge';

export interface StatusChangeModalProps {
  submission: SubmissionRow;
  /** The status chosen in the row's control; still changeable here. */
  initialStatus: Status;
  submitting: boolean;
  onConfirm(status: Status, note: string): void;
  onCancel(): void;
}

export function StatusChangeModal({ submission, initialStatus, submitting, onConfirm, onCancel }: StatusChangeModalProps) {
  const { t } = useI18n();
  const [status, setStatus] = useState<Status>(initialStatus);
  const [note, setNote] = useState('');
  useEffect(() => setStatus(initialStatus), [initialStatus]);

  const options: SelectProps.Option[] = nextStatuses(submission.status).map((s) => ({ value: s, label: t(`admin.status.${s}`) }));
  const selected = options.find((o) => o.value === status) ?? null;
  const tooLong = note.length > NOTE_MAX_LENGTH;

  return (
    <Modal
      visible
      onDismiss={() => (submitting ? undefined : onCancel())}
      header={t('admin.modal.title')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={submitting}>
              {t('admin.modal.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={submitting}
              disabled={tooLong}
              onClick={() => onConfirm(status, note)}
              data-testid="confirm-status"
            >
              {t('admin.modal.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('admin.modal.intro', { name: submission.clientName, service: t(`catalogue.${submission.type}.title`) })}</Box>
        <ContactRulesNotice caseId={submission.id} />
        <KeyValuePairs columns={1} items={[{ label: t('admin.modal.from'), value: <StatusBadge status={submission.status} /> }]} />
        <FormField label={t('admin.modal.to')}>
          <Select
            selectedOption={selected}
            options={options}
            onChange={(e) => setStatus(e.detail.selectedOption.value as Status)}
            disabled={submitting}
          />
        </FormField>
        <FormField
          label={t('admin.modal.note')}
          description={t('admin.modal.noteHelp')}
          constraintText={`${note.length}/${NOTE_MAX_LENGTH}`}
          errorText={tooLong ? t('errors.field.tooLong') : undefined}
        >
          <Textarea value={note} onChange={(e) => setNote(e.detail.value)} rows={4} disabled={submitting} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
