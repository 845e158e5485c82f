/**
 * Compliance end to end (docs/compliance.md): the prerendered HTML never says "notario" and carries the notary's
 * §8219.5 notice in English and Spanish; and B&P §6410.5(b) as the owner reads it — a new client in Spanish signs the
 * Notice to Consumer (the statutory English sheet and its Spanish translation, each alone when printed), asks for it by
 * mail, selects the forms, sees the waiting step; the contract stays closed; staff record the mailing from the console's
 * queue in one click; the client gets the email (the SES emulator's inbox) and accepts the contract.
 */
import { readInbox } from '../../infra/local/ses';
import { FORBIDDEN_NOTARY_WORDS } from '../../shared/compliance';
import { BUSINESS } from '../../shared/business';
import { prerenderedPages } from '../../web/src/lib/pages';
import { expect, expectNoAxeViolations, freshStaff, freshUser, SCREENSHOTS, signIn, staffSignIn, test } from './fixtures';
import { acceptAgreement, NOTICE, selectAllForms, useLanguage, W } from './journey-helpers';

test.describe.configure({ timeout: 240_000 });

test('the prerendered pages never say "notario" and carry the §8219.5 notice in both languages', async ({ request }) => {
  const paths = prerenderedPages().map((p) => p.path);
  expect(paths.length).toBeGreaterThan(8);
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    expect(html.replace(/<script[\s\S]*?<\/script>/g, ''), path).not.toMatch(FORBIDDEN_NOTARY_WORDS);
    expect(html, path).toContain('cannot give legal advice about immigration or any other legal matters');
    expect(html, path).toContain('no puedo dar asesoría legal sobre inmigración');
  }
});

test('el aviso primero: se firma, se envía por correo, el personal lo registra, llega el correo y se acepta el contrato', async ({
  page,
  browser,
  stack,
}) => {
  const w = W.es;
  const n = NOTICE.es;
  await useLanguage(page, 'es');
  await page.goto('/questionnaire');
  await page.getByRole('link', { name: `Comenzar: ${w.service}` }).click();
  // An account made through the API: signing up in Spanish through the page is journey-es.spec.ts's subject.
  const user = await freshUser();
  const person = { first: user.givenName, last: user.familyName, email: user.email };
  const name = `${person.first} ${person.last}`;
  await expect(page).toHaveURL(/\/auth\?next=/);
  await signIn(page, user, new URL(page.url()).searchParams.get('next')!);

  // The notice: the statutory English sheet and, apart, its Spanish translation; the clerk line, not our phone.
  await expect(page).toHaveURL(/\/notice\?type=small-claims$/);
  const sheet = page.getByRole('article', { name: n.sheet });
  const translation = page.getByRole('article', { name: n.translation });
  await expect(sheet).toContainText(`${BUSINESS.lda.registrant} is not an attorney.`);
  await expect(sheet).toContainText('you may contact the Los Angeles County clerk’s office at 12400 Imperial Highway, Norwalk, CA 90650');
  await expect(translation).toContainText(`${BUSINESS.lda.registrant} no es abogada.`);
  await expect(page.locator('.j-notice-sheets')).not.toContainText(BUSINESS.phone);

  // Mailed to an address the client gives; signed; the focus moves to what follows.
  await page.getByLabel(n.mail).check();
  await page.getByLabel('Dirección o apartado postal').fill('1200 E Cesar E Chavez Ave');
  await page.getByLabel('Ciudad').fill('Los Angeles');
  await page.getByLabel('Código postal').fill('90033');
  await page.getByLabel(n.signature).fill(name);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: n.sign }).click();
  await expect(page.getByRole('heading', { name: n.signedTitle })).toBeFocused();

  // Printed: the sheets alone, black bold 12 pt, each on its own page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('heading', { name: n.signedTitle })).toBeHidden();
  await expect(sheet).toBeVisible();
  expect(
    await sheet.evaluate((el) => [getComputedStyle(el).fontWeight, getComputedStyle(el).fontSize, getComputedStyle(el).breakAfter]),
  ).toEqual(['700', '16px', 'page']);
  if (SCREENSHOTS) await page.screenshot({ path: 'test-results/compliance/notice-print-es.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The forms, then the waiting step: where it is mailed, the email to come; the contract stays closed.
  await page.getByRole('link', { name: n.formsLink }).click();
  await selectAllForms(page, 'es');
  const next = page.getByRole('region', { name: n.nextTitle });
  await expect(next).toContainText('Le enviamos el aviso firmado por correo postal a: 1200 E Cesar E Chavez Ave, Los Angeles, CA 90033.');
  await expect(next).toContainText(person.email);
  await expectNoAxeViolations(page);
  await page.goto('/agreement?type=small-claims');
  await expect(page).toHaveURL(/\/notice\?type=small-claims$/);

  // Staff: the queue of notices to mail today, with the address; one click records it mailed today.
  const staffContext = await browser.newContext();
  const console = await staffContext.newPage();
  await staffSignIn(console, await freshStaff(), '/admin/notices');
  const row = console.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Los Angeles, CA 90033');
  await row.getByRole('button', { name: `Record mailed today: ${name}` }).click();
  await expect(
    console.getByText(`Notice recorded for ${name}: their contract is open and they were emailed`, { exact: true }),
  ).toBeVisible();
  await expect(console.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await staffContext.close();

  // The client's email, with the §6408 footer, in the language of their profile (a sign-up in Spanish is still saved
  // as English: issue 30 keeps the client's language).
  const subjects = [
    'Su contrato con Rivera Legal Docs está listo para leer y firmar',
    'Your Rivera Legal Docs contract is ready to read and sign',
  ];
  await expect
    .poll(async () => (await readInbox(stack.sesEndpoint, person.email)).some((m) => subjects.includes(m.subject)), { timeout: 30_000 })
    .toBe(true);
  const mail = (await readInbox(stack.sesEndpoint, person.email)).find((m) => subjects.includes(m.subject))!;
  expect(mail.body.text).toMatch(
    /No soy abogada\. Solo puedo brindar servicios de autoayuda|I am not an attorney\. I can only provide self help services/,
  );
  expect(mail.body.text).toContain(BUSINESS.lda.registrationNumber);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'El contrato está disponible' })).toBeVisible();
  await page.getByRole('link', { name: n.continue }).click();
  await expect(page).toHaveURL(/\/agreement\?type=small-claims$/);
  await acceptAgreement(page, 'es', name);
  await expect(page).toHaveURL(/\/payment-selection\?order=/);
});
