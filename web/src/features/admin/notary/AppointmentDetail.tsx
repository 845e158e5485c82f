/** One appointment for the notary: its facts, documents and ID plan (never an ID number), its actions and receipt. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { AdminAppointment } from '../../../../../shared/api/notary';
import { formatAddress } from '../../../../../shared/business';
import { formatWhen } from '../../../../../shared/notary/time';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { markNoShow, staffCancel } from '../api/notary';
import { STATUS_TYPE, phoneOf } from './appointment';
import { CompleteModal } from './CompleteModal';
import { Receipt } from './Receipt';
import { useAppointmentAction } from './useAppointmentAction';

export function AppointmentDetail({
  appointment: a,
  onClose,
  onChanged,
  range,
}: {
  appointment: AdminAppointment;
  onClose: () => void;
  onChanged: (a: AdminAppointment) => void;
  range: [string, string];
}) {
  const { t, locale } = useI18n();
  const [completing, setCompleting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const action = useAppointmentAction(range, (changed) => {
    onChanged(changed);
    setCompleting(false);
    setCancelling(false);
  });
  const { act, busy } = action;
  const when = formatWhen(a.startsAt, locale);
  const where =
    a.mode === 'office' || !a.address
      ? formatAddress()
      : [a.address.street, a.address.unit, `${a.address.city}, CA ${a.address.zip}`].filter(Boolean).join(', ');

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {a.status === 'booked' && (
                <>
                  <Button variant="primary" onClick={() => setCompleting(true)}>
                    {t('notaryDesk.detail.complete')}
                  </Button>
                  <Button disabled={busy || new Date(a.startsAt) > new Date()} onClick={() => void act(() => markNoShow(a.id, a.version))}>
                    {t('notaryDesk.detail.noShow')}
                  </Button>
                  <Button onClick={() => setCancelling(true)}>{t('notaryDesk.detail.cancel')}</Button>
                </>
              )}
              <Button onClick={onClose}>{t('notaryDesk.detail.close')}</Button>
            </SpaceBetween>
          }
        >
          {t('notaryDesk.detail.title', { when })}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={3}
          items={[
            {
              label: t('notaryDesk.appointments.status'),
              value: <StatusIndicator type={STATUS_TYPE[a.status]}>{t(`notaryDesk.appointments.statuses.${a.status}`)}</StatusIndicator>,
            },
            {
              label: t('notaryDesk.appointments.where'),
              value: `${a.mode === 'office' ? t('notaryDesk.appointments.office') : t('notaryDesk.appointments.mobile')}: ${where}${a.address?.notes ? ` (${a.address.notes})` : ''}`,
            },
            { label: t('notaryDesk.detail.notary'), value: a.notary },
            { label: t('notaryDesk.detail.contact'), value: `${a.contact.name} · ${phoneOf(a.contact.phone)} · ${a.contact.email}` },
            { label: t('notaryDesk.detail.language'), value: t(`common.languages.${a.contact.locale}`) },
            {
              label: t('notaryDesk.detail.texts'),
              value: a.textsStopped
                ? t('notaryDesk.detail.textsStopped')
                : a.contact.textReminders
                  ? t('notaryDesk.detail.textsOn')
                  : t('notaryDesk.detail.textsOff'),
            },
            ...(a.caseId
              ? [
                  {
                    label: t('notaryDesk.detail.fromCase'),
                    value: <a href={`/questionnaire-submission/${a.caseId}`}>{a.caseId.slice(0, 8)}</a>,
                  },
                ]
              : []),
          ]}
        />
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="h3">{t('notaryDesk.appointments.documents')}</Box>
            <ul>
              {a.documents.map((d, i) => (
                <li key={i}>
                  {t(`notary.documentTypes.${d.type}`)} — {t(`notary.acts.${d.act}`)} × {d.signatures}
                </li>
              ))}
            </ul>
            {a.thumbprint && <Box variant="p">{t('notaryDesk.detail.thumbprint')}</Box>}
          </div>
          <div>
            <Box variant="h3">{t('notaryDesk.detail.idPlan')}</Box>
            <ul>
              {a.signers.map((s, i) => (
                <li key={i}>
                  {s.idPlan.kind === 'id'
                    ? t('notary.review.idLine', { name: s.name, id: t(`notary.ids.${s.idPlan.id}`) })
                    : t('notary.review.witnessLine', { name: s.name, witnesses: t(`notary.signers.${s.idPlan.witnesses}`) })}
                </li>
              ))}
            </ul>
          </div>
        </ColumnLayout>
        {a.receipt && <Receipt appointment={a} receipt={a.receipt} />}
      </SpaceBetween>
      <CompleteModal appointment={a} visible={completing} onDismiss={() => setCompleting(false)} action={action} />
      <Modal
        visible={cancelling}
        onDismiss={() => setCancelling(false)}
        header={t('notaryDesk.detail.cancel')}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => setCancelling(false)}>{t('notary.manage.keep')}</Button>
              <Button variant="primary" loading={busy} onClick={() => void act(() => staffCancel(a.id, a.version))}>
                {t('notary.manage.cancelYes')}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {t('notaryDesk.detail.cancelConfirm')}
      </Modal>
    </Container>
  );
}
