/**
 * A TCP proxy that can be made slow: between the handlers and DynamoDB Local in the ephemeral stack (tests, bench),
 * so a test can see what the API does when the database answers late rather than not at all (infra/local/control.ts).
 * With a delay set, every chunk in either direction waits that long before it is passed on — connections the
 * handlers' SDK keeps alive included.
 */
import net from 'node:net';

export interface DelayProxy {
  endpoint: string;
  setDelay(ms: number): void;
  stop(): Promise<void>;
}

export async function startDelayProxy(target: { host: string; port: number }): Promise<DelayProxy> {
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const relay = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      const pass = () => to.writable && to.write(chunk);
      if (delayMs > 0) setTimeout(pass, delayMs).unref();
      else pass();
    });
    from.on('end', () => setTimeout(() => to.end(), delayMs).unref());
    from.on('error', () => to.destroy());
    from.on('close', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    setDelay: (ms) => void (delayMs = Math.max(0, ms)),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
