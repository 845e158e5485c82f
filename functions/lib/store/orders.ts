import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminOrder } from '../../../shared/api/admin';
import {
  orderStage,
  type MailingAddress,
  type NoticeDeliveryChoice,
  type NoticeDeliveryMethod,
  type Order,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentStatus,
} from '../../../shared/api/orders';
import type { Locale } from '../../../shared/i18n/core';
import { priceOf, type QuestionnaireType } from '../../../shared/questionnaire-types';
import { cancellationCodes, ddb, isConditionFailed, tableName, transact, type TransactItem } from '../db';
import { expr } from './expr';
import { indexKeys, keys, queries, type Key } from './keys';
import { queryPage, type Page, type PageRequest } from './query';
import { abandonedExpiry, isExpired, TTL_ATTRIBUTE } from './retention';

export interface AgreementRecord {
  contractVersion: string;
  signatureName: string;
  acceptedAt: string;
  ip: string;
  userAgent: string;
}

/** The signed Notice to Consumer (B&P §6410.5), recorded like the agreement: who, when, from where, in which words. */
export interface NoticeRecord {
  noticeVersion: string;
  locale: Locale;
  signatureName: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  /** How the client asked to get the signed notice, and when they said so (the latest choice). */
  deliveryRequest?: NoticeDeliveryChoice & { at: string };
  /** Staff's record that the notice was given in person or mailed (B&P §6410.5(b)): how, which day, who, where to. */
  delivery?: NoticeDelivery;
}

export interface NoticeDelivery {
  method: NoticeDeliveryMethod;
  /** When it was recorded (ISO). */
  at: string;
  /** The day it was given or mailed (YYYY-MM-DD, California). */
  on: string;
  by: StaffRef;
  /** The address it was mailed to (a mailing only). */
  address?: MailingAddress;
}

export interface FormSelection {
  forms: string[];
  at: string;
}

export interface StaffRef {
  sub: string;
  name: string;
}

/**
 * An order item. Optional attributes are absent until the step that sets them, so conditions can say
 * `attribute_not_exists(agreement)` / `attribute_not_exists(submissionId)`.
 */
export interface OrderItem extends Key {
  entity: 'order';
  GSI1PK: string;
  GSI1SK: string;
  orderId: string;
  userId: string;
  questionnaireType: QuestionnaireType;
  amountCents: number;
  currency: 'usd';
  notice?: NoticeRecord;
  /** Present (GSI2) while the notice waits for staff to deliver it. */
  GSI2PK?: string;
  GSI2SK?: string;
  /** The forms the client selected (B&P §6400(d)(1)); every selection, the first included, is in the history. */
  formSelection?: FormSelection;
  formSelectionHistory?: FormSelection[];
  agreement?: AgreementRecord;
  /** Contracts accepted before the notice was given (the rules before 2026-12), replaced by a new acceptance after it. */
  supersededAgreements?: AgreementRecord[];
  paymentMethod?: PaymentMethod;
  paymentStatus: PaymentStatus;
  paymentProvider?: PaymentProviderName;
  /** The checkout session id, or the office receipt number. */
  paymentReference?: string;
  paidAt?: string;
  receivedBy?: StaffRef;
  submissionId?: string;
  submittedAt?: string;
  /**
   * The card checkout sessions started for this order, oldest first. Only the last one may still be open: a new
   * checkout expires it first (domain/checkout.ts), so at most one session can ever be paid.
   */
  checkoutSessionIds?: string[];
  createdAt: string;
  updatedAt: string;
  /** TTL (epoch seconds): 90 days after creation while neither paid nor submitted; removed by either (store/retention.ts). */
  expiresAt?: number;
}

/** A new order: the price is the catalogue's, never the client's. It expires unless paid or submitted within 90 days. */
export function newOrder(userId: string, type: QuestionnaireType, orderId: string, now: string): OrderItem {
  return {
    ...keys.order(orderId),
    ...indexKeys.order(userId, now, orderId),
    entity: 'order',
    orderId,
    userId,
    questionnaireType: type,
    amountCents: priceOf(type),
    currency: 'usd',
    paymentStatus: 'unpaid',
    createdAt: now,
    updatedAt: now,
    expiresAt: abandonedExpiry(now),
  };
}

export function toOrder(item: OrderItem): Order {
  const notice = item.notice
    ? {
        noticeVersion: item.notice.noticeVersion,
        locale: item.notice.locale,
        signatureName: item.notice.signatureName,
        signedAt: item.notice.signedAt,
        deliveryRequest: deliveryChoice(item.notice.deliveryRequest),
        deliveredAt: item.notice.delivery?.at ?? null,
        deliveredOn: item.notice.delivery?.on ?? null,
        deliveryMethod: item.notice.delivery?.method ?? null,
      }
    : null;
  const state = {
    notice,
    forms: item.formSelection ? { selected: item.formSelection.forms, selectedAt: item.formSelection.at } : null,
    agreement: item.agreement
      ? {
          contractVersion: item.agreement.contractVersion,
          signatureName: item.agreement.signatureName,
          acceptedAt: item.agreement.acceptedAt,
        }
      : null,
    payment: {
      method: item.paymentMethod ?? null,
      status: item.paymentStatus,
      provider: item.paymentProvider ?? null,
      paidAt: item.paidAt ?? null,
    },
    submissionId: item.submissionId ?? null,
  };
  return {
    orderId: item.orderId,
    questionnaireType: item.questionnaireType,
    amountCents: item.amountCents,
    currency: item.currency,
    stage: orderStage(state),
    ...state,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The client's choice as the API shows it (without when it was made). */
function deliveryChoice(r: NoticeRecord['deliveryRequest']): NoticeDeliveryChoice | null {
  if (!r) return null;
  return r.method === 'mail' ? { method: 'mail', address: r.address } : { method: 'in_person' };
}

export function toAdminOrder(item: OrderItem): AdminOrder {
  const order = toOrder(item);
  return {
    ...order,
    userId: item.userId,
    notice: item.notice
      ? {
          ...order.notice!,
          ip: item.notice.ip,
          userAgent: item.notice.userAgent,
          deliveredBy: item.notice.delivery?.by ?? null,
          deliveredTo: item.notice.delivery?.address ?? null,
        }
      : null,
    agreement: item.agreement ? { ...order.agreement!, ip: item.agreement.ip, userAgent: item.agreement.userAgent } : null,
    payment: { ...order.payment, reference: item.paymentReference ?? null, receivedBy: item.receivedBy ?? null },
    formsHistory: (item.formSelectionHistory ?? []).map((s) => ({ selected: s.forms, selectedAt: s.at })),
  };
}

/** An order; one past its expiry (abandoned, not yet deleted by DynamoDB) is gone. */
export async function getOrder(orderId: string): Promise<OrderItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.order(orderId), ConsistentRead: true }));
  if (!Item || isExpired(Item)) return null;
  return Item as OrderItem;
}

/** The user's open order of a type (created, not yet submitted), through its pointer (which expires with it). */
export async function getOpenOrder(sub: string, type: QuestionnaireType): Promise<OrderItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.openOrder(sub, type), ConsistentRead: true }));
  if (!Item || isExpired(Item)) return null;
  return getOrder((Item as { orderId: string }).orderId);
}

/**
 * The caller's orders, newest first. An expired order (abandoned, TTL passed, not yet deleted by DynamoDB) is left
 * out as it is by `getOrder`: a page may then hold fewer than `limit` orders, its cursor still leads on.
 */
export async function listOrders(sub: string, page: PageRequest): Promise<Page<OrderItem>> {
  const found = await queryPage<OrderItem>(queries.ordersOf(sub), page);
  return { ...found, items: found.items.filter((o) => !isExpired(o as unknown as Record<string, unknown>)) };
}

/**
 * The order and its open-order pointer; the pointer's condition fails if another request opened one first (an
 * expired pointer, of an abandoned order DynamoDB has not deleted yet, may be replaced).
 */
export function createOrderOps(order: OrderItem): TransactItem[] {
  const e = expr();
  return [
    { Put: { TableName: tableName(), Item: order, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.openOrder(order.userId, order.questionnaireType),
          entity: 'openOrder',
          orderId: order.orderId,
          createdAt: order.createdAt,
          ...(order.expiresAt ? { [TTL_ATTRIBUTE]: order.expiresAt } : {}),
        },
        ConditionExpression: `attribute_not_exists(PK) OR ${e.name(TTL_ATTRIBUTE)} <= ${e.value(Math.floor(Date.now() / 1000))}`,
        ...e.attributes(),
      },
    },
  ];
}

/** Close the open-order pointer (the submission's transaction), only if it still points at this order. */
export function openOrderDeleteOp(order: OrderItem): TransactItem {
  const e = expr();
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.openOrder(order.userId, order.questionnaireType),
      ConditionExpression: `${e.name('orderId')} = ${e.value(order.orderId)}`,
      ...e.attributes(),
    },
  };
}

/** A conditional update of one order; null when the condition does not hold (the caller re-reads to say why). */
async function updateOrder(
  orderId: string,
  fields: Record<string, unknown>,
  condition: (e: ReturnType<typeof expr>) => string,
): Promise<OrderItem | null> {
  const e = expr();
  const UpdateExpression = e.set(fields);
  const ConditionExpression = `attribute_exists(PK) AND ${condition(e)}`;
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(orderId),
        UpdateExpression,
        ConditionExpression,
        ...e.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as OrderItem;
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}

/**
 * Record the signed notice once: never overwritten, never after the agreement or the submission. While staff must
 * still give it (`awaitingDelivery`), the order is listed in GSI2 for them.
 */
export function putNotice(order: OrderItem, notice: NoticeRecord, awaitingDelivery: boolean): Promise<OrderItem | null> {
  return updateOrder(
    order.orderId,
    { notice, updatedAt: notice.signedAt, ...(awaitingDelivery ? indexKeys.noticeUndelivered(notice.signedAt, order.orderId) : {}) },
    (e) =>
      [
        `${e.name('userId')} = ${e.value(order.userId)}`,
        `attribute_not_exists(${e.name('notice')})`,
        `attribute_not_exists(${e.name('agreement')})`,
        `attribute_not_exists(${e.name('submissionId')})`,
      ].join(' AND '),
  );
}

/**
 * The client's choice of how to get the signed notice (mail to an address, or at the office): any time until it has
 * been given. Null when the condition fails (no notice, already given, someone else's order).
 */
export async function putDeliveryRequest(
  order: OrderItem,
  request: NonNullable<NoticeRecord['deliveryRequest']>,
): Promise<OrderItem | null> {
  const e = expr();
  const notice = e.name('notice');
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.orderId),
        UpdateExpression: `SET ${notice}.${e.name('deliveryRequest')} = ${e.value(request)}, ${e.name('updatedAt')} = ${e.value(request.at)}`,
        ConditionExpression: [
          'attribute_exists(PK)',
          `${e.name('userId')} = ${e.value(order.userId)}`,
          `attribute_exists(${notice})`,
          `attribute_not_exists(${notice}.${e.name('delivery')})`,
        ].join(' AND '),
        ...e.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as OrderItem;
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}

/**
 * Staff record that the notice was given: once, on a signed notice; the order leaves the staff list (GSI2). An Update
 * for the transaction that also queues the client's "the contract is open" email.
 */
export function noticeDeliveryOp(order: OrderItem, delivery: NoticeDelivery): TransactItem {
  const e = expr();
  const notice = e.name('notice');
  const field = `${notice}.${e.name('delivery')}`;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.orderId),
      UpdateExpression: `SET ${field} = ${e.value(delivery)}, ${e.name('updatedAt')} = ${e.value(delivery.at)} REMOVE ${e.name('GSI2PK')}, ${e.name('GSI2SK')}`,
      ConditionExpression: `attribute_exists(PK) AND attribute_exists(${notice}) AND attribute_not_exists(${field})`,
      ...e.attributes(),
    },
  };
}

/**
 * Record the client's selection of forms: the current one, and appended to the history. Only on the caller's order, with
 * a signed notice, before the submission; null when the condition fails.
 */
export async function putFormSelection(order: OrderItem, selection: FormSelection): Promise<OrderItem | null> {
  const e = expr();
  const history = e.name('formSelectionHistory');
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(order.orderId),
        UpdateExpression: `SET ${e.name('formSelection')} = ${e.value(selection)}, ${history} = list_append(if_not_exists(${history}, ${e.value([])}), ${e.value([selection])}), ${e.name('updatedAt')} = ${e.value(selection.at)}`,
        ConditionExpression: [
          'attribute_exists(PK)',
          `${e.name('userId')} = ${e.value(order.userId)}`,
          `attribute_exists(${e.name('notice')})`,
          `attribute_not_exists(${e.name('submissionId')})`,
        ].join(' AND '),
        ...e.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as OrderItem;
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}

/** The orders whose notice waits for staff, most recently signed first. */
export const listNoticesUndelivered = (page: PageRequest): Promise<Page<OrderItem>> =>
  queryPage<OrderItem>(queries.noticesUndelivered(), page);

/**
 * Record the acceptance: never after the submission, only after the signed notice and — when `deliveredFirst` — only
 * once its delivery is recorded. `replacing` is an acceptance made before the notice was given (the old rules): the
 * new one takes its place only if it is still that one, and the old is kept in `supersededAgreements`. Otherwise there
 * must be none yet. One transaction with `extra` (the owner's counters); a failed condition answers null.
 */
export async function putAgreement(
  order: OrderItem,
  agreement: AgreementRecord,
  opts: { extra?: TransactItem[]; deliveredFirst: boolean; replacing: AgreementRecord | null },
): Promise<OrderItem | null> {
  const e = expr();
  const current = e.name('agreement');
  const sets = [`${current} = ${e.value(agreement)}`, `${e.name('updatedAt')} = ${e.value(agreement.acceptedAt)}`];
  if (opts.replacing) {
    // Only named when used: DynamoDB refuses an expression attribute name the expressions do not use.
    const superseded = e.name('supersededAgreements');
    sets.push(`${superseded} = list_append(if_not_exists(${superseded}, ${e.value([])}), ${e.value([opts.replacing])})`);
  }
  const op: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.orderId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: [
        'attribute_exists(PK)',
        `${e.name('userId')} = ${e.value(order.userId)}`,
        `attribute_exists(${e.name('notice')})`,
        ...(opts.deliveredFirst ? [`attribute_exists(${e.name('notice')}.${e.name('delivery')})`] : []),
        opts.replacing ? `${current}.${e.name('acceptedAt')} = ${e.value(opts.replacing.acceptedAt)}` : `attribute_not_exists(${current})`,
        `attribute_not_exists(${e.name('submissionId')})`,
      ].join(' AND '),
      ...e.attributes(),
    },
  };
  try {
    await transact([op, ...(opts.extra ?? [])]);
  } catch (err) {
    if (cancellationCodes(err)?.[0] === 'ConditionalCheckFailed') return null;
    throw err;
  }
  return {
    ...order,
    agreement,
    ...(opts.replacing ? { supersededAgreements: [...(order.supersededAgreements ?? []), opts.replacing] } : {}),
    updatedAt: agreement.acceptedAt,
  };
}

/** Choose or change the payment method: only after the agreement, before payment and submission. */
export function putPaymentMethod(order: OrderItem, method: PaymentMethod, now: string): Promise<OrderItem | null> {
  return updateOrder(order.orderId, { paymentMethod: method, updatedAt: now }, (e) =>
    [
      `${e.name('userId')} = ${e.value(order.userId)}`,
      `attribute_exists(${e.name('agreement')})`,
      `${e.name('paymentStatus')} = ${e.value('unpaid')}`,
      `attribute_not_exists(${e.name('submissionId')})`,
    ].join(' AND '),
  );
}

/** `submissionId` as it was read: absent stays absent, a link stays the same link. */
const sameSubmission = (e: ReturnType<typeof expr>, order: OrderItem): string =>
  order.submissionId ? `${e.name('submissionId')} = ${e.value(order.submissionId)}` : `attribute_not_exists(${e.name('submissionId')})`;

/**
 * Record a new checkout session on an order that still waits for a card payment (inside the checkout's transaction),
 * after the sessions it was read with: fails if another checkout added one meanwhile.
 */
export function recordCheckoutOp(order: OrderItem, sessionId: string, now: string): TransactItem {
  const e = expr();
  const earlier = order.checkoutSessionIds;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.orderId),
      UpdateExpression: e.set({ checkoutSessionIds: [...(earlier ?? []), sessionId], updatedAt: now }),
      ConditionExpression: [
        `${e.name('paymentMethod')} = ${e.value('card')}`,
        `${e.name('paymentStatus')} = ${e.value('unpaid')}`,
        `attribute_not_exists(${e.name('submissionId')})`,
        earlier?.length ? `${e.name('checkoutSessionIds')} = ${e.value(earlier)}` : `attribute_not_exists(${e.name('checkoutSessionIds')})`,
      ].join(' AND '),
      ...e.attributes(),
    },
  };
}

export interface PaymentRecord {
  method: PaymentMethod;
  provider: PaymentProviderName;
  reference: string | null;
  paidAt: string;
  receivedBy?: StaffRef;
}

/** Mark an unpaid order paid; fails if it was paid meanwhile or its submission link changed since it was read. */
export function markPaidOp(order: OrderItem, payment: PaymentRecord): TransactItem {
  const e = expr();
  const fields: Record<string, unknown> = {
    paymentStatus: 'paid',
    paymentMethod: payment.method,
    paymentProvider: payment.provider,
    paidAt: payment.paidAt,
    updatedAt: payment.paidAt,
    ...(payment.reference ? { paymentReference: payment.reference } : {}),
    ...(payment.receivedBy ? { receivedBy: payment.receivedBy } : {}),
  };
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.orderId),
      // A paid order is a financial record: it no longer expires.
      UpdateExpression: e.set(fields) + e.remove(TTL_ATTRIBUTE),
      ConditionExpression: `${e.name('paymentStatus')} = ${e.value('unpaid')} AND ${sameSubmission(e, order)}`,
      ...e.attributes(),
    },
  };
}

/**
 * Link the submission to its order: only once, and only if the agreement and payment are still as they were read
 * (a concurrent office-payment record or method change makes the submission retry rather than copy stale state).
 */
export function linkSubmissionOp(order: OrderItem, submissionId: string, now: string): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.order(order.orderId),
      // A submitted order is part of the case file (kept 7 years): it no longer expires.
      UpdateExpression: e.set({ submissionId, submittedAt: now, updatedAt: now }) + e.remove(TTL_ATTRIBUTE),
      ConditionExpression: [
        `attribute_not_exists(${e.name('submissionId')})`,
        `attribute_exists(${e.name('agreement')})`,
        `${e.name('paymentMethod')} = ${e.value(order.paymentMethod)}`,
        `${e.name('paymentStatus')} = ${e.value(order.paymentStatus)}`,
      ].join(' AND '),
      ...e.attributes(),
    },
  };
}
