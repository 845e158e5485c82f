/** The journey's calls (shared/api/orders.ts, payments.ts), each checked with the contract's response schema. */
import {
  OrderResponseSchema,
  OrdersPageSchema,
  type AgreementRequest,
  type Order,
  type PaymentMethod,
} from '../../../../shared/api/orders';
import { CheckoutResponseSchema, type CheckoutResponse } from '../../../../shared/api/payments';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { api } from '../../lib/api';

const enc = encodeURIComponent;

/** Creates the order for a type, or returns the open one (the server decides; the price is the catalogue's). */
export const createOrder = async (questionnaireType: QuestionnaireType): Promise<Order> =>
  (await api('/orders', { method: 'POST', body: { questionnaireType }, schema: OrderResponseSchema })).order;

export const getOrder = async (orderId: string, signal?: AbortSignal): Promise<Order> =>
  (await api(`/orders/${enc(orderId)}`, { schema: OrderResponseSchema, signal })).order;

export const listOrders = async (signal?: AbortSignal): Promise<Order[]> =>
  (await api('/orders?limit=100', { schema: OrdersPageSchema, signal })).items;

export const acceptAgreement = async (orderId: string, body: AgreementRequest): Promise<Order> =>
  (await api(`/orders/${enc(orderId)}/agreement`, { method: 'POST', body, schema: OrderResponseSchema })).order;

export const choosePaymentMethod = async (orderId: string, method: PaymentMethod): Promise<Order> =>
  (await api(`/orders/${enc(orderId)}/payment-method`, { method: 'POST', body: { method }, schema: OrderResponseSchema })).order;

export const startCheckout = (orderId: string): Promise<CheckoutResponse> =>
  api(`/orders/${enc(orderId)}/checkout`, { method: 'POST', body: {}, schema: CheckoutResponseSchema });

export const completeTestPayment = async (sessionId: string): Promise<Order> =>
  (await api(`/payments/test-mode/${enc(sessionId)}/complete`, { method: 'POST', body: {}, schema: OrderResponseSchema })).order;
