import type { Caller } from './auth';
import { assertSessionLive } from './session-rule';
import { getRevokedAt } from './store/revocations';

/**
 * Refuse a token whose session began no later than the caller's revocation marker: sign-out everywhere, a password
 * change or reset, account deletion, `npm run admin:revoke` (functions/lib/store/revocations.ts). Cognito's global
 * sign-out ends refresh tokens, but an ID token stays valid at API Gateway until it expires, so every signed-in route
 * checks the marker itself (createHandler). This reads the marker on its own (one GetItem); a route whose first read is
 * a BatchGetItem carries the marker in it instead (store/items.ts), and this runs only when no read did before the
 * route's first write or its answer (metrics.ts, SessionGate).
 */
export async function assertSessionNotRevoked(caller: Caller): Promise<void> {
  assertSessionLive(caller, await getRevokedAt(caller.sub));
}
