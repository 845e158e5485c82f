/**
 * The guard every jest project runs (test/support/has-assertions.ts, jest.config.js): a test with no assertion fails.
 * Runs jest itself on a fixture with one assertion-free test (a loop over an empty list) and one real test, with the
 * projects' own setup file, and reads the outcome.
 */
import { runCLI } from 'jest';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
jest.setTimeout(60_000);

it('fails a test that makes no assertion, and passes one that does', async () => {
  const config = (await import(resolve(ROOT, 'jest.config.js'))) as {
    projects: Array<{ displayName: string; setupFilesAfterEnv?: string[] }>;
  };
  // Every project runs the guard.
  expect(config.projects.map((p) => [p.displayName, p.setupFilesAfterEnv?.[0]])).toEqual(
    ['unit', 'local', 'infra', 'api', 'web'].map((name) => [name, '<rootDir>/test/support/has-assertions.ts']),
  );
  const { results } = await runCLI(
    {
      _: [],
      $0: 'jest',
      // This configuration alone (not jest.config.js's projects): the fixture, the guard, transpile-only TypeScript.
      config: JSON.stringify({
        rootDir: ROOT,
        roots: ['<rootDir>/test/support/fixtures'],
        testMatch: ['**/assertion-free.fixture.ts'],
        setupFilesAfterEnv: ['<rootDir>/test/support/has-assertions.ts'],
        transform: { '^.+\\.(t|j)sx?$': '<rootDir>/test/support/esbuild-transform.cjs' },
        testEnvironment: 'node',
        // Quiet: its failure is the expected outcome, read below, not a failure of this suite.
        reporters: [],
      }),
      runInBand: true,
      silent: true,
      watchman: false,
    },
    [ROOT],
  );
  const outcomes = results.testResults.flatMap((file) =>
    file.testResults.map((t) => [t.title, t.status, t.failureMessages.join('')] as const),
  );
  expect(outcomes.map(([title, status]) => [title, status])).toEqual([
    ['does something but checks nothing', 'failed'],
    ['checks something', 'passed'],
  ]);
  expect(outcomes[0][2]).toContain('Expected at least one assertion to be called but received none');
});
