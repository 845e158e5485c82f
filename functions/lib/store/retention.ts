import { TABLE } from '../../../shared/data/table';

/**
 * Data that never became a case is not kept for ever (docs/operations.md, "Data retention"): drafts expire 90 days
 * after their last save, orders that were neither paid nor submitted 90 days after they were started, and their
 * checkout sessions with them. DynamoDB's TTL (the table's `expiresAt`, epoch seconds) deletes expired items, within
 * days; until then reads treat them as gone. Paying or submitting an order removes its expiry: case files and
 * payments are kept 7 years.
 */
export const ABANDONED_RETENTION_DAYS = 90;

export const TTL_ATTRIBUTE = TABLE.timeToLiveAttribute;

const DAY_SECONDS = 24 * 3600;

export const epochSeconds = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** The expiry (epoch seconds) of data last touched at `iso`. */
export const abandonedExpiry = (iso: string): number => epochSeconds(iso) + ABANDONED_RETENTION_DAYS * DAY_SECONDS;

export const expiryIso = (seconds: number): string => new Date(seconds * 1000).toISOString();

/** Whether an item's TTL has passed (DynamoDB may not have deleted it yet). */
export function isExpired(item: Record<string, unknown> | undefined | null, nowMs: number = Date.now()): boolean {
  const ttl = item?.[TTL_ATTRIBUTE];
  return typeof ttl === 'number' && ttl <= Math.floor(nowMs / 1000);
}
