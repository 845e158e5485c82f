/**
 * Every key the table holds is built here and nowhere else. The access patterns, and the route that uses each, are
 * in docs/api.md ("Data model"). Sort keys that order by time embed the ISO timestamp (then the id, so two items of
 * the same millisecond stay distinct), and a Query with ScanIndexForward=false returns newest first.
 */
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { SubmissionStatus } from '../../../shared/api/submissions';
import { TABLE, type IndexName } from '../../../shared/data/table';

/** A type, not an interface, so a key is also a plain record (BatchGetItem's Keys). */
export type Key = { PK: string; SK: string };

/** What an idempotency record protects: one user's POST /submissions retries, or one provider's webhook events. */
export type IdempotencyScope = `submission:${string}` | `webhook:${string}`;

const user = (sub: string) => `USER#${sub}`;
const submissionPartition = (id: string) => `SUB#${id}`;
/** Status events sort by version; 6 digits keep the string order numeric far beyond any real history. */
const eventSortKey = (version: number) => `EVENT#${String(version).padStart(6, '0')}`;
const byTime = (createdAt: string, id: string) => `${createdAt}#${id}`;
/** A case's workspace (documents, requests, thread, access records): its own partition, apart from the submission's. */
const casePartition = (caseId: string) => `CASE#${caseId}`;
/** Staff's internal notes: a partition of their own, so no client-facing query can ever read one. */
const notesPartition = (caseId: string) => `NOTES#${caseId}`;
/** The translation desk's items and state share a sort-key prefix in the case's partition: one Query reads them all. */
const TRANSLATION = 'TRANSLATION#';
/** Outbox items waiting to be sent (sparse GSI2 partition), and those given up on. */
const OUTBOX_PENDING = 'OUTBOX#pending';
const OUTBOX_DEAD = 'OUTBOX#dead';
/** Orders whose Notice to Consumer staff have yet to give in person or mail (sparse GSI2 partition, B&P §6410.5(b)). */
const NOTICE_UNDELIVERED = 'NOTICE#undelivered';

export const keys = {
  /** The profile of a user. */
  profile: (sub: string): Key => ({ PK: user(sub), SK: 'PROFILE' }),
  /**
   * A user's sessions were ended (admin:revoke, account deletion): tokens from sessions begun until then are refused on
   * admin routes (functions/lib/revocation.ts).
   */
  revocation: (sub: string): Key => ({ PK: user(sub), SK: 'REVOKED' }),
  /**
   * How many of a user's submissions wait for an office payment while the office works on them (store/unpaid.ts): the
   * A-2 cap, kept in the same transactions as the submissions it counts.
   */
  unpaidCounter: (sub: string): Key => ({ PK: user(sub), SK: 'UNPAID' }),
  /**
   * The client's latest contact rules (shared/contact-rules.ts): from their latest answers that said, or from staff.
   * Account mail (no case) follows these; case mail follows the case's own rules (on META) and these.
   */
  contactRules: (sub: string): Key => ({ PK: user(sub), SK: 'CONTACT' }),
  /** A message the outbox held because the case's contact rules forbid its channel: what staff see on the case. */
  heldNotice: (caseId: string, at: string, outboxId: string): Key => ({ PK: casePartition(caseId), SK: `HELD#${byTime(at, outboxId)}` }),
  /** A user's draft of one questionnaire (at most one per type). */
  draft: (sub: string, type: QuestionnaireType): Key => ({ PK: user(sub), SK: `DRAFT#${type}` }),
  /**
   * The user's open (not yet submitted) order of a type: a pointer holding its id. Created with the order and deleted
   * by the submission, in the same transactions, so "an open order per type" holds under concurrent requests.
   */
  openOrder: (sub: string, type: QuestionnaireType): Key => ({ PK: user(sub), SK: `OPEN_ORDER#${type}` }),
  /** An order (agreement acceptance and payment), found by id alone (staff record office payments by order id). */
  order: (orderId: string): Key => ({ PK: `ORDER#${orderId}`, SK: 'ORDER' }),
  /** A checkout session → its order: how a provider's session id (webhook, test mode) finds the order. */
  checkoutSession: (sessionId: string): Key => ({ PK: `CHECKOUT#${sessionId}`, SK: 'CHECKOUT' }),
  /** A submission's listing fields and status (small: the lists and the GSIs carry only this item). */
  submission: (id: string): Key => ({ PK: submissionPartition(id), SK: 'META' }),
  /** A submission's answers, apart from the META item so that they are not copied into the GSIs. */
  submissionAnswers: (id: string): Key => ({ PK: submissionPartition(id), SK: 'ANSWERS' }),
  /** One entry of a submission's status history (version 1 = the submission itself). */
  statusEvent: (id: string, version: number): Key => ({ PK: submissionPartition(id), SK: eventSortKey(version) }),
  /** A processed request or event, expiring with the table's TTL. */
  idempotency: (scope: IdempotencyScope, key: string): Key => ({ PK: `IDEMPOTENCY#${scope}#${key}`, SK: 'IDEMPOTENCY' }),

  // The case workspace (issue 15). A case is a submission; its id is the submission id.
  /** A document of a case (uploaded by the client or by staff), found by id within its case. */
  document: (caseId: string, documentId: string): Key => ({ PK: casePartition(caseId), SK: `DOC#${documentId}` }),
  /** A document staff asked the client for. */
  documentRequest: (caseId: string, requestId: string): Key => ({ PK: casePartition(caseId), SK: `REQ#${requestId}` }),
  /** One view or download of a document (who, when), in time order within the case. */
  documentAccess: (caseId: string, at: string, accessId: string): Key => ({
    PK: casePartition(caseId),
    SK: `ACCESS#${byTime(at, accessId)}`,
  }),
  /** One message of the case's thread (client ↔ office), in time order. */
  message: (caseId: string, at: string, messageId: string): Key => ({ PK: casePartition(caseId), SK: `MSG#${byTime(at, messageId)}` }),
  /** The thread's state: read markers of the client and of the office, last message times. */
  thread: (caseId: string): Key => ({ PK: casePartition(caseId), SK: 'THREAD' }),
  /** Who on staff the case is assigned to (listed per staff member through GSI1). */
  assignment: (caseId: string): Key => ({ PK: casePartition(caseId), SK: 'ASSIGNMENT' }),
  /** An internal note (staff only). */
  note: (caseId: string, at: string, noteId: string): Key => ({ PK: notesPartition(caseId), SK: `NOTE#${byTime(at, noteId)}` }),
  /** A questionnaire type's document checklist as staff edited it (absent: the defaults of shared/checklists.ts). */
  checklist: (type: QuestionnaireType): Key => ({ PK: `CHECKLIST#${type}`, SK: 'CHECKLIST' }),
  /** The owner's counters of one day and service type (store/stats.ts), by month: a period is one Query per month. */
  stats: (day: string, type: QuestionnaireType): Key => ({ PK: `STATS#${day.slice(0, 7)}`, SK: `${day}#${type}` }),
  /** One audited staff action (an export), by month and time: the month's log is one Query. */
  audit: (at: string, id: string): Key => ({ PK: `AUDIT#${at.slice(0, 7)}`, SK: byTime(at, id) }),
  /** An email waiting in (or gone through) the outbox. */
  outbox: (id: string): Key => ({ PK: `OUTBOX#${id}`, SK: 'OUTBOX' }),
  /**
   * A limit on mail of one kind to one place (store/mail-limits.ts): a case (`case:<id>`) or an address
   * (`email:<hash>`: the address itself never goes into a key). Expires with the table's TTL.
   */
  mailLimit: (scope: string, kind: string): Key => ({ PK: `LIMIT#${scope}`, SK: kind }),
  /** The pending sign-up code of an account whose email is not yet verified (its hash; expires with the table's TTL). */
  signUpCode: (sub: string): Key => ({ PK: `SIGNUP#${sub}`, SK: 'CODE' }),
  /** A case's machine drafting (issue 26): when, by which engine, the last failure. */
  translationState: (caseId: string): Key => ({ PK: casePartition(caseId), SK: `${TRANSLATION}STATE` }),
  /** One answer on the translation desk: the client's words, the draft, staff's English and its approval. */
  translation: (caseId: string, path: string): Key => ({ PK: casePartition(caseId), SK: `${TRANSLATION}ITEM#${path}` }),

  // The notary line (issue 33).
  /** The notary's weekly hours (one item, versioned). */
  notaryWeekly: (): Key => ({ PK: NOTARY_AVAILABILITY, SK: 'WEEKLY' }),
  /** Other hours (or none) on one office-time date. */
  notaryException: (date: string): Key => ({ PK: NOTARY_AVAILABILITY, SK: `EXCEPTION#${date}` }),
  /**
   * One taken unit of the notary's time ("2026-12-05T18:00", office time), by month: written with
   * attribute_not_exists, so two bookings can never both take it.
   */
  notarySlot: (unit: string): Key => ({ PK: `NOTARY#SLOTS#${unit.slice(0, 7)}`, SK: unit }),
  /** A notary appointment, found by id alone (the manage token names it). */
  appointment: (id: string): Key => ({ PK: `APPT#${id}`, SK: 'APPT' }),
  /** A phone number that answered STOP: no texts to it until it opts in again (START). */
  smsOptOut: (e164: string): Key => ({ PK: `SMSOPTOUT#${e164}`, SK: 'OPTOUT' }),

  // Process serving (issue 32). A job's partition holds the job, its attempts and its history.
  /** A service job, found by id alone (the field app, the console, the client's page name it). */
  serviceJob: (jobId: string): Key => ({ PK: jobPartition(jobId), SK: 'JOB' }),
  /** One attempt of a job, by the id the phone made for it (an upload retried finds the same item). */
  serviceAttempt: (jobId: string, attemptId: string): Key => ({ PK: jobPartition(jobId), SK: `ATTEMPT#${attemptId}` }),
  /** One entry of a job's history (created, assigned, served, mailed, signed, filed…), in time order. */
  serviceEvent: (jobId: string, at: string, eventId: string): Key => ({ PK: jobPartition(jobId), SK: `EVENT#${byTime(at, eventId)}` }),
  /** A process server of the office: registration, county, expiry and bond (the roster is one partition). */
  processServer: (sub: string): Key => ({ PK: SERVER_ROSTER, SK: `SERVER#${sub}` }),
};

const jobPartition = (jobId: string) => `JOB#${jobId}`;
/** The roster of process servers: one small partition (a family business has a handful). */
const SERVER_ROSTER = 'SERVERS';
/** GSI2: every service job by its serve-by date (the jobs board). */
const JOBS_BOARD = 'JOBS';

const NOTARY_AVAILABILITY = 'NOTARY#AVAILABILITY';
/** GSI2: the notary's appointments by office-time month, in time order. */
const appointmentsMonth = (month: string) => `NOTARY#APPTS#${month}`;

/** What an item of a user's partition (queries.userItems) is, by its sort key. */
export function userItemKind(sk: string): 'profile' | 'draft' | 'openOrder' | 'revocation' | 'contactRules' | 'other' {
  if (sk === 'PROFILE') return 'profile';
  if (sk === 'CONTACT') return 'contactRules';
  if (sk.startsWith('DRAFT#')) return 'draft';
  if (sk.startsWith('OPEN_ORDER#')) return 'openOrder';
  if (sk === 'REVOKED') return 'revocation';
  return 'other';
}

/** The GSI attributes that list an item. */
export const indexKeys = {
  /** GSI1: a user's orders, newest first. */
  order: (sub: string, createdAt: string, orderId: string) => ({ GSI1PK: user(sub), GSI1SK: `ORDER#${byTime(createdAt, orderId)}` }),
  /** GSI1: a user's submissions; GSI2: all submissions; GSI3: submissions in one status — each newest first. */
  submission: (s: { userId: string; id: string; createdAt: string; status: SubmissionStatus }) => ({
    GSI1PK: user(s.userId),
    GSI1SK: `SUB#${byTime(s.createdAt, s.id)}`,
    GSI2PK: 'SUBS',
    GSI2SK: byTime(s.createdAt, s.id),
    ...indexKeys.submissionStatus(s.status, s.createdAt, s.id),
  }),
  /** GSI1: the cases assigned to one staff member, most recently assigned first. */
  assignment: (staffSub: string, assignedAt: string, caseId: string) => ({
    GSI1PK: `STAFF#${staffSub}`,
    GSI1SK: `CASE#${byTime(assignedAt, caseId)}`,
  }),
  /** GSI2: an outbox item is listed while it waits (by when it is due) and when it is dead; sent items leave GSI2. */
  outboxPending: (dueAt: string, id: string) => ({ GSI2PK: OUTBOX_PENDING, GSI2SK: byTime(dueAt, id) }),
  outboxDead: (deadAt: string, id: string) => ({ GSI2PK: OUTBOX_DEAD, GSI2SK: byTime(deadAt, id) }),
  /** GSI2: an order is listed while its signed notice waits for staff to give it in person or mail it. */
  noticeUndelivered: (signedAt: string, orderId: string) => ({ GSI2PK: NOTICE_UNDELIVERED, GSI2SK: byTime(signedAt, orderId) }),
  /**
   * GSI2: a notary appointment in its office-time month by start (the console's day and week); GSI1: the booker's
   * appointments when signed in.
   */
  appointment: (a: { id: string; startsAt: string; month: string; owner: string | null }) => ({
    GSI2PK: appointmentsMonth(a.month),
    GSI2SK: byTime(a.startsAt, a.id),
    ...(a.owner ? { GSI1PK: user(a.owner), GSI1SK: `APPT#${byTime(a.startsAt, a.id)}` } : {}),
  }),
  /**
   * A service job (issue 32): GSI2 the jobs board by serve-by date; GSI1 the client's jobs (when they have an account),
   * newest first; GSI3 the assigned server's jobs by serve-by date (moves with every assignment).
   */
  serviceJob: (j: { id: string; serveBy: string; createdAt: string; owner: string | null; serverSub: string | null }) => ({
    GSI2PK: JOBS_BOARD,
    GSI2SK: byTime(j.serveBy, j.id),
    ...(j.owner ? { GSI1PK: user(j.owner), GSI1SK: `JOB#${byTime(j.createdAt, j.id)}` } : {}),
    ...(j.serverSub ? indexKeys.serviceJobServer(j.serverSub, j.serveBy, j.id) : {}),
  }),
  serviceJobServer: (serverSub: string, serveBy: string, jobId: string) => ({
    GSI3PK: `SERVER#${serverSub}`,
    GSI3SK: byTime(serveBy, jobId),
  }),
  /** GSI3 moves with every status change. */
  submissionStatus: (status: SubmissionStatus, createdAt: string, id: string) => ({
    GSI3PK: `STATUS#${status}`,
    GSI3SK: byTime(createdAt, id),
  }),
};

/** One partition of the table or of a GSI, optionally narrowed to a sort-key prefix. */
export interface QuerySpec {
  index: IndexName | null;
  partition: string;
  prefix?: string;
  /** Sort keys between these bounds (inclusive; either may be absent). Not with `prefix`. */
  range?: { from?: string; to?: string };
}

export const queries = {
  /** Everything kept under a user's partition: profile, drafts, open-order pointers, revocation marker. */
  userItems: (sub: string): QuerySpec => ({ index: null, partition: user(sub) }),
  draftsOf: (sub: string): QuerySpec => ({ index: null, partition: user(sub), prefix: 'DRAFT#' }),
  ordersOf: (sub: string): QuerySpec => ({ index: 'GSI1', partition: user(sub), prefix: 'ORDER#' }),
  submissionsOf: (sub: string): QuerySpec => ({ index: 'GSI1', partition: user(sub), prefix: 'SUB#' }),
  /** Every submission, newest first: one partition (shard by month if writes ever pass ~1,000/s). */
  allSubmissions: (): QuerySpec => ({ index: 'GSI2', partition: 'SUBS' }),
  submissionsInStatus: (status: SubmissionStatus): QuerySpec => ({ index: 'GSI3', partition: `STATUS#${status}` }),
  /**
   * Submissions (all, or in one status) made between two instants: GSI2/GSI3 sort keys begin with createdAt, so the
   * range is a key condition (only those items are read). `to` is inclusive of its whole millisecond ('~' sorts after
   * every id character).
   */
  submissionsCreatedBetween: (status: SubmissionStatus | undefined, from: string | undefined, to: string | undefined): QuerySpec => ({
    ...(status ? queries.submissionsInStatus(status) : queries.allSubmissions()),
    ...(from || to ? { range: { ...(from ? { from } : {}), ...(to ? { to: `${to}#~` } : {}) } } : {}),
  }),
  /** A submission's META, ANSWERS and EVENT# items: the whole file in one Query. */
  submissionItems: (id: string): QuerySpec => ({ index: null, partition: submissionPartition(id) }),
  documentsOf: (caseId: string): QuerySpec => ({ index: null, partition: casePartition(caseId), prefix: 'DOC#' }),
  documentRequestsOf: (caseId: string): QuerySpec => ({ index: null, partition: casePartition(caseId), prefix: 'REQ#' }),
  documentAccessOf: (caseId: string): QuerySpec => ({ index: null, partition: casePartition(caseId), prefix: 'ACCESS#' }),
  messagesOf: (caseId: string): QuerySpec => ({ index: null, partition: casePartition(caseId), prefix: 'MSG#' }),
  heldNoticesOf: (caseId: string): QuerySpec => ({ index: null, partition: casePartition(caseId), prefix: 'HELD#' }),
  /** The translation desk of a case: its state and every item (one Query). */
  translationsOf: (caseId: string): QuerySpec => ({ index: null, partition: casePartition(caseId), prefix: TRANSLATION }),
  notesOf: (caseId: string): QuerySpec => ({ index: null, partition: notesPartition(caseId), prefix: 'NOTE#' }),
  assignedTo: (staffSub: string): QuerySpec => ({ index: 'GSI1', partition: `STAFF#${staffSub}`, prefix: 'CASE#' }),
  /** Outbox items due (sort key ≤ now), oldest first — see outboxDueBound. */
  outboxPending: (): QuerySpec => ({ index: 'GSI2', partition: OUTBOX_PENDING }),
  outboxDead: (): QuerySpec => ({ index: 'GSI2', partition: OUTBOX_DEAD }),
  /** The counters of one month (`yyyy-mm`) between two days (inclusive), every type. */
  statsOf: (month: string, fromDay: string, toDay: string): QuerySpec => ({
    index: null,
    partition: `STATS#${month}`,
    range: { from: fromDay, to: `${toDay}#~` },
  }),
  /** The audit log of one month (`yyyy-mm`), in time order. */
  auditOf: (month: string): QuerySpec => ({ index: null, partition: `AUDIT#${month}` }),
  /** The notary's exceptions between two office-time dates (inclusive). */
  notaryExceptions: (from: string, to: string): QuerySpec => ({
    index: null,
    partition: NOTARY_AVAILABILITY,
    range: { from: `EXCEPTION#${from}`, to: `EXCEPTION#${to}` },
  }),
  /** Taken units of one month (`yyyy-mm`) between two units (inclusive). */
  notarySlots: (month: string, fromUnit: string, toUnit: string): QuerySpec => ({
    index: null,
    partition: `NOTARY#SLOTS#${month}`,
    range: { from: fromUnit, to: toUnit },
  }),
  /** Appointments of one office-time month starting between two instants (inclusive), in time order. */
  appointmentsBetween: (month: string, from: string, to: string): QuerySpec => ({
    index: 'GSI2',
    partition: appointmentsMonth(month),
    range: { from, to: `${to}#~` },
  }),
  /** Process serving (issue 32): every job by serve-by date (the board), a client's jobs, a server's jobs. */
  serviceJobsBoard: (): QuerySpec => ({ index: 'GSI2', partition: JOBS_BOARD }),
  serviceJobsOf: (sub: string): QuerySpec => ({ index: 'GSI1', partition: user(sub), prefix: 'JOB#' }),
  serviceJobsAssignedTo: (serverSub: string): QuerySpec => ({ index: 'GSI3', partition: `SERVER#${serverSub}` }),
  /** A job's partition: the job, its attempts and its history in one Query. */
  serviceJobItems: (jobId: string): QuerySpec => ({ index: null, partition: jobPartition(jobId) }),
  processServers: (): QuerySpec => ({ index: null, partition: SERVER_ROSTER, prefix: 'SERVER#' }),
  /** Orders whose notice waits for staff, oldest signature first (GET /admin/notices). */
  noticesUndelivered: (): QuerySpec => ({ index: 'GSI2', partition: NOTICE_UNDELIVERED }),
};

/** The outbox item id of a table key (a stream record carries keys only), or null for any other item. */
export function outboxIdOf(key: { PK?: string; SK?: string }): string | null {
  return key.SK === 'OUTBOX' && key.PK?.startsWith('OUTBOX#') ? key.PK.slice('OUTBOX#'.length) : null;
}

/** The GSI2 sort key bound of "due by `now`" ('~' sorts after every id character). */
export const outboxDueBound = (now: string): string => `${now}#~`;

/** The partition and sort key attribute names of the table or of a GSI. */
export function keyNames(index: IndexName | null): { partition: string; sort: string } {
  if (!index) return { partition: TABLE.partitionKey, sort: TABLE.sortKey };
  const gsi = TABLE.globalSecondaryIndexes.find((g) => g.indexName === index)!;
  return { partition: gsi.partitionKey, sort: gsi.sortKey };
}

/**
 * The attributes of a position in a query (DynamoDB's LastEvaluatedKey / ExclusiveStartKey): the table's key, plus
 * the index's key when querying a GSI.
 */
export function positionAttributes(index: IndexName | null): string[] {
  const names: string[] = [TABLE.partitionKey, TABLE.sortKey];
  if (index) {
    const gsi = keyNames(index);
    names.push(gsi.partition, gsi.sort);
  }
  return names;
}

/** The position of an item in a query, to resume right after it. */
export function positionOf(item: Record<string, unknown>, index: IndexName | null): Record<string, string> {
  return Object.fromEntries(positionAttributes(index).map((name) => [name, String(item[name])]));
}
