import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { STATUS_INDICATOR, type PaymentInfo, type Status } from '../model';

/** A submission's status: icon and word (the word carries the meaning; the icon is decorative). */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useI18n();
  return <StatusIndicator type={STATUS_INDICATOR[status]}>{t(`admin.status.${status}`)}</StatusIndicator>;
}

export function paymentText(payment: PaymentInfo | null, t: (key: string, vars?: Record<string, string>) => string): string {
  if (!payment) return t('admin.payment.none');
  const state = payment.paid ? t('admin.payment.paid') : t('admin.payment.unpaid');
  return t('admin.payment.summary', { state, method: t(`admin.payment.methods.${payment.method ?? 'none'}`) });
}

/** Paid, awaiting payment (with the method) or no order. */
export function PaymentBadge({ payment }: { payment: PaymentInfo | null }) {
  const { translate } = useI18n();
  const type = !payment ? 'stopped' : payment.paid ? 'success' : 'pending';
  return <StatusIndicator type={type}>{paymentText(payment, translate)}</StatusIndicator>;
}
