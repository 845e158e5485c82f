/**
 * Process serving (issue 32): service jobs applied to requests — created from a case, ordered by a client or taken at
 * the counter; assigned to a registered server; worked in the field (attempts recorded from the phone, idempotent by
 * the phone's id; photos kept as taken); the diligence and evidence rules of shared/serving/rules.ts applied by the
 * date of each event; the mailing after a substituted service; the views each audience may see. Every change is one
 * transaction with its history entry and its emails (outbox). The proof itself is drawn in the documents function
 * (functions/lib/serving/proof.ts), which checks the same readiness as here.
 */
import { createHash, randomUUID } from 'node:crypto';
import type {
  AdminJob,
  Attempt,
  ClientJob,
  Diligence,
  FieldJob,
  FieldJobsList,
  JobRow,
  ParsedAttempt,
  Receipt,
  ServerRecord,
  ServerRow,
  ServiceAddress,
} from '../../../shared/api/serving';
import type { Locale } from '../../../shared/i18n/core';
import { officeTime } from '../../../shared/notary/time';
import {
  atRisk,
  canMove,
  daysLeft,
  deadlineOf,
  FIELD_STATES,
  JOB_LIMITS,
  proofFormOf,
  REASSIGNABLE,
  registrationStatus,
  SERVING_PRICES,
  servicePriceCents,
  substitutedCompleteOn,
  type DeadlineInput,
  type JobState,
  type Method,
  type PaperKind,
} from '../../../shared/serving/jobs';
import {
  attemptsLackingEvidence,
  checkDiligence,
  PROPER_ADDRESS_KINDS,
  SERVICE_OUTCOMES,
  timeBandOf,
  type AttemptFacts,
} from '../../../shared/serving/rules';
import type { QuestionnaireType } from '../../../shared/questionnaire-types';
import type { Caller } from '../auth';
import { cancellationCodes, transact, type TransactItem } from '../db';
import { ApiError, notFound, validationFailed } from '../errors';
import { log } from '../log';
import { notifyServing } from '../outbox/outbox';
import {
  attemptPut,
  changeJob,
  createJob,
  eventPut,
  getJob,
  getJobFile,
  jobIndexKeys,
  jobUpdate,
  type Actor,
  type AttemptItem,
  type EventItem,
  type JobItem,
  type JobPaper,
  type ServerItem,
} from '../store/serving';
import { keys } from '../store/keys';

export const actorOf = (c: Caller): Actor => ({ sub: c.sub, name: [c.givenName, c.familyName].filter(Boolean).join(' ') || 'Staff' });
export const todayOffice = (now = new Date()): string => officeTime(now).date;

// ------------------------------------------------------------------------------------------------------------------
// Views
// ------------------------------------------------------------------------------------------------------------------

const facts = (a: AttemptItem): AttemptFacts => ({
  id: a.id,
  at: a.at,
  addressKind: a.addressKind,
  outcome: a.outcome,
  photo: a.photo.expected && a.photo.receivedAt !== null,
  gps: a.geo !== null,
  reason: Boolean(a.noPhotoReason) || Boolean(a.noGeoReason),
});

/** The diligence so far, for a substituted service now (or at `at`). */
export function diligenceOf(attempts: readonly AttemptItem[], at: Date): Diligence {
  const d = checkDiligence(attempts.map(facts), at);
  return {
    rule: d.rule.id,
    source: d.rule.source,
    met: d.met,
    attempts: d.attempts,
    days: d.days,
    bands: [...d.bands],
    dwelling: d.dwelling,
    need: { attempts: d.rule.minAttempts, days: d.rule.minDays, bands: d.rule.minBands, dwelling: d.rule.dwelling },
    missing: d.missing.map((m) => ({ ...m })),
  };
}

/** The day service is complete: the day of personal service, the 10th day after the mailing. */
export function completeOnOf(job: JobItem): string | null {
  if (!job.service) return null;
  if (job.service.kind === 'personal') return officeTime(new Date(job.service.at)).date;
  return job.mailing?.completeOn ?? null;
}

function base(job: JobItem) {
  return {
    id: job.id,
    state: job.state,
    version: job.version,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    paperKind: job.paperKind,
    method: job.method,
    proofForm: job.proofForm,
    caption: job.caption,
    papers: job.papers.map(({ id, label, status, source }) => ({ id, label, status, source })),
    servee: job.servee,
    addresses: job.addresses,
    deadline: job.deadline,
    rush: job.rush,
    priceCents: job.priceCents,
    server: job.serverName ? { name: job.serverName } : null,
    mailing: job.mailing
      ? { mailedOn: job.mailing.mailedOn, city: job.mailing.city, how: job.mailing.how, completeOn: job.mailing.completeOn }
      : null,
    completeOn: completeOnOf(job),
    proof: job.proof
      ? { form: job.proof.form, signedAt: job.proof.signedAt, signedBy: job.proof.signedBy.name, filedOn: job.filedOn }
      : null,
  };
}

const paymentOf = (job: JobItem) => ({
  method: job.payment.method,
  status: job.payment.status,
  paidAt: job.payment.paidAt,
  reference: job.payment.reference,
  receiptNumber: job.payment.receiptNumber,
});

export const toAttempt = (a: AttemptItem): Attempt => ({
  id: a.id,
  at: a.at,
  receivedAt: a.receivedAt,
  addressId: a.addressId,
  outcome: a.outcome,
  band: timeBandOf(new Date(a.at)),
  geo: a.geo,
  noGeoReason: a.noGeoReason,
  photo: {
    expected: a.photo.expected,
    receivedAt: a.photo.receivedAt,
    contentType: a.photo.contentType,
    size: a.photo.size,
    takenAt: a.photo.takenAt,
    exifGps: a.photo.exifGps,
    shared: a.photo.shared,
  },
  noPhotoReason: a.noPhotoReason,
  substituted: a.substituted,
  servedDescription: a.servedDescription,
  notes: a.notes,
  serverName: a.serverName,
});

/** The client's view: no GPS, no notes of the server, no photo unless staff shared it (a third party's home). */
export function toClientJob(job: JobItem, attempts: readonly AttemptItem[]): ClientJob {
  return {
    ...base(job),
    caseId: job.caseId,
    questionnaireType: job.questionnaireType,
    payment: paymentOf(job),
    attempts: attempts.map((a) => ({
      id: a.id,
      at: a.at,
      addressId: a.addressId,
      outcome: a.outcome,
      photoShared: a.photo.shared && a.photo.receivedAt !== null,
    })),
    papersMissing: job.papers.filter((p) => p.source === 'client' && p.status !== 'available').length,
  };
}

export function toFieldJob(job: JobItem, attempts: readonly AttemptItem[], now = new Date()): FieldJob {
  return {
    ...base(job),
    safetyNotes: job.safetyNotes,
    attempts: attempts.map(toAttempt),
    diligence: diligenceOf(attempts, now),
    lackingEvidence: attemptsLackingEvidence(attempts.map(facts)),
    photosWaiting: attempts.filter((a) => a.photo.expected && a.photo.receivedAt === null).map((a) => a.id),
  };
}

export function toAdminJob(job: JobItem, attempts: readonly AttemptItem[], events: readonly EventItem[], now = new Date()): AdminJob {
  return {
    ...toFieldJob(job, attempts, now),
    caseId: job.caseId,
    questionnaireType: job.questionnaireType,
    origin: job.origin,
    client: job.client,
    serverSub: job.serverSub,
    payment: paymentOf(job),
    atRisk: atRisk(job.state, job.deadline.serveBy, todayOffice(now)),
    history: events.map((e) => ({ at: e.at, event: e.event, by: e.by.name })),
  };
}

export function toRow(job: JobItem, today: string): JobRow {
  return {
    id: job.id,
    state: job.state,
    version: job.version,
    serveeName: job.servee.name,
    city: job.addresses[0]?.city ?? '',
    paperKind: job.paperKind,
    serveBy: job.deadline.serveBy,
    atRisk: atRisk(job.state, job.deadline.serveBy, today),
    daysLeft: daysLeft(job.deadline.serveBy, today),
    server: job.serverSub && job.serverName ? { sub: job.serverSub, name: job.serverName } : null,
    attempts: job.attemptCount,
    paymentStatus: job.payment.status,
    caseId: job.caseId,
    clientName: job.client.name,
  };
}

export function fieldList(jobs: readonly JobItem[], server: ServerItem | null, now = new Date()): FieldJobsList {
  const today = todayOffice(now);
  const items = jobs
    .filter((j) => FIELD_STATES.has(j.state) || (j.state === 'served' && !j.proof) || (j.state === 'unable' && !j.proof))
    .map((j) => ({
      id: j.id,
      state: j.state,
      serveeName: j.servee.name,
      address: j.addresses[0],
      serveBy: j.deadline.serveBy,
      daysLeft: daysLeft(j.deadline.serveBy, today),
      attempts: j.attemptCount,
      rush: j.rush,
      paperKind: j.paperKind,
      nextStep: nextStep(j),
    }))
    .sort((a, b) => Number(b.rush) - Number(a.rush) || a.serveBy.localeCompare(b.serveBy));
  const reg = server ? registrationStatus(server, today) : null;
  return {
    items,
    registration:
      server && reg
        ? {
            number: server.registrationNumber,
            county: server.county,
            expiresOn: reg.expiresOn,
            current: reg.current,
            daysLeft: reg.daysLeft,
          }
        : null,
  };
}

function nextStep(j: JobItem): FieldJobsList['items'][number]['nextStep'] {
  if (j.state === 'substituted' && !j.mailing) return 'mail';
  if (j.method === 'mail' && !j.mailing) return 'mail';
  if (j.state === 'served' || j.state === 'unable' || (j.state === 'substituted' && j.mailing)) return j.proof ? 'done' : 'sign';
  return 'attempt';
}

export function toServerRow(s: ServerItem, openJobs: number, today: string): ServerRow {
  const reg = registrationStatus(s, today);
  return {
    sub: s.sub,
    email: s.email,
    version: s.version,
    active: s.active,
    record: {
      name: s.name,
      phone: s.phone,
      street: s.street,
      city: s.city,
      state: s.state,
      zip: s.zip,
      registrationNumber: s.registrationNumber,
      county: s.county,
      registrationExpires: s.registrationExpires,
      bondExpires: s.bondExpires,
    },
    expiresOn: reg.expiresOn,
    daysLeft: reg.daysLeft,
    alert: reg.alert,
    current: reg.current,
    openJobs,
  };
}

export function receiptOf(job: JobItem, server: ServerItem | null): Receipt {
  if (job.payment.status !== 'paid' || !job.payment.paidAt || !job.payment.receiptNumber || !job.payment.method)
    throw new ApiError('conflict', 'The job is not paid yet');
  const extra = Math.max(0, job.addresses.length - SERVING_PRICES.includedAddresses);
  const lines: Receipt['lines'] = [{ key: 'service', quantity: 1, amountCents: SERVING_PRICES.standardCents }];
  if (job.rush) lines.push({ key: 'rush', quantity: 1, amountCents: SERVING_PRICES.rushExtraCents });
  if (extra) lines.push({ key: 'extraAddress', quantity: extra, amountCents: extra * SERVING_PRICES.extraAddressCents });
  return {
    receiptNumber: job.payment.receiptNumber,
    jobId: job.id,
    paidAt: job.payment.paidAt,
    method: job.payment.method,
    reference: job.payment.reference,
    clientName: job.client.name,
    serveeName: job.servee.name,
    lines,
    totalCents: job.priceCents,
    server: server ? { name: server.name, registrationNumber: server.registrationNumber, county: server.county } : null,
  };
}

// ------------------------------------------------------------------------------------------------------------------
// Creating jobs
// ------------------------------------------------------------------------------------------------------------------

export interface NewJob {
  paperKind: PaperKind;
  method: Method;
  servee: { kind: 'person' | 'business'; name: string; agentName?: string; agentTitle?: string; description?: string; hours?: string };
  addresses: Array<{
    kind: ServiceAddress['kind'];
    street: string;
    unit?: string;
    city: string;
    state: string;
    zip: string;
    notes?: string;
  }>;
  caption: { court?: string; caseNumber?: string; caseName?: string };
  deadline: DeadlineInput;
  safetyNotes?: string;
  rush: boolean;
  papers: string[];
}

/** A receipt number: the payment's office date and the job's id (unique, readable over the phone). */
export const receiptNumberOf = (jobId: string, paidAt: Date): string =>
  `PS-${officeTime(paidAt).date.replace(/-/g, '')}-${jobId.slice(0, 6).toUpperCase()}`;

export function newJobItem(
  input: NewJob,
  o: {
    origin: JobItem['origin'];
    owner: string | null;
    client: JobItem['client'];
    caseId: string | null;
    questionnaireType: QuestionnaireType | null;
    paperSource: JobPaper['source'];
    by: Actor;
    now: Date;
  },
): JobItem {
  const id = randomUUID();
  const at = o.now.toISOString();
  const deadline = deadlineOf(input.deadline);
  if (deadline.serveBy < todayOffice(o.now) && o.origin === 'order')
    throw validationFailed({ deadline: ['serving.errors.deadlinePast'] }, 'The serve-by date has passed');
  return {
    ...keys.serviceJob(id),
    entity: 'serviceJob',
    id,
    state: 'new',
    version: 1,
    createdAt: at,
    updatedAt: at,
    origin: o.origin,
    caseId: o.caseId,
    questionnaireType: o.questionnaireType,
    owner: o.owner,
    client: o.client,
    paperKind: input.paperKind,
    method: input.method,
    proofForm: proofFormOf(input.paperKind, input.method),
    caption: { court: input.caption.court ?? null, caseNumber: input.caption.caseNumber ?? null, caseName: input.caption.caseName ?? null },
    papers: input.papers.map((label, i) => ({
      id: `p${i + 1}`,
      label,
      status: o.paperSource === 'client' ? 'expected' : 'available',
      source: o.paperSource,
    })),
    servee: {
      kind: input.servee.kind,
      name: input.servee.name,
      agentName: input.servee.agentName ?? null,
      agentTitle: input.servee.agentTitle ?? null,
      description: input.servee.description ?? null,
      hours: input.servee.hours ?? null,
    },
    addresses: input.addresses.map((a, i) => ({
      id: `a${i + 1}`,
      kind: a.kind,
      street: a.street,
      unit: a.unit ?? null,
      city: a.city,
      state: a.state,
      zip: a.zip,
      notes: a.notes ?? null,
    })),
    safetyNotes: input.safetyNotes ?? null,
    deadline,
    rush: input.rush,
    priceCents: servicePriceCents({ rush: input.rush, addresses: input.addresses.length }),
    payment: { method: null, status: 'unpaid', paidAt: null, reference: null, receiptNumber: null },
    direction: { at, by: o.by },
    serverSub: null,
    serverName: null,
    assignedAt: null,
    attemptCount: 0,
    service: null,
    mailing: null,
    unable: null,
    proof: null,
    filedOn: null,
    cancelled: null,
  };
}

export async function createServiceJob(job: JobItem, by: Actor, extra: TransactItem[] = []): Promise<JobItem> {
  await createJob(job, by, extra);
  log('info', 'service job created', { ref: job.id, code: job.origin });
  return job;
}

// ------------------------------------------------------------------------------------------------------------------
// Loading with access rules
// ------------------------------------------------------------------------------------------------------------------

/** The caller's own job (a client): anyone else's answers 404, as a job that does not exist. */
export async function ownJob(caller: Caller, jobId: string): Promise<JobItem> {
  const job = await getJob(jobId);
  if (!job || job.owner !== caller.sub) throw notFound('No such service job');
  return job;
}

/** A job assigned to the calling server (404 for any other: a server sees only their jobs). */
export function assignedOr404(job: JobItem | null, caller: Caller): JobItem {
  if (!job || job.serverSub !== caller.sub) throw notFound('No such service job');
  return job;
}

/** The calling server's roster entry, active: a server removed from the roster is refused at once (403). */
export function activeServer(server: ServerItem | null): ServerItem {
  if (!server || !server.active) throw new ApiError('forbidden', 'You are not on the roster of process servers');
  return server;
}

// ------------------------------------------------------------------------------------------------------------------
// Attempts (the field app's queue: each PUT is the phone's record, once)
// ------------------------------------------------------------------------------------------------------------------

/** How far the phone's clock may run ahead of ours, and how old a queued attempt may be when it finally uploads. */
export const CLOCK_SKEW_MS = 10 * 60_000;
export const MAX_QUEUE_AGE_DAYS = 30;

const hashOf = (body: ParsedAttempt): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.at,
        body.addressId,
        body.outcome,
        body.geo,
        body.noGeoReason ?? null,
        body.photo,
        body.noPhotoReason ?? null,
        body.substituted ?? null,
        body.servedDescription ?? null,
        body.notes ?? null,
      ]),
    )
    .digest('hex');

export type AttemptResult = { attempt: AttemptItem; job: JobItem; duplicate: boolean };

/**
 * Record one attempt. The same attempt sent again (the queue retrying after a lost answer) changes nothing and answers
 * as the first time; a different attempt under the same id is refused (409). A substituted service is refused unless
 * the attempts before it meet the diligence rule in force on its day.
 */
export async function recordAttempt(
  caller: Caller,
  server: ServerItem,
  jobId: string,
  attemptId: string,
  body: ParsedAttempt,
  now = new Date(),
  tries = 1,
): Promise<AttemptResult> {
  const file = await getJobFile(jobId);
  const job = assignedOr404(file?.job ?? null, caller);
  const attempts = file!.attempts;
  const hash = hashOf(body);
  const existing = attempts.find((a) => a.id === attemptId);
  if (existing) {
    if (existing.hash !== hash) throw new ApiError('idempotency_conflict', 'Another attempt was recorded under this id');
    return { attempt: existing, job, duplicate: true };
  }
  if (!FIELD_STATES.has(job.state) || job.state === 'substituted' || job.method === 'mail')
    throw new ApiError('invalid_transition', 'This job takes no more attempts');
  if (attempts.length >= JOB_LIMITS.attempts) throw new ApiError('conflict', 'Too many attempts on one job: call the office');
  const address = job.addresses.find((a) => a.id === body.addressId);
  if (!address) throw validationFailed({ addressId: ['serving.errors.address'] });
  const at = new Date(body.at);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw validationFailed({ at: ['serving.errors.future'] }, 'The attempt is in the future');
  if (
    at.getTime() < now.getTime() - MAX_QUEUE_AGE_DAYS * 86_400_000 ||
    (job.assignedAt && at.getTime() < new Date(job.assignedAt).getTime() - 12 * 3_600_000)
  )
    throw validationFailed({ at: ['serving.errors.tooOld'] }, 'The attempt is older than the assignment');

  let nextState: JobState = 'attempting';
  let service: JobItem['service'] = null;
  if (body.outcome === 'substituted') {
    if (job.method !== 'personal_or_substituted') throw new ApiError('invalid_transition', 'The client chose personal service only');
    if (!PROPER_ADDRESS_KINDS.has(address.kind)) throw validationFailed({ addressId: ['serving.errors.notProperAddress'] });
    const d = diligenceOf(attempts, at);
    if (!d.met)
      throw new ApiError('diligence_not_met', 'The attempts so far do not meet reasonable diligence', {
        fieldErrors: { outcome: d.missing.map((m) => `serving.diligence.missing.${m.key}`) },
      });
    nextState = 'substituted';
    service = { attemptId, kind: 'substituted', at: body.at, addressId: address.id };
  } else if (SERVICE_OUTCOMES.has(body.outcome)) {
    nextState = 'served';
    service = { attemptId, kind: 'personal', at: body.at, addressId: address.id };
  }
  if (!canMove(job.state, nextState)) throw new ApiError('invalid_transition', `A ${job.state} job cannot become ${nextState}`);

  const item: AttemptItem = {
    ...keys.serviceAttempt(jobId, attemptId),
    entity: 'serviceAttempt',
    jobId,
    id: attemptId,
    serverSub: caller.sub,
    serverName: server.name,
    at: body.at,
    receivedAt: now.toISOString(),
    addressId: address.id,
    addressKind: address.kind,
    outcome: body.outcome,
    geo: body.geo,
    noGeoReason: body.noGeoReason ?? null,
    photo: {
      expected: body.photo,
      receivedAt: null,
      contentType: null,
      size: null,
      sha256: null,
      takenAt: null,
      exifGps: null,
      shared: false,
    },
    noPhotoReason: body.noPhotoReason ?? null,
    substituted: body.substituted
      ? {
          recipientName: body.substituted.recipientName ?? null,
          description: body.substituted.description,
          relation: body.substituted.relation,
        }
      : null,
    servedDescription: body.servedDescription ?? null,
    notes: body.notes ?? null,
    hash,
  };
  const set: Record<string, unknown> = { state: nextState, attemptCount: job.attemptCount + 1 };
  if (service) set.service = service;
  const messages = service ? [notifyServing({ jobId, kind: 'served' }, now)] : [];
  const by = actorOf(caller);
  try {
    await transact([
      attemptPut(item),
      jobUpdate(job, set, now.toISOString()),
      eventPut(jobId, service ? (service.kind === 'substituted' ? 'substituted' : 'served') : 'attempt', by, now.toISOString(), {
        attemptId,
        outcome: body.outcome,
      }),
      ...messages,
    ]);
  } catch (err) {
    const codes = cancellationCodes(err);
    // Another attempt of the same job landed meanwhile (or this one, sent twice at once): decide again on fresh state.
    if (codes && codes.slice(0, 2).some((c) => c === 'ConditionalCheckFailed') && tries < 4)
      return recordAttempt(caller, server, jobId, attemptId, body, now, tries + 1);
    throw err;
  }
  log('info', 'attempt recorded', { ref: jobId, code: body.outcome });
  return { attempt: item, job: { ...job, ...(set as Partial<JobItem>), version: job.version + 1 }, duplicate: false };
}

// ------------------------------------------------------------------------------------------------------------------
// After service: the mailing, unable to serve
// ------------------------------------------------------------------------------------------------------------------

/** The copy mailed after a substituted service (or the papers served by mail): service is complete on the 10th day. */
export async function recordMailing(
  caller: Caller,
  job: JobItem,
  body: { mailedOn: string; city: string; how: 'usps' | 'business'; expectedVersion: number },
  now = new Date(),
): Promise<JobItem> {
  if (job.version !== body.expectedVersion) throw new ApiError('conflict', 'The job changed since it was read; reload it');
  if (job.mailing) throw new ApiError('invalid_transition', 'The mailing is already recorded');
  const today = todayOffice(now);
  if (body.mailedOn > today) throw validationFailed({ mailedOn: ['serving.errors.future'] });
  const by = actorOf(caller);
  const mailing = { mailedOn: body.mailedOn, city: body.city, how: body.how, completeOn: substitutedCompleteOn(body.mailedOn), by };
  if (job.state === 'substituted') {
    const leftOn = officeTime(new Date(job.service!.at)).date;
    if (body.mailedOn < leftOn) throw validationFailed({ mailedOn: ['serving.errors.mailedBeforeService'] });
    return changeJob(job, { mailing }, { name: 'mailed', by, detail: { mailedOn: body.mailedOn } }, [], { now });
  }
  if (job.method === 'mail' && (job.state === 'assigned' || job.state === 'attempting')) {
    // Service by mail (FL-335): complete when mailed (CCP §1013: time to respond extended, not the service date).
    const service = { attemptId: 'mail', kind: 'mail' as const, at: now.toISOString(), addressId: job.addresses[0].id };
    return changeJob(
      job,
      { mailing: { ...mailing, completeOn: body.mailedOn }, service, state: 'served' },
      { name: 'mailed', by, detail: { mailedOn: body.mailedOn } },
      [notifyServing({ jobId: job.id, kind: 'served' }, now)],
      { now },
    );
  }
  throw new ApiError('invalid_transition', 'Nothing to mail for this job');
}

export async function markUnable(
  caller: Caller,
  job: JobItem,
  reason: string,
  expectedVersion: number,
  now = new Date(),
): Promise<JobItem> {
  if (job.version !== expectedVersion) throw new ApiError('conflict', 'The job changed since it was read; reload it');
  if (!canMove(job.state, 'unable') || job.state === 'substituted')
    throw new ApiError('invalid_transition', `A ${job.state} job cannot end unserved`);
  const by = actorOf(caller);
  return changeJob(job, { state: 'unable', unable: { reason, at: now.toISOString(), by } }, { name: 'unable', by }, [], { now });
}

// ------------------------------------------------------------------------------------------------------------------
// The proof: who may sign, and what it needs first (documents function signs; the field app shows it)
// ------------------------------------------------------------------------------------------------------------------

export type ProofBlock =
  | 'not_served'
  | 'mailing_pending'
  | 'already_signed'
  | 'not_the_server'
  | 'registration_expired'
  | 'diligence_not_met'
  | 'evidence_missing'
  | 'photos_waiting';

/** Why the calling server cannot sign this job's proof now (empty: they can). */
export function proofBlocks(
  job: JobItem,
  attempts: readonly AttemptItem[],
  server: ServerItem,
  caller: Caller,
  now = new Date(),
): ProofBlock[] {
  const blocks: ProofBlock[] = [];
  if (job.proof) blocks.push('already_signed');
  if (!['served', 'substituted', 'unable'].includes(job.state)) blocks.push('not_served');
  if (job.state === 'substituted' && !job.mailing) blocks.push('mailing_pending');
  // The person who served signs; nobody signs for them (a proof signed by someone else is set aside).
  const servedBy =
    job.service && job.service.kind !== 'mail' ? attempts.find((a) => a.id === job.service!.attemptId)?.serverSub : job.serverSub;
  if (servedBy !== caller.sub) blocks.push('not_the_server');
  if (!registrationStatus(server, todayOffice(now)).current) blocks.push('registration_expired');
  if (job.state === 'substituted' && job.service) {
    const before = attempts.filter((a) => a.id !== job.service!.attemptId);
    if (!diligenceOf(before, new Date(job.service.at)).met) blocks.push('diligence_not_met');
  }
  if (attemptsLackingEvidence(attempts.map(facts)).length) blocks.push('evidence_missing');
  if (attempts.some((a) => a.photo.expected && a.photo.receivedAt === null)) blocks.push('photos_waiting');
  return blocks;
}

/** The error a proof block answers with (the first that applies). */
export function proofError(blocks: readonly ProofBlock[]): ApiError {
  const b = blocks[0];
  switch (b) {
    case 'registration_expired':
      return new ApiError('registration_expired', 'Your registration or bond has expired');
    case 'not_the_server':
      return new ApiError('forbidden', 'Only the server who made the service signs its proof');
    case 'diligence_not_met':
      return new ApiError('diligence_not_met', 'The attempts before the substituted service do not meet reasonable diligence');
    case 'evidence_missing':
      return new ApiError('evidence_missing', 'An attempt lacks its photo with time and GPS, or a written reason');
    default:
      return new ApiError('invalid_transition', `The proof cannot be signed: ${blocks.join(', ')}`);
  }
}

// ------------------------------------------------------------------------------------------------------------------
// Staff
// ------------------------------------------------------------------------------------------------------------------

export async function assign(
  staff: Caller,
  job: JobItem,
  server: ServerItem | null,
  expectedVersion: number,
  now = new Date(),
): Promise<JobItem> {
  if (job.version !== expectedVersion) throw new ApiError('conflict', 'The job changed since it was read; reload it');
  if (!server || !server.active) throw validationFailed({ serverSub: ['serving.errors.notAServer'] });
  if (!registrationStatus(server, todayOffice(now)).current)
    throw new ApiError('registration_expired', 'That server’s registration or bond has expired');
  if (!REASSIGNABLE.has(job.state) && !(job.state === 'unable' && !job.proof))
    throw new ApiError('invalid_transition', `A ${job.state} job cannot be reassigned`);
  if (job.serverSub === server.sub) return job;
  const next = job.state === 'new' || job.state === 'unable' ? 'assigned' : job.state;
  const by = actorOf(staff);
  const set: Record<string, unknown> = {
    state: next,
    serverSub: server.sub,
    serverName: server.name,
    assignedAt: now.toISOString(),
    ...jobIndexKeys({ ...job, serverSub: server.sub }),
  };
  return changeJob(job, set, { name: job.serverSub ? 'reassigned' : 'assigned', by, detail: { server: server.name } }, [], {
    now,
    remove: job.state === 'unable' ? ['unable'] : [],
  });
}

export async function markFiled(staff: Caller, job: JobItem, filedOn: string, expectedVersion: number, now = new Date()): Promise<JobItem> {
  if (job.version !== expectedVersion) throw new ApiError('conflict', 'The job changed since it was read; reload it');
  if (!canMove(job.state, 'proof_filed')) throw new ApiError('invalid_transition', 'Only a signed proof can be filed');
  if (filedOn > todayOffice(now) || filedOn < job.proof!.signedAt.slice(0, 10))
    throw validationFailed({ filedOn: ['serving.errors.date'] });
  return changeJob(job, { state: 'proof_filed', filedOn }, { name: 'filed', by: actorOf(staff), detail: { filedOn } }, [], { now });
}

export async function cancelJob(staff: Caller, job: JobItem, reason: string, expectedVersion: number, now = new Date()): Promise<JobItem> {
  if (job.version !== expectedVersion) throw new ApiError('conflict', 'The job changed since it was read; reload it');
  if (!canMove(job.state, 'cancelled')) throw new ApiError('invalid_transition', `A ${job.state} job cannot be cancelled`);
  const by = actorOf(staff);
  return changeJob(job, { state: 'cancelled', cancelled: { reason, at: now.toISOString(), by } }, { name: 'cancelled', by }, [], { now });
}

/** Staff record a payment made at the office (cash, the card terminal): paid now, with its receipt number. */
export async function recordOfficePayment(
  staff: Caller,
  job: JobItem,
  reference: string | undefined,
  expectedVersion: number,
  now = new Date(),
): Promise<JobItem> {
  if (job.version !== expectedVersion) throw new ApiError('conflict', 'The job changed since it was read; reload it');
  if (job.payment.status === 'paid') throw new ApiError('conflict', 'This job is already paid');
  if (job.state === 'cancelled') throw new ApiError('invalid_transition', 'A cancelled job takes no payment');
  const by = actorOf(staff);
  const payment = {
    ...job.payment,
    method: 'office' as const,
    status: 'paid' as const,
    paidAt: now.toISOString(),
    reference: reference ?? null,
    receiptNumber: receiptNumberOf(job.id, now),
    receivedBy: by,
  };
  return changeJob(job, { payment }, { name: 'paid', by, detail: { method: 'office' } }, [], { now });
}

/** A new roster entry from the console's form. */
export function serverItem(sub: string, email: string, record: ServerRecord, version: number, now: Date, createdAt?: string): ServerItem {
  return {
    ...keys.processServer(sub),
    entity: 'processServer',
    sub,
    email,
    version,
    active: true,
    ...record,
    createdAt: createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

export { deadlineOf };
export type { Locale };
