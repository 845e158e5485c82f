/**
 * Keyboard only (issue 30 item 5): with Tab and Enter alone a visitor reaches "Create an account" on the sign-in page
 * (the sign-in/sign-up tabs follow the ARIA pattern, where only the selected tab is in the Tab order) and lands in the
 * sign-up form's first field.
 */
import auth from '../../shared/i18n/messages/auth';
import { expect, test } from './fixtures';

test('Tab alone reaches "Create an account" on /auth; Enter opens the sign-up form with focus in its first field', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const wanted = auth.en.auth.switch.toSignUp;
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate((name) => document.activeElement?.textContent?.trim() === name, wanted);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: auth.en.auth.tabs.signUp })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(auth.en.auth.fields.firstName, { exact: true })).toBeFocused();
});
