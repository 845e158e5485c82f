/**
 * Limits on how much mail one place gets (docs/security.md F12), kept in the transaction that queues the mail, so
 * concurrent requests cannot get past them:
 *  - a cooldown: after one mail of a kind, none of that kind to the same place until it runs out (staff hear of a
 *    case's new messages and uploads at most every 10 minutes; an account's owner is told of sign-up attempts with
 *    their address at most once an hour);
 *  - a quota: at most `max` mails of a kind to one place per window (sign-up codes to one address per hour).
 * An address is named by its hash (store/keys.ts mailLimit): the table's keys, which its stream carries, hold no email.
 * The items expire with the table's TTL once they no longer matter.
 */
import { createHash } from 'node:crypto';
import { isConditionFailed, type TransactItem, tableName } from '../db';
import { keys, type Key } from './keys';
import { TTL_ATTRIBUTE } from './retention';

export const STAFF_NOTICE_COOLDOWN_SECONDS = 10 * 60;
export const SIGN_UP_ATTEMPT_COOLDOWN_SECONDS = 60 * 60;
export const SIGN_UP_CODES_PER_HOUR = 5;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** The scope of an address: its hash, lower-cased first (Cognito's usernames are case-insensitive here). */
export const addressScope = (email: string): string =>
  `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
export const caseScope = (caseId: string): string => `case:${caseId}`;

export interface LimitItem extends Key {
  entity: 'mailLimit';
  /** Cooldown: epoch seconds until which no other mail of the kind goes. */
  until?: number;
  /** Quota: the window (epoch seconds of its start) and the mails counted in it. */
  window?: number;
  count?: number;
}

/** Whether a cooldown read earlier still runs at `now` (then the mail is not even tried). */
export const coolingDown = (item: Pick<LimitItem, 'until'> | null | undefined, now: Date): boolean => (item?.until ?? 0) > epoch(now);

/** Start a cooldown: only when none runs (a concurrent mail of the same kind makes this write, and its mail, fail). */
export function cooldownOp(scope: string, kind: string, now: Date, seconds: number): TransactItem {
  const until = epoch(now) + seconds;
  const item: LimitItem = { ...keys.mailLimit(scope, kind), entity: 'mailLimit', until };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...item, [TTL_ATTRIBUTE]: until + 24 * 3600 },
      ConditionExpression: 'attribute_not_exists(PK) OR #until <= :now',
      ExpressionAttributeNames: { '#until': 'until' },
      ExpressionAttributeValues: { ':now': epoch(now) },
    },
  };
}

/** Count one mail in the window that contains `now`: only while fewer than `max` were counted there. */
export function quotaOp(scope: string, kind: string, now: Date, max: number, windowSeconds: number): TransactItem {
  const window = epoch(now) - (epoch(now) % windowSeconds);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.mailLimit(scope, `${kind}#${window}`),
      UpdateExpression: 'SET #entity = :entity, #window = :window, #ttl = :ttl ADD #count :one',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#entity': 'entity', '#window': 'window', '#ttl': TTL_ATTRIBUTE, '#count': 'count' },
      ExpressionAttributeValues: {
        ':entity': 'mailLimit',
        ':window': window,
        ':ttl': window + windowSeconds + 24 * 3600,
        ':one': 1,
        ':max': max,
      },
    },
  };
}

/** Whether a failed write (or cancelled transaction) was a limit's condition: the mail is not sent, nothing is wrong. */
export const limitReached = (err: unknown, index?: number): boolean => {
  if (index === undefined) return isConditionFailed(err);
  const reasons = (err as { CancellationReasons?: Array<{ Code?: string }> } | null)?.CancellationReasons;
  return reasons?.[index]?.Code === 'ConditionalCheckFailed';
};
