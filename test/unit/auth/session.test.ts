/**
 * The auth layer's pure rules (web/src/lib/auth/session.ts, staff.ts): how an ID token and GET /me become the app's
 * auth state, when the token is refreshed and how often a failed refresh is retried, and which screen a sign-in's
 * answer leads to. No Amplify, no React, no clock: each rule is a function of its inputs.
 */
import type { Profile } from '../../../shared/api/profile';
import {
  BACKOFF_START_MS,
  clientSignInError,
  displayName,
  isAdminClaim,
  REFRESH_ATTEMPTS,
  REFRESH_MARGIN_MS,
  refreshDue,
  refreshWithBackoff,
  sessionState,
  SIGNED_OUT,
  signedOutAfter,
  withRefreshedClaims,
  type AuthState,
} from '../../../web/src/lib/auth/session';
import { staffNextStep } from '../../../web/src/lib/auth/staff';

const CLAIMS = { sub: 'u-1', email: 'ana@example.com', given_name: 'Ana', family_name: 'Ruiz' };
const ADMIN = { ...CLAIMS, 'cognito:groups': ['admin'] };
const PROFILE = { firstName: 'Ana María', lastName: 'Ruiz Soto' } as Profile;

describe('sessionState', () => {
  it('reads the claims, the profile and the client into a signed-in state', () => {
    expect(sessionState(CLAIMS, 'SIGNED_IN', 'web', { profile: PROFILE, isAdmin: false })).toEqual({
      status: 'signedIn',
      userId: 'u-1',
      email: 'ana@example.com',
      givenName: 'Ana',
      familyName: 'Ruiz',
      profile: PROFILE,
      isAdmin: false,
      isServer: false,
      client: 'web',
      lastEvent: 'SIGNED_IN',
    });
  });

  it('stays signed in without a profile when the API could not be reached', () => {
    const s = sessionState(CLAIMS, 'INITIAL_SESSION', 'web', null) as AuthState;
    expect(s.status).toBe('signedIn');
    expect(s.profile).toBeNull();
    expect(s.isAdmin).toBe(false);
  });

  it('takes the admin role from the group claim or from the server', () => {
    expect((sessionState(ADMIN, 'SIGNED_IN', 'web', null) as AuthState).isAdmin).toBe(true);
    expect((sessionState(CLAIMS, 'SIGNED_IN', 'web', { profile: null, isAdmin: true }) as AuthState).isAdmin).toBe(true);
    expect((sessionState({ ...CLAIMS, 'cognito:groups': ['clients'] }, 'SIGNED_IN', 'web', null) as AuthState).isAdmin).toBe(false);
  });

  it('turns a staff-client session without the admin role away, and keeps one with it', () => {
    expect(sessionState(CLAIMS, 'SIGNED_IN', 'staff', { profile: null, isAdmin: false })).toBe('notStaff');
    expect(sessionState(CLAIMS, 'INITIAL_SESSION', 'staff', null)).toBe('notStaff');
    expect((sessionState(ADMIN, 'SIGNED_IN', 'staff', null) as AuthState).client).toBe('staff');
  });

  it('keeps a process server’s staff-client session (the server group claim, issue 32), for the field app only', () => {
    const server = sessionState({ ...CLAIMS, 'cognito:groups': ['server'] }, 'SIGNED_IN', 'staff', {
      profile: null,
      isAdmin: false,
    }) as AuthState;
    expect(server).toMatchObject({ status: 'signedIn', isServer: true, isAdmin: false, client: 'staff' });
    // The claim through the clients' app never arrives (the trigger leaves it out), and a client is not a server.
    expect((sessionState(CLAIMS, 'SIGNED_IN', 'web', null) as AuthState).isServer).toBe(false);
  });

  it('reads blank or missing names as null', () => {
    const s = sessionState({ sub: 'u-2', email: '', given_name: 42 }, 'SIGNED_IN', 'web', null) as AuthState;
    expect([s.email, s.givenName, s.familyName]).toEqual([null, null, null]);
  });
});

describe('signedOutAfter', () => {
  it('keeps INITIAL_SESSION for the first read and says SIGNED_OUT after anything else', () => {
    expect(signedOutAfter('INITIAL_SESSION')).toEqual({ ...SIGNED_OUT, lastEvent: 'INITIAL_SESSION' });
    for (const e of ['SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED', 'USER_UPDATED'] as const)
      expect(signedOutAfter(e)).toEqual({ ...SIGNED_OUT, lastEvent: 'SIGNED_OUT' });
  });
});

describe('withRefreshedClaims', () => {
  const signedIn = sessionState(CLAIMS, 'SIGNED_IN', 'web', null) as AuthState;
  it('grants and revokes the admin flag from the new token', () => {
    expect(withRefreshedClaims(signedIn, ADMIN)).toMatchObject({ isAdmin: true, lastEvent: 'TOKEN_REFRESHED', userId: 'u-1' });
    expect(withRefreshedClaims({ ...signedIn, isAdmin: true }, CLAIMS).isAdmin).toBe(false);
  });
  it('leaves a signed-out state alone', () => {
    expect(withRefreshedClaims(SIGNED_OUT, ADMIN)).toBe(SIGNED_OUT);
  });
});

describe('isAdminClaim', () => {
  it('needs the admin group in cognito:groups', () => {
    expect(isAdminClaim(ADMIN)).toBe(true);
    expect(isAdminClaim({ 'cognito:groups': 'admin' })).toBe(false);
    expect(isAdminClaim(null)).toBe(false);
  });
});

describe('refreshDue', () => {
  const now = Date.UTC(2026, 10, 22, 9);
  const exp = (ms: number) => ({ exp: (now + ms) / 1000 });
  it('is due within the 90-second margin and not before', () => {
    expect(REFRESH_MARGIN_MS).toBe(90_000);
    expect(refreshDue(exp(REFRESH_MARGIN_MS), now)).toBe(true);
    expect(refreshDue(exp(-1000), now)).toBe(true);
    expect(refreshDue(exp(REFRESH_MARGIN_MS + 1000), now)).toBe(false);
  });
  it('is never due without a session or an expiry', () => {
    expect(refreshDue(null, now)).toBe(false);
    expect(refreshDue({ exp: 'soon' }, now)).toBe(false);
  });
});

describe('refreshWithBackoff', () => {
  it('retries five times, waiting 200, 400, 800, 1600 and 3200 ms', async () => {
    const waits: number[] = [];
    const refresh = jest.fn().mockRejectedValue(new Error('offline'));
    const ok = await refreshWithBackoff(refresh, async (ms) => void waits.push(ms));
    expect(ok).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(REFRESH_ATTEMPTS);
    expect(waits).toEqual([1, 2, 4, 8, 16].map((k) => BACKOFF_START_MS * k));
  });
  it('stops at the first success', async () => {
    const refresh = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    expect(await refreshWithBackoff(refresh, async () => undefined)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
  it('stops retrying once stopped (signed out meanwhile)', async () => {
    let stopped = false;
    const refresh = jest.fn().mockRejectedValue(new Error('offline'));
    await refreshWithBackoff(
      refresh,
      async () => void (stopped = true),
      () => stopped,
    );
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('a sign-in that is not done', () => {
  const answer = (signInStep: string, isSignedIn = false) => ({ isSignedIn, nextStep: { signInStep } });

  it('client sign-in: an account with an authenticator is staff; a pending code is UserNotConfirmed', () => {
    expect(clientSignInError(answer('DONE', true))).toBeNull();
    expect(clientSignInError(answer('CONFIRM_SIGN_IN_WITH_TOTP_CODE'))?.name).toBe('StaffAccountException');
    expect(clientSignInError(answer('CONFIRM_SIGN_UP'))?.name).toBe('UserNotConfirmedException');
    expect(clientSignInError(answer('RESET_PASSWORD'))).toMatchObject({ name: 'SignInIncompleteException', message: 'RESET_PASSWORD' });
  });

  it('staff sign-in: the code, the enrolment Cognito asks for, or a step the page does not handle', () => {
    expect(staffNextStep(answer('CONFIRM_SIGN_IN_WITH_TOTP_CODE'), null)).toEqual({ step: 'code' });
    expect(
      staffNextStep(
        { isSignedIn: false, nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', totpSetupDetails: { sharedSecret: 'S3CR3T' } } },
        null,
      ),
    ).toEqual({ step: 'enrol', secret: 'S3CR3T', via: 'challenge' });
    expect(staffNextStep(answer('CONTINUE_SIGN_IN_WITH_TOTP_SETUP'), null)).toEqual({
      step: 'incomplete',
      signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
    });
    expect(staffNextStep(answer('CONFIRM_SIGN_UP'), null)).toEqual({ step: 'incomplete', signInStep: 'CONFIRM_SIGN_UP' });
  });

  it('staff signed in with the password alone: enrols when the token asks for it, else done', () => {
    expect(staffNextStep(answer('DONE', true), { ...CLAIMS, lda_totp_setup: 'required' })).toEqual({ step: 'setup' });
    expect(staffNextStep(answer('DONE', true), ADMIN)).toEqual({ step: 'done' });
    expect(staffNextStep(answer('DONE', true), null)).toEqual({ step: 'done' });
  });
});

describe('displayName', () => {
  it("prefers the profile's names over the token's", () => {
    expect(displayName({ profile: PROFILE, givenName: 'Ana', familyName: 'Ruiz' })).toBe('Ana María Ruiz Soto');
    expect(displayName({ profile: null, givenName: 'Ana', familyName: null })).toBe('Ana');
  });
});
