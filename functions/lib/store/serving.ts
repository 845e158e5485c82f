/**
 * Process serving's data (issue 32), in the one table (keys.ts): a job's partition holds the job, its attempts (one
 * item per attempt, keyed by the id the phone made: an upload retried finds the same item) and its history; the
 * roster of process servers is one small partition. Lists are Queries of one partition (GSI2 the board by serve-by
 * date, GSI1 a client's jobs, GSI3 a server's jobs), never a scan. Every change of a job is conditional on its
 * version (409 on a stale one) and writes its history entry in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '../../../shared/i18n/core';
import type { QuestionnaireType } from '../../../shared/questionnaire-types';
import type { Deadline, JobState, Method, PaperKind } from '../../../shared/serving/jobs';
import type { AddressKind, Outcome } from '../../../shared/serving/rules';
import { cancellationCodes, ddb, isConditionFailed, tableName, transact, type TransactItem } from '../db';
import { ApiError } from '../errors';
import { expr } from './expr';
import { getItems } from './items';
import { indexKeys, keys, queries, type Key } from './keys';
import { queryAll } from './query';

export interface Actor {
  sub: string;
  name: string;
}

export interface JobAddress {
  id: string;
  kind: AddressKind;
  street: string;
  unit: string | null;
  city: string;
  state: string;
  zip: string;
  notes: string | null;
}

export interface JobPaper {
  id: string;
  label: string;
  status: 'expected' | 'uploading' | 'available';
  source: 'packet' | 'client' | 'office';
  contentType?: string;
  size?: number;
}

export interface JobPayment {
  method: 'card' | 'office' | null;
  status: 'unpaid' | 'paid';
  paidAt: string | null;
  reference: string | null;
  receiptNumber: string | null;
  /** Card checkouts started for the job (the last one may still be open). */
  checkoutSessionIds?: string[];
  receivedBy?: Actor;
}

export interface JobItem extends Key {
  entity: 'serviceJob';
  id: string;
  state: JobState;
  version: number;
  createdAt: string;
  updatedAt: string;
  origin: 'case' | 'order' | 'walkin';
  caseId: string | null;
  questionnaireType: QuestionnaireType | null;
  /** The client's account, when they have one (their page and email); a walk-in may have none. */
  owner: string | null;
  client: { name: string; email: string | null; phone: string | null; locale: Locale };
  paperKind: PaperKind;
  method: Method;
  proofForm: string;
  caption: { court: string | null; caseNumber: string | null; caseName: string | null };
  papers: JobPaper[];
  servee: {
    kind: 'person' | 'business';
    name: string;
    agentName: string | null;
    agentTitle: string | null;
    description: string | null;
    hours: string | null;
  };
  addresses: JobAddress[];
  safetyNotes: string | null;
  deadline: Deadline;
  rush: boolean;
  priceCents: number;
  payment: JobPayment;
  /** The client's specific direction: they chose the method from the court's descriptions (when, recorded by whom). */
  direction: { at: string; by: Actor };
  serverSub: string | null;
  serverName: string | null;
  assignedAt: string | null;
  attemptCount: number;
  /** The attempt that served the papers, and how. */
  service: { attemptId: string; kind: 'personal' | 'substituted' | 'mail'; at: string; addressId: string } | null;
  mailing: { mailedOn: string; city: string; how: 'usps' | 'business'; completeOn: string; by: Actor } | null;
  unable: { reason: string; at: string; by: Actor } | null;
  proof: {
    form: string;
    documentId: string;
    signedAt: string;
    signedBy: Actor;
    signatureName: string;
    sha256: string;
  } | null;
  filedOn: string | null;
  cancelled: { reason: string; at: string; by: Actor } | null;
  GSI1PK?: string;
  GSI1SK?: string;
  GSI2PK?: string;
  GSI2SK?: string;
  GSI3PK?: string;
  GSI3SK?: string;
}

export interface AttemptPhoto {
  expected: boolean;
  /** What the phone declared when it asked to upload. */
  declared?: { contentType: string; size: number; sha256: string };
  /** The server's own record of the bytes' arrival (also stored beside the photo in S3). */
  receivedAt: string | null;
  contentType: string | null;
  size: number | null;
  sha256: string | null;
  takenAt: string | null;
  exifGps: { lat: number; lng: number } | null;
  /** Staff shared it with the client (otherwise the client never sees a photo of a third party's home). */
  shared: boolean;
}

export interface AttemptItem extends Key {
  entity: 'serviceAttempt';
  jobId: string;
  id: string;
  serverSub: string;
  serverName: string;
  at: string;
  receivedAt: string;
  addressId: string;
  addressKind: AddressKind;
  outcome: Outcome;
  geo: { lat: number; lng: number; accuracy: number; at: string } | null;
  noGeoReason: string | null;
  photo: AttemptPhoto;
  noPhotoReason: string | null;
  substituted: { recipientName: string | null; description: string; relation: string } | null;
  servedDescription: string | null;
  notes: string | null;
  /** SHA-256 of the attempt as first received: a retried upload of the same attempt is recognised by it. */
  hash: string;
}

export interface EventItem extends Key {
  entity: 'serviceEvent';
  jobId: string;
  at: string;
  event: string;
  by: Actor;
  detail?: Record<string, string | number | boolean | null>;
}

export interface ServerItem extends Key {
  entity: 'processServer';
  sub: string;
  email: string;
  version: number;
  active: boolean;
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  registrationNumber: string;
  county: string;
  registrationExpires: string;
  bondExpires: string;
  createdAt: string;
  updatedAt: string;
}

// ------------------------------------------------------------------------------------------------------------------
// Reads
// ------------------------------------------------------------------------------------------------------------------

export async function getJob(jobId: string): Promise<JobItem | null> {
  const [job] = await getItems<JobItem>([keys.serviceJob(jobId)]);
  return job;
}

/** A job with its server's roster entry, in one read (the field app's routes need both). */
export async function getJobAndServer(jobId: string, serverSub: string): Promise<[JobItem | null, ServerItem | null]> {
  const [job, server] = await getItems<JobItem | ServerItem>([keys.serviceJob(jobId), keys.processServer(serverSub)]);
  return [job as JobItem | null, server as ServerItem | null];
}

/** A job's whole partition: the job, its attempts (in time order) and its history. */
export async function getJobFile(jobId: string): Promise<{ job: JobItem; attempts: AttemptItem[]; events: EventItem[] } | null> {
  const items = await queryAll<JobItem | AttemptItem | EventItem>(queries.serviceJobItems(jobId), { consistent: true });
  const job = items.find((i): i is JobItem => i.entity === 'serviceJob');
  if (!job) return null;
  const attempts = items.filter((i): i is AttemptItem => i.entity === 'serviceAttempt').sort((a, b) => a.at.localeCompare(b.at));
  const events = items.filter((i): i is EventItem => i.entity === 'serviceEvent');
  return { job, attempts, events };
}

export const boardJobs = (): Promise<JobItem[]> => queryAll<JobItem>(queries.serviceJobsBoard());
export const jobsOfClient = (sub: string): Promise<JobItem[]> => queryAll<JobItem>(queries.serviceJobsOf(sub));
export const jobsOfServer = (sub: string): Promise<JobItem[]> => queryAll<JobItem>(queries.serviceJobsAssignedTo(sub));

export async function getAttempt(jobId: string, attemptId: string): Promise<AttemptItem | null> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.serviceAttempt(jobId, attemptId), ConsistentRead: true }),
  );
  return (Item as AttemptItem | undefined) ?? null;
}

// ------------------------------------------------------------------------------------------------------------------
// Writes
// ------------------------------------------------------------------------------------------------------------------

export function eventPut(jobId: string, event: string, by: Actor, at: string, detail?: EventItem['detail']): TransactItem {
  const id = randomUUID();
  const item: EventItem = {
    ...keys.serviceEvent(jobId, at, id),
    entity: 'serviceEvent',
    jobId,
    at,
    event,
    by,
    ...(detail ? { detail } : {}),
  };
  return { Put: { TableName: tableName(), Item: item } };
}

export const jobIndexKeys = (j: Pick<JobItem, 'id' | 'deadline' | 'createdAt' | 'owner' | 'serverSub'>) =>
  indexKeys.serviceJob({ id: j.id, serveBy: j.deadline.serveBy, createdAt: j.createdAt, owner: j.owner, serverSub: j.serverSub });

/** A new job, its first history entry and `extra` (outbox items, a counter), all or nothing. */
export async function createJob(job: JobItem, by: Actor, extra: TransactItem[] = []): Promise<void> {
  await transact([
    { Put: { TableName: tableName(), Item: { ...job, ...jobIndexKeys(job) }, ConditionExpression: 'attribute_not_exists(PK)' } },
    eventPut(job.id, 'created', by, job.createdAt, { origin: job.origin }),
    ...extra,
  ]);
}

/**
 * The Update of a job from the version that was read: `set` fields (the version and updatedAt follow), `remove`d
 * attributes; refused (ConditionalCheckFailed) if anyone changed it since.
 */
export function jobUpdate(
  job: Pick<JobItem, 'id' | 'version'>,
  set: Partial<JobItem> & Record<string, unknown>,
  at: string,
  remove: string[] = [],
): TransactItem {
  const e = expr();
  const update = e.set({ ...set, version: job.version + 1, updatedAt: at }) + e.remove(...remove);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.serviceJob(job.id),
      UpdateExpression: update,
      ConditionExpression: `${e.name('version')} = ${e.value(job.version)}`,
      ...e.attributes(),
    },
  };
}

/**
 * Change a job (first item of the transaction) with its history entry and `extra`; 409 when the job changed since
 * it was read (or when an extra item's own condition failed: `conflicts` names those indexes' messages).
 */
export async function changeJob(
  job: JobItem,
  set: Partial<JobItem> & Record<string, unknown>,
  event: { name: string; by: Actor; detail?: EventItem['detail'] },
  extra: TransactItem[] = [],
  opts: { remove?: string[]; now?: Date } = {},
): Promise<JobItem> {
  const at = (opts.now ?? new Date()).toISOString();
  try {
    await transact([jobUpdate(job, set, at, opts.remove), eventPut(job.id, event.name, event.by, at, event.detail), ...extra]);
  } catch (err) {
    const codes = cancellationCodes(err);
    if (codes?.[0] === 'ConditionalCheckFailed') throw new ApiError('conflict', 'The job changed since it was read; reload it');
    if (codes?.some((c) => c === 'ConditionalCheckFailed'))
      throw new ApiError('conflict', 'Something this change depends on changed; reload');
    throw err;
  }
  const next = { ...job, ...set, version: job.version + 1, updatedAt: at } as JobItem;
  for (const r of opts.remove ?? []) delete (next as unknown as Record<string, unknown>)[r];
  return next;
}

/** The Put of a new attempt (never over another: the id is the phone's). */
export const attemptPut = (a: AttemptItem): TransactItem => ({
  Put: { TableName: tableName(), Item: a, ConditionExpression: 'attribute_not_exists(PK)' },
});

/** Record a photo's arrival on its attempt (once: a second completion finds it recorded). */
export async function recordPhoto(jobId: string, attemptId: string, photo: AttemptPhoto): Promise<boolean> {
  const e = expr();
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.serviceAttempt(jobId, attemptId),
        UpdateExpression: e.set({ photo }),
        ConditionExpression: `attribute_exists(PK) AND ${e.name('photo')}.${e.name('receivedAt')} = ${e.value(null)}`,
        ...e.attributes(),
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** What the phone declared of a photo before uploading it (kept until the bytes arrive). */
export async function declarePhoto(jobId: string, attemptId: string, declared: NonNullable<AttemptPhoto['declared']>): Promise<void> {
  const e = expr();
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.serviceAttempt(jobId, attemptId),
      UpdateExpression: `SET ${e.name('photo')}.${e.name('declared')} = ${e.value(declared)}`,
      ConditionExpression: `attribute_exists(PK)`,
      ...e.attributes(),
    }),
  );
}

export async function setPhotoShared(jobId: string, attemptId: string, shared: boolean): Promise<void> {
  const e = expr();
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.serviceAttempt(jobId, attemptId),
        UpdateExpression: `SET ${e.name('photo')}.${e.name('shared')} = ${e.value(shared)}`,
        ConditionExpression: `attribute_exists(PK)`,
        ...e.attributes(),
      }),
    );
  } catch (err) {
    if (isConditionFailed(err)) throw new ApiError('not_found', 'No such attempt');
    throw err;
  }
}

// ------------------------------------------------------------------------------------------------------------------
// The roster
// ------------------------------------------------------------------------------------------------------------------

export const listServers = (): Promise<ServerItem[]> => queryAll<ServerItem>(queries.processServers(), { consistent: true });

export async function getServer(sub: string): Promise<ServerItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.processServer(sub), ConsistentRead: true }));
  return (Item as ServerItem | undefined) ?? null;
}

/** Add a server to the roster, or bring a removed one back (conditional on the version read: 0 for a new one). */
export async function putServer(item: ServerItem, expectedVersion: number | null, extra: TransactItem[] = []): Promise<void> {
  const condition: {
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  } =
    expectedVersion === null
      ? {
          ConditionExpression: 'attribute_not_exists(PK) OR #a = :f',
          ExpressionAttributeNames: { '#a': 'active' },
          ExpressionAttributeValues: { ':f': false },
        }
      : {
          ConditionExpression: '#v = :v',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': expectedVersion },
        };
  try {
    if (extra.length) await transact([{ Put: { TableName: tableName(), Item: item, ...condition } }, ...extra]);
    else await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ...condition }));
  } catch (err) {
    if (isConditionFailed(err) || cancellationCodes(err)?.[0] === 'ConditionalCheckFailed')
      throw new ApiError(
        'conflict',
        expectedVersion === null ? 'That person is already on the roster' : 'The roster entry changed since it was read',
      );
    throw err;
  }
}
