import { documentsContract } from '../../shared/api/contracts/documents';
import { submissionPdf } from '../lib/domain/documents';
import { createHandler } from '../lib/http';

/** PDFs of a submission: the client's own, or any for staff (the route's access says which). */
export const handler = createHandler(documentsContract, {
  'GET /submissions/{id}/pdf': async (req) => submissionPdf(req.params.id, req.user, req.query.lang),
  'GET /admin/submissions/{id}/pdf': async (req) => submissionPdf(req.params.id, null, req.query.lang),
});
