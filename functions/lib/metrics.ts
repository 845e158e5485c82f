/**
 * Per-request counters, kept apart from the clients they count so that a function without a database (health) does
 * not bundle the SDK just to log a zero.
 */
let calls = 0;

/** DynamoDB calls made since the last reset (per request: a Lambda container handles one request at a time). */
export const dynamoCalls = {
  increment: () => void (calls += 1),
  reset: () => void (calls = 0),
  get: () => calls,
};

let read = 0;

/**
 * Items DynamoDB read (ScannedCount of queries) since the last reset: what a filtered search really costs per page,
 * logged with each request (the admin-scale test holds every search page to the read budget with it).
 */
export const itemsRead = {
  add: (n: number) => void (read += n),
  reset: () => void (read = 0),
  get: () => read,
};
