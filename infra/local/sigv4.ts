/**
 * AWS Signature Version 4 verification for the local S3 compatibility layer (infra/local/s3.ts): what Amazon S3 checks
 * and s3rver does not (s3rver 3.7 accepts any V4 signature and ignores POST policies).
 *  - requests signed in the Authorization header (the SDK's own calls);
 *  - presigned URLs (query string: X-Amz-Signature, X-Amz-Date, X-Amz-Expires);
 *  - browser form uploads (POST Object): the policy's signature, expiry and every condition.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3 error as Amazon S3 answers it (XML body with Code and Message). */
export interface S3Failure {
  status: number;
  code: string;
  message: string;
}

const fail = (status: number, code: string, message: string): S3Failure => ({ status, code, message });
const denied = (message: string) => fail(403, 'AccessDenied', message);
const mismatch = () =>
  fail(
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
  );

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** RFC 3986 encoding, as SigV4 canonical query strings require. */
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const decode = (s: string) => {
  try {
    return decodeURIComponent(s.replace(/\+/g, '%20'));
  } catch {
    return s;
  }
};

/** The raw query as [name, value] pairs, decoded. */
export function queryPairs(rawQuery: string): Array<[string, string]> {
  if (!rawQuery) return [];
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const i = part.indexOf('=');
      return i < 0 ? [decode(part), ''] : [decode(part.slice(0, i)), decode(part.slice(i + 1))];
    });
}

function canonicalQuery(pairs: Array<[string, string]>): string {
  return pairs
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

type Headers = Record<string, string | string[] | undefined>;
const headerValue = (headers: Headers, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

/** "20260101T120000Z" → Date (NaN date when malformed). */
export function parseAmzDate(s: string | undefined): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : new Date(Number.NaN);
}

interface Scope {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
}
function parseCredential(credential: string): Scope | null {
  const parts = credential.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request') return null;
  const [accessKeyId, date, region, service] = parts;
  return { accessKeyId, date, region, service };
}

export interface SignedRequest {
  method: string;
  /** The request target as received: path (still percent-encoded) and query. */
  url: string;
  headers: Headers;
}

export interface VerifyOptions {
  credentials: Credentials;
  region: string;
  now: Date;
}

/** Requests signed in the Authorization header may be at most 15 minutes from the server's clock (S3's rule). */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** Presigned URLs live at most 7 days (S3's rule). */
const MAX_PRESIGNED_SECONDS = 604_800;

export type AuthMechanism = 'header' | 'query' | 'none';

export function authMechanism(req: SignedRequest): AuthMechanism {
  if (headerValue(req.headers, 'authorization')) return 'header';
  const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
  if (queryPairs(query).some(([k]) => k === 'X-Amz-Signature' || k === 'X-Amz-Algorithm')) return 'query';
  return 'none';
}

/**
 * Verify a SigV4-signed request (header or presigned URL) the way S3 does: algorithm, credential scope, clock skew or
 * expiry, and the signature over the canonical request. Returns null when the request is authentic.
 */
export function verifySignedRequest(req: SignedRequest, opts: VerifyOptions): S3Failure | null {
  const q = req.url.indexOf('?');
  const path = q < 0 ? req.url : req.url.slice(0, q);
  const pairs = queryPairs(q < 0 ? '' : req.url.slice(q + 1));
  const param = (name: string) => pairs.find(([k]) => k === name)?.[1];

  let algorithm: string | undefined;
  let credential: string | undefined;
  let signedHeaders: string | undefined;
  let signature: string | undefined;
  let amzDate: string | undefined;
  let payloadHash: string;
  let signedPairs = pairs;

  if (authMechanism(req) === 'header') {
    const auth = headerValue(req.headers, 'authorization')!;
    const m = /^(\S+)\s+(.*)$/.exec(auth.trim());
    algorithm = m?.[1];
    const fields = new Map(
      (m?.[2] ?? '').split(',').map((f) => {
        const [k, ...v] = f.trim().split('=');
        return [k, v.join('=')] as const;
      }),
    );
    credential = fields.get('Credential');
    signedHeaders = fields.get('SignedHeaders');
    signature = fields.get('Signature');
    amzDate = headerValue(req.headers, 'x-amz-date');
    payloadHash = headerValue(req.headers, 'x-amz-content-sha256') ?? '';
    if (!payloadHash) return fail(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    const at = parseAmzDate(amzDate);
    if (Number.isNaN(at.getTime())) return denied('AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(opts.now.getTime() - at.getTime()) > MAX_SKEW_MS)
      return fail(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  } else {
    algorithm = param('X-Amz-Algorithm');
    credential = param('X-Amz-Credential');
    signedHeaders = param('X-Amz-SignedHeaders');
    signature = param('X-Amz-Signature');
    amzDate = param('X-Amz-Date');
    payloadHash = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    const expires = Number(param('X-Amz-Expires'));
    if (!algorithm || !credential || !signedHeaders || !signature || !amzDate || !param('X-Amz-Expires'))
      return fail(
        400,
        'AuthorizationQueryParametersError',
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      );
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS)
      return fail(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be between 1 and 604800 seconds');
    const at = parseAmzDate(amzDate);
    if (Number.isNaN(at.getTime())) return fail(400, 'AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 Long Format');
    if (opts.now.getTime() > at.getTime() + expires * 1000) return denied('Request has expired');
    signedPairs = pairs.filter(([k]) => k !== 'X-Amz-Signature');
  }

  if (algorithm !== 'AWS4-HMAC-SHA256') return fail(400, 'InvalidArgument', 'Unsupported Authorization Type');
  const scope = credential ? parseCredential(credential) : null;
  if (!scope || !signedHeaders || !signature || !amzDate)
    return fail(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  if (scope.accessKeyId !== opts.credentials.accessKeyId)
    return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (scope.service !== 's3' || scope.region !== opts.region || scope.date !== amzDate.slice(0, 8))
    return fail(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region or date of the credential scope is wrong; expecting '${opts.region}'.`,
    );
  const names = signedHeaders.split(';');
  if (!names.includes('host')) return denied('Host must be a signed header');

  const canonicalHeaders = names.map((n) => `${n}:${(headerValue(req.headers, n) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method.toUpperCase(), path, canonicalQuery(signedPairs), canonicalHeaders, signedHeaders, payloadHash].join(
    '\n',
  );
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    `${scope.date}/${scope.region}/${scope.service}/aws4_request`,
    sha256hex(canonicalRequest),
  ].join('\n');
  const expected = hmac(signingKey(opts.credentials.secretAccessKey, scope.date, scope.region, scope.service), stringToSign).toString(
    'hex',
  );
  return sameHex(expected, signature) ? null : mismatch();
}

// ---------------------------------------------------------------------------------------------------------------
// POST Object (browser form upload with a signed policy)
// https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
// ---------------------------------------------------------------------------------------------------------------

export interface PostForm {
  /** The form's text fields, in order, before the file (names as sent). */
  fields: Array<[string, string]>;
  /** The file part's size in bytes (null when there is no file part). */
  fileSize: number | null;
}

type Condition = Record<string, string> | [string, ...unknown[]];

/** Fields the policy need not mention (S3: the policy itself, its signature, the file, and x-ignore-*). */
const EXEMPT = (name: string) => ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');

/**
 * Verify a POST Object upload against its policy: the signature over the base64 policy, its expiration, and every
 * condition (exact match, starts-with, content-length-range); every form field must be covered by a condition.
 * Returns null when S3 would accept the upload.
 */
export function verifyPostPolicy(form: PostForm, bucket: string, opts: VerifyOptions): S3Failure | null {
  const fields = new Map<string, string>();
  for (const [k, v] of form.fields) fields.set(k.toLowerCase(), v);
  fields.set('bucket', bucket);
  const get = (name: string) => fields.get(name.toLowerCase());

  if (form.fileSize === null) return fail(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  if (!get('key')) return fail(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.");
  const policy = get('policy');
  if (!policy) return denied('Bucket POST must contain a field named policy (anonymous uploads are not allowed on a private bucket)');
  if (get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    return fail(400, 'InvalidArgument', 'Bucket POST must contain a field named x-amz-algorithm = AWS4-HMAC-SHA256');
  const scope = parseCredential(get('x-amz-credential') ?? '');
  const amzDate = get('x-amz-date') ?? '';
  const signature = get('x-amz-signature') ?? '';
  if (!scope || Number.isNaN(parseAmzDate(amzDate).getTime()) || !signature)
    return fail(400, 'InvalidArgument', 'Bucket POST must contain x-amz-credential, x-amz-date and x-amz-signature');
  if (scope.accessKeyId !== opts.credentials.accessKeyId)
    return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (scope.service !== 's3' || scope.region !== opts.region)
    return fail(400, 'AuthorizationHeaderMalformed', 'The credential scope is wrong');
  const expected = hmac(signingKey(opts.credentials.secretAccessKey, scope.date, scope.region, scope.service), policy).toString('hex');
  if (!sameHex(expected, signature)) return mismatch();

  let doc: { expiration?: string; conditions?: Condition[] };
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof doc;
  } catch {
    return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = new Date(doc.expiration ?? '');
  if (Number.isNaN(expiration.getTime())) return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy missing expiration.');
  if (opts.now.getTime() > expiration.getTime()) return denied('Invalid according to Policy: Policy expired.');
  if (!Array.isArray(doc.conditions)) return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy missing conditions.');

  const covered = new Set<string>();
  const conditionFailed = (c: unknown) => denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(c)}`);
  for (const c of doc.conditions) {
    if (Array.isArray(c)) {
      const [op, a, b] = c as [string, unknown, unknown];
      if (op === 'content-length-range') {
        const min = Number(a);
        const max = Number(b);
        if (form.fileSize > max) return fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        if (form.fileSize < min) return fail(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
        continue;
      }
      if ((op !== 'eq' && op !== 'starts-with') || typeof a !== 'string' || !a.startsWith('$') || typeof b !== 'string')
        return fail(400, 'InvalidPolicyDocument', `Invalid Policy: Invalid Condition: ${JSON.stringify(c)}`);
      const name = a.slice(1).toLowerCase();
      covered.add(name);
      const value = get(name) ?? '';
      if (op === 'eq' ? value !== b : !value.startsWith(b)) return conditionFailed(c);
    } else if (c && typeof c === 'object') {
      for (const [k, v] of Object.entries(c)) {
        const name = k.toLowerCase();
        covered.add(name);
        if ((get(name) ?? '') !== v) return conditionFailed(c);
      }
    } else {
      return fail(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid Condition');
    }
  }
  for (const [name] of fields) {
    if (!EXEMPT(name) && !covered.has(name)) return denied(`Invalid according to Policy: Extra input fields: ${name}`);
  }
  return null;
}
