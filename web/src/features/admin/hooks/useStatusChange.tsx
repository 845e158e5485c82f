/**
 * The status change flow shared by the list and the detail page: open the confirmation for a submission and a chosen
 * status, POST it with the version the staff member saw, then tell them how it went. A 409 means someone else
 * changed the submission first: nothing is overwritten. Either way the submission's reads (its page, the list's rows)
 * are made stale, so what is on screen is fetched again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { ApiError, errorCodeText } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { changeStatus, invalidateAdmin } from '../api/client';
import { StatusChangeModal } from '../components/StatusChangeModal';
import type { Status, SubmissionRow } from '../model';
import { useNotify } from './notifications';

export const isConflict = (err: unknown): boolean =>
  err instanceof ApiError && err.status === 409 && (err.code === 'conflict' || err.code === 'invalid_transition');

export function errorDetail(err: unknown, t: (key: string) => string): string {
  return errorCodeText(err, t);
}

export function useStatusChange(): { open(submission: SubmissionRow, to: Status): void; modal: ReactNode } {
  const { t, translate } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<{ submission: SubmissionRow; to: Status } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const open = useCallback((submission: SubmissionRow, to: Status) => setTarget({ submission, to }), []);

  const confirm = async (status: Status, note: string) => {
    if (!target) return;
    const { submission } = target;
    setSubmitting(true);
    try {
      await changeStatus(submission.id, { status, expectedVersion: submission.version, note });
      notify({
        type: 'success',
        header: t('admin.flash.statusUpdated'),
        content: t('admin.flash.statusUpdatedText', { name: submission.clientName, status: t(`admin.status.${status}`) }),
      });
    } catch (err) {
      if (isConflict(err)) notify({ type: 'warning', header: t('admin.flash.conflictTitle'), content: t('admin.flash.conflictText') });
      else notify({ type: 'error', header: t('admin.flash.statusFailed'), content: errorDetail(err, translate) });
    } finally {
      setSubmitting(false);
      setTarget(null);
      void invalidateAdmin(queryClient, 'submissions');
    }
  };

  const modal = target ? (
    <StatusChangeModal
      submission={target.submission}
      initialStatus={target.to}
      submitting={submitting}
      onConfirm={(s, n) => void confirm(s, n)}
      onCancel={() => setTarget(null)}
    />
  ) : null;

  return { open, modal };
}
