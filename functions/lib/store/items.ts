/**
 * Items by key in one consistent BatchGetItem — and, on a signed-in route whose session is not checked yet, the caller's
 * revocation marker in the same call: the marker is checked (401 if the session was ended) before any item is
 * returned, so the route's first read also does the session check that would otherwise cost a GetItem of its own
 * (functions/lib/metrics.ts, SessionGate). Outside a signed-in request (public routes, tests, scripts, the outbox) it is a plain
 * BatchGetItem of the keys asked for.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../db';
import { sessionGate } from '../metrics';
import { keys, type Key } from './keys';

const id = (k: { PK?: unknown; SK?: unknown }) => `${String(k.PK)}\u0000${String(k.SK)}`;

/** The items of `wanted` in its order (null where there is none). At most 99 keys (BatchGetItem takes 100). */
export async function getItems<T extends object>(wanted: readonly Key[]): Promise<Array<T | null>> {
  const gate = sessionGate();
  const marker = gate && !gate.passed ? keys.revocation(gate.sub) : null;
  const unique = new Map<string, Key>();
  for (const k of marker ? [...wanted, marker] : wanted) unique.set(id(k), k);
  const table = tableName();
  const found = new Map<string, Record<string, unknown>>();
  let ask: Array<Record<string, unknown>> = [...unique.values()];
  // BatchGetItem may leave keys unprocessed under throttling: ask again for those (then the error is a 503).
  for (let attempt = 1; ask.length; attempt++) {
    if (attempt > 3) throw Object.assign(new Error('BatchGetItem left keys unprocessed'), { name: 'ThrottlingException' });
    const { Responses, UnprocessedKeys } = await ddb().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: ask, ConsistentRead: true } } }),
    );
    for (const item of Responses?.[table] ?? []) found.set(id(item), item);
    ask = UnprocessedKeys?.[table]?.Keys ?? [];
  }
  if (marker) gate!.pass((found.get(id(marker))?.revokedAt as number | undefined) ?? null);
  return wanted.map((k) => (found.get(id(k)) as T | undefined) ?? null);
}
