/**
 * The case's message thread (client ↔ office), in the case's partition:
 *  - MSG#<at>#<id>  one message (author's role, sub and display name; the text), in time order;
 *  - THREAD         read markers — when the client last read, when the office (any staff member) last read — and the
 *                   time of the last message from each side: "unread" is the other side's last message after my marker.
 * Posting a message is one transaction: the message, the thread's times (the author has read up to their own
 * message), the other side's unread count on the submission META (`unreadClient` / `unreadStaff`: the lists show it
 * without reading the thread) and the outbox item that tells the other side. Reading sets the reader's count to 0.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Party, ThreadMarkers } from '../../../shared/casework';
import { ddb, tableName, type TransactItem } from '../db';
import type { Actor } from './documents';
import { expr } from './expr';
import { keys, queries, type Key } from './keys';
import { queryPage, type Page, type PageRequest } from './query';

export interface MessageItem extends Key {
  entity: 'message';
  id: string;
  caseId: string;
  body: string;
  /** A document of the case the message points at (shown as a link to it). */
  documentId?: string | null;
  author: Actor;
  at: string;
}

export interface ThreadItem extends Key {
  entity: 'thread';
  caseId: string;
  /** Read markers: ISO time each side last read the thread (null: never). */
  clientReadAt: string | null;
  staffReadAt: string | null;
  lastClientMessageAt: string | null;
  lastStaffMessageAt: string | null;
}

/** The read markers as the API answers them (shared/casework.ts: the unread rule reads them). */
export type ThreadState = ThreadMarkers;

const EMPTY: ThreadState = { clientReadAt: null, staffReadAt: null, lastClientMessageAt: null, lastStaffMessageAt: null };

/** The message Put and the thread update of a new message, for one transaction (add the outbox item to it). */
export function messagePostOps(m: {
  caseId: string;
  body: string;
  documentId?: string | null;
  author: Actor;
  now: Date;
  id?: string;
  /** The author had unread messages from the other side (`hasUnread` on the thread as read before posting). */
  authorHadUnread?: boolean;
}): {
  item: MessageItem;
  ops: TransactItem[];
} {
  const id = m.id ?? randomUUID();
  const at = m.now.toISOString();
  const item: MessageItem = {
    ...keys.message(m.caseId, at, id),
    entity: 'message',
    id,
    caseId: m.caseId,
    body: m.body,
    documentId: m.documentId ?? null,
    author: m.author,
    at,
  };
  const side = m.author.role === 'client' ? 'client' : 'staff';
  const e = expr();
  const thread: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.thread(m.caseId),
      UpdateExpression: e.set({
        [`last${side === 'client' ? 'Client' : 'Staff'}MessageAt`]: at,
        [`${side}ReadAt`]: at,
        entity: 'thread',
        caseId: m.caseId,
      }),
      ...e.attributes(),
    },
  };
  const unread: TransactItem = {
    Update: {
      TableName: tableName(),
      Key: keys.submission(m.caseId),
      // Posting reads the thread (the author's marker moves to their message): their own count goes to 0 with it, so
      // the count and the markers never disagree (a count left at 1 that opening the thread would not clear).
      UpdateExpression: m.authorHadUnread ? 'ADD #u :one SET #mine = :zero' : 'ADD #u :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: {
        '#u': unreadField(side === 'client' ? 'staff' : 'client'),
        ...(m.authorHadUnread ? { '#mine': unreadField(side) } : {}),
      },
      ExpressionAttributeValues: { ':one': 1, ...(m.authorHadUnread ? { ':zero': 0 } : {}) },
    },
  };
  return { item, ops: [{ Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } }, thread, unread] };
}

/** The META attribute counting the messages `reader` has not read. */
export const unreadField = (reader: Party): 'unreadClient' | 'unreadStaff' => (reader === 'client' ? 'unreadClient' : 'unreadStaff');

/**
 * `reader` has read everything: their unread count on META goes to 0. For a client, only on their own case (the
 * condition on the owner stands in for reading the case first): false when there is no such case of theirs.
 */
export async function clearUnread(caseId: string, reader: Party, ownerId: string | null): Promise<boolean> {
  const e = expr();
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.submission(caseId),
        UpdateExpression: `SET ${e.name(unreadField(reader))} = ${e.value(0)}`,
        ConditionExpression:
          ownerId === null ? 'attribute_exists(PK)' : `attribute_exists(PK) AND ${e.name('userId')} = ${e.value(ownerId)}`,
        ...e.attributes(),
      }),
    );
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** A page of the thread, newest first. One Query. */
export const listMessages = (caseId: string, page: PageRequest): Promise<Page<MessageItem>> =>
  queryPage<MessageItem>(queries.messagesOf(caseId), page);

export async function getThread(caseId: string): Promise<ThreadState> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.thread(caseId), ConsistentRead: true }));
  return threadStateOf((Item as ThreadItem | undefined) ?? null);
}

/** The read markers of a THREAD item (read alone or with other items), or of no item yet. */
export function threadStateOf(t: ThreadItem | null): ThreadState {
  if (!t) return { ...EMPTY };
  return {
    clientReadAt: t.clientReadAt ?? null,
    staffReadAt: t.staffReadAt ?? null,
    lastClientMessageAt: t.lastClientMessageAt ?? null,
    lastStaffMessageAt: t.lastStaffMessageAt ?? null,
  };
}

/** Move `reader`'s marker to `at` — never backwards (a late, older "read" from another tab changes nothing). */
export async function markThreadRead(caseId: string, reader: Party, at: Date): Promise<ThreadState> {
  const field = `${reader}ReadAt`;
  const e = expr();
  const value = e.value(at.toISOString());
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.thread(caseId),
        UpdateExpression: `SET ${e.name(field)} = ${value}, ${e.name('entity')} = ${e.value('thread')}, ${e.name('caseId')} = ${e.value(caseId)}`,
        ConditionExpression: `attribute_not_exists(${e.name(field)}) OR ${e.name(field)} < ${value}`,
        ...e.attributes(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    const t = Attributes as ThreadItem;
    return { ...EMPTY, ...Object.fromEntries(Object.entries(t).filter(([k]) => k in EMPTY)) } as ThreadState;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return getThread(caseId);
    throw err;
  }
}
