/**
 * A function bundled as the CDK bundles it (`bundleLambda` of infra/aws/bundling.ts, with its package aliases — the
 * credential chain, DynamoDB's endpoint discovery — and the plugins of infra/aws/lambda-plugins.ts) still works: its
 * DynamoDB client signs requests with the credentials Lambda puts in the environment — the one source left once the
 * SDK's default chain is aliased to functions/lib/lambda-credentials.ts — has no other source to fall back on, and
 * retries with the standard strategy (the adaptive one is a stub). The bundle runs in a fresh Node process, as Lambda
 * would load it, against a local HTTP server standing in for the AWS endpoints (AWS_ENDPOINT_URL_<SERVICE>) that
 * records what it receives. A second bundle (test/infra/fixtures/lambda-sdk-calls.ts) calls S3, Cognito, Secrets
 * Manager and SES v2 through the functions' own modules.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { build } from 'esbuild';
import { bundleLambda, LAMBDA_ALIASES } from '../../infra/aws/bundling';
import { functionCode } from '../../infra/aws/constructs/api';
import { jsonProtocolsOnly, sdkUnusedInLambda, type RedirectCounts } from '../../infra/aws/lambda-plugins';
import { ROOT } from '../../scripts/build-functions';

jest.setTimeout(60_000);

const run = promisify(execFile);
let dir: string;
let bundle: string;
let inputs: string[];
let redirects: RedirectCounts;
let server: http.Server;
let endpoint: string;
interface Received {
  method: string;
  url: string;
  target: string;
  authorization: string;
  token: string;
  attempt: string;
  body: string;
}
const received: Received[] = [];
/** Status codes to answer the next requests with before answering normally (a throttled or failing endpoint). */
const failures: number[] = [];

/** What each service answers, as AWS documents it (just enough for the calls the bundles make). */
function answer(r: Received, res: http.ServerResponse): void {
  const json = (type: string, body: unknown): void => void res.writeHead(200, { 'content-type': type }).end(JSON.stringify(body));
  if (r.target.startsWith('DynamoDB_20120810.')) return json('application/x-amz-json-1.0', {}); // no profile; put succeeds
  if (r.target === 'AWSCognitoIdentityProviderService.ListUsersInGroup') {
    const attrs = { sub: 'staff-sub', email: 'staff@example.test', given_name: 'Sam', family_name: 'Staff' };
    return json('application/x-amz-json-1.1', {
      Users: [
        {
          Username: 'staff',
          Enabled: true,
          UserStatus: 'CONFIRMED',
          Attributes: Object.entries(attrs).map(([Name, Value]) => ({ Name, Value })),
        },
      ],
    });
  }
  if (r.target === 'secretsmanager.GetSecretValue') return json('application/x-amz-json-1.1', { SecretString: ' sk_test_bundle ' });
  if (r.method === 'POST' && r.url === '/v2/email/outbound-emails') return json('application/json', { MessageId: 'ses-message-1' });
  if (r.url.startsWith('/bundle-bucket/')) {
    if (r.method === 'PUT') return void res.writeHead(200, { etag: '"etag"' }).end();
    if (r.method === 'HEAD' && r.url === '/bundle-bucket/uploads/a/b')
      return void res.writeHead(200, { 'content-length': '5', etag: '"etag"' }).end();
    return void res
      .writeHead(404, { 'content-type': 'application/xml' })
      .end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
  }
  res.writeHead(400).end();
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));
  bundle = join(dir, 'index.mjs');
  const built = await bundleLambda(ROOT, join(ROOT, 'functions/profile/handler.ts'), dir);
  inputs = Object.keys(built.metafile.inputs);
  redirects = built.redirects;
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        target: String(req.headers['x-amz-target'] ?? ''),
        authorization: String(req.headers.authorization ?? ''),
        token: String(req.headers['x-amz-security-token'] ?? ''),
        attempt: String(req.headers['amz-sdk-request'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(r);
      const status = failures.shift();
      if (status) {
        res
          .writeHead(status, { 'content-type': 'application/x-amz-json-1.0' })
          .end(JSON.stringify({ __type: 'InternalServerError', message: 'try again' }));
        return;
      }
      answer(r, res);
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
async function invoke(env: Record<string, string>, file = bundle, script = INVOKE): Promise<{ statusCode: number }> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(file).href], {
    env: { PATH: process.env.PATH ?? '', HOME: dir, AWS_REGION: 'us-west-2', TABLE_NAME: 'bundle-test', LOG_LEVEL: 'error', ...env },
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as { statusCode: number };
}

/** The credentials Lambda puts in the environment (the role's). */
const LAMBDA_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'AKIDBUNDLETEST',
  AWS_SECRET_ACCESS_KEY: 'bundle-secret',
  AWS_SESSION_TOKEN: 'bundle-session-token',
};

/** Bundle a fixture entry of test/infra/fixtures with bundleLambda, as every function is bundled. */
async function bundleFixture(name: string): Promise<{ file: string; inputs: string[]; redirects: RedirectCounts }> {
  const outdir = join(dir, name);
  mkdirSync(outdir, { recursive: true });
  const built = await bundleLambda(ROOT, join(ROOT, 'test/infra/fixtures', `${name}.ts`), outdir);
  return { file: join(outdir, 'index.mjs'), inputs: Object.keys(built.metafile.inputs), redirects: built.redirects };
}
const CALL = `const { handler } = await import(process.argv[1]); process.stdout.write(JSON.stringify(await handler()));`;

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
  const res = await invoke({ ...LAMBDA_CREDENTIALS, AWS_ENDPOINT_URL_DYNAMODB: endpoint });
  expect(res.statusCode).toBe(200);
  // GET /me: the profile read with the session's revocation marker (BatchGetItem, docs/security.md F2), then its Put.
  expect(received.map((r) => r.target)).toEqual(['DynamoDB_20120810.BatchGetItem', 'DynamoDB_20120810.PutItem']);
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

describe('plugins (infra/aws/lambda-plugins.ts)', () => {
  const bundled = (cut: string) => inputs.filter((i) => i.includes(cut) && !i.includes(':'));

  it('sends DynamoDB’s imports of the @aws-sdk/core/protocols index to its JSON part: no XML or query codec', () => {
    expect(redirects['dynamodb-json-protocols']).toBeGreaterThan(0);
    expect(bundled('@aws-sdk/core/dist-es/submodules/protocols/xml/')).toEqual([]);
    expect(bundled('@aws-sdk/core/dist-es/submodules/protocols/query/')).toEqual([]);
    expect(bundled('node_modules/@aws-sdk/xml-builder/')).toEqual([]);
  });

  it('replaces the SDK pieces Lambda never runs by functions/lib/lambda-sdk-unused.ts', () => {
    expect(redirects['sdk-unused-in-lambda']).toBeGreaterThan(0);
    expect(inputs.some((i) => i.endsWith('functions/lib/lambda-sdk-unused.ts'))).toBe(true);
    for (const cut of ['AdaptiveRetryStrategy.js', 'DefaultRateLimiter.js', 'getInstanceMetadataRegion.js', 'Sha256Js.js', 'Crc32Js.js']) {
      expect(bundled(cut)).toEqual([]);
    }
  });

  it('bundles no classic zod: the schemas are zod/mini (its JSON Schema conversion is tree-shaken: bundle-contents.test.ts)', () => {
    expect(bundled('node_modules/zod/v4/classic/')).toEqual([]);
    expect(bundled('node_modules/zod/v4/mini/').length).toBeGreaterThan(0);
  });

  it('retries a failed DynamoDB call with the standard strategy (the adaptive one is not bundled)', async () => {
    received.length = 0;
    failures.push(500);
    const res = await invoke({ ...LAMBDA_CREDENTIALS, AWS_ENDPOINT_URL_DYNAMODB: endpoint });
    expect(res.statusCode).toBe(200);
    expect(received.map((r) => r.target)).toEqual([
      'DynamoDB_20120810.BatchGetItem',
      'DynamoDB_20120810.BatchGetItem',
      'DynamoDB_20120810.PutItem',
    ]);
    expect(received[1].attempt).toMatch(/attempt=2/);
  });

  it('S3 (XML), Cognito, Secrets Manager and SES v2 calls work through the redirected SDK, signed with the environment’s credentials', async () => {
    const fixture = await bundleFixture('lambda-sdk-calls');
    // S3's chunk keeps the whole protocols index (its XML codec); every JSON client took the JSON part.
    expect(fixture.inputs.some((i) => i.includes('@aws-sdk/core/dist-es/submodules/protocols/xml/XmlShapeDeserializer.js'))).toBe(true);
    expect(fixture.redirects['dynamodb-json-protocols']).toBeGreaterThanOrEqual(3);
    received.length = 0;
    const out = (await invoke(
      {
        ...LAMBDA_CREDENTIALS,
        DOCUMENTS_BUCKET: 'bundle-bucket',
        MAIL_FROM: 'no-reply@example.test',
        AWS_ENDPOINT_URL_S3: endpoint,
        AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoint,
        AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint,
        AWS_ENDPOINT_URL_SESV2: endpoint,
      },
      fixture.file,
      CALL,
    )) as unknown as Record<string, unknown>;
    expect(out).toEqual({
      contentLength: 5,
      missing: 'NoSuchKey: The specified key does not exist.',
      staff: [{ sub: 'staff-sub', email: 'staff@example.test', name: 'Sam Staff' }],
      secret: 'sk_test_bundle',
      messageId: 'ses-message-1',
    });
    expect(received.map((r) => `${r.method} ${r.target || r.url.split('?')[0]}`)).toEqual([
      'PUT /bundle-bucket/uploads/a/b',
      'HEAD /bundle-bucket/uploads/a/b',
      'GET /bundle-bucket/cases/a/missing',
      'POST AWSCognitoIdentityProviderService.ListUsersInGroup',
      'POST secretsmanager.GetSecretValue',
      'POST /v2/email/outbound-emails',
    ]);
    const services = ['s3', 's3', 's3', 'cognito-idp', 'secretsmanager', 'ses'];
    received.forEach((r, i) => {
      expect(r.authorization).toMatch(
        new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDBUNDLETEST/\\d{8}/us-west-2/${services[i]}/aws4_request`),
      );
      expect(r.token).toBe('bundle-session-token');
    });
    expect(received[0].body).toBe('hello');
  });

  it('fails the build, naming the plugin, when a file it replaces is no longer there (a package moved it)', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'no-packages-'));
    for (const plugin of [jsonProtocolsOnly(elsewhere, {}), sdkUnusedInLambda(elsewhere, {})]) {
      await expect(build({ stdin: { contents: '' }, write: false, logLevel: 'silent', plugins: [plugin] })).rejects.toThrow(
        new RegExp(`${plugin.name}.*no longer exists`),
      );
    }
    rmSync(elsewhere, { recursive: true, force: true });
  });
});

describe('the CDK’s build (functionCode: scripts/bundle-lambda.ts in a child process)', () => {
  it('builds the asset with the plugins, and fails the synth with esbuild’s message when the build fails', () => {
    const stubs = join(ROOT, 'node_modules', '.cache', 'lambda-bundle-test');
    mkdirSync(stubs, { recursive: true });
    const good = join(stubs, `good-${process.pid}.ts`);
    const bad = join(stubs, `bad-${process.pid}.ts`);
    writeFileSync(
      good,
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const handler = async () => typeof new DynamoDBClient({});\n",
    );
    writeFileSync(bad, "import { nothing } from './not-there';\nexport const handler = async () => nothing;\n");
    const app = new App({ outdir: join(dir, 'cdk.out') });
    const stack = new Stack(app, 'BundleTest');
    const fn = (id: string, entry: string) =>
      new LambdaFunction(stack, id, { code: functionCode(entry), handler: 'index.handler', runtime: Runtime.NODEJS_24_X });
    fn('Good', good);
    const [good1] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')) as Array<{
      Properties: { Code: { S3Key: string } };
    }>;
    const asset = join(app.synth().directory, `asset.${good1.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
    // The SDK stubs' text is in the asset (in index.mjs or the shared chunk the entry imports): the plugins ran.
    const code = [join(asset, 'index.mjs'), ...readdirSync(join(asset, 'chunks')).map((f) => join(asset, 'chunks', f))]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(code).toContain('no function sets AWS_RETRY_MODE=adaptive');
    expect(() => fn('Bad', bad)).toThrow(/Bundling .*bad-\d+\.ts failed[\s\S]*Could not resolve "\.\/not-there"/);
    rmSync(good);
    rmSync(bad);
  });
});
