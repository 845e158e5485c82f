/**
 * The translation desk's items (issue 26; docs/translation.md), in the case's partition: one state item (the machine
 * drafting: when, which engine, the last failure) and one item per answer (`TRANSLATION#ITEM#<path>`). Every record
 * on an item names the client's words it is for (`sourceHash`, the SHA-256 of the words): a draft, staff's English or
 * an approval of other words than the answer holds now is stale, so a changed answer returns to the desk by
 * construction. One Query reads the whole desk.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Placement } from '../../../shared/questionnaires/forms/placements';
import type { TrailStep } from '../../../shared/questionnaires/translatable';
import { ddb, tableName, type TransactItem } from '../db';
import type { Actor } from './documents';
import { expr } from './expr';
import { keys, queries, type Key } from './keys';
import { queryAll } from './query';

export interface Where {
  labelKey: string;
  trail: TrailStep[];
  placements: Placement[];
}

export interface DraftRecord {
  text: string;
  unknownWords: string[];
  engine: string;
  engineVersion: string;
  at: string;
  sourceHash: string;
}
export interface EnglishRecord {
  text: string;
  by: Actor;
  at: string;
  sourceHash: string;
}
export interface ApprovalRecord extends EnglishRecord {
  englishHash: string;
}
export interface BackRecord {
  text: string;
  engine: string;
  engineVersion: string;
  at: string;
  /** The approved English it renders. */
  englishHash: string;
}
export interface ClientResponse {
  kind: 'confirmed' | 'comment';
  comment: string | null;
  at: string;
  by: Actor;
  /** The approved English the client answered about (and the words it was for). */
  englishHash: string;
  sourceHash: string;
}

export interface TranslationItem extends Key {
  entity: 'translation';
  caseId: string;
  path: string;
  /** Counts staff's and the client's writes (conditional updates: no lost update between two people). */
  version: number;
  where?: Where;
  draft?: DraftRecord;
  english?: EnglishRecord;
  approval?: ApprovalRecord;
  /** Approvals replaced by a later one (the record of who approved what, kept with the case file). */
  previousApprovals?: ApprovalRecord[];
  back?: BackRecord;
  /** The client's latest answer about the approved English, and every answer in order (B&P §6400(d) record). */
  client?: ClientResponse;
  clientResponses?: ClientResponse[];
  updatedAt: string;
}

export type DraftingStatus = 'pending' | 'ready' | 'failed' | 'notNeeded';

export interface TranslationStateItem extends Key {
  entity: 'translationState';
  caseId: string;
  status: DraftingStatus;
  engine?: string;
  engineVersion?: string;
  /** When drafting last finished. */
  at?: string;
  lastError?: string;
  /** Attempts that failed since the last success. */
  attempts: number;
  updatedAt: string;
}

export interface CaseTranslations {
  state: TranslationStateItem | null;
  items: Map<string, TranslationItem>;
}

/** The desk's state and items, consistently (one Query). */
export async function readTranslations(caseId: string): Promise<CaseTranslations> {
  const all = await queryAll<TranslationItem | TranslationStateItem>(queries.translationsOf(caseId), { consistent: true });
  const items = new Map<string, TranslationItem>();
  let state: TranslationStateItem | null = null;
  for (const item of all) {
    if (item.entity === 'translationState') state = item;
    else if (item.entity === 'translation') items.set(item.path, item);
  }
  return { state, items };
}

/** The drafting state, as the job leaves it (one UpdateItem). */
export async function setDraftingState(
  caseId: string,
  set: { status: DraftingStatus; engine?: string; engineVersion?: string; at?: string; lastError?: string | null; failed?: boolean },
  now: Date,
): Promise<void> {
  const e = expr();
  const fields: Record<string, unknown> = {
    entity: 'translationState',
    caseId,
    status: set.status,
    updatedAt: now.toISOString(),
    ...(set.engine ? { engine: set.engine } : {}),
    ...(set.engineVersion ? { engineVersion: set.engineVersion } : {}),
    ...(set.at ? { at: set.at } : {}),
    ...(set.lastError ? { lastError: set.lastError } : {}),
  };
  const attempts = set.failed ? `${e.name('attempts')} = if_not_exists(${e.name('attempts')}, ${e.value(0)}) + ${e.value(1)}` : null;
  const update = e.set(set.failed ? fields : { ...fields, attempts: 0 }) + (attempts ? `, ${attempts}` : '');
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.translationState(caseId),
      UpdateExpression: update + (set.lastError === null ? e.remove('lastError') : ''),
      ...e.attributes(),
    }),
  );
}

/** A machine draft (the job): only the draft and where the answer goes change, whatever staff did meanwhile. */
export async function putDraft(caseId: string, path: string, where: Where, draft: DraftRecord, now: Date): Promise<void> {
  const e = expr();
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.translation(caseId, path),
      UpdateExpression: e.set({ entity: 'translation', caseId, path, where, draft, updatedAt: now.toISOString() }, { version: 0 }),
      ...e.attributes(),
    }),
  );
}

/** A back-translation (the job), kept only if the approval it renders is still the approval. */
export async function putBackTranslation(caseId: string, path: string, back: BackRecord, now: Date): Promise<boolean> {
  const e = expr();
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.translation(caseId, path),
        UpdateExpression: e.set({ back, updatedAt: now.toISOString() }),
        ConditionExpression: `${e.name('approval')}.${e.name('englishHash')} = ${e.value(back.englishHash)}`,
        ...e.attributes(),
      }),
    );
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** The version condition of a person's write: the item as it was read (absent: still absent). */
function versionCondition(e: ReturnType<typeof expr>, read: TranslationItem | undefined): string {
  return read ? `${e.name('version')} = ${e.value(read.version)}` : `attribute_not_exists(${e.name('PK')})`;
}

/** Staff save English for an item (reviewed), from the item as read. */
export function saveEnglishOp(
  caseId: string,
  path: string,
  read: TranslationItem | undefined,
  where: Where,
  english: EnglishRecord,
): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.translation(caseId, path),
      UpdateExpression: e.set({
        entity: 'translation',
        caseId,
        path,
        where,
        english,
        version: (read?.version ?? 0) + 1,
        updatedAt: english.at,
      }),
      ConditionExpression: versionCondition(e, read),
      ...e.attributes(),
    },
  };
}

/** Staff approve an item's English: it becomes the approval (the one before it, if any, is kept in the record). */
export function approveOp(
  caseId: string,
  path: string,
  read: TranslationItem | undefined,
  where: Where,
  approval: ApprovalRecord,
): TransactItem {
  const e = expr();
  const previous = read?.approval ? [...(read.previousApprovals ?? []), read.approval] : (read?.previousApprovals ?? []);
  const english: EnglishRecord = { text: approval.text, by: approval.by, at: approval.at, sourceHash: approval.sourceHash };
  return {
    Update: {
      TableName: tableName(),
      Key: keys.translation(caseId, path),
      UpdateExpression: e.set({
        entity: 'translation',
        caseId,
        path,
        where,
        english,
        approval,
        previousApprovals: previous,
        version: (read?.version ?? 0) + 1,
        updatedAt: approval.at,
      }),
      ConditionExpression: versionCondition(e, read),
      ...e.attributes(),
    },
  };
}

/** The client's answer about an item's approved English, only while that English is the approval. */
export function clientResponseOp(caseId: string, path: string, read: TranslationItem, response: ClientResponse): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.translation(caseId, path),
      UpdateExpression: e.set({
        client: response,
        clientResponses: [...(read.clientResponses ?? []), response],
        version: read.version + 1,
        updatedAt: response.at,
      }),
      ConditionExpression: `${versionCondition(e, read)} AND ${e.name('approval')}.${e.name('englishHash')} = ${e.value(response.englishHash)}`,
      ...e.attributes(),
    },
  };
}
