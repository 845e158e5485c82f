import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../db';
import { keys, type Key } from './keys';

/**
 * Revocation markers: "every session of this user begun until `revokedAt` is over". Written by `npm run admin:revoke`
 * (with Cognito's global sign-out) and by account deletion; lifted by `admin:grant`. One item per user.
 */
interface RevocationItem extends Key {
  entity: 'revocation';
  /** Epoch seconds. */
  revokedAt: number;
  reason: RevocationReason;
  at: string;
}

export type RevocationReason = 'admin_revoked' | 'account_deleted';

export async function getRevokedAt(sub: string): Promise<number | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.revocation(sub), ConsistentRead: true }));
  return (Item as RevocationItem | undefined)?.revokedAt ?? null;
}

export async function putRevocation(sub: string, reason: RevocationReason, now: Date = new Date()): Promise<number> {
  const revokedAt = Math.floor(now.getTime() / 1000);
  const item: RevocationItem = { ...keys.revocation(sub), entity: 'revocation', revokedAt, reason, at: now.toISOString() };
  await ddb().send(new PutCommand({ TableName: tableName(), Item: item }));
  return revokedAt;
}

export async function deleteRevocation(sub: string): Promise<void> {
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: keys.revocation(sub) }));
}
