/**
 * The API as the questionnaire page sees it, behind global fetch: the page's calls go through the real typed client
 * (paths, bodies, headers and answers checked by the routes' contracts); a test answers each request and reads what
 * was sent. Unanswered requests get the API's 404.
 */
import { setConfig } from '../../../web/src/lib/config';

export const API = 'http://api.test';

setConfig({
  environment: 'local',
  region: 'us-west-2',
  userPoolId: 'us-west-2_test',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiUrl: API,
  paymentMode: 'test',
});

export interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
export type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

export function fakeApi(route: (req: Sent) => Reply | undefined): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const req: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(req);
    const reply = (await route(req)) ?? { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return sent;
}

// The client loads the routes' contracts with its first request; load them before the tests, so that a page's first
// read does not also wait for them to be compiled (seconds on a busy machine, beyond findBy's patience).
beforeAll(() => import('../../../shared/api/contracts/all'));
