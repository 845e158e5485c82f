/**
 * The password policy, one object for the Cognito user pool (infra/aws), the local Cognito compatibility layer
 * (infra/local) and the sign-up form (web). Messages are i18n keys.
 */
export const PASSWORD_POLICY = {
  /**
   * 12 (docs/security.md F22): staff sign in to every case with it (TOTP besides), and Cognito's policy is the pool's,
   * for clients and staff alike. Passwords set before stay valid until they are changed.
   */
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  /** Days an admin-issued temporary password stays valid. */
  tempPasswordValidityDays: 7,
} as const;

export type PasswordRuleKey = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

/** Cognito's symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and the space. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

export const PASSWORD_RULES: ReadonlyArray<{ key: PasswordRuleKey; test: (pw: string) => boolean; messageKey: string }> = [
  { key: 'minLength', test: (pw) => pw.length >= PASSWORD_POLICY.minLength, messageKey: 'auth.password.rules.minLength' },
  { key: 'lowercase', test: (pw) => !PASSWORD_POLICY.requireLowercase || /[a-z]/.test(pw), messageKey: 'auth.password.rules.lowercase' },
  { key: 'uppercase', test: (pw) => !PASSWORD_POLICY.requireUppercase || /[A-Z]/.test(pw), messageKey: 'auth.password.rules.uppercase' },
  { key: 'digit', test: (pw) => !PASSWORD_POLICY.requireDigits || /[0-9]/.test(pw), messageKey: 'auth.password.rules.digit' },
  { key: 'symbol', test: (pw) => !PASSWORD_POLICY.requireSymbols || SYMBOL.test(pw), messageKey: 'auth.password.rules.symbol' },
];

/** The rules a password breaks, in order; empty when it satisfies the policy. */
export function passwordProblems(password: string): PasswordRuleKey[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}
