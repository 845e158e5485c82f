/**
 * Demo data for the local stack, written through the public API with real tokens (so it obeys every server rule).
 * Runs only into an empty database: the demo client's existing submissions are left alone.
 */
import type { SeedUser } from './cognito-setup';
import { signIn } from './tokens';

export interface SeedContext {
  apiUrl: string;
  cognitoEndpoint: string;
  clientId: string;
  admin: SeedUser;
  demo: SeedUser;
}

export async function api(apiUrl: string, token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error(`Seeding failed: ${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
  return json;
}

export async function seedDemoData(ctx: SeedContext): Promise<void> {
  const admin = await signIn(ctx.cognitoEndpoint, ctx.clientId, ctx.admin.email, ctx.admin.password);
  const demo = await signIn(ctx.cognitoEndpoint, ctx.clientId, ctx.demo.email, ctx.demo.password);
  // Profiles are created on first call.
  await api(ctx.apiUrl, admin.idToken, 'GET', '/me');
  await api(ctx.apiUrl, demo.idToken, 'GET', '/me');
}
