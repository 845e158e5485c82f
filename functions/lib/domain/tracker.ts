/**
 * The client's case tracker (shared/tracker.ts) from what the case holds: its order (notice, contract, payment), its
 * META (status, when work started and ended, the staff's latest note, open requests, unread messages), its documents
 * (drafts sent for review and the client's answers, a filed copy) and the service jobs of its papers. GET
 * /submissions (each item's tracker) and GET /submissions/{id}.
 */
import { trackerOf, type Tracker } from '../../../shared/tracker';
import { listDocuments, type DocumentItem } from '../store/documents';
import { getOrder, toOrder } from '../store/orders';
import { jobsOfClient, type JobItem } from '../store/serving';
import type { SubmissionItem } from '../store/submissions';

const SERVED_STATES = new Set(['served', 'substituted', 'proof_signed', 'proof_filed']);

/** When a job's papers were served: the served attempt, or for a substituted service the day it is complete. */
function servedAt(job: JobItem): string | null {
  if (!SERVED_STATES.has(job.state)) return null;
  if (job.service?.kind === 'substituted') return job.mailing?.completeOn ?? null;
  return job.service?.at ?? job.mailing?.completeOn ?? null;
}

export function documentsFacts(docs: readonly DocumentItem[]): Parameters<typeof trackerOf>[0]['documents'] {
  const office = docs.filter((d) => d.status === 'available' && d.source === 'staff');
  const reviews = office.filter((d) => d.review);
  const answered = reviews
    .map((d) => d.review!.at)
    .filter((v): v is string => Boolean(v))
    .sort();
  const filed = office
    .filter((d) => d.kind === 'filed_copy')
    .map((d) => d.availableAt ?? d.createdAt)
    .sort();
  return {
    reviewsSent: reviews.length,
    reviewsPending: reviews.filter((d) => d.review!.decision === 'pending').length,
    lastReviewAt: answered.at(-1) ?? null,
    filedAt: filed[0] ?? null,
  };
}

/**
 * One case's tracker. `jobs` are the client's service jobs when the caller already read them (a list reads them
 * once for all its cases). 2–3 reads: the order, the documents, the jobs.
 */
export async function caseTracker(meta: SubmissionItem, jobs?: readonly JobItem[]): Promise<Tracker> {
  const [order, docs, clientJobs] = await Promise.all([
    getOrder(meta.orderId),
    listDocuments(meta.id),
    jobs ? Promise.resolve(jobs) : jobsOfClient(meta.userId),
  ]);
  const o = order ? toOrder(order) : null;
  return trackerOf({
    questionnaireType: meta.questionnaireType,
    order: {
      notice: o?.notice ? { signedAt: o.notice.signedAt, deliveredAt: o.notice.deliveredAt } : null,
      agreement: o?.agreement ? { acceptedAt: o.agreement.acceptedAt } : null,
      payment: o
        ? { method: o.payment.method, status: o.payment.status, paidAt: o.payment.paidAt }
        : { method: meta.paymentMethod, status: meta.paymentStatus, paidAt: null },
    },
    submission: {
      createdAt: meta.createdAt,
      status: meta.status,
      // Cases from before these were kept: the time they entered their status is the best estimate.
      processingAt: meta.processingAt ?? (meta.status === 'processing' ? (meta.statusSince ?? meta.updatedAt) : null),
      completedAt: meta.completedAt ?? (meta.status === 'completed' ? (meta.statusSince ?? meta.updatedAt) : null),
      openRequests: Math.max(0, meta.openRequests ?? 0),
      unreadMessages: Math.max(0, meta.unreadClient ?? 0),
    },
    documents: documentsFacts(docs),
    jobs: clientJobs
      .filter((j) => j.caseId === meta.id && j.state !== 'cancelled')
      .map((j) => ({ state: j.state, servedAt: servedAt(j), serveBy: j.deadline?.serveBy ?? null })),
    latestNote: meta.lastNote ?? null,
  });
}
