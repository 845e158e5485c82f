import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ADMIN_GROUP } from '../../shared/auth/groups';

/** Who is calling, from the claims the JWT authorizer verified. The client never tells us this. */
export interface Caller {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
  isAdmin: boolean;
}

/**
 * API Gateway HTTP APIs pass every claim as a string; arrays arrive as "[admin staff]". Accept a real array too
 * (a REST API or a future authorizer).
 */
export function parseGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.trim() === '') return [];
  const inner = claim.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner.split(/[\s,]+/).filter(Boolean);
}

export function callerFrom(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
    familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
  };
}

/** How a person is shown to others (history, office payments): their name from the token, never their email. */
export function displayName(caller: Caller, fallback: string): string {
  return [caller.givenName, caller.familyName].join(' ').trim() || fallback;
}
