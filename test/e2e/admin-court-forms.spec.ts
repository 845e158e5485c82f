/**
 * Court forms in the admin console (issue 13): staff open a small-claims submission, see the "Court forms" section
 * (each form, its fill status, what is left), download the filled packet and SC-100 alone, and read them back with
 * pdf-lib; the section in Spanish; no axe violations; screenshots of the section at 390, 1280 and 1440 px in both
 * languages (test-results/e2e/…/court-forms-<lang>-<width>.png).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { PDFDocument, type PDFTextField } from 'pdf-lib';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { smallClaimsSample } from '../../shared/questionnaires/samples';
import {
  apiAs,
  expect,
  expectNoAxeViolations,
  freshStaff,
  freshUser,
  SCREENSHOTS,
  staffSignIn,
  test,
  tokenOf,
  throughNotice,
} from './fixtures';

const WIDTHS = [390, 1280, 1440] as const;

/** A client with one small-claims submission (the English sample), paid at the office. */
async function smallClaimsSubmission(): Promise<string> {
  const client = await freshUser({ givenName: 'Maria', familyName: `Forms${randomUUID().slice(0, 6)}` });
  const { call } = apiAs(await tokenOf(client));
  await call('GET /me');
  const { order } = await call('POST /orders', { body: { questionnaireType: 'small-claims' } });
  const params = { orderId: order.orderId };
  await throughNotice(call, order.orderId, 'small-claims', `${client.givenName} ${client.familyName}`);
  await call('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: `${client.givenName} ${client.familyName}`, accepted: true },
  });
  await call('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } });
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: smallClaimsSample },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return submission.id;
}

const field = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText();
const pdfOf = async (download: Download) => PDFDocument.load(await readFile((await download.path())!));

async function shoot(page: Page, lang: string, outputPath: (name: string) => string) {
  if (!SCREENSHOTS) return;
  const section = page.locator('.admin-court-forms');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: outputPath(`court-forms-${lang}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff download the filled small-claims packet and SC-100 alone from the submission page, in English and Spanish', async ({
  page,
}, testInfo) => {
  const id = await smallClaimsSubmission();
  // A staff member with an authenticator, through the staff sign-in (the admin claim needs both).
  await staffSignIn(page, await freshStaff(), `/questionnaire-submission/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Court forms' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Court forms' });
  const sc100 = table.getByRole('row').filter({ hasText: 'SC-100' }).first();
  await expect(sc100).toContainText(/\d+ of \d+ fields filled/);
  await expect(table.getByRole('row').filter({ hasText: 'SC-100A' })).toContainText('Not needed for these answers');
  await expectNoAxeViolations(page);

  // The packet: the cover sheet, then SC-100 filled from the answers (still fillable).
  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the filled packet (PDF)' }).click();
  const packet = await download;
  expect(packet.suggestedFilename()).toBe(`court-forms-${id}.pdf`);
  const merged = await pdfOf(packet);
  expect(field(merged, 'SC-100[0].Page2[0].List1[0].Item1[0].PlaintiffName1[0]')).toBe(smallClaimsSample.plaintiff.name);
  expect(field(merged, 'SC-100[0].Page2[0].List2[0].item2[0].DefendantName1[0]')).toBe(smallClaimsSample.defendant.name);

  // SC-100 alone.
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download SC-100 filled (PDF)' }).click();
  const one = await download;
  expect(one.suggestedFilename()).toBe(`sc-100-${id}.pdf`);
  const sc100Doc = await pdfOf(one);
  expect(sc100Doc.getPageCount()).toBeLessThan(merged.getPageCount());
  expect(field(sc100Doc, 'SC-100[0].Page2[0].List3[0].PlaintiffClaimAmount1[0]')).toBe('2,450.00');
  await shoot(page, 'en', (name) => testInfo.outputPath(name));

  // In Spanish: the section and its buttons.
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Formularios de la corte' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Formularios de la corte' }).getByRole('row').filter({ hasText: 'SC-100' }).first(),
  ).toContainText(/\d+ de \d+ campos llenados/);
  await expect(page.getByRole('button', { name: 'Descargar SC-100 llenado (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page);
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar el paquete llenado (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`court-forms-${id}.pdf`);
  await shoot(page, 'es', (name) => testInfo.outputPath(name));
});
