import {
  AdminSubmissionsQuerySchema,
  OfficePaymentRequestSchema,
  StatusUpdateRequestSchema,
  type AdminOrderResponse,
  type AdminSubmissionDetailResponse,
  type AdminSubmissionsPage,
} from '../../shared/api/admin';
import { PathIdSchema } from '../../shared/api/common';
import { PdfQuerySchema } from '../../shared/api/submissions';
import { recordOfficePayment } from '../lib/domain/payments';
import { changeStatus, listAllSubmissions, submissionForStaff, submissionPdf } from '../lib/domain/submissions';
import { attachment, createHandler, json } from '../lib/http';

export const handler = createHandler('admin', {
  'GET /admin/submissions': async (req) => {
    const body: AdminSubmissionsPage = await listAllSubmissions(req.parseQuery(AdminSubmissionsQuerySchema));
    return json(200, body);
  },
  'GET /admin/submissions/{id}': async (req) => {
    const body: AdminSubmissionDetailResponse = await submissionForStaff(req.param('id', PathIdSchema));
    return json(200, body);
  },
  'GET /admin/submissions/{id}/pdf': async (req) => {
    const id = req.param('id', PathIdSchema);
    const { lang } = req.parseQuery(PdfQuerySchema);
    const { bytes, filename } = await submissionPdf(id, null, lang);
    return attachment(bytes, 'application/pdf', filename);
  },
  'POST /admin/submissions/{id}/status': async (req) => {
    const id = req.param('id', PathIdSchema);
    const body: AdminSubmissionDetailResponse = await changeStatus(req.user, id, req.body(StatusUpdateRequestSchema));
    return json(200, body);
  },
  'POST /admin/orders/{orderId}/office-payment': async (req) => {
    const orderId = req.param('orderId', PathIdSchema);
    const request = req.body(OfficePaymentRequestSchema);
    const body: AdminOrderResponse = { order: await recordOfficePayment(req.user, orderId, request?.reference) };
    return json(200, body);
  },
});
