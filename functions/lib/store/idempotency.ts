import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '../../../shared/data/table';
import { ddb, tableName, type TransactItem } from '../db';
import { expr } from './expr';
import { keys, type IdempotencyScope, type Key } from './keys';

/**
 * Idempotency records: "this request (or provider event) was already done, and this was the answer". Written in the
 * same transaction as the effect they guard, so a record exists exactly when the effect happened. They expire
 * through the table's TTL attribute; DynamoDB deletes expired items lazily (within days), so reads ignore any record
 * past its expiry and a new write may replace it.
 */
const TTL = TABLE.timeToLiveAttribute;

type IdempotencyItem = Key & {
  entity: 'idempotency';
  /** A hash of the request the key was first used with (a different request under the same key is a conflict). */
  requestHash: string;
  /** The response first given, as JSON (status and body), replayed as is. */
  responseJson: string;
  createdAt: string;
} & Record<typeof TTL, number>; // epoch seconds

export interface IdempotencyRecord {
  requestHash: string;
  response: { status: number; body: unknown };
  createdAt: string;
}

const epochSeconds = (ms: number) => Math.floor(ms / 1000);

export async function getIdempotencyRecord(scope: IdempotencyScope, key: string): Promise<IdempotencyRecord | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.idempotency(scope, key), ConsistentRead: true }));
  const item = Item as IdempotencyItem | undefined;
  if (!item || item[TTL] <= epochSeconds(Date.now())) return null;
  return {
    requestHash: item.requestHash,
    response: JSON.parse(item.responseJson) as IdempotencyRecord['response'],
    createdAt: item.createdAt,
  };
}

/** The record's write inside the effect's transaction; it fails when a live record already holds the key. */
export function idempotencyPutOp(
  scope: IdempotencyScope,
  key: string,
  record: { requestHash: string; response: { status: number; body: unknown } },
  ttlSeconds: number,
): TransactItem {
  const now = Date.now();
  const e = expr();
  const item: IdempotencyItem = {
    ...keys.idempotency(scope, key),
    entity: 'idempotency',
    requestHash: record.requestHash,
    responseJson: JSON.stringify(record.response),
    createdAt: new Date(now).toISOString(),
    [TTL]: epochSeconds(now) + ttlSeconds,
  };
  return {
    Put: {
      TableName: tableName(),
      Item: item,
      ConditionExpression: `attribute_not_exists(PK) OR ${e.name(TTL)} <= ${e.value(epochSeconds(now))}`,
      ...e.attributes(),
    },
  };
}
