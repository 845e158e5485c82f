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
    [['admin'], ['admin']],
    ['', []],
    [undefined, []],
  ])('parseGroups(%j) → %j', (claim, groups) => {
    expect(parseGroups(claim)).toEqual(groups);
  });

  const event = (claims?: Record<string, string>) =>
    ({ requestContext: { authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined } }) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;

  it('reads the caller and the admin flag from verified claims only', () => {
    expect(callerFrom(event({ sub: 'u1', email: 'a@b.c', given_name: 'A', family_name: 'B', 'cognito:groups': '[admin]' }))).toEqual({
      sub: 'u1',
      email: 'a@b.c',
      givenName: 'A',
      familyName: 'B',
      groups: ['admin'],
      isAdmin: true,
    });
    expect(callerFrom(event({ sub: 'u2', 'cognito:groups': '[administrators]' }))?.isAdmin).toBe(false);
    expect(callerFrom(event())).toBeNull();
  });
});
