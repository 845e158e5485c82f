import { config } from '../config';
import { hasStoredSession, loadAmplifyAuth, switchAmplifyClient, type AuthModule, type ClientKind } from './amplify';
import type { Claims } from './session';

/**
 * The Amplify calls the auth layer makes, each loading Amplify on first use (./amplify.ts): reading the session's ID
 * token, signing in with an app client, signing out. The rules over what they return are in ./session.ts.
 */

/** The ID token's claims (refreshed first with `forceRefresh`), or null when no session is stored. */
export async function idTokenClaims(forceRefresh = false): Promise<Claims | null> {
  const { auth } = await loadAmplifyAuth();
  const session = await auth.fetchAuthSession({ forceRefresh });
  return (session.tokens?.idToken?.payload as Claims | undefined) ?? null;
}

/** The ID token for the API's Authorization header (lib/api-token.ts); null when signed out, without loading Amplify. */
export async function idTokenForApi(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  try {
    const { auth } = await loadAmplifyAuth();
    const session = await auth.fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/**
 * Sign in with `kind`'s app client, dropping any session of the other client first (a client's session must not come
 * back when a staff session ends, nor a stale staff session serve a client) and a stale one of the same client.
 */
export async function signInWith(kind: ClientKind, username: string, password: string) {
  const other: ClientKind = kind === 'staff' ? 'web' : 'staff';
  if (hasStoredSession()) {
    const { auth } = await switchAmplifyClient(other);
    await auth.signOut().catch(() => undefined);
  }
  const { auth } = await switchAmplifyClient(kind);
  const options = { authFlowType: config().authFlowType };
  try {
    return { auth, result: await auth.signIn({ username, password, options }) };
  } catch (err) {
    // A stale session from an earlier visit: drop it and try once more.
    if ((err as Error).name !== 'UserAlreadyAuthenticatedException') throw err;
    await auth.signOut().catch(() => undefined);
    return { auth, result: await auth.signIn({ username, password, options }) };
  }
}

/** Sign out of Amplify and point it back at the web client (the default for the next visitor). */
export async function amplifySignOut(auth: AuthModule): Promise<void> {
  try {
    await auth.signOut();
  } finally {
    await switchAmplifyClient('web');
  }
}

/** The same, loading Amplify if needed, for the paths where a failed sign-out changes nothing (the session is dropped). */
export async function signOutQuietly(): Promise<void> {
  try {
    const { auth } = await loadAmplifyAuth();
    await amplifySignOut(auth);
  } catch {
    // Revoking the refresh token failed (offline): the local session is cleared all the same.
  }
}
