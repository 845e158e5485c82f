import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchAuthSession, signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { MeResponseSchema, type Profile } from '../../../../shared/api/profile';
import { ADMIN_GROUP } from '../../../../shared/auth/groups';
import { api, setTokenProvider } from '../api';
import { config } from '../config';

/**
 * Auth state (spec §4): loading, then signed-out or signed-in. The admin flag comes from the `admin` group claim
 * (the server checks it again on every admin route). The session lives in localStorage (Amplify's default store).
 * Events handled: initial session, signed in, signed out, token refreshed, user updated, password recovery.
 */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

export interface AuthState {
  status: AuthStatus;
  userId: string | null;
  email: string | null;
  profile: Profile | null;
  isAdmin: boolean;
  lastEvent: AuthEvent | null;
}

export interface AuthApi extends AuthState {
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Re-read the profile after it changed (My Account). */
  refreshProfile(): Promise<void>;
  /** The forgot-password flow started (spec: password recovery event). */
  notifyPasswordRecovery(): void;
}

const signedOut: AuthState = { status: 'signedOut', userId: null, email: null, profile: null, isAdmin: false, lastEvent: null };
const AuthContext = createContext<AuthApi | null>(null);

async function currentIdToken(forceRefresh = false): Promise<string | null> {
  try {
    const session = await fetchAuthSession({ forceRefresh });
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

function groupsOf(payload: Record<string, unknown> | undefined): string[] {
  const g = payload?.['cognito:groups'];
  return Array.isArray(g) ? g.map(String) : [];
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ ...signedOut, status: 'loading' });
  const mounted = useRef(true);

  const load = useCallback(async (event: AuthEvent) => {
    const session = await fetchAuthSession().catch(() => null);
    const idToken = session?.tokens?.idToken;
    if (!idToken) {
      if (mounted.current) setState({ ...signedOut, lastEvent: event });
      return;
    }
    const payload = idToken.payload as Record<string, unknown>;
    const base: AuthState = {
      status: 'signedIn',
      userId: String(payload.sub ?? ''),
      email: typeof payload.email === 'string' ? payload.email : null,
      profile: null,
      isAdmin: groupsOf(payload).includes(ADMIN_GROUP),
      lastEvent: event,
    };
    try {
      const me = await api('/me', { schema: MeResponseSchema });
      if (mounted.current) setState({ ...base, profile: me.profile });
    } catch {
      // Signed in but the API is unreachable: stay signed in; pages show their own retry.
      if (mounted.current) setState(base);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    setTokenProvider(() => currentIdToken());
    void load('INITIAL_SESSION');
    const stop = Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
          return void load('SIGNED_IN');
        case 'signedOut':
          return setState({ ...signedOut, lastEvent: 'SIGNED_OUT' });
        case 'tokenRefresh':
          return setState((s) => ({ ...s, lastEvent: 'TOKEN_REFRESHED' }));
        case 'tokenRefresh_failure':
          return setState({ ...signedOut, lastEvent: 'SIGNED_OUT' });
      }
    });
    return () => {
      mounted.current = false;
      stop();
    };
  }, [load]);

  const value = useMemo<AuthApi>(
    () => ({
      ...state,
      async signIn(email, password) {
        const result = await amplifySignIn({ username: email.trim(), password, options: { authFlowType: config().authFlowType } });
        if (!result.isSignedIn) {
          const step = result.nextStep.signInStep;
          throw Object.assign(new Error(step), { name: step === 'CONFIRM_SIGN_UP' ? 'UserNotConfirmedException' : 'SignInIncomplete' });
        }
        await load('SIGNED_IN');
      },
      async signOut() {
        await amplifySignOut();
        setState({ ...signedOut, lastEvent: 'SIGNED_OUT' });
      },
      refreshProfile: () => load('USER_UPDATED'),
      notifyPasswordRecovery: () => setState((s) => ({ ...s, lastEvent: 'PASSWORD_RECOVERY' })),
    }),
    [state, load],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
