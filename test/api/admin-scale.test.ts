/**
 * The staff list and search at scale: 1,000 submissions against a read budget of 250 items per page, the same ratio
 * as 20,000 against the real SEARCH_READ_BUDGET (5,000). The suite's stack lowers the budget through its control
 * endpoint (infra/local/control.ts; the handlers read it per request, functions/lib/domain/search.ts) for this file
 * only: seeding 10,000 items into DynamoDB Local took minutes of the two cores CI has. The submissions are written
 * straight into DynamoDB Local with the store's own item builder, dated in 2020 so they sort after everything the
 * other tests create. Searching reads at most the budget per page, so a rare match is found within a few pages; a
 * dense match pages exactly, every item once.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { submissionSearchText } from '../../functions/lib/domain/search-text';
import { submissionCreateOps, type SubmissionFields } from '../../functions/lib/store/submissions';
import type { SubmissionStatus } from '../../shared/api/submissions';
import { QUESTIONNAIRE_TYPES } from '../../shared/catalogue';
import type { Sent } from '../../shared/api/client';
import { client, newUser, requestLog, stack, type TestUser } from './helpers';

jest.setTimeout(120_000);

const TOTAL = 1_000;
/** Items a search page may read while this file runs (the stack's own default is SEARCH_READ_BUDGET). */
const BUDGET = 250;
const batch = `scalebatch${randomUUID().slice(0, 8)}`;
const needle = `needle${randomUUID().slice(0, 8)}`;
const statusOf = (i: number): SubmissionStatus => (i % 10 === 0 ? 'completed' : i % 3 === 0 ? 'processing' : 'pending');

function fields(i: number): SubmissionFields {
  const type = QUESTIONNAIRE_TYPES[i % QUESTIONNAIRE_TYPES.length];
  const name = i === 0 ? `Nadia ${needle}` : `Client ${batch} Number${i}`;
  return {
    id: randomUUID(),
    userId: `scale-user-${i % 500}`,
    orderId: randomUUID(),
    questionnaireType: type,
    status: statusOf(i),
    version: 1,
    locale: i % 2 ? 'es' : 'en',
    clientName: name,
    clientEmail: `client${i}@${batch}.example`,
    caseDetails: `Case ${i}`,
    specialInstructions: '',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    search: submissionSearchText({ questionnaireType: type, names: [name, batch], emails: [`client${i}@${batch}.example`] }),
    createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
    updatedAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
  };
}

async function setReadBudget(items: number): Promise<void> {
  const res = await fetch(`${stack().controlUrl}/search/read-budget?items=${items}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`setting the search read budget failed: ${res.status} ${await res.text()}`);
}

let staff: TestUser;
afterAll(() => setReadBudget(0));
beforeAll(async () => {
  staff = await newUser({ admin: true });
  const s = stack();
  await setReadBudget(BUDGET);
  process.env.TABLE_NAME = s.tableName;
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: s.dynamodbEndpoint,
      region: 'us-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  // The META item only (staff's lists and search read nothing else), without the GSI1 keys of its (fictional) owner.
  const event = { version: 1, from: null, to: 'pending', note: null, at: '', actorRole: 'client', actorSub: '', actorName: '' } as const;
  const metas = Array.from({ length: TOTAL }, (_, i) => {
    const { GSI1PK: _pk, GSI1SK: _sk, ...meta } = submissionCreateOps(fields(i), {}, event)[0].Put!.Item as Record<string, unknown>;
    return meta;
  });
  const chunks = Array.from({ length: Math.ceil(TOTAL / 25) }, (_, c) => metas.slice(c * 25, c * 25 + 25));
  for (let c = 0; c < chunks.length; c += 8) {
    await Promise.all(
      chunks.slice(c, c + 8).map(async (chunk) => {
        let pending = chunk.map((Item) => ({ PutRequest: { Item } }));
        while (pending.length) {
          const res = await doc.send(new BatchWriteCommand({ RequestItems: { [s.tableName]: pending } }));
          pending = (res.UnprocessedItems?.[s.tableName] ?? []) as typeof pending;
        }
      }),
    );
  }
  doc.destroy();
});

async function pages(query: { limit: number; status?: SubmissionStatus; pendingForDays?: number; q: string }) {
  const all: Array<{ id: string; status: string; clientName: string }> = [];
  /** Items DynamoDB read for each page, as the handler logged it (`itemsRead`, functions/lib/metrics.ts). */
  const reads: number[] = [];
  let cursor: string | null = null;
  do {
    const res: Sent<'POST /admin/submissions/search'> = await client(staff).send('POST /admin/submissions/search', {
      body: { ...query, cursor: cursor ?? undefined },
    });
    expect(res.status).toBe(200);
    all.push(...res.body.items);
    reads.push((await requestLog(res)).itemsRead);
    cursor = res.body.nextCursor;
  } while (cursor);
  return { items: all, reads };
}

it('finds the one submission matching a search among 1,000, reading a bounded number of items per page', async () => {
  const { items, reads } = await pages({ limit: 25, q: needle });
  expect(items.map((s) => s.clientName)).toEqual([`Nadia ${needle}`]);
  // Every page reads at most the budget (the handler's own count of what DynamoDB read), every page but the last
  // ends because it read the whole budget, and together they read the whole list once: 1,000 here plus the rest of
  // the suite's, so at least four pages. Without the budget the one match would come back in a single page that read
  // everything.
  expect(reads.filter((n) => n > BUDGET)).toEqual([]);
  expect(reads.slice(0, -1)).toEqual(reads.slice(0, -1).map(() => BUDGET));
  expect(reads.length).toBeGreaterThanOrEqual(Math.ceil(TOTAL / BUDGET));
  expect(reads.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(TOTAL);
});

it('pages a dense match exactly: every item once, newest first, within its status', async () => {
  const expected = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => statusOf(i) === 'completed');
  const { items } = await pages({ limit: 25, status: 'completed', q: batch });
  expect(items).toHaveLength(expected.length);
  expect(new Set(items.map((s) => s.id)).size).toBe(expected.length);
  expect(items.every((s) => s.status === 'completed')).toBe(true);
  expect(items.map((s) => s.clientName)).toEqual(
    expected.reverse().map((i) => (i === 0 ? `Nadia ${needle}` : `Client ${batch} Number${i}`)),
  );
});

it('pages the status list without a search at the requested size', async () => {
  const list = (cursor?: string) =>
    client(staff).send('POST /admin/submissions/search', { body: { limit: 100, status: 'processing', cursor } });
  const res = await list();
  expect(res.body.items).toHaveLength(100);
  expect(res.body.nextCursor).toEqual(expect.any(String));
  const next = await list(res.body.nextCursor ?? undefined);
  expect(next.body.items).toHaveLength(100);
  const ids = new Set([...res.body.items, ...next.body.items].map((s) => s.id));
  expect(ids.size).toBe(200);
});

it('pages “needs attention” past the first page (each page computes its own cut-off instant from the days)', async () => {
  // The 2020 submissions of this batch that are still pending: all of them waited far longer than 30 days.
  const expected = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => statusOf(i) === 'pending').length;
  const { items } = await pages({ limit: 100, pendingForDays: 30, q: batch });
  expect(items).toHaveLength(expected);
  expect(new Set(items.map((s) => s.id)).size).toBe(expected);
  expect(items.every((s) => s.status === 'pending')).toBe(true);
});
