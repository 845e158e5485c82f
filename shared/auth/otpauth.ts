/**
 * The otpauth:// URI authenticator apps read from a QR code (the Google Authenticator key-uri format, which Microsoft
 * Authenticator, Authy, 1Password and others read too): TOTP, HMAC-SHA1, 6 digits, 30-second steps — what Amazon
 * Cognito's software tokens use. Shared by the web's enrolment screen (the QR code) and the local stack (printed at
 * `npm start`); no Node or browser API.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

export function otpauthUri(secret: string, opts: { issuer: string; account: string }): string {
  const label = `${encodeURIComponent(opts.issuer)}:${encodeURIComponent(opts.account)}`;
  const params = new URLSearchParams({
    secret,
    issuer: opts.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** A base32 secret in groups of four, as people copy it into an app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
