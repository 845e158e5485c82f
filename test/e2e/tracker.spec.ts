/**
 * The case tracker and the emails that say what changed (issue 30, item 2), on the embedded stack: a Spanish-speaking
 * client submits (office payment) and gets "recibimos sus respuestas", linking to her case; staff start work with a
 * note and record the office payment, and she gets the receipt; her dashboard shows where the case is, what is next
 * (with the expected day from the published turnaround) and the note; the case page shows every milestone of small
 * claims with the next action on top. Screenshots (SCREENSHOTS=1) of the dashboard and the case page at 390, 1280
 * and 1440 px, in Spanish and English.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { readInbox } from '../../infra/local/ses';
import { SAMPLES } from '../../shared/questionnaires/samples';
import {
  apiAs,
  expect,
  expectNoAxeViolations,
  freshStaff,
  freshUser,
  readyOrder,
  SCREENSHOTS,
  signIn,
  stackInfo,
  staffTokens,
  test,
  tokenOf,
} from './fixtures';

async function mailTo(to: string, subject: string) {
  await expect
    .poll(async () => (await readInbox(stackInfo().sesEndpoint, to)).map((m) => m.subject), { timeout: 20_000 })
    .toContain(subject);
  return (await readInbox(stackInfo().sesEndpoint, to)).find((m) => m.subject === subject)!;
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const dir = process.env.SHOTS_DIR ?? test.info().outputPath('');
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/tracker-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the tracker and the "received" and receipt emails, in the client’s language, linking to the case', async ({ page }) => {
  const user = await freshUser({ givenName: 'María', familyName: 'González' });
  const { call } = apiAs(await tokenOf(user));
  await call('PATCH /me', { body: { preferredLanguage: 'es' } });
  const orderId = await readyOrder(user, 'small-claims');
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: SAMPLES['small-claims'] },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const business = 'Rivera Legal Docs';

  // "We received your answers", in Spanish, with a link to this case's page (not the dashboard).
  const received = await mailTo(user.email, `${business} recibió sus respuestas`);
  expect(received.body.text).toContain(`/submission/${submission.id}`);
  expect(received.body.text).toContain('Recibimos sus respuestas.');

  // Staff start work with a note to the client, and record the office payment: the receipt follows.
  const admin = apiAs((await staffTokens(await freshStaff())).idToken);
  await admin.call('POST /admin/submissions/{id}/status', {
    params: { id: submission.id },
    body: { status: 'processing', expectedVersion: submission.version, note: 'Revisamos sus respuestas; le llamaremos el lunes.' },
  });
  await admin.call('POST /admin/orders/{orderId}/office-payment', { params: { orderId } });
  const receipt = await mailTo(user.email, `Su recibo de pago de ${business}`);
  expect(receipt.body.text).toMatch(/Importe pagado: \$250/);
  expect(receipt.body.text).toContain(`/submission/${submission.id}`);

  // The dashboard: where the case is, what is next, the note.
  await signIn(page, user, '/dashboard');
  const row = page.getByTestId('submission-row');
  await expect(row.getByTestId('tracker-summary')).toContainText('Preparando sus formularios');
  await expect(row.getByTestId('tracker-summary')).toContainText('Paso 6 de 10');
  await expect(row.getByTestId('latest-note')).toContainText('le llamaremos el lunes');
  await expectNoAxeViolations(page);
  await shoot(page, 'dashboard-es');

  // The case page: every milestone of small claims, the done ones with their day, the next action on top.
  await row.getByRole('link', { name: /Ver detalles/ }).click();
  const tracker = page.getByTestId('case-tracker');
  await expect(tracker.getByTestId('milestone')).toHaveCount(10);
  await expect(tracker.locator('[data-milestone="paid"]')).toHaveAttribute('data-state', 'done');
  await expect(tracker.locator('[data-milestone="answers"]')).toHaveAttribute('data-state', 'done');
  await expect(tracker.locator('[aria-current="step"]')).toHaveAttribute('data-milestone', 'preparing');
  await expect(tracker.locator('[data-milestone="ready"]')).toContainText('Previsto para el');
  await expect(tracker.getByTestId('tracker-next')).toHaveAttribute('data-action', 'waitPreparing');
  await expect(tracker.getByTestId('latest-note')).toContainText('le llamaremos el lunes');
  await expectNoAxeViolations(page);
  await shoot(page, 'case-es');

  // The same in English once she switches.
  await call('PATCH /me', { body: { preferredLanguage: 'en' } });
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.getByTestId('case-tracker').getByRole('heading', { name: 'Where your case is' })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Forms being prepared');
  await shoot(page, 'case-en');
  await page.goto('/dashboard');
  await expect(page.getByTestId('tracker-summary')).toContainText('Step 6 of 10');
  await shoot(page, 'dashboard-en');
});
