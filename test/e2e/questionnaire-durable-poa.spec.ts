/** Durable power of attorney, end to end, with three attorneys-in-fact chosen on the setup step. */
import { expect, freshUser, readyOrder, signIn, test } from './fixtures';

test('a durable power of attorney with three attorneys-in-fact', async ({ page }) => {
  const user = await freshUser();
  await readyOrder(user, 'durable-poa');
  await signIn(page, user, '/questionnaire/durable-poa');
  await expect(page.getByRole('heading', { level: 2, name: 'Personal information' })).toBeVisible();

  const me = page.getByRole('group', { name: 'About you' });
  await me.getByLabel('Full legal name').fill('Elena Torres');
  await me.getByLabel('Street address').fill('1200 S Figueroa St');
  await me.getByLabel('City').fill('Los Angeles');
  await me.getByLabel('ZIP code').fill('90015');
  await me.getByLabel('Telephone').fill('213-555-0142');
  await me.getByLabel('Date of birth').fill('1961-03-04');
  await me.getByRole('radio', { name: 'Female' }).check();
  await expect(me.getByLabel('State')).toHaveValue('CA');
  await page
    .getByRole('group', { name: /married/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('radio', { name: 'Immediately' }).check();
  await page.getByRole('radio', { name: 'Three' }).check();
  await page
    .getByRole('group', { name: /act together/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page
    .getByRole('group', { name: /report regularly/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Exactly three, as chosen: no add or remove buttons.
  await expect(page.getByRole('group', { name: /^Attorney-in-fact \d$/ })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Add an attorney-in-fact' })).toHaveCount(0);
  const agents = ['Marco Torres', 'Ana Ruiz', 'Luis Ortega'];
  for (const [i, name] of agents.entries()) {
    const agent = page.getByRole('group', { name: `Attorney-in-fact ${i + 1}` });
    await agent.getByLabel('Full legal name').fill(name);
    await agent.getByLabel('Address', { exact: true }).fill(`${10 + i} Elm St, Pasadena, CA 91101`);
    await agent.getByLabel('Phone number').fill(`626-555-01${10 + i}`);
    if (i > 0) await agent.getByLabel(/alternate/).selectOption({ label: 'Attorney-in-fact 1' });
  }
  await page.getByRole('button', { name: 'Next' }).click();

  for (const situation of ['If I have a terminal condition', 'If I am in a permanent coma']) {
    const group = page.getByRole('group', { name: situation });
    await group.getByRole('radio', { name: 'Do not prolong my life' }).check();
    await group
      .getByRole('group', { name: /artificial food and water/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await group
      .getByRole('group', { name: /pain and comfort/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
  }
  await page.getByLabel('Who will be your health care representative?').selectOption({ label: 'Attorney-in-fact 1' });
  await page.getByLabel(/Alternate health care representative/).selectOption({ label: 'Attorney-in-fact 3' });
  await expect(page.getByLabel(/Your wishes if you are pregnant/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and sign' })).toBeVisible();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  const attorneys = page.getByRole('region', { name: 'Attorneys-in-fact' });
  await expect(attorneys.getByRole('heading', { name: 'Attorney-in-fact 3' })).toBeVisible();
  await expect(attorneys.getByText('Luis Ortega')).toBeVisible();

  // Submitting without the acknowledgments points at them.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Please confirm that you have read and understand this document.');
  await page.getByRole('checkbox', { name: /I have read this document/ }).check();
  await page.getByRole('checkbox', { name: /I authorize/ }).check();
  await page.getByLabel('Type your full legal name').fill('Elena Torres');
  await page.getByLabel('Today’s date').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you\?type=durable-poa$/);
});
