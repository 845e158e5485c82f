/**
 * The notary booking end to end (issue 33): a Spanish-speaking client books a mobile signing for two signers on a
 * Saturday evening from their power-of-attorney case, sees the quote and the ID plan, gets the email and the text in
 * the local inboxes; staff see it in the console and complete it with a receipt. `NOTARY_SHOTS=<dir>` also saves each
 * screen (390 and 1440 px) there.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readInbox } from '../../infra/local/ses';
import { readTexts } from '../../infra/local/sms';
import { durablePoaSampleEs } from '../../shared/questionnaires/samples';
import { textTime } from '../../shared/notary/reminders';
import {
  apiAs,
  expect,
  expectNoAxeViolations,
  freshStaff,
  freshUser,
  readyOrder,
  signIn,
  staffSignIn,
  staffTokens,
  stackInfo,
  test,
  tokenOf,
} from './fixtures';
import { useLanguage } from './journey-helpers';

test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.NOTARY_SHOTS;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}

/**
 * The stack's own outbox consumer (the code the Lambda runs), drained with a clock past the booking text's quiet hours:
 * a text booked at night is held for the morning (shared/notary/reminders.ts), so the test asks for the drain as of
 * then through the ephemeral stack's control endpoint (infra/local/control.ts).
 */
async function sendBookingMessages(startsAt: string) {
  const s = stackInfo();
  const now = new Date();
  const due = textTime(now, new Date(startsAt), now) ?? now;
  const at = new Date(Math.max(now.getTime(), due.getTime()) + 1000);
  expect(s.controlUrl, 'the ephemeral stack reports its control endpoint').toBeTruthy();
  const res = await fetch(`${s.controlUrl}/outbox/drain?at=${encodeURIComponent(at.toISOString())}`, { method: 'POST' });
  expect(res.status, await res.text()).toBe(204);
}

test('una clienta reserva desde su caso una firma a domicilio para dos firmantes un sábado por la tarde; el personal la completa', async ({
  page,
  stack,
}) => {
  const client = await freshUser({ givenName: 'Rosa', familyName: 'Peña' });
  await readyOrder(client, 'durable-poa');
  const { call } = apiAs(await tokenOf(client));
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'durable-poa', answers: { ...durablePoaSampleEs, hasSpouse: true, spouse: { name: 'Tomás Peña Núñez' } } },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  await useLanguage(page, 'es');
  await signIn(page, client, `/submission/${submission.id}`);
  await page.getByRole('link', { name: 'Reservar la firma' }).click();
  await expect(page).toHaveURL(/\/es\/notary\?case=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Haga una cita con el Notary Public' })).toBeVisible();
  await expect(page.getByText('Está reservando la firma de los documentos que preparamos para usted.')).toBeVisible();

  // 1. Where: mobile, in Los Angeles County.
  await page.getByLabel('A domicilio: vamos a donde usted esté').check();
  await page.getByLabel('Dirección').fill('1200 N Eastern Ave');
  await page.getByLabel('Ciudad').fill('Los Ángeles');
  await page.getByLabel('Código postal').fill('90063');
  await expect(page.getByText(/Cargo por traslado a 90063: \$40/)).toBeVisible();
  await shoot(page, 'es-1-where');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 2. Documents, prefilled from the case: the power of attorney and the health care directive, acknowledged, 2 signatures each.
  await expect(page.getByRole('heading', { name: 'Paso 2 de 6 Documentos' })).toBeVisible();
  await expect(page.getByLabel('Tipo de documento').first()).toHaveValue('powerOfAttorney');
  await expect(page.getByLabel('Tipo de documento').nth(1)).toHaveValue('healthCareDirective');
  await expect(page.getByLabel('Firmas que se notarizarán en él').first()).toHaveValue('2');
  await shoot(page, 'es-2-documents');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 3. Signers and their ID: a consular ID, and a California license.
  await expect(page.getByLabel('Nombre completo como aparece en el documento').first()).toHaveValue(durablePoaSampleEs.principal.name);
  await expect(page.getByLabel('Nombre completo como aparece en el documento').nth(1)).toHaveValue('Tomás Peña Núñez');
  const ids = page.getByLabel('¿Qué identificación traerá esta persona?');
  await ids.first().selectOption('consularId');
  await ids.nth(1).selectOption('californiaLicense');
  await page.getByRole('group', { name: 'Firmante 1' }).getByLabel('Está vigente (no ha vencido)').check();
  await page.getByRole('group', { name: 'Firmante 2' }).getByLabel('Venció, pero se emitió en los últimos cinco años').check();
  await shoot(page, 'es-3-signers');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 4. A Saturday evening.
  await expect(page.getByText('Los horarios son de la hora de Los Ángeles.', { exact: false })).toBeVisible();
  let saturday = page.getByRole('group', { name: /^sábado/i }).first();
  for (let i = 0; i < 3 && !(await saturday.getByLabel('6:00 p. m.').count()); i++) {
    await page.getByRole('button', { name: /Fechas siguientes/ }).click();
    saturday = page.getByRole('group', { name: /^sábado/i }).first();
    await expect(saturday).toBeVisible();
  }
  await saturday.getByLabel('6:00 p. m.').check();
  await expect(page.getByText(/Elegido: sábado/)).toBeVisible();
  await shoot(page, 'es-4-when');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 5. Contact: phone first; texts on.
  const phone = `(213) 555-${String(2000 + Math.floor(Math.random() * 7999))}`;
  await page.getByLabel('Teléfono celular').fill(phone);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(client.email);
  await expect(page.getByLabel('Idioma de los mensajes')).toHaveValue('es');
  await expect(page.getByLabel(/Envíenme por mensaje de texto/)).toBeChecked();
  await shoot(page, 'es-5-contact');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // 6. The quote (2 documents × 2 signatures × $15; travel $40 + $25 on a Saturday evening), the ID plan, the checklist.
  const quote = page.getByRole('table', { name: 'Su cotización' });
  await expect(quote.getByRole('row', { name: /Honorarios notariales/ })).toContainText('$60');
  await expect(quote.getByRole('row', { name: /Cargo por traslado/ })).toContainText('$65');
  await expect(quote.getByRole('row', { name: /^Total/ })).toContainText('$125');
  await expect(page.getByText(`${durablePoaSampleEs.principal.name}: Identificación consular (como la matrícula consular)`)).toBeVisible();
  await expect(page.getByText(/huella del pulgar derecho/)).toBeVisible();
  await page.getByLabel('Acepto el cargo por traslado de $65.').check();
  await page.getByLabel('Leí esta lista y todas las personas que firmarán estarán listas.').check();
  await shoot(page, 'es-6-review');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reservar la cita' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Su cita está reservada' })).toBeVisible();
  const when = await page.getByTestId('booked-when').textContent();
  expect(when).toMatch(/^sábado.*6:00/);
  await shoot(page, 'es-7-booked');
  await expectNoAxeViolations(page);

  // The email and the text, in Spanish, in the local inboxes.
  const staff = await freshStaff();
  const { call: staffCall } = apiAs((await staffTokens(staff)).idToken);
  const day = await staffCall('GET /admin/notary/appointments', {
    query: { from: new Date().toISOString().slice(0, 10), to: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
  });
  const mine = day.items.find((a) => a.contact.email === client.email)!;
  expect(mine).toMatchObject({ mode: 'mobile', status: 'booked', caseId: submission.id, booker: 'account' });
  expect(mine.signers).toHaveLength(2);
  await sendBookingMessages(mine.startsAt);
  await expect
    .poll(async () => (await readInbox(stack.sesEndpoint, client.email)).map((m) => m.subject).join('|'), { timeout: 20_000 })
    .toMatch(/Su cita con el Notary Public el sábado/);
  const e164 = `+1${phone.replace(/\D/g, '')}`;
  await expect
    .poll(async () => (await readTexts(stack.smsEndpoint, e164)).map((t) => t.body).join('|'), { timeout: 20_000 })
    .toMatch(/Rivera Legal Docs: cita con el Notary Public reservada para el sábado/);

  // Staff: the console shows it on its Saturday; completed with a receipt (notarial fees and travel apart).
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await useLanguage(page, 'en');
  await staffSignIn(page, staff, '/admin/notary');
  await page.goto('/admin/notary');
  await page.getByRole('textbox', { name: 'Date' }).fill(mine.date.replace(/-/g, '/'));
  const row = page.getByRole('row', { name: new RegExp(client.givenName) });
  await expect(row).toContainText('Mobile');
  await expect(page.getByRole('heading', { name: /Mobile route for/ })).toBeVisible();
  await shoot(page, 'en-console-day');
  await row.getByRole('button', { name: /Open/ }).click();
  await expect(page.getByText('Thumbprint in the journal: required', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Mark completed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark completed' });
  await dialog.getByLabel('Notarial acts performed (signatures notarized)').fill('4');
  await dialog.getByLabel('Notarial fees collected (USD)').fill('60.00');
  await dialog.getByLabel('Travel fee collected (USD)').fill('65.00');
  await dialog.getByRole('button', { name: 'Complete and issue the receipt' }).click();
  const receipt = page.locator('#notary-receipt');
  await expect(receipt.getByRole('row', { name: /Notarial fees \(Gov\. Code §8211\), 4 acts/ })).toContainText('$60');
  await expect(receipt.getByRole('row', { name: /Travel fee/ })).toContainText('$65');
  await expect(receipt.getByRole('row', { name: /Total paid/ })).toContainText('$125');
  await shoot(page, 'en-console-receipt');
});
