import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startStackProcess } from '../support/stack-process';

/** Start the embedded stack with the built site (dist/web) on free ports; specs read its info from a file. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = join(ROOT, 'test-results/e2e-stack');
  mkdirSync(dir, { recursive: true });
  // The staff rule as in AWS: the console signs staff in through the staff client with a TOTP code (fixtures.ts
  // staffSignIn computes it from the enrolled secret).
  const stack = await startStackProcess({ web: 'dist', logFile: join(dir, 'stack.log') });
  const infoFile = join(dir, 'stack.json');
  writeFileSync(infoFile, JSON.stringify(stack.info));
  process.env.LDA_STACK_INFO = infoFile;
  return () => stack.stop();
}
