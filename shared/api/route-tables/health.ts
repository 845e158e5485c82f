import { defineRoutes } from '../route-def';

/** The health function's routes (functions/health/handler.ts). The whole table: shared/api/routes.ts. */
// prettier-ignore
export const healthRoutes = defineRoutes('health', [
  { method: 'GET', path: '/health', access: 'public', summary: 'Liveness and version' },
  { method: 'GET', path: '/openapi.json', access: 'public', summary: 'This API as OpenAPI 3.1' },
]);
