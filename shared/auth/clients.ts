/**
 * The user pool's app clients (infra/aws/constructs/auth.ts creates them; the local stack too, with these names).
 *  - web:   clients of the business; ordinary session length.
 *  - staff: the admin console; short sessions (ID tokens 15 minutes, refresh tokens 12 hours). The `admin` group
 *           claim is only ever issued to this client, and only to members who have enrolled a TOTP authenticator
 *           (functions/triggers/pre-token-generation.ts).
 */
export const WEB_CLIENT_NAME = 'lda-web';
export const STAFF_CLIENT_NAME = 'lda-staff';

/** Token lifetimes per client, shared by the CDK and the local pool. */
export const CLIENT_TOKEN_VALIDITY = {
  web: { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenMinutes: 30 * 24 * 60 },
  staff: { idTokenMinutes: 15, accessTokenMinutes: 15, refreshTokenMinutes: 12 * 60 },
} as const;

/** How long a sign-in may take between its steps (password, then the TOTP code): Cognito's session string. */
export const AUTH_SESSION_MINUTES = 5;

/**
 * The user attributes a signed-in person may change through Cognito itself (UpdateUserAttributes with their access
 * token): none. Names, email and language are the API's to validate (PATCH /me; docs/security.md F10): a name set
 * directly in Cognito would skip its rules and reach staff in tokens. Both app clients, in AWS and locally.
 */
export const CLIENT_WRITE_ATTRIBUTES: readonly string[] = [];
