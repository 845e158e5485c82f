import net from 'node:net';

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
    readonly envVar: string,
  ) {
    super(`Port ${port} (${service}) is already in use. Stop whatever holds it, or choose another port: ${envVar}=<port> npm start`);
    this.name = 'PortInUseError';
  }
}

/** Resolves when the port can be bound on 127.0.0.1; rejects with a PortInUseError naming the service otherwise. */
export function assertPortFree(port: number, service: string, envVar: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' || err.code === 'EACCES' ? new PortInUseError(port, service, envVar) : err),
    );
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });
}

/** Thrown by a probe when waiting longer cannot help (the process it waits for has exited): waitFor rethrows it at once. */
export class NotComingError extends Error {}

/**
 * Poll `probe` until it resolves truthy. The wait is on the state; `timeoutMs` only bounds a process that hangs
 * without exiting (a probe reports an exit with NotComingError), so it is generous: on a busy 2-core machine a JVM
 * alone took over 30 s to answer.
 */
export async function waitFor(probe: () => Promise<boolean>, what: string, timeoutMs = 180_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch (err) {
      if (err instanceof NotComingError) throw err;
      /* not ready yet */
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready within ${timeoutMs / 1000}s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
