import { healthContract } from '../../shared/api/contracts/health';
import { createHandler, reply } from '../lib/http';

const VERSION = process.env.APP_VERSION ?? 'dev';

export const handler = createHandler(healthContract, {
  'GET /health': async () => ({ status: 'ok', version: VERSION, time: new Date().toISOString() }),
  // The document generated from the contract (npm run openapi), bundled as data: no zod-to-JSON-Schema at runtime. A
  // chunk of its own (140 KiB with the case-workspace routes), read on the first request for it, not at cold start.
  'GET /openapi.json': async () =>
    reply(200, (await import('../../docs/openapi.json')).default, { 'cache-control': 'public, max-age=300' }),
});
