/**
 * Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually), with `node:crypto` instead of the
 * `stripe` package: the `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>…][,v0=…]`; each `v1` is
 * HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's secret (several while a secret is being rolled). The
 * event is accepted if any `v1` matches (constant-time compare) and `t` is within the tolerance of now.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance: 5 minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export class SignatureVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignatureVerificationError';
  }
}

const hmac = (secret: string, timestamp: number, payload: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** The header's timestamp and its `v1` signatures (other schemes, such as `v0`, are not accepted). */
export function parseSignatureHeader(header: string): { timestamp: number | null; signatures: string[] } {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 0) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1') signatures.push(value);
  }
  return { timestamp, signatures };
}

/**
 * Throws SignatureVerificationError unless `header` signs `payload` (the raw body, exactly as received) with `secret`
 * at a time within `toleranceSeconds` of `nowMs` (either side: a timestamp from the future is refused too).
 */
export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  { toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS, nowMs = Date.now() }: { toleranceSeconds?: number; nowMs?: number } = {},
): void {
  if (!secret || !secret.trim()) throw new SignatureVerificationError('no webhook secret');
  if (!header) throw new SignatureVerificationError('no signature header');
  if (!payload) throw new SignatureVerificationError('no payload');
  const { timestamp, signatures } = parseSignatureHeader(header);
  if (timestamp === null) throw new SignatureVerificationError('no timestamp in the header');
  if (!signatures.length) throw new SignatureVerificationError('no v1 signature in the header');
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'utf8');
  // Every candidate is compared (no early exit on the first match), each in constant time.
  const matches = signatures.filter((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches.length) throw new SignatureVerificationError('no signature matches the payload');
  if (Math.abs(Math.floor(nowMs / 1000) - timestamp) > toleranceSeconds) {
    throw new SignatureVerificationError('timestamp outside the tolerance');
  }
}

/** A `Stripe-Signature` header for a payload (local test mode and tests): `t=<timestamp>,v1=<hex>`. */
export const signPayload = (payload: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string =>
  `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
