/**
 * The manage link's token: `<appointmentId>.<mac>`, the MAC an HMAC-SHA256 (key NOTARY_LINK_KEY, or in AWS the secret
 * NOTARY_LINK_KEY_ARN) over the appointment id and its random nonce, kept on the appointment. Not guessable, carries no
 * personal data, and works only with the appointment's nonce. It travels in a URL's fragment (`/notary/manage#<token>`,
 * never sent to a server or a Referer) and in request bodies, never in an API path or query.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

let key: Promise<string> | null = null;

/** The signing key: the environment's, or the secret's (read once, on first use: a chunk, not the cold start). */
function linkKey(): Promise<string> {
  if (key) return key;
  const direct = process.env.NOTARY_LINK_KEY;
  const arn = process.env.NOTARY_LINK_KEY_ARN;
  if (direct) key = Promise.resolve(direct);
  else if (arn) key = import('../secrets').then((m) => m.readSecret(arn));
  else return Promise.reject(new Error('NOTARY_LINK_KEY or NOTARY_LINK_KEY_ARN must be set'));
  key.catch(() => (key = null));
  return key;
}

const mac = (secret: string, id: string, nonce: string) =>
  createHmac('sha256', secret).update(`notary-manage:${id}:${nonce}`, 'utf8').digest('base64url').slice(0, 32);

export async function manageToken(a: { id: string; manageNonce: string }): Promise<string> {
  return `${a.id}.${mac(await linkKey(), a.id, a.manageNonce)}`;
}

/** The appointment id a token names (to read it), or null for anything malformed. */
export function tokenAppointmentId(token: string): string | null {
  const m = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{32})$/.exec(token);
  return m ? m[1] : null;
}

/** Whether the token was made for this appointment (constant-time). */
export async function tokenMatches(token: string, a: { id: string; manageNonce: string }): Promise<boolean> {
  const expected = Buffer.from(`${a.id}.${mac(await linkKey(), a.id, a.manageNonce)}`);
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The manage page's URL for a token (the token in the fragment). */
export const manageUrl = (siteUrl: string, token: string): string => `${siteUrl.replace(/\/+$/, '')}/notary/manage#${token}`;
