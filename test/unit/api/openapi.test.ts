import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS } from '../../../shared/api/contracts/all';
import { buildOpenApi } from '../../../shared/api/openapi';
import { ROUTES, routeKey } from '../../../shared/api/routes';

const committed = JSON.parse(readFileSync(join(__dirname, '../../../docs/openapi.json'), 'utf8')) as Record<string, unknown>;
const doc = buildOpenApi() as {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId: string; security?: unknown[]; responses: Record<string, unknown>; requestBody?: unknown }>
  >;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  it('is committed up to date in docs/openapi.json (run `npm run openapi`)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('has exactly one contract per route of the route table', () => {
    expect(Object.keys(CONTRACTS).sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it('describes every route as an operation with a unique id, its success and its errors', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const r of ROUTES) {
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(op).toBeDefined();
      ids.add(op.operationId);
      expect(Object.keys(op.responses).some((s) => s.startsWith('2'))).toBe(true);
      if (r.access === 'public') expect(op.security).toEqual([]);
      else expect(op.responses['401']).toBeDefined();
      if (r.access === 'admin') expect(op.responses['403']).toBeDefined();
    }
    expect(ids.size).toBe(ROUTES.length);
  });

  it('resolves every $ref to a component', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of new Set(refs)) expect(Object.keys(doc.components.schemas)).toContain(name);
  });

  it('shows request bodies as strict (extra fields are refused)', () => {
    expect(doc.components.schemas.CreateSubmissionRequest).toMatchObject({ additionalProperties: false });
    expect(doc.components.schemas.StatusUpdateRequest).toMatchObject({
      additionalProperties: false,
      required: ['status', 'expectedVersion'],
    });
  });
});
