import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, isConditionFailed, tableName } from '../db';
import { keys, type Key } from './keys';

/**
 * Revocation markers: "every session of this user begun until `revokedAt` is over", checked on every signed-in route
 * (functions/lib/revocation.ts). Written, each time with Cognito's global sign-out, by: the client's "sign out
 * everywhere" and password change (POST /me/sessions/end), a password reset (the pool's post-confirmation trigger),
 * account deletion (`npm run account:delete`) and `npm run admin:revoke`; lifted by `admin:grant` (staff only). One
 * item per user: a later event moves the marker forward, never back.
 */
interface RevocationItem extends Key {
  entity: 'revocation';
  /** Epoch seconds. */
  revokedAt: number;
  reason: RevocationReason;
  at: string;
}

export type RevocationReason = 'admin_revoked' | 'account_deleted' | 'signed_out' | 'password_changed' | 'password_reset';

export async function getRevokedAt(sub: string): Promise<number | null> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.revocation(sub), ConsistentRead: true }));
  return (Item as RevocationItem | undefined)?.revokedAt ?? null;
}

/**
 * End every session of `sub` begun until `now`. The marker only moves forward (a late, earlier write does not reopen
 * sessions a later one ended), and an account deleted stays so whatever is written after it.
 *
 * Tokens tell their sign-in time in whole seconds, and a session begun in the marker's second counts as ended
 * (session-rule.ts). So this returns only once the clock has left that second (at most a second's wait): a sign-in
 * that follows — the new password right after a reset or a change — always begins after the marker and is live.
 */
export async function putRevocation(sub: string, reason: RevocationReason, now: Date = new Date()): Promise<number> {
  const revokedAt = Math.floor(now.getTime() / 1000);
  const item: RevocationItem = { ...keys.revocation(sub), entity: 'revocation', revokedAt, reason, at: now.toISOString() };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(PK) OR (#at <= :at AND #reason <> :deleted)',
        ExpressionAttributeNames: { '#at': 'revokedAt', '#reason': 'reason' },
        ExpressionAttributeValues: { ':at': revokedAt, ':deleted': 'account_deleted' },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
    // A later marker, or the account's deletion, is already there: it ends at least as much.
  }
  const wait = (revokedAt + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  return revokedAt;
}

/**
 * Lift a revocation written by `admin:revoke` (`admin:grant` after it). A marker written for any other reason (the
 * person's own sign-out everywhere, a password change, a deleted account) stays: granting a role reopens no session.
 */
export async function liftAdminRevocation(sub: string): Promise<void> {
  try {
    await ddb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.revocation(sub),
        ConditionExpression: '#reason = :revoked',
        ExpressionAttributeNames: { '#reason': 'reason' },
        ExpressionAttributeValues: { ':revoked': 'admin_revoked' },
      }),
    );
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
}
