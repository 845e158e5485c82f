import { useEffect } from 'react';
import { isTokenStoreKey, whenAmplifyLoaded } from './amplify';

export interface AuthEventHandlers {
  /** Amplify signed in (this tab's sign-in, or a session restored). */
  signedIn(): void;
  /** Amplify signed out. */
  signedOut(): void;
  /** New tokens (proactive refresh, or Amplify's own before an API call): the claims may have changed. */
  tokensRefreshed(): void;
  /** A refresh failed, or another tab signed in or out: read the session again before deciding anything. */
  sessionInDoubt(): void;
}

/**
 * Amplify's auth events (its Hub, listened to once Amplify has loaded: at once with a stored session, else when the
 * visitor signs in or up; this never loads it) and the `storage` events of another tab writing Amplify's token store
 * (localStorage, keys `CognitoIdentityServiceProvider.*`). Pass stable handlers (useCallback): a new one re-subscribes.
 */
export function useAuthEvents({ signedIn, signedOut, tokensRefreshed, sessionInDoubt }: AuthEventHandlers): void {
  useEffect(() => {
    let active = true;
    let stopHub: (() => void) | null = null;
    whenAmplifyLoaded()
      .then(({ Hub }) => {
        if (!active) return;
        stopHub = Hub.listen('auth', ({ payload }) => {
          switch (payload.event) {
            case 'signedIn':
              return signedIn();
            case 'signedOut':
              return signedOut();
            case 'tokenRefresh':
              return tokensRefreshed();
            case 'tokenRefresh_failure':
              return sessionInDoubt();
          }
        });
      })
      .catch(() => undefined);

    const onStorage = (e: StorageEvent) => {
      if (isTokenStoreKey(e.key)) sessionInDoubt();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      stopHub?.();
      window.removeEventListener('storage', onStorage);
    };
  }, [signedIn, signedOut, tokensRefreshed, sessionInDoubt]);
}
