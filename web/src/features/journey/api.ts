/** The journey's calls (shared/api/orders.ts, payments.ts), each checked with the contract's response schema. */
import {
  OrderResponseSchema,
  type AgreementRequest,
  type NoticeRequest,
  type Order,
  type PaymentMethod,
} from '../../../../shared/api/orders';
import { CheckoutResponseSchema, type CheckoutResponse } from '../../../../shared/api/payments';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { api, apiBlob } from '../../lib/api';

const enc = encodeURIComponent;

/** Creates the order for a type, or returns the open one (the server decides; the price is the catalogue's). */
export const createOrder = async (questionnaireType: QuestionnaireType): Promise<Order> =>
  (await api('/orders', { method: 'POST', body: { questionnaireType }, schema: OrderResponseSchema })).order;

export const getOrder = async (orderId: string, signal?: AbortSignal): Promise<Order> =>
  (await api(`/orders/${enc(orderId)}`, { schema: OrderResponseSchema, signal })).order;

export const signNotice = async (orderId: string, body: NoticeRequest): Promise<Order> =>
  (await api(`/orders/${enc(orderId)}/notice`, { method: 'POST', body, schema: OrderResponseSchema })).order;

/** The client's signed copy (GET /orders/{id}/notice/pdf or /agreement/pdf), saved as a download. */
export async function downloadSigned(orderId: string, what: 'notice' | 'agreement', lang: 'en' | 'es'): Promise<void> {
  const { blob, filename } = await apiBlob(`/orders/${enc(orderId)}/${what}/pdf?lang=${lang}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename ?? `${what}-${orderId}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const acceptAgreement = async (orderId: string, body: AgreementRequest): Promise<Order> =>
  (await api(`/orders/${enc(orderId)}/agreement`, { method: 'POST', body, schema: OrderResponseSchema })).order;

export const choosePaymentMethod = async (orderId: string, method: PaymentMethod): Promise<Order> =>
  (await api(`/orders/${enc(orderId)}/payment-method`, { method: 'POST', body: { method }, schema: OrderResponseSchema })).order;

export const startCheckout = (orderId: string): Promise<CheckoutResponse> =>
  api(`/orders/${enc(orderId)}/checkout`, { method: 'POST', body: {}, schema: CheckoutResponseSchema });

export const completeTestPayment = async (sessionId: string): Promise<Order> =>
  (await api(`/payments/test-mode/${enc(sessionId)}/complete`, { method: 'POST', body: {}, schema: OrderResponseSchema })).order;
