/**
 * The web tests' runtime configuration and fake API (one place for every harness): the configuration the app reads
 * (`setConfig`, applied when this module loads; `setTestConfig` adds to it), and global fetch answered by a test's
 * route function — the page's calls go through the real typed client (paths, bodies, headers and answers checked by
 * the routes' contracts). Unanswered requests get the API's 404.
 */
import type { RuntimeConfig } from '../../shared/config';
import { setConfig } from '../../web/src/lib/config';

export const API = 'http://api.test';

const TEST_CONFIG: RuntimeConfig = {
  environment: 'local',
  region: 'us-west-2',
  userPoolId: 'us-west-2_test',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiUrl: API,
  paymentMode: 'test',
};

/** The test configuration, with what a harness adds (e.g. the public site's booking link). */
export function setTestConfig(extra: Partial<RuntimeConfig> = {}): void {
  setConfig({ ...TEST_CONFIG, ...extra });
}
setTestConfig();

export interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}
export type Reply = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/** Replace global fetch with `route`; returns the requests made, in order. */
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
