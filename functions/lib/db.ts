import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';

import { dynamoCalls } from './metrics';

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
    maxAttempts: 3,
  });
  client.middlewareStack.add(
    (next) => async (args) => {
      dynamoCalls.increment();
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
  doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return doc;
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

/**
 * All or nothing. The client request token makes the SDK's own retries of this call idempotent (DynamoDB remembers
 * it for 10 minutes), so a retried transaction never applies twice.
 */
export async function transact(items: TransactItem[]): Promise<void> {
  await ddb().send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: randomUUID() }));
}
