import { PathIdSchema, PageQuerySchema } from '../../shared/api/common';
import {
  CreateSubmissionRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  PdfQuerySchema,
  type SubmissionDetailResponse,
  type SubmissionsPage,
} from '../../shared/api/submissions';
import { FIELD_ERRORS } from '../../shared/api/errors';
import { createSubmission, listOwnSubmissions, ownSubmission, submissionPdf } from '../lib/domain/submissions';
import { validationFailed } from '../lib/errors';
import { attachment, createHandler, json, type Request } from '../lib/http';

function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(key);
  if (!parsed.success) throw validationFailed({ [IDEMPOTENCY_KEY_HEADER]: [FIELD_ERRORS.invalid] }, 'Invalid Idempotency-Key header');
  return parsed.data;
}

export const handler = createHandler('submissions', {
  /** 201; a retry with the same Idempotency-Key and body answers the same (with Idempotent-Replayed: true). */
  'POST /submissions': async (req) => {
    const request = req.body(CreateSubmissionRequestSchema);
    const created = await createSubmission(req.user, request, idempotencyKeyOf(req));
    return json(created.status, created.body, created.replayed ? { 'idempotent-replayed': 'true' } : {});
  },
  'GET /submissions': async (req) => {
    const body: SubmissionsPage = await listOwnSubmissions(req.user, req.parseQuery(PageQuerySchema));
    return json(200, body);
  },
  'GET /submissions/{id}': async (req) => {
    const body: SubmissionDetailResponse = await ownSubmission(req.user, req.param('id', PathIdSchema));
    return json(200, body);
  },
  'GET /submissions/{id}/pdf': async (req) => {
    const id = req.param('id', PathIdSchema);
    const { lang } = req.parseQuery(PdfQuerySchema);
    const { bytes, filename } = await submissionPdf(id, req.user, lang);
    return attachment(bytes, 'application/pdf', filename);
  },
});
