/**
 * Every key the table holds is built here and nowhere else. The access patterns, and the route that uses each, are
 * in docs/api.md ("Data model"). Sort keys that order by time embed the ISO timestamp (then the id, so two items of
 * the same millisecond stay distinct), and a Query with ScanIndexForward=false returns newest first.
 */
import type { QuestionnaireType } from '../../../shared/catalogue';
import type { SubmissionStatus } from '../../../shared/api/submissions';
import { TABLE, type IndexName } from '../../../shared/data/table';

/** A type, not an interface, so a key is also a plain record (BatchGetItem's Keys). */
export type Key = { PK: string; SK: string };

/** What an idempotency record protects: one user's POST /submissions retries, or one provider's webhook events. */
export type IdempotencyScope = `submission:${string}` | `webhook:${string}`;

const user = (sub: string) => `USER#${sub}`;
const submissionPartition = (id: string) => `SUB#${id}`;
/** Status events sort by version; 6 digits keep the string order numeric far beyond any real history. */
const eventSortKey = (version: number) => `EVENT#${String(version).padStart(6, '0')}`;
const byTime = (createdAt: string, id: string) => `${createdAt}#${id}`;

export const keys = {
  /** The profile of a user. */
  profile: (sub: string): Key => ({ PK: user(sub), SK: 'PROFILE' }),
  /**
   * A user's sessions were ended (admin:revoke, account deletion): tokens from sessions begun until then are refused on
   * admin routes (functions/lib/revocation.ts).
   */
  revocation: (sub: string): Key => ({ PK: user(sub), SK: 'REVOKED' }),
  /** A user's draft of one questionnaire (at most one per type). */
  draft: (sub: string, type: QuestionnaireType): Key => ({ PK: user(sub), SK: `DRAFT#${type}` }),
  /**
   * The user's open (not yet submitted) order of a type: a pointer holding its id. Created with the order and deleted
   * by the submission, in the same transactions, so "an open order per type" holds under concurrent requests.
   */
  openOrder: (sub: string, type: QuestionnaireType): Key => ({ PK: user(sub), SK: `OPEN_ORDER#${type}` }),
  /** An order (agreement acceptance and payment), found by id alone (staff record office payments by order id). */
  order: (orderId: string): Key => ({ PK: `ORDER#${orderId}`, SK: 'ORDER' }),
  /** A checkout session → its order: how a provider's session id (webhook, test mode) finds the order. */
  checkoutSession: (sessionId: string): Key => ({ PK: `CHECKOUT#${sessionId}`, SK: 'CHECKOUT' }),
  /** A submission's listing fields and status (small: the lists and the GSIs carry only this item). */
  submission: (id: string): Key => ({ PK: submissionPartition(id), SK: 'META' }),
  /** A submission's answers, apart from the META item so that they are not copied into the GSIs. */
  submissionAnswers: (id: string): Key => ({ PK: submissionPartition(id), SK: 'ANSWERS' }),
  /** One entry of a submission's status history (version 1 = the submission itself). */
  statusEvent: (id: string, version: number): Key => ({ PK: submissionPartition(id), SK: eventSortKey(version) }),
  /** A processed request or event, expiring with the table's TTL. */
  idempotency: (scope: IdempotencyScope, key: string): Key => ({ PK: `IDEMPOTENCY#${scope}#${key}`, SK: 'IDEMPOTENCY' }),
};

/** The GSI attributes that list an item. */
export const indexKeys = {
  /** GSI1: a user's orders, newest first. */
  order: (sub: string, createdAt: string, orderId: string) => ({ GSI1PK: user(sub), GSI1SK: `ORDER#${byTime(createdAt, orderId)}` }),
  /** GSI1: a user's submissions; GSI2: all submissions; GSI3: submissions in one status — each newest first. */
  submission: (s: { userId: string; id: string; createdAt: string; status: SubmissionStatus }) => ({
    GSI1PK: user(s.userId),
    GSI1SK: `SUB#${byTime(s.createdAt, s.id)}`,
    GSI2PK: 'SUBS',
    GSI2SK: byTime(s.createdAt, s.id),
    ...indexKeys.submissionStatus(s.status, s.createdAt, s.id),
  }),
  /** GSI3 moves with every status change. */
  submissionStatus: (status: SubmissionStatus, createdAt: string, id: string) => ({
    GSI3PK: `STATUS#${status}`,
    GSI3SK: byTime(createdAt, id),
  }),
};

/** One partition of the table or of a GSI, optionally narrowed to a sort-key prefix. */
export interface QuerySpec {
  index: IndexName | null;
  partition: string;
  prefix?: string;
}

export const queries = {
  /** Everything kept under a user's partition: profile, drafts, open-order pointers, revocation marker. */
  userItems: (sub: string): QuerySpec => ({ index: null, partition: user(sub) }),
  draftsOf: (sub: string): QuerySpec => ({ index: null, partition: user(sub), prefix: 'DRAFT#' }),
  ordersOf: (sub: string): QuerySpec => ({ index: 'GSI1', partition: user(sub), prefix: 'ORDER#' }),
  submissionsOf: (sub: string): QuerySpec => ({ index: 'GSI1', partition: user(sub), prefix: 'SUB#' }),
  /** Every submission, newest first: one partition (shard by month if writes ever pass ~1,000/s). */
  allSubmissions: (): QuerySpec => ({ index: 'GSI2', partition: 'SUBS' }),
  submissionsInStatus: (status: SubmissionStatus): QuerySpec => ({ index: 'GSI3', partition: `STATUS#${status}` }),
  /** A submission's META, ANSWERS and EVENT# items: the whole file in one Query. */
  submissionItems: (id: string): QuerySpec => ({ index: null, partition: submissionPartition(id) }),
};

/** The partition and sort key attribute names of the table or of a GSI. */
export function keyNames(index: IndexName | null): { partition: string; sort: string } {
  if (!index) return { partition: TABLE.partitionKey, sort: TABLE.sortKey };
  const gsi = TABLE.globalSecondaryIndexes.find((g) => g.indexName === index)!;
  return { partition: gsi.partitionKey, sort: gsi.sortKey };
}

/**
 * The attributes of a position in a query (DynamoDB's LastEvaluatedKey / ExclusiveStartKey): the table's key, plus
 * the index's key when querying a GSI.
 */
export function positionAttributes(index: IndexName | null): string[] {
  const names: string[] = [TABLE.partitionKey, TABLE.sortKey];
  if (index) {
    const gsi = keyNames(index);
    names.push(gsi.partition, gsi.sort);
  }
  return names;
}

/** The position of an item in a query, to resume right after it. */
export function positionOf(item: Record<string, unknown>, index: IndexName | null): Record<string, string> {
  return Object.fromEntries(positionAttributes(index).map((name) => [name, String(item[name])]));
}
