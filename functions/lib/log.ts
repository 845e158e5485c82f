/**
 * Structured JSON logs: one line per event with request id, route, status and latency. Never log bodies, emails,
 * names, tokens or answers: callers pass only the fields below, and `safe()` drops anything else.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface LogFields {
  requestId?: string;
  route?: string;
  status?: number;
  latencyMs?: number;
  code?: string;
  /** An opaque id (submission id, order id) — never an email or name. */
  ref?: string;
  errorName?: string;
  dynamoCalls?: number;
  /** Items DynamoDB read for the request's queries (metrics.ts itemsRead). */
  itemsRead?: number;
}

/**
 * Log lines that alarms count (infra/aws/constructs/monitoring.ts builds metric filters from these values): change
 * them together.
 */
export const ALARMED = {
  /** msg of a verified paid event that could not pay its order (functions/lib/domain/payments.ts). */
  paymentNotApplied: 'payment event not applied',
  /** code of a webhook call without a valid signature. */
  invalidSignature: 'invalid_signature',
  /** code of an admin-claim lookup that failed (functions/triggers/pre-token-generation.ts). */
  adminClaimLookupFailed: 'lookup_failed',
} as const;

type Sink = (line: string) => void;
let sink: Sink = (line) => process.stdout.write(line + '\n');
let minLevel: LogLevel = (process.env.LOG_LEVEL as LogLevel) || 'info';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Tests and the local stack redirect logs (e.g. to scan them for PII). */
export function setLogSink(next: Sink, level: LogLevel = minLevel): void {
  sink = next;
  minLevel = level;
}

const ALLOWED: ReadonlyArray<keyof LogFields> = [
  'requestId',
  'route',
  'status',
  'latencyMs',
  'code',
  'ref',
  'errorName',
  'dynamoCalls',
  'itemsRead',
];

function safe(fields: LogFields): LogFields {
  const out: Record<string, unknown> = {};
  for (const k of ALLOWED) if (fields[k] !== undefined) out[k] = fields[k];
  return out as LogFields;
}

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  if (order[level] < order[minLevel]) return;
  sink(JSON.stringify({ level, msg, time: new Date().toISOString(), ...safe(fields) }));
}
