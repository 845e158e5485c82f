import { profileContract } from '../../shared/api/contracts/profile';
import { createHandler, withSessionCheck } from '../lib/http';
import { assertSessionNotRevoked } from '../lib/revocation';
import { getOrCreateProfile, updateProfile } from '../lib/store/profiles';
import { putRevocation } from '../lib/store/revocations';

export const handler = createHandler(withSessionCheck(profileContract, assertSessionNotRevoked), {
  'GET /me': async ({ user }) => ({ profile: await getOrCreateProfile(user), isAdmin: user.isAdmin }),
  'PATCH /me': async ({ user, body }) => ({ profile: await updateProfile(user, body), isAdmin: user.isAdmin }),
  // The marker ends every session begun until now, this one included (its next call is 401): the web signs out of
  // Cognito everywhere right after (refresh tokens revoked); a refresh token that escaped it still gets ID tokens with
  // the old session's auth_time, which the marker refuses too.
  'POST /me/sessions/end': async ({ user, body }) => {
    await putRevocation(user.sub, body.reason);
  },
});
