/**
 * The case workspace end to end (issue 15) on the embedded stack: a client uploads a photo from their submission page
 * (a refused file first: a translated error and nothing sent); staff download it, ask for another document, send a
 * draft for review through the console's upload (a refused file first), and message the client; the client
 * gets the emails in the local SES inbox, sees "Action needed" on the dashboard, replies and approves the draft; staff
 * see the reply and the approval. No axe violations; screenshots of the dashboard and the workspace at 390, 1280 and
 * 1440 px in English and Spanish (test-results/e2e/…/workspace-*.png).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { readInbox } from '../../infra/local/ses';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { smallClaimsSample } from '../../shared/questionnaires/samples';
import {
  apiAs,
  expect,
  expectNoAxeViolations,
  freshStaff,
  freshUser,
  SCREENSHOTS,
  signIn,
  stackInfo,
  staffSignIn,
  staffTokens,
  test,
  tokenOf,
  throughNotice,
} from './fixtures';

const WIDTHS = [390, 1280, 1440] as const;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

async function submissionOf(client: { email: string; password: string; givenName: string; familyName: string }): Promise<string> {
  const { call } = apiAs(await tokenOf(client));
  await call('GET /me');
  const { order } = await call('POST /orders', { body: { questionnaireType: 'small-claims' } });
  const params = { orderId: order.orderId };
  const signatureName = `${client.givenName} ${client.familyName}`;
  await throughNotice(call, order.orderId, 'small-claims', signatureName);
  await call('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName, accepted: true },
  });
  await call('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } });
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: 'small-claims', answers: smallClaimsSample },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  return submission.id;
}

/** Wait (bounded by the test's timeout) for an email to `to` whose text contains `text`. */
async function mailTo(to: string, text: string) {
  await expect
    .poll(async () => (await readInbox(stackInfo().sesEndpoint, to)).some((m) => (m.body.text ?? '').includes(text)), { timeout: 20_000 })
    .toBe(true);
  return (await readInbox(stackInfo().sesEndpoint, to)).find((m) => (m.body.text ?? '').includes(text))!;
}

async function shoot(page: Page, name: string, outputPath: (n: string) => string) {
  if (!SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`workspace-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The upload form alone at each width (a close-up of the element). */
async function shootUploader(page: Page, name: string, outputPath: (n: string) => string) {
  if (!SCREENSHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .locator('form.ws-uploader')
      .first()
      .screenshot({ path: outputPath(`workspace-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a case run end to end: documents both ways, a request, messages, a draft approved, emails in the local inbox', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const client = await freshUser({ givenName: 'Lucía', familyName: `Case${randomUUID().slice(0, 6)}` });
  const id = await submissionOf(client);
  const staff = await freshStaff({ givenName: 'Rosa' });
  const office = apiAs((await staffTokens(staff)).idToken);

  // The client uploads a photo of a paper from the submission page; a refused file first.
  await signIn(page, client, `/submission/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Documents', exact: true })).toBeVisible();
  const picker = page.getByTestId('ws-file');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('This type of file is not accepted. Upload a PDF, JPEG, PNG or HEIC file.')).toBeVisible();
  await picker.setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: JPEG });
  await expect(page.getByText("This file's content does not match its type")).toBeVisible();
  await picker.setInputFiles({ name: 'license-photo.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByLabel('Document name').fill('Driver license');
  // The type is required: the form says so before sending anything.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Choose what kind of document this is.')).toBeVisible();
  await page.getByLabel('Type of document').selectOption('identification');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('ws-document').filter({ hasText: 'Driver license.jpg' })).toContainText('Identification (ID, passport)');
  await expectNoAxeViolations(page);

  // Staff: the client's photo downloads as uploaded; they ask for another document, send a draft, write.
  const listed = await office.call('GET /admin/submissions/{id}/documents', { params: { id } });
  expect(listed.documents.map((d) => [d.name, d.kind])).toEqual([['Driver license.jpg', 'identification']]);
  const link = await office.call('POST /admin/submissions/{id}/documents/{documentId}/link', {
    params: { id, documentId: listed.documents[0].id },
    body: { action: 'download' },
  });
  expect(Buffer.from(await (await fetch(link.url)).arrayBuffer())).toEqual(JPEG);
  await office.call('POST /admin/submissions/{id}/requests', {
    params: { id },
    body: { title: 'Marriage certificate', details: 'A clear photo of both pages is fine.' },
  });
  // The draft goes up through the console's upload (the same upload hook as the client's): a refused file first.
  const desk = await (await browser.newContext({ baseURL: stackInfo().webUrl! })).newPage();
  await staffSignIn(desk, staff, `/questionnaire-submission/${id}`);
  const staffFile = desk.getByTestId('staff-file');
  await staffFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(desk.getByText('This type of file is not accepted. Upload a PDF, JPEG, PNG or HEIC file.')).toBeVisible();
  await staffFile.setInputFiles({ name: 'SC-100 draft.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(desk.getByText('This type of file is not accepted.', { exact: false })).toHaveCount(0);
  await desk.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(desk.getByText('The document was uploaded and the client was emailed.')).toBeVisible();
  await expect(desk.getByRole('row').filter({ hasText: 'SC-100 draft.pdf' })).toContainText('Waiting for the client');
  const uploaded = await office.call('GET /admin/submissions/{id}/documents', { params: { id } });
  const draft = uploaded.documents.find((d) => d.name === 'SC-100 draft.pdf')!;
  expect([draft.kind, draft.source, draft.status, draft.size]).toEqual(['draft', 'staff', 'available', PDF.length]);
  await office.call('POST /admin/submissions/{id}/messages', {
    params: { id },
    body: { body: 'Thank you. Please review the draft and send the marriage certificate.' },
  });

  // The client is emailed (neutral subject, no case details, a sign-in link).
  const requested = await mailTo(client.email, 'Our office needs a document from you.');
  expect(requested.subject).not.toContain('Small');
  await mailTo(client.email, 'A document is ready for you to review.');
  await mailTo(client.email, 'Our office sent you a new message.');

  // Dashboard: Action needed and the unread count.
  await page.goto('/dashboard');
  const action = page.getByTestId('action-needed');
  await expect(action).toContainText('Documents requested: 1');
  await expect(action).toContainText('Documents to review: 1');
  await expect(action).toContainText('New messages: 1');
  await expectNoAxeViolations(page);
  await shoot(page, 'dashboard-en', (n) => testInfo.outputPath(n));

  await action.getByRole('link', { name: /^Open/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Action needed' })).toBeVisible();
  await expect(page.getByTestId('ws-request').filter({ hasText: 'Marriage certificate' })).toContainText('Needed');
  await expect(page.getByTestId('ws-message')).toContainText('Rosa (office)');
  await shoot(page, 'case-en', (n) => testInfo.outputPath(n));
  await expectNoAxeViolations(page);

  // The client replies and approves the draft.
  await page.getByTestId('ws-message-body').fill('I will send the certificate tomorrow.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('ws-message').filter({ hasText: 'I will send the certificate tomorrow.' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve: SC-100 draft.pdf' }).click();
  await expect(page.getByTestId('ws-review-state')).toHaveText('You approved this');

  // Staff see the reply (and are emailed) and the approval.
  const thread = await office.call('GET /admin/submissions/{id}/messages', { params: { id }, query: { limit: 10 } });
  expect(thread.items[0]).toMatchObject({ body: 'I will send the certificate tomorrow.', author: { role: 'client' } });
  await mailTo(staff.email, 'A client sent a message on their file.');
  const after = await office.call('GET /admin/submissions/{id}/documents', { params: { id } });
  expect(after.documents.find((d) => d.id === draft.id)!.review).toMatchObject({ decision: 'approved' });

  // The same screens in Spanish.
  await page
    .getByRole('button', { name: /Español/ })
    .first()
    .click()
    .catch(() => undefined);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
  await page.goto(`/submission/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mensajes con la oficina' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'case-es', (n) => testInfo.outputPath(n));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'dashboard-es', (n) => testInfo.outputPath(n));
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Avisos por correo electrónico' })).toBeVisible();
  await shoot(page, 'account-es', (n) => testInfo.outputPath(n));

  // The console: the staff's sections of the submission page, with the client's reply, the approval and the record.
  await desk.reload();
  await expect(desk.getByRole('heading', { level: 2, name: 'Internal notes' })).toBeVisible();
  await expect(desk.getByText('Internal — the client does not see this.').first()).toBeVisible();
  await expect(desk.getByText('I will send the certificate tomorrow.')).toBeVisible();
  await expect(desk.getByText('Approved', { exact: true })).toBeVisible();
  await desk.getByLabel('Internal note (staff only)').fill('Client will bring the certificate on Monday.');
  await desk.getByRole('button', { name: 'Add internal note' }).click();
  await expect(desk.locator('.admin-notes')).toContainText('Client will bring the certificate on Monday.');
  // Staff put the court forms into the case for the client's review; the client sees them with their type.
  await desk.getByRole('button', { name: 'Add the court forms to the case' }).click();
  await expect(desk.getByRole('row').filter({ hasText: 'Court forms (filing packet).pdf' })).toContainText('Waiting for the client');
  await expectNoAxeViolations(desk);
  await shoot(desk, 'console-en', (n) => testInfo.outputPath(n));
  // The client never sees the internal note.
  await page.goto(`/submission/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mensajes con la oficina' })).toBeVisible();
  await expect(page.getByText('Client will bring the certificate on Monday.')).toHaveCount(0);
  await expect(page.getByTestId('ws-document').filter({ hasText: 'Court forms (filing packet).pdf' })).toContainText(
    'Formularios de la corte (paquete para presentar)',
  );
  // The client's case page with the court-forms packet row, and the upload form up close, in both languages.
  await shoot(page, 'case-packet-es', (n) => testInfo.outputPath(n));
  await shootUploader(page, 'uploader-es', (n) => testInfo.outputPath(n));
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto(`/submission/${id}`);
  await expect(page.getByTestId('ws-document').filter({ hasText: 'Court forms (filing packet).pdf' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Documents', exact: true })).toBeVisible();
  await shoot(page, 'case-packet-en', (n) => testInfo.outputPath(n));
  await shootUploader(page, 'uploader-en', (n) => testInfo.outputPath(n));
  await desk.getByRole('button', { name: /Language: English/ }).click();
  await desk.getByRole('menuitem', { name: 'Español' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: 'Notas internas' })).toBeVisible();
  await shoot(desk, 'console-es', (n) => testInfo.outputPath(n));
});
