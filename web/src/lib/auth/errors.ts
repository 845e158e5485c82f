import { ApiError } from '../../../../shared/api/client';
import { PASSWORD_POLICY, type PasswordRuleKey } from '../../../../shared/auth/password-policy';
import type { Translate } from '../../../../shared/i18n/core';

/**
 * Cognito's answers (through Amplify) and our API's (the sign-up routes), translated. Known cases get our own words in
 * the page's language; another answer shows the server's message; anything else is an unexpected exception ("An
 * error occurred"). There is no "this email has an account" case: sign-up never says so (docs/security.md B-2).
 */
export type AuthErrorKind =
  | 'invalidCredentials'
  | 'weakPassword'
  | 'codeMismatch'
  | 'expiredCode'
  | 'limitExceeded'
  | 'notConfirmed'
  | 'alreadyConfirmed'
  | 'notStaff'
  | 'staffAccount'
  | 'network'
  | 'service'
  | 'unexpected';

export interface DescribedAuthError {
  kind: AuthErrorKind;
  /** The translated text for a toast or an inline alert. */
  message: string;
  /** weakPassword: the rules the server said the password breaks. */
  reasons: PasswordRuleKey[];
  /** false for an exception that is not a Cognito/Amplify answer (toast title "An error occurred"). */
  expected: boolean;
}

const KIND_BY_NAME: Record<string, AuthErrorKind> = {
  NotAuthorizedException: 'invalidCredentials',
  UserNotFoundException: 'invalidCredentials',
  InvalidPasswordException: 'weakPassword',
  CodeMismatchException: 'codeMismatch',
  // A wrong first code of a new authenticator (VerifySoftwareToken).
  EnableSoftwareTokenMFAException: 'codeMismatch',
  // Signed in through the staff client without the admin claim (AuthProvider.staffSignIn).
  NotStaffException: 'notStaff',
  // The clients' sign-in reached an authenticator code: a staff account (AuthProvider.signIn).
  StaffAccountException: 'staffAccount',
  ExpiredCodeException: 'expiredCode',
  LimitExceededException: 'limitExceeded',
  TooManyRequestsException: 'limitExceeded',
  TooManyFailedAttemptsException: 'limitExceeded',
  CodeDeliveryFailureException: 'service',
  UserNotConfirmedException: 'notConfirmed',
  NetworkError: 'network',
};

/** Cognito words the policy failure as "Password did not conform with policy: Password must have symbol characters". */
export function passwordReasons(message: string): PasswordRuleKey[] {
  const m = message.toLowerCase();
  const out: PasswordRuleKey[] = [];
  if (/long enough|minimum|length/.test(m)) out.push('minLength');
  if (/lowercase/.test(m)) out.push('lowercase');
  if (/uppercase/.test(m)) out.push('uppercase');
  if (/numeric|number|digit/.test(m)) out.push('digit');
  if (/symbol|special/.test(m)) out.push('symbol');
  return out;
}

const isAmplifyAnswer = (name: string) => /Exception$/.test(name) || name === 'NetworkError' || /^Empty|^Invalid/.test(name);

/**
 * Cognito's answer to a reset requested for an account with no verified email ("Cannot reset password for the user as
 * there is no registered/verified email or phone_number"). With PreventUserExistenceErrors on, AWS gives the same answer
 * by turns to emails that have no account, so it says nothing about the email; the page must not either: it is treated
 * as "sent" (docs/security.md B-2).
 */
export function isUnverifiedResetRefusal(err: unknown): boolean {
  const name = typeof err === 'object' && err && 'name' in err ? String((err as { name: unknown }).name) : '';
  const message = err instanceof Error ? err.message : '';
  return name === 'InvalidParameterException' && /no registered\/verified email/i.test(message);
}

export function describeAuthError(err: unknown, t: Translate): DescribedAuthError {
  if (err instanceof ApiError) {
    // Our API: its error code's text, or the first field error's (translated keys, e.g. errors.field.signUpCode).
    if (err.code === 'network') return { kind: 'network', message: t('auth.errors.network'), reasons: [], expected: true };
    const key = Object.values(err.fieldErrors)[0]?.[0] ?? `errors.${err.code}`;
    return { kind: err.status === 429 ? 'limitExceeded' : 'service', message: t(key), reasons: [], expected: true };
  }
  const name =
    err instanceof Error ? err.name : typeof err === 'object' && err && 'name' in err ? String((err as { name: unknown }).name) : '';
  const raw = err instanceof Error ? err.message : String(err);
  let kind: AuthErrorKind | undefined = KIND_BY_NAME[name];
  // Cognito's lockout after failed passwords or MFA codes answers NotAuthorizedException "Password attempts exceeded".
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(raw)) kind = 'limitExceeded';
  if (!kind && name === 'InvalidParameterException' && /already confirmed/i.test(raw)) kind = 'alreadyConfirmed';
  if (!kind && err instanceof TypeError && /fetch|network/i.test(raw)) kind = 'network';
  if (!kind) {
    const expected = isAmplifyAnswer(name);
    return { kind: expected ? 'service' : 'unexpected', message: raw || t('auth.errors.unknown'), reasons: [], expected };
  }
  if (kind === 'weakPassword') {
    const reasons = passwordReasons(raw);
    const list = reasons.map((r) => t(`auth.password.rules.${r}`, { min: PASSWORD_POLICY.minLength })).join('; ');
    return { kind, message: list ? `${t('auth.errors.weakPassword')} ${list}.` : t('auth.errors.weakPassword'), reasons, expected: true };
  }
  if (kind === 'service') return { kind, message: raw, reasons: [], expected: true };
  return { kind, message: t(`auth.errors.${kind}`), reasons: [], expected: true };
}
