import { submissionsContract } from '../../shared/api/contracts/submissions';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/submissions';
import { createSubmission, listOwnSubmissions, ownSubmission } from '../lib/domain/submissions';
import { createHandler, reply, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';

/**
 * Submitting a questionnaire and reading one's submissions. The client's side of the case workspace is the clientcase
 * function's (functions/clientcase/handler.ts), so that these load neither S3 nor the workspace at a cold start.
 */
export const handler = createHandler(withSessionCheck(submissionsContract, assertSessionNotRevoked), {
  /** 201; a retry with the same Idempotency-Key and body answers the same (with Idempotent-Replayed: true). */
  'POST /submissions': async (req) => {
    const created = await createSubmission(req.user, req.body, req.headers[IDEMPOTENCY_KEY_HEADER]);
    return reply(201, created.body, created.replayed ? { 'idempotent-replayed': 'true' } : {});
  },
  'GET /submissions': async (req) => listOwnSubmissions(req.user, req.query),
  'GET /submissions/{id}': async (req) => ownSubmission(req.user, req.params.id),
});
