/**
 * The account forms' schemas (sign in, sign up, confirmation code, password reset). Messages are i18n keys
 * (namespace "auth" and "errors.field"); the password rules come from the one policy (./password-policy.ts).
 * Shared so any client (web, tests, a future mobile app) validates exactly as the sign-up page does.
 */
import * as z from 'zod/mini';
import { personName } from '../api/profile';
import { LOCALES } from '../i18n/core';
import { passwordProblems } from './password-policy';

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: 'auth.errors.emailRequired' }), z.maxLength(254, { error: 'errors.field.tooLong' })),
  z.email({ error: 'errors.field.email' }),
);

/** An email as the sign-up routes key it: trimmed and lower-cased (the pool's usernames are case-insensitive). */
const accountEmail = z.pipe(
  email,
  z.transform((v: string) => v.toLowerCase()),
);

/** A new password: every rule of the shared policy (the checklist shows which ones are still missing). */
const newPassword = z.string().check(
  z.minLength(1, { error: 'auth.errors.passwordRequired' }),
  z.maxLength(256, { error: 'errors.field.tooLong' }),
  z.refine((pw) => passwordProblems(pw).length === 0, { error: 'auth.errors.passwordPolicy' }),
);

/** Cognito's confirmation and reset codes: 6 digits (spaces are forgiven). */
const code = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => v.replace(/\s+/g, '')),
  ),
  z.string().check(z.minLength(1, { error: 'auth.errors.codeRequired' }), z.regex(/^\d{6}$/, { error: 'auth.errors.codeFormat' })),
);

export const SignInFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, { error: 'auth.errors.passwordRequired' })),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

const signUpFields = {
  firstName: personName('errors.field.firstName'),
  lastName: personName('errors.field.lastName'),
  email,
  password: newPassword,
};

/** The sign-up form: the request's fields (below) and the password typed twice. */
export const SignUpFormSchema = z
  .object({ ...signUpFields, confirmPassword: z.string().check(z.minLength(1, { error: 'auth.errors.confirmRequired' })) })
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'auth.errors.passwordMismatch' }));
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

/**
 * POST /auth/sign-up: the form's names and email (the same rules) and the page's language, for the code's email.
 * Strict: a field it does not list is refused — the password too: it is given with the code (below), so an account
 * whose mailbox is not proven has no password anyone chose, and signing in to it fails exactly as a wrong password
 * on any other account does.
 */
export const SignUpRequestSchema = z.strictObject({
  firstName: signUpFields.firstName,
  lastName: signUpFields.lastName,
  email: accountEmail,
  locale: z.enum(LOCALES),
});
export type SignUpRequest = z.input<typeof SignUpRequestSchema>;

/**
 * POST /auth/confirm-sign-up: the emailed code, and the password chosen at sign-up (kept in the page's memory only):
 * the account gets its password when the mailbox is proven, never before (docs/security.md B-2).
 */
export const ConfirmSignUpRequestSchema = z.strictObject({ email: accountEmail, code, password: newPassword });
export type ConfirmSignUpRequest = z.input<typeof ConfirmSignUpRequestSchema>;

/** POST /auth/resend-code. */
export const ResendCodeRequestSchema = z.strictObject({ email: accountEmail });
export type ResendCodeRequest = z.input<typeof ResendCodeRequestSchema>;

/** The one answer of POST /auth/sign-up and /auth/resend-code, whatever the email. */
export const AcceptedResponseSchema = z.strictObject({ accepted: z.literal(true) });

export const ConfirmSignUpFormSchema = z.object({ email, code });
export type ConfirmSignUpForm = z.infer<typeof ConfirmSignUpFormSchema>;
/** The code alone (the confirmation page when the email is already known). */
export const ConfirmCodeFormSchema = z.pick(ConfirmSignUpFormSchema, { code: true });

export const ForgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = z
  .object({
    email,
    code,
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, { error: 'auth.errors.confirmRequired' })),
  })
  .check(z.refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'auth.errors.passwordMismatch' }));
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The 6-digit code of an authenticator app (staff sign-in and enrolment); spaces are forgiven. */
export const TotpCodeFormSchema = z.object({
  code: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v: string) => v.replace(/\s+/g, '')),
    ),
    z.string().check(z.minLength(1, { error: 'auth.staff.errors.codeRequired' }), z.regex(/^\d{6}$/, { error: 'auth.errors.codeFormat' })),
  ),
});
export type TotpCodeForm = z.infer<typeof TotpCodeFormSchema>;
