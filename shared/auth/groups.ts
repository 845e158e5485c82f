/** The Cognito group whose members are staff (the admin console). Its claim is `cognito:groups`. */
export const ADMIN_GROUP = 'admin';

/**
 * The Cognito group of the office's registered process servers (issue 32): the field app, and only the jobs assigned
 * to them. Like `admin`, its claim is issued only through the staff app client and only to members with a TOTP
 * authenticator (functions/triggers/pre-token-generation.ts).
 */
export const SERVER_GROUP = 'server';

/** The groups whose claim needs the staff client and an authenticator. */
export const STAFF_GROUPS: readonly string[] = [ADMIN_GROUP, SERVER_GROUP];

/**
 * An ID-token claim the pre-token-generation trigger adds (value `required`) when a member of the admin group signs in
 * through the staff client without an authenticator: the console then offers the enrolment instead of treating them
 * as a client. It grants nothing (the admin group stays out of the token); clients never get it.
 */
export const TOTP_SETUP_CLAIM = 'lda_totp_setup';
