/**
 * Script and HTML in free-text answers are rendered inert — shown as text — on every page that shows answers or
 * their summaries: the client's dashboard and /submission/{id}, the admin's list and /questionnaire-submission/{id};
 * and the PDF endpoints still answer a PDF.
 *
 * The submission is made through the API (order → agreement → office payment marked received by an admin →
 * POST /submissions), with the payloads in every free-text answer of a small-claims questionnaire, including the
 * ones the listings show (client name from fullName, case details from defendantName, special instructions from
 * attempts).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn as apiSignIn } from '../../infra/local/tokens';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { smallClaimsSample } from '../../shared/questionnaires/samples';
import { expect, freshStaff, freshUser, signIn, staffSignIn, staffTokens, stackInfo, test } from './fixtures';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const SVG = '"><svg onload="window.__xss=1">';

// In order, in one worker, sharing the submission made in beforeAll; a failure does not skip the others.
test.describe.configure({ mode: 'default' });

async function api(method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${stackInfo().apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  const buf = Buffer.from(await res.arrayBuffer());
  let json: any = null;
  if (type.includes('json')) json = JSON.parse(buf.toString('utf8'));
  return { status: res.status, type, buf, json };
}

const must = async (what: string, p: ReturnType<typeof api>) => {
  const r = await p;
  if (r.status < 200 || r.status > 299) throw new Error(`${what} → ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
};
const idIn = (body: any, ...names: string[]): string => {
  for (const holder of [body, body?.order, body?.submission]) for (const n of names) if (typeof holder?.[n] === 'string') return holder[n];
  throw new Error(`no ${names.join('/')} in ${JSON.stringify(body)}`);
};

let client: { email: string; password: string; token: string };
let admin: { email: string; password: string; totpSecret: string; token: string };
let submissionId: string;
/** The answers that were accepted (fullName falls back to a plain name if the schema refuses markup in names). */
let shown: string[];

test.beforeAll(async () => {
  const s = stackInfo();
  const user = await freshUser({ givenName: 'Xavier', familyName: 'Safe' });
  client = { ...user, token: (await apiSignIn(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password)).idToken };
  // A staff member with an authenticator, signed in through the staff client: the admin claim needs both.
  const staff = await freshStaff({ givenName: 'Ada', familyName: 'Admin' });
  admin = { ...staff, token: (await staffTokens(staff)).idToken };

  const order = await must('POST /orders', api('POST', '/orders', client.token, { questionnaireType: 'small-claims' }));
  const orderId = idIn(order, 'orderId', 'id');
  await must(
    'agreement',
    api('POST', `/orders/${orderId}/agreement`, client.token, {
      contractVersion: LDA_CONTRACT_VERSION,
      signatureName: 'Xavier Safe',
      accepted: true,
    }),
  );
  await must('payment method', api('POST', `/orders/${orderId}/payment-method`, client.token, { method: 'office' }));
  await must('office payment', api('POST', `/admin/orders/${orderId}/office-payment`, admin.token));

  const answers = {
    ...smallClaimsSample,
    fullName: `Ana ${IMG}`,
    defendantName: `Acme ${SVG}`,
    incidentDescription: `It broke. ${SCRIPT} ${IMG}`,
    damages: `${IMG} $2,450`,
    attempts: `Letter sent ${SCRIPT}`,
    evidence: `${SVG} receipts`,
  };
  let r = await api(
    'POST',
    '/submissions',
    client.token,
    { questionnaireType: 'small-claims', answers },
    { 'idempotency-key': randomUUID() },
  );
  if (
    r.status === 400 &&
    r.json?.error?.fieldErrors &&
    Object.keys(r.json.error.fieldErrors).every((k) => ['fullName', 'defendantName'].includes(k))
  ) {
    // Names may refuse markup; the free-text answers must not.
    answers.fullName = 'Ana Safe';
    answers.defendantName = 'Acme Repairs';
    r = await api(
      'POST',
      '/submissions',
      client.token,
      { questionnaireType: 'small-claims', answers },
      { 'idempotency-key': randomUUID() },
    );
  }
  if (r.status !== 201 && r.status !== 200) throw new Error(`POST /submissions → ${r.status} ${JSON.stringify(r.json)}`);
  submissionId = idIn(r.json, 'id', 'submissionId');
  shown = [answers.incidentDescription, answers.damages, answers.attempts, answers.evidence, answers.fullName, answers.defendantName];
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
  for (const [path, token] of [
    [`/submissions/${submissionId}/pdf`, client.token],
    [`/admin/submissions/${submissionId}/pdf`, admin.token],
  ] as const) {
    const r = await api('GET', path, token);
    expect({ path, status: r.status, type: r.type }).toEqual({ path, status: 200, type: expect.stringMatching(/^application\/pdf/) });
    expect(r.buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(r.buf.length).toBeGreaterThan(500);
  }
});
