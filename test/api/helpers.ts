/**
 * Helpers for the api suite: the running stack's info, fresh users with real Cognito tokens, and a small HTTP client.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { StackInfo } from '../../infra/local/stack';
import { cognitoClient, ensureUser } from '../../infra/local/cognito-setup';
import { signIn } from '../../infra/local/tokens';

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
}

/** A new confirmed user (optionally an admin) with a real ID token from the local Cognito. */
export async function newUser(opts: { admin?: boolean; givenName?: string; familyName?: string } = {}): Promise<TestUser> {
  const s = stack();
  const u = {
    email: `user-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 8)}-A1!`,
    givenName: opts.givenName ?? 'Test',
    familyName: opts.familyName ?? 'User',
    admin: opts.admin,
  };
  const sub = await ensureUser(cognitoClient(s.cognitoEndpoint), s.userPoolId, u);
  const tokens = await signIn(s.cognitoEndpoint, s.userPoolClientId, u.email, u.password);
  return { ...u, token: tokens.idToken, sub };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack().apiUrl}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}
