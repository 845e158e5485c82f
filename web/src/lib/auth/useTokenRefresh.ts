import { useEffect } from 'react';
import { idTokenClaims } from './amplify-session';
import { refreshDue, refreshWithBackoff } from './session';

/** How often the signed-in app looks at the ID token's expiry (spec §9). */
export const CHECK_EVERY_MS = 30_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Proactive refresh while signed in (spec §9): every 30 s, when the ID token expires within 90 s it is refreshed; a
 * failed refresh is retried with exponential backoff from 200 ms (session.ts). Amplify also refreshes on demand before
 * each API call; a refresh that finally fails reaches the provider as Amplify's `tokenRefresh_failure` event.
 */
export function useTokenRefresh(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    const tick = async () => {
      const claims = await idTokenClaims().catch(() => null);
      if (!refreshDue(claims, Date.now())) return;
      await refreshWithBackoff(
        () => idTokenClaims(true),
        sleep,
        () => cancelled,
      );
    };
    const id = setInterval(() => void tick(), CHECK_EVERY_MS);
    return () => {
      cancelled = true;
      clearInterval(id);
    };
  }, [signedIn]);
}
