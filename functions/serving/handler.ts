import { servingContract } from '../../shared/api/contracts/serving';
import type { DocumentContentType } from '../../shared/documents';
import type { Caller } from '../lib/auth';
import * as serving from '../lib/domain/serving';
import { ApiError, notFound, validationFailed } from '../lib/errors';
import { createHandler, reply, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import { getOrCreateProfile } from '../lib/store/profiles';
import { changeJob, getAttempt, getJobFile, getServer, jobsOfClient, type JobItem } from '../lib/store/serving';

async function clientJob(caller: Caller, jobId: string) {
  const file = await getJobFile(jobId);
  if (!file || file.job.owner !== caller.sub) throw notFound('No such service job');
  return serving.toClientJob(file.job, file.attempts);
}

/** An order the caller placed themselves, still waiting for its papers or payment. */
async function ownOrder(caller: Caller, jobId: string): Promise<JobItem> {
  const job = await serving.ownJob(caller, jobId);
  if (job.origin !== 'order') throw notFound('No such service order');
  if (job.state === 'cancelled') throw new ApiError('conflict', 'This order was cancelled');
  return job;
}

/**
 * Process serving, the client's side (issue 32). A client sees only their own jobs (404 otherwise), each attempt's
 * time and outcome, never a server's GPS or notes, and a photo only when staff shared it.
 */
export const handler = createHandler(withSessionCheck(servingContract, assertSessionNotRevoked), {
  'POST /service-orders': async (req) => {
    const profile = await getOrCreateProfile(req.user);
    const by = serving.actorOf(req.user);
    const job = serving.newJobItem(
      { ...req.body, servee: req.body.servee, addresses: req.body.addresses },
      {
        origin: 'order',
        owner: req.user.sub,
        client: {
          name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || by.name,
          email: profile.email || null,
          phone: profile.phone ?? null,
          locale: req.body.locale,
        },
        caseId: null,
        questionnaireType: null,
        paperSource: 'client',
        by,
        now: new Date(),
      },
    );
    await serving.createServiceJob(job, by);
    return reply(201, { job: serving.toClientJob(job, []) });
  },
  'POST /service-orders/{jobId}/papers/{paperId}': async (req) => {
    const job = await ownOrder(req.user, req.params.jobId);
    const paper = job.papers.find((p) => p.id === req.params.paperId);
    if (!paper) throw notFound('No such paper');
    if (paper.status === 'available') throw new ApiError('conflict', 'This paper is uploaded already');
    const papers = job.papers.map((p) =>
      p.id === paper.id ? { ...p, status: 'uploading' as const, contentType: req.body.contentType, size: req.body.size } : p,
    );
    const next = await changeJob(job, { papers }, { name: 'paperUploading', by: serving.actorOf(req.user), detail: { paper: paper.id } });
    const { presignUpload } = await import('../lib/storage');
    const upload = await presignUpload({
      caseId: job.id,
      documentId: paper.id,
      contentType: req.body.contentType as DocumentContentType,
      maxBytes: req.body.size,
    });
    return { job: serving.toClientJob(next, []), upload };
  },
  'POST /service-orders/{jobId}/papers/{paperId}/complete': async (req) => {
    const job = await ownOrder(req.user, req.params.jobId);
    const paper = job.papers.find((p) => p.id === req.params.paperId);
    if (!paper) throw notFound('No such paper');
    if (paper.status === 'available') return { job: await clientJob(req.user, job.id) };
    if (paper.status !== 'uploading' || !paper.contentType) throw new ApiError('conflict', 'Start the paper’s upload first');
    const { acceptUpload } = await import('../lib/storage');
    const verdict = await acceptUpload({ caseId: job.id, documentId: paper.id, contentType: paper.contentType as DocumentContentType });
    if (!verdict.ok) {
      if (verdict.reason === 'missing') throw new ApiError('conflict', 'The file has not arrived');
      throw validationFailed({
        file: [`documents.errors.${verdict.reason === 'too_large' ? 'tooLarge' : verdict.reason === 'empty' ? 'empty' : 'type'}`],
      });
    }
    const papers = job.papers.map((p) => (p.id === paper.id ? { ...p, status: 'available' as const, size: verdict.size } : p));
    await changeJob(job, { papers }, { name: 'paperUploaded', by: serving.actorOf(req.user), detail: { paper: paper.id } });
    return { job: await clientJob(req.user, job.id) };
  },
  'POST /service-orders/{jobId}/payment-method': async (req) => {
    const job = await ownOrder(req.user, req.params.jobId);
    if (job.payment.status === 'paid') throw new ApiError('conflict', 'This order is already paid');
    await changeJob(
      job,
      { payment: { ...job.payment, method: req.body.method } },
      { name: 'paymentMethod', by: serving.actorOf(req.user), detail: { method: req.body.method } },
    );
    return { job: await clientJob(req.user, job.id) };
  },
  'GET /me/service-jobs': async (req) => {
    const jobs = (await jobsOfClient(req.user.sub)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const files = await Promise.all(jobs.map((j) => getJobFile(j.id)));
    return { items: files.filter((f) => f !== null).map((f) => serving.toClientJob(f.job, f.attempts)) };
  },
  'GET /me/service-jobs/{jobId}': async (req) => ({ job: await clientJob(req.user, req.params.jobId) }),
  'GET /me/service-jobs/{jobId}/proof': async (req) => {
    const job = await serving.ownJob(req.user, req.params.jobId);
    if (!job.proof) throw notFound('The proof is not signed yet');
    const { presignDownload } = await import('../lib/storage');
    return presignDownload({
      caseId: job.id,
      documentId: job.proof.documentId,
      displayName: `${job.proof.form} proof of service.pdf`,
      disposition: 'attachment',
    });
  },
  'GET /me/service-jobs/{jobId}/attempts/{attemptId}/photo': async (req) => {
    const job = await serving.ownJob(req.user, req.params.jobId);
    const attempt = await getAttempt(job.id, req.params.attemptId);
    // A photo of someone's home is shown to the client only when staff shared it (the same 404 otherwise).
    if (!attempt || !attempt.photo.shared || !attempt.photo.receivedAt) throw notFound('No such photo');
    const { photoLink } = await import('../lib/serving/photos');
    return photoLink(job.id, attempt.id, `attempt-${attempt.at.slice(0, 10)}.jpg`);
  },
  'GET /me/service-jobs/{jobId}/receipt': async (req) => {
    const job = await serving.ownJob(req.user, req.params.jobId);
    return { receipt: serving.receiptOf(job, job.serverSub ? await getServer(job.serverSub) : null) };
  },
});
