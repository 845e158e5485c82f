import { switchAmplifyClient } from './amplify';
import { idTokenClaims, signInWith, signOutQuietly } from './amplify-session';
import { incomplete, named, needsTotpSetup, type AuthEvent, type AuthState, type Claims, type SignInAnswer } from './session';

/**
 * The staff sign-in (issue 17, B-1; the /auth/staff page) through the staff app client: password, then the code of
 * their authenticator app, or — the first time — the enrolment of one (setUpTOTP, verifyTOTPSetup,
 * updateMFAPreference, then fresh tokens, which carry the admin claim).
 */

/**
 * Where a staff sign-in stands: signed in (`done`), waiting for the authenticator's code (`code`), or enrolling an
 * authenticator (`enrol`: the shared secret to show as text and QR code; `via` says which Cognito call verifies it).
 */
export type StaffStep =
  { step: 'done'; state: AuthState } | { step: 'code' } | { step: 'enrol'; secret: string; via: 'setup' | 'challenge' };

/** What Amplify's answer asks for next (pure; `claims` are the new session's, read only when signed in). */
export type StaffNext =
  | { step: 'done' }
  | { step: 'setup' }
  | { step: 'code' }
  | { step: 'enrol'; secret: string; via: 'challenge' }
  | { step: 'incomplete'; signInStep: string };

/**
 * Signed in with the password alone: a member without an authenticator yet (the token says so) enrols one now (`setup`:
 * Amplify makes the secret); anyone else is `done` (and, without the admin claim, not staff). Not signed in: the code
 * of the enrolled authenticator, the enrolment Cognito's challenge asks for, or a step this page does not handle.
 */
export function staffNextStep({ isSignedIn, nextStep }: SignInAnswer, claims: Claims | null): StaffNext {
  if (isSignedIn) return needsTotpSetup(claims) ? { step: 'setup' } : { step: 'done' };
  if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return { step: 'code' };
  if (nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' && nextStep.totpSetupDetails)
    return { step: 'enrol', secret: nextStep.totpSetupDetails.sharedSecret, via: 'challenge' };
  return { step: 'incomplete', signInStep: nextStep.signInStep };
}

export interface StaffCommands {
  /** Staff: email and password through the staff app client; then `staffCode` or `staffEnrol`. */
  staffSignIn(email: string, password: string): Promise<StaffStep>;
  /** Staff: the 6-digit code of the enrolled authenticator. */
  staffCode(code: string): Promise<StaffStep>;
  /** Staff: the first code of a new authenticator (verifies and enables it, then signs in with the admin claim). */
  staffEnrol(code: string, via: 'setup' | 'challenge'): Promise<AuthState>;
  /** Staff: leave a sign-in half done (nothing of it stays stored). */
  cancelStaffSignIn(): Promise<void>;
}

const digits = (code: string) => code.replace(/\s+/g, '');

/**
 * The staff commands over the provider's `load` (reads the session into the state) and its `signingIn` flag, held
 * from the password until the whole sign-in is done: Amplify's "signed in" after the password alone must not load a
 * state (the provider's Hub listener skips it while the flag is up).
 */
export function staffCommands(load: (event: AuthEvent) => Promise<AuthState>, signingIn: { current: boolean }): StaffCommands {
  /** The end of a staff sign-in: the state, or — without the admin claim — signed out again with NotStaffException. */
  async function done(): Promise<AuthState> {
    signingIn.current = false;
    const state = await load('SIGNED_IN');
    if (state.status !== 'signedIn') throw named('NotStaffException');
    return state;
  }

  async function next(answer: SignInAnswer): Promise<StaffStep> {
    const claims = answer.isSignedIn ? await idTokenClaims().catch(() => null) : null;
    const step = staffNextStep(answer, claims);
    switch (step.step) {
      case 'done':
        return { step: 'done', state: await done() };
      case 'setup': {
        const { auth } = await switchAmplifyClient('staff');
        const details = await auth.setUpTOTP();
        return { step: 'enrol', secret: details.sharedSecret, via: 'setup' };
      }
      case 'incomplete':
        signingIn.current = false;
        await signOutQuietly();
        throw incomplete(step.signInStep);
      default:
        return step;
    }
  }

  return {
    async staffSignIn(email, password) {
      signingIn.current = true;
      try {
        const { result } = await signInWith('staff', email.trim(), password);
        return await next(result);
      } catch (err) {
        signingIn.current = false;
        throw err;
      }
    },
    async staffCode(code) {
      const { auth } = await switchAmplifyClient('staff');
      return next(await auth.confirmSignIn({ challengeResponse: digits(code) }));
    },
    async staffEnrol(code, via) {
      const { auth } = await switchAmplifyClient('staff');
      if (via === 'challenge') {
        const result = await auth.confirmSignIn({ challengeResponse: digits(code) });
        if (!result.isSignedIn) throw incomplete(result.nextStep.signInStep);
      } else {
        await auth.verifyTOTPSetup({ code: digits(code) });
        await auth.updateMFAPreference({ totp: 'PREFERRED' });
        // Tokens issued from now on carry the admin claim (the pre-token-generation trigger sees the authenticator).
        await auth.fetchAuthSession({ forceRefresh: true });
      }
      return done();
    },
    async cancelStaffSignIn() {
      if (!signingIn.current) return;
      signingIn.current = false;
      await signOutQuietly();
    },
  };
}
