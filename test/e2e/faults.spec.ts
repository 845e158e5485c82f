/**
 * Faults, web side: with DynamoDB down the API answers 503 `unavailable` (retryable) and the page says so and offers a
 * retry; once the database is back, the retry shows the page. On its OWN stack (built site, ephemeral, with the
 * fault-injection endpoint of infra/local/control.ts) so the suite's shared stack keeps its database.
 */

import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { cognitoClient, ensureUser, type SeedUser } from '../../infra/local/cognito-setup';
import { ROOT, startStackProcess, type StackProcess } from '../support/stack-process';
import { expect, signIn, test as base } from './fixtures';

const test = base.extend<object, { faultStack: StackProcess }>({
  faultStack: [
    async ({}, use) => {
      const dir = join(ROOT, 'test-results/e2e-stack');
      mkdirSync(dir, { recursive: true });
      const stack = await startStackProcess({ web: 'dist', seed: false, logFile: join(dir, `faults-stack-${process.pid}.log`) });
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

async function dynamodb(stack: StackProcess, action: 'stop' | 'start') {
  const res = await fetch(`${stack.info.controlUrl}/dynamodb/${action}`, { method: 'POST' });
  expect(res.status, `DynamoDB ${action}`).toBe(204);
}

test.setTimeout(120_000);

test('the dashboard says the service is unavailable and offers a retry that works once the database is back', async ({
  browser,
  faultStack,
}) => {
  expect(faultStack.info.controlUrl, 'the ephemeral stack reports its control endpoint').toBeTruthy();
  const user: SeedUser = {
    email: `fault-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 6)}-Aa1!`,
    givenName: 'Rita',
    familyName: 'Retry',
  };
  await ensureUser(cognitoClient(faultStack.info.cognitoEndpoint), faultStack.info.userPoolId, user);

  const context = await browser.newContext({ baseURL: faultStack.info.webUrl! });
  const page = await context.newPage();
  let down = false;
  try {
    await signIn(page, user, '/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent())?.trim() ?? '';

    await dynamodb(faultStack, 'stop');
    down = true;
    const unavailable = page.waitForResponse((r) => r.url().startsWith(faultStack.info.apiUrl) && r.status() === 503);
    await page.reload();
    await unavailable;
    // Says so (an alert, not the router's crash page), in words, and offers a retry.
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    const alert = page.getByRole('alert').filter({ hasText: /unavailable|try again|no está disponible|inténtelo|intente/i });
    // Each list on the dashboard (submissions, drafts, payments) says so and offers its own retry.
    await expect(alert.first()).toBeVisible();
    const retry = page.getByRole('button', { name: /try again|retry|reintentar|intentar de nuevo|volver a intentar/i });
    await expect(retry.first()).toBeVisible();
    expect(await retry.count()).toBe(await alert.count());

    await dynamodb(faultStack, 'start');
    down = false;
    while ((await retry.count()) > 0) await retry.first().click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await context.close();
    // Whatever happened, leave the database running for the teardown.
    if (down) await fetch(`${faultStack.info.controlUrl}/dynamodb/start`, { method: 'POST' }).catch(() => undefined);
  }
});
