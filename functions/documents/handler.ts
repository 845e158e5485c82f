import { documentsContract } from '../../shared/api/contracts/documents';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';

/**
 * What draws the PDFs (pdf-lib and its fonts, the questionnaires, the court-form maps) is loaded on a route's first
 * request, not at cold start: each is its own chunk of the bundle (infra/aws/bundling.ts), so the function starts
 * with the entry alone and a request reads only what its route needs.
 */
const packets = () => import('../lib/domain/packets');
const printouts = () => import('../lib/domain/documents');
const signed = () => import('../lib/domain/signed-documents');
const proofs = () => import('../lib/domain/service-proofs');

/**
 * PDFs of a submission: the client's own, or any for staff; and for staff the court-forms packet (the route's access
 * says who: createHandler checks the admin group on every admin route); the client's signed notice and contract.
 */
export const handler = createHandler(withSessionCheck(documentsContract, assertSessionNotRevoked), {
  'GET /submissions/{id}/pdf': async (req) => (await printouts()).submissionPdf(req.params.id, req.user, req.query.lang),
  'GET /admin/submissions/{id}/pdf': async (req) => (await printouts()).submissionPdf(req.params.id, null, req.query.lang),
  'GET /admin/submissions/{id}/court-forms': async (req) => (await packets()).packetStatus(req.params.id, req.query.lang),
  'GET /admin/submissions/{id}/court-forms/pdf': async (req) => (await packets()).packetPdf(req.params.id, req.query.lang),
  'POST /admin/submissions/{id}/court-forms/case-document': async (req) => ({
    document: await (await packets()).addPacketToCase(req.user, req.params.id, req.query.lang),
  }),
  'GET /admin/submissions/{id}/court-forms/{form}/pdf': async (req) =>
    (await packets()).packetFormPdf(req.params.id, req.params.form, req.query.lang),
  // The proof of service (issue 32): the server's own only (the `server` group; their assigned job, else 404).
  'GET /field/jobs/{jobId}/proof/pdf': async (req) => (await proofs()).proofPreview(req.user, req.params.jobId),
  'POST /field/jobs/{jobId}/proof': async (req) => ({ job: await (await proofs()).signProof(req.user, req.params.jobId, req.body) }),
  'GET /orders/{orderId}/notice/pdf': async (req) => (await signed()).noticePdf(req.user, req.params.orderId, req.query.lang),
  'GET /admin/orders/{orderId}/notice/pdf': async (req) => (await signed()).noticePdf(null, req.params.orderId, req.query.lang),
  'GET /orders/{orderId}/agreement/pdf': async (req) => (await signed()).agreementPdf(req.user, req.params.orderId, req.query.lang),
});
