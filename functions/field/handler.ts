import { fieldContract } from '../../shared/api/contracts/field';
import type { DocumentContentType } from '../../shared/documents';
import type { Caller } from '../lib/auth';
import * as serving from '../lib/domain/serving';
import { ApiError, notFound, validationFailed } from '../lib/errors';
import { createHandler, reply, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import {
  declarePhoto,
  getAttempt,
  getJobAndServer,
  getJobFile,
  getServer,
  jobsOfServer,
  recordPhoto,
  type AttemptItem,
} from '../lib/store/serving';

/** The job (assigned to the caller) and the caller's roster entry (active), in one read; 404 / 403 otherwise. */
async function load(caller: Caller, jobId: string) {
  const [job, server] = await getJobAndServer(jobId, caller.sub);
  return { job: serving.assignedOr404(job, caller), server: serving.activeServer(server) };
}

async function fieldJob(caller: Caller, jobId: string) {
  const file = await getJobFile(jobId);
  const job = serving.assignedOr404(file?.job ?? null, caller);
  return serving.toFieldJob(job, file!.attempts);
}

async function attemptOf(caller: Caller, jobId: string, attemptId: string): Promise<AttemptItem> {
  await load(caller, jobId);
  const attempt = await getAttempt(jobId, attemptId);
  if (!attempt) throw notFound('No such attempt');
  return attempt;
}

/**
 * The field app (issue 32): createHandler has checked the `server` group and the session on every route; each route
 * answers only the caller's assigned jobs (404 for any other) and only while they are on the roster (403).
 */
export const handler = createHandler(withSessionCheck(fieldContract, assertSessionNotRevoked), {
  'GET /field/jobs': async (req) => {
    const [jobs, server] = await Promise.all([jobsOfServer(req.user.sub), getServer(req.user.sub)]);
    return serving.fieldList(jobs, serving.activeServer(server));
  },
  'GET /field/jobs/{jobId}': async (req) => {
    await load(req.user, req.params.jobId);
    return { job: await fieldJob(req.user, req.params.jobId) };
  },
  'GET /field/jobs/{jobId}/papers/{paperId}': async (req) => {
    const { job } = await load(req.user, req.params.jobId);
    // Only what the client uploaded is stored; the office's papers (the packet's forms) are printed and handed over.
    const paper = job.papers.find((p) => p.id === req.params.paperId && p.status === 'available' && p.source === 'client');
    if (!paper) throw notFound('That paper is not stored here');
    const { presignDownload } = await import('../lib/storage');
    return presignDownload({ caseId: job.id, documentId: paper.id, displayName: `${paper.label}`, disposition: 'inline' });
  },
  'PUT /field/jobs/{jobId}/attempts/{attemptId}': async (req) => {
    const { server } = await load(req.user, req.params.jobId);
    const r = await serving.recordAttempt(req.user, server, req.params.jobId, req.params.attemptId, req.body);
    const job = await fieldJob(req.user, req.params.jobId);
    return reply(r.duplicate ? 200 : 201, { attempt: serving.toAttempt(r.attempt), job, duplicate: r.duplicate });
  },
  'POST /field/jobs/{jobId}/attempts/{attemptId}/photo': async (req) => {
    const attempt = await attemptOf(req.user, req.params.jobId, req.params.attemptId);
    if (!attempt.photo.expected) throw new ApiError('conflict', 'This attempt was recorded without a photo');
    if (attempt.photo.receivedAt) return { received: true, upload: null };
    await declarePhoto(req.params.jobId, req.params.attemptId, req.body);
    const { presignPhoto } = await import('../lib/serving/photos');
    const upload = await presignPhoto(req.params.jobId, req.params.attemptId, req.body.contentType as DocumentContentType, req.body.size);
    return { received: false, upload };
  },
  'POST /field/jobs/{jobId}/attempts/{attemptId}/photo/complete': async (req) => {
    const attempt = await attemptOf(req.user, req.params.jobId, req.params.attemptId);
    // Completed before (the answer was lost on the way): the same answer, nothing done twice.
    if (attempt.photo.receivedAt) return { attempt: serving.toAttempt(attempt) };
    const declared = attempt.photo.declared;
    if (!declared) throw new ApiError('conflict', 'Start the photo’s upload first');
    const { acceptPhoto } = await import('../lib/serving/photos');
    const verdict = await acceptPhoto(req.params.jobId, req.params.attemptId, {
      contentType: declared.contentType as DocumentContentType,
      sha256: declared.sha256,
    });
    if (!verdict.ok) {
      if (verdict.reason === 'missing') throw new ApiError('conflict', 'The photo has not arrived');
      throw validationFailed({
        photo: [
          verdict.reason === 'hash'
            ? 'serving.errors.photoChanged'
            : `documents.errors.${verdict.reason === 'too_large' ? 'tooLarge' : verdict.reason === 'empty' ? 'empty' : 'type'}`,
        ],
      });
    }
    const a = verdict.arrival;
    const photo = {
      ...attempt.photo,
      receivedAt: a.receivedAt,
      contentType: a.contentType,
      size: a.size,
      sha256: a.sha256,
      takenAt: a.exif.takenAt,
      exifGps: a.exif.gps,
    };
    await recordPhoto(req.params.jobId, req.params.attemptId, photo);
    return { attempt: serving.toAttempt({ ...attempt, photo }) };
  },
  'POST /field/jobs/{jobId}/mailing': async (req) => {
    const { job } = await load(req.user, req.params.jobId);
    await serving.recordMailing(req.user, job, req.body);
    return { job: await fieldJob(req.user, req.params.jobId) };
  },
  'POST /field/jobs/{jobId}/unable': async (req) => {
    const { job } = await load(req.user, req.params.jobId);
    await serving.markUnable(req.user, job, req.body.reason, req.body.expectedVersion);
    return { job: await fieldJob(req.user, req.params.jobId) };
  },
});
