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
import { setSessionEndedHandler, setTokenProvider } from '../api-token';
import { useI18n } from '../i18n/I18nProvider';
import { toast } from '../toast/ToastProvider';
import { accountCommands, changePasswordEverywhere, endEverySession, type AccountCommands } from './account';
import { amplifyClient, hasStoredSession } from './amplify';
import { idTokenClaims, idTokenForApi, signOutQuietly } from './amplify-session';
import { sessionState, signedOutAfter, SIGNED_OUT, withRefreshedClaims, type AuthEvent, type AuthState, type MeAnswer } from './session';
import type { StaffCommands } from './staff';
import { useAuthEvents } from './useAuthEvents';
import { useTokenRefresh } from './useTokenRefresh';

export { displayName, SIGNED_OUT, type AuthEvent, type AuthState, type AuthStatus } from './session';
export type { SignUpInput } from './account';
export type { StaffStep } from './staff';

/**
 * Auth state (spec §4): loading, then signed-out or signed-in. The admin flag comes from the `admin` group claim of
 * the ID token (the server checks it again on every admin route). The session lives in localStorage (Amplify's
 * default token store), so it survives reloads. Events: initial session, signed in, signed out, token refreshed,
 * user updated, password recovery (`lastEvent`). Amplify is loaded on demand (./amplify.ts): when no session is
 * stored the visitor is signed out at once and Amplify loads only if they sign in or up.
 *
 * The provider composes the parts: the session read into a state (./session.ts, pure; the Amplify calls in
 * ./amplify-session.ts), Amplify's and other tabs' events (./useAuthEvents.ts), the proactive token refresh
 * (./useTokenRefresh.ts), the client's commands (./account.ts) and the staff sign-in (./staff.ts). A staff-client
 * session without the admin claim is signed out (clients use the web client); staff sessions end after 30 minutes
 * without activity (./IdleSignOut.tsx).
 */
export interface AuthApi extends AuthState, AccountCommands, StaffCommands {
  /** Signs out, clears the profile and the admin flag, and says so in a toast (`idle`: after inactivity). */
  signOut(reason?: 'idle'): Promise<void>;
  /** Re-read the profile after it changed (My Account). */
  refreshProfile(): Promise<void>;
  /** The forgot-password flow started (spec: password recovery event). */
  notifyPasswordRecovery(): void;
  /** End every session of this person, on every device (this one signed out too). */
  signOutEverywhere(): Promise<void>;
  /** Change the password with the current one; every session then ends (this one signed out too). */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
}

/** Exported for tests, which provide a fake AuthApi. The app uses `<AuthProvider>`. */
export const AuthContext = createContext<AuthApi | null>(null);

/** Loaded only for staff sessions: public pages never fetch it. */
const IdleSignOut = lazy(() => import('./IdleSignOut').then((m) => ({ default: m.IdleSignOut })));

/**
 * GET /me: the profile and the server's word on the admin role; null when the API cannot be reached; 'ended' when the
 * API refuses the session (ended elsewhere: signed out everywhere, a password changed, the account deleted).
 */
async function readMe(): Promise<MeAnswer | null | 'ended'> {
  try {
    // The typed client (the route contracts, zod) loads with the first signed-in read: public pages load neither.
    const { call, ApiError } = await import('../api');
    return await call('GET /me').catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 401) return 'ended' as const;
      throw err;
    });
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [state, setState] = useState<AuthState>({ ...SIGNED_OUT, status: 'loading' });
  const mounted = useRef(true);
  const signingIn = useRef(false);
  const stateRef = useRef(state);
  // The words of the language shown when a session ends (the handler is set once, on mount).
  const tRef = useRef(t);
  tRef.current = t;
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

  /** Read the session into the state (with the profile when signed in); a staff session without the admin role ends. */
  const load = useCallback(
    async (event: AuthEvent): Promise<AuthState> => {
      const initial = event === 'INITIAL_SESSION';
      const claims = await idTokenClaims().catch(() => null);
      const me = claims ? await readMe() : null;
      if (me === 'ended') {
        // The API refuses this session: it ended elsewhere. Its tokens are dropped here too.
        await signOutQuietly();
        const out = signedOutAfter(event);
        set(out, initial);
        return out;
      }
      let next = claims ? sessionState(claims, event, amplifyClient(), me) : signedOutAfter(event);
      if (next === 'notStaff') {
        await signOutQuietly();
        next = signedOutAfter(event);
      }
      set(next, initial);
      return next;
    },
    [set],
  );

  /** After a failed refresh or a change in another tab: signed out only if the session is really gone. */
  const recheck = useCallback(async () => {
    const claims = await idTokenClaims().catch(() => null);
    if (!claims && stateRef.current.status === 'signedIn') set(signedOutAfter('SIGNED_OUT'));
    else if (claims && stateRef.current.status !== 'signedIn') void load('SIGNED_IN');
  }, [load, set]);

  useEffect(() => {
    mounted.current = true;
    setTokenProvider(idTokenForApi);
    // A call the API refused (401): the session was ended elsewhere; sign out here and say why.
    setSessionEndedHandler(() => {
      if (stateRef.current.status !== 'signedIn') return;
      void signOutQuietly().then(async () => {
        set(signedOutAfter('SIGNED_OUT'));
        await import('../i18n/account-messages').catch(() => undefined);
        toast.info(tRef.current('safety.session.endedTitle'), tRef.current('safety.session.endedText'));
      });
    });
    if (hasStoredSession()) void load('INITIAL_SESSION');
    else set(signedOutAfter('INITIAL_SESSION'), true);
    return () => {
      mounted.current = false;
    };
  }, [load, set]);

  useAuthEvents({
    signedIn: useCallback(() => {
      if (!signingIn.current) void load('SIGNED_IN');
    }, [load]),
    signedOut: useCallback(() => set(signedOutAfter('SIGNED_OUT')), [set]),
    tokensRefreshed: useCallback(() => {
      void idTokenClaims()
        .then((claims) => claims && set((s) => withRefreshedClaims(s, claims)))
        .catch(() => undefined);
    }, [set]),
    sessionInDoubt: useCallback(() => void recheck(), [recheck]),
  });

  useTokenRefresh(state.status === 'signedIn');

  /** The staff sign-in's code (./staff.ts) loads with the first staff step: the clients' pages never fetch it. */
  const commands = useMemo<AccountCommands & StaffCommands>(() => {
    const staff = () => import('./staff').then((m) => m.staffCommands(load, signingIn));
    return {
      ...accountCommands(load, signingIn),
      staffSignIn: async (email, password) => (await staff()).staffSignIn(email, password),
      staffCode: async (code) => (await staff()).staffCode(code),
      staffEnrol: async (code, via) => (await staff()).staffEnrol(code, via),
      cancelStaffSignIn: async () => {
        if (signingIn.current) await (await staff()).cancelStaffSignIn();
      },
    };
  }, [load]);

  const value = useMemo<AuthApi>(
    () => ({
      ...state,
      ...commands,
      async signOut(reason) {
        await signOutQuietly();
        set(signedOutAfter('SIGNED_OUT'));
        // The toast's words are the signed-in app's, not yet loaded when signing out from a public page's header.
        await import('../i18n/account-messages').catch(() => undefined);
        if (reason === 'idle') toast.info(t('auth.idle.signedOutTitle'), t('auth.idle.signedOutText'));
        else toast.success(t('auth.toast.signedOutTitle'), t('auth.toast.signedOutText'));
      },
      async refreshProfile() {
        await load('USER_UPDATED');
      },
      notifyPasswordRecovery: () => set((s) => ({ ...s, lastEvent: 'PASSWORD_RECOVERY' })),
      async signOutEverywhere() {
        await endEverySession('signed_out');
        await signOutQuietly();
        set(signedOutAfter('SIGNED_OUT'));
      },
      async changePassword(oldPassword, newPassword) {
        await changePasswordEverywhere(oldPassword, newPassword);
        await signOutQuietly();
        set(signedOutAfter('SIGNED_OUT'));
      },
    }),
    [state, commands, load, set, t],
  );

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
