import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The document client, created once per Lambda container. In AWS it uses the function's role; locally
 * DYNAMODB_ENDPOINT points at DynamoDB Local. Every call is counted per request (see counting in http.ts) so the
 * bench can report DynamoDB calls per route.
 */
let doc: DynamoDBDocumentClient | null = null;
let calls = 0;

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
      calls += 1;
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
  doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  return doc;
}

/** Calls made since the last reset (per request, as handlers run one request at a time per container). */
export const dynamoCalls = { reset: () => void (calls = 0), get: () => calls };

/** Errors that mean the database could not be reached or is overloaded: retryable, answered 503. */
export function isUnavailable(err: unknown): boolean {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e) return false;
  const names = ['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'InternalServerError', 'ServiceUnavailable', 'TimeoutError'];
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'];
  return names.includes(e.name ?? '') || codes.includes(e.code ?? '') || (e.$metadata?.httpStatusCode ?? 0) >= 500;
}
