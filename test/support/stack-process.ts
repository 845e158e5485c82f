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
    stop: () =>
      new Promise<void>((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', () => r());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
