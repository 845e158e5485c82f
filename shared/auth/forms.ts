/**
 * The account forms' schemas (sign in, sign up, confirmation code, password reset). Messages are i18n keys
 * (namespace "auth" and "errors.field"); the password rules come from the one policy (./password-policy.ts).
 * Shared so any client (web, tests, a future mobile app) validates exactly as the sign-up page does.
 */
import * as z from 'zod';
import { personName } from '../api/profile';
import { passwordProblems } from './password-policy';

const email = z
  .string()
  .trim()
  .min(1, { error: 'auth.errors.emailRequired' })
  .max(254, { error: 'errors.field.tooLong' })
  .pipe(z.email({ error: 'errors.field.email' }));

/** A new password: every rule of the shared policy (the checklist shows which ones are still missing). */
const newPassword = z
  .string()
  .min(1, { error: 'auth.errors.passwordRequired' })
  .max(256, { error: 'errors.field.tooLong' })
  .refine((pw) => passwordProblems(pw).length === 0, { error: 'auth.errors.passwordPolicy' });

/** Cognito's confirmation and reset codes: 6 digits (spaces are forgiven). */
const code = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'auth.errors.codeRequired' })
      .regex(/^\d{6}$/, { error: 'auth.errors.codeFormat' }),
  );

export const SignInFormSchema = z.object({
  email,
  password: z.string().min(1, { error: 'auth.errors.passwordRequired' }),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

export const SignUpFormSchema = z
  .object({
    firstName: personName('errors.field.firstName'),
    lastName: personName('errors.field.lastName'),
    email,
    password: newPassword,
    confirmPassword: z.string().min(1, { error: 'auth.errors.confirmRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'auth.errors.passwordMismatch' });
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const ConfirmSignUpFormSchema = z.object({ email, code });
export type ConfirmSignUpForm = z.infer<typeof ConfirmSignUpFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordFormSchema>;

export const ResetPasswordFormSchema = z
  .object({
    email,
    code,
    password: newPassword,
    confirmPassword: z.string().min(1, { error: 'auth.errors.confirmRequired' }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'auth.errors.passwordMismatch' });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The 6-digit code of an authenticator app (staff sign-in and enrolment); spaces are forgiven. */
export const TotpCodeFormSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'auth.staff.errors.codeRequired' })
        .regex(/^\d{6}$/, { error: 'auth.errors.codeFormat' }),
    ),
});
export type TotpCodeForm = z.infer<typeof TotpCodeFormSchema>;
