/**
 * The Notice to Consumer on staff's side (B&P §6410.5(b)): when the first contact is not in person, the notice must be
 * given at the first in-person meeting or mailed before any contract or payment. Under the owner's
 * 'deliver-before-contract' reading (shared/business.ts, docs/compliance.md) staff see the signed notices still to
 * give — to mail, with the client's mailing address, or to hand over at the office — and record each one with its
 * day; the record opens the client's contract and, in the same transaction, queues the email that says so.
 */
import type { AdminNoticeHoldsPage, AdminOrder } from '../../../shared/api/admin';
import type { PageQuery } from '../../../shared/api/common';
import { FIELD_ERRORS } from '../../../shared/api/errors';
import type { NoticeDeliveryRequest } from '../../../shared/api/orders';
import { californiaDate } from '../../../shared/compliance';
import { displayName, type Caller } from '../auth';
import { cancellationCodes, transact } from '../db';
import { ApiError, notFound, validationFailed } from '../errors';
import { log } from '../log';
import { notifyOrderClient } from '../outbox/outbox';
import { getOrder, listNoticesUndelivered, noticeDeliveryOp, toAdminOrder, type NoticeDelivery } from '../store/orders';
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

/**
 * Staff record how and on which day the signed notice was given (in person) or mailed; recorded once (who, when, the
 * day, and for a mailing the address it went to). The day is today or earlier (California) and not before the client
 * signed. The client is emailed that the contract is open.
 */
export async function confirmNoticeDelivery(staff: Caller, orderId: string, request: NoticeDeliveryRequest): Promise<AdminOrder> {
  const order = await getOrder(orderId);
  if (!order) throw notFound('Order not found');
  if (!order.notice) throw new ApiError('conflict', 'The client has not signed the notice yet');
  if (order.notice.delivery) throw new ApiError('conflict', 'The notice delivery is already recorded');
  const now = new Date();
  if (request.date > californiaDate(now) || request.date < californiaDate(new Date(order.notice.signedAt))) {
    throw validationFailed({ date: [FIELD_ERRORS.deliveryDate] }, 'The day must be between the signature and today');
  }
  const asked = order.notice.deliveryRequest;
  const delivery: NoticeDelivery = {
    method: request.method,
    at: now.toISOString(),
    on: request.date,
    by: { sub: staff.sub, name: displayName(staff, 'Staff') },
    ...(request.method === 'mail' && asked?.method === 'mail' ? { address: asked.address } : {}),
  };
  try {
    await transact([
      noticeDeliveryOp(order, delivery),
      // A submitted order (before these rules) has nothing left to open.
      ...(order.submissionId ? [] : [notifyOrderClient(order, 'contractOpen', now)]),
    ]);
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The order changed; please reload it');
    throw err;
  }
  log('info', 'notice delivery recorded', { ref: order.orderId });
  return toAdminOrder((await getOrder(orderId))!);
}
