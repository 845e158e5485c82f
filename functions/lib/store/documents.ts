/**
 * Case documents, document requests and the record of every view and download, in the case's partition
 * `CASE#<caseId>` (apart from the submission's own partition, so the submission's one-Query read stays small).
 *  - DOC#<id>        a document: display name, type, size, who uploaded it, and its state — `uploading` (a presigned
 *                    POST was issued; expires with the table's TTL after a day if never confirmed) or `available`;
 *  - REQ#<id>        a document staff asked the client for (open → fulfilled by an upload, or cancelled);
 *  - ACCESS#<at>#<id> one view or download (who, when, which document), newest last.
 * The 50-documents limit is the submission META's `documentCount`, raised only by the conditional write that makes a
 * document available (`documentCount < 50`) and lowered when one is deleted.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentStatus, Party } from '../../../shared/casework';
import { MAX_DOCUMENTS_PER_CASE, type DocumentContentType } from '../../../shared/documents';
import { ddb, tableName, type TransactItem } from '../db';
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
}

export interface DocumentRequestItem extends Key {
  entity: 'documentRequest';
  id: string;
  caseId: string;
  title: string;
  details: string | null;
  status: 'open' | 'fulfilled' | 'cancelled';
  requestedBy: Actor;
  createdAt: string;
  fulfilledAt: string | null;
  documentIds: string[];
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

/** A new document waiting for its upload (one PutItem; the id must be new). */
export async function createUploadingDocument(d: {
  caseId: string;
  ownerId: string;
  name: string;
  contentType: DocumentContentType;
  source: Party;
  requestId: string | null;
  uploadedBy: Actor;
  now: Date;
  id?: string;
}): Promise<DocumentItem> {
  const id = d.id ?? randomUUID();
  const item: DocumentItem = {
    ...keys.document(d.caseId, id),
    entity: 'document',
    id,
    caseId: d.caseId,
    ownerId: d.ownerId,
    name: d.name,
    contentType: d.contentType,
    size: null,
    status: 'uploading',
    source: d.source,
    requestId: d.requestId,
    uploadedBy: d.uploadedBy,
    createdAt: d.now.toISOString(),
    availableAt: null,
    expiresAt: epoch(d.now) + UPLOAD_TTL_SECONDS,
  };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
  return item;
}

export async function getDocument(caseId: string, documentId: string): Promise<DocumentItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.document(caseId, documentId), ConsistentRead: true }));
  return (Item as DocumentItem | undefined) ?? null;
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
export function documentAvailableOps(doc: DocumentItem, size: number, now: Date): TransactItem[] {
  const count = expr();
  const ops: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(doc.caseId),
        UpdateExpression: `SET ${count.name('documentCount')} = if_not_exists(${count.name('documentCount')}, ${count.value(0)}) + ${count.value(1)}`,
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

/** Delete an available document and give its place back (one transaction). */
export function documentDeleteOps(doc: DocumentItem): TransactItem[] {
  const e = expr();
  return [
    { Delete: { TableName: tableName(), Key: keys.document(doc.caseId, doc.id), ConditionExpression: `${e.name('status')} = ${e.value('available')}`, ...e.attributes() } },
    {
      Update: {
        TableName: tableName(),
        Key: keys.submission(doc.caseId),
        UpdateExpression: 'SET #c = #c - :one',
        ConditionExpression: '#c > :zero',
        ExpressionAttributeNames: { '#c': 'documentCount' },
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      },
    },
  ];
}

/** Forget an upload that was refused or abandoned (no count to give back: it never became available). */
export function uploadingDeleteOp(doc: DocumentItem): TransactItem {
  return { Delete: { TableName: tableName(), Key: keys.document(doc.caseId, doc.id), ConditionExpression: '#s = :u', ExpressionAttributeNames: { '#s': 'status' }, ExpressionAttributeValues: { ':u': 'uploading' } } };
}

/** A new document request, for the transaction that also notifies the client. */
export function documentRequestPutOp(r: { caseId: string; title: string; details: string | null; requestedBy: Actor; now: Date; id?: string }): { item: DocumentRequestItem; op: TransactItem } {
  const id = r.id ?? randomUUID();
  const item: DocumentRequestItem = {
    ...keys.documentRequest(r.caseId, id),
    entity: 'documentRequest',
    id,
    caseId: r.caseId,
    title: r.title,
    details: r.details,
    status: 'open',
    requestedBy: r.requestedBy,
    createdAt: r.now.toISOString(),
    fulfilledAt: null,
    documentIds: [],
  };
  return { item, op: { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } } };
}

export async function getDocumentRequest(caseId: string, requestId: string): Promise<DocumentRequestItem | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.documentRequest(caseId, requestId), ConsistentRead: true }));
  return (Item as DocumentRequestItem | undefined) ?? null;
}

export async function listDocumentRequests(caseId: string): Promise<DocumentRequestItem[]> {
  const items = await queryAll<DocumentRequestItem>(queries.documentRequestsOf(caseId), { consistent: true });
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Cancel an open request (staff). */
export function documentRequestCancelOp(caseId: string, requestId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.documentRequest(caseId, requestId),
      UpdateExpression: 'SET #s = :c',
      ConditionExpression: '#s = :o',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':c': 'cancelled', ':o': 'open' },
    },
  };
}

/** Record one view or download (before the presigned URL is handed out). One PutItem. */
export async function recordDocumentAccess(a: { doc: DocumentItem; action: 'view' | 'download'; actor: Actor; now: Date }): Promise<DocumentAccessItem> {
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
