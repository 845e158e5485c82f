/**
 * Durable power of attorney (version 2), end to end: three attorneys-in-fact chosen on the setup step, the statutory
 * grant lines and the powers that need an express grant, a health care agent who is not an attorney-in-fact, the
 * directive's Part 2 in the form's own choices, and the signing choices.
 */
import { expect, freshUser, readyOrder, signIn, test } from './fixtures';

test('a durable power of attorney with three attorneys-in-fact and a separate health care agent', async ({ page }) => {
  const user = await freshUser();
  await readyOrder(user, 'durable-poa');
  await signIn(page, user, '/questionnaire/durable-poa');
  await expect(page.getByRole('heading', { level: 2, name: 'Personal information' })).toBeVisible();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();

  const me = page.getByRole('group', { name: 'About you' });
  await me.getByLabel('Full legal name').fill('Elena Torres');
  await me.getByLabel('Street address').fill('1200 S Figueroa St');
  await me.getByLabel('City').fill('Los Angeles');
  await me.getByLabel('ZIP code').fill('90015');
  await me.getByLabel('Telephone').fill('213-555-0142');
  await me.getByLabel('Date of birth').fill('1961-03-04');
  await expect(me.getByLabel('State')).toHaveValue('CA');
  // No form asks the principal's gender, so neither does the questionnaire.
  await expect(me.getByRole('radio')).toHaveCount(0);
  await page
    .getByRole('group', { name: /married/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Power of attorney setup' })).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 2, name: 'Attorneys-in-fact' })).toBeVisible();
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
  // The statutory grant: only some lines, then each express grant of Prob. Code §4264.
  await page.getByRole('radio', { name: 'Only the subjects I choose' }).check();
  await page.getByRole('checkbox', { name: '(A) Real property transactions' }).check();
  await page.getByRole('checkbox', { name: '(E) Banking and other financial institution transactions' }).check();
  await page.getByRole('checkbox', { name: '(M) Tax matters' }).check();
  const express = page.getByRole('group', { name: 'Powers that must be granted expressly' });
  const grants = express.getByRole('group');
  await expect(grants).toHaveCount(7);
  for (let i = 0; i < 7; i++)
    await grants
      .nth(i)
      .getByRole('radio', { name: i === 1 ? 'Yes' : 'No' })
      .check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The health care agent need not be an attorney-in-fact.
  await expect(page.getByRole('heading', { level: 2, name: 'Health care directive' })).toBeVisible();
  const healthAgent = page.getByRole('group', { name: 'Your health care agent' });
  await healthAgent.getByLabel('Full name').fill('Beatriz Ocaña');
  await healthAgent.getByLabel('Address', { exact: true }).fill('77 Orange Grove Blvd, Pasadena, CA 91105');
  await healthAgent.getByLabel('Home or main phone').fill('626-555-0101');
  await page.getByRole('button', { name: 'Add an alternate agent' }).click();
  const alternate = page.getByRole('group', { name: 'Alternate agent 1' });
  await alternate.getByLabel('Full name').fill('Marco Torres');
  await alternate.getByLabel('Address', { exact: true }).fill('10 Elm St, Pasadena, CA 91101');
  await alternate.getByLabel('Home or main phone').fill('626-555-0110');
  await page.getByRole('radio', { name: 'When my primary physician determines I cannot make my own decisions' }).check();
  await page.getByRole('radio', { name: 'As the form states, with no limits' }).check();
  await page
    .getByRole('group', { name: /conservator/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Part 2 in the statutory form's own choices; the own-words box only for "neither".
  await expect(page.getByRole('heading', { level: 2, name: 'Health care instructions' })).toBeVisible();
  await page.getByRole('radio', { name: '(a) Choice not to prolong life' }).check();
  await expect(page.getByLabel(/in your own words/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'At all times, with no exceptions' }).check();
  await page
    .getByLabel(/Other wishes about your health care/)
    .fill('If I am pregnant, continue life support while the pregnancy can reach viability.');
  await page.getByRole('radio', { name: '(a) I give any needed organs, tissues, or parts' }).check();
  await page.getByRole('checkbox', { name: 'Transplant' }).check();
  await page
    .getByRole('group', { name: /name a primary physician/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review and sign' })).toBeVisible();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  const attorneys = page.getByRole('region', { name: 'Attorneys-in-fact' });
  await expect(attorneys.getByRole('heading', { name: 'Attorney-in-fact 3' })).toBeVisible();
  await expect(attorneys.getByText('Luis Ortega')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Health care directive' }).getByText('Beatriz Ocaña')).toBeVisible();

  // Submitting without the signing choices and the acknowledgments points at them.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Please confirm that you have read and understand this document.');
  await page.getByRole('radio', { name: 'Before a Notary Public' }).check();
  await page
    .getByRole('group', { name: /skilled nursing facility/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('checkbox', { name: /I have read this document/ }).check();
  await page.getByRole('checkbox', { name: /I authorize/ }).check();
  await page.getByLabel('Type your full legal name').fill('Elena Torres');
  await page.getByLabel('Today’s date').fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/thank-you\?type=durable-poa$/);
});
