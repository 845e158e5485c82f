import { useSyncExternalStore } from 'react';
import { config } from '../config';

/**
 * What "Quick exit" forgets before it leaves (docs/security.md F1): the sign-in (Amplify's tokens in localStorage,
 * and the refresh token revoked at Cognito as far as the page has time to ask), the tab's own storage, and whatever
 * the signed-in app registered (the query cache: onQuickExit). Synchronous, so it is done before the page goes; no
 * network is needed for any of it. Reopening the site then finds nobody signed in and nothing cached. Entries of the
 * tab's history before the current one cannot be removed by a page; they lead to pages that ask to sign in.
 */
const cleaners = new Set<() => void>();

/** Register something to forget on quick exit (returns the unregistration). */
export function onQuickExit(forget: () => void): () => void {
  cleaners.add(forget);
  return () => void cleaners.delete(forget);
}

/** Storage keys of the sign-in: Amplify's token store and its helpers. */
const SESSION_KEY = /^(CognitoIdentityServiceProvider\.|amplify|aws\.cognito)/;

/** Ask Cognito to revoke the stored refresh tokens (best effort: `keepalive` lets the request outlive the page). */
function revokeRefreshTokens(keys: string[]): void {
  let c;
  try {
    c = config();
  } catch {
    return;
  }
  const endpoint = c.userPoolEndpoint ?? `https://cognito-idp.${c.region}.amazonaws.com/`;
  for (const key of keys) {
    const match = /^CognitoIdentityServiceProvider\.([^.]+)\..+\.refreshToken$/.exec(key);
    const token = match ? localStorage.getItem(key) : null;
    if (!match || !token) continue;
    try {
      void fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.RevokeToken' },
        body: JSON.stringify({ ClientId: match[1], Token: token }),
      }).catch(() => undefined);
    } catch {
      // Leaving matters more than the revocation: the token is deleted below either way.
    }
  }
}

/** Forget the session on this device at once: tokens, the tab's storage, the registered caches. */
export function forgetSession(): void {
  try {
    const keys = Object.keys(localStorage).filter((k) => SESSION_KEY.test(k));
    revokeRefreshTokens(keys);
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored there to forget.
  }
  try {
    sessionStorage.clear();
  } catch {
    // As above.
  }
  for (const forget of cleaners) {
    try {
      forget();
    } catch {
      // One cache failing to clear must not stop the exit.
    }
  }
  setSensitiveAccount(false);
}

/**
 * Whether the signed-in client has a sensitive case (a domestic-violence order, shared/questionnaire-types.ts
 * SENSITIVE_TYPES): then "Quick exit" is on every page, not only on the sensitive questionnaire's. Set by the
 * signed-in app from the client's orders (lib/query/SensitiveCaseWatch.tsx); kept for the tab so a reload shows the
 * button at once.
 */
const TAB_KEY = 'lda.qe';
let sensitive = readTab();
const listeners = new Set<() => void>();

function readTab(): boolean {
  try {
    return sessionStorage.getItem(TAB_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSensitiveAccount(value: boolean): void {
  if (value === sensitive) return;
  sensitive = value;
  try {
    if (value) sessionStorage.setItem(TAB_KEY, '1');
    else sessionStorage.removeItem(TAB_KEY);
  } catch {
    // The button still shows for this page's life.
  }
  listeners.forEach((l) => l());
}

export function useSensitiveAccount(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => sensitive,
    () => false,
  );
}
