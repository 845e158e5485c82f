import { randomUUID } from 'node:crypto';
import type {
  AdminSubmissionDetailResponse,
  AdminSubmissionsPage,
  AdminSubmissionsQuery,
  StatusUpdateRequest,
} from '../../../shared/api/admin';
import type { PageQuery } from '../../../shared/api/common';
import { orderStage } from '../../../shared/api/orders';
import {
  canTransition,
  INITIAL_STATUS,
  type CreateSubmissionRequest,
  type CreateSubmissionResponse,
  type SubmissionDetailResponse,
  type SubmissionsPage,
} from '../../../shared/api/submissions';
import { FIELD_ERRORS, ROOT_FIELD } from '../../../shared/api/errors';
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { LoadedQuestionnaire } from '../../../shared/questionnaires/load';
import type { ValidationResult } from '../../../shared/questionnaires/validate';
import { currentVersion } from '../../../shared/questionnaires/versions';
import { displayName, type Caller } from '../auth';
import { backoffMs, cancellationCodes, failedConditions, transact } from '../db';
import { ApiError, notFound, validationFailed } from '../errors';
import { canonicalJson, sha256 } from '../hash';
import { log } from '../log';
import { enqueueJob, notifyClient, notifyStaff } from '../outbox/outbox';
import { jobsOfClient } from '../store/serving';
import { caseTracker } from './tracker';
import { draftDeleteOp } from '../store/drafts';
import { getIdempotencyRecord, idempotencyPutOp, type IdempotencyRecord } from '../store/idempotency';
import { getOpenOrder, getOrder, linkSubmissionOp, openOrderDeleteOp, toAdminOrder, toOrder } from '../store/orders';
import { getOrCreateProfile } from '../store/profiles';
import {
  getSubmission,
  getSubmissionFile,
  listSubmissions,
  listSubmissionsOf,
  statusChangeOps,
  submissionCreateOps,
  toAdminStatusEvent,
  toAdminSubmission,
  toStatusEvent,
  toSubmission,
  type StatusEventFields,
  type SubmissionFields,
  type SubmissionFilter,
} from '../store/submissions';
import { statsOps } from '../store/stats';
import { clientContactRulesPutOp } from '../store/contact';
import { contactRulesFromAnswers } from '../../../shared/contact-rules';
import { ensureUnpaidCounter, placeChangeOnStatus, takeUnpaidPlaceOp } from '../store/unpaid';
import { searchReadBudget, searchWords } from './search';

/** How long a POST /submissions Idempotency-Key is remembered (a client retries within minutes). */
const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/**
 * Submissions a user may have waiting for an office payment at once: office payment lets a questionnaire be
 * submitted before any money changes hands, so without a cap one account could fill the staff queue in a loop. A third
 * one is refused (402 payment_required) until the office records a payment or pays by card. Counted in the
 * submission's own transaction (store/unpaid.ts), so concurrent submissions cannot get past it (F4).
 */
export const MAX_UNPAID_SUBMISSIONS = 2;

export interface Created {
  status: number;
  body: CreateSubmissionResponse;
  /** True when this answers a retry from its idempotency record. */
  replayed: boolean;
}

function replay(record: IdempotencyRecord, requestHash: string): Created {
  if (record.requestHash !== requestHash) {
    throw new ApiError('idempotency_conflict', 'This Idempotency-Key was used with a different request');
  }
  return { status: record.response.status, body: record.response.body as CreateSubmissionResponse, replayed: true };
}

/**
 * A questionnaire (its definition, whose zod schema is built when its module loads, and its messages) is loaded on the
 * first submission of its type, one type per chunk (shared/questionnaires/load.ts): the other routes of the
 * submissions and admin functions never need one, so a cold start of those does not pay for them, and a submission
 * reads only its own type's.
 */
const questionnaires = () =>
  Promise.all([import('../../../shared/questionnaires/load'), import('../../../shared/questionnaires/validate')]);

/**
 * The questionnaire's validation, at a trust boundary: answers are arbitrary JSON, and should the validator ever
 * throw on some input, that input is refused as invalid (400, logged) rather than answered with a 500.
 */
async function validateSafely(
  type: QuestionnaireType,
  answers: unknown,
): Promise<{ questionnaire: LoadedQuestionnaire; validation: ValidationResult }> {
  const [{ loadQuestionnaire }, { validateWith }] = await questionnaires();
  const questionnaire = await loadQuestionnaire(type);
  try {
    return { questionnaire, validation: validateWith(questionnaire.definition, answers) };
  } catch (err) {
    log('warn', 'answers validation threw', { errorName: (err as Error)?.name });
    return { questionnaire, validation: { ok: false, fieldErrors: { [ROOT_FIELD]: [FIELD_ERRORS.invalid] } } };
  }
}

/**
 * Submit a questionnaire. The answers are validated against the questionnaire (the validated copy is stored); the
 * caller's open order of that type must have the agreement accepted (else 409 agreement_required) and the payment
 * settled or arranged (card paid, or office chosen; else 402 payment_required). One transaction then writes the
 * submission (META, ANSWERS, the first history event), links and closes the order, deletes the draft and records the
 * Idempotency-Key with the response: a retry with the same key and body answers that response again (even after the
 * order is closed); the same key with another body is 409 idempotency_conflict.
 *
 * Concurrent requests with one key race for the same order: the losers' transactions are cancelled (or they find the
 * order already closed), and they look for the winner's record before answering, so all of them answer the winner's
 * response. A transaction cancelled for any other reason is retried from the start, twice at most.
 */
export async function createSubmission(
  caller: Caller,
  request: CreateSubmissionRequest,
  idempotencyKey: string | undefined,
  attempt = 1,
): Promise<Created> {
  const scope = `submission:${caller.sub}` as const;
  const requestHash = sha256(canonicalJson(request));
  /** The answer already given for this key, if any. */
  const previous = async () => {
    const record = idempotencyKey ? await getIdempotencyRecord(scope, idempotencyKey) : null;
    return record ? replay(record, requestHash) : null;
  };
  const done = await previous();
  if (done) return done;

  const type = request.questionnaireType;
  const { questionnaire, validation } = await validateSafely(type, request.answers);
  if (!validation.ok) throw validationFailed(validation.fieldErrors, 'Some answers need attention');

  const [profile, order] = await Promise.all([getOrCreateProfile(caller), getOpenOrder(caller.sub, type)]);
  const stage = order ? orderStage(toOrder(order)) : 'notice';
  if (stage !== 'questionnaire') {
    // A concurrent request with this key may have just submitted (and closed) the order.
    const justDone = await previous();
    if (justDone) return justDone;
    if (stage === 'notice') throw new ApiError('notice_required', 'Sign the Notice to Consumer for this service first');
    if (stage === 'forms') throw new ApiError('forms_required', 'Select the forms for us to prepare first');
    if (stage === 'notice_delivery')
      throw new ApiError('notice_delivery_required', 'The contract opens once the office has given the notice');
    if (stage === 'agreement') throw new ApiError('agreement_required', 'Accept the agreement for this service first');
    throw new ApiError('payment_required', 'Choose how to pay (and pay by card) first');
  }
  const ready = order!;
  const unpaid = ready.paymentStatus === 'unpaid';
  const tooManyUnpaid = () =>
    new ApiError(
      'payment_required',
      `At most ${MAX_UNPAID_SUBMISSIONS} submissions can wait for an office payment; pay by card or at the office first`,
    );
  if (unpaid) await ensureUnpaidCounter(caller.sub);

  const now = new Date().toISOString();
  const id = randomUUID();
  // The language the answers were written in (the form's), else the client's preferred one.
  const locale = request.locale ?? profile.preferredLanguage;
  const [[{ summarizeWith }], { submissionSearchText }] = await Promise.all([questionnaires(), import('./search-text')]);
  const summary = summarizeWith(questionnaire, validation.data, locale);
  const accountName = `${profile.firstName} ${profile.lastName}`.trim();
  const clientEmail = summary.clientEmail || profile.email;
  // How the office may reach the client (a domestic-violence client who said email is not safe): the case's rules,
  // enforced by the outbox on every message about it, and the client's latest rules (account mail follows them).
  const contactRules = contactRulesFromAnswers(type, validation.data as Record<string, unknown>, now);
  const fields: SubmissionFields = {
    id,
    userId: caller.sub,
    orderId: ready.orderId,
    questionnaireType: type,
    status: INITIAL_STATUS,
    version: 1,
    locale,
    definitionVersion: currentVersion(type),
    clientName: summary.clientName || accountName,
    clientEmail,
    // What staff may write to: the account's own address (verified at sign-up), beside the answers' (F18).
    accountEmail: profile.email,
    caseDetails: summary.caseDetails,
    specialInstructions: summary.specialInstructions,
    paymentMethod: ready.paymentMethod!,
    paymentStatus: ready.paymentStatus,
    statusSince: now,
    search: submissionSearchText({
      questionnaireType: type,
      names: [summary.clientName, accountName],
      emails: [clientEmail, profile.email],
    }),
    createdAt: now,
    updatedAt: now,
    ...(unpaid ? { holdsUnpaidSlot: true } : {}),
    ...(contactRules ? { contactRules } : {}),
  };
  const created: StatusEventFields = {
    version: 1,
    from: null,
    to: INITIAL_STATUS,
    note: null,
    at: now,
    actorRole: 'client',
    actorSub: caller.sub,
    actorName: accountName || 'Client',
  };
  const body: CreateSubmissionResponse = { submission: toSubmission(fields) };
  const ops = [
    // First: a place among the submissions waiting for an office payment, only while below the cap.
    ...(unpaid ? [takeUnpaidPlaceOp(caller.sub, MAX_UNPAID_SUBMISSIONS)] : []),
    ...submissionCreateOps(fields, validation.data, created),
    linkSubmissionOp(ready, id, now),
    openOrderDeleteOp(ready),
    draftDeleteOp(caller.sub, type),
    ...(contactRules ? [clientContactRulesPutOp(caller.sub, id, contactRules)] : []),
    // Staff hear of it by email (outbox, same transaction: no submission without its notification, and vice versa).
    notifyStaff(fields, 'newSubmission'),
    // …and the client gets "we received your answers", in their language, linking to the case (issue 30).
    notifyClient(fields, 'submissionReceived'),
    // Answers given in Spanish get their machine drafts for the translation desk (issue 26), off the request.
    ...(locale === 'es' ? [enqueueJob('job.translation', id)] : []),
    // The owner's figures, in the same transaction (store/stats.ts).
    ...statsOps({
      kind: 'submitted',
      at: now,
      type,
      amountCents: ready.amountCents,
      awaitingPayment: ready.paymentStatus === 'unpaid',
    }),
  ];
  if (idempotencyKey)
    ops.push(idempotencyPutOp(scope, idempotencyKey, { requestHash, response: { status: 201, body } }, IDEMPOTENCY_TTL_SECONDS));

  try {
    await transact(ops);
  } catch (err) {
    // transact() already retried contention alone; here a condition failed (its index says which), possibly beside
    // items cancelled for TransactionConflict (mixed reasons): the failed condition decides.
    if (!cancellationCodes(err)) throw err;
    const winner = await previous();
    if (winner) return winner;
    if (unpaid && failedConditions(err).includes(0)) throw tooManyUnpaid();
    // Another condition (the order closed or changed meanwhile): read everything again, a bounded number of times.
    if (attempt >= 3) throw new ApiError('conflict', 'The order changed while submitting; please try again');
    await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    return createSubmission(caller, request, idempotencyKey, attempt + 1);
  }
  log('info', 'submission created', { ref: id });
  return { status: 201, body, replayed: false };
}

/** The caller's submission; someone else's answers exactly like a missing one. */
export async function ownSubmission(caller: Caller, id: string): Promise<SubmissionDetailResponse> {
  const file = await getSubmissionFile(id);
  if (!file || file.meta.userId !== caller.sub) throw notFound('Submission not found');
  const tracker = await caseTracker(file.meta);
  return { submission: { ...toSubmission(file.meta), answers: file.answers, tracker }, history: file.events.map(toStatusEvent) };
}

/** The caller's cases, each with its tracker (the client's service jobs read once for the page). */
export async function listOwnSubmissions(caller: Caller, query: PageQuery): Promise<SubmissionsPage> {
  const [{ items, nextCursor }, jobs] = await Promise.all([listSubmissionsOf(caller.sub, query), jobsOfClient(caller.sub)]);
  const trackers = await Promise.all(items.map((item) => caseTracker(item, jobs)));
  return { items: items.map((item, i) => ({ ...toSubmission(item), tracker: trackers[i] })), nextCursor };
}

/**
 * Staff's list: by creation time, by status (GSI3) or all (GSI2), within a creation range, narrowed by the other
 * filters — assignment included (`assigned`: 'me', the calling staff member's cases, or 'none': unassigned ones).
 */
export async function listAllSubmissions(query: AdminSubmissionsQuery, caller?: Caller, now = new Date()): Promise<AdminSubmissionsPage> {
  const { items, nextCursor } = await listSubmissions(filterOf(query, now, caller), {
    limit: query.limit,
    cursor: query.cursor,
    readBudget: searchReadBudget(),
    ascending: query.order === 'asc',
  });
  return { items: items.map(toAdminSubmission), nextCursor };
}

/** The store's filter for a list or export request; `assigned: 'me'` means the calling staff member's cases. */
export function filterOf(query: Omit<AdminSubmissionsQuery, 'limit' | 'cursor'>, now: Date, caller?: Caller): SubmissionFilter {
  const attention = query.pendingForDays !== undefined;
  return {
    assignee: query.assigned === 'none' ? 'none' : query.assigned === 'me' && caller ? { sub: caller.sub } : undefined,
    status: attention ? 'pending' : query.status,
    words: searchWords(query.q),
    questionnaireType: query.questionnaireType,
    paymentStatus: query.paymentStatus,
    createdFrom: query.submittedFrom && new Date(query.submittedFrom).toISOString(),
    createdTo: query.submittedTo && new Date(query.submittedTo).toISOString(),
    updatedBefore: attention ? new Date(now.getTime() - query.pendingForDays! * 86_400_000).toISOString() : undefined,
    pendingForDays: query.pendingForDays,
  };
}

export async function submissionForStaff(id: string): Promise<AdminSubmissionDetailResponse> {
  const file = await getSubmissionFile(id);
  if (!file) throw notFound('Submission not found');
  const order = await getOrder(file.meta.orderId);
  if (!order) throw new Error(`Submission ${id} has no order`);
  return {
    submission: { ...toAdminSubmission(file.meta), answers: file.answers },
    history: file.events.map(toAdminStatusEvent),
    order: toAdminOrder(order),
  };
}

/**
 * Move a submission to another status (STATUS_TRANSITIONS), from the version the staff member saw: a stale version
 * is 409 conflict, a transition the table does not allow is 409 invalid_transition, and either way nothing changes.
 * The history event is written in the same transaction as the conditional update.
 */
export async function changeStatus(staff: Caller, id: string, request: StatusUpdateRequest): Promise<AdminSubmissionDetailResponse> {
  const meta = await getSubmission(id);
  if (!meta) throw notFound('Submission not found');
  if (meta.version !== request.expectedVersion) throw new ApiError('conflict', 'The submission changed since it was loaded');
  if (!canTransition(meta.status, request.status))
    throw new ApiError('invalid_transition', `A ${meta.status} submission cannot become ${request.status}`);
  const event: StatusEventFields = {
    version: meta.version + 1,
    from: meta.status,
    to: request.status,
    note: request.note || null,
    at: new Date().toISOString(),
    actorRole: 'staff',
    actorSub: staff.sub,
    actorName: displayName(staff, 'Staff'),
  };
  try {
    await transact([
      ...statusChangeOps(meta, event, placeChangeOnStatus(meta, event.to)),
      notifyClient(meta, 'statusChanged'),
      ...statsOps({
        kind: 'statusChanged',
        at: event.at,
        type: meta.questionnaireType,
        submittedAt: meta.createdAt,
        from: meta.status,
        to: event.to,
        // Items written before statusSince existed: their last change is the best estimate.
        since: meta.statusSince ?? meta.updatedAt,
      }),
    ]);
  } catch (err) {
    if (cancellationCodes(err)) throw new ApiError('conflict', 'The submission changed since it was loaded');
    throw err;
  }
  log('info', 'status changed', { ref: id, code: `${event.from}->${event.to}` });
  return submissionForStaff(id);
}
