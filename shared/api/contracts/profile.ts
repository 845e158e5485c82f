import { defineContract } from '../contract';
import { EndSessionsRequestSchema, MeResponseSchema, UpdateProfileRequestSchema } from '../profile';
import { profileRoutes } from '../route-tables/profile';

export const profileContract = defineContract(profileRoutes, {
  'GET /me': { success: { status: 200, description: 'The profile', schema: MeResponseSchema }, errors: [] },
  'PATCH /me': {
    body: UpdateProfileRequestSchema,
    success: { status: 200, description: 'The updated profile', schema: MeResponseSchema },
    errors: ['validation_failed'],
  },
  'POST /me/sessions/end': {
    body: EndSessionsRequestSchema,
    success: {
      status: 204,
      description: 'Every session begun until now is over: the API refuses their tokens (this one included); sign in again',
    },
    errors: ['validation_failed'],
  },
});
