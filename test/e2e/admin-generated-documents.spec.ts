/**
 * Generated documents in the admin console (issue 27): staff open a durable-poa submission made in Spanish, see both
 * statutory forms as generated documents with their statutes and what is left at signing, download the power of
 * attorney alone and read the statute's words in it (through the deployed function's bundle: the generators are a
 * chunk loaded on first use); no axe violations; screenshots of the section at 390, 1280 and 1440 px in both languages
 * (test-results/e2e/…/generated-<lang>-<width>.png).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { durablePoaSampleEs } from '../../shared/questionnaires/samples';
import { apiAs, expect, expectNoAxeViolations, freshStaff, freshUser, staffSignIn, test, throughNotice, tokenOf } from './fixtures';

const WIDTHS = [390, 1280, 1440] as const;
const POA = 'Statutory Form Power of Attorney (Prob. Code §4401)';

async function durablePoaSubmission(): Promise<string> {
  const client = await freshUser({ givenName: 'Rosa', familyName: `Poder${randomUUID().slice(0, 6)}` });
  const { call } = apiAs(await tokenOf(client));
  await call('GET /me');
  // A client who answers in Spanish (the submission takes the profile's language).
  await call('PATCH /me', { body: { preferredLanguage: 'es' } });
  const { order } = await call('POST /orders', { body: { questionnaireType: 'durable-poa' } });
  const params = { orderId: order.orderId };
  const name = `${client.givenName} ${client.familyName}`;
  // The Notice to Consumer signed and given, and the forms selected (issue 28): the packet prepares only those.
  await throughNotice(call, order.orderId, 'durable-poa', name);
  await call('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: name, accepted: true },
  });
  await call('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } });
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'durable-poa', answers: durablePoaSampleEs },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return submission.id;
}

async function shoot(page: Page, lang: string, outputPath: (name: string) => string) {
  const section = page.locator('.admin-court-forms');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: outputPath(`generated-${lang}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff see the statutory forms as generated documents and download the power of attorney in the statute’s words', async ({
  page,
}, testInfo) => {
  const id = await durablePoaSubmission();
  await staffSignIn(page, await freshStaff(), `/questionnaire-submission/${id}`);
  // The packet is built on request (a cold documents function on a busy machine can take a while).
  await expect(page.getByRole('heading', { level: 2, name: 'Court forms' })).toBeVisible();
  await expect(page.getByText('Preparing the court forms')).toBeHidden({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Court forms' });
  const poa = table.getByRole('row').filter({ hasText: POA });
  await expect(poa).toContainText('Generated document to sign and file, written under Prob. Code §4401');
  await expect(poa).toContainText('The principal initials line (N) in their own hand');
  await expect(poa).toContainText('no official Spanish version is published');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${POA} filled (PDF)` }).click();
  const text = execFileSync('pdftotext', [(await (await download).path())!, '-'])
    .toString()
    .replace(/\s+/g, ' ');
  expect(text).toContain('UNIFORM STATUTORY FORM POWER OF ATTORNEY');
  expect(text).toContain('BY ACCEPTING OR ACTING UNDER THE APPOINTMENT, THE AGENT ASSUMES THE FIDUCIARY');
  expect(text).toContain(durablePoaSampleEs.attorneys[0].name);
  await shoot(page, 'en', (name) => testInfo.outputPath(name));

  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('table', { name: 'Formularios de la corte' }).getByRole('row').filter({ hasText: POA })).toContainText(
    'Documento generado para firmar y presentar',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'es', (name) => testInfo.outputPath(name));
});
