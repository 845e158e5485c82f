/**
 * The owner's figures, maintained on write: one counter item per day and service type (`STATS#<yyyy-mm>` /
 * `<yyyy-mm-dd>#<type>`), updated with ADD **in the same transaction as the event** that changes them, so a figure
 * never disagrees with the records it counts and nothing is ever computed by scanning. docs/api.md "Owner's figures".
 *
 * Events and what they add (day = the event's UTC day unless said otherwise):
 *  - order created: `orders`;
 *  - agreement accepted: `agreements`;
 *  - payment recorded (card webhook, office): `payments`, `paidCents`; an office payment of a submitted order also
 *    takes its amount off `awaitingCents` on the submission's day;
 *  - submission created: `submissions`, `open_pending` and, if it waits for an office payment, `awaitingCents`;
 *  - status changed: on the submission's creation day `open_<from>` − 1, `open_<to>` + 1 (so the submissions of a
 *    period can be counted by their current status); on the change's day `completed` when it completes, and the time
 *    spent in `<from>` as one count in a duration bucket (`dur_<from>_<i>`) plus `durMs_<from>` and `durN_<from>`.
 *
 * Hot keys: every write of one day and type goes to one item; at this business's volume (tens of events a day) that is
 * far below DynamoDB's 1,000 writes per second per partition key. A transaction holds at most two counter items (the
 * event's day and the submission's day), well inside the 100-item limit.
 */
import type { SubmissionStatus } from '../../../shared/api/submissions';
import type { QuestionnaireType } from '../../../shared/catalogue';
import { tableName, type TransactItem } from '../db';
import { keys } from './keys';

/** Upper bounds (hours) of the time-in-status buckets; a last bucket holds anything longer. */
export const DURATION_BUCKETS_HOURS = [1, 4, 12, 24, 48, 72, 120, 168, 240, 336, 504, 720, 1440, 2160] as const;

export function durationBucket(ms: number): number {
  const hours = ms / 3_600_000;
  const i = DURATION_BUCKETS_HOURS.findIndex((h) => hours <= h);
  return i === -1 ? DURATION_BUCKETS_HOURS.length : i;
}

export type StatsEvent =
  | { kind: 'orderCreated'; at: string; type: QuestionnaireType }
  | { kind: 'agreementAccepted'; at: string; type: QuestionnaireType }
  | {
      kind: 'paid';
      at: string;
      type: QuestionnaireType;
      amountCents: number;
      /** The submission's creation time if the order was already submitted unpaid (an office payment). */
      submittedAt?: string | null;
    }
  | { kind: 'submitted'; at: string; type: QuestionnaireType; amountCents: number; awaitingPayment: boolean }
  | {
      kind: 'statusChanged';
      at: string;
      type: QuestionnaireType;
      submittedAt: string;
      from: SubmissionStatus;
      to: SubmissionStatus;
      /** When the submission entered `from`. */
      since: string;
    };

type Adds = Record<string, number>;

const day = (iso: string) => iso.slice(0, 10);

/** The counters an event adds, per day (of the same type). */
export function statsAdds(event: StatsEvent): Map<string, Adds> {
  const out = new Map<string, Adds>();
  const add = (iso: string, name: string, n: number) => {
    const d = day(iso);
    const adds = out.get(d) ?? {};
    adds[name] = (adds[name] ?? 0) + n;
    out.set(d, adds);
  };
  switch (event.kind) {
    case 'orderCreated':
      add(event.at, 'orders', 1);
      break;
    case 'agreementAccepted':
      add(event.at, 'agreements', 1);
      break;
    case 'paid':
      add(event.at, 'payments', 1);
      add(event.at, 'paidCents', event.amountCents);
      if (event.submittedAt) add(event.submittedAt, 'awaitingCents', -event.amountCents);
      break;
    case 'submitted':
      add(event.at, 'submissions', 1);
      add(event.at, 'open_pending', 1);
      if (event.awaitingPayment) add(event.at, 'awaitingCents', event.amountCents);
      break;
    case 'statusChanged': {
      add(event.submittedAt, `open_${event.from}`, -1);
      add(event.submittedAt, `open_${event.to}`, 1);
      if (event.to === 'completed') add(event.at, 'completed', 1);
      const ms = Math.max(0, Date.parse(event.at) - Date.parse(event.since));
      add(event.at, `dur_${event.from}_${durationBucket(ms)}`, 1);
      add(event.at, `durMs_${event.from}`, ms);
      add(event.at, `durN_${event.from}`, 1);
      break;
    }
  }
  return out;
}

/** One Update per counter item (a transaction may touch an item only once). */
export function statsOps(event: StatsEvent): TransactItem[] {
  return [...statsAdds(event)].map(([d, adds]) => addOp(d, event.type, adds));
}

export function addOp(d: string, type: QuestionnaireType, adds: Adds): TransactItem {
  const names: Record<string, string> = { '#day': 'day', '#type': 'type', '#entity': 'entity' };
  const values: Record<string, unknown> = { ':day': d, ':type': type, ':entity': 'stats' };
  const parts = Object.entries(adds).map(([name, n], i) => {
    names[`#c${i}`] = name;
    values[`:c${i}`] = n;
    return `#c${i} :c${i}`;
  });
  return {
    Update: {
      TableName: tableName(),
      Key: keys.stats(d, type),
      UpdateExpression: `SET #day = :day, #type = :type, #entity = :entity ADD ${parts.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** A counter item as stored. */
export interface StatsItem {
  day: string;
  type: QuestionnaireType;
  [counter: string]: number | string;
}

/** What the rebuild reads of an order and a submission (store/orders.ts, store/submissions.ts items). */
export interface OrderFacts {
  questionnaireType: QuestionnaireType;
  amountCents: number;
  createdAt: string;
  agreement?: { acceptedAt: string };
  paymentStatus: 'paid' | 'unpaid';
  paidAt?: string;
  submittedAt?: string;
}
export interface StatusChangeFacts {
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  at: string;
}

/**
 * The events the records imply, for the backfill (scripts/aggregates-backfill.ts): an order's creation, agreement and
 * payment; a submission's creation (waiting for payment if the order was paid after it, or not yet) and each status
 * change of its history, with the time since the one before. The same `statsAdds` as on write, so a rebuild and the
 * live counters agree.
 */
export function eventsOfOrder(o: OrderFacts, history: StatusChangeFacts[] = []): StatsEvent[] {
  const type = o.questionnaireType;
  const events: StatsEvent[] = [{ kind: 'orderCreated', at: o.createdAt, type }];
  if (o.agreement) events.push({ kind: 'agreementAccepted', at: o.agreement.acceptedAt, type });
  const paidAfterSubmission = Boolean(o.submittedAt && o.paidAt && o.paidAt > o.submittedAt);
  if (o.paymentStatus === 'paid' && o.paidAt)
    events.push({ kind: 'paid', at: o.paidAt, type, amountCents: o.amountCents, submittedAt: paidAfterSubmission ? o.submittedAt : null });
  if (o.submittedAt) {
    const awaitingPayment = o.paymentStatus === 'unpaid' || paidAfterSubmission;
    events.push({ kind: 'submitted', at: o.submittedAt, type, amountCents: o.amountCents, awaitingPayment });
    for (let i = 1; i < history.length; i++) {
      const e = history[i];
      if (!e.from) continue;
      events.push({ kind: 'statusChanged', at: e.at, type, submittedAt: o.submittedAt, from: e.from, to: e.to, since: history[i - 1].at });
    }
  }
  return events;
}

/** Sum events into whole counter items (`${day}#${type}` → counters), to be written over what is stored. */
export function rebuildCounters(events: StatsEvent[]): Map<string, { day: string; type: QuestionnaireType; counters: Adds }> {
  const out = new Map<string, { day: string; type: QuestionnaireType; counters: Adds }>();
  for (const event of events) {
    for (const [d, adds] of statsAdds(event)) {
      const key = `${d}#${event.type}`;
      const entry = out.get(key) ?? { day: d, type: event.type, counters: {} };
      for (const [name, v] of Object.entries(adds)) entry.counters[name] = (entry.counters[name] ?? 0) + v;
      out.set(key, entry);
    }
  }
  return out;
}
