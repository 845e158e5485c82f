/** What the notary desk's views share: how a status shows, and a phone number written for reading. */
import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { AdminAppointment } from '../../../../../shared/api/notary';

export const STATUS_TYPE: Record<AdminAppointment['status'], StatusIndicatorProps.Type> = {
  booked: 'pending',
  completed: 'success',
  noShow: 'warning',
  cancelled: 'stopped',
};

/** +13235552671 → (323) 555-2671. */
export const phoneOf = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');
