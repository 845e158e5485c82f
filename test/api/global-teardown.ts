import { join } from 'node:path';
import type { StackProcess } from '../support/stack-process';
import { piiInLog } from './pii';

export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as { __LDA_STACK__?: StackProcess }).__LDA_STACK__;
  await stack?.stop();
  // The final word on personal data in the logs, once every test file has run (whatever their order).
  if (stack) {
    const { leaks } = piiInLog(stack.logFile, join(stack.logFile, '../pii.jsonl'));
    if (leaks.length) throw new Error(`Personal data in the stack log (${stack.logFile}): ${JSON.stringify(leaks.slice(0, 5))}`);
  }
}
