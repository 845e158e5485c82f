import jwt from 'jsonwebtoken';
import localKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { signIn } from '../../infra/local/tokens';
import { client, gateway, newUser, stack } from './helpers';

describe('local gateway and the foundation slice', () => {
  it('GET /health answers without a token', async () => {
    const res = await client().send('GET /health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
  });

  it('GET /me creates the profile from the token claims and reports isAdmin from the admin group', async () => {
    const user = await newUser({ givenName: 'Lucía', familyName: 'Pérez' });
    const first = await client(user).send('GET /me');
    expect(first.status).toBe(200);
    expect(first.body.isAdmin).toBe(false);
    expect(first.body.profile).toMatchObject({
      userId: user.sub,
      email: user.email,
      firstName: 'Lucía',
      lastName: 'Pérez',
      preferredLanguage: 'en',
    });
    const again = await client(user).send('GET /me');
    expect(again.body.profile.createdAt).toBe(first.body.profile.createdAt);

    const admin = await newUser({ admin: true });
    expect((await client(admin).send('GET /me')).body.isAdmin).toBe(true);
  });

  it('PATCH /me updates only allowed fields and refuses bad input with field errors, storing nothing', async () => {
    const user = await newUser();
    const ok = await client(user).send('PATCH /me', { body: { phone: '(323) 555-0100', preferredLanguage: 'es' } });
    expect(ok.status).toBe(200);
    expect(ok.body.profile).toMatchObject({ phone: '(323) 555-0100', preferredLanguage: 'es' });

    const bad = await client(user).sendUnchecked('PATCH /me', { body: { phone: '12', email: 'x@y.z' } });
    expect(bad.status).toBe(400);
    expect(bad.error.code).toBe('validation_failed');
    expect(Object.keys(bad.error.fieldErrors ?? {})).toEqual(expect.arrayContaining(['phone']));
    const after = await client(user).send('GET /me');
    expect(after.body.profile.phone).toBe('(323) 555-0100');
  });

  it.each([
    {
      name: 'malformed JSON',
      run: () => client(TOKEN).sendUnchecked('PATCH /me', { rawBody: '{"phone":' }),
      status: 400,
      code: 'invalid_json',
    },
    { name: 'an unknown route', run: () => gateway('GET', '/nope'), status: 404, code: 'not_found' },
    { name: 'a wrong method', run: () => gateway('DELETE', '/health'), status: 405, code: 'method_not_allowed' },
    { name: 'a missing token', run: () => client().send('GET /me'), status: 401, code: 'unauthorized' },
    { name: 'a forged signature', run: () => client(forge(TOKEN)).send('GET /me'), status: 401, code: 'unauthorized' },
    { name: 'an expired token', run: () => client(expired(TOKEN)).send('GET /me'), status: 401, code: 'unauthorized' },
    {
      name: 'a token from another issuer',
      run: () => client('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln').send('GET /me'),
      status: 401,
      code: 'unauthorized',
    },
    // Signed with the pool's real key and unexpired: only the claim named is wrong.
    {
      name: 'a validly signed token with another issuer',
      run: () => client(resigned(TOKEN, { iss: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_other' })).send('GET /me'),
      status: 401,
      code: 'unauthorized',
    },
    {
      name: 'a validly signed token for another app client (audience)',
      run: () => client(resigned(TOKEN, { aud: 'another-app-client' })).send('GET /me'),
      status: 401,
      code: 'unauthorized',
    },
    // API Gateway's authorizer requires `exp`; the local gateway's verifier alone would take a token without one (F16).
    {
      name: 'a validly signed token without an expiry',
      run: () => client(withoutExpiry(TOKEN)).send('GET /me'),
      status: 401,
      code: 'unauthorized',
    },
    {
      name: "the pool's own access token (ID tokens only)",
      run: () => client(ACCESS_TOKEN).send('GET /me'),
      status: 401,
      code: 'unauthorized',
    },
  ])('answers $name with JSON $status $code and no stack trace', async ({ run, status, code }) => {
    const res = await run();
    expect(res.status).toBe(status);
    expect(res.json).toEqual({ error: { code, message: expect.any(String) } });
    expect(res.text).not.toMatch(/\bat \w+ \(|node_modules/);
  });

  it('gives no CORS grant to a foreign origin', async () => {
    const res = await fetch(`${stack().apiUrl}/health`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${stack().apiUrl}/me`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } });
    expect(preflight.status).toBe(403);
  });
});

let TOKEN = '';
let ACCESS_TOKEN = '';
beforeAll(async () => {
  const user = await newUser();
  TOKEN = user.token;
  const s = stack();
  ACCESS_TOKEN = (await signIn(s.cognitoEndpoint, s.userPoolClientId, user.email, user.password)).accessToken;
});

/** The same claims with `changes`, signed with the local pool's real key (valid signature, unexpired). */
function resigned(token: string, changes: Record<string, unknown>): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  return jwt.sign({ ...claims, ...changes }, localKey.pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });
}

/** The same claims signed with the local pool's real key, but expired an hour ago. */
function expired(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 }, localKey.pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });
}

/** The same claims signed with the local pool's real key, with no `exp` at all. */
function withoutExpiry(token: string): string {
  const { exp: _exp, ...claims } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  return jwt.sign(claims, localKey.pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });
}

/** Same header and payload, different signature. */
function forge(token: string): string {
  const [h, p] = token.split('.');
  return `${h}.${p}.${Buffer.from('not-the-signature').toString('base64url')}`;
}
