/**
 * Staff's internal notes on a case: a partition of their own (`NOTES#<caseId>`), never the case's, so no query a
 * client-facing route makes can return one — internal notes are physically apart from what the client sees.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../db';
import type { Actor } from './documents';
import { keys, queries, type Key } from './keys';
import { queryPage, type Page, type PageRequest } from './query';

export interface NoteItem extends Key {
  entity: 'note';
  id: string;
  caseId: string;
  body: string;
  author: Actor;
  at: string;
}

/** Add a note (one PutItem). */
export async function addNote(n: { caseId: string; body: string; author: Actor; now: Date; id?: string }): Promise<NoteItem> {
  const id = n.id ?? randomUUID();
  const at = n.now.toISOString();
  const item: NoteItem = { ...keys.note(n.caseId, at, id), entity: 'note', id, caseId: n.caseId, body: n.body, author: n.author, at };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
  return item;
}

/** A page of a case's notes, newest first. One Query. */
export const listNotes = (caseId: string, page: PageRequest): Promise<Page<NoteItem>> => queryPage<NoteItem>(queries.notesOf(caseId), page);
