import type { SignUpRequest } from '../../../../shared/auth/forms';
import { loadAmplifyAuth } from './amplify';
import { signInWith } from './amplify-session';
import { clientSignInError, type AuthEvent, type AuthState } from './session';

/** What POST /auth/sign-up takes: the names, the email and the page's language (the password comes with the code). */
export type SignUpInput = SignUpRequest;

export interface AccountCommands {
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
}

/**
 * End every session of the signed-in person (docs/security.md F3): the API first (its revocation marker: every ID token
 * of a session begun until now is refused, this one included, on every route), then Cognito's global sign-out (every
 * refresh token revoked, so no device gets new tokens). The caller then signs out here.
 */
export async function endEverySession(reason: 'signed_out' | 'password_changed'): Promise<void> {
  const { call } = await api();
  await call('POST /me/sessions/end', { body: { reason } });
  const { auth } = await loadAmplifyAuth();
  // The local session is dropped by the caller whatever happens here (offline: the API's marker already holds).
  await auth.signOut({ global: true }).catch(() => undefined);
}

/** Change the password (Cognito ChangePassword with the current one), then end every session, this one included. */
export async function changePasswordEverywhere(oldPassword: string, newPassword: string): Promise<void> {
  const { auth } = await loadAmplifyAuth();
  await auth.updatePassword({ oldPassword, newPassword });
  await endEverySession('password_changed');
}

// The typed client (the route contracts, zod) loads on first use: the public pages' first load has neither.
const api = () => import('../api');

/**
 * A client's account commands (the web app client; staff use ./staff.ts) over the provider's `load` and `signingIn`
 * flag (up while a sign-in is under way, so the Hub's "signed in" does not load the state a second time).
 */
export function accountCommands(load: (event: AuthEvent) => Promise<AuthState>, signingIn: { current: boolean }): AccountCommands {
  const commands: AccountCommands = {
    async signIn(email, password) {
      signingIn.current = true;
      try {
        const { result } = await signInWith('web', email.trim(), password);
        const error = clientSignInError(result);
        if (error) throw error;
        return await load('SIGNED_IN');
      } finally {
        signingIn.current = false;
      }
    },
    async signUp(input) {
      const { call } = await api();
      await call('POST /auth/sign-up', { body: input });
    },
    async confirmSignUp(email, code, password) {
      const { call } = await api();
      await call('POST /auth/confirm-sign-up', { body: { email, code, password } });
      return commands.signIn(email, password);
    },
    async resendSignUpCode(email) {
      const { call } = await api();
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
  };
  return commands;
}
