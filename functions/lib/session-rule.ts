import type { Caller } from './auth';
import { ApiError } from './errors';

/**
 * The revocation rule, apart from where the marker is read (revocation.ts reads it alone; store/items.ts with a
 * route's first read): a token whose session began no later than the caller's revocation marker is refused. The same
 * second counts as before: a token cannot be told apart from one issued just before the revocation.
 */
export function assertSessionLive(caller: Pick<Caller, 'issuedAt'>, revokedAt: number | null): void {
  if (revokedAt !== null && (caller.issuedAt ?? 0) <= revokedAt)
    throw new ApiError('unauthorized', 'This session was ended. Please sign in again.');
}
