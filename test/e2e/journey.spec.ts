/**
 * The client journey as a new user lives it, in English: sign up → confirm → sign in → small claims → agreement →
 * test-mode card payment → questionnaire → thank you → dashboard (pending, receipt) → submission details.
 * axe checks every screen on the way.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { acceptAgreement, fillSmallClaims, signNotice, signUpAndSignIn, W } from './journey-helpers';

test.describe.configure({ timeout: 180_000 });

test('a new client goes from sign-up to a submitted small-claims questionnaire and follows it', async ({ page, stack }) => {
  const w = W.en;

  // The hub: every type with its description and fee; Start needs an account.
  await page.goto('/questionnaire');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your questionnaire' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(15);
  await expect(
    page.getByText('Sue someone for money they owe you, up to $12,500 (up to $6,250 for a business), without a lawyer in court.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start: Small Claims' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fnotice%3Ftype%3Dsmall-claims$/);
  await expectNoAxeViolations(page);

  // Sign up, confirm with the emailed code, sign in: back to the agreement.
  const person = await signUpAndSignIn(page, stack, 'en');
  // The Notice to Consumer (B&P §6410.5) first, then the agreement.
  await expect(page).toHaveURL(/\/notice\?type=small-claims$/);
  await signNotice(page, 'en', `${person.first} ${person.last}`);
  await expect(page).toHaveURL(/\/agreement\?type=small-claims$/);

  // The agreement: statutory statements, fee, county clerk; accepting needs reading to the end, the box and the name.
  await expect(page.getByRole('heading', { level: 1, name: w.agreementTitle })).toBeVisible();
  const region = page.getByRole('region', { name: w.region });
  await expect(
    region.getByText(
      '2. I am not an attorney. I cannot perform the legal services that an attorney performs. I cannot engage in the practice of law.',
    ),
  ).toBeVisible();
  await expect(region.getByText('Los Angeles County Registrar-Recorder/County Clerk')).toBeAttached();
  await expect(region.getByText('$250 (US dollars)')).toBeAttached();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: w.accept }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Before you continue:' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Check the box to confirm you have read and agree.');
  await acceptAgreement(page, 'en', `${person.first} ${person.last}`);
  await expect(page).toHaveURL(/\/payment-selection\?order=[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);

  // Card, in test mode.
  await page.getByLabel(w.card).check();
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await expect(page.getByText(w.testTitle)).toBeVisible();
  await page.getByRole('button', { name: w.checkout }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.testTitle })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: w.payTest }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paid })).toBeVisible();
  await expect(page.getByText('We received your payment of $250 for Small Claims.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: w.toQuestionnaire }).click();
  await expect(page).toHaveURL(/\/questionnaire\/small-claims$/);

  // The questionnaire (built by the questionnaire feature), then thank you.
  await fillSmallClaims(page, 'en', person.email);
  await expect(page).toHaveURL(/\/thank-you\?type=small-claims$/);
  await expect(page.getByRole('heading', { level: 1, name: w.thankYou })).toBeVisible();
  await expect(page.getByRole('region', { name: w.notifications }).getByText('Small Claims Questionnaire Submitted')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: w.toDashboard }).click();

  // The dashboard: the submission pending, the paid order with its receipt.
  await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
  const row = page.getByTestId('submission-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(w.service);
  await expect(row).toContainText(w.pending);
  await expect(page.getByTestId('order-row')).toContainText('Paid');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Receipt: Small Claims' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Receipt/ })).toBeVisible();
  await expect(page.getByTestId('receipt-lda')).toContainText('2024-0142');
  await expect(page.getByTestId('receipt-lda')).toContainText('Los Angeles County');
  await expect(page.getByTestId('receipt-amount')).toHaveText('$250');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to your dashboard' }).click();

  // The details page: facts, timeline, answers, PDF.
  await page.getByRole('link', { name: 'View details: Small Claims' }).click();
  await expect(page).toHaveURL(/\/submission\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `${w.details}: ${w.service}` })).toBeVisible();
  await expect(page.getByTestId('submission-clientName')).toHaveText('Elena Torres');
  await expect(page.getByTestId('submission-clientEmail')).toHaveText(person.email);
  await expect(page.getByTestId('submission-status')).toHaveText(/Pending/);
  await expect(page.getByTestId('submission-caseDetails')).toContainText('Acme Rentals LLC');
  await expect(page.getByTestId('submission-history').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Acme Rentals LLC').last()).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
