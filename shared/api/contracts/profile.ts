import { defineContract } from '../contract';
import { MeResponseSchema, UpdateProfileRequestSchema } from '../profile';

export const profileContract = defineContract('profile', {
  'GET /me': { success: { status: 200, description: 'The profile', schema: MeResponseSchema }, errors: [] },
  'PATCH /me': {
    body: UpdateProfileRequestSchema,
    success: { status: 200, description: 'The updated profile', schema: MeResponseSchema },
    errors: ['validation_failed'],
  },
});
