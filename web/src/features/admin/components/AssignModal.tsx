/**
 * Assign or reassign a service job to a registered server (the board and the job page): on the version the page
 * showed (409 if the job moved since: the page reloads); a server whose registration or bond expired is listed but
 * cannot be chosen (the API refuses them too).
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ServerRow } from '../../../../../shared/api/serving';
import { ApiError, errorText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { assignJob, servingKeys } from '../api/serving';
import { useNotify } from '../hooks/notifications';

/** What the modal needs of a job: a board row or the job page's job. */
export interface AssignableJob {
  id: string;
  serveeName: string;
  version: number;
}

export function AssignModal({ job, servers, onClose }: { job: AssignableJob; servers: ServerRow[]; onClose: () => void }) {
  const { t, translate } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<SelectProps.Option | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = servers
    .filter((s) => s.active)
    .map((s) => ({
      value: s.sub,
      label: s.record.name,
      description: `${s.record.registrationNumber} · ${s.record.county}${s.current ? '' : ` · ${t('servingDesk.assign.expired')}`}`,
      disabled: !s.current,
    }));

  const submit = async () => {
    if (!choice?.value) return setError(t('servingDesk.assign.choose'));
    setBusy(true);
    setError(null);
    try {
      await assignJob(job.id, choice.value, job.version);
      notify({ type: 'success', header: t('servingDesk.assign.done', { servee: job.serveeName, server: choice.label ?? '' }) });
      await queryClient.invalidateQueries({ queryKey: servingKeys.all });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'conflict') await queryClient.invalidateQueries({ queryKey: servingKeys.all });
      setError(
        err instanceof ApiError && err.code === 'conflict'
          ? t('servingDesk.assign.conflict')
          : errorText(err, translate, { fallback: 'servingDesk.assign.failed' }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('servingDesk.assign.title', { servee: job.serveeName })}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('servingDesk.assign.cancel')}
            </Button>
            <Button variant="primary" loading={busy} onClick={() => void submit()}>
              {t('servingDesk.assign.confirm')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label={t('servingDesk.assign.server')} errorText={error ?? undefined}>
        <Select
          selectedOption={choice}
          options={options}
          placeholder={t('servingDesk.assign.choose')}
          onChange={(e) => setChoice(e.detail.selectedOption)}
        />
      </FormField>
    </Modal>
  );
}
