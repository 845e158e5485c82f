/**
 * The local Cognito compatibility layer (infra/local/cognito.ts) on its own: cognito-local in this process behind the
 * layer, called over HTTP with Cognito's JSON protocol as Amplify and the SDK call it. Covers what the layer adds:
 * TOTP enrolment and the SOFTWARE_TOKEN_MFA challenge, the admin-claim rule, access and refresh token checks,
 * global sign-out, and what a browser page may reach.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import localKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import publicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { lockoutSeconds, startCognito, type LocalCognito } from '../../infra/local/cognito';
import { cognitoClient, ensurePool, ensureUser, type PoolIds, type SeedUser } from '../../infra/local/cognito-setup';
import { freePort } from '../../infra/local/ports';
import { cognitoCall, CognitoCallError, freshTotpCode, signIn, type Tokens } from '../../infra/local/tokens';
import { generateSecret, timeStep, totpCode } from '../../infra/local/totp';

jest.setTimeout(60_000);

const WEB_ORIGIN = 'http://localhost:5999';
let dir: string;
let cognito: LocalCognito;
let ids: PoolIds;
/** The lockout's clock runs this far ahead of the real one (the lockout tests move it instead of waiting). */
let clockAhead = 0;
/** What the post-confirmation trigger was called with. */
const confirmations: Array<{ triggerSource: string; userAttributes: Record<string, string> }> = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cognito-compat-'));
  cognito = await startCognito({
    port: await freePort(),
    dataDir: dir,
    allowedOrigins: [WEB_ORIGIN],
    now: () => Date.now() + clockAhead,
    postConfirmation: async (event) => void confirmations.push(event),
  });
  ids = await ensurePool(cognitoClient(cognito.endpoint));
});

afterAll(async () => {
  await cognito?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const call = (action: string, body: unknown) => cognitoCall(cognito.endpoint, action, body);
/** The error type a call fails with (the test fails if it succeeds). */
async function failure(action: string, body: unknown): Promise<string> {
  try {
    await call(action, body);
  } catch (err) {
    if (err instanceof CognitoCallError) return err.type;
    throw err;
  }
  throw new Error(`${action} succeeded`);
}

async function newUser(admin = false): Promise<SeedUser> {
  const u: SeedUser = {
    email: `compat-${randomUUID().slice(0, 8)}@example.test`,
    password: `Pw-${randomUUID().slice(0, 8)}-A1!`,
    givenName: 'Ana',
    familyName: 'Ruiz',
    admin,
  };
  await ensureUser(cognitoClient(cognito.endpoint), ids.userPoolId, u);
  return u;
}

const passwordAuth = (u: SeedUser, clientId = ids.userPoolClientId) =>
  call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: u.email, PASSWORD: u.password } });
const claims = (token: string) => jwt.decode(token) as Record<string, unknown>;
const groupsIn = (t: Tokens) => (claims(t.idToken)['cognito:groups'] as string[] | undefined) ?? [];

describe('self sign-up is off (docs/security.md B-2)', () => {
  it('refuses SignUp as Cognito does with self sign-up off, for any email, creating nothing', async () => {
    const email = `compat-${randomUUID().slice(0, 8)}@example.test`;
    const attempt = () =>
      call('SignUp', {
        ClientId: ids.userPoolClientId,
        Username: email,
        Password: 'Signup-Passw0rd!',
        UserAttributes: [{ Name: 'email', Value: email }],
      });
    await expect(attempt()).rejects.toMatchObject({
      type: 'NotAuthorizedException',
      message: 'NotAuthorizedException: SignUp is not permitted for this user pool',
    });
    expect(await failure('AdminGetUser', { UserPoolId: ids.userPoolId, Username: email })).toBe('UserNotFoundException');
  });

  it('refuses a disabled user at sign-in as Cognito does, and signs them in again once enabled', async () => {
    const u = await newUser();
    await call('AdminDisableUser', { UserPoolId: ids.userPoolId, Username: u.email });
    await expect(signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password)).rejects.toThrow(
      'NotAuthorizedException: User is disabled.',
    );
    await call('AdminEnableUser', { UserPoolId: ids.userPoolId, Username: u.email });
    expect((await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password)).idToken).toBeTruthy();
  });

  it('sets email_verified without the email in the same call (AdminUpdateUserAttributes), as Cognito allows', async () => {
    const u = await newUser();
    await call('AdminUpdateUserAttributes', {
      UserPoolId: ids.userPoolId,
      Username: u.email,
      UserAttributes: [{ Name: 'email_verified', Value: 'false' }],
    });
    const got = (await call('AdminGetUser', { UserPoolId: ids.userPoolId, Username: u.email })) as unknown as {
      UserAttributes: Array<{ Name: string; Value: string }>;
    };
    expect(got.UserAttributes.find((a) => a.Name === 'email_verified')?.Value).toBe('false');
    expect(got.UserAttributes.find((a) => a.Name === 'email')?.Value).toBe(u.email);
  });
});

describe('TOTP enrolment (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference)', () => {
  it('enrols an authenticator in three steps, after which sign-in asks for a code', async () => {
    const u = await newUser();
    const { accessToken } = await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password);

    const { SecretCode } = await call('AssociateSoftwareToken', { AccessToken: accessToken });
    expect(SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    const secret = SecretCode!;

    // A wrong code does not verify, and MFA cannot be turned on before a code has.
    const wrong = totpCode(secret, timeStep() + 5);
    expect(await failure('VerifySoftwareToken', { AccessToken: accessToken, UserCode: wrong })).toBe('EnableSoftwareTokenMFAException');
    expect(
      await failure('SetUserMFAPreference', { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
    ).toBe('InvalidParameterException');

    expect(await call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: await freshTotpCode(secret) })).toMatchObject({
      Status: 'SUCCESS',
    });
    // Verified but not turned on: no challenge yet (Cognito turns TOTP on with SetUserMFAPreference).
    expect((await passwordAuth(u)).AuthenticationResult).toBeDefined();

    await call('SetUserMFAPreference', { AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
    const user = await call('GetUser', { AccessToken: accessToken });
    expect(user).toMatchObject({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });

    const challenge = await passwordAuth(u);
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.ChallengeParameters?.USER_ID_FOR_SRP).toEqual(expect.any(String));
    expect(challenge.Session!.length).toBeGreaterThan(100);

    const tokens = await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password, { totpSecret: secret });
    expect(claims(tokens.idToken).email).toBe(u.email);
  });

  it('refuses enrolment calls without a valid access token', async () => {
    const u = await newUser();
    const t = await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password);
    const forged = jwt.sign({ ...claims(t.accessToken), sub: 'someone-else' }, 'not-the-key');
    expect(await failure('AssociateSoftwareToken', { AccessToken: forged })).toBe('NotAuthorizedException');
    expect(await failure('AssociateSoftwareToken', { AccessToken: t.idToken })).toBe('NotAuthorizedException');
    const c = claims(t.accessToken);
    const expired = jwt.sign({ ...c, iat: Number(c.iat) - 7200, exp: Number(c.iat) - 3600 }, localKey.pem, {
      algorithm: 'RS256',
      keyid: 'CognitoLocal',
    });
    expect(await failure('AssociateSoftwareToken', { AccessToken: expired })).toBe('NotAuthorizedException');
  });
});

describe('the SOFTWARE_TOKEN_MFA challenge', () => {
  let u: SeedUser;
  let secret: string;
  beforeAll(async () => {
    u = await newUser();
    secret = generateSecret();
    await cognito.enrolTotp(ids.userPoolId, u.email, secret);
  });

  const respond = (session: string | undefined, code: string, clientId = ids.userPoolClientId, username = u.email) =>
    call('RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: clientId,
      Session: session,
      ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
    });

  it('answers a right code with tokens, a wrong one with CodeMismatchException, and takes each code once', async () => {
    const first = await passwordAuth(u);
    const wrongCode = totpCode(generateSecret());
    await expect(respond(first.Session, wrongCode)).rejects.toMatchObject({ type: 'CodeMismatchException' });
    // The session survives a typo (Amplify lets the user try again)…
    const code = await freshTotpCode(secret);
    const done = await respond(first.Session, code);
    expect(claims(done.AuthenticationResult!.IdToken).token_use).toBe('id');
    // …but not its own success,
    await expect(respond(first.Session, code)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    // and the code does not sign in a second time (RFC 6238 §5.2).
    const second = await passwordAuth(u);
    await expect(respond(second.Session, code)).rejects.toMatchObject({ type: 'CodeMismatchException' });
  });

  it('takes no code without the session of its password step, for the same client and user', async () => {
    const start = await passwordAuth(u);
    expect(
      await failure('RespondToAuthChallenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: ids.userPoolClientId,
        Session: 'made-up',
        ChallengeResponses: { USERNAME: u.email, SOFTWARE_TOKEN_MFA_CODE: '123456' },
      }),
    ).toBe('NotAuthorizedException');
    await expect(respond(start.Session, '123456', ids.staffUserPoolClientId)).rejects.toMatchObject({ type: 'NotAuthorizedException' });
    const other = await newUser();
    await expect(respond(start.Session, '123456', ids.userPoolClientId, other.email)).rejects.toMatchObject({
      type: 'NotAuthorizedException',
    });
  });

  it('ends a session after five wrong codes', async () => {
    // A user of its own: the wrong codes of the tests above count towards the lockout (tested below).
    const fresh = await newUser();
    const freshSecret = generateSecret();
    await cognito.enrolTotp(ids.userPoolId, fresh.email, freshSecret);
    const start = await passwordAuth(fresh);
    for (let i = 0; i < 5; i++)
      await expect(respond(start.Session, totpCode(generateSecret()), ids.userPoolClientId, fresh.email)).rejects.toMatchObject({
        type: 'CodeMismatchException',
      });
    await expect(respond(start.Session, await freshTotpCode(freshSecret), ids.userPoolClientId, fresh.email)).rejects.toMatchObject({
      type: 'NotAuthorizedException',
      message: expect.stringContaining('session'),
    });
  });
});

describe('lockout after failed sign-ins, as Cognito (docs/security.md F5, F17)', () => {
  const wrongPassword = (email: string) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: ids.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: 'Wrong-Passw0rd!x' },
    });
  const message = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      if (err instanceof CognitoCallError) return err.message;
      throw err;
    }
    return 'succeeded';
  };
  const EXCEEDED = 'NotAuthorizedException: Password attempts exceeded';
  afterEach(() => {
    clockAhead = 0;
  });
  /**
   * `n` failures of `attempt` (each expected to fail with `expected`), waiting out each lockout on the test's clock as a
   * patient attacker would: attempts during a lockout are refused without counting.
   */
  async function failTimes(n: number, attempt: () => Promise<unknown>, expected: RegExp, already = 0) {
    for (let i = 1; i <= n; i++) {
      expect(await message(attempt)).toMatch(expected);
      if (i < n) clockAhead += lockoutSeconds(already + i) * 1000 + 1;
    }
  }

  it('locks an account out after failed passwords, refusing even the right one, for 2^(n-5) seconds', async () => {
    expect([4, 5, 6, 10, 30].map(lockoutSeconds)).toEqual([0, 1, 2, 32, 900]);
    const u = await newUser();
    // Five failures in a row: the fifth locks for 1 s.
    for (let i = 0; i < 5; i++)
      expect(await message(() => wrongPassword(u.email))).toBe('NotAuthorizedException: Incorrect username or password.');
    expect(await message(() => passwordAuth(u))).toBe(EXCEEDED);
    // Five more, each after the lockout before it: the tenth locks for 32 s.
    clockAhead += 1001;
    await failTimes(5, () => wrongPassword(u.email), /Incorrect username or password/, 5);
    // Locked: the right password is refused too, and attempts made now do not count.
    expect(await message(() => passwordAuth(u))).toBe(EXCEEDED);
    expect(await message(() => wrongPassword(u.email))).toBe(EXCEEDED);
    clockAhead += 31_000;
    expect(await message(() => passwordAuth(u))).toBe(EXCEEDED);
    clockAhead += 2_000;
    expect(await message(() => passwordAuth(u))).toBe('succeeded');
    // The sign-in after the lockout cleared it: four failures are free again.
    for (let i = 0; i < 4; i++) await wrongPassword(u.email).catch(() => undefined);
    expect(await message(() => passwordAuth(u))).toBe('succeeded');
  });

  it('counts wrong MFA codes across sign-in sessions: a stolen password cannot guess codes without end', async () => {
    const u = await newUser();
    const secret = generateSecret();
    await cognito.enrolTotp(ids.userPoolId, u.email, secret);
    const respond = (session: string | undefined, code: string) =>
      call('RespondToAuthChallenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: ids.userPoolClientId,
        Session: session,
        ChallengeResponses: { USERNAME: u.email, SOFTWARE_TOKEN_MFA_CODE: code },
      });
    // Ten wrong codes, each in a session of its own begun with the right password, waiting out every lockout: the
    // password's success does not clear the count (only a whole sign-in does).
    await failTimes(10, async () => respond((await passwordAuth(u)).Session, totpCode(generateSecret())), /CodeMismatchException/);
    // Locked for 32 s: the password alone no longer opens a session.
    expect(await message(() => passwordAuth(u))).toBe(EXCEEDED);
    clockAhead += 33_000;
    // The eleventh wrong code: 64 s more, and the right code of a session begun before it is refused meanwhile.
    const pending = await passwordAuth(u);
    const start = await passwordAuth(u);
    expect(await message(() => respond(start.Session, totpCode(generateSecret())))).toMatch(/CodeMismatchException/);
    const code = await freshTotpCode(secret);
    expect(await message(() => respond(pending.Session, code))).toBe(EXCEEDED);
    expect(await message(() => passwordAuth(u))).toBe(EXCEEDED);
    clockAhead += 65_000;
    const again = await passwordAuth(u);
    const next = await freshTotpCode(secret);
    expect(await message(() => respond(again.Session, next))).toBe('succeeded');
  });

  it('locks an unknown username alike (the lockout tells nothing about who has an account)', async () => {
    const nobody = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    await failTimes(6, () => wrongPassword(nobody), /Incorrect username or password/);
    expect(await message(() => wrongPassword(nobody))).toBe(EXCEEDED);
  });

  it('forgets old failures after 15 quiet minutes', async () => {
    const u = await newUser();
    for (let i = 0; i < 6; i++) await wrongPassword(u.email).catch(() => undefined);
    clockAhead = 15 * 60_000 + 1000;
    await wrongPassword(u.email).catch(() => undefined);
    // One failure since the reset: no lockout.
    expect(await message(() => passwordAuth(u))).toBe('succeeded');
  });
});

describe('password reset as Cognito answers it (PreventUserExistenceErrors; docs/security.md F17)', () => {
  it('answers ForgotPassword for an unknown email exactly as for a known one, sending nothing', async () => {
    const u = await newUser();
    // Masked alike: both start with "c" at a domain starting with "e".
    const nobody = `compat-nobody-${randomUUID().slice(0, 8)}@example.test`;
    const known = await call('ForgotPassword', { ClientId: ids.userPoolClientId, Username: u.email });
    const unknown = await call('ForgotPassword', { ClientId: ids.userPoolClientId, Username: nobody });
    expect(known).toEqual({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'c***@e***' } });
    expect(unknown).toEqual(known);
    expect(cognito.outbox.filter((m) => m.to === nobody)).toEqual([]);
    expect(cognito.outbox.filter((m) => m.to === u.email)).toHaveLength(1);
  });

  it('runs the post-confirmation trigger after ConfirmForgotPassword, with the user’s sub', async () => {
    const u = await newUser();
    await call('ForgotPassword', { ClientId: ids.userPoolClientId, Username: u.email });
    const code = cognito.outbox.filter((m) => m.to === u.email).at(-1)!.code;
    await call('ConfirmForgotPassword', {
      ClientId: ids.userPoolClientId,
      Username: u.email,
      ConfirmationCode: code,
      Password: 'Reset-Passw0rd!x',
    });
    const sub = claims((await passwordAuth({ ...u, password: 'Reset-Passw0rd!x' })).AuthenticationResult!.IdToken).sub;
    expect(confirmations.at(-1)).toEqual({
      triggerSource: 'PostConfirmation_ConfirmForgotPassword',
      userAttributes: expect.objectContaining({ sub }),
    });
  });
});

describe('refreshed ID tokens keep the sign-in’s auth_time, as Cognito’s', () => {
  it('GetTokensFromRefreshToken and REFRESH_TOKEN_AUTH', async () => {
    const u = await newUser();
    const first = (await passwordAuth(u)).AuthenticationResult!;
    const signedInAt = claims(first.IdToken).auth_time as number;
    await new Promise((r) => setTimeout(r, 1100));
    const viaNew = await call('GetTokensFromRefreshToken', { ClientId: ids.userPoolClientId, RefreshToken: first.RefreshToken });
    const viaOld = await call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: ids.userPoolClientId,
      AuthParameters: { REFRESH_TOKEN: first.RefreshToken },
    });
    for (const refreshed of [viaNew, viaOld]) {
      const c = claims(refreshed.AuthenticationResult!.IdToken);
      expect(c.auth_time).toBe(signedInAt);
      expect(c.iat as number).toBeGreaterThan(signedInAt);
      // Still a token the pool's key signed (the API verifies it).
      expect(() => jwt.verify(refreshed.AuthenticationResult!.IdToken, publicKey.pem, { algorithms: ['RS256'] })).not.toThrow();
    }
  });
});

describe('attributes a person may write through Cognito (docs/security.md F10)', () => {
  it('refuses names, email and language: the API validates them (PATCH /me)', async () => {
    const u = await newUser();
    const { AccessToken } = (await passwordAuth(u)).AuthenticationResult!;
    for (const [Name, Value] of [
      ['given_name', 'Rosa (Office staff)\r\n' + 'x'.repeat(300)],
      ['family_name', '\u202Eofficial'],
      ['email', 'other@example.test'],
      ['locale', 'es'],
    ])
      expect(await failure('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name, Value }] })).toBe('NotAuthorizedException');
    expect(await failure('DeleteUserAttributes', { AccessToken, UserAttributeNames: ['family_name'] })).toBe('NotAuthorizedException');
    // The names in new tokens are the ones the account was made with.
    expect(claims((await passwordAuth(u)).AuthenticationResult!.IdToken).given_name).toBe('Ana');
  });
});

describe('the admin claim (pre-token-generation rule)', () => {
  it('is issued only through the staff client, and only with an enrolled authenticator', async () => {
    const admin = await newUser(true);
    const web = await signIn(cognito.endpoint, ids.userPoolClientId, admin.email, admin.password);
    expect(groupsIn(web)).toEqual([]);
    const staffNoTotp = await signIn(cognito.endpoint, ids.staffUserPoolClientId, admin.email, admin.password);
    expect(groupsIn(staffNoTotp)).toEqual([]);
    // The console offers this member the enrolment (the claim grants nothing); the web client's tokens never say so.
    expect(claims(staffNoTotp.idToken).lda_totp_setup).toBe('required');
    expect(claims(web.idToken).lda_totp_setup).toBeUndefined();

    // Enrolled in process (the enrolment calls are covered above): two codes, no wait for a third time step.
    const secret = generateSecret();
    await cognito.enrolTotp(ids.userPoolId, admin.email, secret);
    const staff = await signIn(cognito.endpoint, ids.staffUserPoolClientId, admin.email, admin.password, { totpSecret: secret });
    expect(groupsIn(staff)).toEqual(['admin']);
    expect(claims(staff.idToken).lda_totp_setup).toBeUndefined();
    expect(claims(staff.idToken).aud).toBe(ids.staffUserPoolClientId);
    // The staff client's ID tokens live 15 minutes.
    expect(Number(claims(staff.idToken).exp) - Number(claims(staff.idToken).iat)).toBe(15 * 60);

    const webWithTotp = await signIn(cognito.endpoint, ids.userPoolClientId, admin.email, admin.password, { totpSecret: secret });
    expect(groupsIn(webWithTotp)).toEqual([]);
    // A refresh on the staff client keeps the claim (the rule runs again).
    const refreshed = await call('GetTokensFromRefreshToken', { ClientId: ids.staffUserPoolClientId, RefreshToken: staff.refreshToken });
    expect(claims(refreshed.AuthenticationResult!.IdToken)['cognito:groups']).toEqual(['admin']);
  });

  it('is not issued to a client of the business through the staff client', async () => {
    const client = await newUser();
    const t = await signIn(cognito.endpoint, ids.staffUserPoolClientId, client.email, client.password);
    expect(groupsIn(t)).toEqual([]);
    expect(claims(t.idToken).lda_totp_setup).toBeUndefined();
    expect(claims(t.idToken).given_name).toBe('Ana');
  });

  it('with the relaxed policy (LOCAL_STAFF_MFA=off) is issued on any client without TOTP', async () => {
    const relaxedDir = mkdtempSync(join(tmpdir(), 'cognito-relaxed-'));
    const relaxed = await startCognito({ port: await freePort(), dataDir: relaxedDir, staffPolicy: 'relaxed' });
    try {
      const r = await ensurePool(cognitoClient(relaxed.endpoint));
      const admin: SeedUser = { email: 'relaxed@example.test', password: 'Pw-relaxed-A1!', givenName: 'R', familyName: 'L', admin: true };
      await ensureUser(cognitoClient(relaxed.endpoint), r.userPoolId, admin);
      expect(groupsIn(await signIn(relaxed.endpoint, r.userPoolClientId, admin.email, admin.password))).toEqual(['admin']);
    } finally {
      await relaxed.stop();
      rmSync(relaxedDir, { recursive: true, force: true });
    }
  });
});

describe('sessions: refresh tokens, global sign-out, revocation', () => {
  it('uses a refresh token only with the client it was issued to', async () => {
    const u = await newUser();
    const t = await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password);
    expect(await failure('GetTokensFromRefreshToken', { ClientId: ids.staffUserPoolClientId, RefreshToken: t.refreshToken })).toBe(
      'NotAuthorizedException',
    );
    expect(
      await failure('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: ids.staffUserPoolClientId,
        AuthParameters: { REFRESH_TOKEN: t.refreshToken },
      }),
    ).toBe('NotAuthorizedException');
    const ok = await call('GetTokensFromRefreshToken', { ClientId: ids.userPoolClientId, RefreshToken: t.refreshToken });
    expect(claims(ok.AuthenticationResult!.IdToken).sub).toBe(claims(t.idToken).sub);
  });

  it('AdminUserGlobalSignOut revokes every refresh token and every access token issued until then', async () => {
    const u = await newUser();
    const a = await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password);
    const b = await signIn(cognito.endpoint, ids.staffUserPoolClientId, u.email, u.password);
    await cognitoClient(cognito.endpoint).send(new AdminUserGlobalSignOutCommand({ UserPoolId: ids.userPoolId, Username: u.email }));
    expect(await failure('GetTokensFromRefreshToken', { ClientId: ids.userPoolClientId, RefreshToken: a.refreshToken })).toBe(
      'NotAuthorizedException',
    );
    expect(await failure('GetTokensFromRefreshToken', { ClientId: ids.staffUserPoolClientId, RefreshToken: b.refreshToken })).toBe(
      'NotAuthorizedException',
    );
    expect(await failure('GetUser', { AccessToken: a.accessToken })).toBe('NotAuthorizedException');
  });

  it('GlobalSignOut does the same for the caller; RevokeToken ends one refresh token', async () => {
    const u = await newUser();
    const a = await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password);
    const b = await signIn(cognito.endpoint, ids.userPoolClientId, u.email, u.password);
    await call('RevokeToken', { ClientId: ids.userPoolClientId, Token: a.refreshToken });
    expect(await failure('GetTokensFromRefreshToken', { ClientId: ids.userPoolClientId, RefreshToken: a.refreshToken })).toBe(
      'NotAuthorizedException',
    );
    expect(
      (await call('GetTokensFromRefreshToken', { ClientId: ids.userPoolClientId, RefreshToken: b.refreshToken })).AuthenticationResult,
    ).toBeDefined();
    await call('GlobalSignOut', { AccessToken: b.accessToken });
    expect(await failure('GetTokensFromRefreshToken', { ClientId: ids.userPoolClientId, RefreshToken: b.refreshToken })).toBe(
      'NotAuthorizedException',
    );
    expect(await failure('GetUser', { AccessToken: b.accessToken })).toBe('NotAuthorizedException');
  });
});

describe('what a browser page can reach', () => {
  const post = (action: string, headers: Record<string, string>) =>
    fetch(cognito.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}`, ...headers },
      body: JSON.stringify({ UserPoolId: ids.userPoolId, Username: 'admin@lda.local', GroupName: 'admin' }),
    });

  it('grants CORS to the local web origin only', async () => {
    const ok = await fetch(cognito.endpoint, { method: 'OPTIONS', headers: { origin: WEB_ORIGIN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const evil = await fetch(cognito.endpoint, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses Admin* actions and the outbox to any request from a page, even the web origin, and to foreign Host names', async () => {
    expect((await post('AdminAddUserToGroup', { origin: WEB_ORIGIN })).status).toBe(403);
    expect((await post('AdminAddUserToGroup', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post('ListUsersInGroup', { origin: WEB_ORIGIN })).status).toBe(403);
    expect((await fetch(`${cognito.endpoint}/_local/outbox`, { headers: { origin: WEB_ORIGIN } })).status).toBe(403);
    // DNS rebinding: a page on attacker.example resolving to 127.0.0.1 sends its own Host.
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${cognito.endpoint}/_local/outbox`, { headers: { host: 'attacker.example' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(rebound).toBe(403);
    // This machine's scripts (no Origin, local Host) still can.
    expect((await fetch(`${cognito.endpoint}/_local/outbox`)).status).toBe(200);
  });
});

describe('Cognito’s own emails carry the LDA identification (B&P §6408, review m3)', () => {
  it('a password-reset code: bilingual, the code once, the §6408 block and the §6408.5 statement in both languages', async () => {
    const u = await newUser();
    await call('ForgotPassword', { ClientId: ids.userPoolClientId, Username: u.email });
    const res = await fetch(`${cognito.endpoint}/_local/outbox?email=${encodeURIComponent(u.email)}`);
    const { items } = (await res.json()) as { items: Array<{ subject: string; body: string; code: string }> };
    const mail = items.at(-1)!;
    expect(mail.subject).toBe('Reset your Rivera Legal Docs password / Restablezca su contraseña de Rivera Legal Docs');
    expect(mail.body.split(mail.code)).toHaveLength(2);
    expect(mail.body).not.toContain('{####}');
    for (const fact of ['2024-0142', 'Los Angeles County', '4521 Whittier Blvd, Suite 2', '(323) 555-0148'])
      expect(mail.body).toContain(fact);
    expect(mail.body).toContain('I am not an attorney. I can only provide self help services at your specific direction.');
    expect(mail.body).toContain('No soy abogada. Solo puedo brindar servicios de autoayuda bajo su dirección específica.');
  });
});
