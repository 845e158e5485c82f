/**
 * The Notice to Consumer on staff's side (B&P §6410.5(b)): when the first contact is not in person, the notice must be
 * given at the first in-person meeting or mailed before any contract or payment. Under the owner's 'hold-card-payment'
 * decision (shared/business.ts, docs/compliance.md) staff see the signed notices still to give, and confirm each one;
 * the confirmation opens the client's card payment.
 */
import type { AdminNoticeHoldsPage, AdminOrder } from '../../../shared/api/admin';
import type { PageQuery } from '../../../shared/api/common';
import type { NoticeDeliveryMethod } from '../../../shared/api/orders';
import { displayName, type Caller } from '../auth';
import { ApiError, notFound } from '../errors';
import { log } from '../log';
import { getOrder, listNoticesUndelivered, putNoticeDelivery, toAdminOrder } from '../store/orders';
import { getProfile } from '../store/profiles';

/** The orders whose notice waits for staff, with how to reach each client. */
export async function listNoticeHolds(query: PageQuery): Promise<AdminNoticeHoldsPage> {
  const { items, nextCursor } = await listNoticesUndelivered(query);
  const profiles = await Promise.all(items.map((o) => getProfile(o.userId)));
  return {
    items: items.map((order, i) => {
      const p = profiles[i];
      return {
        order: toAdminOrder(order),
        client: {
          name: p ? `${p.firstName} ${p.lastName}`.trim() || order.notice!.signatureName : order.notice!.signatureName,
          email: p?.email ?? '',
          phone: p?.phone ?? null,
          preferredLanguage: p?.preferredLanguage ?? order.notice!.locale,
        },
      };
    }),
    nextCursor,
  };
}

/** Staff confirm how the signed notice was given; recorded once (who, when, how). */
export async function confirmNoticeDelivery(staff: Caller, orderId: string, method: NoticeDeliveryMethod): Promise<AdminOrder> {
  const order = await getOrder(orderId);
  if (!order) throw notFound('Order not found');
  if (!order.notice) throw new ApiError('conflict', 'The client has not signed the notice yet');
  if (order.notice.delivery) throw new ApiError('conflict', 'The notice delivery is already recorded');
  const updated = await putNoticeDelivery(order, {
    method,
    at: new Date().toISOString(),
    by: { sub: staff.sub, name: displayName(staff, 'Staff') },
  });
  if (!updated) throw new ApiError('conflict', 'The order changed; please reload it');
  log('info', 'notice delivery recorded', { ref: order.orderId });
  return toAdminOrder(updated);
}
