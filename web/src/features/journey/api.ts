/** The journey's calls (orders and payments), through the typed client: each answer is checked with its route's contract. */
import type { AgreementRequest, NoticeDeliveryChoice, NoticeRequest, Order, PaymentMethod } from '../../../../shared/api/orders';
import type { CheckoutResponse } from '../../../../shared/api/payments';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import type { Locale } from '../../../../shared/i18n/core';
import { call, download } from '../../lib/api';

/** Creates the order for a type, or returns the open one (the server decides; the price is the catalogue's). */
export const createOrder = async (questionnaireType: QuestionnaireType): Promise<Order> =>
  (await call('POST /orders', { body: { questionnaireType } })).order;

export const getOrder = async (orderId: string, signal?: AbortSignal): Promise<Order> =>
  (await call('GET /orders/{orderId}', { params: { orderId }, signal })).order;

export const signNotice = async (orderId: string, body: NoticeRequest): Promise<Order> =>
  (await call('POST /orders/{orderId}/notice', { params: { orderId }, body })).order;

/** How the client gets the signed notice (mailed to an address, or at the office); may change until it is given. */
export const chooseNoticeDelivery = async (orderId: string, body: NoticeDeliveryChoice): Promise<Order> =>
  (await call('PUT /orders/{orderId}/notice/delivery', { params: { orderId }, body })).order;

/** The forms the client directs us to prepare (every change is kept on the order). */
export const selectForms = async (orderId: string, forms: string[]): Promise<Order> =>
  (await call('PUT /orders/{orderId}/forms', { params: { orderId }, body: { forms } })).order;

/** The client's signed copy (GET /orders/{id}/notice/pdf or /agreement/pdf), saved as a download. */
export const downloadSigned = (orderId: string, what: 'notice' | 'agreement', lang: Locale): Promise<void> =>
  what === 'notice'
    ? download('GET /orders/{orderId}/notice/pdf', { params: { orderId }, query: { lang } }, `notice-${orderId}.pdf`)
    : download('GET /orders/{orderId}/agreement/pdf', { params: { orderId }, query: { lang } }, `agreement-${orderId}.pdf`);

export const acceptAgreement = async (orderId: string, body: AgreementRequest): Promise<Order> =>
  (await call('POST /orders/{orderId}/agreement', { params: { orderId }, body })).order;

export const choosePaymentMethod = async (orderId: string, method: PaymentMethod): Promise<Order> =>
  (await call('POST /orders/{orderId}/payment-method', { params: { orderId }, body: { method } })).order;

export const startCheckout = (orderId: string): Promise<CheckoutResponse> =>
  call('POST /orders/{orderId}/checkout', { params: { orderId }, body: {} });

export const completeTestPayment = async (sessionId: string): Promise<Order> =>
  (await call('POST /payments/test-mode/{sessionId}/complete', { params: { sessionId }, body: {} })).order;
