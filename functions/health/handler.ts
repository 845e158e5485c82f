import openapi from '../../docs/openapi.json';
import { healthContract } from '../../shared/api/contracts/health';
import { createHandler, reply } from '../lib/http';

const VERSION = process.env.APP_VERSION ?? 'dev';

export const handler = createHandler(healthContract, {
  'GET /health': async () => ({ status: 'ok', version: VERSION, time: new Date().toISOString() }),
  // The document generated from the contract (npm run openapi), bundled as data: no zod-to-JSON-Schema at runtime.
  'GET /openapi.json': async () => reply(200, openapi, { 'cache-control': 'public, max-age=300' }),
});
