/**
 * The console's queue on a phone (issue 30, item 3): at 390 px staff see each case of the queue and can open it, and
 * the page itself never scrolls sideways. Screenshot (SCREENSHOTS=1) of the queue at 390 px.
 */
import { randomUUID } from 'node:crypto';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { apiAs, expect, freshStaff, freshUser, readyOrder, SCREENSHOTS, staffSignIn, test, tokenOf } from './fixtures';

test('the submissions queue at 390 px: the case is listed and opens, nothing runs off the right edge', async ({ page }) => {
  const user = await freshUser({ givenName: 'Rosa', familyName: 'Quintero' });
  await readyOrder(user, 'small-claims');
  const { submission } = await apiAs(await tokenOf(user)).call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] },
    headers: { 'Idempotency-Key': randomUUID() },
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, await freshStaff(), '/admin');
  await page.getByPlaceholder('Search by name, email or service type').fill(user.email);
  // Several specs add cases at once: this one's row is found by its link.
  const open = page.locator(`a[href="/questionnaire-submission/${submission.id}"]`);
  await expect(open).toBeVisible();
  const row = page.getByRole('row').filter({ has: open });
  await expect(row.getByText('Small Claims')).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? test.info().outputPath('')}/console-queue-390.png`, fullPage: true });
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire-submission/${submission.id}`));
});
