/**
 * Request for order, end to end: validation on an empty step (and no axe violations with errors shown), two children
 * with several residence periods covering five years, the review step, the submission and the thank-you page.
 */
import { expect, expectNoAxeViolations, freshUser, readyOrder, signIn, test } from './fixtures';

/** "YYYY-MM-DD", `years` years and `days` days before today (UTC). */
const ago = (years: number, days = 0): string => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

test('a request for order with two children and their residence history', async ({ page }) => {
  const user = await freshUser();
  await readyOrder(user, 'request-for-order');
  await signIn(page, user, '/questionnaire/request-for-order');
  await expect(page.getByRole('heading', { level: 2, name: 'Order type' })).toBeVisible();

  // An empty step: every error announced in the summary, the first control focused.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toContainText('Please select an order type');
  await expect(page.getByRole('radio', { name: 'A new order' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'A new order' }).check();
  await page.getByRole('checkbox', { name: 'Child custody' }).check();
  await page.getByRole('checkbox', { name: 'Child visitation (parenting time)' }).check();
  await page
    .getByRole('group', { name: /emergency/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  const you = page.getByRole('group', { name: 'About you' });
  await you.getByLabel('Full legal name').fill('Elena Torres');
  await you.getByLabel('Address', { exact: true }).fill('1200 S Figueroa St, Los Angeles, CA 90015');
  await you.getByLabel(/Cell phone/).fill('(213) 555-0142');
  await you.getByLabel('Email').fill(user.email);
  await you.getByLabel('Date of birth').fill('1987-06-12');
  await page.getByRole('button', { name: 'Next' }).click();

  const other = page.getByRole('group', { name: 'About the other party' });
  await other.getByLabel('Full legal name').fill('Marco Torres');
  await other.getByLabel('Address', { exact: true }).fill('88 Ocean Ave, Long Beach, CA 90802');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Children' })).toBeFocused();
  const children = [
    {
      name: 'Lucía Torres',
      age: '9',
      birthDate: ago(9, 40),
      periods: [{ from: ago(9, 40), to: ago(4) }, { from: ago(4, -1), to: ago(2) }, { from: ago(2, -1) }],
    },
    { name: 'Diego Torres', age: '3', birthDate: ago(3, 10), periods: [{ from: ago(3, 10), to: ago(1) }, { from: ago(1, -1) }] },
  ];
  for (const [i, child] of children.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add a child' }).click();
    const group = page.getByRole('group', { name: `Child ${i + 1}`, exact: true });
    await group.getByLabel('Child’s full name').fill(child.name);
    await group.getByLabel('Age').fill(child.age);
    await group.getByLabel('Date of birth').fill(child.birthDate);
    await group.getByLabel('Place of birth').fill('Los Angeles, California, USA');
    for (const [j, period] of child.periods.entries()) {
      if (j > 0) await group.getByRole('button', { name: 'Add another residence' }).click();
      const residence = group.getByRole('group', { name: `Residence ${j + 1}` });
      await residence.getByLabel('From').fill(period.from);
      if (period.to) await residence.getByLabel(/^To/).fill(period.to);
      await residence.getByLabel('Address').fill(`${100 + j} Main St, Los Angeles, CA 90012`);
      await residence.getByLabel('Lived with (name)').fill('Elena Torres');
      await residence.getByLabel('That person’s relationship to the child').fill('Mother');
    }
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await page
    .getByRole('group', { name: /other court cases/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel(/Facts in support/).fill('The children need a stable weekday schedule near their school.');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Children' });
  await expect(review.getByRole('heading', { name: 'Child 2' })).toBeVisible();
  await expect(review.getByRole('heading', { name: 'Residence 3' })).toBeVisible();
  await expect(review.getByText('Diego Torres')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you\?type=request-for-order$/);
});
