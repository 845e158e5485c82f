import { PageQuerySchema, PathIdSchema } from '../../shared/api/common';
import {
  AgreementRequestSchema,
  CreateOrderRequestSchema,
  PaymentMethodRequestSchema,
  type OrderResponse,
  type OrdersPage,
} from '../../shared/api/orders';
import { acceptAgreement, choosePaymentMethod, listOwnOrders, ownOrder, startOrder } from '../lib/domain/orders';
import { createHandler, json } from '../lib/http';
import { toOrder } from '../lib/store/orders';

const reply = (status: number, body: OrderResponse) => json(status, body);

export const handler = createHandler('orders', {
  /** 201 with a new order, or 200 with the caller's open order of that type. */
  'POST /orders': async (req) => {
    const { questionnaireType } = req.body(CreateOrderRequestSchema);
    const { order, created } = await startOrder(req.user, questionnaireType);
    return reply(created ? 201 : 200, { order });
  },
  'GET /orders': async (req) => {
    const body: OrdersPage = await listOwnOrders(req.user, req.parseQuery(PageQuerySchema));
    return json(200, body);
  },
  'GET /orders/{orderId}': async (req) => reply(200, { order: toOrder(await ownOrder(req.user, req.param('orderId', PathIdSchema))) }),
  'POST /orders/{orderId}/agreement': async (req) => {
    const orderId = req.param('orderId', PathIdSchema);
    const request = req.body(AgreementRequestSchema);
    return reply(200, { order: await acceptAgreement(req.user, orderId, request, req.client) });
  },
  'POST /orders/{orderId}/payment-method': async (req) => {
    const orderId = req.param('orderId', PathIdSchema);
    const { method } = req.body(PaymentMethodRequestSchema);
    return reply(200, { order: await choosePaymentMethod(req.user, orderId, method) });
  },
});
