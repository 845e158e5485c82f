import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Draft, DraftSummary, SaveDraftRequest } from '../../../shared/api/drafts';
import type { QuestionnaireType } from '../../../shared/catalogue';
import { currentVersion, upgradeAnswers } from '../../../shared/questionnaires/versions';
import type { Answers } from '../../../shared/questionnaires/types';
import { ddb, tableName, type TransactItem } from '../db';
import { expr } from './expr';
import { keys, queries, type Key } from './keys';
import { queryAll } from './query';
import { abandonedExpiry, expiryIso, isExpired } from './retention';

/**
 * Answers are stored as a JSON string: a draft is any JSON object the form produced, and a string keeps DynamoDB's
 * own limits on maps (nesting depth, number range and precision) from ever refusing one.
 */
interface DraftItem extends Key {
  entity: 'draft';
  questionnaireType: QuestionnaireType;
  step: string | null;
  answersJson: string;
  /** The definition version the form that saved it had (absent on drafts saved before versions: 1). */
  definitionVersion?: number;
  createdAt: string;
  updatedAt: string;
  /** TTL (epoch seconds): 90 days after the last save (store/retention.ts). Absent on drafts saved before it existed. */
  expiresAt?: number;
}

const toSummary = (item: Omit<DraftItem, 'answersJson'>): DraftSummary => ({
  questionnaireType: item.questionnaireType,
  step: item.step,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  expiresAt: expiryIso(item.expiresAt ?? abandonedExpiry(item.updatedAt)),
});

/** A draft past its expiry is gone, whether or not DynamoDB has deleted it yet. */
export async function getDraft(sub: string, type: QuestionnaireType): Promise<Draft | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.draft(sub, type), ConsistentRead: true }));
  if (!Item || isExpired(Item)) return null;
  const item = Item as DraftItem;
  const saved = JSON.parse(item.answersJson) as Draft['answers'];
  // A draft saved under an older definition resumes in the current one's shape when an upgrade exists; otherwise it
  // comes back as saved (the form then shows what no longer fits).
  const answers = upgradeAnswers(type, item.definitionVersion ?? 1, saved as Answers) ?? saved;
  return { ...toSummary(item), answers: answers as Draft['answers'] };
}

/** The user's drafts without their answers, most recently saved first. */
export async function listDrafts(sub: string): Promise<DraftSummary[]> {
  const items = await queryAll<Omit<DraftItem, 'answersJson'>>(queries.draftsOf(sub), {
    consistent: true,
    projection: ['questionnaireType', 'step', 'createdAt', 'updatedAt', 'expiresAt'],
  });
  return items
    .filter((item) => !isExpired(item as Record<string, unknown>))
    .map(toSummary)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** Create or replace the draft (its creation time is kept); each save moves its expiry to 90 days later. */
export async function saveDraft(sub: string, type: QuestionnaireType, draft: SaveDraftRequest): Promise<DraftSummary> {
  const now = new Date().toISOString();
  const e = expr();
  const { Attributes } = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.draft(sub, type),
      UpdateExpression: e.set(
        {
          entity: 'draft',
          questionnaireType: type,
          step: draft.step ?? null,
          answersJson: JSON.stringify(draft.answers),
          definitionVersion: currentVersion(type),
          updatedAt: now,
          expiresAt: abandonedExpiry(now),
        },
        { createdAt: now },
      ),
      ...e.attributes(),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toSummary(Attributes as DraftItem);
}

/** Whether there was a draft to delete. */
export async function deleteDraft(sub: string, type: QuestionnaireType): Promise<boolean> {
  const { Attributes } = await ddb().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.draft(sub, type), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
}

/** The draft's deletion inside the submission's transaction (no condition: there may be none). */
export const draftDeleteOp = (sub: string, type: QuestionnaireType): TransactItem => ({
  Delete: { TableName: tableName(), Key: keys.draft(sub, type) },
});
