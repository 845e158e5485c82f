/**
 * The local gateway enforces each route group's DynamoDB grant (infra/aws/access.ts), as IAM does in AWS: a handler
 * calling an action its function's role lacks fails locally instead of first failing in production. The check runs
 * before the call leaves the process, so no database is needed here.
 */
import { createServer } from 'node:net';
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { ddb } from '../../../functions/lib/db';
import { GROUP_ACCESS } from '../../../infra/aws/access';
import { assertGroupMayCall, startGateway, type Gateway } from '../../../infra/local/gateway';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** What the stand-in handler of GET /health (the health group, granted no table action) does on each call. */
let work: () => Promise<unknown> = async () => undefined;
let gateway: Gateway;
let failure: unknown = null;

beforeAll(async () => {
  process.env.TABLE_NAME = 'lda-local';
  process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:9'; // never reached: the check refuses first
  gateway = await startGateway({
    port: await freePort(),
    issuer: 'http://127.0.0.1:9/local_pool',
    audience: ['client'],
    allowedOrigins: [],
    loadHandler: async () => async (): Promise<APIGatewayProxyStructuredResultV2> => {
      try {
        await work();
        return { statusCode: 200, body: '{}' };
      } catch (err) {
        failure = err;
        throw err;
      }
    },
  });
});
afterAll(async () => {
  await gateway?.stop();
  ddb().destroy();
});
beforeEach(() => {
  failure = null;
});

const health = () => fetch(`${gateway.url}/health`);
const Key = { PK: 'USER#x', SK: 'PROFILE' };

it('the health function has no table grant', () => {
  expect(GROUP_ACCESS.health.table).toEqual([]);
});

it('answers a handler that calls nothing outside its grant', async () => {
  work = async () => undefined;
  expect((await health()).status).toBe(200);
});

it.each([
  ['GetItem', () => ddb().send(new GetCommand({ TableName: 'lda-local', Key }))],
  ['DeleteItem', () => ddb().send(new DeleteCommand({ TableName: 'lda-local', Key }))],
  ['PutItem', () => ddb().send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 'lda-local', Item: { ...Key, a: 1 } } }] }))],
])('refuses dynamodb:%s to a function whose role lacks it: the request fails (500)', async (action, call) => {
  work = call;
  const res = await health();
  expect(res.status).toBe(500);
  expect(failure).toMatchObject({ name: 'AccessDeniedException', message: expect.stringContaining(`dynamodb:${action}`) });
});

it('allows each group exactly its grant', () => {
  expect(() => assertGroupMayCall('drafts', 'DeleteItem')).not.toThrow();
  expect(() => assertGroupMayCall('orders', 'DeleteItem')).toThrow(/dynamodb:DeleteItem/);
  expect(() => assertGroupMayCall('profile', 'Query')).toThrow(/dynamodb:Query/);
  expect(() => assertGroupMayCall('orders', 'BatchWriteItem')).toThrow(/dynamodb:BatchWriteItem/);
  for (const [group, access] of Object.entries(GROUP_ACCESS) as Array<[keyof typeof GROUP_ACCESS, (typeof GROUP_ACCESS)['admin']]>) {
    for (const action of access.table) expect(() => assertGroupMayCall(group, action)).not.toThrow();
  }
});
