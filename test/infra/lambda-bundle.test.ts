/**
 * A function bundled as the CDK bundles it (infra/aws/bundling.ts, via scripts/build-functions.ts, with its package
 * aliases: the credential chain, DynamoDB's endpoint discovery) still works: its DynamoDB client signs requests with
 * the credentials Lambda puts in the environment — the one source left once the SDK's default chain is aliased to
 * functions/lib/lambda-credentials.ts — and has no other source to fall back on. The bundle runs in a fresh Node
 * process, as Lambda would load it, against a local HTTP server standing in for the DynamoDB endpoint
 * (AWS_ENDPOINT_URL_DYNAMODB) that records what it receives.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { LAMBDA_ALIASES } from '../../infra/aws/bundling';
import { bundleFunction, ROOT } from '../../scripts/build-functions';

jest.setTimeout(60_000);

const run = promisify(execFile);
let dir: string;
let bundle: string;
let inputs: string[];
let server: http.Server;
let endpoint: string;
const received: Array<{ target: string; authorization: string; token: string }> = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));
  bundle = join(dir, 'index.mjs');
  inputs = Object.keys((await bundleFunction(join(ROOT, 'functions/profile/handler.ts'), dir)).inputs);
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({
        target: String(req.headers['x-amz-target'] ?? ''),
        authorization: String(req.headers.authorization ?? ''),
        token: String(req.headers['x-amz-security-token'] ?? ''),
      });
      // An empty answer: GetItem finds no profile, PutItem succeeds.
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const INVOKE = `const { handler } = await import(process.argv[1]);
const res = await handler({ version: '2.0', routeKey: 'GET /me', rawPath: '/me', headers: {},
  requestContext: { requestId: 'bundle-test', http: { method: 'GET', path: '/me', sourceIp: '127.0.0.1', userAgent: 'test' },
    authorizer: { jwt: { claims: { sub: 'bundle-user', token_use: 'id', email: 'bundle@example.test', given_name: 'Bun', family_name: 'Dle' } } } } });
process.stdout.write(JSON.stringify({ statusCode: res.statusCode }));`;

/** Call GET /me of the bundle in a fresh process with only these environment variables (and no ~/.aws to read). */
async function invoke(env: Record<string, string>): Promise<{ statusCode: number }> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', INVOKE, pathToFileURL(bundle).href], {
    env: { PATH: process.env.PATH ?? '', HOME: dir, AWS_REGION: 'us-west-2', TABLE_NAME: 'bundle-test', LOG_LEVEL: 'error', ...env },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { statusCode: number };
}

it('aliases the SDK default credential chain to the environment provider', () => {
  expect(inputs.some((i) => i.endsWith('functions/lib/lambda-credentials.ts'))).toBe(true);
  for (const chain of ['credential-provider-node/', 'credential-provider-ini/', 'credential-provider-sso/', 'nested-clients/']) {
    expect(inputs.filter((i) => i.includes(chain))).toEqual([]);
  }
  expect(Object.keys(LAMBDA_ALIASES)).toContain('@aws-sdk/credential-provider-node');
});

it('aliases DynamoDB’s endpoint-discovery settings to a resolver without the endpoint cache nothing reads', () => {
  expect(inputs.some((i) => i.endsWith('functions/lib/lambda-endpoint-discovery.ts'))).toBe(true);
  for (const cut of ['middleware-endpoint-discovery/', 'endpoint-cache/', 'node_modules/mnemonist/', 'node_modules/obliterator/']) {
    expect(inputs.filter((i) => i.includes(cut))).toEqual([]);
  }
});

it('signs DynamoDB requests with the credentials Lambda puts in the environment', async () => {
  received.length = 0;
  const res = await invoke({
    AWS_ACCESS_KEY_ID: 'AKIDBUNDLETEST',
    AWS_SECRET_ACCESS_KEY: 'bundle-secret',
    AWS_SESSION_TOKEN: 'bundle-session-token',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
  });
  expect(res.statusCode).toBe(200);
  expect(received.map((r) => r.target)).toEqual(['DynamoDB_20120810.GetItem', 'DynamoDB_20120810.PutItem']);
  for (const r of received) {
    expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDBUNDLETEST\/\d{8}\/us-west-2\/dynamodb\/aws4_request/);
    expect(r.token).toBe('bundle-session-token');
  }
});

it('has no other credential source: without them it sends nothing and fails', async () => {
  received.length = 0;
  const res = await invoke({ AWS_ENDPOINT_URL_DYNAMODB: endpoint });
  expect(res.statusCode).toBeGreaterThanOrEqual(500);
  expect(received).toEqual([]);
});
