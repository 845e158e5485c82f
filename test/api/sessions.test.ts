/**
 * Sessions that end when they should (docs/security.md F2, F3): after the person signs out everywhere, changes or
 * resets their password, or their account is deleted, the ID tokens they (or anyone) still hold are refused on every
 * route — client routes included — within one request, and a deleted account's token recreates nothing.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { cognitoCall, signIn } from '../../infra/local/tokens';
import { client, newSubmission, newUser, stack, type TestUser } from './helpers';

jest.setTimeout(90_000);

const s = stack();
Object.assign(process.env, { TABLE_NAME: s.tableName, DYNAMODB_ENDPOINT: s.dynamodbEndpoint, AWS_REGION: 'us-west-2' });

/** Cognito's auth_time and the marker are in seconds: a sign-in in the marker's second counts as before it. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100 - (Date.now() % 1000)));

/** Every kind of client call a stale token might make: reads and writes of the profile, drafts, orders and a case. */
function clientCalls(caseId: string) {
  return {
    'GET /me': (t: string) => client(t).send('GET /me'),
    'PATCH /me': (t: string) => client(t).send('PATCH /me', { body: { phone: '(323) 555-0199' } }),
    'PUT /drafts/{questionnaireType}': (t: string) =>
      client(t).send('PUT /drafts/{questionnaireType}', {
        params: { questionnaireType: 'probate' },
        body: { answers: {}, step: 'decedent' },
      }),
    'POST /orders': (t: string) => client(t).send('POST /orders', { body: { questionnaireType: 'name-change' } }),
    'GET /submissions/{id}': (t: string) => client(t).send('GET /submissions/{id}', { params: { id: caseId } }),
    'GET /submissions/{id}/messages': (t: string) => client(t).send('GET /submissions/{id}/messages', { params: { id: caseId } }),
    'POST /submissions/{id}/messages': (t: string) =>
      client(t).send('POST /submissions/{id}/messages', { params: { id: caseId }, body: { body: 'Are you there?' } }),
  };
}

/** Each call with `token`: its status (every one must be 401 with the API's error body). */
async function statusesWith(token: string, caseId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [key, run] of Object.entries(clientCalls(caseId))) {
    const res = await run(token);
    out[key] = res.status;
    if (res.status === 401) expect(res.error.code).toBe('unauthorized');
  }
  return out;
}
const all401 = (caseId: string) => Object.fromEntries(Object.keys(clientCalls(caseId)).map((k) => [k, 401]));

describe('sign out everywhere (POST /me/sessions/end)', () => {
  let user: TestUser;
  let caseId: string;
  beforeAll(async () => {
    user = await newUser();
    caseId = (await newSubmission(user)).id;
  });

  it('refuses the session’s own token and every earlier one on every client route at once; a new sign-in works', async () => {
    const second = await signIn(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password);
    expect((await client(second.idToken).send('GET /me')).status).toBe(200);
    const ended = await client(user).send('POST /me/sessions/end', { body: { reason: 'signed_out' } });
    expect(ended.status).toBe(204);
    expect(await statusesWith(user.token, caseId)).toEqual(all401(caseId));
    expect(await statusesWith(second.idToken, caseId)).toEqual(all401(caseId));
    // Nothing was written by the refused calls: the phone is as before.
    await nextSecond();
    const fresh = await signIn(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password);
    const me = await client(fresh.idToken).send('GET /me');
    expect(me.status).toBe(200);
    expect(me.body.profile.phone).toBeNull();
    expect((await client(fresh.idToken).send('GET /submissions/{id}', { params: { id: caseId } })).status).toBe(200);
  });

  it('also refuses ID tokens refreshed from a refresh token of an ended session (they keep its sign-in time)', async () => {
    await nextSecond();
    const before = await signIn(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password);
    await nextSecond();
    await client(before.idToken).send('POST /me/sessions/end', { body: { reason: 'password_changed' } });
    // The web signs out of Cognito everywhere right after; a refresh token that escaped it still refreshes…
    await nextSecond();
    const refreshed = await cognitoCall(s.cognitoEndpoint, 'GetTokensFromRefreshToken', {
      ClientId: s.userPoolClientId,
      RefreshToken: before.refreshToken,
    });
    const idToken = refreshed.AuthenticationResult!.IdToken;
    expect(idToken).not.toBe(before.idToken);
    // …but the API refuses what it gets.
    expect((await client(idToken).send('GET /me')).status).toBe(401);
  });

  it('ends a staff member’s sessions too: admin routes refuse their earlier tokens', async () => {
    const staff = await newUser({ admin: true });
    const search = () => client(staff).send('POST /admin/submissions/search', { body: {} });
    expect((await search()).status).toBe(200);
    expect((await client(staff).send('POST /me/sessions/end', { body: { reason: 'signed_out' } })).status).toBe(204);
    expect((await search()).status).toBe(401);
  });
});

describe('a password reset (ConfirmForgotPassword: the pool’s post-confirmation trigger)', () => {
  it('refuses every token of a session begun before the reset', async () => {
    const user = await newUser();
    const caseId = (await newSubmission(user)).id;
    await nextSecond();
    await cognitoCall(s.cognitoEndpoint, 'ForgotPassword', { ClientId: s.userPoolClientId, Username: user.email });
    const outbox = (await (await fetch(`${s.cognitoEndpoint}/_local/outbox?email=${encodeURIComponent(user.email)}`)).json()) as {
      items: Array<{ code: string | null }>;
    };
    const code = outbox.items.at(-1)?.code;
    expect(code).toMatch(/^\d+$/);
    const password = `Reset-${randomUUID().slice(0, 8)}-A1!`;
    await cognitoCall(s.cognitoEndpoint, 'ConfirmForgotPassword', {
      ClientId: s.userPoolClientId,
      Username: user.email,
      ConfirmationCode: code,
      Password: password,
    });
    expect(await statusesWith(user.token, caseId)).toEqual(all401(caseId));
    await nextSecond();
    const fresh = await signIn(s.cognitoEndpoint, s.userPoolClientId, user.email, password);
    expect((await client(fresh.idToken).send('GET /me')).status).toBe(200);
  });
});

describe('a deleted account (npm run account:delete)', () => {
  it('refuses the token it still holds on every route and recreates nothing: no profile, no draft, no order', async () => {
    const user = await newUser();
    const caseId = (await newSubmission(user)).id;
    expect((await client(user).send('GET /me')).status).toBe(200);
    // What scripts/account.ts does, in its order: the marker first, then the data, then the sign-in.
    const { putRevocation } = await import('../../functions/lib/store/revocations');
    const { deleteAccountData } = await import('../../functions/lib/domain/accounts');
    const { ddb } = await import('../../functions/lib/db');
    const { keys } = await import('../../functions/lib/store/keys');
    await putRevocation(user.sub, 'account_deleted');
    await deleteAccountData(user.sub);
    await cognitoCall(s.cognitoEndpoint, 'AdminDeleteUser', { UserPoolId: s.userPoolId, Username: user.email });

    expect(await statusesWith(user.token, caseId)).toEqual(all401(caseId));
    const item = async (Key: { PK: string; SK: string }) =>
      (await ddb().send(new GetCommand({ TableName: s.tableName, Key, ConsistentRead: true }))).Item;
    expect(await item(keys.profile(user.sub))).toBeUndefined();
    expect(await item(keys.draft(user.sub, 'probate'))).toBeUndefined();
    expect(await item(keys.openOrder(user.sub, 'name-change'))).toBeUndefined();
    // The case file stays (7 years), untouched by the refused calls.
    expect(await item(keys.submission(caseId))).toMatchObject({ id: caseId, userId: user.sub });
  });

  it('returns once its second is over: a sign-in right after (the new password after a reset) begins after the marker', async () => {
    const user = await newUser();
    const { putRevocation } = await import('../../functions/lib/store/revocations');
    const at = await putRevocation(user.sub, 'password_reset');
    // A token issued now tells a sign-in in a later second than the marker's, so the routes take it.
    expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(at);
    const fresh = await signIn(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password);
    expect((await client(fresh.idToken).send('GET /me')).status).toBe(200);
    expect((await client(user).send('GET /me')).status).toBe(401);
  });

  it('keeps the marker of a deletion whatever is written after it (a late sign-out cannot lift or move it back)', async () => {
    const user = await newUser();
    const { putRevocation, getRevokedAt } = await import('../../functions/lib/store/revocations');
    const at = await putRevocation(user.sub, 'account_deleted');
    await putRevocation(user.sub, 'signed_out', new Date(Date.now() - 60_000));
    expect(await getRevokedAt(user.sub)).toBe(at);
    expect((await client(user).send('GET /me')).status).toBe(401);
  });
});
