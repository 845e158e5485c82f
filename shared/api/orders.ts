import * as z from 'zod/mini';
import { CONSUMER_NOTICE_VERSION } from '../contract/consumer-notice';
import { LDA_CONTRACT_VERSION } from '../contract/version';
import { contractInForce, noticeAwaitsDelivery } from '../compliance';
import { CentsSchema, IdSchema, lineOfText, LocaleSchema, pageOf, QuestionnaireTypeSchema, TimestampSchema } from './common';
import { FIELD_ERRORS } from './errors';
import { foldedWords } from './text';

/**
 * Orders: one purchase of one questionnaire. The journey is Notice to Consumer (B&P §6410.5) → the notice given in
 * person or mailed (§6410.5(b), the owner's reading for a client first met online: shared/compliance.ts) → agreement
 * (§6410) → payment method → payment → questionnaire; the server derives where an order stands (`stage`) from what
 * it holds, and enforces the order of the steps: the agreement only after the signed notice was given, a payment
 * method only after the agreement, a checkout only for card, a submission only once the agreement is accepted and the
 * payment settled (card paid) or arranged (office chosen; staff mark it received).
 */

export const PAYMENT_METHODS = ['card', 'office'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who settled a payment: the card provider (Stripe, or the local test mode) or staff at the office. */
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'office'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The next thing the client has to do for an order. */
export const ORDER_STAGES = [
  'notice',
  'forms',
  'notice_delivery',
  'agreement',
  'payment_method',
  'payment',
  'questionnaire',
  'submitted',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** How staff gave the Notice to Consumer when the first contact was not in person (B&P §6410.5(b)). */
export const NOTICE_DELIVERY_METHODS = ['in_person', 'mail'] as const;
export type NoticeDeliveryMethod = (typeof NOTICE_DELIVERY_METHODS)[number];

export interface OrderState {
  notice: { deliveredAt: string | null } | null;
  /** The forms the client selected for us to prepare (shared/forms-selection.ts), once they have. */
  forms?: { selected: readonly string[] } | null;
  agreement: { acceptedAt: string } | null;
  payment: { method: PaymentMethod | null; status: PaymentStatus };
  submissionId: string | null;
}

export function orderStage(order: OrderState): OrderStage {
  if (order.submissionId) return 'submitted';
  if (!order.notice) return 'notice';
  // B&P §6400(d)(1): the client selects the forms before the contract names them (an order whose contract was
  // accepted before the selection existed keeps it).
  if (!order.forms && !contractInForce(order)) return 'forms';
  if (noticeAwaitsDelivery(order)) return 'notice_delivery';
  // No contract yet, or one accepted before the notice was given: it is accepted (again) now.
  if (!contractInForce(order)) return 'agreement';
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

/**
 * A US mailing address, where the signed notice is mailed. The notice page's form and the API parse with it. The
 * client chooses it (a safe address, a P.O. box or someone else's are fine): it is not the profile's.
 */
export const MailingAddressSchema = z.strictObject({
  line1: lineOfText(100, FIELD_ERRORS.addressLine1).check(z.minLength(1, { error: FIELD_ERRORS.addressLine1 })),
  line2: z.optional(lineOfText(100)),
  city: lineOfText(60, FIELD_ERRORS.city).check(z.minLength(1, { error: FIELD_ERRORS.city })),
  state: z.string({ error: FIELD_ERRORS.state }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { error: FIELD_ERRORS.state })),
  zip: z.string({ error: FIELD_ERRORS.zip }).check(z.trim(), z.regex(/^\d{5}(?:-\d{4})?$/, { error: FIELD_ERRORS.zip })),
});
export type MailingAddress = z.infer<typeof MailingAddressSchema>;

/** One line per part, as on an envelope. */
export const addressLines = (a: MailingAddress): string[] =>
  [a.line1, a.line2 ?? '', `${a.city}, ${a.state} ${a.zip}`].filter((l) => l.trim().length > 0);

/** How the client will get the signed notice: mailed to an address they give, or in person at the office. */
export const NoticeDeliveryChoiceSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('mail'), address: MailingAddressSchema }),
  z.strictObject({ method: z.literal('in_person') }),
]);
export type NoticeDeliveryChoice = z.infer<typeof NoticeDeliveryChoiceSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------------------------

export const NoticeSchema = z.object({
  noticeVersion: z.string(),
  /** The language the notice was shown and signed in. */
  locale: LocaleSchema,
  signatureName: z.string(),
  signedAt: TimestampSchema,
  /** How the client asked to get the signed notice (null: not asked yet; the waiting step asks). */
  deliveryRequest: z.nullable(NoticeDeliveryChoiceSchema),
  /** When staff recorded that the notice was given in person or mailed (null until then). */
  deliveredAt: z.nullable(TimestampSchema),
  /** The day it was given or mailed (YYYY-MM-DD, California). */
  deliveredOn: z.nullable(z.string()),
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

/** The forms the client selected, and when they last changed the selection. */
export const FormsChoiceSchema = z.object({ selected: z.array(z.string()), selectedAt: TimestampSchema });

export const OrderSchema = z.object({
  orderId: IdSchema,
  questionnaireType: QuestionnaireTypeSchema,
  /** From shared/catalogue.ts when the order was created. */
  amountCents: CentsSchema,
  currency: z.literal('usd'),
  stage: z.enum(ORDER_STAGES),
  notice: z.nullable(NoticeSchema),
  forms: z.nullable(FormsChoiceSchema),
  agreement: z.nullable(AgreementSchema),
  payment: PaymentSchema,
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

/**
 * POST /orders/{orderId}/notice — the notice page sends the version and language it showed and how the client wants the
 * signed notice (it may be chosen or changed later: PUT /orders/{orderId}/notice/delivery); the date is the server's.
 */
export const NoticeRequestSchema = z.strictObject({
  noticeVersion: z.literal(CONSUMER_NOTICE_VERSION, { error: FIELD_ERRORS.noticeVersion }),
  locale: LocaleSchema,
  signatureName: lineOfText(200, FIELD_ERRORS.signatureName).check(z.minLength(1, { error: FIELD_ERRORS.signatureName })),
  delivery: z.optional(NoticeDeliveryChoiceSchema),
});
export type NoticeRequest = z.infer<typeof NoticeRequestSchema>;

/** YYYY-MM-DD, a real calendar day. */
export const CalendarDateSchema = z.string({ error: FIELD_ERRORS.deliveryDate }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: FIELD_ERRORS.deliveryDate }),
  z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: FIELD_ERRORS.deliveryDate,
  }),
);

/**
 * POST /admin/orders/{orderId}/notice-delivery — staff record how and on which day the signed notice was given (in
 * person) or mailed. The server refuses a day in the future or before the client signed it.
 */
export const NoticeDeliveryRequestSchema = z.strictObject({
  method: z.enum(NOTICE_DELIVERY_METHODS, { error: FIELD_ERRORS.invalid }),
  date: CalendarDateSchema,
});
export type NoticeDeliveryRequest = z.infer<typeof NoticeDeliveryRequestSchema>;

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
