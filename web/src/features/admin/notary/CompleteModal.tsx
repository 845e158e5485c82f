/** Completing an appointment: the acts performed and the fees collected, the notarial part held to the statutory cap. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { AdminAppointment } from '../../../../../shared/api/notary';
import { collectibleNotarialCents } from '../../../../../shared/notary/rules';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { completeAppointment } from '../api/notary';
import type { AppointmentAction } from './useAppointmentAction';

const cents = (v: string) => Math.round(Number(v) * 100);

export function CompleteModal({
  appointment: a,
  visible: completing,
  onDismiss,
  action: { act, busy, fieldError },
}: {
  appointment: AdminAppointment;
  visible: boolean;
  onDismiss: () => void;
  action: AppointmentAction;
}) {
  const { t, money } = useI18n();
  const [acts, setActs] = useState(String(a.quote.lines.reduce((n, l) => n + l.signatures, 0)));
  const [notarial, setNotarial] = useState((a.quote.notarialCents / 100).toFixed(2));
  const [travel, setTravel] = useState(((a.quote.travel?.totalCents ?? 0) / 100).toFixed(2));
  return (
    <Modal
      visible={completing}
      onDismiss={onDismiss}
      header={t('notaryDesk.complete.title')}
      footer={
        <Box float="right">
          <Button
            variant="primary"
            loading={busy}
            onClick={() =>
              void act(() =>
                completeAppointment(a.id, {
                  acts: Number(acts),
                  notarialCollectedCents: cents(notarial),
                  travelCollectedCents: cents(travel),
                  expectedVersion: a.version,
                }),
              )
            }
          >
            {t('notaryDesk.complete.save')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('notaryDesk.complete.acts')} description={t('notaryDesk.complete.actsHint')} errorText={fieldError('acts')}>
          <Input type="number" inputMode="numeric" value={acts} onChange={(e) => setActs(e.detail.value)} />
        </FormField>
        <FormField
          label={t('notaryDesk.complete.notarial')}
          description={t('notaryDesk.complete.notarialHint', {
            cap: money(collectibleNotarialCents(a.documents, Number(acts) || 0)),
            acts: Number(acts) || 0,
          })}
          errorText={fieldError('notarialCollectedCents')}
        >
          <Input type="number" inputMode="decimal" value={notarial} onChange={(e) => setNotarial(e.detail.value)} />
        </FormField>
        {a.mode === 'mobile' && (
          <FormField
            label={t('notaryDesk.complete.travel')}
            description={t('notaryDesk.complete.travelHint', { agreed: money(a.quote.travel?.totalCents ?? 0) })}
            errorText={fieldError('travelCollectedCents')}
          >
            <Input type="number" inputMode="decimal" value={travel} onChange={(e) => setTravel(e.detail.value)} />
          </FormField>
        )}
      </SpaceBetween>
    </Modal>
  );
}
