/**
 * The email outbox. Domain code never sends mail: it adds `notifyClient(...)` / `notifyStaff(...)` — one Put of an
 * outbox item — to the TransactWriteItems that records the event, so the email exists exactly when the event does and
 * a request never waits on SES. The consumer (./consumer.ts) sends it: in AWS triggered by the table's stream on the
 * item's INSERT, with a schedule picking up retries; locally by the same code polling in-process.
 *
 * Life of an item:  pending ──claim──> sending ──> sent | skipped | held (the client's contact rules forbid email)
 *                      ^                  │
 *                      └── retry later ───┤ (backoff: 1, 4, 15, 60 minutes)
 *                                         └──> dead (after MAX_ATTEMPTS, or a permanent SES error)
 * While pending or sending the item is in GSI2 `OUTBOX#pending` by when it is due (a claim's lease counts as due
 * when it runs out: a consumer that died mid-send is taken over); dead items are in `OUTBOX#dead`; sent and skipped
 * items leave GSI2 and expire with the table's TTL.
 */
import { randomUUID } from 'node:crypto';
import type { QuestionnaireType } from '../../../shared/catalogue';
import { NEUTRAL_NOTIFICATION_TYPES } from '../../../shared/documents';
import type { Locale } from '../../../shared/i18n/core';
import type {
  AccountNotification,
  AppointmentNotification,
  ClientNotification,
  ServingNotification,
  NotificationKind,
  StaffNotification,
} from '../../../shared/notifications';
import { tableName, type TransactItem } from '../db';
import type { AccountJob } from '../domain/signup';
import { indexKeys, keys, type Key } from '../store/keys';

export const MAX_ATTEMPTS = 5;
/** Wait before attempt n+1 after attempt n failed (seconds); the schedule runs every minute in AWS. */
export const BACKOFF_SECONDS = [60, 240, 900, 3600] as const;
/** A claim lasts this long; past it another consumer may take the item over (the first is presumed dead). */
export const LEASE_SECONDS = 120;
/** Sent and skipped items are kept this long (what was sent, to whom by id, when), then expire. */
export const DONE_RETENTION_DAYS = 90;

export type Recipient =
  /**
   * Not a mail: work the consumer does with the same claim, retries and dead state — an account job of the sign-up
   * routes (which may queue mail of its own) or a case's job (CASE_JOB_KINDS, e.g. drafting its translations).
   */
  | { type: 'job' }
  | { type: 'client'; userId: string }
  | { type: 'staff'; assignee: string | null }
  /**
   * Account mail (sign-up): the pool's user and the address it is for; `locale` is used unless the user has a profile
   * with a preferred language.
   */
  | { type: 'account'; userId: string; email: string; locale: Locale }
  /** A notary appointment's contact (a guest has no account): read from the appointment when sending (issue 33). */
  | { type: 'appointment'; appointmentId: string }
  /** A service job's client (an account's profile, or a walk-in's contact): read from the job when sending (issue 32). */
  | { type: 'serviceJob'; jobId: string }
  /** Staff, about a server's registration or bond expiring on `expiresOn` (skipped if the roster changed since). */
  | { type: 'serverRoster'; sub: string; expiresOn: string };
/** `held`: the client's contact rules forbid the channel (shared/contact-rules.ts): never sent, and staff are told. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'held' | 'dead';

/** Work queued for the consumer rather than mail (the sign-up routes' account work: functions/lib/domain/signup.ts). */
export type AccountJobKind = `job.${AccountJob['kind']}`;

/**
 * Work done through the outbox rather than in a request, so that a slow or failing service never blocks the client
 * and is retried: `job.translation` drafts a case's English and back-translations (functions/lib/translation/job.ts).
 */
export const CASE_JOB_KINDS = ['job.translation'] as const;
export type CaseJobKind = (typeof CASE_JOB_KINDS)[number];
export type JobKind = AccountJobKind | CaseJobKind;
/** Whether a job item is a case's job (run by ConsumerDeps.runJob) rather than an account job (functions/lib/domain/signup.ts). */
export const isCaseJobKind = (kind: string): kind is CaseJobKind => (CASE_JOB_KINDS as readonly string[]).includes(kind);

export interface OutboxItem extends Key {
  entity: 'outbox';
  id: string;
  kind: NotificationKind | JobKind;
  recipient: Recipient;
  /** The case (submission) it is about: an opaque id for logs and staff links; never rendered into client mail. */
  caseId: string | null;
  neutral: boolean;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  /** When it may be (re)tried: creation, a backoff, or the end of a claim's lease. */
  dueAt: string;
  /** Recipients (by sub) already sent to: a retry after a partial failure does not mail them twice. */
  delivered: string[];
  messageIds?: string[];
  /** The last failure's error name (never a message: it could hold an address). */
  lastError?: string;
  /**
   * Why nothing was sent: the client turned optional mail off, no recipient has an email, or the client's contact rules
   * held it; for an appointment's message, the appointment moved or ended since it was queued (`stale`) or the number
   * answered STOP (`texts_stopped`).
   */
  skipReason?: 'opted_out' | 'no_recipient' | 'contact_rules' | 'stale' | 'texts_stopped';
  /** An appointment's message: by email (default) or text. */
  channel?: 'email' | 'sms';
  /** An appointment's reminder is for this start (ISO): sent only while the appointment still starts then. */
  forStartsAt?: string;
  doneAt?: string;
  GSI2PK?: string;
  GSI2SK?: string;
  expiresAt?: number;
  /** A sign-up code, only until it is sent (then removed; the code's own item keeps only its hash). */
  code?: string;
  /** A payment receipt's amount and time (client.paymentReceived). */
  receipt?: { amountCents: number; paidAt: string };
  /** A job's input (a sign-up's names and address), only until it is done (then removed, as a code is). */
  job?: AccountJob;
}

export interface Notification {
  kind: NotificationKind;
  recipient: Recipient;
  caseId: string | null;
  neutral: boolean;
  receipt?: { amountCents: number; paidAt: string };
}

/** The Put of a new outbox item, for the transaction that records the event. */
export function enqueueEmail(n: Notification & { code?: string }, now = new Date(), id: string = randomUUID()): TransactItem {
  const at = now.toISOString();
  const item: OutboxItem = {
    ...keys.outbox(id),
    ...indexKeys.outboxPending(at, id),
    entity: 'outbox',
    id,
    kind: n.kind,
    recipient: n.recipient,
    caseId: n.caseId,
    neutral: n.neutral,
    status: 'pending',
    attempts: 0,
    createdAt: at,
    dueAt: at,
    delivered: [],
    ...(n.code ? { code: n.code } : {}),
    ...(n.receipt ? { receipt: n.receipt } : {}),
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** The Put of a job for the consumer (account work of the sign-up routes), for the request's one write. */
export function enqueueAccountJob(job: AccountJob, now = new Date(), id: string = randomUUID()): TransactItem {
  const at = now.toISOString();
  const item: OutboxItem = {
    ...keys.outbox(id),
    ...indexKeys.outboxPending(at, id),
    entity: 'outbox',
    id,
    kind: `job.${job.kind}`,
    recipient: { type: 'job' },
    caseId: null,
    neutral: false,
    status: 'pending',
    attempts: 0,
    createdAt: at,
    dueAt: at,
    delivered: [],
    job,
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * A notary appointment's message (shared/notary/reminders.ts), by email or text, due at `dueAt` (a reminder waits in
 * GSI2 `OUTBOX#pending` until then, as a retry does). The consumer reads the appointment when sending, so a cancelled
 * or moved appointment's reminders are skipped, not sent.
 */
export function notifyAppointment(
  m: { appointmentId: string; kind: AppointmentNotification; channel: 'email' | 'sms'; dueAt: Date; forStartsAt: string },
  now = new Date(),
  id: string = randomUUID(),
): TransactItem {
  const due = m.dueAt.toISOString();
  const item: OutboxItem = {
    ...keys.outbox(id),
    ...indexKeys.outboxPending(due, id),
    entity: 'outbox',
    id,
    kind: `notary.${m.kind}`,
    recipient: { type: 'appointment', appointmentId: m.appointmentId },
    caseId: null,
    neutral: false,
    status: 'pending',
    attempts: 0,
    createdAt: now.toISOString(),
    dueAt: due,
    delivered: [],
    channel: m.channel,
    forStartsAt: m.forStartsAt,
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * A service job's message (issue 32): `served` and `proofSigned` to the job's client; `registrationExpiring` to staff,
 * due 60 or 30 days before a server's registration or bond expires. The consumer reads the job (or the roster) when it
 * sends, in the client's language; a DV job's message is neutral.
 */
export function notifyServing(
  m:
    | { jobId: string; kind: Exclude<ServingNotification, 'registrationExpiring'> }
    | { server: { sub: string; expiresOn: string }; dueAt: Date },
  now = new Date(),
  id: string = randomUUID(),
): TransactItem {
  const due = 'dueAt' in m ? m.dueAt.toISOString() : now.toISOString();
  const item: OutboxItem = {
    ...keys.outbox(id),
    ...indexKeys.outboxPending(due, id),
    entity: 'outbox',
    id,
    kind: 'server' in m ? 'serving.registrationExpiring' : `serving.${m.kind}`,
    recipient:
      'server' in m ? { type: 'serverRoster', sub: m.server.sub, expiresOn: m.server.expiresOn } : { type: 'serviceJob', jobId: m.jobId },
    caseId: null,
    neutral: false,
    status: 'pending',
    attempts: 0,
    createdAt: now.toISOString(),
    dueAt: due,
    delivered: [],
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** What a case needs for its notifications: its id, its client and its type (neutral wording), its assignee. */
export interface CaseRef {
  id: string;
  userId: string;
  questionnaireType: QuestionnaireType;
  /** The staff member the case is assigned to (sub), if any. */
  assignedTo?: { sub: string } | null;
}

export const isNeutralCase = (c: Pick<CaseRef, 'questionnaireType'>): boolean => NEUTRAL_NOTIFICATION_TYPES.has(c.questionnaireType);

/** Email the case's client (in their language, if their preferences allow this kind). */
export const notifyClient = (c: CaseRef, kind: ClientNotification, now = new Date()): TransactItem =>
  enqueueEmail({ kind: `client.${kind}`, recipient: { type: 'client', userId: c.userId }, caseId: c.id, neutral: isNeutralCase(c) }, now);

/**
 * Email the client about an order before it has a case (no submission yet): the contract is open once the signed
 * notice was given. Neutral wording for the types that need it, as for a case.
 */
export const notifyOrderClient = (
  order: { userId: string; questionnaireType: QuestionnaireType },
  kind: Extract<ClientNotification, 'contractOpen'>,
  now = new Date(),
): TransactItem =>
  enqueueEmail(
    { kind: `client.${kind}`, recipient: { type: 'client', userId: order.userId }, caseId: null, neutral: isNeutralCase(order) },
    now,
  );

/**
 * The payment receipt (issue 30), to the order's client: about the case once there is one (its link opens the case),
 * else about the order.
 */
export const notifyPaymentReceipt = (
  order: { userId: string; questionnaireType: QuestionnaireType; submissionId?: string | null },
  receipt: { amountCents: number; paidAt: string },
  now = new Date(),
): TransactItem =>
  enqueueEmail(
    {
      kind: 'client.paymentReceived',
      recipient: { type: 'client', userId: order.userId },
      caseId: order.submissionId ?? null,
      neutral: isNeutralCase(order),
      receipt,
    },
    now,
  );

/** Email staff: the member the case is assigned to, else every member of the admin group. */
export const notifyStaff = (c: CaseRef, kind: StaffNotification, now = new Date()): TransactItem =>
  enqueueEmail(
    { kind: `staff.${kind}`, recipient: { type: 'staff', assignee: c.assignedTo?.sub ?? null }, caseId: c.id, neutral: false },
    now,
  );

/** Account mail (sign-up): a code to a new account's address, or the notice to an existing account's owner. */
export const notifyAccount = (
  to: { userId: string; email: string; locale: Locale },
  kind: AccountNotification,
  code?: string,
  now = new Date(),
): TransactItem =>
  enqueueEmail(
    { kind: `account.${kind}`, recipient: { type: 'account', ...to }, caseId: null, neutral: false, ...(code ? { code } : {}) },
    now,
  );

/** The Put of a job for a case (recipient `job`), for the transaction that makes the job necessary. */
export function enqueueJob(kind: CaseJobKind, caseId: string, now = new Date(), id: string = randomUUID()): TransactItem {
  const at = now.toISOString();
  const item: OutboxItem = {
    ...keys.outbox(id),
    ...indexKeys.outboxPending(at, id),
    entity: 'outbox',
    id,
    kind,
    recipient: { type: 'job' },
    caseId,
    neutral: true,
    status: 'pending',
    attempts: 0,
    createdAt: at,
    dueAt: at,
    delivered: [],
  };
  return { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

export const backoffSeconds = (attempts: number): number => BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1];
