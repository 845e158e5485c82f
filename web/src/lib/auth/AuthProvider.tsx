import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Profile } from '../../../../shared/api/profile';
import type { SignUpRequest } from '../../../../shared/auth/forms';
import { ADMIN_GROUP, TOTP_SETUP_CLAIM } from '../../../../shared/auth/groups';
import { setTokenProvider } from '../api-token';
import { config } from '../config';
import { useI18n } from '../i18n/I18nProvider';
import { toast } from '../toast/ToastProvider';
import {
  amplifyClient,
  hasStoredSession,
  isTokenStoreKey,
  loadAmplifyAuth,
  switchAmplifyClient,
  whenAmplifyLoaded,
  type AuthModule,
  type ClientKind,
} from './amplify';

/**
 * Auth state (spec §4): loading, then signed-out or signed-in. The admin flag comes from the `admin` group claim of
 * the ID token (the server checks it again on every admin route). The session lives in localStorage (Amplify's
 * default token store), so it survives reloads. Events: initial session, signed in, signed out, token refreshed,
 * user updated, password recovery (`lastEvent`). Amplify is loaded on demand (./amplify.ts): when no session is
 * stored the visitor is signed out at once and Amplify loads only if they sign in or up.
 *
 * Token refresh (spec §9): every 30 s, when the ID token expires within 90 s it is refreshed; a failed refresh is
 * retried with exponential backoff from 200 ms. Amplify also refreshes on demand before each API call.
 *
 * Staff (issue 17, B-1) sign in through the staff app client (`staffSignIn`, the /auth/staff page): password, then the
 * code of their authenticator app, or — the first time — the enrolment of one (setUpTOTP, verifyTOTPSetup,
 * updateMFAPreference, then fresh tokens, which carry the admin claim). A staff-client session without the admin claim
 * is signed out (clients use the web client). Staff sessions end after 30 minutes without activity (IdleSignOut).
 */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

export interface AuthState {
  status: AuthStatus;
  userId: string | null;
  email: string | null;
  /** From the ID token (given_name / family_name); the profile has the editable names. */
  givenName: string | null;
  familyName: string | null;
  profile: Profile | null;
  isAdmin: boolean;
  /** The app client of the session: 'staff' for the console's sign-in (short sessions, idle sign-out). */
  client: ClientKind | null;
  lastEvent: AuthEvent | null;
}

/**
 * Where a staff sign-in stands: signed in (`done`), waiting for the authenticator's code (`code`), or enrolling an
 * authenticator (`enrol`: the shared secret to show as text and QR code; `via` says which Cognito call verifies it).
 */
export type StaffStep =
  { step: 'done'; state: AuthState } | { step: 'code' } | { step: 'enrol'; secret: string; via: 'setup' | 'challenge' };

/** What POST /auth/sign-up takes: the names, the email and the page's language (the password comes with the code). */
export type SignUpInput = SignUpRequest;

export interface AuthApi extends AuthState {
  /** Resolves with the signed-in state; throws Cognito's error (UserNotConfirmedException when the code is pending). */
  signIn(email: string, password: string): Promise<AuthState>;
  /**
   * Asks our API for an account (POST /auth/sign-up). The answer is the same whether or not the email has one: a code
   * goes to a new email, a notice to an existing account's owner (docs/security.md B-2).
   */
  signUp(input: SignUpInput): Promise<void>;
  /** The emailed code and the password chosen at sign-up (POST /auth/confirm-sign-up), then signs in with it. */
  confirmSignUp(email: string, code: string, password: string): Promise<AuthState>;
  /** A new code (POST /auth/resend-code; the same answer whatever the email). */
  resendSignUpCode(email: string): Promise<void>;
  /** Emails a reset code. */
  requestPasswordReset(email: string): Promise<void>;
  confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void>;
  /** Signs out, clears the profile and the admin flag, and says so in a toast (`idle`: after inactivity). */
  signOut(reason?: 'idle'): Promise<void>;
  /** Re-read the profile after it changed (My Account). */
  refreshProfile(): Promise<void>;
  /** The forgot-password flow started (spec: password recovery event). */
  notifyPasswordRecovery(): void;
  /** Staff: email and password through the staff app client; then `staffCode` or `staffEnrol`. */
  staffSignIn(email: string, password: string): Promise<StaffStep>;
  /** Staff: the 6-digit code of the enrolled authenticator. */
  staffCode(code: string): Promise<StaffStep>;
  /** Staff: the first code of a new authenticator (verifies and enables it, then signs in with the admin claim). */
  staffEnrol(code: string, via: 'setup' | 'challenge'): Promise<AuthState>;
  /** Staff: leave a sign-in half done (nothing of it stays stored). */
  cancelStaffSignIn(): Promise<void>;
}

export const SIGNED_OUT: AuthState = {
  status: 'signedOut',
  userId: null,
  email: null,
  givenName: null,
  familyName: null,
  profile: null,
  isAdmin: false,
  client: null,
  lastEvent: null,
};

/** Exported for tests, which provide a fake AuthApi. The app uses `<AuthProvider>`. */
export const AuthContext = createContext<AuthApi | null>(null);

/** Loaded only for staff sessions: public pages never fetch it. */
const IdleSignOut = lazy(() => import('./IdleSignOut').then((m) => ({ default: m.IdleSignOut })));

const CHECK_EVERY_MS = 30_000;
const REFRESH_MARGIN_MS = 90_000;
const BACKOFF_START_MS = 200;
const REFRESH_ATTEMPTS = 5;

function groupsOf(payload: Record<string, unknown> | undefined): string[] {
  const g = payload?.['cognito:groups'];
  return Array.isArray(g) ? g.map(String) : [];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function stateFromClaims(payload: Record<string, unknown>, event: AuthEvent, profile: Profile | null): AuthState {
  return {
    status: 'signedIn',
    userId: String(payload.sub ?? ''),
    email: str(payload.email),
    givenName: str(payload.given_name),
    familyName: str(payload.family_name),
    profile,
    isAdmin: groupsOf(payload).includes(ADMIN_GROUP),
    client: amplifyClient(),
    lastEvent: event,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const named = (name: string, message = name) => Object.assign(new Error(message), { name });

/** The next step of a sign-in that is not done yet, as an error the forms translate. */
function incomplete(step: string): Error {
  return named(step === 'CONFIRM_SIGN_UP' ? 'UserNotConfirmedException' : 'SignInIncompleteException', step);
}

/**
 * Sign in with `kind`'s app client, dropping any session of the other client first (a client's session must not come
 * back when a staff session ends, nor a stale staff session serve a client) and a stale one of the same client.
 */
async function signInWith(kind: ClientKind, username: string, password: string) {
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
async function amplifySignOut(auth: AuthModule): Promise<void> {
  try {
    await auth.signOut();
  } finally {
    await switchAmplifyClient('web');
  }
}

async function idTokenPayload(forceRefresh = false): Promise<Record<string, unknown> | null> {
  const { auth } = await loadAmplifyAuth();
  const session = await auth.fetchAuthSession({ forceRefresh });
  return (session.tokens?.idToken?.payload as Record<string, unknown> | undefined) ?? null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [state, setState] = useState<AuthState>({ ...SIGNED_OUT, status: 'loading' });
  const mounted = useRef(true);
  const signingIn = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  /**
   * `initial`: the first state (the stored session or none) is applied in a transition. A prerendered page may still
   * be hydrating (its lazy chunk in flight), and an urgent update reaching that Suspense boundary makes React discard
   * the server HTML and show the fallback until the chunk arrives (measured: CLS 0.53 on / in Lighthouse mobile).
   */
  const set = useCallback((next: AuthState | ((s: AuthState) => AuthState), initial = false) => {
    if (!mounted.current) return;
    if (initial) startTransition(() => setState(next));
    else setState(next);
  }, []);

  /** Read the session; when signed in, read the profile (GET /me). */
  const load = useCallback(
    async (event: AuthEvent): Promise<AuthState> => {
      const payload = await idTokenPayload().catch(() => null);
      if (!payload) {
        const out = { ...SIGNED_OUT, lastEvent: event === 'INITIAL_SESSION' ? event : ('SIGNED_OUT' as const) };
        set(out, event === 'INITIAL_SESSION');
        return out;
      }
      let profile: Profile | null = null;
      let isAdmin = false;
      try {
        // The typed client (the route contracts, zod) loads with the first signed-in read: public pages load neither.
        const { call } = await import('../api');
        const me = await call('GET /me');
        profile = me.profile;
        isAdmin = me.isAdmin;
      } catch {
        // Signed in but the API is unreachable: stay signed in; pages show their own retry.
      }
      const out = stateFromClaims(payload, event, profile);
      out.isAdmin = out.isAdmin || isAdmin;
      if (out.client === 'staff' && !out.isAdmin) {
        // The staff client serves the console only: without the admin claim (not staff, or revoked) no session.
        const { auth } = await loadAmplifyAuth();
        await amplifySignOut(auth).catch(() => undefined);
        const gone = { ...SIGNED_OUT, lastEvent: event === 'INITIAL_SESSION' ? event : ('SIGNED_OUT' as const) };
        set(gone, event === 'INITIAL_SESSION');
        return gone;
      }
      set(out, event === 'INITIAL_SESSION');
      return out;
    },
    [set],
  );

  /** After a failed refresh or a change in another tab: signed out only if the session is really gone. */
  const recheck = useCallback(async () => {
    const payload = await idTokenPayload().catch(() => null);
    if (!payload && stateRef.current.status === 'signedIn') set({ ...SIGNED_OUT, lastEvent: 'SIGNED_OUT' });
    else if (payload && stateRef.current.status !== 'signedIn') void load('SIGNED_IN');
  }, [load, set]);

  useEffect(() => {
    mounted.current = true;
    setTokenProvider(async () => {
      if (!hasStoredSession()) return null;
      try {
        const { auth } = await loadAmplifyAuth();
        const session = await auth.fetchAuthSession();
        return session.tokens?.idToken?.toString() ?? null;
      } catch {
        return null;
      }
    });
    if (hasStoredSession()) void load('INITIAL_SESSION');
    else set({ ...SIGNED_OUT, lastEvent: 'INITIAL_SESSION' }, true);

    // Amplify's events, once it has loaded (at once with a stored session, else when the visitor signs in or up).
    let stopHub: (() => void) | null = null;
    whenAmplifyLoaded()
      .then(({ Hub }) => {
        if (!mounted.current) return;
        stopHub = Hub.listen('auth', ({ payload }) => {
          switch (payload.event) {
            case 'signedIn':
              if (!signingIn.current) void load('SIGNED_IN');
              return;
            case 'signedOut':
              return set({ ...SIGNED_OUT, lastEvent: 'SIGNED_OUT' });
            case 'tokenRefresh':
              // New tokens: the group claim may have changed (an admin grant takes effect at refresh).
              void idTokenPayload()
                .then(
                  (p) =>
                    p &&
                    set((s) =>
                      s.status === 'signedIn' ? { ...s, isAdmin: groupsOf(p).includes(ADMIN_GROUP), lastEvent: 'TOKEN_REFRESHED' } : s,
                    ),
                )
                .catch(() => undefined);
              return;
            case 'tokenRefresh_failure':
              void recheck();
              return;
          }
        });
      })
      .catch(() => undefined);

    // Another tab signed in or out (Amplify keeps its tokens in localStorage under CognitoIdentityServiceProvider.*).
    const onStorage = (e: StorageEvent) => {
      if (isTokenStoreKey(e.key)) void recheck();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      mounted.current = false;
      stopHub?.();
      window.removeEventListener('storage', onStorage);
    };
  }, [load, recheck, set]);

  // Proactive refresh while signed in.
  useEffect(() => {
    if (state.status !== 'signedIn') return;
    let cancelled = false;
    const tick = async () => {
      const payload = await idTokenPayload().catch(() => null);
      const exp = typeof payload?.exp === 'number' ? payload.exp * 1000 : null;
      if (!exp || exp - Date.now() > REFRESH_MARGIN_MS) return;
      for (let attempt = 0; attempt < REFRESH_ATTEMPTS && !cancelled; attempt++) {
        try {
          await idTokenPayload(true);
          return;
        } catch {
          await sleep(BACKOFF_START_MS * 2 ** attempt);
        }
      }
    };
    const id = setInterval(() => void tick(), CHECK_EVERY_MS);
    return () => {
      cancelled = true;
      clearInterval(id);
    };
  }, [state.status]);

  /** The end of a staff sign-in: the state, or — without the admin claim — signed out again with NotStaffException. */
  const staffDone = useCallback(
    async (_auth: AuthModule): Promise<AuthState> => {
      signingIn.current = false;
      const state = await load('SIGNED_IN');
      if (state.status !== 'signedIn') throw named('NotStaffException');
      return state;
    },
    [load],
  );

  /** The staff sign-in's next screen from Amplify's answer. */
  const staffNext = useCallback(
    async (auth: AuthModule, isSignedIn: boolean, nextStep: { signInStep: string; totpSetupDetails?: { sharedSecret: string } }) => {
      if (isSignedIn) {
        // Signed in with the password alone: a member without an authenticator yet (the token says so) enrols one
        // now; anyone else is not staff (staffDone signs them out).
        const payload = await idTokenPayload().catch(() => null);
        if (payload?.[TOTP_SETUP_CLAIM] !== 'required') return { step: 'done' as const, state: await staffDone(auth) };
        const details = await auth.setUpTOTP();
        return { step: 'enrol' as const, secret: details.sharedSecret, via: 'setup' as const };
      }
      if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { step: 'code' as const };
      if (nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' && nextStep.totpSetupDetails)
        return { step: 'enrol' as const, secret: nextStep.totpSetupDetails.sharedSecret, via: 'challenge' as const };
      signingIn.current = false;
      await amplifySignOut(auth).catch(() => undefined);
      throw incomplete(nextStep.signInStep);
    },
    [staffDone],
  );

  const value = useMemo<AuthApi>(() => {
    const api: AuthApi = {
      ...state,
      async signIn(email, password) {
        signingIn.current = true;
        try {
          const { result } = await signInWith('web', email.trim(), password);
          // An account with an authenticator is staff: the console's own sign-in asks for the code.
          if (!result.isSignedIn && result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') throw named('StaffAccountException');
          if (!result.isSignedIn) throw incomplete(result.nextStep.signInStep);
          return await load('SIGNED_IN');
        } finally {
          signingIn.current = false;
        }
      },
      async staffSignIn(email, password) {
        // Held until the whole sign-in is done: Amplify's "signed in" after the password alone must not load a state.
        signingIn.current = true;
        try {
          const { auth, result } = await signInWith('staff', email.trim(), password);
          return await staffNext(auth, result.isSignedIn, result.nextStep);
        } catch (err) {
          signingIn.current = false;
          throw err;
        }
      },
      async staffCode(code) {
        const { auth } = await switchAmplifyClient('staff');
        const result = await auth.confirmSignIn({ challengeResponse: code.replace(/\s+/g, '') });
        return staffNext(auth, result.isSignedIn, result.nextStep);
      },
      async staffEnrol(code, via) {
        const { auth } = await switchAmplifyClient('staff');
        const clean = code.replace(/\s+/g, '');
        if (via === 'challenge') {
          const result = await auth.confirmSignIn({ challengeResponse: clean });
          if (!result.isSignedIn) throw incomplete(result.nextStep.signInStep);
        } else {
          await auth.verifyTOTPSetup({ code: clean });
          await auth.updateMFAPreference({ totp: 'PREFERRED' });
          // Tokens issued from now on carry the admin claim (the pre-token-generation trigger sees the authenticator).
          await auth.fetchAuthSession({ forceRefresh: true });
        }
        return staffDone(auth);
      },
      async cancelStaffSignIn() {
        if (!signingIn.current) return;
        signingIn.current = false;
        const { auth } = await loadAmplifyAuth();
        await amplifySignOut(auth).catch(() => undefined);
      },
      async signUp(input) {
        const { call } = await import('../api');
        await call('POST /auth/sign-up', { body: input });
      },
      async confirmSignUp(email, code, password) {
        const { call } = await import('../api');
        await call('POST /auth/confirm-sign-up', { body: { email, code, password } });
        return api.signIn(email, password);
      },
      async resendSignUpCode(email) {
        const { call } = await import('../api');
        await call('POST /auth/resend-code', { body: { email } });
      },
      async requestPasswordReset(email) {
        const { auth } = await loadAmplifyAuth();
        await auth.resetPassword({ username: email.trim() });
      },
      async confirmPasswordReset(email, code, newPassword) {
        const { auth } = await loadAmplifyAuth();
        await auth.confirmResetPassword({ username: email.trim(), confirmationCode: code.replace(/\s+/g, ''), newPassword });
      },
      async signOut(reason) {
        try {
          const { auth } = await loadAmplifyAuth();
          await amplifySignOut(auth);
        } catch {
          // The local session is cleared even when revoking the refresh token failed (offline).
        }
        set({ ...SIGNED_OUT, lastEvent: 'SIGNED_OUT' });
        // The toast's words are the signed-in app's, not yet loaded when signing out from a public page's header.
        await import('../i18n/account-messages').catch(() => undefined);
        if (reason === 'idle') toast.info(t('auth.idle.signedOutTitle'), t('auth.idle.signedOutText'));
        else toast.success(t('auth.toast.signedOutTitle'), t('auth.toast.signedOutText'));
      },
      async refreshProfile() {
        await load('USER_UPDATED');
      },
      notifyPasswordRecovery: () => set((s) => ({ ...s, lastEvent: 'PASSWORD_RECOVERY' })),
    };
    return api;
  }, [state, load, set, t, staffNext, staffDone]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {state.status === 'signedIn' && state.client === 'staff' && (
        <Suspense fallback={null}>
          <IdleSignOut onIdle={() => void value.signOut('idle')} />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** The name to greet or prefill with: the profile's, else the token's. */
export function displayName(a: Pick<AuthState, 'profile' | 'givenName' | 'familyName'>): string {
  const first = a.profile?.firstName || a.givenName || '';
  const last = a.profile?.lastName || a.familyName || '';
  return `${first} ${last}`.trim();
}
