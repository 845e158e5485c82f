import { adminContract } from '../../shared/api/contracts/admin';
import { exportSubmissions } from '../lib/domain/export';
import { overview } from '../lib/domain/overview';
import { confirmNoticeDelivery, listNoticeHolds } from '../lib/domain/notices';
import { recordOfficePayment } from '../lib/domain/payments';
import { changeStatus, listAllSubmissions, submissionForStaff } from '../lib/domain/submissions';
import { createHandler } from '../lib/http';

export const handler = createHandler(adminContract, {
  'POST /admin/submissions/search': async (req) => listAllSubmissions(req.body),
  'POST /admin/submissions/export': async (req) => exportSubmissions(req.user, req.body),
  'GET /admin/submissions/{id}': async (req) => submissionForStaff(req.params.id),
  'POST /admin/submissions/{id}/status': async (req) => changeStatus(req.user, req.params.id, req.body),
  'GET /admin/overview': async (req) => overview(req.query),
  'GET /admin/notices': async (req) => listNoticeHolds(req.query),
  'POST /admin/orders/{orderId}/notice-delivery': async (req) => ({
    order: await confirmNoticeDelivery(req.user, req.params.orderId, req.body.method),
  }),
  'POST /admin/orders/{orderId}/office-payment': async (req) => ({
    order: await recordOfficePayment(req.user, req.params.orderId, req.body?.reference),
  }),
});
