import { documentsContract } from '../../shared/api/contracts/documents';
import { packetFormPdf, packetPdf, packetStatus } from '../lib/domain/packets';
import { submissionPdf } from '../lib/domain/documents';
import { agreementPdf, noticePdf } from '../lib/domain/signed-documents';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';

/**
 * PDFs of a submission: the client's own, or any for staff; and for staff the court-forms packet (the route's access
 * says who: createHandler checks the admin group on every admin route); the client's signed notice and contract.
 */
export const handler = createHandler(withSessionCheck(documentsContract, assertSessionNotRevoked), {
  'GET /submissions/{id}/pdf': async (req) => submissionPdf(req.params.id, req.user, req.query.lang),
  'GET /admin/submissions/{id}/pdf': async (req) => submissionPdf(req.params.id, null, req.query.lang),
  'GET /admin/submissions/{id}/court-forms': async (req) => packetStatus(req.params.id, req.query.lang),
  'GET /admin/submissions/{id}/court-forms/pdf': async (req) => packetPdf(req.params.id, req.query.lang),
  'GET /admin/submissions/{id}/court-forms/{form}/pdf': async (req) => packetFormPdf(req.params.id, req.params.form, req.query.lang),
  'GET /orders/{orderId}/notice/pdf': async (req) => noticePdf(req.user, req.params.orderId, req.query.lang),
  'GET /orders/{orderId}/agreement/pdf': async (req) => agreementPdf(req.user, req.params.orderId, req.query.lang),
});
