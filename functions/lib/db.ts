import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

import { DependencyUnavailableError } from './errors';
import { dynamoCalls, sessionGate } from './metrics';

/**
 * How long one DynamoDB call may take, so that a slow (not just an unreachable) database still gets a 503 answer
 * from the function, well inside its 10 s timeout, instead of API Gateway's own non-JSON 503 when the function is cut
 * off: 1 s to connect, 2 s for the response, two attempts — at most ~4.2 s for a call, against single-digit
 * milliseconds normally. The HTTP handler only warns about a request over its timeout unless told to throw
 * (`throwOnRequestTimeout`; @smithy/node-http-handler 4.x): without it a slow database held the function until
 * Lambda cut it off (test/api/faults.test.ts, "DynamoDB answering late").
 */
export const DYNAMODB_LIMITS = { connectionTimeoutMs: 1000, requestTimeoutMs: 2000, maxAttempts: 2 } as const;

/**
 * The document client, created once per Lambda container. In AWS it uses the function's role; locally
 * DYNAMODB_ENDPOINT points at DynamoDB Local. Every call is counted per request (metrics.ts, logged by http.ts) so
 * the bench can report DynamoDB calls per route.
 */
let doc: DynamoDBDocumentClient | null = null;

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

export function ddb(): DynamoDBDocumentClient {
  if (doc) return doc;
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = new DynamoDBClient({
    ...(endpoint
      ? { endpoint, region: process.env.AWS_REGION ?? 'us-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
    maxAttempts: DYNAMODB_LIMITS.maxAttempts,
    requestHandler: {
      connectionTimeout: DYNAMODB_LIMITS.connectionTimeoutMs,
      requestTimeout: DYNAMODB_LIMITS.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      // A signed-in request writes nothing before its session was checked: if no read carried the revocation marker
      // yet, it is read now (metrics.ts, SessionGate).
      const actions = iamActionsOf(String(context.commandName ?? ''), args.input as Record<string, unknown>);
      const gate = sessionGate();
      if (gate && !gate.passed && !actions.every((a) => READ_ACTIONS.has(a))) await gate.ensure();
      dynamoCalls.increment();
      if (guard) for (const action of actions) guard(action);
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
  doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return doc;
}

/** Actions that change nothing; a command needing any other waits for a signed-in request's session check. */
const READ_ACTIONS = new Set(['GetItem', 'BatchGetItem', 'Query']);

/**
 * A check of every DynamoDB call against the calling function's IAM policy: the local gateway installs one that
 * enforces infra/aws/access.ts for the route group whose handler is running (in AWS, IAM enforces the real policy).
 * It throws to refuse, before the call leaves the process.
 */
let guard: ((action: string) => void) | null = null;
export function setDynamoGuard(next: ((action: string) => void) | null): void {
  guard = next;
}

const SINGLE_ACTIONS: Record<string, string> = {
  Get: 'GetItem',
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  BatchGet: 'BatchGetItem',
  BatchWrite: 'BatchWriteItem',
};
const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
};

/** The IAM actions a DynamoDB command needs (a transaction: the action of each of its items; a read: GetItem). */
export function iamActionsOf(commandName: string, input: Record<string, unknown> = {}): string[] {
  const name = commandName.replace(/Command$/, '').replace(/Items$/, '');
  if (name === 'TransactWrite') {
    const items = (input.TransactItems ?? []) as Array<Record<string, unknown>>;
    return [...new Set(items.map((i) => TRANSACT_ITEM_ACTIONS[Object.keys(i)[0]] ?? Object.keys(i)[0]))];
  }
  if (name === 'TransactGet') return ['GetItem'];
  return [SINGLE_ACTIONS[name] ?? name];
}

/**
 * The per-item reasons of a canceled TransactWriteItems, in request order ('None', 'ConditionalCheckFailed',
 * 'TransactionConflict'…), or null when the error is not a cancellation.
 */
export function cancellationCodes(err: unknown): string[] | null {
  const e = err as { name?: string; CancellationReasons?: Array<{ Code?: string }> } | null;
  if (e?.name !== 'TransactionCanceledException') return null;
  return (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None');
}

export const isConditionFailed = (err: unknown): boolean => (err as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/** One Put, Update, Delete or ConditionCheck of a TransactWriteItems. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Cancellation reasons that say nothing about the data, only that DynamoDB was busy: worth another try. */
const PASSING_REASONS = new Set([
  'None',
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

/** A cancellation caused only by contention or throttling (no condition failed): retryable, and 503 if it persists. */
export function isPassingCancellation(err: unknown): boolean {
  const codes = cancellationCodes(err);
  return codes !== null && codes.some((c) => c !== 'None') && codes.every((c) => PASSING_REASONS.has(c));
}

/**
 * Attempts of a transaction cancelled only by contention or throttling. A burst of requests on one item (a counter,
 * a case's META) cancel each other with TransactionConflict; each must get through to the condition that decides it,
 * or a limit would refuse fewer than it should (F4, F7). Eight attempts with exponential backoff and full jitter
 * (at most 1.7 s of waiting in all) spread a burst of a dozen; beyond that the answer is 503, retryable.
 */
export const TRANSACT_ATTEMPTS = 8;

/** The wait before attempt `attempt + 1`: full jitter over an exponential ceiling (capped), so losers do not collide again. */
export const backoffMs = (attempt: number): number => Math.random() * Math.min(400, 15 * 2 ** attempt);

/** The indexes of a canceled transaction's items whose condition failed (empty: none, or not a cancellation). */
export function failedConditions(err: unknown): number[] {
  return (cancellationCodes(err) ?? []).flatMap((c, i) => (c === 'ConditionalCheckFailed' ? [i] : []));
}

/**
 * All or nothing. The client request token makes the SDK's own retries of this call idempotent (DynamoDB remembers
 * it for 10 minutes), so a retried transaction never applies twice. A transaction cancelled only by contention or
 * throttling is tried again (with a new token: it did not apply) and, if that persists, fails as
 * DependencyUnavailableError (503, retryable) — never as a 409 "changed" the client could do nothing about. A
 * cancellation with a failed condition (whatever the other items' reasons, TransactionConflict included) is the
 * caller's to interpret by the failed item's index (failedConditions): a condition is evaluated, not guessed.
 */
export async function transact(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb().send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: randomUUID() }));
      return;
    } catch (err) {
      if (!isPassingCancellation(err)) throw err;
      if (attempt >= TRANSACT_ATTEMPTS) throw new DependencyUnavailableError('The database stayed busy');
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
