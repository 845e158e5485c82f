/** A draft saved while typing is resumed after a reload, on the step where the client left, in Spanish too. */
import { expect, freshUser, readyOrder, signIn, test } from './fixtures';

test('a probate draft is resumed after a reload', async ({ page }) => {
  const user = await freshUser();
  await readyOrder(user, 'probate');
  await signIn(page, user, '/questionnaire/probate');

  await page.getByLabel('Full legal name of the person who died').fill('Roberto García');
  await page.getByLabel('Date of birth').fill('1948-09-30');
  await page.getByLabel('Date of death').fill('2025-01-20');
  await page.getByLabel('Place of death').fill('Los Angeles, California');
  await page.getByLabel('Last known address').fill('1234 E Cesar Chavez Ave, Los Angeles, CA 90033');
  await page.getByRole('group', { name: 'Did they live in California when they died?' }).getByRole('radio', { name: 'Yes' }).check();
  await page
    .getByRole('group', { name: 'Was the person a citizen of a country other than the United States?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByLabel('Marital status at the time of death').selectOption({ label: 'Widowed' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Did the person leave a will?' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Where is the original will?').fill('Safe deposit box, Banco Popular');
  await expect(page.getByText('Your answers are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Welcome back. We restored the answers you saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The will and the property' })).toBeVisible();
  await expect(page.getByLabel('Where is the original will?')).toHaveValue('Safe deposit box, Banco Popular');

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Full legal name of the person who died')).toHaveValue('Roberto García');
  await expect(page.getByLabel('Marital status at the time of death')).toHaveValue('widowed');
});
