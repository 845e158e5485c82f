/**
 * Small claims (definition version 2) in the browser, English and Spanish: the limits as the law has them since 2024
 * ($12,500 for a person, $6,250 for a business, each message citing its section), the questions that appear only when
 * they apply (the agent for a business, the public entity's claim date, the §116.231 confirmation over $2,500), no axe
 * violations, and screenshots of each step at 390, 1280 and 1440 px (test-results/e2e/…/small-claims-*.png).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, freshUser, readyOrder, SCREENSHOTS, signIn, test } from './fixtures';
import { W } from './journey-helpers';

const WIDTHS = [390, 1280, 1440] as const;

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  if (!SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`small-claims-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const WORDS = {
  en: {
    steps: ['About you', 'Who you are suing', 'Your claim', 'Where and how you file'],
    licensee: 'Is the business a licensee or deferred deposit originator',
    plaintiffType: 'Are you suing as a person or for a business or other entity?',
    entity: 'For a business or other entity',
    publicEntity: 'A public entity (a city, county, state agency or district)',
    agent: 'The person authorized to receive court papers for them (agent for service of process)',
    claimDate: 'Date you filed your written claim with the public entity',
    amount: 'How much money are you asking for?',
    entityLimit: 'A business or other entity may claim at most $6,250 in small claims court (Code Civ. Proc. §116.220).',
    confirm: 'I have not filed, and I understand that I may not file, more than two small claims cases for more than $2,500',
    next: 'Next',
  },
  es: {
    steps: ['Sobre usted', 'A quién demanda', 'Su reclamo', 'Dónde y cómo presenta'],
    licensee: '¿El negocio es un licenciatario u originador de depósitos diferidos',
    plaintiffType: '¿Demanda como persona o en nombre de un negocio u otra entidad?',
    entity: 'En nombre de un negocio u otra entidad',
    publicEntity: 'A una entidad pública (una ciudad, un condado, una agencia estatal o un distrito)',
    agent: 'La persona autorizada para recibir documentos de la corte en su nombre (agente para notificaciones)',
    claimDate: 'Fecha en que presentó su reclamo por escrito ante la entidad pública',
    amount: '¿Cuánto dinero reclama?',
    entityLimit:
      'Un negocio u otra entidad puede reclamar como máximo $6,250 en la corte de reclamos menores (Código de Procedimiento Civil §116.220).',
    confirm: 'No he presentado, y entiendo que no puedo presentar, más de dos casos de reclamos menores por más de $2,500',
    next: 'Siguiente',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test(`small claims (${lang}): limits, conditional questions and every step on screen`, async ({ page }, testInfo) => {
    const w = WORDS[lang];
    const q = W[lang].q;
    const user = await freshUser();
    await readyOrder(user, 'small-claims');
    await page.addInitScript((l) => window.localStorage.setItem('language', l), lang);
    await signIn(page, user, '/questionnaire/small-claims');
    await expect(page.getByRole('heading', { level: 2, name: w.steps[0] })).toBeVisible();
    const next = () => page.getByRole('button', { name: w.next, exact: true }).click();
    const choose = (question: string, option: string, within: Page | Locator = page) =>
      within.getByRole('group', { name: question }).getByRole('radio', { name: option, exact: true }).check();
    const out = (n: string) => testInfo.outputPath(n);

    // 1. About you: a business plaintiff (its limit applies on step 3).
    await choose(w.plaintiffType, w.entity);
    const you = page.getByRole('group', { name: q.you });
    await you.getByLabel(q.yourName).fill('Panadería Núñez e Hijos, Inc.');
    await you.getByLabel(q.street).fill('2150 E César E. Chávez Ave');
    await you.getByLabel(q.city, { exact: true }).fill('Los Ángeles');
    await you.getByLabel(q.zip).fill('90033');
    await choose(q.differentMailing, q.no, you);
    await you.getByLabel(q.phone).fill('(323) 555-0160');
    await you.getByLabel(q.email, { exact: true }).fill(user.email);
    await page.getByRole('group', { name: w.licensee }).getByRole('radio', { name: q.no, exact: true }).check();
    await choose(q.fictitious, q.no);
    await choose(q.otherPlaintiffs, q.no);
    await expectNoAxeViolations(page);
    await shoot(page, `${lang}-1-you`, out);
    await next();

    // 2. The defendant: the agent appears for a business, and the claim date too for a public entity.
    await expect(page.getByRole('heading', { level: 2, name: w.steps[1] })).toBeFocused();
    await expect(page.getByRole('group', { name: w.agent })).toHaveCount(0);
    await choose(q.defendantType, q.aBusiness);
    await expect(page.getByRole('group', { name: w.agent })).toBeVisible();
    await expect(page.getByLabel(w.claimDate)).toHaveCount(0);
    await choose(q.defendantType, w.publicEntity);
    await page.getByLabel(w.claimDate).fill('2025-02-03');
    const defendant = page.getByRole('group', { name: q.defendantGroup, exact: true });
    await defendant.getByLabel(q.defendantName).fill('Ciudad de Los Ángeles');
    await defendant.getByLabel(q.street).fill('200 N Spring St');
    await defendant.getByLabel(q.city, { exact: true }).fill('Los Ángeles');
    await defendant.getByLabel(q.zip).fill('90012');
    await choose(q.differentMailing, q.no, defendant);
    await choose(q.otherDefendants, q.no);
    await choose(q.military, q.no);
    await expectNoAxeViolations(page);
    await shoot(page, `${lang}-2-defendant`, out);
    await next();

    // 3. The claim: $7,000 is over a business's limit, and the message cites the section.
    await page.getByLabel(w.amount).fill('7000');
    await page.getByLabel(q.description).fill('Las obras cortaron el agua y la luz durante tres semanas.');
    await choose(q.dateKind, q.oneDate);
    await page.getByLabel(q.date).fill('2024-10-07');
    await page.getByLabel(q.damages).fill('Producto y ventas perdidas.');
    await choose(q.askedToPay, q.yes);
    await next();
    await expect(page.getByRole('alert')).toContainText(w.entityLimit);
    await expectNoAxeViolations(page);
    await shoot(page, `${lang}-3-claim-limit`, out);
    await page.getByLabel(w.amount).fill('3000');
    await next();

    // 4. Filing: over $2,500, the §116.231 confirmation is asked, and required.
    await expect(page.getByRole('heading', { level: 2, name: w.steps[3] })).toBeFocused();
    await choose(q.venue, q.venueDefendant);
    await choose(q.feeDispute, q.no);
    await choose(q.manyClaims, q.no);
    await expect(page.getByLabel(w.confirm)).toBeVisible();
    await next();
    await expect(page.getByRole('alert')).toContainText('116.231');
    await page.getByLabel(w.confirm).check();
    await expectNoAxeViolations(page);
    await shoot(page, `${lang}-4-filing`, out);
    await next();
    await expect(page.getByRole('button', { name: q.submit, exact: true })).toBeVisible();
    await shoot(page, `${lang}-5-review`, out);
  });
}
