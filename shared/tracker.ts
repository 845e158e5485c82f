/**
 * The client's case tracker (issue 30, item 2): named milestones per service, each done, current or still to come,
 * with the day it happened or the day it is expected, and the one thing to do next. Derived on the server from what
 * the case really holds (functions/lib/domain/tracker.ts gathers it): the order (Notice to Consumer signed and given,
 * contract, payment), the submission (answers received, status, the staff's notes), the case's documents (drafts sent
 * for review and the client's answers, a filed copy) and the service jobs of its papers. Nothing here guesses: a
 * milestone is done only when the record says so, and an expected date comes only from the business's published
 * turnaround (BUSINESS.turnaround: "under two weeks for preparation") or the serve-by date of a service job.
 *
 * The list of milestones of a service never changes while its case moves (a step that did not happen, such as a
 * review the office did not need, is shown as not needed), so "3 of 9" never becomes "3 of 10".
 */
import { BUSINESS } from './business';
import { noticeAwaitsDelivery, type NoticePolicy } from './compliance';
import { canBookSigning } from './notary/from-case';
import type { QuestionnaireType } from './questionnaire-types';
import { SERVED_PAPERS } from './serving/from-case';

export const MILESTONES = [
  'notice',
  'noticeGiven',
  'contract',
  'paid',
  'answers',
  'preparing',
  'review',
  'ready',
  'signed',
  'filed',
  'served',
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** done: happened (with its day when known); current: the case is there now; upcoming: later; skipped: not needed. */
export const MILESTONE_STATES = ['done', 'current', 'upcoming', 'skipped'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

/** What the client should do (or wait for) now, most urgent first. */
export const NEXT_ACTIONS = [
  'closed',
  'uploadRequested',
  'reviewDrafts',
  'readMessages',
  'payAtOffice',
  'waitPreparing',
  'bookSigning',
  'signAndFile',
  'waitService',
  'done',
] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];

export interface TrackerMilestone {
  id: Milestone;
  state: MilestoneState;
  /** When it happened (ISO timestamp or YYYY-MM-DD). */
  at: string | null;
  /** When it is expected, for one not done yet (YYYY-MM-DD). */
  expected: string | null;
}

export interface Tracker {
  milestones: TrackerMilestone[];
  next: { action: NextAction; count: number; expected: string | null };
  /** The office's latest note to the client (with a status change), if any. */
  latestNote: { text: string; at: string } | null;
}

/** What the server knows about a case, in the shape the tracker reads. */
export interface TrackerInput {
  questionnaireType: QuestionnaireType;
  order: {
    notice: { signedAt: string; deliveredAt: string | null } | null;
    agreement: { acceptedAt: string } | null;
    payment: { method: 'card' | 'office' | null; status: 'unpaid' | 'paid'; paidAt: string | null };
  };
  submission: {
    createdAt: string;
    status: 'pending' | 'processing' | 'completed' | 'rejected';
    /** When work started (the first change to processing), if it did. */
    processingAt: string | null;
    /** When it was completed (the last change to completed), if it was. */
    completedAt: string | null;
    openRequests: number;
    unreadMessages: number;
  };
  documents: {
    /** Office drafts sent for the client's review, and how many the client has not answered yet. */
    reviewsSent: number;
    reviewsPending: number;
    /** The last answer the client gave on a draft. */
    lastReviewAt: string | null;
    /** When the office shared a filed copy (kind `filed_copy`), if it did. */
    filedAt: string | null;
  };
  /** The case's service jobs (cancelled ones left out). */
  jobs: Array<{ state: string; servedAt: string | null; serveBy: string | null }>;
  latestNote: { text: string; at: string } | null;
}

/** Types whose documents are signed before a notary rather than filed with a court (shared/notary/from-case.ts). */
export const isSignedNotFiled = (type: QuestionnaireType): boolean => canBookSigning(type);
/** Types whose papers are served on another party (shared/serving/from-case.ts). */
export const isServed = (type: QuestionnaireType): boolean => type in SERVED_PAPERS;

/** The milestones a service goes through, in order (the same list for the whole life of its case). */
export function milestonesOf(type: QuestionnaireType, policy: NoticePolicy = BUSINESS.compliance.noticeWhenNotInPerson): Milestone[] {
  return MILESTONES.filter((m) => {
    if (m === 'noticeGiven') return policy === 'deliver-before-contract';
    if (m === 'signed') return isSignedNotFiled(type);
    if (m === 'filed') return !isSignedNotFiled(type);
    if (m === 'served') return isServed(type);
    return true;
  });
}

/** YYYY-MM-DD `days` calendar days after an ISO timestamp (UTC day). */
export function addDays(iso: string, days: number): string {
  const d = new Date(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** When the prepared documents are expected: the published turnaround ("under two weeks") from the answers. */
export const expectedReady = (answersAt: string): string => addDays(answersAt, BUSINESS.turnaround.standardDays);

export function trackerOf(input: TrackerInput, policy: NoticePolicy = BUSINESS.compliance.noticeWhenNotInPerson): Tracker {
  const { order, submission: s, documents: d } = input;
  const completed = s.status === 'completed';
  const closed = s.status === 'rejected';
  const jobs = input.jobs;
  const served = jobs.filter((j) => j.servedAt);
  const openJobs = jobs.filter((j) => !j.servedAt && ['new', 'assigned', 'attempting'].includes(j.state));
  const serveBy =
    openJobs
      .map((j) => j.serveBy)
      .filter((v): v is string => Boolean(v))
      .sort()[0] ?? null;
  const ready = expectedReady(s.createdAt);

  const facts: Record<Milestone, { done: boolean; at: string | null; expected?: string | null; skipped?: boolean }> = {
    notice: { done: Boolean(order.notice), at: order.notice?.signedAt ?? null },
    noticeGiven: {
      done: Boolean(order.notice) && !noticeAwaitsDelivery(order, policy),
      at: order.notice?.deliveredAt ?? null,
    },
    contract: { done: Boolean(order.agreement), at: order.agreement?.acceptedAt ?? null },
    paid: { done: order.payment.status === 'paid', at: order.payment.paidAt },
    answers: { done: true, at: s.createdAt },
    // Preparing is the current step from the answers on (once work started, or while the office has not yet looked
    // at them); it is done when drafts come for review or the documents are ready.
    preparing: {
      done: completed || d.reviewsSent > 0,
      at: s.completedAt,
      expected: ready,
    },
    review: {
      done: d.reviewsSent > 0 && d.reviewsPending === 0,
      at: d.reviewsPending === 0 ? d.lastReviewAt : null,
      // Completed without drafts to review: the office did not need the client's review.
      skipped: d.reviewsSent === 0 && completed,
    },
    ready: { done: completed, at: s.completedAt, expected: ready },
    signed: { done: false, at: null },
    filed: { done: d.filedAt !== null, at: d.filedAt },
    served: {
      done: jobs.length > 0 && served.length === jobs.length,
      at:
        served
          .map((j) => j.servedAt!)
          .sort()
          .at(-1) ?? null,
      expected: serveBy,
    },
  };
  const ids = milestonesOf(input.questionnaireType, policy);
  // The current milestone: the first one not done (payment at the office may come after the answers: it never holds
  // the case's place while later steps are done).
  const lastDone = ids.reduce((last, id, i) => (facts[id].done ? i : last), -1);
  let current = -1;
  if (!closed) {
    for (let i = 0; i < ids.length; i++) {
      const f = facts[ids[i]];
      if (!f.done && !f.skipped && i > lastDone) {
        current = i;
        break;
      }
    }
  }
  const milestones: TrackerMilestone[] = ids.map((id, i) => {
    const f = facts[id];
    const state: MilestoneState = f.done ? 'done' : f.skipped ? 'skipped' : i === current ? 'current' : 'upcoming';
    return { id, state, at: f.done ? f.at : null, expected: state === 'done' || closed ? null : (f.expected ?? null) };
  });

  return { milestones, next: nextOf(input, facts.filed.done, serveBy, ready), latestNote: input.latestNote };
}

function nextOf(input: TrackerInput, filed: boolean, serveBy: string | null, ready: string): Tracker['next'] {
  const { submission: s, documents: d, order } = input;
  const at = (action: NextAction, count = 0, expected: string | null = null) => ({ action, count, expected });
  if (s.status === 'rejected') return at('closed');
  if (s.openRequests > 0) return at('uploadRequested', s.openRequests);
  if (d.reviewsPending > 0) return at('reviewDrafts', d.reviewsPending);
  if (s.unreadMessages > 0) return at('readMessages', s.unreadMessages);
  if (order.payment.method === 'office' && order.payment.status !== 'paid') return at('payAtOffice');
  if (s.status !== 'completed') return at('waitPreparing', 0, ready);
  if (isSignedNotFiled(input.questionnaireType)) return at('bookSigning');
  const open = input.jobs.some((j) => !j.servedAt && ['new', 'assigned', 'attempting'].includes(j.state));
  if (open) return at('waitService', 0, serveBy);
  if (!filed) return at('signAndFile');
  return at('done');
}
