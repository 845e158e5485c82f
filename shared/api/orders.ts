import * as z from 'zod/mini';
import { CONSUMER_NOTICE_VERSION } from '../contract/consumer-notice';
import { LDA_CONTRACT_VERSION } from '../contract/version';
import { noticeHoldsCardPayment } from '../compliance';
import { CentsSchema, IdSchema, lineOfText, LocaleSchema, pageOf, QuestionnaireTypeSchema, TimestampSchema } from './common';
import { FIELD_ERRORS } from './errors';
import { foldedWords } from './text';

/**
 * Orders: one purchase of one questionnaire. The journey is Notice to Consumer (B&P §6410.5) → agreement (§6410) →
 * payment method → payment → questionnaire; the server derives where an order stands (`stage`) from what it holds,
 * and enforces the order of the steps: the agreement only after the signed notice, a payment method only after the
 * agreement, a checkout only for card (and, by the owner's decision for clients first met online, only once staff
 * confirm the notice was given in person or mailed: shared/compliance.ts), a submission only once the agreement is
 * accepted and the payment settled (card paid) or arranged (office chosen; staff mark it received).
 */

export const PAYMENT_METHODS = ['card', 'office'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who settled a payment: the card provider (Stripe, or the local test mode) or staff at the office. */
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'office'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The next thing the client has to do for an order. */
export const ORDER_STAGES = ['notice', 'agreement', 'payment_method', 'payment', 'questionnaire', 'submitted'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** How staff gave the Notice to Consumer when the first contact was not in person (B&P §6410.5(b)). */
export const NOTICE_DELIVERY_METHODS = ['in_person', 'mail'] as const;
export type NoticeDeliveryMethod = (typeof NOTICE_DELIVERY_METHODS)[number];

export interface OrderState {
  notice: object | null;
  agreement: object | null;
  payment: { method: PaymentMethod | null; status: PaymentStatus };
  submissionId: string | null;
}

export function orderStage(order: OrderState): OrderStage {
  if (order.submissionId) return 'submitted';
  if (!order.notice) return 'notice';
  if (!order.agreement) return 'agreement';
  if (!order.payment.method) return 'payment_method';
  // An office payment is made in person, possibly after the questionnaire: choosing it is enough to go on.
  if (order.payment.method === 'card' && order.payment.status !== 'paid') return 'payment';
  return 'questionnaire';
}

/**
 * The typed signature must name the account holder: at least one word of the first name and one of the last name,
 * ignoring case, accents and punctuation ("maria gonzalez", "González Pérez, María Elena"). An account without a name
 * accepts any non-empty signature.
 */
export function signatureMatchesName(signature: string, firstName: string, lastName: string): boolean {
  const signed = new Set(foldedWords(signature));
  if (signed.size === 0) return false;
  const parts = [foldedWords(firstName), foldedWords(lastName)].filter((words) => words.length > 0);
  return parts.every((words) => words.some((w) => signed.has(w)));
}

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

export const NoticeSchema = z.object({
  noticeVersion: z.string(),
  /** The language the notice was shown and signed in. */
  locale: LocaleSchema,
  signatureName: z.string(),
  signedAt: TimestampSchema,
  /** When staff confirmed the notice was given in person or mailed (null until then). */
  deliveredAt: z.nullable(TimestampSchema),
  deliveryMethod: z.nullable(z.enum(NOTICE_DELIVERY_METHODS)),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const AgreementSchema = z.object({
  contractVersion: z.string(),
  signatureName: z.string(),
  acceptedAt: TimestampSchema,
});

export const PaymentSchema = z.object({
  method: z.nullable(z.enum(PAYMENT_METHODS)),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.nullable(z.enum(PAYMENT_PROVIDERS)),
  paidAt: z.nullable(TimestampSchema),
});

export const OrderSchema = z.object({
  orderId: IdSchema,
  questionnaireType: QuestionnaireTypeSchema,
  /** From shared/catalogue.ts when the order was created. */
  amountCents: CentsSchema,
  currency: z.literal('usd'),
  stage: z.enum(ORDER_STAGES),
  notice: z.nullable(NoticeSchema),
  agreement: z.nullable(AgreementSchema),
  payment: PaymentSchema,
  /** A card payment waits for staff to confirm the notice was given (B&P §6410.5(b); shared/compliance.ts). */
  cardPaymentHeld: z.boolean(),
  submissionId: z.nullable(IdSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ order: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

export const OrdersPageSchema = pageOf(OrderSchema);
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** POST /orders — the price is the catalogue's; an open order of the same type is returned instead of a new one. */
export const CreateOrderRequestSchema = z.strictObject({ questionnaireType: QuestionnaireTypeSchema });
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/** POST /orders/{orderId}/notice — the notice page sends the version and language it showed; the date is the server's. */
export const NoticeRequestSchema = z.strictObject({
  noticeVersion: z.literal(CONSUMER_NOTICE_VERSION, { error: FIELD_ERRORS.noticeVersion }),
  locale: LocaleSchema,
  signatureName: lineOfText(200, FIELD_ERRORS.signatureName).check(z.minLength(1, { error: FIELD_ERRORS.signatureName })),
});
export type NoticeRequest = z.infer<typeof NoticeRequestSchema>;

/** POST /admin/orders/{orderId}/notice-delivery — staff confirm how the notice was given. */
export const NoticeDeliveryRequestSchema = z.strictObject({ method: z.enum(NOTICE_DELIVERY_METHODS, { error: FIELD_ERRORS.invalid }) });
export type NoticeDeliveryRequest = z.infer<typeof NoticeDeliveryRequestSchema>;

/** Whether this order's card payment is held (see NoticeSchema.deliveredAt). */
export const cardPaymentHeld = (order: { notice: { deliveredAt: string | null } | null }): boolean => noticeHoldsCardPayment(order);

/** POST /orders/{orderId}/agreement — the agreement page sends the version it showed. */
export const AgreementRequestSchema = z.strictObject({
  contractVersion: z.literal(LDA_CONTRACT_VERSION, { error: FIELD_ERRORS.contractVersion }),
  signatureName: lineOfText(200, FIELD_ERRORS.signatureName).check(z.minLength(1, { error: FIELD_ERRORS.signatureName })),
  accepted: z.literal(true, { error: FIELD_ERRORS.accepted }),
});
export type AgreementRequest = z.infer<typeof AgreementRequestSchema>;

/** POST /orders/{orderId}/payment-method */
export const PaymentMethodRequestSchema = z.strictObject({ method: z.enum(PAYMENT_METHODS, { error: FIELD_ERRORS.invalid }) });
export type PaymentMethodRequest = z.infer<typeof PaymentMethodRequestSchema>;
