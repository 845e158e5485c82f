import type { StackProcess } from '../support/stack-process';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __LDA_STACK__?: StackProcess }).__LDA_STACK__?.stop();
}
