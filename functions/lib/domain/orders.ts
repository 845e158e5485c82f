import { randomUUID } from 'node:crypto';
import type { PageQuery } from '../../../shared/api/common';
import { FIELD_ERRORS } from '../../../shared/api/errors';
import {
  signatureMatchesName,
  type AgreementRequest,
  type NoticeDeliveryChoice,
  type NoticeRequest,
  type Order,
  type OrdersPage,
  type PaymentMethod,
} from '../../../shared/api/orders';
import { BUSINESS } from '../../../shared/business';
import { contractInForce, ldaRegistrationCurrent } from '../../../shared/compliance';
import { unknownForms } from '../../../shared/forms-selection';
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { Caller } from '../auth';
import { cancellationCodes, transact } from '../db';
import { ApiError, notFound, validationFailed } from '../errors';
import {
  createOrderOps,
  getOpenOrder,
  getOrder,
  listOrders,
  newOrder,
  putAgreement,
  putDeliveryRequest,
  putFormSelection,
  putNotice,
  putPaymentMethod,
  toOrder,
  type OrderItem,
} from '../store/orders';
import { getOrCreateProfile } from '../store/profiles';
import { statsOps } from '../store/stats';

/** The caller's order; someone else's answers exactly like a missing one. */
export async function ownOrder(caller: Caller, orderId: string): Promise<OrderItem> {
  const order = await getOrder(orderId);
  if (!order || order.userId !== caller.sub) throw notFound('Order not found');
  return order;
}

/**
 * Start an order for a questionnaire type, or return the caller's open one of that type (not yet submitted), so a
 * double click or a second tab never makes two. The open-order pointer makes this hold under concurrent requests.
 */
export async function startOrder(caller: Caller, type: QuestionnaireType): Promise<{ order: Order; created: boolean }> {
  const open = await getOpenOrder(caller.sub, type);
  if (open) return { order: toOrder(open), created: false };
  const item = newOrder(caller.sub, type, randomUUID(), new Date().toISOString());
  try {
    await transact([...createOrderOps(item), ...statsOps({ kind: 'orderCreated', at: item.createdAt, type })]);
    return { order: toOrder(item), created: true };
  } catch (err) {
    if (!cancellationCodes(err)) throw err;
    // Another request opened one between our read and write: answer that one.
    const winner = await getOpenOrder(caller.sub, type);
    if (!winner) throw err;
    return { order: toOrder(winner), created: false };
  }
}

export async function listOwnOrders(caller: Caller, query: PageQuery): Promise<OrdersPage> {
  const { items, nextCursor } = await listOrders(caller.sub, query);
  return { items: items.map(toOrder), nextCursor };
}

/** User agents are recorded as sent, up to a sane length. */
const USER_AGENT_MAX = 512;

/**
 * No new notice or contract while the LDA registration is lapsed: the business may not provide self-help services for
 * compensation without a current registration (B&P §6402). Staff can still finish work already contracted.
 */
function assertRegistrationCurrent(): void {
  if (!ldaRegistrationCurrent()) throw new ApiError('registration_lapsed', 'New orders are paused until the LDA registration is renewed');
}

/** The typed signature must name the account holder (as for the agreement). */
async function assertSignatureOfHolder(caller: Caller, signatureName: string): Promise<void> {
  const profile = await getOrCreateProfile(caller);
  if (!signatureMatchesName(signatureName, profile.firstName, profile.lastName)) {
    throw validationFailed({ signatureName: [FIELD_ERRORS.signatureName] }, 'The signature must be the account holder’s name');
  }
}

/** Under the owner's reading of B&P §6410.5(b) the contract waits for staff to give the notice (shared/compliance.ts). */
const deliveredFirst = (): boolean => BUSINESS.compliance.noticeWhenNotInPerson === 'deliver-before-contract';

/**
 * Record the signed and dated Notice to Consumer (B&P §6410.5(b)): version, language, typed signature, time, IP and
 * user agent, as the agreement is recorded, and how the client wants the signed notice (mailed, or at the office).
 * Before the agreement only; signing again answers the order unchanged (the first signature is the record). Under the
 * owner's 'deliver-before-contract' reading the order joins staff's list of notices to give (GET /admin/notices).
 */
export async function signNotice(
  caller: Caller,
  orderId: string,
  request: NoticeRequest,
  client: { ip: string; userAgent: string },
): Promise<Order> {
  const order = await ownOrder(caller, orderId);
  if (order.notice) return toOrder(order);
  if (order.agreement || order.submissionId) throw new ApiError('conflict', 'This order is past the notice');
  assertRegistrationCurrent();
  await assertSignatureOfHolder(caller, request.signatureName);
  const signedAt = new Date().toISOString();
  const record = {
    noticeVersion: request.noticeVersion,
    locale: request.locale,
    signatureName: request.signatureName,
    signedAt,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
    ...(request.delivery ? { deliveryRequest: { ...request.delivery, at: signedAt } } : {}),
  };
  const updated = await putNotice(order, record, deliveredFirst());
  if (updated) return toOrder(updated);
  const current = await ownOrder(caller, orderId);
  if (current.notice) return toOrder(current);
  throw new ApiError('conflict', 'The order changed; please try again');
}

/**
 * The client chooses (or changes) how to get the signed notice: mailed to an address they give, or at the office.
 * Only on a signed notice not yet given (409 otherwise).
 */
export async function chooseNoticeDelivery(caller: Caller, orderId: string, choice: NoticeDeliveryChoice): Promise<Order> {
  const order = await ownOrder(caller, orderId);
  if (!order.notice) throw new ApiError('notice_required', 'Sign the Notice to Consumer first');
  if (order.notice.delivery) throw new ApiError('conflict', 'The notice has already been given');
  const updated = await putDeliveryRequest(order, { ...choice, at: new Date().toISOString() });
  if (updated) return toOrder(updated);
  throw new ApiError('conflict', 'The order changed; please reload it');
}

/**
 * The client selects (or changes) the forms we prepare, from those the service prepares (B&P §6400(d)(1)): after the
 * signed notice, until the submission. Every selection is kept. The forms list is loaded on this route only (it is
 * not at the function's cold start).
 */
export async function selectForms(caller: Caller, orderId: string, forms: string[]): Promise<Order> {
  const order = await ownOrder(caller, orderId);
  if (!order.notice) throw new ApiError('notice_required', 'Sign the Notice to Consumer first');
  if (order.submissionId) throw new ApiError('conflict', 'This order was already submitted; write to the office to change the forms');
  const { FORMS_META } = await import('../../../shared/questionnaires/forms/meta.generated');
  const offered = FORMS_META[order.questionnaireType].map((f) => f.form);
  if (unknownForms(forms, offered).length) throw validationFailed({ forms: [FIELD_ERRORS.forms] }, 'Select only forms of this service');
  // In the order the service lists them, whatever order they were sent in.
  const selection = { forms: offered.filter((f) => forms.includes(f)), at: new Date().toISOString() };
  const updated = await putFormSelection(order, selection);
  if (updated) return toOrder(updated);
  throw new ApiError('conflict', 'The order changed; please reload it');
}

/**
 * Record the acceptance of the LDA contract (B&P §6410): version, typed signature, time, IP and user agent; only
 * after the signed Notice to Consumer (else 409 notice_required) and, under the owner's reading of §6410.5(b), only
 * once staff have recorded that it was given in person or mailed (else 409 notice_delivery_required). The signature
 * must name the account holder (signatureMatchesName). Accepting again answers the order unchanged: the first
 * acceptance is the record and is never overwritten — except one made before the notice was given (the rules before
 * 2026-12), which is accepted again after it and kept as superseded.
 */
export async function acceptAgreement(
  caller: Caller,
  orderId: string,
  request: AgreementRequest,
  client: { ip: string; userAgent: string },
): Promise<Order> {
  const order = await ownOrder(caller, orderId);
  const state = toOrder(order);
  if (contractInForce(state)) return state;
  // B&P §6410.5(b): the signed notice, given in person or mailed, comes before any contract.
  if (!order.notice) throw new ApiError('notice_required', 'Sign the Notice to Consumer first');
  if (state.stage === 'forms') throw new ApiError('forms_required', 'Select the forms for us to prepare first');
  if (state.stage === 'notice_delivery') {
    throw new ApiError('notice_delivery_required', 'The contract opens once the office has given or mailed the signed notice');
  }
  if (order.submissionId) throw new ApiError('conflict', 'This order was already submitted');
  assertRegistrationCurrent();
  await assertSignatureOfHolder(caller, request.signatureName);
  const acceptedAt = new Date().toISOString();
  const replacing = order.agreement ?? null;
  const updated = await putAgreement(
    order,
    {
      contractVersion: request.contractVersion,
      signatureName: request.signatureName,
      acceptedAt,
      ip: client.ip,
      userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
    },
    {
      deliveredFirst: deliveredFirst(),
      replacing,
      // A contract accepted again is not a new one for the owner's figures.
      extra: replacing ? [] : statsOps({ kind: 'agreementAccepted', at: acceptedAt, type: order.questionnaireType }),
    },
  );
  if (updated) return toOrder(updated);
  // A concurrent acceptance won: it is the record.
  const current = toOrder(await ownOrder(caller, orderId));
  if (contractInForce(current)) return current;
  throw new ApiError('conflict', 'The order changed; please try again');
}

/** Choose (or change) how to pay: after the agreement, before the payment and the submission. */
export async function choosePaymentMethod(caller: Caller, orderId: string, method: PaymentMethod): Promise<Order> {
  const order = await ownOrder(caller, orderId);
  assertCanChoosePayment(order);
  if (order.paymentMethod === method) return toOrder(order);
  const updated = await putPaymentMethod(order, method, new Date().toISOString());
  if (updated) return toOrder(updated);
  assertCanChoosePayment(await ownOrder(caller, orderId));
  throw new ApiError('conflict', 'The order changed; please try again');
}

function assertCanChoosePayment(order: OrderItem): void {
  if (order.submissionId) throw new ApiError('conflict', 'This order was already submitted');
  if (!contractInForce(toOrder(order))) throw new ApiError('agreement_required', 'Accept the agreement first');
  if (order.paymentStatus === 'paid') throw new ApiError('conflict', 'This order is already paid');
}
