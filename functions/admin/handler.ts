import { adminContract } from '../../shared/api/contracts/admin';
import { confirmNoticeDelivery, listNoticeHolds } from '../lib/domain/notices';
import { recordOfficePayment } from '../lib/domain/payments';
import { changeStatus, listAllSubmissions, submissionForStaff } from '../lib/domain/submissions';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';

export const handler = createHandler(withSessionCheck(adminContract, assertSessionNotRevoked), {
  'GET /admin/submissions': async (req) => listAllSubmissions(req.query),
  'GET /admin/submissions/{id}': async (req) => submissionForStaff(req.params.id),
  'POST /admin/submissions/{id}/status': async (req) => changeStatus(req.user, req.params.id, req.body),
  'GET /admin/notices': async (req) => listNoticeHolds(req.query),
  'POST /admin/orders/{orderId}/notice-delivery': async (req) => ({
    order: await confirmNoticeDelivery(req.user, req.params.orderId, req.body.method),
  }),
  'POST /admin/orders/{orderId}/office-payment': async (req) => ({
    order: await recordOfficePayment(req.user, req.params.orderId, req.body?.reference),
  }),
});
