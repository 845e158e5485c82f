import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ADMIN_GROUP, SERVER_GROUP } from '../../shared/auth/groups';
import { isLocale, type Locale } from '../../shared/i18n/core';

/** Who is calling, from the claims the JWT authorizer verified. The client never tells us this. */
export interface Caller {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  groups: string[];
  isAdmin: boolean;
  /** A registered process server of the office (the `server` group: the field app, issue 32). */
  isServer?: boolean;
  /**
   * When the session behind the token began (epoch seconds): `auth_time`, else `iat`; 0 when neither is there. Set for
   * every caller from a token (callerFrom); absent only on callers built in code (tests, scripts), which count as 0.
   */
  issuedAt?: number;
  /** The app client the token was issued to (`aud`): admin routes take only the staff client's. */
  audience?: string;
  /**
   * The `locale` attribute of the account (en/es), set at sign-up from the page's language (functions/lib/domain/
   * signup.ts): the language a profile is created in. Absent on accounts made another way.
   */
  locale?: Locale;
}

/**
 * API Gateway HTTP APIs pass every claim as a string; arrays arrive as "[admin staff]" (joined with spaces). Accept a
 * real array too (a REST API or a future authorizer). Only whitespace separates: a group name may contain a comma
 * (Cognito allows it), and `x,admin` is not `admin`.
 */
export function parseGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.trim() === '') return [];
  const inner = claim.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner.split(/\s+/).filter(Boolean);
}

const seconds = (claim: unknown): number | null => {
  const n = typeof claim === 'number' ? claim : typeof claim === 'string' && /^\d+$/.test(claim) ? Number(claim) : NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * The caller of a request, or null when there is none the API accepts. Only ID tokens are accepted: API Gateway's JWT
 * authorizer also lets a Cognito access token of the same client through (it checks `client_id` for those), and an
 * access token has no email or names — a profile created from one would weaken the §6410 signature check.
 */
export function callerFrom(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string' || !claims.sub) return null;
  if (claims.token_use !== 'id') return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    givenName: typeof claims.given_name === 'string' ? claims.given_name : '',
    familyName: typeof claims.family_name === 'string' ? claims.family_name : '',
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
    isServer: groups.includes(SERVER_GROUP),
    issuedAt: seconds(claims.auth_time) ?? seconds(claims.iat) ?? 0,
    audience: typeof claims.aud === 'string' ? claims.aud : '',
    ...(isLocale(claims.locale) ? { locale: claims.locale } : {}),
  };
}

/** How a person is shown to others (history, office payments): their name from the token, never their email. */
export function displayName(caller: Caller, fallback: string): string {
  return [caller.givenName, caller.familyName].join(' ').trim() || fallback;
}
