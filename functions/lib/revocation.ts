import type { Caller } from './auth';
import { ApiError } from './errors';
import { getRevokedAt } from './store/revocations';

/**
 * Refuse a token whose session began no later than the caller's revocation marker (`npm run admin:revoke`): Cognito's
 * global sign-out ends refresh tokens, but an ID token stays valid at API Gateway until it expires, so admin routes
 * check the marker themselves (createHandler, for every admin route). The same second counts as before: a token
 * cannot be told apart from one issued just before the revocation.
 */
export async function assertSessionNotRevoked(caller: Caller): Promise<void> {
  const revokedAt = await getRevokedAt(caller.sub);
  if (revokedAt !== null && (caller.issuedAt ?? 0) <= revokedAt)
    throw new ApiError('unauthorized', 'This session was ended. Please sign in again.');
}
