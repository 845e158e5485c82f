/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP), as authenticator apps and Amazon Cognito use them:
 * HMAC-SHA1, 6 digits, 30-second steps, secrets as RFC 4648 base32. Used by the local Cognito compatibility layer
 * (infra/local/cognito.ts) to verify codes, and by tests, the seed and the bench to compute them.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../shared/auth/otpauth';

export { otpauthUri } from '../../shared/auth/otpauth';
export { TOTP_DIGITS, TOTP_PERIOD_SECONDS };
/** Steps accepted either side of the current one (clock drift between the server and the authenticator app). */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decode base32 (case-insensitive; spaces, dashes and `=` padding ignored, as authenticator apps accept them). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const value = ALPHABET.indexOf(ch);
    if (value < 0) throw new Error('Not a base32 secret');
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32 (32 characters). */
export const generateSecret = (): string => base32Encode(randomBytes(20));

/** RFC 4226 HOTP: dynamic truncation of HMAC(key, counter). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (counter) of an instant: floor(unix seconds / 30). */
export const timeStep = (atMs: number = Date.now()): number => Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);

/** When a time step begins (ms). */
export const stepStartMs = (step: number): number => step * TOTP_PERIOD_SECONDS * 1000;

/** The code of a secret at a step (default: now). */
export const totpCode = (secret: string, step: number = timeStep()): string => hotp(base32Decode(secret), step);

/**
 * Check a code against the steps around `atMs`. Returns the step it matched, or null. `usedStep` is the last step a
 * code was accepted for: that step and earlier ones are refused, so a code works once (RFC 6238 §5.2).
 */
export function verifyTotp(secret: string, code: string, opts: { atMs?: number; usedStep?: number | null } = {}): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = timeStep(opts.atMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is computed and compared (constant time), whatever matches first.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && matched === null) matched = step;
  }
  if (matched === null || (opts.usedStep !== null && opts.usedStep !== undefined && matched <= opts.usedStep)) return null;
  return matched;
}
