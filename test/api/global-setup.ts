import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startStackProcess } from '../support/stack-process';

/** Start a fresh embedded stack (API only) on free ports for the api suite; tests read its info from a file. */
export default async function globalSetup(): Promise<void> {
  const dir = join(ROOT, 'test-results/api');
  mkdirSync(dir, { recursive: true });
  const logFile = join(dir, 'stack.log');
  // Personal data of this run's test users, appended by helpers.newUser for the log scan (zz-logs-pii.test.ts).
  rmSync(join(dir, 'pii.jsonl'), { force: true });
  const stack = await startStackProcess({ web: 'none', logFile });
  const infoFile = join(dir, 'stack.json');
  writeFileSync(infoFile, JSON.stringify(stack.info));
  process.env.LDA_STACK_INFO = infoFile;
  process.env.LDA_STACK_LOG = logFile;
  (globalThis as { __LDA_STACK__?: typeof stack }).__LDA_STACK__ = stack;
}
