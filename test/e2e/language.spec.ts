/**
 * One language per client (issue 30): a Spanish-speaking client who arrives on a Spanish link, on a phone set to
 * English, is Spanish from then on — the link's choice is recorded (localStorage "language", spec §1), kept on reload
 * of one-URL pages (sign-in), honoured at English URLs (sent to the Spanish twin), saved in her account at sign-up, so
 * her emails and case summary are Spanish and staff see her language; and a new device takes it from her account.
 * A first visit from a Spanish browser chooses Spanish; an English browser chooses nothing (a Spanish link still can).
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readInbox } from '../../infra/local/ses';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { apiAs, expect, freshStaff, readyOrder, signIn, staffSignIn, staffTokens, test, tokenOf } from './fixtures';
import { signUpAndSignIn, W } from './journey-helpers';

test.describe.configure({ timeout: 150_000 });

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('language'));

test('a client who signs up from a Spanish link gets Spanish everywhere: reloads, English URLs, her emails, her summary, a new device', async ({
  browser,
  baseURL,
  stack,
}) => {
  // A phone set to English: the Spanish link is what chooses.
  const phone = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await phone.newPage();
  await page.goto('/es/questionnaire');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await stored(page)).toBe('es');
  await page.getByRole('link', { name: `Comenzar: ${W.es.service}` }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  // Sign-in has one URL: a reload keeps Spanish (the review's j4-08 lost it).
  await page.reload();
  await expect(page.getByText('Inicie sesión o cree una cuenta para continuar.')).toBeVisible();

  const person = await signUpAndSignIn(page, stack, 'es');
  await expect(page).toHaveURL(/\/notice\?type=small-claims$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Her account is Spanish from the sign-up on.
  const user = { email: person.email, password: person.password, givenName: person.first, familyName: person.last };
  const { call } = apiAs(await tokenOf(user));
  expect((await call('GET /me')).profile.preferredLanguage).toBe('es');

  // Later, an English link: the Spanish twin (the server's redirect on the cookie the choice wrote).
  await page.goto('/services');
  await expect(page).toHaveURL(/\/es\/services$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await phone.close();

  // Her case: the summary is written in Spanish; staff see her language; the update email is Spanish.
  await readyOrder(user, 'small-claims'); // the forms, the notice given, the contract, office payment (fixtures.ts)
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(submission.locale).toBe('es');
  expect(submission.caseDetails).toMatch(/^Reclamo contra /);

  const staff = await freshStaff();
  const admin = apiAs((await staffTokens(staff)).idToken);
  await admin.call('POST /admin/submissions/{id}/status', {
    params: { id: submission.id },
    body: { status: 'processing', expectedVersion: submission.version, note: 'Revisamos sus respuestas.' },
  });
  let mails: Awaited<ReturnType<typeof readInbox>> = [];
  await expect
    .poll(async () => {
      mails = await readInbox(stack.sesEndpoint, person.email);
      return mails.length;
    })
    .toBeGreaterThanOrEqual(2); // the sign-up code and the update (and any "received" mail)
  for (const mail of mails) expect(mail.body.html ?? '', mail.subject).toContain('<html lang="es">');

  // A new device, English browser, nothing stored: signing in brings her Spanish back and records it there.
  const laptop = await browser.newContext({ baseURL, locale: 'en-US' });
  const again = await laptop.newPage();
  await signIn(again, user);
  await expect(again.getByRole('heading', { level: 1, name: W.es.dashboard })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'es');
  expect(await stored(again)).toBe('es');
  await laptop.close();

  // Staff see the client's language on the case.
  const desk = await browser.newContext({ baseURL });
  const staffPage = await desk.newPage();
  await staffSignIn(staffPage, staff);
  await staffPage.goto(`/questionnaire-submission/${submission.id}`);
  await expect(staffPage.getByTestId('admin-client-language')).toContainText('Español');
  await desk.close();
});

test('a first visit: a Spanish browser chooses Spanish (the English URL goes to its twin); an English one chooses nothing', async ({
  browser,
  baseURL,
}) => {
  const spanish = await browser.newContext({ baseURL, locale: 'es-MX' });
  const es = await spanish.newPage();
  await es.goto('/services');
  await expect(es).toHaveURL(/\/es\/services$/);
  await expect(es.locator('html')).toHaveAttribute('lang', 'es');
  expect(await stored(es)).toBe('es');
  await spanish.close();

  const english = await browser.newContext({ baseURL, locale: 'en-US' });
  const en = await english.newPage();
  await en.goto('/services');
  await expect(en.locator('html')).toHaveAttribute('lang', 'en');
  await expect(en.getByRole('button', { name: 'Español' })).toBeVisible();
  expect(await stored(en)).toBeNull();
  await english.close();
});
