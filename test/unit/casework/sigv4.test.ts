/**
 * The local S3 compatibility layer's signature checks (infra/local/sigv4.ts), against requests signed by the AWS SDK's
 * own signer and policies made by its presigned-POST builder: authentic ones pass, any change fails.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { verifyPostPolicy, verifySignedRequest, type PostForm } from '../../../infra/local/sigv4';

/** The SDK signer's hash interface over node:crypto. */
class Sha256 {
  private readonly h: Hash | Hmac;
  constructor(secret?: unknown) {
    this.h = secret ? createHmac('sha256', secret as string | Uint8Array) : createHash('sha256');
  }
  update(data: unknown) {
    this.h.update(data as string | Uint8Array);
  }
  async digest() {
    return new Uint8Array(this.h.digest());
  }
}
interface HttpRequest {
  method: string;
  protocol: string;
  hostname: string;
  port: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const region = 'us-west-2';
const signer = new SignatureV4({ credentials, region, service: 's3', sha256: Sha256, uriEscapePath: false });
const T0 = new Date('2026-11-22T12:00:00Z');
const opts = (now = T0) => ({ credentials, region, now });

function req(path = '/bucket/cases/c1/d1', query: Record<string, string> = {}): HttpRequest {
  return { method: 'GET', protocol: 'http:', hostname: '127.0.0.1', port: 4569, path, query, headers: { host: '127.0.0.1:4569' } };
}
const urlOf = (r: HttpRequest) => r.path;

describe('presigned URLs (the S3 presigner the storage library uses)', () => {
  const s3 = new S3Client({ region, credentials, endpoint: 'http://127.0.0.1:4569', forcePathStyle: true });
  /** Path and query of a presigned GET, and the Host header the browser sends with it. */
  async function presigned(disposition: string, expiresIn = 300) {
    const u = new URL(
      await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'bucket', Key: 'cases/c1/d1', ResponseContentDisposition: disposition }), {
        expiresIn,
        signingDate: T0,
      }),
    );
    return { url: u.pathname + u.search, headers: { host: u.host } as Record<string, string> };
  }

  it('accepts an authentic URL until it expires, and not a second after', async () => {
    const r = await presigned('attachment; filename="a b.pdf"; filename*=UTF-8\'\'a%20b.pdf');
    expect(verifySignedRequest({ method: 'GET', ...r }, opts())).toBeNull();
    expect(verifySignedRequest({ method: 'GET', ...r }, opts(new Date(T0.getTime() + 300_000)))).toBeNull();
    expect(verifySignedRequest({ method: 'GET', ...r }, opts(new Date(T0.getTime() + 301_000)))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('refuses a forged signature, another key, another method, a changed parameter, another host, another secret', async () => {
    const r = await presigned('inline');
    const url = r.url;
    expect(verifySignedRequest({ method: 'GET', ...r }, opts())).toBeNull(); // the baseline each change departs from
    const check = (u: string, method = 'GET', headers = r.headers, o = opts()) => verifySignedRequest({ method, url: u, headers }, o)?.code;
    expect(check(url.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`))).toBe(
      'SignatureDoesNotMatch',
    );
    expect(check(url.replace('/cases/c1/d1', '/cases/c1/d2'))).toBe('SignatureDoesNotMatch');
    expect(check(url, 'DELETE')).toBe('SignatureDoesNotMatch');
    expect(check(url.replace('response-content-disposition=inline', 'response-content-disposition=attachment'))).toBe(
      'SignatureDoesNotMatch',
    );
    expect(check(url, 'GET', { host: 'evil.example:4569' })).toBe('SignatureDoesNotMatch');
    expect(check(url, 'GET', r.headers, { ...opts(), credentials: { ...credentials, secretAccessKey: 'other' } })).toBe(
      'SignatureDoesNotMatch',
    );
    expect(check(url.replace('X-Amz-Expires=300', 'X-Amz-Expires=900'))).toBe('SignatureDoesNotMatch');
    expect(check(url.replace('X-Amz-Expires=300', 'X-Amz-Expires=700000'))).toBe('AuthorizationQueryParametersError');
  });
});

describe('requests signed in the Authorization header', () => {
  async function signed(headers: Record<string, string> = {}) {
    const r = req();
    Object.assign(r.headers, { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', ...headers });
    return (await signer.sign(r, { signingDate: T0 })) as unknown as HttpRequest;
  }
  it('accepts the SDK signature within 15 minutes of the clock', async () => {
    const r = await signed({ range: 'bytes=0-63' });
    expect(verifySignedRequest({ method: 'GET', url: urlOf(r), headers: lower(r.headers) }, opts())).toBeNull();
    expect(
      verifySignedRequest({ method: 'GET', url: urlOf(r), headers: lower(r.headers) }, opts(new Date(T0.getTime() + 16 * 60_000)))?.code,
    ).toBe('RequestTimeTooSkewed');
  });
  it('refuses a changed signed header or path', async () => {
    const r = await signed({ range: 'bytes=0-63' });
    const h = lower(r.headers);
    expect(verifySignedRequest({ method: 'GET', url: urlOf(r), headers: { ...h, range: 'bytes=0-99' } }, opts())?.code).toBe(
      'SignatureDoesNotMatch',
    );
    expect(verifySignedRequest({ method: 'GET', url: '/bucket/other', headers: h }, opts())?.code).toBe('SignatureDoesNotMatch');
    expect(
      verifySignedRequest(
        { method: 'GET', url: urlOf(r), headers: { ...h, authorization: h.authorization.replace('S3RVER/', 'OTHER/') } },
        opts(),
      )?.code,
    ).toBe('InvalidAccessKeyId');
  });
});

const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

describe('POST Object policies', () => {
  const client = new S3Client({ region, credentials, endpoint: 'http://127.0.0.1:4569', forcePathStyle: true });
  let fields: Record<string, string>;
  const ten = 10 * 1024 * 1024;
  beforeAll(async () => {
    jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    ({ fields } = await createPresignedPost(client, {
      Bucket: 'bucket',
      Key: 'uploads/c1/d1',
      Fields: { 'Content-Type': 'application/pdf' },
      Conditions: [
        ['eq', '$Content-Type', 'application/pdf'],
        ['content-length-range', 1, ten],
      ],
      Expires: 600,
    }));
    jest.useRealTimers();
  });
  const form = (over: Record<string, string | undefined> = {}, fileSize: number | null = 1000): PostForm => ({
    fields: Object.entries({ ...fields, ...over }).filter((e): e is [string, string] => e[1] !== undefined),
    fileSize,
  });

  it('accepts the upload the policy describes, until it expires', () => {
    expect(verifyPostPolicy(form(), 'bucket', opts())).toBeNull();
    expect(verifyPostPolicy(form({}, ten), 'bucket', opts())).toBeNull();
    expect(verifyPostPolicy(form(), 'bucket', opts(new Date(T0.getTime() + 601_000)))).toMatchObject({
      status: 403,
      message: 'Invalid according to Policy: Policy expired.',
    });
  });
  it('refuses every departure from it', () => {
    const code = (f: PostForm, bucket = 'bucket') => verifyPostPolicy(f, bucket, opts())?.code;
    expect(code(form({}, ten + 1))).toBe('EntityTooLarge');
    expect(code(form({}, 0))).toBe('EntityTooSmall');
    expect(code(form({ 'Content-Type': 'image/png' }))).toBe('AccessDenied');
    expect(code(form({ key: 'uploads/c1/other' }))).toBe('AccessDenied');
    expect(code(form(), 'another-bucket')).toBe('AccessDenied');
    expect(code(form({ 'x-amz-meta-evil': '1' }))).toBe('AccessDenied');
    expect(code(form({ acl: 'public-read' }))).toBe('AccessDenied');
    expect(
      code(form({ Policy: Buffer.from(JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [] })).toString('base64') })),
    ).toBe('SignatureDoesNotMatch');
    expect(code(form({ Policy: undefined }))).toBe('AccessDenied');
    expect(code(form({}, null))).toBe('InvalidArgument');
  });
});
