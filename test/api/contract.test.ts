/**
 * Every route is served through its contract, on the running stack (gateway, real tokens, DynamoDB Local): for each
 * route of the route table, a valid request as the one entitled to it answers one of the contract's success statuses
 * with a body its success schema parses (through the typed client, which parses every success); and a body or query
 * the contract refuses answers 400 validation_failed with exactly the field errors the contract's own schema gives.
 * A route without a contract, a handler or a case here fails the suite.
 */
import type * as z from 'zod/mini';
import { uncheckedInputOf } from '../../shared/api/client';
import type { RouteContract } from '../../shared/api/contract';
import { CONTRACTS } from '../../shared/api/contracts/all';
import { toFieldErrors } from '../../shared/api/errors';
import { ROUTES, routeKey, type RouteKey } from '../../shared/api/routes';
import { client, newUser, type TestUser } from './helpers';
import { CASES, World } from './route-cases';
import { sharedServer } from './route-cases-serving';

jest.setTimeout(60_000);

let admin: TestUser;
beforeAll(async () => {
  admin = await newUser({ admin: true });
});

const routes = ROUTES.map((route) => {
  const key = routeKey(route) as RouteKey;
  return { key, route, contract: CONTRACTS[key] as RouteContract | undefined };
});

const expectedFieldErrors = (schema: z.ZodMiniType, value: unknown) => {
  const parsed = schema.safeParse(value, { reportInput: true });
  expect(parsed.success).toBe(false);
  return toFieldErrors(parsed.success ? [] : parsed.error.issues);
};

it.each(routes)('$key is served through its contract', async ({ key, route, contract }) => {
  if (!contract) throw new Error(`${key} has no contract in shared/api/contracts/${route.group}.ts`);
  if (!CASES[key]) throw new Error(`${key} has no case in test/api/route-cases.ts`);
  const owner = await newUser();
  const input = uncheckedInputOf(await CASES[key].request(new World(owner)));
  const as = client(
    route.access === 'admin' ? admin : route.access === 'user' ? owner : route.access === 'server' ? await sharedServer() : null,
  );

  // 1. A valid request: one of the contract's success statuses, its body parsed by the success schema.
  const res = await as.sendUnchecked(key, input);
  const success = contract.success;
  if ((CASES[key].everyone ?? 0) >= 400) {
    // The unsigned webhook: refused, with one of the route's documented errors.
    expect(contract.errors).toContain(res.error.code);
  } else {
    const statuses: number[] = [success.status, ...('also' in success && success.also ? [success.also.status] : [])];
    expect(statuses).toContain(res.status);
    if ('schema' in success) expect(success.schema.safeParse(res.json).success).toBe(true);
    if ('file' in success) expect(res.headers.get('content-type')).toBe(success.file.contentType);
    if (success.status === 204) expect(res.text).toBe('');
    // The typed client's own parse (what the tests, the bench and the web rely on) accepts it too.
    expect(() => res.body).not.toThrow();
  }

  // 2. A body the contract refuses: 400 with exactly the field errors the contract's own schema gives.
  if (contract.body && contract.bodyAs !== 'text') {
    const probe = { contractProbe: true };
    const refused = await as.sendUnchecked(key, { ...input, body: probe });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'validation_failed', fieldErrors: expectedFieldErrors(contract.body, probe) });
  }

  // 3. A query the contract refuses: the same.
  if (contract.query) {
    const probe = { contractProbe: 'yes' };
    const refused = await as.sendUnchecked(key, { ...input, query: probe });
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({ code: 'validation_failed', fieldErrors: expectedFieldErrors(contract.query, probe) });
  }
});
