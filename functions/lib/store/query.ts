import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor, type CursorScope, type Position } from './cursor';
import { ddb, tableName } from '../db';
import { keyNames, positionOf, type QuerySpec } from './keys';
import { itemsRead } from '../metrics';

export type Item = Record<string, unknown>;

/** A FilterExpression applied after the key condition (it narrows results, not the items read). */
export interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

export interface Page<T = Item> {
  items: T[];
  /** The opaque cursor of the next page; null when the query is exhausted. */
  nextCursor: string | null;
}

export interface PageRequest {
  limit: number;
  /** From the previous page; bound to the query and `scope` (decodeCursor refuses any other). */
  cursor?: string;
  /** What else the cursor is bound to: the filter's inputs (search words). */
  scope?: CursorScope;
}

/** Items read per request at most when a filter may discard most of them (about 1 MB of META items). */
const FILTERED_PAGE_READ = 1000;
/** With a filter, each read is this many times larger than the last (dense matches stay cheap, sparse ones fast). */
const FILTERED_READ_GROWTH = 4;

function keyCondition(
  spec: QuerySpec,
): Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  const { partition, sort } = keyNames(spec.index);
  const index = spec.index ? { IndexName: spec.index } : {};
  if (spec.prefix) {
    return {
      ...index,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': partition, '#sk': sort },
      ExpressionAttributeValues: { ':pk': spec.partition, ':prefix': spec.prefix },
    };
  }
  const { from, to } = spec.range ?? {};
  if (from !== undefined || to !== undefined) {
    const condition =
      from !== undefined && to !== undefined ? '#sk BETWEEN :from AND :to' : from !== undefined ? '#sk >= :from' : '#sk <= :to';
    return {
      ...index,
      KeyConditionExpression: `#pk = :pk AND ${condition}`,
      ExpressionAttributeNames: { '#pk': partition, '#sk': sort },
      ExpressionAttributeValues: {
        ':pk': spec.partition,
        ...(from !== undefined ? { ':from': from } : {}),
        ...(to !== undefined ? { ':to': to } : {}),
      },
    };
  }
  return {
    ...index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': partition },
    ExpressionAttributeValues: { ':pk': spec.partition },
  };
}

/**
 * One page of a query, newest first (oldest first with `ascending`). Without a filter this is one Query of `limit` items. With a filter, Queries
 * follow each other — reading `limit` items, then four times more each time up to FILTERED_PAGE_READ — until `limit`
 * items matched, the partition ends, or `readBudget` items were read: a search costs at most `readBudget` item reads
 * per page, whatever the table size.
 * When a read returns more matches than fit, the next page starts right after the last item returned (not after the
 * last item read), so no match is skipped.
 */
export async function queryPage<T extends object = Item>(
  spec: QuerySpec,
  opts: PageRequest & { filter?: Filter; readBudget?: number; ascending?: boolean },
): Promise<Page<T>> {
  const base = keyCondition(spec);
  const items: Item[] = [];
  // Items are what the store wrote under this spec: the caller names their type.
  const page = (next: Position | null | undefined): Page<T> => ({
    items: items as T[],
    nextCursor: next ? encodeCursor(next, spec, opts.scope) : null,
  });
  let start: Position | undefined = opts.cursor ? decodeCursor(opts.cursor, spec, opts.scope) : undefined;
  let read = 0;
  let nextRead = opts.limit;
  const budget = opts.readBudget ?? Number.POSITIVE_INFINITY;

  while (true) {
    const {
      Items = [],
      LastEvaluatedKey,
      ScannedCount = 0,
    } = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        ...base,
        ExpressionAttributeNames: { ...base.ExpressionAttributeNames, ...opts.filter?.names },
        ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ...opts.filter?.values },
        ...(opts.filter ? { FilterExpression: opts.filter.expression } : {}),
        ScanIndexForward: opts.ascending === true,
        Limit: opts.filter ? Math.max(1, Math.min(nextRead, FILTERED_PAGE_READ, budget - read)) : opts.limit - items.length,
        ExclusiveStartKey: start,
      }),
    );
    read += ScannedCount;
    itemsRead.add(ScannedCount);
    nextRead *= FILTERED_READ_GROWTH;
    const room = opts.limit - items.length;
    if (Items.length > room) {
      items.push(...Items.slice(0, room));
      return page(positionOf(items[items.length - 1], spec.index));
    }
    items.push(...Items);
    start = LastEvaluatedKey as Position | undefined;
    if (!start || items.length >= opts.limit || read >= budget) return page(start);
  }
}

/**
 * Every item of a small partition (a user's drafts, a submission's items) in sort-key order, following DynamoDB's
 * 1 MB pages. The caller names the items' type (what the store wrote under this spec).
 */
export async function queryAll<T extends object = Item>(
  spec: QuerySpec,
  opts: { consistent?: boolean; projection?: string[] } = {},
): Promise<T[]> {
  const base = keyCondition(spec);
  const names = { ...base.ExpressionAttributeNames };
  const projection = opts.projection?.map((name, i) => {
    names[`#p${i}`] = name;
    return `#p${i}`;
  });
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        ...base,
        ExpressionAttributeNames: names,
        ...(projection ? { ProjectionExpression: projection.join(', ') } : {}),
        ConsistentRead: opts.consistent && !spec.index ? true : undefined,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return items as T[];
}
