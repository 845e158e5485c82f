import { defineContract } from '../contract';
import { MeResponseSchema, UpdateProfileRequestSchema } from '../profile';
import { profileRoutes } from '../route-tables/profile';

export const profileContract = defineContract(profileRoutes, {
  'GET /me': { success: { status: 200, description: 'The profile', schema: MeResponseSchema }, errors: [] },
  'PATCH /me': {
    body: UpdateProfileRequestSchema,
    success: { status: 200, description: 'The updated profile', schema: MeResponseSchema },
    errors: ['validation_failed'],
  },
});
