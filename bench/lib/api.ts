/** The bench's users (real Cognito tokens) and journeys, through the typed API client (shared/api/client.ts). */
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../../infra/local/stack';
import { cognitoClient, ensureUser, type SeedUser } from '../../infra/local/cognito-setup';
import { signIn, staffSignIn } from '../../infra/local/tokens';
import { createApiClient, type Sent, type UncheckedInput } from '../../shared/api/client';
import { ErrorBodySchema } from '../../shared/api/errors';
import type { RouteKey } from '../../shared/api/routes';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import type { QuestionnaireType } from '../../shared/catalogue';

export interface BenchUser extends SeedUser {
  token: string;
  sub: string;
}

export async function newUser(
  info: Pick<StackInfo, 'cognitoEndpoint' | 'userPoolId' | 'userPoolClientId' | 'staffUserPoolClientId'>,
  opts: { admin?: boolean; givenName?: string; familyName?: string } = {},
): Promise<BenchUser> {
  const u: SeedUser = {
    email: `bench-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 8)}-A1!`,
    givenName: opts.givenName ?? 'Bench',
    familyName: opts.familyName ?? 'User',
    admin: opts.admin,
  };
  const sub = await ensureUser(cognitoClient(info.cognitoEndpoint), info.userPoolId, u);
  // Staff as the console signs them in: the staff client, with an authenticator enrolled on the first sign-in.
  const tokens = opts.admin
    ? (await staffSignIn(info.cognitoEndpoint, info.staffUserPoolClientId, u.email, u.password)).tokens
    : await signIn(info.cognitoEndpoint, info.userPoolClientId, u.email, u.password);
  return { ...u, token: tokens.idToken, sub };
}

/** An answer of the typed client (shared/api/client.ts), with the time it took. */
export type Reply<K extends RouteKey = RouteKey> = Sent<K> & { ms: number };

/** The error code of an answer, if it is an error body. */
export const errorCodeOf = (reply: Pick<Sent<RouteKey>, 'json'>): string | null =>
  (ErrorBodySchema.safeParse(reply.json).data?.error.code as string | undefined) ?? null;

/**
 * One request through the typed client as `token` (or anonymously), timed; any status is an answer. Unchecked input
 * (raw strings and bodies), because the bench walks the route table generically.
 */
export async function call<K extends RouteKey>(
  apiUrl: string,
  token: string | undefined,
  key: K,
  input: UncheckedInput = {},
): Promise<Reply<K>> {
  const client = createApiClient({ baseUrl: apiUrl, getToken: () => token ?? null });
  const started = performance.now();
  const sent = await client.sendUnchecked(key, input);
  // Object.assign keeps the answer's lazy `body`/`error` getters (a spread would run them).
  return Object.assign(sent, { ms: performance.now() - started });
}

export class JourneyError extends Error {
  constructor(
    readonly step: string,
    readonly reply: Pick<Sent<RouteKey>, 'status' | 'json'> | null,
    detail?: string,
  ) {
    super(`${step} → ${reply ? `${reply.status} ${errorCodeOf(reply) ?? ''}`.trim() : (detail ?? 'failed')}`);
    this.name = 'JourneyError';
  }
}

/**
 * The client journey through the API (shared/api/orders.ts): order → Notice to Consumer → agreement (the contract version, a signature
 * naming the account holder) → payment method "office" (enough to go on to the questionnaire) → optionally the
 * office payment marked received by an admin. Throws a JourneyError naming the first step that is refused.
 */
export async function paidOrder(apiUrl: string, user: BenchUser, admin: BenchUser | null, type: QuestionnaireType): Promise<string> {
  const ok = <K extends RouteKey>(r: Reply<K>): Reply<K> => {
    if (r.status < 200 || r.status > 299) throw new JourneyError(r.key, r);
    return r;
  };
  const order = ok(await call(apiUrl, user.token, 'POST /orders', { body: { questionnaireType: type } })).body.order;
  const params = { orderId: order.orderId };
  const signatureName = `${user.givenName} ${user.familyName}`;
  ok(
    await call(apiUrl, user.token, 'POST /orders/{orderId}/notice', {
      params,
      body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName },
    }),
  );
  const agreement = { contractVersion: LDA_CONTRACT_VERSION, signatureName, accepted: true };
  ok(await call(apiUrl, user.token, 'POST /orders/{orderId}/agreement', { params, body: agreement }));
  ok(await call(apiUrl, user.token, 'POST /orders/{orderId}/payment-method', { params, body: { method: 'office' } }));
  if (admin) ok(await call(apiUrl, admin.token, 'POST /admin/orders/{orderId}/office-payment', { params }));
  return order.orderId;
}

/** Submit answers as the questionnaire page does (body and fresh Idempotency-Key); returns the submission id. */
export async function submit(apiUrl: string, user: BenchUser, type: QuestionnaireType, answers: unknown): Promise<string> {
  const r = await call(apiUrl, user.token, 'POST /submissions', {
    body: { questionnaireType: type, answers },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (r.status < 200 || r.status > 299) throw new JourneyError(r.key, r);
  return r.body.submission.id;
}
