/**
 * The whole journey in Spanish, paying at the office: sign up → confirm → sign in → small claims → agreement →
 * "pay at the office" → questionnaire → thank you (office reminder) → dashboard → details. axe on every screen.
 */
import { expect, expectNoAxeViolations, test } from './fixtures';
import { acceptAgreement, fillSmallClaims, signNotice, signUpAndSignIn, useLanguage, W } from './journey-helpers';

test.describe.configure({ timeout: 180_000 });

test('un cliente nuevo completa el recorrido en español y paga en la oficina', async ({ page, stack }) => {
  const w = W.es;
  await useLanguage(page, 'es');

  await page.goto('/questionnaire');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Elija su cuestionario' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Comenzar: ${w.service}` }).click();
  await expect(page).toHaveURL(/\/auth\?next=/);
  await expect(page.getByText('Inicie sesión o cree una cuenta para continuar.')).toBeVisible();
  await expectNoAxeViolations(page);

  const person = await signUpAndSignIn(page, stack, 'es');
  await expect(page).toHaveURL(/\/notice\?type=small-claims$/);
  await expectNoAxeViolations(page);
  await signNotice(page, 'es', `${person.first} ${person.last}`);
  await expect(page).toHaveURL(/\/agreement\?type=small-claims$/);
  const region = page.getByRole('region', { name: w.region });
  await expect(
    region.getByRole('heading', { name: 'CONTRATO DE ASISTENTE DE DOCUMENTOS LEGALES PARA SERVICIOS DE AUTOAYUDA' }),
  ).toBeVisible();
  await expect(
    region.getByText('2. No soy abogada. No puedo prestar los servicios legales que presta un abogado. No puedo ejercer la abogacía.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await acceptAgreement(page, 'es', `${person.first} ${person.last}`);
  await expectNoAxeViolations(page);

  // Pay at the office: straight to the questionnaire, reminded to pay before we file.
  await page.getByLabel(w.office).check();
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaire\/small-claims$/);
  await expect(
    page.getByRole('region', { name: w.notifications }).getByText('Pague en la oficina antes de que presentemos sus documentos'),
  ).toBeVisible();

  await fillSmallClaims(page, 'es', person.email);
  await expect(page.getByRole('heading', { level: 1, name: w.thankYou })).toBeVisible();
  await expect(page.getByText(/Pague en la oficina antes de que presentemos sus documentos: \$250/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: w.toDashboard }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
  await expect(page.getByTestId('submission-row')).toContainText(w.pending);
  await expect(page.getByTestId('order-row')).toContainText('En la oficina');
  await expect(page.getByTestId('order-row')).toContainText('No pagado');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: `Ver detalles: ${w.service}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${w.details}: ${w.service}` })).toBeVisible();
  await expect(page.getByTestId('submission-status')).toHaveText(/Pendiente/);
  await expect(page.getByRole('heading', { name: 'Historial del estado' })).toBeVisible();
  await expectNoAxeViolations(page);
});
