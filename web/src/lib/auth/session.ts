import type { Profile } from '../../../../shared/api/profile';
import { ADMIN_GROUP, SERVER_GROUP, TOTP_SETUP_CLAIM } from '../../../../shared/auth/groups';
import type { ClientKind } from './amplify';

/**
 * The app's auth state and how a session becomes one: pure functions over the ID token's claims and the API's answer
 * to GET /me, with no Amplify and no React, so each rule is unit-tested (test/unit/auth-session.test.ts). The Amplify
 * calls are in ./amplify-session.ts, the provider that holds the state in ./AuthProvider.tsx.
 */
export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';
export type Claims = Record<string, unknown>;

export interface AuthState {
  status: AuthStatus;
  userId: string | null;
  email: string | null;
  /** From the ID token (given_name / family_name); the profile has the editable names. */
  givenName: string | null;
  familyName: string | null;
  profile: Profile | null;
  isAdmin: boolean;
  /**
   * A registered process server (the `server` group claim, issued only through the staff client with TOTP): the
   * field app. Only for routing; the API checks the group again on every field route. Absent: not a server.
   */
  isServer?: boolean;
  /** The app client of the session: 'staff' for the console's sign-in (short sessions, idle sign-out). */
  client: ClientKind | null;
  lastEvent: AuthEvent | null;
}

export const SIGNED_OUT: AuthState = {
  status: 'signedOut',
  userId: null,
  email: null,
  givenName: null,
  familyName: null,
  profile: null,
  isAdmin: false,
  isServer: false,
  client: null,
  lastEvent: null,
};

/** Signed out after `event`: the first read keeps INITIAL_SESSION (nobody was signed in), anything later SIGNED_OUT. */
export function signedOutAfter(event: AuthEvent): AuthState {
  return { ...SIGNED_OUT, lastEvent: event === 'INITIAL_SESSION' ? event : 'SIGNED_OUT' };
}

/** Whether the ID token's `cognito:groups` claim holds the admin group (the server checks it again on every route). */
export function isAdminClaim(claims: Claims | null | undefined): boolean {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) && groups.map(String).includes(ADMIN_GROUP);
}

/** Whether the ID token's `cognito:groups` claim holds the process servers' group (issue 32). */
export function isServerClaim(claims: Claims | null | undefined): boolean {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) && groups.map(String).includes(SERVER_GROUP);
}

/** Whether a staff member signed in with the password alone must enrol an authenticator now (the trigger's claim). */
export const needsTotpSetup = (claims: Claims | null | undefined): boolean => claims?.[TOTP_SETUP_CLAIM] === 'required';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** What GET /me adds to the token: the editable profile and the server's word on the admin role. */
export interface MeAnswer {
  profile: Profile | null;
  isAdmin: boolean;
}

/**
 * The state of a session read after `event`: from the ID token's claims, the profile (null when the API could not be
 * reached: the visitor stays signed in and pages show their own retry) and the app client that holds the session.
 * A staff-client session without the admin role (not staff, or revoked) is no session: the caller signs it out.
 */
export function sessionState(claims: Claims, event: AuthEvent, client: ClientKind | null, me: MeAnswer | null): AuthState | 'notStaff' {
  const isAdmin = isAdminClaim(claims) || (me?.isAdmin ?? false);
  const isServer = isServerClaim(claims);
  if (client === 'staff' && !isAdmin && !isServer) return 'notStaff';
  return {
    status: 'signedIn',
    userId: String(claims.sub ?? ''),
    email: str(claims.email),
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    profile: me?.profile ?? null,
    isAdmin,
    isServer,
    client,
    lastEvent: event,
  };
}

/** New tokens: the admin claim may have changed (a grant takes effect at refresh); a signed-out state stays so. */
export function withRefreshedClaims(state: AuthState, claims: Claims): AuthState {
  return state.status === 'signedIn'
    ? { ...state, isAdmin: isAdminClaim(claims), isServer: isServerClaim(claims), lastEvent: 'TOKEN_REFRESHED' }
    : state;
}

/** Refresh the ID token when it expires within this margin (spec §9), checking every CHECK_EVERY_MS. */
export const REFRESH_MARGIN_MS = 90_000;

/** Whether the ID token of `claims` (its `exp`, in seconds) expires within the margin at `now` (ms). */
export function refreshDue(claims: Claims | null, now: number): boolean {
  const exp = typeof claims?.exp === 'number' ? claims.exp * 1000 : null;
  return exp !== null && exp - now <= REFRESH_MARGIN_MS;
}

/** An error with Cognito's naming (`name` is what the forms translate, lib/auth/errors.ts). */
export const named = (name: string, message = name): Error => Object.assign(new Error(message), { name });

/** The next step of a sign-in that is not done yet, as an error the forms translate. */
export function incomplete(step: string): Error {
  return named(step === 'CONFIRM_SIGN_UP' ? 'UserNotConfirmedException' : 'SignInIncompleteException', step);
}

/** The name to greet or prefill with: the profile's, else the token's. */
export function displayName(a: Pick<AuthState, 'profile' | 'givenName' | 'familyName'>): string {
  const first = a.profile?.firstName || a.givenName || '';
  const last = a.profile?.lastName || a.familyName || '';
  return `${first} ${last}`.trim();
}

/** Amplify's answer to a sign-in step: signed in, or the step it waits for. */
export interface SignInAnswer {
  isSignedIn: boolean;
  nextStep: { signInStep: string; totpSetupDetails?: { sharedSecret: string } };
}

/**
 * A client's sign-in (the web client) that did not end signed in, as the error the form shows: an account with an
 * authenticator is staff (the console's own sign-in asks for the code); any other step is not done. Null when signed in.
 */
export function clientSignInError({ isSignedIn, nextStep }: SignInAnswer): Error | null {
  if (isSignedIn) return null;
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return named('StaffAccountException');
  return incomplete(nextStep.signInStep);
}

/** The proactive refresh's retries: five attempts, waiting 200 ms, 400 ms, … after each failure. */
export const REFRESH_ATTEMPTS = 5;
export const BACKOFF_START_MS = 200;

/**
 * Try `refresh` until it succeeds, at most REFRESH_ATTEMPTS times, waiting (`sleep`) with exponential backoff after
 * each failure; `stopped()` ends the retries (the visitor signed out). Resolves whether it succeeded.
 */
export async function refreshWithBackoff(
  refresh: () => Promise<unknown>,
  sleep: (ms: number) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<boolean> {
  for (let attempt = 0; attempt < REFRESH_ATTEMPTS && !stopped(); attempt++) {
    try {
      await refresh();
      return true;
    } catch {
      await sleep(BACKOFF_START_MS * 2 ** attempt);
    }
  }
  return false;
}
