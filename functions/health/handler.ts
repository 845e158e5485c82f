import { createHandler, json } from '../lib/http';

const VERSION = process.env.APP_VERSION ?? 'dev';

export const handler = createHandler('health', {
  'GET /health': async () => json(200, { status: 'ok', version: VERSION, time: new Date().toISOString() }),
  // Replaced by the generated OpenAPI document (shared/api/openapi.ts) once the contract is complete.
  'GET /openapi.json': async () => json(200, { openapi: '3.1.0', info: { title: 'LDA API', version: VERSION }, paths: {} }),
});
