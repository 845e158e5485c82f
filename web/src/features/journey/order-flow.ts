/**
 * The journey's order (Notice to Consumer (B&P §6410.5) → agreement → payment method → payment → questionnaire): which of the caller's orders a
 * questionnaire type uses, and where the journey continues while that order is not ready.
 */
import type { Order } from '../../../../shared/api/orders';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { agreementPath, formsPath, noticePath, paymentPath } from '../../lib/questionnaire-paths';

/**
 * The open order for a questionnaire type: the newest of the caller's orders of that type not yet used by a
 * submission (GET /orders is newest first).
 */
export function openOrderFor(orders: readonly Order[], type: QuestionnaireType): Order | null {
  return orders.find((o) => o.questionnaireType === type && o.stage !== 'submitted') ?? null;
}

/** Where the journey continues for an order that is not ready for its questionnaire (null when it is ready). */
export function journeyStepFor(
  order: Order | null,
  type: QuestionnaireType,
): { path: string; reason: 'notice' | 'forms' | 'noticeDelivery' | 'agreement' | 'payment' } | null {
  // B&P §6410.5: the signed Notice to Consumer comes first, before the agreement and any payment; the notice page
  // also shows the wait until the office has given or mailed it.
  if (!order || order.stage === 'notice' || order.stage === 'submitted') return { path: noticePath(type), reason: 'notice' };
  if (order.stage === 'forms') return { path: formsPath(type), reason: 'forms' };
  if (order.stage === 'notice_delivery') return { path: noticePath(type), reason: 'noticeDelivery' };
  if (order.stage === 'agreement') return { path: agreementPath(type), reason: 'agreement' };
  if (order.stage === 'payment_method') return { path: `/payment-selection?order=${order.orderId}`, reason: 'payment' };
  if (order.stage === 'payment') return { path: paymentPath(type, order.orderId), reason: 'payment' };
  return null;
}
