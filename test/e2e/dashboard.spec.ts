/** My Account (names, phone, language switches the site) and a submission id that is not the client's. */
import { expect, expectNoAxeViolations, freshUser, signIn, test } from './fixtures';

test('My Account: server-side validation on fields, saving the profile, the preferred language switches the site', async ({ page }) => {
  const user = await freshUser();
  await signIn(page, user, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Elena');
  await expectNoAxeViolations(page);

  await page.getByLabel('Phone (optional)').fill('555');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a 10-digit phone number.')).toBeVisible();

  await page.getByLabel('First name').fill('María Elena');
  await page.getByLabel('Phone (optional)').fill('(323) 555-0199');
  await page.getByLabel('Preferred language').selectOption('es');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Cuenta' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('profile-name')).toHaveText('María Elena Torres');
  await page.reload();
  await expect(page.getByLabel('Teléfono (opcional)')).toHaveValue('(323) 555-0199');
});

test('a submission that does not exist or is someone else’s: "Submission not found"', async ({ page }) => {
  const user = await freshUser();
  await signIn(page, user, '/submission/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Submission not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
