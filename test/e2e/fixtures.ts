/**
 * Shared e2e fixtures: the running stack, the seeded accounts, and helpers to sign in or create a fresh user.
 */
import { test as base, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../../infra/local/stack';
import { cognitoClient, ensureUser, type SeedUser } from '../../infra/local/cognito-setup';
import { enrolTotp, signIn as signInApi, type Tokens } from '../../infra/local/tokens';
import { createApiClient, type ApiClient } from '../../shared/api/client';
import { CONTRACTS } from '../../shared/api/contracts/all';
import type { QuestionnaireType } from '../../shared/catalogue';
import { californiaDate } from '../../shared/compliance';
import { slugOf } from '../../shared/questionnaire-slugs';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { FORMS_META } from '../../shared/questionnaires/forms/meta.generated';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { assertionCount, expect, resetAssertionCount } from './expect';
export { staffSignIn } from './staff-sign-in';

/**
 * Screenshot sweeps (every width, full pages) run only under `npm run screenshots` (SCREENSHOTS=1): they are for people
 * to look at, and on a busy machine they were the slowest part of the suite. The layout checks run in `npm test`.
 */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

export function stackInfo(): StackInfo {
  return JSON.parse(readFileSync(process.env.LDA_STACK_INFO!, 'utf8')) as StackInfo;
}

/** A fresh confirmed client account (so parallel specs never share state). */
export async function freshUser(overrides: Partial<SeedUser> = {}): Promise<SeedUser> {
  const s = stackInfo();
  const user: SeedUser = {
    email: `e2e-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 6)}-Aa1!`,
    givenName: 'Elena',
    familyName: 'Torres',
    ...overrides,
  };
  await ensureUser(cognitoClient(s.cognitoEndpoint), s.userPoolId, user);
  return user;
}

/** Sign in through the real /auth page (Amplify → local Cognito). */
export async function signIn(page: Page, user: Pick<SeedUser, 'email' | 'password'>, next?: string): Promise<void> {
  await page.goto(next ? `/auth?next=${encodeURIComponent(next)}` : '/auth');
  await page
    .getByLabel(/^(email|correo)/i)
    .first()
    .fill(user.email);
  await page
    .getByLabel(/^(password|contraseña)$/i)
    .first()
    .fill(user.password);
  await page
    .getByRole('button', { name: /^(sign in|iniciar sesión)$/i })
    .last()
    .click();
}

/** A member of the admin group with an enrolled authenticator: its secret computes the sign-in codes. */
export interface Staff extends SeedUser {
  totpSecret: string;
}

/**
 * A fresh staff member (admin group) whose authenticator is enrolled through the same Cognito calls the console's
 * enrolment screen makes (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference). Specs use their own
 * member so parallel workers never compete for the same 30-second code (each code signs in once); the enrolment uses
 * the previous step's code, so the next two sign-ins need not wait for a new step.
 */
export async function freshStaff(overrides: Partial<SeedUser> = {}): Promise<Staff> {
  const s = stackInfo();
  const user = await freshUser({ givenName: 'Sofía', familyName: 'Staff', admin: true, ...overrides });
  const first = await signInApi(s.cognitoEndpoint, s.staffUserPoolClientId, user.email, user.password);
  return { ...user, totpSecret: await enrolTotp(s.cognitoEndpoint, first.accessToken, { previousStep: true }) };
}

/** Staff tokens from the staff client with a code (ID token with the admin claim), for API calls. */
export async function staffTokens(staff: Staff): Promise<Tokens> {
  const s = stackInfo();
  return signInApi(s.cognitoEndpoint, s.staffUserPoolClientId, staff.email, staff.password, { totpSecret: staff.totpSecret });
}

/** Fail on any WCAG 2.x A/AA violation axe finds. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const test = base.extend<{ stack: StackInfo; assertions: void }>({
  baseURL: async ({}, use) => use(stackInfo().webUrl!),
  stack: async ({}, use) => use(stackInfo()),
  // A test that passed without one `expect` fails (./expect.ts counts them): it could not have failed.
  assertions: [
    async ({}, use, testInfo) => {
      resetAssertionCount();
      await use();
      if (testInfo.status === 'passed' && assertionCount() === 0)
        throw new Error(`"${testInfo.title}" made no assertion: every test checks something with expect`);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * The typed API client (shared/api/client.ts) of the running stack, as the holder of `token`. The contracts are given
 * up front: Playwright's loader cannot run the client's lazy `import()` of TypeScript.
 */
export const apiAs = (token: string): ApiClient =>
  createApiClient({ baseUrl: stackInfo().apiUrl, getToken: () => token, contracts: CONTRACTS });

/** A real ID token of `user` from the local Cognito. */
export async function tokenOf(user: Pick<SeedUser, 'email' | 'password'>): Promise<string> {
  const s = stackInfo();
  return (await signInApi(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password)).idToken;
}

let noticeStaff: Promise<ApiClient> | null = null;

/**
 * Through the API, what comes before the contract: the client signs the Notice to Consumer (to pick it up at the
 * office) and selects every form of the service; staff (one per worker) record the notice given in person today, which
 * opens the contract (B&P §6410.5(b)).
 */
export async function throughNotice(
  call: ApiClient['call'],
  orderId: string,
  type: QuestionnaireType,
  signatureName: string,
): Promise<void> {
  const params = { orderId };
  await call('POST /orders/{orderId}/notice', {
    params,
    body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName, delivery: { method: 'in_person' } },
  });
  await call('PUT /orders/{orderId}/forms', { params, body: { forms: FORMS_META[type].map((f) => f.form) } });
  noticeStaff ??= freshStaff({ givenName: 'Nora', familyName: 'Notices' }).then(async (staff) => apiAs((await staffTokens(staff)).idToken));
  await (
    await noticeStaff
  ).call('POST /admin/orders/{orderId}/notice-delivery', { params, body: { method: 'in_person', date: californiaDate() } });
}

/**
 * Through the API, as the journey pages would: start an order for `type`, sign the Notice to Consumer, select the forms,
 * have it given, accept the LDA contract and choose to pay at the office, so the questionnaire opens directly (used by
 * specs that test the questionnaire, not the journey).
 */
export async function readyOrder(
  user: Pick<SeedUser, 'email' | 'password' | 'givenName' | 'familyName'>,
  type: QuestionnaireType,
): Promise<string> {
  const { call } = apiAs(await tokenOf(user));
  const { order } = await call('POST /orders', { body: { questionnaireType: type } });
  const params = { orderId: order.orderId };
  const signatureName = `${user.givenName} ${user.familyName}`;
  await throughNotice(call, order.orderId, type, signatureName);
  await call('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: `${user.givenName} ${user.familyName}`, accepted: true },
  });
  await call('POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } });
  return order.orderId;
}

/** Save a draft of `type` through the typed client, as the questionnaire does while the client types. */
export async function saveDraft(
  user: Pick<SeedUser, 'email' | 'password'>,
  type: QuestionnaireType,
  answers: Record<string, unknown>,
): Promise<void> {
  await apiAs(await tokenOf(user)).call('PUT /drafts/{questionnaireType}', {
    params: { questionnaireType: slugOf(type) },
    body: { answers, step: null },
  });
}
