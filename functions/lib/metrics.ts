/**
 * Per-request state, kept apart from the clients it serves so that a function without a database (health) does not
 * bundle the SDK just to log a zero: the request's counters and, on signed-in routes, its session gate.
 *
 * `createHandler` runs each request in its own scope (AsyncLocalStorage), so the counters and the gate are the
 * request's even where one process serves several requests at once (the local gateway, with the outbox consumer
 * beside it). Code running outside a request (tests calling the domain directly, scripts) uses one process-wide scope.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The revocation check of a signed-in route's session, made once per request: either folded into the route's first read
 * (functions/lib/store/session.ts: the caller's revocation marker in the same BatchGetItem) or, failing that, by its
 * own GetItem before the first DynamoDB write and before any answer (createHandler). The session check itself
 * (revocation.ts) is given in, so this module stays free of the store.
 */
export interface SessionGate {
  /** The caller whose marker is read. */
  readonly sub: string;
  /** Whether the marker has been read and did not end this session. */
  readonly passed: boolean;
  /** Apply the rule to a marker read elsewhere (null: none): throws the 401 if the session was ended, else passes. */
  pass(revokedAt: number | null): void;
  /** Make sure the check ran (reading the marker on its own if no read carried it yet); throws the 401 if revoked. */
  ensure(): Promise<void>;
}

interface RequestScope {
  calls: number;
  read: number;
  gate: SessionGate | null;
}

const storage = new AsyncLocalStorage<RequestScope>();
const processScope: RequestScope = { calls: 0, read: 0, gate: null };
const current = (): RequestScope => storage.getStore() ?? processScope;

/** Run `fn` as one request: fresh counters, no session gate until `openSessionGate`. */
export const inRequestScope = <T>(fn: () => Promise<T>): Promise<T> => storage.run({ calls: 0, read: 0, gate: null }, fn);

/** The running request is on a signed-in route: its session must be checked (once) before it writes or answers. */
export const openSessionGate = (gate: SessionGate): void => void (current().gate = gate);

/** The running request's session gate, if it has one (signed-in routes). */
export const sessionGate = (): SessionGate | null => current().gate;

/** DynamoDB calls made by the running request (db.ts counts every call it sends). */
export const dynamoCalls = {
  increment: () => void (current().calls += 1),
  reset: () => void (current().calls = 0),
  get: () => current().calls,
};

/**
 * Items DynamoDB read (ScannedCount of queries) for the running request: what a filtered search really costs per
 * page, logged with each request (the admin-scale test holds every search page to the read budget with it).
 */
export const itemsRead = {
  add: (n: number) => void (current().read += n),
  reset: () => void (current().read = 0),
  get: () => current().read,
};
