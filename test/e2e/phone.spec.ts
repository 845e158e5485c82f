/**
 * Phone first (issue 30) at 390 px: the dashboard's lists are cards whose actions are full-width buttons inside the
 * screen; the chat opens from the header (no floating button over the page); a toast never covers the primary action
 * on screen. (No page scrolls sideways at 390 px: layout.spec.ts, every page.)
 */
import { randomUUID } from 'node:crypto';
import { SAMPLES } from '../../shared/questionnaires/samples';
import dashboard from '../../shared/i18n/messages/dashboard';
import { apiAs, expect, freshUser, readyOrder, signIn, test, tokenOf } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone: dashboard cards with full-width actions, the chat from the header, a toast beside the primary action, not over it', async ({
  page,
}) => {
  const client = await freshUser();
  await readyOrder(client, 'small-claims');
  await apiAs(await tokenOf(client)).call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  await signIn(page, client);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Each action is a button as wide as its card, inside the screen.
  const view = page.getByRole('link', { name: /^View details: / });
  await expect(view).toBeVisible();
  const card = await page.getByTestId('submission-row').boundingBox();
  const button = await view.boundingBox();
  expect(button!.x + button!.width).toBeLessThanOrEqual(390);
  expect(button!.width).toBeGreaterThan(card!.width - 2 * 24);
  const receipt = page.getByTestId('order-row').getByRole('link').first();
  const r = await receipt.boundingBox();
  expect(r!.x + r!.width).toBeLessThanOrEqual(390);

  // The chat: no floating button over the page; the header's opens the panel and gets focus back.
  await expect(page.getByTestId('chat-open')).toBeHidden();
  const headerChat = page.getByTestId('header-chat-open');
  await headerChat.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(headerChat).toBeFocused();

  // A toast raised while the primary action sits at the bottom of the screen goes to the top instead of covering it.
  await page.goto('/account');
  const save = page.getByRole('button', { name: dashboard.en.dashboard.account.save, exact: true });
  await expect(save).toBeVisible();
  await save.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 12));
  await save.click();
  const toast = page.getByTestId('toast').filter({ hasText: dashboard.en.dashboard.account.savedTitle });
  await expect(toast).toBeVisible();
  await expect
    .poll(() =>
      save.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return el === hit || el.contains(hit);
      }),
    )
    .toBe(true);

  // (That a toast does not outlive its screen — carried over one page change at most — is the store's rule:
  // test/web/journey/toast.test.tsx.)
});
