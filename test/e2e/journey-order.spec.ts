/** The journey's order is enforced, and the agreement can be accepted with the keyboard alone. */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, freshUser, signIn, test } from './fixtures';
import { giveNotice } from './journey-helpers';

async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('a questionnaire opened before its notice and agreement leads to the notice, then the agreement, which the keyboard alone can accept', async ({
  page,
}) => {
  const user = await freshUser();
  await signIn(page, user, '/questionnaire/probate');
  // B&P §6410.5: the Notice to Consumer first, signed with the keyboard alone.
  await expect(page).toHaveURL(/\/notice\?type=probate$/);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Please sign the Notice to Consumer first')).toBeVisible();
  // A radio group: Tab reaches it, the arrow keys choose.
  await tabTo(page, '#notice-delivery-mail');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#notice-delivery-in_person')).toBeChecked();
  await tabTo(page, '#notice-signature');
  await page.keyboard.type('elena torres');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You signed the notice' })).toBeFocused();
  // The forms, with the keyboard: each checkbox with Space, then confirm.
  await page.getByRole('link', { name: 'Choose my forms' }).click();
  await expect(page).toHaveURL(/\/forms\?type=probate$/);
  await tabTo(page, '#form-0');
  await page.keyboard.press('Space');
  await expect(page.locator('#form-0')).toBeChecked();
  await page.getByRole('button', { name: 'Confirm the forms I selected' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  // The contract waits for the office to give the notice: the agreement page sends the client back here.
  await page.goto('/agreement?type=probate');
  await expect(page).toHaveURL(/\/notice\?type=probate$/);
  await giveNotice('elena torres');
  await page.reload();
  await page.getByRole('link', { name: 'Continue to the contract' }).click();
  await expect(page).toHaveURL(/\/agreement\?type=probate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service agreement' })).toBeFocused();

  // Keyboard only: into the contract, to its end, tick the box, sign, Enter.
  await tabTo(page, '#agreement-region');
  await page.keyboard.press('End');
  await expect(page.getByText('You have reached the end of the agreement.')).toBeVisible();
  await tabTo(page, '#agreement-agree');
  await page.keyboard.press('Space');
  await expect(page.locator('#agreement-agree')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.locator('#agreement-signature')).toBeFocused();
  await page.keyboard.type('Someone Else');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Type your full name as it appears on your account (Elena Torres).' }),
  ).toBeFocused();
  await tabTo(page, '#agreement-signature');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('elena torres');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment-selection\?order=/);

  // Still no payment method: the questionnaire sends the client back to payment selection.
  await page.goto('/questionnaire/probate');
  await expect(page).toHaveURL(/\/payment-selection\?order=/);
  await expectNoAxeViolations(page);
});
