import openapi from '../../docs/openapi.json';
import type { HealthResponseSchema } from '../../shared/api/profile';
import type { z } from 'zod';
import { createHandler, json } from '../lib/http';

const VERSION = process.env.APP_VERSION ?? 'dev';

export const handler = createHandler('health', {
  'GET /health': async () => {
    const body: z.infer<typeof HealthResponseSchema> = { status: 'ok', version: VERSION, time: new Date().toISOString() };
    return json(200, body);
  },
  // The document generated from the contract (npm run openapi), bundled as data: no zod-to-JSON-Schema at runtime.
  'GET /openapi.json': async () => json(200, openapi, { 'cache-control': 'public, max-age=300' }),
});
