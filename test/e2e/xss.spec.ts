/**
 * Script and HTML in free-text answers are rendered inert — shown as text — on every page that shows answers or
 * their summaries: the client's dashboard and /submission/{id}, the admin's list and /questionnaire-submission/{id};
 * and the PDF endpoints still answer a PDF.
 *
 * The submission is made through the API (order → agreement → office payment marked received by an admin →
 * POST /submissions), with the payloads in every free-text answer of a small-claims questionnaire, including the
 * ones the listings show (client name from the plaintiff's name, case details from the defendant's, special
 * instructions from attempts).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn as apiSignIn } from '../../infra/local/tokens';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { smallClaimsSample } from '../../shared/questionnaires/samples';
import { apiAs, expect, freshStaff, freshUser, signIn, staffSignIn, staffTokens, stackInfo, test, throughNotice } from './fixtures';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload="window.__xss=1">';

// In order, in one worker, sharing the submission made in beforeAll; a failure does not skip the others.
test.describe.configure({ mode: 'default' });

let client: { email: string; password: string; token: string };
let admin: { email: string; password: string; totpSecret: string; token: string };
let submissionId: string;
/** The answers that were accepted (names fall back to plain names if the schema refuses markup in them). */
let shown: string[];

test.beforeAll(async () => {
  const s = stackInfo();
  const user = await freshUser({ givenName: 'Xavier', familyName: 'Safe' });
  client = { ...user, token: (await apiSignIn(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password)).idToken };
  // A staff member with an authenticator, signed in through the staff client: the admin claim needs both.
  const staff = await freshStaff({ givenName: 'Ada', familyName: 'Admin' });
  admin = { ...staff, token: (await staffTokens(staff)).idToken };

  const asClient = apiAs(client.token);
  const { order } = await asClient.call('POST /orders', { body: { questionnaireType: 'small-claims' } });
  const params = { orderId: order.orderId };
  await throughNotice(asClient.call, order.orderId, 'small-claims', 'Xavier Safe');
  await asClient.call('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'Xavier Safe', accepted: true },
  });
  await asClient.call('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } });
  await apiAs(admin.token).call('POST /admin/orders/{orderId}/office-payment', { params });

  const answers = {
    ...smallClaimsSample,
    plaintiff: { ...smallClaimsSample.plaintiff, name: `Ana ${IMG}` },
    defendant: { ...smallClaimsSample.defendant, name: `Acme ${SVG}` },
    incidentDescription: `It broke. ${SCRIPT} ${IMG}`,
    damages: `${IMG} $2,450`,
    attempts: `Letter sent ${SCRIPT}`,
    evidence: `${SVG} receipts`,
  };
  const submit = () =>
    asClient.send('POST /submissions', {
      body: { questionnaireType: 'small-claims', answers },
      headers: { 'Idempotency-Key': randomUUID() },
    });
  let r = await submit();
  if (r.status === 400 && Object.keys(r.error.fieldErrors ?? {}).every((k) => ['plaintiff.name', 'defendant.name'].includes(k))) {
    // Names may refuse markup; the free-text answers must not.
    answers.plaintiff = { ...answers.plaintiff, name: 'Ana Safe' };
    answers.defendant = { ...answers.defendant, name: 'Acme Repairs' };
    r = await submit();
  }
  submissionId = r.body.submission.id;
  shown = [
    answers.incidentDescription,
    answers.damages,
    answers.attempts,
    answers.evidence,
    answers.plaintiff.name,
    answers.defendant.name,
  ];
});

/** Nothing ran, no element was injected, and the payloads are visible as text. */
async function expectInert(page: Page, texts: string[]) {
  await page.waitForLoadState('networkidle');
  for (const t of texts) await expect(page.getByText(t, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], script:not([src]):has-text("__xss")').count()).toBe(0);
}

test('the client sees the payloads as text on /submission/{id} and on the dashboard', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
  await signIn(page, client, `/submission/${submissionId}`);
  await expect(page).toHaveURL(new RegExp(`/submission/${submissionId}$`));
  await expectInert(
    page,
    [SCRIPT, IMG, SVG].filter((p) => shown.some((s) => s.includes(p))),
  );
  // The dashboard lists the submission (whatever of it the page shows, nothing may run).
  await page.goto('/dashboard');
  await expectInert(page, []);
  expect(dialogs).toEqual([]);
});

test('the admin sees the payloads as text on /questionnaire-submission/{id} and in the list', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => void (dialogs.push(d.message()), d.dismiss()));
  await staffSignIn(page, admin, `/questionnaire-submission/${submissionId}`);
  await expect(page).toHaveURL(new RegExp(`/questionnaire-submission/${submissionId}$`));
  await expectInert(
    page,
    [SCRIPT, IMG, SVG].filter((p) => shown.some((s) => s.includes(p))),
  );
  await page.goto('/admin');
  await expectInert(page, [shown[4]]);
  expect(dialogs).toEqual([]);
});

test('both PDF endpoints answer a PDF for those answers', async () => {
  const params = { id: submissionId };
  for (const pdf of [
    await apiAs(client.token).call('GET /submissions/{id}/pdf', { params }),
    await apiAs(admin.token).call('GET /admin/submissions/{id}/pdf', { params }),
  ]) {
    expect(pdf.contentType).toMatch(/^application\/pdf/);
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(500);
  }
});
