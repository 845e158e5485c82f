/**
 * Playwright's `expect`, counted: every spec and helper takes `expect` from here (through fixtures.ts), and the suite's
 * `test` (fixtures.ts, the auto fixture `assertions`) fails a test that passed without calling it — Playwright has no
 * `expect.hasAssertions()`. One test runs at a time in a worker process, so one counter per process is the test's.
 */
import { expect as playwrightExpect } from '@playwright/test';

let count = 0;

/** Calls of `expect` (and of `expect.poll`, `expect.soft`) since the last reset. */
export const assertionCount = (): number => count;
export const resetAssertionCount = (): void => {
  count = 0;
};

const COUNTED = new Set<PropertyKey>(['poll', 'soft']);

export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  apply(target, thisArg, args) {
    count += 1;
    return Reflect.apply(target, thisArg, args) as unknown;
  },
  get(target, prop, receiver) {
    const value = Reflect.get(target, prop, receiver) as unknown;
    if (!COUNTED.has(prop) || typeof value !== 'function') return value;
    return (...args: unknown[]) => {
      count += 1;
      return (value as (...a: unknown[]) => unknown).apply(target, args);
    };
  },
});
