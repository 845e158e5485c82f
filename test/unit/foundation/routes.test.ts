import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GroupRouteTable } from '../../../shared/api/route-def';
import { matchPath, ROUTE_GROUPS, ROUTES, routeKey } from '../../../shared/api/routes';

describe('the shared route table', () => {
  it('has unique route keys', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is composed of the groups’ tables (shared/api/route-tables/<group>.ts), each holding its own group’s routes only', async () => {
    for (const g of ROUTE_GROUPS) {
      const table = ((await import(`../../../shared/api/route-tables/${g}`)) as Record<string, GroupRouteTable>)[`${g}Routes`];
      expect(table.group).toBe(g);
      expect(table.routes.length).toBeGreaterThan(0);
      expect(table.routes.filter((r) => r.group !== g)).toEqual([]);
      expect(table.routes.map(routeKey)).toEqual(ROUTES.filter((r) => r.group === g).map(routeKey));
    }
  });

  it('points every group at a handler module', () => {
    for (const g of ROUTE_GROUPS) expect(existsSync(join(__dirname, '../../../functions', g, 'handler.ts'))).toBe(true);
  });

  it('leaves only health, the OpenAPI document, the payment webhook, the sign-up routes and the notary booking public', () => {
    expect(
      ROUTES.filter((r) => r.access === 'public')
        .map(routeKey)
        .sort(),
    ).toEqual([
      'GET /health',
      'GET /notary/slots',
      'GET /openapi.json',
      'POST /auth/confirm-sign-up',
      'POST /auth/resend-code',
      'POST /auth/sign-up',
      // The notary booking takes guests; the manage calls are opened by a signed token in their body (issue 33).
      'POST /notary/appointments',
      'POST /notary/manage',
      'POST /notary/manage/cancel',
      'POST /notary/manage/reschedule',
      'POST /payments/webhook',
    ]);
  });

  it('keeps every /admin route admin-only', () => {
    for (const r of ROUTES.filter((r) => r.path.startsWith('/admin'))) expect(r.access).toBe('admin');
  });
});

describe('matchPath', () => {
  it.each([
    ['/submissions/{id}', '/submissions/abc', { id: 'abc' }],
    ['/submissions/{id}', '/submissions/a%20b', { id: 'a b' }],
    ['/submissions/{id}/pdf', '/submissions/x/pdf', { id: 'x' }],
    ['/health', '/health', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it.each([
    ['/submissions/{id}', '/submissions'],
    ['/submissions/{id}', '/submissions/'],
    ['/submissions/{id}', '/submissions/a/b'],
    ['/submissions/{id}', '/submissions/%E0%A4%A'],
    ['/health', '/healthz'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchPath(pattern, path)).toBeNull();
  });
});
