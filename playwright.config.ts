import { defineConfig } from '@playwright/test';
import { chromiumPath } from './test/e2e/chromium';

/**
 * e2e in Debian's Chromium (never a downloaded browser) against the embedded stack serving the built site
 * (test/e2e/global-setup.ts). Run with `npm run test:e2e`, which builds the web first.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Bounds, not waits: a passing test never sits on them. Two cores shared with other work (CI beside a build, a
  // loaded laptop) have made a console's first paint after sign-in take over 10 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e/results.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
