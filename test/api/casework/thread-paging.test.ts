/**
 * The message thread beyond its newest page: 230 messages written straight to the table with the store's own item
 * builder (store/messages.ts messagePostOps: the same keys and fields a posted message has), then read through the
 * routes a page at a time, as "Show earlier messages" does on both sides — every message once, newest first, and the
 * cursor ends. Another user's cursor reads nothing of the case.
 */
import './env';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../../functions/lib/db';
import { messagePostOps } from '../../../functions/lib/store/messages';
import { client, newSubmission, newUser, sharedStaff, type TestUser } from '../helpers';

jest.setTimeout(120_000);

const TOTAL = 230;
let owner: TestUser;
let other: TestUser;
let staff: TestUser;
let caseId: string;
const bodies: string[] = [];

beforeAll(async () => {
  [owner, other, staff] = await Promise.all([newUser(), newUser(), sharedStaff()]);
  caseId = (await newSubmission(owner)).id;
  const start = Date.parse('2026-01-05T09:00:00.000Z');
  const items = Array.from({ length: TOTAL }, (_, i) => {
    const body = `Message ${String(i + 1).padStart(3, '0')}`;
    bodies.push(body);
    const author =
      i % 2 ? { role: 'staff' as const, sub: staff.sub, name: staff.givenName } : { role: 'client' as const, sub: owner.sub, name: 'Ana' };
    const { item } = messagePostOps({ caseId, body, author, now: new Date(start + i * 60_000) });
    return item;
  });
  for (let c = 0; c < items.length; c += 25) {
    let pending = items.slice(c, c + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length) {
      const res = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (res.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
    }
  }
});

async function readAll(who: TestUser, side: 'client' | 'staff'): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const query = { limit: 100, ...(cursor ? { cursor } : {}) };
    const res =
      side === 'client'
        ? await client(who).send('GET /submissions/{id}/messages', { params: { id: caseId }, query })
        : await client(who).send('GET /admin/submissions/{id}/messages', { params: { id: caseId }, query });
    expect(res.status).toBe(200);
    seen.push(...res.body!.items.map((m) => m.body));
    cursor = res.body!.nextCursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 10);
  expect(pages).toBe(3);
  return seen;
}

it.each(['client', 'staff'] as const)(
  `the %s reads all ${TOTAL} messages a page of 100 at a time, newest first, each once`,
  async (side) => {
    const seen = await readAll(side === 'client' ? owner : staff, side);
    expect(seen).toEqual([...bodies].reverse());
  },
);

it('another user gets nothing of the thread, with or without a cursor', async () => {
  const first = await client(owner).send('GET /submissions/{id}/messages', { params: { id: caseId }, query: { limit: 100 } });
  const cursor = first.body!.nextCursor!;
  expect(cursor).toBeTruthy();
  const res = await client(other).send('GET /submissions/{id}/messages', { params: { id: caseId }, query: { limit: 100, cursor } });
  expect(res.status).toBe(404);
});
