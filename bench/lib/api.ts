/** A small API client for the bench (and its journeys): real Cognito tokens, JSON in and out. */
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../../infra/local/stack';
import { cognitoClient, ensureUser, type SeedUser } from '../../infra/local/cognito-setup';
import { signIn, staffSignIn } from '../../infra/local/tokens';
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

export interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Headers;
  ms: number;
}

export async function call(
  apiUrl: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const buf = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  const text = (res.headers.get('content-type') ?? '').includes('pdf') ? '' : buf.toString('utf8');
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, text, headers: res.headers, ms };
}

export class JourneyError extends Error {
  constructor(
    readonly step: string,
    readonly reply: Reply | null,
    detail?: string,
  ) {
    super(`${step} → ${reply ? `${reply.status} ${reply.body?.error?.code ?? ''}`.trim() : (detail ?? 'failed')}`);
    this.name = 'JourneyError';
  }
}

const idOf = (body: any, ...names: string[]): string | undefined => {
  for (const holder of [body, body?.order, body?.submission, body?.session, body?.checkout]) {
    for (const n of names) if (holder && typeof holder[n] === 'string') return holder[n];
  }
  return undefined;
};

/**
 * The client journey through the API (shared/api/orders.ts): order → agreement (the contract version, a signature
 * naming the account holder) → payment method "office" (enough to go on to the questionnaire) → optionally the
 * office payment marked received by an admin. Throws a JourneyError naming the first step that is refused.
 */
export async function paidOrder(apiUrl: string, user: BenchUser, admin: BenchUser | null, type: QuestionnaireType): Promise<string> {
  const ok = (r: Reply, step: string) => {
    if (r.status < 200 || r.status > 299) throw new JourneyError(step, r);
    return r;
  };
  const order = ok(await call(apiUrl, 'POST', '/orders', { token: user.token, body: { questionnaireType: type } }), 'POST /orders');
  const orderId = idOf(order.body, 'orderId', 'id');
  if (!orderId) throw new JourneyError('POST /orders', order, 'no order id in the answer');
  const agreement = { contractVersion: LDA_CONTRACT_VERSION, signatureName: `${user.givenName} ${user.familyName}`, accepted: true };
  ok(
    await call(apiUrl, 'POST', `/orders/${orderId}/agreement`, { token: user.token, body: agreement }),
    'POST /orders/{orderId}/agreement',
  );
  ok(
    await call(apiUrl, 'POST', `/orders/${orderId}/payment-method`, { token: user.token, body: { method: 'office' } }),
    'POST /orders/{orderId}/payment-method',
  );
  if (admin)
    ok(
      await call(apiUrl, 'POST', `/admin/orders/${orderId}/office-payment`, { token: admin.token }),
      'POST /admin/orders/{orderId}/office-payment',
    );
  return orderId;
}

/** Submit answers as the questionnaire page does (body and fresh Idempotency-Key); returns the submission id. */
export async function submit(apiUrl: string, user: BenchUser, type: QuestionnaireType, answers: unknown): Promise<string> {
  const r = await call(apiUrl, 'POST', '/submissions', {
    token: user.token,
    body: { questionnaireType: type, answers },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (r.status < 200 || r.status > 299) throw new JourneyError('POST /submissions', r);
  const id = idOf(r.body, 'id', 'submissionId');
  if (!id) throw new JourneyError('POST /submissions', r, 'no submission id in the answer');
  return id;
}
