/** Accounts: sign-in failure toast, keyboard-only sign-in, the redirect rules, sign-out, password recovery. */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, freshStaff, freshUser, signIn, staffSignIn, test } from './fixtures';
import { readResetCode, useLanguage } from './journey-helpers';

/** Press Tab until `selector` has focus (keyboard only; fails after `max` presses). */
async function tabTo(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a wrong password: the "Sign in failed" toast with the translated reason, in both languages', async ({ page }) => {
  const user = await freshUser();
  await signIn(page, { email: user.email, password: 'Wrong-password-1!' });
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Sign in failed')).toBeVisible();
  await expect(toasts.getByText('Incorrect email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expectNoAxeViolations(page);

  await useLanguage(page, 'es');
  await signIn(page, { email: user.email, password: 'Wrong-password-1!' });
  const avisos = page.getByRole('region', { name: 'Notificaciones' });
  await expect(avisos.getByText('No se pudo iniciar sesión')).toBeVisible();
  await expect(avisos.getByText('Correo electrónico o contraseña incorrectos.')).toBeVisible();
});

test('keyboard only: sign in from a protected page and land back on it; sign out says so', async ({ page }) => {
  const user = await freshUser();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  await tabTo(page, '#signin-email');
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.locator('#signin-password')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Submissions' })).toBeVisible();
  await expect(page.getByText('You have not submitted a questionnaire yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(toasts.getByText('You have been successfully signed out.')).toBeVisible();
  // Signing out from a protected page goes to the home page, not to the sign-in page its guard would send to.
  await expect(page).toHaveURL(/\/$/);
});

test('redirect rules: clients land on /dashboard and are kept out of /admin; admins land on /admin', async ({ page, browser, stack }) => {
  const user = await freshUser();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/questionnaire-submission/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/dashboard$/);

  const adminPage = await (await browser.newContext({ baseURL: stack.webUrl! })).newPage();
  await staffSignIn(adminPage, await freshStaff());
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.goto('/dashboard');
  await expect(adminPage).toHaveURL(/\/admin$/);
  await adminPage.context().close();
});

test('forgot password: a reset code by email, a new password (same policy), then sign in with it', async ({ page, stack }) => {
  const user = await freshUser();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  const code = await readResetCode(stack, user.email);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await expect(page.locator('[data-rule="uppercase"]')).toHaveAttribute('data-met', 'false');
  const newPassword = 'N3w-passw0rd!';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Password changed')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
