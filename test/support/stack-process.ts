/**
 * Start the embedded stack as a child process (`tsx infra/local/start.ts --ephemeral`) on free ports with temporary
 * data, and wait for its STACK_READY line. Shared by the api (jest) and e2e (Playwright) suites.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import type { StackInfo } from '../../infra/local/stack';

export const ROOT = resolve(__dirname, '../..');

export interface StackProcess {
  info: StackInfo;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

export async function startStackProcess(opts: {
  web: 'dist' | 'dev' | 'none';
  logFile: string;
  seed?: boolean;
  timeoutMs?: number;
  /** Extra environment of the stack (e.g. LOCAL_STAFF_MFA). */
  env?: Record<string, string>;
}): Promise<StackProcess> {
  const args = [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'infra/local/start.ts'), '--ephemeral'];
  if (opts.web === 'none') args.push('--no-web');
  if (opts.web === 'dist') args.push('--dist');
  if (opts.seed === false) args.push('--no-seed');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      NODE_NO_WARNINGS: '1',
      ...opts.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group: tsx's runner, the stack's node process and DynamoDB Local's JVM are stopped together
    // (stop() below), so none of them outlives the suite when the runner dies first.
    detached: true,
  });
  const log = createWriteStream(opts.logFile);
  child.stderr!.pipe(log);

  const info = await new Promise<StackInfo>((resolvePromise, reject) => {
    let buf = '';
    const timer = setTimeout(
      () => reject(new Error(`stack did not start within ${(opts.timeoutMs ?? 180_000) / 1000}s; see ${opts.logFile}`)),
      opts.timeoutMs ?? 180_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code} before it was ready; see ${opts.logFile}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      // The log file holds what the running stack logged (scanned for PII by the api suite), not the harness's
      // own STACK_READY line, which names the seeded test accounts.
      log.write(chunk.toString().replace(/^STACK_READY .*$\n?/m, ''));
      const line = buf.split('\n').find((l) => l.startsWith('STACK_READY '));
      if (line) {
        clearTimeout(timer);
        resolvePromise(JSON.parse(line.slice('STACK_READY '.length)) as StackInfo);
      }
    });
  });

  return {
    info,
    child,
    logFile: opts.logFile,
    stop: () => stopGroup(child),
  };
}

/** Whether any process of the group led by `pid` is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Stop the stack: SIGTERM to its whole process group (the stack stops its engines on it), then SIGKILL to whatever of
 * the group is left 10 s later (a JVM that hangs in its shutdown was seen outliving the api suite). Resolves once no
 * process of the group is left.
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  signalGroup(pid, 'SIGTERM');
  const killAt = Date.now() + 10_000;
  while (groupAlive(pid)) {
    if (Date.now() >= killAt) signalGroup(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}
