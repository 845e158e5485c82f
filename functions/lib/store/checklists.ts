/**
 * The document checklist per questionnaire type, as staff edited it: one item `CHECKLIST#<type>` holding a list per
 * language, absent until someone changes the defaults (shared/checklists.ts). Writes are conditional on the version
 * that was read, so two people editing one list at once cannot silently overwrite each other.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { Checklist } from '../../../shared/casework';
import { defaultChecklist } from '../../../shared/checklists';
import { ddb, tableName } from '../db';
import { getItems } from './items';
import { keys, type Key } from './keys';

interface ChecklistItem extends Key, Checklist {
  entity: 'checklist';
  questionnaireType: QuestionnaireType;
  version: number;
  updatedAt: string;
  updatedBy: { sub: string; name: string };
}

export interface StoredChecklist extends Checklist {
  questionnaireType: QuestionnaireType;
  /** 0 while the defaults apply. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The type's checklist (the defaults when never edited). One read (on the admin route, with the revocation marker). */
export async function getChecklist(type: QuestionnaireType): Promise<StoredChecklist> {
  const [item] = await getItems<ChecklistItem>([keys.checklist(type)]);
  if (!item)
    return {
      questionnaireType: type,
      en: defaultChecklist(type, 'en'),
      es: defaultChecklist(type, 'es'),
      version: 0,
      updatedAt: null,
      updatedBy: null,
    };
  return {
    questionnaireType: type,
    en: item.en,
    es: item.es,
    version: item.version,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy.name,
  };
}

/** Replace the type's checklist, from the version read (false: someone changed it meanwhile). One PutItem. */
export async function putChecklist(
  type: QuestionnaireType,
  list: Checklist,
  expectedVersion: number,
  by: { sub: string; name: string },
  now: Date,
): Promise<StoredChecklist | null> {
  const item: ChecklistItem = {
    ...keys.checklist(type),
    entity: 'checklist',
    questionnaireType: type,
    en: list.en,
    es: list.es,
    version: expectedVersion + 1,
    updatedAt: now.toISOString(),
    updatedBy: by,
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : '#v = :v',
        ...(expectedVersion === 0
          ? {}
          : { ExpressionAttributeNames: { '#v': 'version' }, ExpressionAttributeValues: { ':v': expectedVersion } }),
      }),
    );
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return null;
    throw err;
  }
  return { questionnaireType: type, en: list.en, es: list.es, version: item.version, updatedAt: item.updatedAt, updatedBy: by.name };
}
