import { ordersContract } from '../../shared/api/contracts/orders';
import {
  acceptAgreement,
  chooseNoticeDelivery,
  choosePaymentMethod,
  listOwnOrders,
  ownOrder,
  selectForms,
  signNotice,
  startOrder,
} from '../lib/domain/orders';
import { createHandler, reply, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import { toOrder } from '../lib/store/orders';

export const handler = createHandler(withSessionCheck(ordersContract, assertSessionNotRevoked), {
  /** 201 with a new order, or 200 with the caller's open order of that type. */
  'POST /orders': async (req) => {
    const { order, created } = await startOrder(req.user, req.body.questionnaireType);
    return reply(created ? 201 : 200, { order });
  },
  'GET /orders': async (req) => listOwnOrders(req.user, req.query),
  'GET /orders/{orderId}': async (req) => ({ order: toOrder(await ownOrder(req.user, req.params.orderId)) }),
  'POST /orders/{orderId}/notice': async (req) => ({
    order: await signNotice(req.user, req.params.orderId, req.body, req.client),
  }),
  'PUT /orders/{orderId}/notice/delivery': async (req) => ({
    order: await chooseNoticeDelivery(req.user, req.params.orderId, req.body),
  }),
  'PUT /orders/{orderId}/forms': async (req) => ({ order: await selectForms(req.user, req.params.orderId, req.body.forms) }),
  'POST /orders/{orderId}/agreement': async (req) => ({
    order: await acceptAgreement(req.user, req.params.orderId, req.body, req.client),
  }),
  'POST /orders/{orderId}/payment-method': async (req) => ({
    order: await choosePaymentMethod(req.user, req.params.orderId, req.body.method),
  }),
});
