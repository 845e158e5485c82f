/**
 * Fault injection for tests and the bench, started ONLY by `start.ts --ephemeral` (temporary data, free ports):
 * a loopback-only HTTP endpoint that stops and starts DynamoDB Local inside the running stack, so a test can check
 * what the API and the web do while the database is unreachable and after it comes back.
 *   POST {controlUrl}/dynamodb/stop    → 204 once DynamoDB Local has exited
 *   POST {controlUrl}/dynamodb/start   → 204 once it answers again (same port, same data)
 *   POST {controlUrl}/dynamodb/delay?ms=N → 204; from now on the handlers' DynamoDB traffic waits N ms each way
 *                                         (a slow database, not a stopped one; ms=0 ends it)
 *   POST {controlUrl}/translation/stop  → 204; the translation engine (Apertium) fails every call as if not installed
 *   POST {controlUrl}/translation/start → 204; it translates again
 *   POST {controlUrl}/outbox/drain?at=ISO → 204 once the outbox consumer (this process's) has sent what is due by
 *                                         that time (texts held for quiet hours, reminders), as if the clock said so
 *   POST {controlUrl}/search/read-budget?items=N → 204; from now on a staff search or export page reads at most N
 *                                         items (functions/lib/domain/search.ts; items=0 restores SEARCH_READ_BUDGET),
 *                                         so a test proves multi-page search with N × a few submissions, not 10,000
 * `npm start` never starts it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningStack } from './stack';

export async function startControl(
  stack: Pick<RunningStack, 'dynamo' | 'setDynamoDelay' | 'drainOutbox' | 'translation'>,
): Promise<{ url: string; stop(): Promise<void> }> {
  let busy: Promise<void> = Promise.resolve();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const actions: Record<string, () => Promise<void>> = {
      'POST /dynamodb/stop': () => stack.dynamo.stop(),
      'POST /dynamodb/start': () => stack.dynamo.start(),
      'POST /translation/stop': async () => stack.translation.stop(),
      'POST /translation/start': async () => stack.translation.start(),
      'POST /outbox/drain': async () => {
        const at = new Date(url.searchParams.get('at') ?? '');
        if (Number.isNaN(at.getTime())) throw new Error('at: an ISO date-time is required');
        await stack.drainOutbox(at);
      },
      'POST /search/read-budget': async () => {
        const items = Number(url.searchParams.get('items') ?? '');
        if (!Number.isInteger(items) || items < 0) throw new Error('items: a whole number ≥ 0 is required');
        // The handlers run in this process and read the budget per request.
        if (items === 0) delete process.env.SEARCH_READ_BUDGET;
        else process.env.SEARCH_READ_BUDGET = String(items);
      },
      ...(stack.setDynamoDelay
        ? { 'POST /dynamodb/delay': async () => stack.setDynamoDelay!(Number(url.searchParams.get('ms') ?? 0)) }
        : {}),
    };
    const action = actions[`${req.method} ${url.pathname}`];
    if (!action) return void res.writeHead(404).end();
    // One action at a time, in arrival order.
    busy = busy.then(action).then(
      () => void res.writeHead(204).end(),
      (err: unknown) => void res.writeHead(500, { 'content-type': 'text/plain' }).end(String((err as Error)?.message ?? err)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
