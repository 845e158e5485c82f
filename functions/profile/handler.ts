import { profileContract } from '../../shared/api/contracts/profile';
import { createHandler } from '../lib/http';
import { getOrCreateProfile, updateProfile } from '../lib/store/profiles';

export const handler = createHandler(profileContract, {
  'GET /me': async ({ user }) => ({ profile: await getOrCreateProfile(user), isAdmin: user.isAdmin }),
  'PATCH /me': async ({ user, body }) => ({ profile: await updateProfile(user, body), isAdmin: user.isAdmin }),
});
