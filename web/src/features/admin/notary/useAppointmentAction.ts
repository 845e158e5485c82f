/**
 * One staff action on an appointment (complete, no-show, cancel): busy while it runs, the server's field errors kept
 * for the form, a notification either way, the day's list refreshed on success.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminAppointment } from '../../../../../shared/api/notary';
import { ApiError } from '../../../lib/api';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useNotify } from '../hooks/notifications';

export interface AppointmentAction {
  act: (run: () => Promise<{ appointment: AdminAppointment }>) => Promise<void>;
  busy: boolean;
  fieldError: (field: string) => string | undefined;
}

export function useAppointmentAction(range: [string, string], onDone: (a: AdminAppointment) => void): AppointmentAction {
  const { t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function act(run: () => Promise<{ appointment: AdminAppointment }>) {
    setBusy(true);
    setFieldErrors({});
    try {
      const res = await run();
      onDone(res.appointment);
      notify({ type: 'success', header: t('notaryDesk.detail.done') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'notary', 'appointments', ...range] });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) setFieldErrors(err.fieldErrors);
      notify({
        type: 'error',
        header: t('notaryDesk.detail.failed'),
        content: err instanceof ApiError ? t(`errors.${err.code}`) : undefined,
      });
    } finally {
      setBusy(false);
    }
  }
  const fieldError = (f: string) => (fieldErrors[f]?.[0] ? t(fieldErrors[f][0] as never) : undefined);
  return { act, busy, fieldError };
}
