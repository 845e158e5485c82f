/**
 * Accounts are created here, not by Cognito's SignUp (self sign-up is off on the pool): docs/security.md B-2. The
 * answers never tell whether an email has an account — sign-up and a new code are the same 202 either way, a wrong
 * code and an unknown email the same 400 — nor does their timing (F6): POST /auth/sign-up and /auth/resend-code only
 * queue the request in the outbox (one PutItem, the same for every email) and answer; the outbox consumer does the
 * account work below (`runAccountJob`) moments later. What differs happens by email, which only the mailbox's owner
 * reads:
 *  - a new email: the account is made (AdminCreateUser, no Cognito mail) with a random password nobody knows, and a
 *    code is mailed through the outbox in the sign-up's language;
 *  - an email whose account is verified: nothing changes on it; its owner is mailed that someone tried;
 *  - an email whose account was never verified (someone may have started it with another person's email): its names
 *    are replaced, its password is reset to a random one, and a new code goes to the mailbox.
 * The password is set when the code is given (with the password the person chose), so an unverified account has no
 * password anyone knows: signing in to it fails as a wrong password on any account does. (A disabled account would
 * answer "User is disabled." instead, telling new and unverified emails from verified ones.)
 */
import { randomBytes } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type * as z from 'zod/mini';
import { FIELD_ERRORS } from '../../../shared/api/errors';
import type { ConfirmSignUpRequestSchema, ResendCodeRequestSchema, SignUpRequestSchema } from '../../../shared/auth/forms';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/core';
import { clientConfig } from '../aws';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName, transact } from '../db';
import { validationFailed } from '../errors';
import { enqueueAccountJob, notifyAccount } from '../outbox/outbox';
import { keys } from '../store/keys';
import {
  addressScope,
  cooldownOp,
  limitReached,
  quotaOp,
  SIGN_UP_ATTEMPT_COOLDOWN_SECONDS,
  SIGN_UP_CODES_PER_HOUR,
  type LimitItem,
} from '../store/mail-limits';
import { consumeSignUpCode, deleteSignUpCode, newSignUpCode, putSignUpCode } from '../store/signup-codes';

export type SignUp = z.output<typeof SignUpRequestSchema>;
export type ConfirmSignUp = z.output<typeof ConfirmSignUpRequestSchema>;
export type ResendCode = z.output<typeof ResendCodeRequestSchema>;

let cognito: CognitoIdentityProviderClient | null = null;
const idp = () => (cognito ??= new CognitoIdentityProviderClient(clientConfig(process.env.COGNITO_ENDPOINT)));
const poolId = (): string => {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
};

interface Account {
  sub: string;
  /** The email is proven (the account may be signed in to). */
  verified: boolean;
  /** Cognito's status: UNCONFIRMED for an account begun through SignUp before it was turned off. */
  status: string;
  locale: Locale | null;
}

const attr = (attrs: AttributeType[] | undefined, name: string) => attrs?.find((a) => a.Name === name)?.Value;

async function findAccount(email: string): Promise<Account | null> {
  try {
    const u = await idp().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: email }));
    const sub = attr(u.UserAttributes, 'sub');
    if (!sub) throw new Error('An account without a sub');
    const status = u.UserStatus ?? 'UNKNOWN';
    const locale = attr(u.UserAttributes, 'locale');
    return {
      sub,
      verified: attr(u.UserAttributes, 'email_verified') === 'true' && status !== 'UNCONFIRMED',
      status,
      locale: isLocale(locale) ? locale : null,
    };
  } catch (err) {
    if (err instanceof UserNotFoundException) return null;
    throw err;
  }
}

/** A password nobody knows (it satisfies the pool's policy: every character class, 40+ characters). */
const unknowablePassword = () => `${randomBytes(30).toString('base64url')}aA1!`;

async function setPassword(email: string, password: string): Promise<void> {
  await idp().send(new AdminSetUserPasswordCommand({ UserPoolId: poolId(), Username: email, Password: password, Permanent: true }));
}

/** A new account for `email`, unverified and with no usable password; its sub. */
async function createAccount(req: SignUp): Promise<string | null> {
  try {
    const created = await idp().send(
      new AdminCreateUserCommand({
        UserPoolId: poolId(),
        Username: req.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: req.email },
          { Name: 'email_verified', Value: 'false' },
          { Name: 'given_name', Value: req.firstName },
          { Name: 'family_name', Value: req.lastName },
          { Name: 'locale', Value: req.locale },
        ],
      }),
    );
    await setPassword(req.email, unknowablePassword());
    return attr(created.User?.Attributes, 'sub') ?? null;
  } catch (err) {
    // Two sign-ups for one new email at once: the other made it; this one goes on as for an unverified account.
    if (err instanceof UsernameExistsException) return null;
    throw err;
  }
}

/** An unverified account starts over: the new names and language, no usable password (only the code sets one). */
async function restartAccount(account: Account, req: SignUp): Promise<void> {
  if (account.status === 'UNCONFIRMED') await idp().send(new AdminConfirmSignUpCommand({ UserPoolId: poolId(), Username: req.email }));
  await idp().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId(),
      Username: req.email,
      UserAttributes: [
        { Name: 'given_name', Value: req.firstName },
        { Name: 'family_name', Value: req.lastName },
        { Name: 'locale', Value: req.locale },
      ],
    }),
  );
  await setPassword(req.email, unknowablePassword());
}

/**
 * Mail a fresh code (replacing any earlier one) to an unverified account: the code's hash, the outbox item and the
 * address's hourly count of codes together (F12: at most SIGN_UP_CODES_PER_HOUR, so nobody can flood an address with
 * codes by signing it up again and again). Past the count nothing changes: the last code mailed still works.
 */
async function issueCode(sub: string, email: string, locale: Locale, now: Date): Promise<void> {
  const code = newSignUpCode();
  try {
    await transact([
      quotaOp(addressScope(email), 'account.signUpCode', now, SIGN_UP_CODES_PER_HOUR, 3600),
      putSignUpCode(sub, code, now),
      notifyAccount({ userId: sub, email, locale }, 'signUpCode', code, now),
    ]);
  } catch (err) {
    if (!limitReached(err, 0)) throw err;
  }
}

/** Whether the address had its codes for this hour (then an unverified account is not started over either). */
async function codesSpent(email: string, now: Date): Promise<boolean> {
  const window = Math.floor(now.getTime() / 1000) - (Math.floor(now.getTime() / 1000) % 3600);
  const { Item } = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.mailLimit(addressScope(email), `account.signUpCode#${window}`),
      ConsistentRead: true,
    }),
  );
  return ((Item as LimitItem | undefined)?.count ?? 0) >= SIGN_UP_CODES_PER_HOUR;
}

/** The owner of a verified account hears of a sign-up attempt with their address at most once an hour (F12). */
async function noticeAttempt(account: Account, req: SignUp, now: Date): Promise<void> {
  try {
    await transact([
      cooldownOp(addressScope(req.email), 'account.signUpAttempt', now, SIGN_UP_ATTEMPT_COOLDOWN_SECONDS),
      notifyAccount({ userId: account.sub, email: req.email, locale: account.locale ?? req.locale }, 'signUpAttempt', undefined, now),
    ]);
  } catch (err) {
    if (!limitReached(err, 0)) throw err;
  }
}

/** The account work of a sign-up (the outbox consumer runs it). Whatever happens, the caller got the same 202. */
async function signUp(req: SignUp, now: Date): Promise<void> {
  let account = await findAccount(req.email);
  if (account?.verified) return noticeAttempt(account, req, now);
  if (await codesSpent(req.email, now)) return;
  if (!account) {
    const sub = await createAccount(req);
    if (sub) return issueCode(sub, req.email, req.locale, now);
    account = await findAccount(req.email);
    if (!account || account.verified) return;
  }
  await restartAccount(account, req);
  await issueCode(account.sub, req.email, req.locale, now);
}

/** The account work of a new code: one for an unverified account; nothing for any other email. */
async function resendCode(req: ResendCode, now: Date): Promise<void> {
  const account = await findAccount(req.email);
  if (!account || account.verified) return;
  await issueCode(account.sub, req.email, account.locale ?? DEFAULT_LOCALE, now);
}

/** What the sign-up routes queue: the request as the form sent it (kept on the outbox item only until it is done). */
export type AccountJob = { kind: 'signUp'; request: SignUp } | { kind: 'resendCode'; request: ResendCode };

/**
 * POST /auth/sign-up and /auth/resend-code: queue the request (one PutItem, whatever the email) and return. The
 * answer's content and its timing are the same for a new, a taken and an unverified email (docs/security.md B-2, F6).
 */
export async function queueAccountJob(job: AccountJob, now = new Date()): Promise<void> {
  await transact([enqueueAccountJob(job, now)]);
}

/** The outbox consumer's side: the account work of a queued request (functions/lib/outbox/consumer.ts). */
export async function runAccountJob(job: AccountJob, now = new Date()): Promise<void> {
  if (job.kind === 'signUp') await signUp(job.request, now);
  else await resendCode(job.request, now);
}

/** The one refusal of a confirmation: an unknown email, a wrong, expired or spent code all look alike. */
const codeRefused = () => validationFailed({ code: [FIELD_ERRORS.signUpCode] }, 'The code is not valid');

/** POST /auth/confirm-sign-up: the code proves the mailbox; the account gets its password and can sign in. */
export async function confirmSignUp(req: ConfirmSignUp, now = new Date()): Promise<void> {
  const account = await findAccount(req.email);
  if (!account || account.verified) throw codeRefused();
  if (!(await consumeSignUpCode(account.sub, req.code, now))) throw codeRefused();
  if (account.status === 'UNCONFIRMED') await idp().send(new AdminConfirmSignUpCommand({ UserPoolId: poolId(), Username: req.email }));
  await setPassword(req.email, req.password);
  await idp().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId(),
      Username: req.email,
      UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
    }),
  );
  await deleteSignUpCode(account.sub);
}
