/**
 * Request for order (definition version 2), end to end. In English, typed by hand: validation on an empty step (and
 * no axe violations with errors shown), the existing case, two children who have not lived together with each one's
 * residence history covering five years (FL-105 item 3), the custody and visitation orders (FL-311), the review step,
 * the submission and the thank-you page. In Spanish: a draft holding the Spanish sample (five children, temporary
 * emergency orders, FL-150) passes every step as it is. No axe violations on any step; screenshots of each step at
 * 390, 1280 and 1440 px (test-results/e2e/…/request-for-order-*.png).
 */
import type { Page } from '@playwright/test';
import { requestForOrderSampleEs } from '../../shared/questionnaires/samples';
import { expect, expectNoAxeViolations, freshUser, readyOrder, saveDraft, SCREENSHOTS, signIn, test } from './fixtures';

const WIDTHS = [390, 1280, 1440] as const;

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  if (!SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`request-for-order-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Each step: no axe violations, and on screen at three widths. */
async function check(page: Page, name: string, outputPath: (name: string) => string) {
  await expectNoAxeViolations(page);
  await shoot(page, name, outputPath);
}

/** "YYYY-MM-DD", `years` years and `days` days before today (UTC). */
const ago = (years: number, days = 0): string => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

const answer = async (page: Page, question: string | RegExp, option: string) =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: option, exact: true }).check();

test('a request for order (en) with two children and their residence history', async ({ page }, testInfo) => {
  // Seven steps, each checked by axe and shot at three widths: three times the default budget (work, not waiting).
  test.slow();
  const out = (n: string) => testInfo.outputPath(n);
  const user = await freshUser();
  await readyOrder(user, 'request-for-order');
  await signIn(page, user, '/questionnaire/request-for-order');
  await expect(page.getByRole('heading', { level: 2, name: 'Your case and request' })).toBeVisible();

  // An empty step: every error announced in the summary, the first control in error focused.
  await page.getByRole('button', { name: 'Next' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Enter the case number: a Request for Order is filed in an existing case');
  await expect(alert).toContainText('Please select an order type');
  await expect(alert).toContainText('Select at least one order');
  await expect(page.getByRole('textbox', { name: 'Case number' })).toBeFocused();
  await check(page, 'en-1-orderType-errors', out);

  await page.getByRole('textbox', { name: 'Case number' }).fill('24STFL05678');
  await expect(page.getByRole('textbox', { name: 'County of the court where the case is' })).toHaveValue('Los Angeles');
  await answer(page, 'Your role in that case', 'Petitioner');
  await answer(page, 'What kind of request is this?', 'A new order');
  await page.getByRole('checkbox', { name: 'Child custody' }).check();
  await page.getByRole('checkbox', { name: 'Child visitation (parenting time)' }).check();
  await answer(page, /emergency/, 'No');
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await check(page, 'en-1-orderType', out);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your information' })).toBeFocused();
  const you = page.getByRole('group', { name: 'About you' });
  await you.getByLabel('Full legal name').fill('Elena Torres');
  await you.getByLabel('Street address', { exact: true }).fill('1200 S Figueroa St, Apt. 4');
  await you.getByLabel('City').fill('Los Angeles');
  await you.getByLabel('State', { exact: true }).selectOption('CA');
  await you.getByLabel('ZIP code').fill('90015');
  await you.getByLabel('Cell phone').fill('(213) 555-0142');
  await you.getByLabel('Email').fill(user.email);
  await you.getByLabel('Date of birth').fill('1987-06-12');
  await check(page, 'en-2-yourInfo', out);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Other party' })).toBeFocused();
  const other = page.getByRole('group', { name: 'About the other party' });
  await other.getByLabel('Full legal name').fill('Marco Torres');
  await other.getByLabel(/^Street address/).fill('88 Ocean Ave');
  await other.getByLabel('City').fill('Long Beach');
  await other.getByLabel('State', { exact: true }).selectOption('CA');
  await other.getByLabel('ZIP code').fill('90802');
  await check(page, 'en-3-otherParty', out);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Children' })).toBeFocused();
  await page.getByLabel('How many children are part of this case?').fill('2');
  // Not together: each child's own residence history (FL-105 item 3, "not lived together").
  await answer(page, 'Have all the children lived together for the past five years?', 'No');
  const children = [
    {
      name: 'Lucía Torres',
      birthDate: ago(9, 40),
      homes: [
        { from: ago(2, -1), city: 'Los Angeles', with: 'Elena Torres', relationship: 'Mother' },
        { from: ago(4, -1), to: ago(2), city: 'Pasadena', with: 'Rosa Torres', relationship: 'Grandmother' },
        { from: ago(9, 40), to: ago(4), city: 'Long Beach', with: 'Both parents', relationship: 'Parents' },
      ],
    },
    {
      name: 'Diego Torres',
      birthDate: ago(3, 10),
      homes: [
        { from: ago(1, -1), city: 'Long Beach', with: 'Marco Torres', relationship: 'Father' },
        { from: ago(3, 10), to: ago(1), city: 'Long Beach', with: 'Both parents', relationship: 'Parents' },
      ],
    },
  ];
  for (const [i, child] of children.entries()) {
    const group = page.getByRole('group', { name: `Child ${i + 1}`, exact: true });
    await group.getByLabel('Child’s full name').fill(child.name);
    await group.getByLabel('Date of birth').fill(child.birthDate);
    await group.getByLabel('Place of birth').fill('Los Angeles, California');
    for (const [j, home] of child.homes.entries()) {
      if (j > 0) await group.getByRole('button', { name: 'Add a home' }).click();
      const residence = group.getByRole('group', { name: `Home ${j + 1}`, exact: true });
      await residence.getByLabel('Lived there from').fill(home.from);
      if (home.to) await residence.getByLabel('Until').fill(home.to);
      await residence.getByLabel('City').fill(home.city);
      await residence.getByLabel('State (or country)').fill('California');
      await residence.getByLabel('Who the child lived with there').fill(home.with);
      await residence.getByLabel('That person’s present address').fill('88 Ocean Ave, Long Beach, CA 90802');
      await residence.getByLabel('That person’s relationship to the child').fill(home.relationship);
    }
  }
  await answer(page, /another court case about any of these children/, 'No');
  await answer(page, 'Is any restraining or protective order now in effect?', 'No');
  await answer(page, /claim custody or visitation rights/, 'No');
  await answer(page, 'Legal custody to', 'Both of us (joint)');
  await answer(page, 'Physical custody to', 'Me');
  await answer(page, /history of abuse, or of habitual drug or alcohol abuse/, 'No');
  await answer(
    page,
    'Visitation (parenting time) you ask the court to order',
    'Reasonable visitation to the parent without physical custody',
  );
  await answer(page, /transportation and where the children are exchanged/, 'No');
  await answer(page, /written permission or a court order to travel/, 'No');
  await answer(page, /take the children out of California without/, 'No');
  await answer(page, /child custody mediation/, 'Yes');
  await answer(page, 'Do you want to include a holiday and vacation schedule?', 'No');
  await check(page, 'en-4-children', out);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your requests and the facts' })).toBeFocused();
  await answer(page, /hearing sooner/, 'No');
  await page.getByLabel('Facts in support of your request').fill('The children need a stable weekday schedule near their school.');
  await check(page, 'en-5-additional', out);
  await page.getByRole('button', { name: 'Next' }).click();

  // No support or fees asked: the income and expense step (FL-150) is skipped.
  await expect(page.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  const review = page.getByRole('region', { name: 'Children' });
  await expect(review.getByRole('heading', { name: 'Child 2' })).toBeVisible();
  await expect(review.getByRole('heading', { name: 'Home 3' })).toBeVisible();
  await expect(review.getByText('Diego Torres')).toBeVisible();
  await expect(review.getByText('Grandmother')).toBeVisible();
  await check(page, 'en-6-review', out);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you\?type=request-for-order$/);
});

test('a request for order (es): the Spanish sample passes every step, and every step on screen', async ({ page }, testInfo) => {
  test.slow();
  const out = (n: string) => testInfo.outputPath(n);
  const user = await freshUser();
  await readyOrder(user, 'request-for-order');
  await saveDraft(user, 'request-for-order', requestForOrderSampleEs);
  await page.addInitScript(() => window.localStorage.setItem('language', 'es'));
  await signIn(page, user, '/questionnaire/request-for-order');

  const steps = ['Su caso y su solicitud', 'Su información', 'La otra parte', 'Hijos', 'Sus solicitudes y los hechos', 'Ingresos y gastos'];
  for (const [i, title] of steps.entries()) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await check(page, `es-${i + 1}`, out);
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    // A step the answers do not satisfy stays on screen with an alert: the next heading would not come.
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();
  await expect(page.getByText('Paso 7 de 7')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hijos' }).getByText('Ximena Ibáñez Núñez')).toBeVisible();
  await check(page, 'es-7-review', out);
});
