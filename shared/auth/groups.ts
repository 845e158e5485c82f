/** The Cognito group whose members are staff (the admin console). Its claim is `cognito:groups`. */
export const ADMIN_GROUP = 'admin';

/**
 * An ID-token claim the pre-token-generation trigger adds (value `required`) when a member of the admin group signs in
 * through the staff client without an authenticator: the console then offers the enrolment instead of treating them
 * as a client. It grants nothing (the admin group stays out of the token); clients never get it.
 */
export const TOTP_SETUP_CLAIM = 'lda_totp_setup';
