import * as z from 'zod/mini';
import { defineContract } from '../contract';
import { HealthResponseSchema } from '../profile';
import { healthRoutes } from '../route-tables/health';

export const healthContract = defineContract(healthRoutes, {
  'GET /health': { success: { status: 200, description: 'Alive', schema: HealthResponseSchema }, errors: [] },
  'GET /openapi.json': {
    success: { status: 200, description: 'This document', schema: z.record(z.string(), z.unknown()) },
    errors: [],
  },
});
