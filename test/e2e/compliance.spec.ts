/**
 * Compliance end to end (docs/compliance.md): the prerendered HTML never says "notario" and carries the notary's
 * §8219.5 notice in English and Spanish; a new client in Spanish signs the Notice to Consumer (B&P §6410.5), then the
 * contract, then pays once staff confirm the notice was given; the printed notice is the sheet alone, and the printed
 * contract carries both signature blocks, the LDA's with its name and registration.
 */
import { FORBIDDEN_NOTARY_WORDS } from '../../shared/compliance';
import { BUSINESS } from '../../shared/business';
import { prerenderedPages } from '../../web/src/lib/pages';
import { apiAs, expect, expectNoAxeViolations, freshStaff, freshUser, SCREENSHOTS, signIn, staffTokens, test } from './fixtures';
import { acceptAgreement, NOTICE, useLanguage, W } from './journey-helpers';

test.describe.configure({ timeout: 180_000 });

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

test('un cliente nuevo firma el Aviso al consumidor, después el contrato, y paga', async ({ page }) => {
  const w = W.es;
  const n = NOTICE.es;
  await useLanguage(page, 'es');
  await page.goto('/questionnaire');
  await page.getByRole('link', { name: `Comenzar: ${w.service}` }).click();
  // An account made through the API: signing up in Spanish through the page is journey-es.spec.ts's subject.
  const user = await freshUser();
  const person = { first: user.givenName, last: user.familyName };
  await expect(page).toHaveURL(/\/auth\?next=/);
  await signIn(page, user, new URL(page.url()).searchParams.get('next')!);

  // The notice: its own sheet, before any contract or payment.
  await expect(page).toHaveURL(/\/notice\?type=small-claims$/);
  await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
  const sheet = page.locator('.j-notice-sheet');
  await expect(sheet.getByRole('heading', { name: n.sheet })).toBeVisible();
  await expect(sheet).toContainText('No soy abogada.');
  await expect(sheet).toContainText(`${BUSINESS.name} no es un bufete de abogados.`);
  await expect(sheet).toContainText(BUSINESS.lda.registrationNumber);
  await expectNoAxeViolations(page);
  await page.getByLabel(n.signature).fill(`${person.first} ${person.last}`);
  await page.getByRole('button', { name: n.sign }).click();
  await expect(page.getByRole('heading', { name: n.signedTitle })).toBeVisible();
  await expect(sheet).toContainText(`Firmado electrónicamente por ${person.first} ${person.last}`);
  await expectNoAxeViolations(page);

  // Printed: the sheet alone, bold 12 pt.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).not.toBeVisible();
  expect(await sheet.evaluate((el) => [getComputedStyle(el).fontWeight, getComputedStyle(el).fontSize])).toEqual(['700', '16px']);
  if (SCREENSHOTS) await page.screenshot({ path: 'test-results/compliance/notice-print-es.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: n.continue }).click();
  await expect(page).toHaveURL(/\/agreement\?type=small-claims$/);
  await acceptAgreement(page, 'es', `${person.first} ${person.last}`);

  // Card: held until staff confirm the notice was given; then paid.
  await page.getByLabel(w.card).check();
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'El pago con tarjeta se habilitará pronto' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await apiAs((await staffTokens(await freshStaff())).idToken).call('POST /admin/orders/{orderId}/notice-delivery', {
    params: { orderId },
    body: { method: 'in_person' },
  });
  await page.reload();
  await page.getByRole('button', { name: w.checkout }).click();
  await page.getByRole('button', { name: w.payTest }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.paid })).toBeVisible();

  // The printed contract carries both signatures, the LDA's with its name and registration.
  await page.goto('/agreement?type=small-claims');
  const region = page.getByRole('region', { name: w.region });
  await expect(region.getByRole('heading', { name: 'Firmas' })).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(region.getByText(`Nombre: ${BUSINESS.lda.registrant}, ${BUSINESS.name}`)).toBeVisible();
  await expect(region.getByText(new RegExp(`Número de registro: ${BUSINESS.lda.registrationNumber}`))).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: 'test-results/compliance/contract-print-es.png', fullPage: true });
});
