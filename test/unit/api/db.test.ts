/**
 * The DynamoDB client's limits and transactions under contention: the real `ddb()` and `transact()`, with
 * DynamoDB's answers replaced by a middleware (DynamoDB Local cannot be made to throttle or to conflict on demand).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ddb, DYNAMODB_LIMITS, iamActionsOf, isPassingCancellation, transact, TRANSACT_ATTEMPTS } from '../../../functions/lib/db';
import { isUnavailable } from '../../../functions/lib/errors';

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeAll(() => {
  process.env.TABLE_NAME = 'unit';
  process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:9';
});

/** Answer the next calls of the shared client with `answers` (an error is thrown, anything else is the output). */
function answerWith(answers: unknown[]): { calls: () => number } {
  let n = 0;
  const name = `fake-${Math.random()}`;
  ddb().middlewareStack.add(
    () => async () => {
      const answer = answers[Math.min(n++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return { output: { $metadata: {} }, response: {} } as never;
    },
    { step: 'initialize', name, priority: 'low' },
  );
  afterEachRemove.push(() => ddb().middlewareStack.remove(name));
  return { calls: () => n };
}
const afterEachRemove: Array<() => void> = [];
afterEach(() => afterEachRemove.splice(0).forEach((f) => f()));

const put = [{ Put: { TableName: 'unit', Item: { PK: 'a', SK: 'b' } } }];

describe('isPassingCancellation', () => {
  it.each([
    [['TransactionConflict'], true],
    [['None', 'ThrottlingError'], true],
    [['None', 'ConditionalCheckFailed'], false],
    [['TransactionConflict', 'ConditionalCheckFailed'], false],
    [['None'], false],
  ])('%j → %s', (codes, passing) => {
    expect(isPassingCancellation(cancelled(...codes))).toBe(passing);
  });

  it('is false for anything but a cancellation', () => {
    expect(isPassingCancellation(new Error('x'))).toBe(false);
  });
});

describe('transact', () => {
  it('tries a transaction cancelled by contention again, and succeeds when it passes', async () => {
    const fake = answerWith([cancelled('TransactionConflict'), {}]);
    await expect(transact(put)).resolves.toBeUndefined();
    expect(fake.calls()).toBe(2);
  });

  it('gives up after TRANSACT_ATTEMPTS attempts with a 503-class error, never a conflict', async () => {
    const fake = answerWith([cancelled('None', 'ThrottlingError')]);
    const err = await transact(put).catch((e: unknown) => e);
    expect(TRANSACT_ATTEMPTS).toBe(8);
    expect(fake.calls()).toBe(TRANSACT_ATTEMPTS);
    expect((err as Error).name).toBe('ServiceUnavailable');
    expect(isUnavailable(err)).toBe(true);
  });

  it('hands a failed condition to the caller at once', async () => {
    const fake = answerWith([cancelled('None', 'ConditionalCheckFailed')]);
    await expect(transact(put)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(fake.calls()).toBe(1);
  });
});

it('bounds every DynamoDB call well inside the 10 s function timeout (R-2)', async () => {
  expect(DYNAMODB_LIMITS.maxAttempts * (DYNAMODB_LIMITS.connectionTimeoutMs + DYNAMODB_LIMITS.requestTimeoutMs)).toBeLessThan(10_000);
  const handler = ddb().config.requestHandler as unknown as {
    configProvider?: Promise<{ requestTimeout?: number; connectionTimeout?: number; throwOnRequestTimeout?: boolean }>;
  };
  const config = await handler.configProvider;
  expect(config).toMatchObject({
    requestTimeout: DYNAMODB_LIMITS.requestTimeoutMs,
    connectionTimeout: DYNAMODB_LIMITS.connectionTimeoutMs,
    // Without it the handler only logs a warning when the request timeout passes (@smithy/node-http-handler 4.x).
    throwOnRequestTimeout: true,
  });
  expect(await ddb().config.maxAttempts()).toBe(DYNAMODB_LIMITS.maxAttempts);
});

describe('iamActionsOf (the local gateway’s IAM check)', () => {
  it.each([
    ['GetCommand', {}, ['GetItem']],
    ['GetItemCommand', {}, ['GetItem']],
    ['QueryCommand', { IndexName: 'GSI1' }, ['Query']],
    ['BatchGetCommand', {}, ['BatchGetItem']],
    ['BatchWriteCommand', {}, ['BatchWriteItem']],
    ['ScanCommand', {}, ['Scan']],
    ['TransactGetCommand', {}, ['GetItem']],
    [
      'TransactWriteCommand',
      { TransactItems: [{ Put: {} }, { Update: {} }, { Delete: {} }, { ConditionCheck: {} }, { Put: {} }] },
      ['PutItem', 'UpdateItem', 'DeleteItem', 'ConditionCheckItem'],
    ],
  ])('%s → %j', (command, input, actions) => {
    expect(iamActionsOf(command, input)).toEqual(actions);
  });
});
