/**
 * The cap on submissions waiting for an office payment (docs/security.md A-2, F4), kept exactly under concurrency: a
 * counter item per user (`USER#<sub>` / `UNPAID`, `open`) and a flag on each submission that holds one of its places
 * (`holdsUnpaidSlot` on META). Every change of either happens in the transaction that changes the submission:
 *  - submitting unpaid takes a place: the counter goes up only while below the cap (a conditional update in the
 *    submission's transaction — concurrent submissions cannot all read "1 waiting" and all pass);
 *  - a payment, or the office moving the case out of pending/processing (completed, rejected), gives it back (the flag
 *    is removed on the condition that it was there, and the counter goes down by one);
 *  - reopening a rejected unpaid case takes one again (without the cap: it is the office's decision).
 * Account deletion leaves the counter (no personal data; the case files it counts stay 7 years).
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmissionStatus } from '../../../shared/api/submissions';
import { cancellationCodes, ddb, isConditionFailed, tableName, transact, type TransactItem } from '../db';
import { DependencyUnavailableError } from '../errors';
import { expr } from './expr';
import { keyNames, keys, queries } from './keys';
import type { SubmissionItem } from './submissions';

/** The attribute on META of a submission that holds a place. */
export const UNPAID_FLAG = 'holdsUnpaidSlot';
/** Statuses in which an unpaid submission holds a place: the office is working on it. */
export const OPEN_STATUSES: readonly SubmissionStatus[] = ['pending', 'processing'];
export const isOpenStatus = (s: SubmissionStatus): boolean => OPEN_STATUSES.includes(s);

/** Take a place: the counter goes up by one only while it is below `max` (the transaction is cancelled otherwise). */
export function takeUnpaidPlaceOp(sub: string, max: number): TransactItem {
  const e = expr();
  const open = e.name('open');
  return {
    Update: {
      TableName: tableName(),
      Key: keys.unpaidCounter(sub),
      UpdateExpression: `SET ${open} = if_not_exists(${open}, ${e.value(0)}) + ${e.value(1)}, ${e.name('entity')} = ${e.value('unpaidCounter')}`,
      ConditionExpression: `attribute_not_exists(${open}) OR ${open} < ${e.value(max)}`,
      ...e.attributes(),
    },
  };
}

/** Give a place back, or take one without the cap (staff reopening a case): one counter update. */
export function moveUnpaidCounterOp(sub: string, delta: 1 | -1): TransactItem {
  const e = expr();
  return {
    Update: {
      TableName: tableName(),
      Key: keys.unpaidCounter(sub),
      UpdateExpression: `ADD ${e.name('open')} ${e.value(delta)}`,
      ...e.attributes(),
    },
  };
}

/** What a change of a submission does to its place: keep it as it is, give it back, or take one. */
export type PlaceChange = 'keep' | 'release' | 'retake';

/** The place change of a status change staff make (from the META they read). */
export function placeChangeOnStatus(meta: Pick<SubmissionItem, 'paymentStatus' | 'holdsUnpaidSlot'>, to: SubmissionStatus): PlaceChange {
  if (meta.holdsUnpaidSlot && !isOpenStatus(to)) return 'release';
  if (!meta.holdsUnpaidSlot && meta.paymentStatus === 'unpaid' && isOpenStatus(to)) return 'retake';
  return 'keep';
}

/**
 * Parts of the META update for a place change, conditional on the flag as it was read (a payment and a status change
 * racing cannot both give the same place back): the REMOVE/SET clause, the condition, and the counter's own update.
 */
export function placeChangeParts(
  e: ReturnType<typeof expr>,
  meta: Pick<SubmissionItem, 'userId' | 'holdsUnpaidSlot'>,
  change: PlaceChange,
): { set: Record<string, unknown>; remove: string[]; condition: string; counter: TransactItem[] } {
  const flag = e.name(UNPAID_FLAG);
  const held = meta.holdsUnpaidSlot ? `${flag} = ${e.value(true)}` : `attribute_not_exists(${flag})`;
  if (change === 'release') return { set: {}, remove: [UNPAID_FLAG], condition: held, counter: [moveUnpaidCounterOp(meta.userId, -1)] };
  if (change === 'retake')
    return { set: { [UNPAID_FLAG]: true }, remove: [], condition: held, counter: [moveUnpaidCounterOp(meta.userId, 1)] };
  return { set: {}, remove: [], condition: held, counter: [] };
}

/**
 * The counter of a user who submitted before it existed: it is made from their submissions then waiting (each
 * flagged), in one transaction that fails if anyone made it meanwhile. Nothing to do once it exists.
 */
export async function ensureUnpaidCounter(sub: string): Promise<void> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.unpaidCounter(sub), ConsistentRead: true }));
  if (Item) return;
  const spec = queries.submissionsOf(sub);
  const { partition, sort } = keyNames(spec.index);
  const { Items = [] } = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: spec.index!,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': partition, '#sk': sort },
      ExpressionAttributeValues: { ':pk': spec.partition, ':prefix': spec.prefix },
    }),
  );
  const waiting = (Items as SubmissionItem[]).filter((s) => s.paymentStatus === 'unpaid' && isOpenStatus(s.status) && !s.holdsUnpaidSlot);
  const ops: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.unpaidCounter(sub), entity: 'unpaidCounter', open: waiting.length },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...waiting.map((s): TransactItem => {
      const e = expr();
      return {
        Update: {
          TableName: tableName(),
          Key: keys.submission(s.id),
          UpdateExpression: e.set({ [UNPAID_FLAG]: true }),
          ConditionExpression: `attribute_not_exists(${e.name(UNPAID_FLAG)}) AND ${e.name('paymentStatus')} = ${e.value('unpaid')} AND ${e.name('status')} IN (${OPEN_STATUSES.map((st) => e.value(st)).join(', ')})`,
          ...e.attributes(),
        },
      };
    }),
  ];
  try {
    await transact(ops);
  } catch (err) {
    // Someone made it meanwhile (or a submission changed; or concurrent submissions kept it busy, which means it is
    // being made or used): the counter exists, or the next submission tries again.
    if (!isConditionFailed(err) && !cancellationCodes(err) && !(err instanceof DependencyUnavailableError)) throw err;
  }
}
