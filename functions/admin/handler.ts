import { adminContract } from '../../shared/api/contracts/admin';
import { overview } from '../lib/domain/overview';
import { confirmNoticeDelivery, listNoticeHolds } from '../lib/domain/notices';
import { recordOfficePayment } from '../lib/domain/payments';
import { changeStatus, listAllSubmissions, submissionForStaff } from '../lib/domain/submissions';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';

/**
 * The CSV export, loaded on its route's first request: it carries the admin and catalogue copy for the file's headings
 * and labels (~20 KiB), which no other admin route needs at a cold start (docs/benchmarks.md, fourth pass).
 */
const exporter = () => import('../lib/domain/export');

/**
 * The console: the submissions list, search and export, a case's detail and status, the owner's overview, notices and
 * office payments. The case workspace's staff routes are the casework function's (functions/casework/handler.ts), so
 * that these load neither S3 nor Cognito nor the workspace's code at a cold start.
 */
export const handler = createHandler(withSessionCheck(adminContract, assertSessionNotRevoked), {
  'POST /admin/submissions/search': async (req) => listAllSubmissions(req.body, req.user),
  'POST /admin/submissions/export': async (req) => (await exporter()).exportSubmissions(req.user, req.body),
  'GET /admin/submissions/{id}': async (req) => submissionForStaff(req.params.id),
  'POST /admin/submissions/{id}/status': async (req) => changeStatus(req.user, req.params.id, req.body),
  'GET /admin/overview': async (req) => overview(req.query),
  'GET /admin/notices': async (req) => listNoticeHolds(req.query),
  'POST /admin/orders/{orderId}/notice-delivery': async (req) => ({
    order: await confirmNoticeDelivery(req.user, req.params.orderId, req.body),
  }),
  'POST /admin/orders/{orderId}/office-payment': async (req) => ({
    order: await recordOfficePayment(req.user, req.params.orderId, req.body?.reference),
  }),
});
