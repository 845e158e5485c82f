import { UpdateProfileRequestSchema, type MeResponse } from '../../shared/api/profile';
import { createHandler, json } from '../lib/http';
import { getOrCreateProfile, updateProfile } from '../lib/store/profiles';

export const handler = createHandler('profile', {
  'GET /me': async ({ user }) => {
    const body: MeResponse = { profile: await getOrCreateProfile(user), isAdmin: user.isAdmin };
    return json(200, body);
  },
  'PATCH /me': async ({ user, body }) => {
    const patch = body(UpdateProfileRequestSchema);
    const response: MeResponse = { profile: await updateProfile(user, patch), isAdmin: user.isAdmin };
    return json(200, response);
  },
});
