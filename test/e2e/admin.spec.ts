/**
 * The admin console (issue 8) end to end: staff sign in and land on /admin, find a client by email, filter by status,
 * change a status with a note that the client then sees; the detail page (answers, payment, PDF, 404); Spanish;
 * non-admins are kept out; axe finds nothing on the console pages.
 *
 * Each test makes its own client and submission through the real API (order → agreement → office payment →
 * submission), so tests never depend on each other or on the seed.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { SeedUser } from '../../infra/local/cognito-setup';
import type { Submission } from '../../shared/api/submissions';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { apiAs, expect, expectNoAxeViolations, freshStaff, freshUser, signIn, staffSignIn, test, tokenOf, throughNotice } from './fixtures';

/** A client with one small-claims submission, paid at the office (so the payment is still open). */
async function clientWithSubmission(): Promise<{ client: SeedUser; submission: Submission }> {
  const suffix = randomUUID().slice(0, 6);
  const client = await freshUser({ givenName: 'Marisol', familyName: `Quintero${suffix}` });
  const { call } = apiAs(await tokenOf(client));
  await call('GET /me');
  const { order } = await call('POST /orders', { body: { questionnaireType: 'small-claims' } });
  const params = { orderId: order.orderId };
  await throughNotice(call, order.orderId, 'small-claims', `${client.givenName} ${client.familyName}`);
  await call('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: `${client.givenName} ${client.familyName}`, accepted: true },
  });
  await call('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } });
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return { client, submission };
}

const search = (page: Page) => page.getByRole('searchbox', { name: /Search submissions/ });
const statusFilter = (page: Page) => page.getByRole('button', { name: /Filter by status/ });

async function chooseStatusFilter(page: Page, label: string) {
  await statusFilter(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test('staff find a client by email, filter by status, and change the status with a note the client then sees', async ({
  page,
  browser,
  baseURL,
}) => {
  // The longest journey of the suite: a client's submission, a staff sign-in with a code, search, filters, a status
  // change, and the client's own sign-in to see it.
  test.slow();
  const { client, submission } = await clientWithSubmission();
  // The name staff see is the one on the questionnaire.
  const fullName = submission.clientName;

  await staffSignIn(page, await freshStaff());
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: /All Submissions/ })).toBeVisible();
  await expect(statusFilter(page)).toContainText('All Statuses');
  await expectNoAxeViolations(page);

  // Find the client by email: the search goes to the server in a POST body, never into a URL (D-1).
  const searched = page.waitForRequest((r) => r.url().endsWith('/admin/submissions/search') && (r.postData() ?? '').includes(client.email));
  await search(page).fill(client.email);
  await searched;
  await expect(page).not.toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  // The account's verified email (F18), not the one typed into the questionnaire.
  await expect(row).toContainText(client.email);
  await expect(row).not.toContainText(submission.clientEmail);
  await expect(row).toContainText('Small Claims');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Awaiting payment · At the office');

  // Filter by status (with the search still on).
  await chooseStatusFilter(page, 'Pending');
  await expect(page).toHaveURL(/[?&]status=pending/);
  await expect(row).toHaveCount(1);
  await chooseStatusFilter(page, 'Completed');
  await expect(page).toHaveURL(/[?&]status=completed/);
  await expect(page.getByText('No matches')).toBeVisible();
  await chooseStatusFilter(page, 'All Statuses');
  await expect(page).not.toHaveURL(/status=/);
  await expect(row).toHaveCount(1);

  // Change the status with a note, confirmed in a modal.
  const note = `Your forms are being prepared (${randomUUID().slice(0, 4)}).`;
  await row.getByRole('button', { name: `Change status of the submission from ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Processing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change submission status' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(fullName);
  await dialog.getByLabel('Note (optional)').fill(note);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Submission status updated successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Processing');

  // The client sees the new status and the note.
  const context = await browser.newContext({ baseURL });
  const clientPage = await context.newPage();
  await signIn(clientPage, client);
  await expect(clientPage).toHaveURL(/\/dashboard$/);
  await expect(clientPage.getByText('Processing').first()).toBeVisible();
  await clientPage.goto(`/submission/${submission.id}`);
  await expect(clientPage.getByText('Processing').first()).toBeVisible();
  // The note twice: as the staff's latest note beside the tracker (issue 30), and in the case's timeline.
  await expect(clientPage.getByTestId('latest-note')).toContainText(note);
  await expect(clientPage.locator('.d-timeline__note').filter({ hasText: note })).toBeVisible();
  await context.close();
});

test('the detail page: fields, answers, history, office payment, PDF; and "Submission not found"', async ({ page }) => {
  const { client, submission } = await clientWithSubmission();
  const fullName = submission.clientName;

  await staffSignIn(page, await freshStaff(), '/admin');
  // Click the search's result, not a row of the list before it: while the search is in flight Cloudscape's table
  // replaces its rows with the loading row, and a click that lands as they go is lost (CI saw the page stay on /admin).
  const searched = page.waitForResponse(
    (r) => r.url().endsWith('/admin/submissions/search') && (r.request().postData() ?? '').includes(client.email),
  );
  await search(page).fill(client.email);
  await searched;
  await expect(page.getByRole('table').getByText('Loading submissions')).toHaveCount(0);
  await page.locator(`a[href="/questionnaire-submission/${submission.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire-submission/${submission.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Submission from ${fullName}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('All Submissions');
  for (const text of [submission.id, submission.clientEmail, 'Small Claims', 'Pending']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Answers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The PDF comes down with the staff member's token.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Office payment, confirmed first.
  await page.getByRole('button', { name: 'Mark office payment received' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record the office payment' });
  await dialog.getByLabel('Receipt number (optional)').fill('R-2044');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  // exact: Cloudscape's live announcer may hold "Success Office payment recorded" at the same moment.
  await expect(page.getByText('Office payment recorded', { exact: true })).toBeVisible();
  await expect(page.getByText('R-2044')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark office payment received' })).toHaveCount(0);
  await expect(page.getByText('Paid · At the office').first()).toBeVisible();

  await page.goto(`/questionnaire-submission/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Submission not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the console in Spanish, and back', async ({ page }) => {
  await staffSignIn(page, await freshStaff());
  await expect(page.getByRole('heading', { level: 1, name: /All Submissions/ })).toBeVisible();
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Todas las Solicitudes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Filtrar por estado/ })).toContainText('Todos los Estados');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Todas las Solicitudes/ })).toBeVisible();
  await page.getByRole('button', { name: /Idioma: Español/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /All Submissions/ })).toBeVisible();
});

test('a signed-in client opening /admin lands on /dashboard; a visitor is sent to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/staff\?next=%2Fadmin$/);

  const client = await freshUser();
  await signIn(page, client);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/questionnaire-submission/${randomUUID()}`);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Sign Out leaves the console for the public site', async ({ page }) => {
  await staffSignIn(page, await freshStaff());
  await expect(page.getByRole('heading', { level: 1, name: /All Submissions/ })).toBeVisible();
  await page.getByRole('button', { name: /Signed in as/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(new RegExp('/$'));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/staff\?next=%2Fadmin$/);
});
