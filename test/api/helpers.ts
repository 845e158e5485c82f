/**
 * Helpers for the api suite: the running stack's info, fresh users with real Cognito tokens, the typed API client
 * (shared/api/client.ts) as any of them, and the client journey step by step.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import type { StackInfo } from '../../infra/local/stack';
import { cognitoClient, ensureUser } from '../../infra/local/cognito-setup';
import { signIn, staffSignIn } from '../../infra/local/tokens';
import { createApiClient, type ApiClient } from '../../shared/api/client';
import type { Order } from '../../shared/api/orders';
import type { CheckoutResponse } from '../../shared/api/payments';
import type { Submission } from '../../shared/api/submissions';
import type { QuestionnaireType } from '../../shared/catalogue';
import { californiaDate } from '../../shared/compliance';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { FORMS_META } from '../../shared/questionnaires/forms/meta.generated';
import { SAMPLES, SAMPLES_ES } from '../../shared/questionnaires/samples';

let cached: StackInfo | null = null;
export function stack(): StackInfo {
  if (!cached) cached = JSON.parse(readFileSync(process.env.LDA_STACK_INFO!, 'utf8')) as StackInfo;
  return cached;
}

export interface TestUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  token: string;
  sub: string;
  /** An admin's TOTP secret (the authenticator enrolled on its first staff sign-in). */
  totpSecret?: string;
}

/** A word no log line would contain by chance: names of test users are unique, so a leak is detectable. */
const uniqueWord = (prefix: string) => prefix + [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

/**
 * Personal data of test users, gathered for the log scan (zz-logs-pii.test.ts): one JSON line per user, appended to
 * a file next to the stack log (jest runs test files in several processes).
 */
export const piiFile = (): string => join(dirname(process.env.LDA_STACK_LOG!), 'pii.jsonl');
export function registerPii(values: string[]): void {
  appendFileSync(piiFile(), `${JSON.stringify(values.filter((v) => v.length >= 4))}\n`);
}

/**
 * A new confirmed user with a real ID token from the local Cognito. An admin signs in as the console does: through the
 * staff app client with a TOTP authenticator it enrols (without them the pool issues no admin claim).
 */
export async function newUser(opts: { admin?: boolean; givenName?: string; familyName?: string } = {}): Promise<TestUser> {
  const s = stack();
  const u = {
    email: `user-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 8)}-A1!`,
    givenName: opts.givenName ?? uniqueWord('Given'),
    familyName: opts.familyName ?? uniqueWord('Family'),
    admin: opts.admin,
  };
  registerPii([u.email, u.givenName, u.familyName]);
  const sub = await ensureUser(cognitoClient(s.cognitoEndpoint), s.userPoolId, u);
  if (u.admin) {
    const staff = await staffSignIn(s.cognitoEndpoint, s.staffUserPoolClientId, u.email, u.password);
    return { ...u, token: staff.tokens.idToken, sub, totpSecret: staff.totpSecret };
  }
  const tokens = await signIn(s.cognitoEndpoint, s.userPoolClientId, u.email, u.password);
  return { ...u, token: tokens.idToken, sub };
}

/** Who sends a request: a test user, a bare token, or nobody. */
export type Who = Pick<TestUser, 'token'> | string | null | undefined;

/**
 * The typed API client (shared/api/client.ts) against the running stack, as `who`. `send` answers any status;
 * `res.body` is the success body parsed with the route's contract (it throws if the answer is not that), `res.error`
 * the error body's `error`. `sendUnchecked` sends what the contract forbids (validation tests).
 */
export function client(who?: Who): ApiClient {
  const token = typeof who === 'string' ? who : (who?.token ?? null);
  return createApiClient({ baseUrl: stack().apiUrl, getToken: () => token });
}

/** A request outside the route table (unknown paths, wrong methods, CORS preflights): plain fetch. */
export async function gateway(
  method: string,
  path: string,
  opts: { token?: string; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    body: opts.rawBody,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as unknown) : undefined,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The client journey, step by step (each asserts its own success so a broken step fails where it breaks)
// ---------------------------------------------------------------------------------------------------------------

export type PaymentChoice = 'card' | 'office';

export async function startOrder(user: TestUser, questionnaireType: QuestionnaireType): Promise<Order> {
  const res = await client(user).send('POST /orders', { body: { questionnaireType } });
  expect([200, 201]).toContain(res.status);
  return res.body.order;
}

export const signatureOf = (user: Pick<TestUser, 'givenName' | 'familyName'>) => `${user.givenName} ${user.familyName}`;

/** Sign and date the Notice to Consumer (B&P §6410.5), as the notice page does. */
export async function signNotice(user: TestUser, orderId: string, locale: 'en' | 'es' = 'en'): Promise<Order> {
  const res = await client(user).send('POST /orders/{orderId}/notice', {
    params: { orderId },
    body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale, signatureName: signatureOf(user) },
    headers: { 'user-agent': 'lda-api-tests' },
  });
  expect(res.status).toBe(200);
  return res.body.order;
}

/** Staff (a shared admin of this test file) record that the notice was given today, which opens the contract. */
let noticeStaff: Promise<TestUser> | null = null;
export async function confirmNoticeDelivery(orderId: string, method: 'in_person' | 'mail' = 'mail'): Promise<void> {
  noticeStaff ??= newUser({ admin: true });
  const res = await client(await noticeStaff).send('POST /admin/orders/{orderId}/notice-delivery', {
    params: { orderId },
    body: { method, date: californiaDate() },
  });
  expect(res.status).toBe(200);
}

/** The client selects the forms we prepare (by default every form the service offers). */
export async function selectForms(user: TestUser, orderId: string, forms?: string[]): Promise<Order> {
  const current = (await client(user).call('GET /orders/{orderId}', { params: { orderId } })).order;
  const res = await client(user).send('PUT /orders/{orderId}/forms', {
    params: { orderId },
    body: { forms: forms ?? FORMS_META[current.questionnaireType].map((f) => f.form) },
  });
  expect(res.status).toBe(200);
  return res.body.order;
}

/**
 * Bring an order to its contract, as the journey does: sign the notice (unless signed), select the forms (unless done),
 * have staff record that the notice was given (unless done).
 */
export async function openContract(user: TestUser, orderId: string): Promise<void> {
  const current = (await client(user).call('GET /orders/{orderId}', { params: { orderId } })).order;
  let signed = current.notice ? current : await signNotice(user, orderId);
  if (signed.stage === 'forms') signed = await selectForms(user, orderId);
  if (signed.stage === 'notice_delivery') await confirmNoticeDelivery(orderId);
}

/** Open the contract (`openContract`), then accept it. */
export async function acceptAgreement(user: TestUser, orderId: string): Promise<Order> {
  await openContract(user, orderId);
  const res = await client(user).send('POST /orders/{orderId}/agreement', {
    params: { orderId },
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: signatureOf(user), accepted: true },
    headers: { 'user-agent': 'lda-api-tests' },
  });
  expect(res.status).toBe(200);
  return res.body.order;
}

export async function choosePayment(user: TestUser, orderId: string, method: PaymentChoice): Promise<Order> {
  const res = await client(user).send('POST /orders/{orderId}/payment-method', { params: { orderId }, body: { method } });
  expect(res.status).toBe(200);
  return res.body.order;
}

/** Start a card checkout. */
export async function startCheckout(user: TestUser, orderId: string): Promise<CheckoutResponse> {
  const res = await client(user).send('POST /orders/{orderId}/checkout', { params: { orderId } });
  expect(res.status).toBe(200);
  return res.body;
}

/** Pay by card in test mode: checkout, then the test page's completion. */
export async function payByCard(user: TestUser, orderId: string): Promise<Order> {
  const { sessionId } = await startCheckout(user, orderId);
  const res = await client(user).send('POST /payments/test-mode/{sessionId}/complete', { params: { sessionId } });
  expect(res.status).toBe(200);
  return res.body.order;
}

/** An order ready for its questionnaire: agreement accepted and the payment paid by card or arranged at the office. */
export async function readyOrder(user: TestUser, questionnaireType: QuestionnaireType, method: PaymentChoice = 'card'): Promise<Order> {
  const order = await startOrder(user, questionnaireType);
  await acceptAgreement(user, order.orderId);
  await choosePayment(user, order.orderId, method);
  return method === 'card'
    ? payByCard(user, order.orderId)
    : (await client(user).call('GET /orders/{orderId}', { params: { orderId: order.orderId } })).order;
}

/** POST /submissions with a fresh (or the given) Idempotency-Key; any answer. Answers are not checked here. */
export async function submit(
  user: TestUser,
  questionnaireType: QuestionnaireType,
  answers: Record<string, unknown> = SAMPLES[questionnaireType],
  idempotencyKey: string = randomUUID(),
) {
  return client(user).send('POST /submissions', {
    body: { questionnaireType, answers },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** A submitted questionnaire (order, agreement, payment, submission). */
export async function newSubmission(
  user: TestUser,
  questionnaireType: QuestionnaireType = 'small-claims',
  method: PaymentChoice = 'card',
): Promise<Submission> {
  await readyOrder(user, questionnaireType, method);
  const res = await submit(user, questionnaireType);
  expect(res.status).toBe(201);
  return res.body.submission;
}

/**
 * A submission answered in Spanish (SAMPLES_ES): the client's language is Spanish when it is made (a submission
 * records it), then back to English, so the user's later submissions are not Spanish by accident.
 */
export async function newSpanishSubmission(
  user: TestUser,
  questionnaireType: QuestionnaireType = 'small-claims',
  answers: Record<string, unknown> = SAMPLES_ES[questionnaireType] ?? SAMPLES[questionnaireType],
): Promise<Submission> {
  await readyOrder(user, questionnaireType, 'card');
  expect((await client(user).send('PATCH /me', { body: { preferredLanguage: 'es' } })).status).toBe(200);
  const res = await submit(user, questionnaireType, answers);
  expect((await client(user).send('PATCH /me', { body: { preferredLanguage: 'en' } })).status).toBe(200);
  expect(res.status).toBe(201);
  expect(res.body.submission.locale).toBe('es');
  return res.body.submission;
}

// ---------------------------------------------------------------------------------------------------------------
// The case workspace: documents through real presigned POSTs to the stack's S3 layer
// ---------------------------------------------------------------------------------------------------------------

/** A minimal PDF and JPEG: their first bytes are what the server's sniffing recognises. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** Post a file to a presigned POST (its fields first, then `file`, as a browser form does); the S3 status. */
export async function postToS3(upload: { url: string; fields: Record<string, string> }, bytes: Uint8Array, type?: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], type ? { type } : {}));
  return (await fetch(upload.url, { method: 'POST', body: form })).status;
}

let officeStaff: Promise<TestUser> | null = null;
/** A staff member shared by this test file (for office documents and requests made on the side). */
export const sharedStaff = (): Promise<TestUser> =>
  (officeStaff ??= newUser({ admin: true, givenName: 'Xiomara', familyName: 'Quintanar' }));

/** The client uploads a PDF to their case; `complete: false` leaves it uploaded but not yet confirmed. Its id. */
export async function clientUpload(
  user: TestUser,
  caseId: string,
  opts: { name?: string; complete?: boolean; requestId?: string } = {},
): Promise<string> {
  const started = await client(user).send('POST /submissions/{id}/documents', {
    params: { id: caseId },
    body: {
      name: opts.name ?? 'Prior order.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
      // Answering a request, the type is the request's; otherwise the client says what it is.
      ...(opts.requestId ? { requestId: opts.requestId } : { kind: 'court_order' as const }),
    },
  });
  expect(started.status).toBe(201);
  expect(await postToS3(started.body.upload, PDF_BYTES)).toBe(204);
  if (opts.complete === false) return started.body.document.id;
  const done = await client(user).send('POST /submissions/{id}/documents/{documentId}/complete', {
    params: { id: caseId, documentId: started.body.document.id },
  });
  expect(done.status).toBe(200);
  return started.body.document.id;
}

/** Staff upload an office document to a case (for the client's review unless `forReview: false`). Its id. */
export async function officeUpload(caseId: string, opts: { name?: string; forReview?: boolean; complete?: boolean } = {}): Promise<string> {
  const staff = await sharedStaff();
  const started = await client(staff).send('POST /admin/submissions/{id}/documents', {
    params: { id: caseId },
    body: {
      name: opts.name ?? 'FL-100 draft.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
      kind: (opts.forReview ?? true) ? 'draft' : 'filed_copy',
      forReview: opts.forReview ?? true,
    },
  });
  expect(started.status).toBe(201);
  expect(await postToS3(started.body.upload, PDF_BYTES)).toBe(204);
  if (opts.complete === false) return started.body.document.id;
  const done = await client(staff).send('POST /admin/submissions/{id}/documents/{documentId}/complete', {
    params: { id: caseId, documentId: started.body.document.id },
  });
  expect(done.status).toBe(200);
  return started.body.document.id;
}

/** Staff ask the client of a case for a document. The request's id. */
export async function requestFromClient(caseId: string, title = 'Photo ID'): Promise<string> {
  const res = await client(await sharedStaff()).send('POST /admin/submissions/{id}/requests', { params: { id: caseId }, body: { title } });
  expect(res.status).toBe(201);
  return res.body.request.id;
}

/** What the handler logged for one request (functions/lib/http.ts: one `request` line per request). */
export interface RequestLogLine {
  requestId: string;
  route: string;
  status: number;
  dynamoCalls: number;
  itemsRead: number;
}

/**
 * The `request` log line of the answer `res` (found by its `x-request-id`) in the stack's log. The stack's output
 * reaches the file through a stream, so the line is waited for (it is written before the answer is sent).
 */
export async function requestLog(res: { headers: Headers }, logFile: string = process.env.LDA_STACK_LOG!): Promise<RequestLogLine> {
  const requestId = res.headers.get('x-request-id');
  if (!requestId) throw new Error('the answer has no x-request-id header');
  const marker = `"requestId":"${requestId}"`;
  for (let waited = 0; waited < 10_000; waited += 25) {
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((l) => l.includes(marker) && l.includes('"msg":"request"'));
    if (line) return JSON.parse(line) as RequestLogLine;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no request log line for ${requestId} in ${logFile}`);
}
