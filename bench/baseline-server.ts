/**
 * The bench's baseline: a bare Node HTTP server (no framework, no auth, no database) answering every request with a
 * JSON body of the size asked for in the path (/bytes/<n>), with the API's content headers; request bodies are read
 * and dropped. Started as its own process, like the stack, so autocannon measures both the same way.
 * Prints `BASELINE_READY <port>`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const bodies = new Map<number, string>();
const bodyOf = (n: number): string => {
  let b = bodies.get(n);
  if (!b) {
    const pad = Math.max(0, n - '{"data":""}'.length);
    bodies.set(n, (b = JSON.stringify({ data: 'x'.repeat(pad) })));
  }
  return b;
};

const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const n = Number(/^\/bytes\/(\d+)/.exec(req.url ?? '')?.[1] ?? 64);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': '00000000-0000-4000-8000-000000000000',
    });
    res.end(bodyOf(Math.min(n, 10_000_000)));
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`BASELINE_READY ${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.stdin.on('end', () => process.exit(0)).resume();
