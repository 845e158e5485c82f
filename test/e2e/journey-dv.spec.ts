/**
 * The domestic-violence questionnaire leaves no trace of its name in a URL (issue 17, D-3): from the hub through the
 * notice, agreement, card payment (test mode) and the questionnaire, every address the tab shows and every request
 * it makes (pages, chunks, the API) names it by its neutral slug; an old link is replaced in the history by the
 * neutral URL. Quick exit is on every page of the way.
 */
import type { Page } from '@playwright/test';
import { BANNED_IN_URLS } from '../support/neutral-urls';
import { randomUUID } from 'node:crypto';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { apiAs, expect, freshUser, readyOrder, signIn, test, tokenOf } from './fixtures';
import { acceptAgreement, signNotice, W } from './journey-helpers';

test.describe.configure({ timeout: 180_000 });

/** Every URL the tab shows (navigations and history changes of the main frame) and every request it sends. */
function recordUrls(page: Page) {
  const shown: string[] = [];
  const requested: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) shown.push(frame.url());
  });
  page.on('request', (request) => void requested.push(request.url()));
  return { shown, requested };
}

const quickExit = (page: Page) => page.getByRole('button', { name: 'Quick exit' });

test('from the hub to the questionnaire, no URL shown or requested names the domestic-violence questionnaire', async ({ page }) => {
  const w = W.en;
  const user = await freshUser();
  const urls = recordUrls(page);
  await signIn(page, user, '/questionnaire');
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(quickExit(page)).toBeVisible();

  await page.getByRole('link', { name: 'Start: Domestic Violence Restraining Order' }).click();
  await expect(page).toHaveURL(/\/notice\?type=document-preparation$/);
  await expect(quickExit(page)).toBeVisible();
  await signNotice(page, 'en', `${user.givenName} ${user.familyName}`);
  await expect(page).toHaveURL(/\/agreement\?type=document-preparation$/);
  await expect(quickExit(page)).toBeVisible();
  await acceptAgreement(page, 'en', `${user.givenName} ${user.familyName}`);
  await expect(page).toHaveURL(/\/payment-selection\?order=[0-9a-f-]{36}$/);

  // Card, through the test-mode checkout (the contract came after the notice was given: B&P §6410.5(b)).
  await page.getByLabel(w.card).check();
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/document-preparation\?order=[0-9a-f-]{36}$/);
  await expect(quickExit(page)).toBeVisible();
  await page.getByRole('button', { name: w.checkout }).click();
  await expect(page).toHaveURL(/\/payment\/document-preparation\?session=cs_test_local_\w+&testMode=1/);
  await page.getByRole('button', { name: w.payTest }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paid })).toBeVisible();
  await page.getByRole('link', { name: w.toQuestionnaire }).click();

  // The questionnaire's first step, its draft read by the slug.
  await expect(page).toHaveURL(/\/questionnaire\/document-preparation$/);
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expect(quickExit(page)).toBeVisible();
  expect(urls.requested.some((u) => u.endsWith('/drafts/document-preparation'))).toBe(true);

  expect(urls.shown.length).toBeGreaterThan(5);
  expect(urls.shown.filter((u) => BANNED_IN_URLS.test(u))).toEqual([]);
  expect(urls.requested.length).toBeGreaterThan(10);
  // A built file's content hash (`ErrorSummary-DVMv57tv.js`) is random letters: only the names count.
  const withoutHash = (u: string) => u.replace(/-[\w-]{8}(\.\w+)$/, '$1');
  expect(urls.requested.map(withoutHash).filter((u) => BANNED_IN_URLS.test(u))).toEqual([]);
});

test('an old link that names the type id is replaced by the neutral URL, in the history too', async ({ page }) => {
  const user = await freshUser();
  await signIn(page, user, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/thank-you?type=domestic-violence');
  await expect(page).toHaveURL(/\/thank-you\?type=document-preparation$/);
  await expect(page.getByText('Domestic Violence Restraining Order', { exact: false })).toBeVisible();
  await expect(quickExit(page)).toBeVisible();
  // The old URL is not this tab's entry any more: Back goes to the page before it, Forward to the neutral URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/thank-you\?type=document-preparation$/);
});

test('signed out, an old questionnaire link goes through sign-in with the neutral URL only', async ({ page }) => {
  const urls = recordUrls(page);
  await page.goto('/questionnaire/domestic-violence');
  await expect(page).toHaveURL(/\/auth\?next=%2Fquestionnaire%2Fdocument-preparation$/);
  await expect(quickExit(page)).toBeVisible();
  // The only address that names it is the old link itself (typed or bookmarked), until the shell replaces it.
  const named = urls.shown.filter((u) => BANNED_IN_URLS.test(u)).map((u) => new URL(u).pathname);
  expect([...new Set(named)]).toEqual(['/questionnaire/domestic-violence']);
  expect(urls.shown.at(-1)).not.toMatch(BANNED_IN_URLS);
});

test('Quick exit on the dashboard forgets the session: reopening the site shows the home page, signed out (F1)', async ({
  page,
  context,
}) => {
  const user = await freshUser();
  await readyOrder(user, 'domestic-violence');
  const created = await apiAs(await tokenOf(user)).send('POST /submissions', {
    body: { questionnaireType: 'domestic-violence', answers: SAMPLES['domestic-violence'] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(created.status).toBe(201);
  // The neutral site Quick exit leaves for, answered here (the test machine is offline).
  await context.route('https://www.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google</title>' }));

  await signIn(page, user, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('row', { name: /Legal document preparation/ }).first()).toBeVisible();
  await expect(quickExit(page)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/domestic|violence|restrain/i);
  // The case page: neutral too, details hidden until asked, Quick exit there as well.
  await page.getByRole('link', { name: 'View details: Legal document preparation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Legal document preparation');
  await expect(quickExit(page)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/domestic|violence|restrain/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);

  await quickExit(page).click();
  await expect(page).toHaveURL('https://www.google.com/');

  // Reopening the site in the same browser: the home page, nobody signed in, no token stored.
  const again = await context.newPage();
  await again.goto('/');
  await expect(again.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect(await again.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider.')))).toEqual([]);
  await again.goto('/dashboard');
  await expect(again).toHaveURL(/\/auth\?next=%2Fdashboard$/);
});
