/**
 * Local Cognito: cognito-local (in this process, data under .data/cognito) behind a compatibility layer that makes it
 * answer the calls the app makes the way Amazon Cognito does:
 *  - SignUp is refused (NotAuthorizedException "SignUp is not permitted for this user pool"): self sign-up is off on
 *    the pool, accounts are made by the API's sign-up routes (docs/security.md B-2);
 *  - ConfirmForgotPassword, ChangePassword and AdminSetUserPassword enforce the shared password policy
 *    (InvalidPasswordException, as Cognito words it);
 *  - a wrong password or unknown user on InitiateAuth → NotAuthorizedException "Incorrect username or password."
 *    (Cognito with PreventUserExistenceErrors; cognito-local says InvalidPasswordException / UserNotFoundException);
 *  - GetTokensFromRefreshToken (Amplify ≥ 6.15 refreshes with it) answered through InitiateAuth REFRESH_TOKEN_AUTH;
 *    a refresh token works only with the app client it was issued to, until it expires or is revoked;
 *  - ResendConfirmationCode, GlobalSignOut, AdminUserGlobalSignOut and RevokeToken: global sign-out revokes the
 *    user's refresh tokens and every access token issued until then (Cognito refuses them on its own API);
 *  - TOTP MFA (authenticator apps): AssociateSoftwareToken, VerifySoftwareToken and SetUserMFAPreference with an
 *    access token, the SOFTWARE_TOKEN_MFA challenge of InitiateAuth USER_PASSWORD_AUTH answered by
 *    RespondToAuthChallenge with an opaque, single-use, 5-minute session; codes are RFC 6238 (infra/local/totp.ts),
 *    ±1 step, each accepted once; secrets live with the user in the pool's data;
 *  - access tokens given to the API calls above are verified (signature, expiry, token_use, revocation), which
 *    cognito-local does not do;
 *  - the pre-token-generation trigger runs in process: the same admin rule as the AWS Lambda
 *    (functions/triggers/pre-token-generation.ts: the `admin` group only for the staff client and TOTP-enrolled
 *    members), plus given_name/family_name in ID tokens (cognito-local leaves standard attributes out).
 *  - ListUsersInGroup pages (Limit, NextToken) as Cognito does (the outbox lists staff with it).
 *  - AdminUpdateUserAttributes sets email_verified without the email in the same call (the sign-up routes);
 *  - a disabled user (AdminDisableUser) cannot sign in: NotAuthorizedException "User is disabled.";
 *  - UpdateUserAttributes and DeleteUserAttributes only for the app clients' write attributes (none: the API owns
 *    names and email), NotAuthorizedException "A client attempted to write unauthorized attribute" otherwise;
 *  - lockout after failed sign-ins, as Cognito's: five failed passwords or MFA codes, then 2^(n-5) seconds (at most
 *    15 minutes) during which any attempt is NotAuthorizedException "Password attempts exceeded." (not counted);
 *    cleared by a sign-in after the lockout or by 15 minutes without attempts. Unknown usernames lock alike;
 *  - ForgotPassword answers an unknown username as a known one (a masked destination; nothing is sent), as Cognito
 *    does with PreventUserExistenceErrors, and masks the destination of a known one too;
 *  - ID tokens refreshed from a refresh token keep the `auth_time` of the sign-in (cognito-local sets the refresh's
 *    time): the API's revocation marker refuses them as it refuses the session's first tokens;
 *  - the PostConfirmation trigger runs in process for ConfirmForgotPassword (`postConfirmation`): in AWS the same
 *    function ends the person's sessions after a password reset (functions/triggers/post-confirmation.ts).
 * Messages (confirmation and password-reset codes) are written by the same CustomMessage trigger as in AWS
 * (functions/triggers/custom-message.ts: the §6408 footer in both languages) and go to an outbox instead of email: printed by `npm start`,
 * readable by tests at GET /_local/outbox?email=... on the compatibility endpoint.
 *
 * Browsers: CORS only for the local web origins; management actions (Admin*, ListUsersInGroup… anything but the
 * user-facing calls Amplify makes) and /_local/* are refused to any request that carries an Origin header (a browser
 * page) or a Host other than this machine (DNS rebinding). SDKs and scripts on this machine send neither.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { DefaultConfig } from 'cognito-local/lib/server/config';
import { DateClock, MessagesService, TriggersService } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl, attributeValue, type User, type UserPoolService } from 'cognito-local/lib/services/userPoolService';
import type { Lambda } from 'cognito-local/lib/services/lambda';
import type { Services } from 'cognito-local/lib/services';
import publicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import privateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { passwordProblems, PASSWORD_POLICY } from '../../shared/auth/password-policy';
import { AUTH_SESSION_MINUTES, CLIENT_WRITE_ATTRIBUTES, STAFF_CLIENT_NAME } from '../../shared/auth/clients';
import { customMessage } from '../../functions/triggers/custom-message';
import { applyAdminRule, type StaffFacts } from '../../functions/triggers/pre-token-generation';
import { generateSecret, verifyTotp } from './totp';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  at: string;
}

/**
 * 'enforced' (the default, as in AWS): the admin claim needs the staff client and an enrolled TOTP authenticator.
 * 'relaxed': any client, no TOTP — the rule before staff MFA, for a web build without the TOTP screens.
 */
export type StaffPolicy = 'enforced' | 'relaxed';

export interface LocalCognitoOptions {
  port: number;
  dataDir: string;
  /** Web origins allowed to call from a browser (CORS). */
  allowedOrigins?: string[];
  staffPolicy?: StaffPolicy;
  /**
   * The pool's PostConfirmation trigger, in process (the local stack passes functions/triggers/post-confirmation.ts's
   * rule, which writes the API's revocation marker after a password reset). Without it none runs.
   */
  postConfirmation?: (event: { triggerSource: string; userAttributes: Record<string, string> }) => Promise<void>;
  /** The clock of the lockout (tests move it). */
  now?: () => number;
}

export interface LocalCognito {
  /** The Cognito-compatible endpoint (Amplify's userPoolEndpoint, SDK endpoint). */
  endpoint: string;
  outbox: OutboxMessage[];
  onMessage: (listener: (m: OutboxMessage) => void) => void;
  /**
   * Enrol a TOTP authenticator with a known secret and turn TOTP MFA on (the seeded admin of `npm start`, whose secret
   * is printed). In process only: no HTTP request can set a secret.
   */
  enrolTotp(userPoolId: string, username: string, secret: string): Promise<void>;
  stop(): Promise<void>;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The user-facing actions (no IAM credentials in AWS) a browser page may call: what Amplify uses. */
const BROWSER_ACTIONS: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetTokensFromRefreshToken',
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'DeleteUserAttributes',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'RevokeToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ConfirmDevice',
  'ForgetDevice',
  'GetDevice',
  'ListDevices',
  'UpdateDeviceStatus',
]);
/** Wrong codes a sign-in session tolerates before it must start again with the password. */
const MAX_CODE_ATTEMPTS = 5;
/**
 * Cognito's lockout (developer guide, "Lockout behavior for failed sign-in attempts", and "After five unsuccessful
 * attempts to present an MFA code" in the MFA chapter): failures allowed before the first lockout, its growth and cap,
 * and the quiet time that resets it.
 */
export const LOCKOUT = { freeFailures: 5, maxSeconds: 15 * 60, resetAfterSeconds: 15 * 60 } as const;
/** The lockout after `failures` failed attempts (seconds; 0 below the threshold). */
export const lockoutSeconds = (failures: number): number =>
  failures < LOCKOUT.freeFailures ? 0 : Math.min(2 ** (failures - LOCKOUT.freeFailures), LOCKOUT.maxSeconds);
/** How Cognito masks a delivery destination: "a***@e***". */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
};

/** What the compatibility layer keeps with a user in cognito-local's data (its own fields are untouched). */
interface CompatState {
  /** The verified authenticator: its secret and the last time step a code was accepted for (codes work once). */
  totp?: { secret: string; deviceName?: string; usedStep?: number };
  /** A secret from AssociateSoftwareToken awaiting VerifySoftwareToken. */
  pendingTotpSecret?: string;
  /** Epoch seconds of the last global sign-out: access tokens issued until then are refused. */
  signedOutAt?: number;
  /** Refresh token id (jti) → the app client it was issued to. */
  refreshClients?: Record<string, string>;
}
type CompatUser = User & { LocalCompat?: CompatState };

/** Failed sign-ins of one username (password or MFA code), kept in memory as Cognito keeps its own. */
interface LockState {
  failures: number;
  lockedUntil: number;
  lastAttempt: number;
}

interface AuthSession {
  username: string;
  clientId: string;
  expiresAt: number;
  failures: number;
}

/** Cognito's wording of the password-policy failure. */
function policyMessage(password: string): string | null {
  const problems = passwordProblems(password);
  if (problems.length === 0) return null;
  const words: Record<string, string> = {
    minLength: `Password not long enough (minimum ${PASSWORD_POLICY.minLength})`,
    lowercase: 'Password must have lowercase characters',
    uppercase: 'Password must have uppercase characters',
    digit: 'Password must have numeric characters',
    symbol: 'Password must have symbol characters',
  };
  return `Password did not conform with policy: ${words[problems[0]]}`;
}

class CognitoFault extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}
const refuse = (type: string, message: string) => new CognitoFault(type, message);

export async function startCognito(opts: LocalCognitoOptions): Promise<LocalCognito> {
  mkdirSync(opts.dataDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const allowedOrigins = new Set(opts.allowedOrigins ?? []);
  const allowedHosts = new Set([`127.0.0.1:${opts.port}`, `localhost:${opts.port}`]);
  const logger = pino({ level: process.env.DEBUG_COGNITO ? 'debug' : 'silent' });
  const ctx = { logger };
  const outbox: OutboxMessage[] = [];
  const listeners: Array<(m: OutboxMessage) => void> = [];
  const sessions = new Map<string, AuthSession>();
  const locks = new Map<string, LockState>();
  const clockMs = opts.now ?? Date.now;

  /** Refuse an attempt during a lockout (it is not counted); forget an old lockout after 15 quiet minutes. */
  function assertNotLockedOut(key: string): void {
    const state = locks.get(key);
    if (!state) return;
    const now = clockMs();
    if (now < state.lockedUntil) throw refuse('NotAuthorizedException', 'Password attempts exceeded');
    if (now - state.lastAttempt >= LOCKOUT.resetAfterSeconds * 1000) locks.delete(key);
  }
  function recordFailure(key: string): void {
    const now = clockMs();
    const state = locks.get(key) ?? { failures: 0, lockedUntil: 0, lastAttempt: now };
    state.failures += 1;
    state.lastAttempt = now;
    state.lockedUntil = now + lockoutSeconds(state.failures) * 1000;
    locks.set(key, state);
  }
  /** The key of a username: the user's own name in the pool, or what was typed (unknown users lock alike). */
  const lockKey = (user: User | null, typed: string) => (user ? `user:${user.Username}` : `unknown:${typed.trim().toLowerCase()}`);

  const sender: MessageSender = {
    async sendEmail(_ctx, _user, destination, message) {
      const m: OutboxMessage = {
        to: destination,
        subject: message.emailSubject ?? 'Your verification code',
        body: message.emailMessage ?? `Your code is ${message.__code}`,
        code: message.__code ?? null,
        at: new Date().toISOString(),
      };
      outbox.push(m);
      listeners.forEach((l) => l(m));
    },
    async sendSms() {
      /* the app never sends SMS */
    },
  };

  const config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: endpoint },
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(opts.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    opts.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);

  /** The facts of the admin rule, read from the local pool (AWS reads them with AdminGetUser / DescribeUserPoolClient). */
  const facts: StaffFacts =
    opts.staffPolicy === 'relaxed'
      ? { isStaffClient: async () => true, hasTotp: async () => true }
      : {
          isStaffClient: async (_poolId, clientId) => (await cognito.getAppClient(ctx, clientId))?.ClientName === STAFF_CLIENT_NAME,
          hasTotp: async (poolId, username) => {
            const user = await (await cognito.getUserPool(ctx, poolId)).getUserByUsername(ctx, username);
            return (user?.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
          },
        };

  /**
   * The in-process PreTokenGeneration trigger: the AWS event shape (with the user's groups, which cognito-local does
   * not pass), the shared admin rule, and its answer applied the way cognito-local applies overrides (ID token).
   */
  const lambda: Lambda = {
    enabled: (name) => name === 'PreTokenGeneration' || name === 'CustomMessage',
    invoke: (async (
      _ctx: unknown,
      name: string,
      e: {
        clientId: string;
        username: string;
        userPoolId: string;
        triggerSource: string;
        userAttributes: Record<string, string>;
        codeParameter?: string;
        usernameParameter?: string;
      },
    ) => {
      // Cognito's own emails (reset codes, invitations): the same message as the AWS trigger, with the §6408 footer.
      if (name === 'CustomMessage') {
        return customMessage({
          triggerSource: e.triggerSource,
          codeParameter: e.codeParameter ?? '{####}',
          usernameParameter: e.usernameParameter ?? '{username}',
        });
      }
      const pool = await cognito.getUserPool(ctx, e.userPoolId);
      const user = await pool.getUserByUsername(ctx, e.username);
      const groups = user ? [...(await pool.listUserGroupMembership(ctx, user))] : [];
      const event = {
        version: '1',
        triggerSource: e.triggerSource,
        region: 'local',
        userPoolId: e.userPoolId,
        userName: e.username,
        callerContext: { awsSdkVersion: 'local', clientId: e.clientId },
        request: { userAttributes: e.userAttributes, groupConfiguration: { groupsToOverride: groups, iamRolesToOverride: [] } },
        response: { claimsOverrideDetails: {} },
      } as PreTokenGenerationTriggerEvent;
      const decided = (await applyAdminRule(event, facts)).response.claimsOverrideDetails ?? {};
      const claims: Record<string, unknown> = {};
      for (const k of ['given_name', 'family_name', 'locale'] as const) if (e.userAttributes[k]) claims[k] = e.userAttributes[k];
      Object.assign(claims, decided.claimsToAddOrOverride);
      const suppress: string[] = [];
      const kept = decided.groupOverrideDetails?.groupsToOverride;
      if (kept) {
        if (kept.length) claims['cognito:groups'] = kept;
        else suppress.push('cognito:groups');
      }
      return { claimsOverrideDetails: { claimsToAddOrOverride: claims, claimsToSuppress: suppress } };
    }) as unknown as Lambda['invoke'],
  };

  const triggers = new TriggersService(clock, cognito, lambda, new CryptoService({}));
  const services: Services = {
    clock,
    cognito,
    config: config as Services['config'],
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const inner = await createServer(Router(services), logger, { port: 0, hostname: '127.0.0.1' }, services).start();
  const innerPort = (inner.address() as AddressInfo).port;

  const call = (action: string, body: unknown) => forward(innerPort, TARGET_PREFIX + action, JSON.stringify(body));
  const compatOf = (user: CompatUser): CompatState => user.LocalCompat ?? {};
  const saveCompat = (pool: UserPoolService, user: CompatUser, patch: Partial<CompatState>, extra: Partial<User> = {}) =>
    pool.saveUser(ctx, { ...user, ...extra, LocalCompat: { ...compatOf(user), ...patch } } as User);
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** The user and pool of a valid, unrevoked access token (what Cognito checks before any access-token call). */
  async function fromAccessToken(token: unknown): Promise<{ pool: UserPoolService; user: CompatUser }> {
    let claims: { sub?: string; client_id?: string; token_use?: string; iat?: number };
    try {
      claims = jwt.verify(String(token ?? ''), publicKey.pem, { algorithms: ['RS256'] }) as typeof claims;
    } catch (err) {
      if ((err as Error).name === 'TokenExpiredError') throw refuse('NotAuthorizedException', 'Access Token has expired');
      throw refuse('NotAuthorizedException', 'Invalid Access Token');
    }
    if (claims.token_use !== 'access' || !claims.client_id || !claims.sub) throw refuse('NotAuthorizedException', 'Invalid Access Token');
    const pool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user = (await pool.getUserByUsername(ctx, claims.sub)) as CompatUser | null;
    if (!user) throw refuse('NotAuthorizedException', 'Invalid Access Token');
    const signedOutAt = compatOf(user).signedOutAt;
    if (signedOutAt !== undefined && (claims.iat ?? 0) <= signedOutAt)
      throw refuse('NotAuthorizedException', 'Access Token has been revoked');
    return { pool, user };
  }

  /** Remember which client a sign-in's refresh token belongs to. */
  async function bindRefreshToken(clientId: string, result: { RefreshToken?: string } | undefined): Promise<void> {
    if (!result?.RefreshToken) return;
    const jti = (jwt.decode(result.RefreshToken) as { jti?: string } | null)?.jti;
    const pool = await cognito.getUserPoolForClientId(ctx, clientId);
    const user = (await pool.getUserByRefreshToken(ctx, result.RefreshToken)) as CompatUser | null;
    if (!jti || !user) return;
    await saveCompat(pool, user, { refreshClients: { ...compatOf(user).refreshClients, [jti]: clientId } });
  }

  /** A refresh token's user, if it is valid for this client (signature, expiry, issued to it, not revoked). */
  async function refreshTokenCheck(clientId: string, token: unknown): Promise<void> {
    let claims: { jti?: string };
    try {
      claims = jwt.verify(String(token ?? ''), publicKey.pem, { algorithms: ['RS256'] }) as typeof claims;
    } catch {
      throw refuse('NotAuthorizedException', 'Invalid Refresh Token');
    }
    const pool = await cognito.getUserPoolForClientId(ctx, clientId);
    const user = (await pool.getUserByRefreshToken(ctx, String(token))) as CompatUser | null;
    if (!user || !claims.jti || compatOf(user).refreshClients?.[claims.jti] !== clientId)
      throw refuse('NotAuthorizedException', 'Invalid Refresh Token');
  }

  async function signOutEverywhere(pool: UserPoolService, user: CompatUser): Promise<void> {
    await saveCompat(pool, user, { signedOutAt: nowSeconds(), refreshClients: {} }, { RefreshTokens: [] });
  }

  async function resendConfirmationCode(req: { ClientId: string; Username: string }): Promise<Reply> {
    const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await pool.getUserByUsername(ctx, req.Username);
    if (!user) return fail(400, 'UserNotFoundException', 'Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') return fail(400, 'InvalidParameterException', 'User is already confirmed.');
    const code = otp();
    const email = attributeValue('email', user.Attributes) ?? req.Username;
    const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email } as const;
    await services.messages.deliver(ctx, 'ResendCode', req.ClientId, pool.options.Id, user, code, undefined, delivery);
    await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
    return ok({ CodeDeliveryDetails: delivery });
  }

  /**
   * AdminUpdateUserAttributes as Cognito answers it: `email_verified` may be set on its own (the sign-up routes verify
   * an email so), where cognito-local asks for the email in the same call; the user's own email is added to the call.
   */
  async function adminUpdateUserAttributes(body: Record<string, unknown>): Promise<Reply> {
    const attrs = Array.isArray(body.UserAttributes) ? (body.UserAttributes as Array<{ Name?: string; Value?: string }>) : [];
    if (attrs.some((a) => a.Name === 'email_verified') && !attrs.some((a) => a.Name === 'email')) {
      const pool = await cognito.getUserPool(ctx, String(body.UserPoolId ?? ''));
      const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
      if (!user) throw refuse('UserNotFoundException', 'User does not exist.');
      const email = attributeValue('email', user.Attributes);
      if (email) return call('AdminUpdateUserAttributes', { ...body, UserAttributes: [...attrs, { Name: 'email', Value: email }] });
    }
    return call('AdminUpdateUserAttributes', body);
  }

  /** InitiateAuth through cognito-local; an MFA challenge gets a session string of ours. */
  async function initiateAuth(body: Record<string, unknown>, raw: Buffer): Promise<Reply> {
    const clientId = String(body.ClientId ?? '');
    if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
      await refreshTokenCheck(clientId, (body.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN);
    }
    // cognito-local signs a disabled user in; Cognito refuses (AdminDisableUser: ops, a deleted account's last step).
    let lock: string | null = null;
    if (body.AuthFlow === 'USER_PASSWORD_AUTH' || body.AuthFlow === 'USER_SRP_AUTH') {
      const username = String((body.AuthParameters as Record<string, unknown> | undefined)?.USERNAME ?? '');
      const user = username ? await (await cognito.getUserPoolForClientId(ctx, clientId)).getUserByUsername(ctx, username) : null;
      lock = lockKey(user, username);
      assertNotLockedOut(lock);
      if (user && user.Enabled === false) throw refuse('NotAuthorizedException', 'User is disabled.');
    }
    const r = await forward(innerPort, TARGET_PREFIX + 'InitiateAuth', raw.toString('utf8'));
    const type = errorType(r);
    if (type === 'InvalidPasswordException' || type === 'UserNotFoundException' || type === 'NotAuthorizedException') {
      if (lock) recordFailure(lock);
      return fail(
        400,
        'NotAuthorizedException',
        body.AuthFlow === 'USER_PASSWORD_AUTH' ? 'Incorrect username or password.' : 'Invalid Refresh Token',
      );
    }
    if (r.status !== 200) return r;
    const answer = JSON.parse(r.body) as {
      ChallengeName?: string;
      ChallengeParameters?: Record<string, string>;
      AuthenticationResult?: { RefreshToken?: string };
    };
    if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
      const username = String(answer.ChallengeParameters?.USER_ID_FOR_SRP ?? '');
      const session = randomBytes(96).toString('base64url');
      sessions.set(session, { username, clientId, expiresAt: Date.now() + AUTH_SESSION_MINUTES * 60_000, failures: 0 });
      return ok({ ...answer, Session: session });
    }
    if (answer.ChallengeName) return r;
    // Signed in: the failures are forgotten (an MFA challenge above is not a sign-in yet: they stay counted).
    if (lock) locks.delete(lock);
    if (body.AuthFlow === 'REFRESH_TOKEN_AUTH' || body.AuthFlow === 'REFRESH_TOKEN') {
      const refreshToken = String((body.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN ?? '');
      return ok({ ...answer, AuthenticationResult: keepAuthTime(answer.AuthenticationResult as Record<string, unknown>, refreshToken) });
    }
    await bindRefreshToken(clientId, answer.AuthenticationResult);
    return r;
  }

  /**
   * Tokens refreshed from `refreshToken` as Cognito issues them: the ID token keeps the sign-in's `auth_time` (the
   * refresh token's `iat`, when cognito-local issued it), re-signed with the pool's key; cognito-local puts the
   * refresh's own time there.
   */
  function keepAuthTime(result: Record<string, unknown> | undefined, refreshToken: string): Record<string, unknown> | undefined {
    const signedInAt = (jwt.decode(refreshToken) as { iat?: number } | null)?.iat;
    const idToken = typeof result?.IdToken === 'string' ? result.IdToken : null;
    if (!result || !idToken || typeof signedInAt !== 'number') return result;
    const claims = jwt.decode(idToken) as Record<string, unknown> | null;
    if (!claims) return result;
    return {
      ...result,
      IdToken: jwt.sign({ ...claims, auth_time: signedInAt }, privateKey.pem, { algorithm: 'RS256', keyid: 'CognitoLocal' }),
    };
  }

  /** The answer to the SOFTWARE_TOKEN_MFA challenge: the session of our InitiateAuth and a fresh code. */
  async function respondSoftwareTokenMfa(body: Record<string, unknown>): Promise<Reply> {
    const clientId = String(body.ClientId ?? '');
    const responses = (body.ChallengeResponses ?? {}) as Record<string, string>;
    const session = sessions.get(String(body.Session ?? ''));
    if (!session || session.expiresAt < Date.now() || session.clientId !== clientId) {
      if (session) sessions.delete(String(body.Session));
      throw refuse('NotAuthorizedException', 'Invalid session for the user, session is expired.');
    }
    const pool = await cognito.getUserPoolForClientId(ctx, clientId);
    const client = await cognito.getAppClient(ctx, clientId);
    const user = (await pool.getUserByUsername(ctx, String(responses.USERNAME ?? ''))) as CompatUser | null;
    if (!user || !client || user.Username !== session.username) throw refuse('NotAuthorizedException', 'Invalid session for the user.');
    const totp = compatOf(user).totp;
    if (!totp) throw refuse('SoftwareTokenMFANotFoundException', 'Software Token MFA has not been enabled by the user.');
    // Wrong codes count towards the same lockout as wrong passwords (Cognito: five, then exponential).
    const lock = lockKey(user, user.Username);
    assertNotLockedOut(lock);
    const step = verifyTotp(totp.secret, String(responses.SOFTWARE_TOKEN_MFA_CODE ?? ''), { usedStep: totp.usedStep });
    if (step === null) {
      recordFailure(lock);
      if (++session.failures >= MAX_CODE_ATTEMPTS) sessions.delete(String(body.Session));
      throw refuse('CodeMismatchException', 'Invalid code received for user');
    }
    locks.delete(lock);
    sessions.delete(String(body.Session));
    await saveCompat(pool, user, { totp: { ...totp, usedStep: step } });
    const fresh = (await pool.getUserByUsername(ctx, user.Username))!;
    const groups = await pool.listUserGroupMembership(ctx, fresh);
    const tokens = await services.tokenGenerator.generate(
      ctx,
      fresh,
      groups,
      client,
      body.ClientMetadata as Record<string, string> | undefined,
      'Authentication',
    );
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, fresh);
    await bindRefreshToken(clientId, tokens);
    return ok({ ChallengeParameters: {}, AuthenticationResult: tokens });
  }

  /**
   * ForgotPassword as Cognito answers it with PreventUserExistenceErrors: an unknown username gets the same answer as a
   * known one (a masked destination; no code is made or sent), so the form cannot tell whether an email has an account.
   */
  async function forgotPassword(body: Record<string, unknown>, raw: Buffer): Promise<Reply> {
    const typed = String(body.Username ?? '');
    const simulated = ok({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(typed) } });
    const pool = await cognito.getUserPoolForClientId(ctx, String(body.ClientId ?? ''));
    if (!(await pool.getUserByUsername(ctx, typed))) return simulated;
    const r = await forward(innerPort, TARGET_PREFIX + 'ForgotPassword', raw.toString('utf8'));
    return r.status === 200 ? simulated : r;
  }

  /** The pool's PostConfirmation trigger after a password reset (in AWS: functions/triggers/post-confirmation.ts). */
  async function afterPasswordReset(body: Record<string, unknown>): Promise<void> {
    if (!opts.postConfirmation) return;
    const pool = await cognito.getUserPoolForClientId(ctx, String(body.ClientId ?? ''));
    const user = await pool.getUserByUsername(ctx, String(body.Username ?? ''));
    if (!user) return;
    const userAttributes = Object.fromEntries((user.Attributes ?? []).map((a) => [a.Name, a.Value ?? '']));
    await opts.postConfirmation({ triggerSource: 'PostConfirmation_ConfirmForgotPassword', userAttributes });
  }

  async function handle(action: string, body: Record<string, unknown>, raw: Buffer): Promise<Reply> {
    switch (action) {
      case 'SignUp':
        // Self sign-up is off on the pool, as in AWS (infra/aws/constructs/auth.ts): accounts are made by the API's
        // sign-up routes (AdminCreateUser). cognito-local has no such setting; this is Cognito's answer.
        throw refuse('NotAuthorizedException', 'SignUp is not permitted for this user pool');
      case 'ConfirmForgotPassword':
      case 'ChangePassword':
      case 'AdminSetUserPassword': {
        if (action === 'ChangePassword') await fromAccessToken(body.AccessToken);
        const pw = String(body.Password ?? body.ProposedPassword ?? '');
        const problem = policyMessage(pw);
        if (problem) return fail(400, 'InvalidPasswordException', problem);
        const r = await forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8'));
        if (action === 'ConfirmForgotPassword' && r.status === 200) await afterPasswordReset(body);
        return r;
      }
      case 'ForgotPassword':
        return forgotPassword(body, raw);
      case 'UpdateUserAttributes':
      case 'DeleteUserAttributes': {
        // The app clients' write attributes (shared/auth/clients.ts: none): as Cognito refuses a write outside them.
        await fromAccessToken(body.AccessToken);
        const names =
          action === 'UpdateUserAttributes'
            ? ((body.UserAttributes as Array<{ Name?: string }> | undefined) ?? []).map((a) => String(a.Name))
            : ((body.UserAttributeNames as string[] | undefined) ?? []).map(String);
        if (names.some((n) => !CLIENT_WRITE_ATTRIBUTES.includes(n)))
          throw refuse('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
        return forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8'));
      }
      case 'InitiateAuth':
        return initiateAuth(body, raw);
      case 'RespondToAuthChallenge': {
        if (body.ChallengeName === 'SOFTWARE_TOKEN_MFA') return respondSoftwareTokenMfa(body);
        const r = await forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8'));
        if (r.status === 200)
          await bindRefreshToken(
            String(body.ClientId ?? ''),
            (JSON.parse(r.body) as { AuthenticationResult?: { RefreshToken?: string } }).AuthenticationResult,
          );
        return r;
      }
      case 'GetTokensFromRefreshToken': {
        await refreshTokenCheck(String(body.ClientId ?? ''), body.RefreshToken);
        const r = await call('InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: body.ClientId,
          AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
        });
        if (r.status !== 200) return errorType(r) ? fail(400, 'NotAuthorizedException', 'Invalid Refresh Token') : r;
        const { AuthenticationResult } = JSON.parse(r.body) as { AuthenticationResult: Record<string, unknown> };
        // Cognito returns the same refresh token unless rotation is on (call() went through initiateAuth's forward,
        // not ours: the sign-in's auth_time is kept here).
        return ok({
          AuthenticationResult: { ...keepAuthTime(AuthenticationResult, String(body.RefreshToken ?? '')), RefreshToken: body.RefreshToken },
        });
      }
      case 'ResendConfirmationCode':
        return resendConfirmationCode(body as { ClientId: string; Username: string });
      case 'AdminUpdateUserAttributes':
        return adminUpdateUserAttributes(body);
      case 'ListUsersInGroup':
        return pageUsersInGroup(body, await forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8')));
      case 'GlobalSignOut': {
        const { pool, user } = await fromAccessToken(body.AccessToken);
        await signOutEverywhere(pool, user);
        return ok({});
      }
      case 'AdminUserGlobalSignOut': {
        const pool = await cognito.getUserPool(ctx, String(body.UserPoolId ?? ''));
        const user = (await pool.getUserByUsername(ctx, String(body.Username ?? ''))) as CompatUser | null;
        if (!user) throw refuse('UserNotFoundException', 'User does not exist.');
        await signOutEverywhere(pool, user);
        return ok({});
      }
      case 'RevokeToken': {
        // Revoke one refresh token of this client; an unknown or already revoked token is answered alike.
        const clientId = String(body.ClientId ?? '');
        const pool = await cognito.getUserPoolForClientId(ctx, clientId);
        const user = (await pool.getUserByRefreshToken(ctx, String(body.Token ?? ''))) as CompatUser | null;
        const jti = (jwt.decode(String(body.Token ?? '')) as { jti?: string } | null)?.jti;
        if (user && jti && compatOf(user).refreshClients?.[jti] === clientId) {
          const { [jti]: _gone, ...rest } = compatOf(user).refreshClients ?? {};
          await saveCompat(
            pool,
            user,
            { refreshClients: rest },
            { RefreshTokens: (user.RefreshTokens ?? []).filter((t) => t !== body.Token) },
          );
        }
        return ok({});
      }
      case 'AssociateSoftwareToken': {
        if (!body.AccessToken)
          throw refuse(
            'InvalidParameterException',
            'AssociateSoftwareToken needs an AccessToken here (the MFA_SETUP session flow is for pools that require MFA)',
          );
        const { pool, user } = await fromAccessToken(body.AccessToken);
        const secret = generateSecret();
        await saveCompat(pool, user, { pendingTotpSecret: secret });
        return ok({ SecretCode: secret });
      }
      case 'VerifySoftwareToken': {
        const { pool, user } = await fromAccessToken(body.AccessToken);
        const pending = compatOf(user).pendingTotpSecret;
        if (!pending) throw refuse('SoftwareTokenMFANotFoundException', 'Software Token MFA has not been associated with the user.');
        const step = verifyTotp(pending, String(body.UserCode ?? ''));
        if (step === null) throw refuse('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
        const deviceName = typeof body.FriendlyDeviceName === 'string' ? body.FriendlyDeviceName : undefined;
        // The new authenticator replaces any earlier one; TOTP MFA is turned on by SetUserMFAPreference.
        await saveCompat(pool, user, { totp: { secret: pending, deviceName, usedStep: step }, pendingTotpSecret: undefined });
        return ok({ Status: 'SUCCESS' });
      }
      case 'SetUserMFAPreference': {
        const { pool, user } = await fromAccessToken(body.AccessToken);
        const sms = body.SMSMfaSettings as { Enabled?: boolean } | undefined;
        const email = body.EmailMfaSettings as { Enabled?: boolean } | undefined;
        if (sms?.Enabled || email?.Enabled) throw refuse('InvalidParameterException', 'Only TOTP MFA is enabled for this user pool.');
        const software = body.SoftwareTokenMfaSettings as { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
        const methods = new Set(user.UserMFASettingList ?? []);
        let preferred = user.PreferredMfaSetting;
        if (software?.Enabled === true) {
          if (!compatOf(user).totp) throw refuse('InvalidParameterException', 'User has not verified software token mfa');
          methods.add('SOFTWARE_TOKEN_MFA');
          if (software.PreferredMfa !== false) preferred = 'SOFTWARE_TOKEN_MFA';
        } else if (software?.Enabled === false) {
          methods.delete('SOFTWARE_TOKEN_MFA');
          if (preferred === 'SOFTWARE_TOKEN_MFA') preferred = undefined;
        }
        await pool.saveUser(ctx, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred } as User);
        return ok({});
      }
      default:
        if (typeof body.AccessToken === 'string') await fromAccessToken(body.AccessToken);
        return forward(innerPort, TARGET_PREFIX + action, raw.toString('utf8'));
    }
  }

  const compat = http.createServer(async (req, res) => {
    const origin = req.headers.origin;
    cors(res, origin && allowedOrigins.has(origin) ? origin : null);
    if (origin && !allowedOrigins.has(origin)) return send(res, fail(403, 'AccessDeniedException', 'Origin not allowed'));
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', endpoint);
    const target = String(req.headers['x-amz-target'] ?? '');
    const action = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
    // Administration (Admin*, List*, Create*… — IAM-authorized in AWS) and the outbox are for this machine's scripts and
    // tests, never for a web page: a page may only make the calls Amplify makes for a signed-in or signing-in user.
    const local = url.pathname.startsWith('/_local/') || (action !== '' && !BROWSER_ACTIONS.has(action));
    if (local && (origin || !allowedHosts.has(String(req.headers.host ?? ''))))
      return send(res, fail(403, 'AccessDeniedException', 'Not available to browsers'));
    if (req.method === 'GET' && url.pathname === '/_local/outbox') {
      const to = url.searchParams.get('email')?.toLowerCase();
      const items = outbox.filter((m) => !to || m.to.toLowerCase() === to);
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items }));
    }
    const raw = await readBody(req);
    if (req.method !== 'POST' || !action) {
      const r = await forwardRaw(innerPort, req, raw);
      return void res.writeHead(r.status, r.headers).end(r.body);
    }
    let body: Record<string, unknown>;
    try {
      body = raw.length ? JSON.parse(raw.toString('utf8')) : {};
    } catch {
      return send(res, fail(400, 'SerializationException', 'Malformed request body'));
    }
    try {
      send(res, await handle(action, body, raw));
    } catch (err) {
      if (err instanceof CognitoFault) return send(res, fail(400, err.type, err.message));
      logger.error(err);
      send(res, fail(500, 'InternalErrorException', 'Local Cognito compatibility layer failed'));
    }
  });

  await new Promise<void>((resolve, reject) => {
    compat.once('error', reject);
    compat.listen(opts.port, '127.0.0.1', () => resolve());
  });

  return {
    endpoint,
    outbox,
    onMessage: (l) => listeners.push(l),
    enrolTotp: async (userPoolId, username, secret) => {
      const pool = await cognito.getUserPool(ctx, userPoolId);
      const user = (await pool.getUserByUsername(ctx, username)) as CompatUser | null;
      if (!user) throw new Error(`No user ${username} to enrol`);
      const current = compatOf(user).totp;
      await pool.saveUser(ctx, {
        ...user,
        UserMFASettingList: [...new Set([...(user.UserMFASettingList ?? []), 'SOFTWARE_TOKEN_MFA'])],
        PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
        LocalCompat: { ...compatOf(user), totp: current?.secret === secret ? current : { secret, deviceName: 'seeded' } },
      } as User);
    },
    stop: async () => {
      await new Promise<void>((r) => compat.close(() => r()));
      compat.closeAllConnections();
      await new Promise<void>((r) => inner.close(() => r()));
      (inner as http.Server).closeAllConnections?.();
    },
  };
}

/**
 * ListUsersInGroup pages as Cognito does (Limit 1–60, default 60, and an opaque NextToken); cognito-local returns every
 * member at once and ignores both, which would hide a caller that reads only the first page.
 */
export function pageUsersInGroup(req: Record<string, unknown>, r: Reply): Reply {
  if (r.status !== 200) return r;
  const limit = req.Limit === undefined ? 60 : Number(req.Limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 60)
    return fail(
      400,
      'InvalidParameterException',
      "1 validation error detected: Value at 'limit' failed to satisfy constraint: Member must have value between 1 and 60",
    );
  let start = 0;
  if (req.NextToken !== undefined) {
    start = Number(
      Buffer.from(String(req.NextToken), 'base64url')
        .toString('utf8')
        .replace(/^offset:/, ''),
    );
    if (!Number.isInteger(start) || start < 0) return fail(400, 'InvalidParameterException', 'Invalid pagination token');
  }
  const { Users = [] } = JSON.parse(r.body) as { Users?: unknown[] };
  const page = Users.slice(start, start + limit);
  const next = start + limit < Users.length ? Buffer.from(`offset:${start + limit}`).toString('base64url') : undefined;
  return { status: 200, body: JSON.stringify({ Users: page, ...(next ? { NextToken: next } : {}) }) };
}

interface Reply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const ok = (body: unknown): Reply => ({ status: 200, body: JSON.stringify(body) });

const fail = (status: number, type: string, message: string): Reply => ({
  status,
  body: JSON.stringify({ __type: type, message }),
  headers: { 'x-amzn-errortype': type },
});

function errorType(r: Reply): string | null {
  if (r.status < 400) return null;
  try {
    const t = (JSON.parse(r.body) as { __type?: string; code?: string }).__type ?? '';
    return t.split('#').pop() ?? null;
  } catch {
    return null;
  }
}

function cors(res: http.ServerResponse, origin: string | null) {
  if (!origin) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
  // What Amplify's Cognito client sends (its retry middleware adds amz-sdk-request and amz-sdk-invocation-id).
  res.setHeader(
    'access-control-allow-headers',
    'content-type, x-amz-target, x-amz-user-agent, cache-control, amz-sdk-request, amz-sdk-invocation-id',
  );
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-expose-headers', 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage');
  res.setHeader('access-control-max-age', '600');
}

function send(res: http.ServerResponse, r: Reply) {
  res.writeHead(r.status, { 'content-type': 'application/x-amz-json-1.1', ...r.headers }).end(r.body);
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function forward(port: number, target: string, body: string): Promise<Reply> {
  const res = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body,
  });
  return { status: res.status, body: await res.text(), headers: pickHeaders(res.headers) };
}

async function forwardRaw(port: number, req: http.IncomingMessage, raw: Buffer) {
  const res = await fetch(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
    method: req.method,
    headers: { 'content-type': String(req.headers['content-type'] ?? 'application/json') },
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(raw),
  });
  return {
    status: res.status,
    headers: { ...pickHeaders(res.headers), 'content-type': res.headers.get('content-type') ?? 'application/json' },
    body: Buffer.from(await res.arrayBuffer()),
  };
}

function pickHeaders(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  const t = h.get('x-amzn-errortype');
  if (t) out['x-amzn-errortype'] = t;
  return out;
}
