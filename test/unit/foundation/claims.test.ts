import { callerFrom, parseGroups } from '../../../functions/lib/auth';
import { flattenClaims } from '../../../infra/local/gateway';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

describe('claims as API Gateway passes them', () => {
  it('flattens arrays the way the HTTP API JWT authorizer does', () => {
    expect(flattenClaims({ sub: 'u1', 'cognito:groups': ['admin', 'staff'], exp: 5, email_verified: true } as never)).toEqual({
      sub: 'u1',
      'cognito:groups': '[admin staff]',
      exp: '5',
      email_verified: 'true',
    });
  });

  it.each([
    ['[admin]', ['admin']],
    ['[admin staff]', ['admin', 'staff']],
    // A group name may contain a comma: `x,admin` is one group, not admin.
    ['[x,admin]', ['x,admin']],
    ['[staff x,admin]', ['staff', 'x,admin']],
    [['admin'], ['admin']],
    ['', []],
    [undefined, []],
  ])('parseGroups(%j) → %j', (claim, groups) => {
    expect(parseGroups(claim)).toEqual(groups);
  });

  const event = (claims?: Record<string, string>) =>
    ({
      requestContext: { authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined },
    }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

  it('reads the caller and the admin flag from verified claims only', () => {
    expect(
      callerFrom(
        event({
          sub: 'u1',
          token_use: 'id',
          email: 'a@b.c',
          given_name: 'A',
          family_name: 'B',
          'cognito:groups': '[admin]',
          auth_time: '1700000000',
          iat: '1700000500',
          aud: 'staff-client-id',
        }),
      ),
    ).toEqual({
      sub: 'u1',
      // The app client the token was issued to: admin routes take only the staff client's (F14).
      audience: 'staff-client-id',
      email: 'a@b.c',
      givenName: 'A',
      familyName: 'B',
      groups: ['admin'],
      isAdmin: true,
      isServer: false,
      issuedAt: 1700000000,
    });
    // A process server (issue 32): the `server` group, exactly.
    expect(callerFrom(event({ sub: 'u5', token_use: 'id', 'cognito:groups': '[server]' }))).toMatchObject({
      isServer: true,
      isAdmin: false,
    });
    expect(callerFrom(event({ sub: 'u6', token_use: 'id', 'cognito:groups': '[servers]' }))?.isServer).toBe(false);
    expect(callerFrom(event({ sub: 'u2', token_use: 'id', 'cognito:groups': '[administrators]' }))?.isAdmin).toBe(false);
    expect(callerFrom(event({ sub: 'u3', token_use: 'id', 'cognito:groups': '[x,admin]' }))?.isAdmin).toBe(false);
    expect(callerFrom(event({ sub: 'u4', token_use: 'id', iat: '1700000500' }))?.issuedAt).toBe(1700000500);
    expect(callerFrom(event())).toBeNull();
  });

  it('accepts ID tokens only: an access token (or a token without token_use) has no caller (B-3)', () => {
    const access = { sub: 'u1', token_use: 'access', client_id: 'c', 'cognito:groups': '[admin]', username: 'u1' };
    expect(callerFrom(event(access))).toBeNull();
    expect(callerFrom(event({ sub: 'u1', 'cognito:groups': '[admin]' }))).toBeNull();
  });
});
