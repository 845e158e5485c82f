/**
 * Case documents, document requests and the record of every view and download, in the case's partition
 * `CASE#<caseId>` (apart from the submission's own partition, so the submission's one-Query read stays small).
 *  - DOC#<id>        a document: display name, type, size, who uploaded it, and its state — `uploading` (a presigned
 *                    POST was issued; expires with the table's TTL after a day if never confirmed) or `available`;
 *  - REQ#<id>        a document staff asked the client for (open → fulfilled by an upload, or waived by staff);
 *  - ACCESS#<at>#<id> one view or download (who, when, which document), newest last.
 * The 50-documents limit is the submission META's `documentCount`, raised only by the conditional write that makes a
 * document available (`documentCount < 50`) and lowered when one is deleted. The same META carries the case's activity
 * counters (`openRequests`, `reviewsPending`; the thread's in store/messages.ts), kept in the transactions that change
 * them, so the client's and the staff's lists show "Action needed" and unread counts without reading the case.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentStatus, Party, ReviewDecision } from '../../../shared/casework';
import {
  MAX_DOCUMENTS_PER_CASE,
  MAX_PENDING_UPLOADS,
  PENDING_UPLOAD_SECONDS,
  type DocumentContentType,
  type DocumentKind,
} from '../../../shared/documents';
import { cancellationCodes, ddb, tableName, transact, type TransactItem } from '../db';
import { expr } from './expr';
import { keys, queries, type Key } from './keys';
import { queryAll, queryPage, type Page, type PageRequest } from './query';

/** An upload that is never confirmed disappears with the table's TTL after this long (the object's own lifecycle is a day too). */
export const UPLOAD_TTL_SECONDS = 24 * 3600;

export interface Actor {
  role: Party;
  sub: string;
  /** A display name (never an email). */
  name: string;
}

export interface DocumentItem extends Key {
  entity: 'document';
  id: string;
  caseId: string;
  /** The case's client (ownership is checked on the document without reading the case). */
  ownerId: string;
  name: string;
  contentType: DocumentContentType;
  /** What the document is; absent on documents stored before types existed (read as `other`). */
  kind?: DocumentKind;
  /** Bytes, known once the upload is verified. */
  size: number | null;
  status: DocumentStatus;
  /** Who provided it: the client, or the office (e.g. forms ready for the client's review). */
  source: Party;
  requestId: string | null;
  uploadedBy: Actor;
  createdAt: string;
  availableAt: string | null;
  expiresAt?: number;
  /** An office document the client is asked to review (approve, or ask for changes with a comment). */
  review?: DocumentReview;
}

export interface DocumentReview {
  decision: ReviewDecision | 'pending';
  comment: string | null;
  at: string | null;
  by: Actor | null;
}

export interface DocumentRequestItem extends Key {
  entity: 'documentRequest';
  id: string;
  caseId: string;
  title: string;
  details: string | null;
  /** The type of document asked for; absent on requests made before types existed (read as `other`). */
  kind?: DocumentKind;
  status: 'open' | 'fulfilled' | 'waived';
  requestedBy: Actor;
  createdAt: string;
  fulfilledAt: string | null;
  documentIds: string[];
  waivedAt?: string | null;
  waivedBy?: Actor | null;
}

export interface DocumentAccessItem extends Key {
  entity: 'documentAccess';
  id: string;
  caseId: string;
  documentId: string;
  action: 'view' | 'download';
  actor: Actor;
  at: string;
}

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** What a new document is: its case, name, type and who provides it (a new id unless `id` is given). */
interface NewDocument {
  caseId: string;
  ownerId: string;
  id?: string;
  name: string;
  contentType: DocumentContentType;
  kind: DocumentKind;
  source: Party;
  requestId: string | null;
  uploadedBy: Actor;
  now: Date;
  /** An office document sent for the client's review. */
  forReview?: boolean;
}

/**
 * The one document item builder: `uploading` (no size yet; the table's TTL drops it if never confirmed) or `available`
 * at `now` with its size.
 */
function documentItem(d: NewDocument, state: { status: 'uploading' } | { status: 'available'; size: number }): DocumentItem {
  const id = d.id ?? randomUUID();
  const at = d.now.toISOString();
  const available = state.status === 'available';
  return {
    ...keys.document(d.caseId, id),
    entity: 'document',
    id,
    caseId: d.caseId,
    ownerId: d.ownerId,
    name: d.name,
    contentType: d.contentType,
    kind: d.kind,
    size: available ? state.size : null,
    status: state.status,
    source: d.source,
    requestId: d.requestId,
    uploadedBy: d.uploadedBy,
    createdAt: at,
    availableAt: available ? at : null,
    ...(available ? {} : { expiresAt: epoch(d.now) + UPLOAD_TTL_SECONDS }),
    ...(d.forReview ? { review: { decision: 'pending', comment: null, at: null, by: null } } : {}),
  };
}

/** The uploads in progress of a case, as META keeps them: document id → epoch seconds when it stops counting. */
export type PendingUploads = Record<string, number>;

/** What a case's META says about its documents: stored ones and uploads in progress. */
export interface CaseDocumentCounts {
  documentCount?: number;
  pendingUploads?: PendingUploads;
}

/** The uploads of `counts` still in progress at `now`, and those whose time ran out. */
export function pendingUploadsAt(counts: CaseDocumentCounts, now: Date): { live: string[]; expired: string[] } {
  const at = epoch(now);
  const entries = Object.entries(counts.pendingUploads ?? {});
  return {
    live: entries.filter(([, until]) => until > at).map(([id]) => id),
    expired: entries.filter(([, until]) => until <= at).map(([id]) => id),
  };
}

/** Why an upload cannot start: the case is full (with the uploads in progress), or too many are in progress. */
export type UploadRefusal = 'limit' | 'pending';

/** Whether one more upload may start on a case with `counts` at `now` (null: it may). */
export function uploadRefusal(counts: CaseDocumentCounts, now: Date): UploadRefusal | null {
  const { live } = pendingUploadsAt(counts, now);
  if ((counts.documentCount ?? 0) + live.length >= MAX_DOCUMENTS_PER_CASE) return 'limit';
  if (live.length >= MAX_PENDING_UPLOADS) return 'pending';
  return null;
}

/**
 * A new document waiting for its upload, counted on the case in the same transaction (F7): the document (its id must
 * be new) and the case's META, where the upload joins the uploads in progress — on the condition that the case is as
 * read (its stored documents, and the in-progress uploads that ran out, which this write removes) and that, without
 * those, fewer than the limit remain. Concurrent starts serialize on that condition: the cap holds exactly. A case
 * written before uploads in progress were counted gets its `pendingUploads` map in the same write (on the condition
 * that it still has none), so starting an upload stays one read and one write. Null when a condition failed (the case
 * changed meanwhile, or is full): read it again.
 */
export async function createUploadingDocument(d: NewDocument, counts: CaseDocumentCounts): Promise<DocumentItem | null> {
  const item = documentItem(d, { status: 'uploading' });
  const { expired } = pendingUploadsAt(counts, d.now);
  const room = Math.min(MAX_PENDING_UPLOADS, MAX_DOCUMENTS_PER_CASE - (counts.documentCount ?? 0));
  const e = expr();
  const map = e.name('pendingUploads');
  const entry = (id: string) => `${map}.${e.name(id)}`;
  const until = epoch(d.now) + PENDING_UPLOAD_SECONDS;
  const hasMap = counts.pendingUploads !== undefined;
  const conditions = [
    `attribute_exists(PK)`,
    counts.documentCount === undefined
      ? `attribute_not_exists(${e.name('documentCount')})`
      : `${e.name('documentCount')} = ${e.value(counts.documentCount)}`,
    ...(hasMap
      ? [
          // The map holds the live entries and the expired ones read (each still there), and room for one more.
          `size(${map}) < ${e.value(room + expired.length)}`,
          ...expired.map((id) => `attribute_exists(${entry(id)})`),
        ]
      : // No map yet: this start makes it, unless a concurrent one just did (then read again). Room: read above.
        [`attribute_not_exists(${map})`]),
  ];
  const update = hasMap
    ? `SET ${entry(item.id)} = ${e.value(until)}` + (expired.length ? ` REMOVE ${expired.map(entry).join(', ')}` : '')
    : `SET ${map} = ${e.value({ [item.id]: until })}`;
  try {
    await transact([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.submission(d.caseId),
          UpdateExpression: update,
          ConditionExpression: conditions.join(' AND '),
          ...e.attributes(),
        },
      },
    ]);
  } catch (err) {
    if (cancellationCodes(err)?.[1] === 'ConditionalCheckFailed') return null;
    throw err;
  }
  return item;
}

/** Take a document off the case's uploads in progress (its upload was confirmed, refused or abandoned). */
export function pendingUploadRemoveOp(caseId: string, documentId: string): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.submission(caseId),
      UpdateExpression: `REMOVE ${e.name('pendingUploads')}.${e.name(documentId)}`,
      ConditionExpression: `attribute_exists(${e.name('pendingUploads')})`,
      ...e.attributes(),
    },
  };
}

/** Every document of a case (at most 50 available plus uploads in progress), oldest first. */
export async function listDocuments(caseId: string): Promise<DocumentItem[]> {
  const items = await queryAll<DocumentItem>(queries.documentsOf(caseId), { consistent: true });
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Make a verified upload available — for one transaction: the case's count goes up only while under the limit
 * (a 51st document cancels the transaction), the document leaves `uploading` (and its TTL), and a request it answers
 * is fulfilled (if still open).
 */
export function documentAvailableOps(doc: DocumentItem, size: number, now: Date, pending = false): TransactItem[] {
  const count = expr();
  // The upload leaves the uploads in progress (when the case counts them: its META has the map).
  const leavesPending = pending ? ` REMOVE ${count.name('pendingUploads')}.${count.name(doc.id)}` : '';
  const counters = [
    ...(doc.requestId ? [`${count.name('openRequests')} ${count.value(-1)}`] : []),
    ...(doc.review?.decision === 'pending' ? [`${count.name('reviewsPending')} ${count.value(1)}`] : []),
  ];
  const ops: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(doc.caseId),
        UpdateExpression: `SET ${count.name('documentCount')} = if_not_exists(${count.name('documentCount')}, ${count.value(0)}) + ${count.value(1)}${counters.length ? ` ADD ${counters.join(', ')}` : ''}${leavesPending}`,
        ConditionExpression: `attribute_exists(PK) AND (attribute_not_exists(${count.name('documentCount')}) OR ${count.name('documentCount')} < ${count.value(MAX_DOCUMENTS_PER_CASE)})`,
        ...count.attributes(),
      },
    },
  ];
  const e = expr();
  ops.push({
    Update: {
      TableName: tableName(),
      Key: keys.document(doc.caseId, doc.id),
      UpdateExpression: `${e.set({ status: 'available', size, availableAt: now.toISOString() })} REMOVE ${e.name('expiresAt')}`,
      ConditionExpression: `${e.name('status')} = ${e.value('uploading')}`,
      ...e.attributes(),
    },
  });
  if (doc.requestId) {
    const r = expr();
    ops.push({
      Update: {
        TableName: tableName(),
        Key: keys.documentRequest(doc.caseId, doc.requestId),
        UpdateExpression: `SET ${r.name('status')} = ${r.value('fulfilled')}, ${r.name('fulfilledAt')} = ${r.value(now.toISOString())}, ${r.name('documentIds')} = list_append(${r.name('documentIds')}, ${r.value([doc.id])})`,
        ConditionExpression: `${r.name('status')} = ${r.value('open')}`,
        ...r.attributes(),
      },
    });
  }
  return ops;
}

/**
 * An office document the server made itself (the court-forms packet), available at once and sent for the client's
 * review — for one transaction: the document (new id), and the case's count up only while under the limit (a 51st
 * cancels the transaction) with one more review pending.
 */
export function officeDocumentPutOps(d: Omit<NewDocument, 'source' | 'requestId' | 'forReview'> & { size: number }): {
  item: DocumentItem;
  ops: TransactItem[];
} {
  const item = documentItem({ ...d, source: 'staff', requestId: null, forReview: true }, { status: 'available', size: d.size });
  const count = expr();
  return {
    item,
    ops: [
      {
        Update: {
          TableName: tableName(),
          Key: keys.submission(d.caseId),
          UpdateExpression: `SET ${count.name('documentCount')} = if_not_exists(${count.name('documentCount')}, ${count.value(0)}) + ${count.value(1)} ADD ${count.name('reviewsPending')} ${count.value(1)}`,
          ConditionExpression: `attribute_exists(PK) AND (attribute_not_exists(${count.name('documentCount')}) OR ${count.name('documentCount')} < ${count.value(MAX_DOCUMENTS_PER_CASE)})`,
          ...count.attributes(),
        },
      },
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    ],
  };
}

/** Delete an available document and give its place back (one transaction). */
export function documentDeleteOps(doc: DocumentItem): TransactItem[] {
  const e = expr();
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: keys.document(doc.caseId, doc.id),
        ConditionExpression: `${e.name('status')} = ${e.value('available')}`,
        ...e.attributes(),
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(doc.caseId),
        // A document still waiting for the client's review no longer asks anything of them.
        UpdateExpression: doc.review?.decision === 'pending' ? 'SET #c = #c - :one ADD #r :minus' : 'SET #c = #c - :one',
        ConditionExpression: '#c > :zero',
        ExpressionAttributeNames: { '#c': 'documentCount', ...(doc.review?.decision === 'pending' ? { '#r': 'reviewsPending' } : {}) },
        ExpressionAttributeValues: { ':one': 1, ':zero': 0, ...(doc.review?.decision === 'pending' ? { ':minus': -1 } : {}) },
      },
    },
  ];
}

/** Forget an upload that was refused or abandoned (no count to give back: it never became available). */
export function uploadingDeleteOp(doc: DocumentItem): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.document(doc.caseId, doc.id),
      ConditionExpression: '#s = :u',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':u': 'uploading' },
    },
  };
}

/** A new document request and the case's open-request count, for the transaction that also notifies the client. */
export function documentRequestPutOps(r: {
  caseId: string;
  title: string;
  details: string | null;
  kind: DocumentKind;
  requestedBy: Actor;
  now: Date;
  id?: string;
}): { item: DocumentRequestItem; ops: TransactItem[] } {
  const id = r.id ?? randomUUID();
  const item: DocumentRequestItem = {
    ...keys.documentRequest(r.caseId, id),
    entity: 'documentRequest',
    id,
    caseId: r.caseId,
    title: r.title,
    details: r.details,
    kind: r.kind,
    status: 'open',
    requestedBy: r.requestedBy,
    createdAt: r.now.toISOString(),
    fulfilledAt: null,
    documentIds: [],
  };
  return {
    item,
    ops: [
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.submission(r.caseId),
          UpdateExpression: 'ADD #o :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#o': 'openRequests' },
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ],
  };
}

export async function listDocumentRequests(caseId: string): Promise<DocumentRequestItem[]> {
  const items = await queryAll<DocumentRequestItem>(queries.documentRequestsOf(caseId), { consistent: true });
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waive an open request (staff: the client need not provide it) and count it out of the case's open requests. */
export function documentRequestWaiveOps(caseId: string, requestId: string, by: Actor, now: Date): TransactItem[] {
  const e = expr();
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.documentRequest(caseId, requestId),
        UpdateExpression: e.set({ status: 'waived', waivedAt: now.toISOString(), waivedBy: by }),
        ConditionExpression: `${e.name('status')} = ${e.value('open')}`,
        ...e.attributes(),
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(caseId),
        UpdateExpression: 'ADD #o :minus',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#o': 'openRequests' },
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
  ];
}

/**
 * The client's answer to an office document sent for review (approve, or ask for changes with a comment), once: the
 * document must still wait for it; the case's pending-review count goes down.
 */
export function documentReviewOps(
  doc: DocumentItem,
  review: { decision: ReviewDecision; comment: string | null; by: Actor; now: Date },
): { review: DocumentReview; ops: TransactItem[] } {
  const value: DocumentReview = { decision: review.decision, comment: review.comment, at: review.now.toISOString(), by: review.by };
  const e = expr();
  return {
    review: value,
    ops: [
      {
        Update: {
          TableName: tableName(),
          Key: keys.document(doc.caseId, doc.id),
          UpdateExpression: e.set({ review: value }),
          ConditionExpression: `${e.name('status')} = ${e.value('available')} AND ${e.name('review')}.${e.name('decision')} = ${e.value('pending')}`,
          ...e.attributes(),
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: keys.submission(doc.caseId),
          UpdateExpression: 'ADD #r :minus',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#r': 'reviewsPending' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ],
  };
}

/**
 * Change what a document is. One UpdateItem, conditional on the document existing and — for a client — on it being
 * theirs and uploaded by them (the condition stands in for reading it first). The document as it now is, or null when
 * the condition failed.
 */
export async function setDocumentKind(
  caseId: string,
  documentId: string,
  kind: DocumentKind,
  client: { sub: string } | null,
): Promise<DocumentItem | null> {
  const e = expr();
  const mine = client
    ? ` AND ${e.name('ownerId')} = ${e.value(client.sub)} AND ${e.name('uploadedBy')}.${e.name('sub')} = ${e.value(client.sub)}`
    : '';
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.document(caseId, documentId),
        UpdateExpression: e.set({ kind }),
        ConditionExpression: `attribute_exists(PK)${mine}`,
        ...e.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as DocumentItem;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw err;
  }
}

/** Record one view or download (before the presigned URL is handed out). One PutItem. */
export async function recordDocumentAccess(a: {
  doc: DocumentItem;
  action: 'view' | 'download';
  actor: Actor;
  now: Date;
}): Promise<DocumentAccessItem> {
  const id = randomUUID();
  const at = a.now.toISOString();
  const item: DocumentAccessItem = {
    ...keys.documentAccess(a.doc.caseId, at, id),
    entity: 'documentAccess',
    id,
    caseId: a.doc.caseId,
    documentId: a.doc.id,
    action: a.action,
    actor: a.actor,
    at,
  };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
  return item;
}

/** Views and downloads of a case's documents, newest first, a page at a time (staff). One Query. */
export const listDocumentAccess = (caseId: string, page: PageRequest): Promise<Page<DocumentAccessItem>> =>
  queryPage<DocumentAccessItem>(queries.documentAccessOf(caseId), page);
