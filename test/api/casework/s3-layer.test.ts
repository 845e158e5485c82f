/**
 * The local S3 compatibility layer (infra/local/s3.ts) and the storage library (functions/lib/storage.ts), directly:
 * what Amazon S3 enforces and s3rver alone does not — forged, expired and unsigned requests, POST policies (size,
 * type, key, extra fields, expiry), CORS for the web origin — and the server's check of uploaded bytes.
 * Runs its own S3 (s3rver + layer) on a free port, so it can name a web origin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3, type LocalS3 } from '../../../infra/local/s3';
import type * as Storage from '../../../functions/lib/storage';

const ORIGIN = 'http://localhost:5173';
let s3: LocalS3;
let dir: string;
let storage: typeof Storage;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 's3-layer-'));
  s3 = await startS3({ port: 0, dataDir: dir, bucket: 'layer-test', region: 'us-west-2', allowedOrigins: [ORIGIN] });
  Object.assign(process.env, { S3_ENDPOINT: s3.endpoint, DOCUMENTS_BUCKET: s3.bucket, AWS_REGION: 'us-west-2' });
  storage = await import('../../../functions/lib/storage');
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function post(
  upload: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  over: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...upload.fields, ...over })) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'file.bin');
  const res = await fetch(upload.url, { method: 'POST', body: form, headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const code = (xml: string) => /<Code>([^<]+)<\/Code>/.exec(xml)?.[1];
let n = 0;
const ids = () => ({ caseId: `case-${++n}`, documentId: `doc-${n}` });

describe('uploads (presigned POST)', () => {
  it('stores the upload the policy allows; the browser on the web origin may read the answer', async () => {
    const id = ids();
    const up = await storage.presignUpload({ ...id, contentType: 'application/pdf' });
    const res = await post(up, PDF, {}, { origin: ORIGIN });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await storage.acceptUpload({ ...id, contentType: 'application/pdf' })).toEqual({
      ok: true,
      size: PDF.length,
      contentType: 'application/pdf',
    });
  });

  it('refuses a file over the policy size (EntityTooLarge) and stores nothing', async () => {
    const id = ids();
    const up = await storage.presignUpload({ ...id, contentType: 'application/pdf', maxBytes: 1024 });
    const res = await post(up, new Uint8Array(1025));
    expect([res.status, code(res.text)]).toEqual([400, 'EntityTooLarge']);
    expect(await storage.acceptUpload({ ...id, contentType: 'application/pdf' })).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses over 20 MB whatever the caller asked for (the library caps the policy)', async () => {
    const id = ids();
    const up = await storage.presignUpload({ ...id, contentType: 'image/png', maxBytes: 100 * 1024 * 1024 });
    const res = await post(up, new Uint8Array(20 * 1024 * 1024 + 1));
    expect(code(res.text)).toBe('EntityTooLarge');
  });

  it('refuses another Content-Type, another key, an extra field or a field removed from the policy', async () => {
    const id = ids();
    const up = await storage.presignUpload({ ...id, contentType: 'application/pdf' });
    const changes: Array<Record<string, string>> = [
      { 'Content-Type': 'image/png' },
      { key: `uploads/${id.caseId}/other` },
      { 'x-amz-meta-name': 'x' },
      { acl: 'public-read' },
    ];
    for (const over of changes) {
      const res = await post(up, PDF, over);
      expect([res.status, code(res.text)]).toEqual([403, 'AccessDenied']);
    }
    const { 'Content-Type': _dropped, ...withoutType } = up.fields;
    expect(code((await post({ url: up.url, fields: withoutType }, PDF)).text)).toBe('AccessDenied');
    expect(await storage.acceptUpload({ ...id, contentType: 'application/pdf' })).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses an expired policy and a forged one, and an upload with no policy at all', async () => {
    const id = ids();
    jest.useFakeTimers({
      now: Date.now() - 3600_000,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout'],
    });
    const old = await storage.presignUpload({ ...id, contentType: 'application/pdf' });
    jest.useRealTimers();
    expect(code((await post(old, PDF)).text)).toBe('AccessDenied');
    const fresh = await storage.presignUpload({ ...id, contentType: 'application/pdf' });
    const forgedPolicy = Buffer.from(
      JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [{ bucket: s3.bucket }, ['starts-with', '$key', '']] }),
    ).toString('base64');
    expect(code((await post(fresh, PDF, { Policy: forgedPolicy })).text)).toBe('SignatureDoesNotMatch');
    expect(code((await post({ url: fresh.url, fields: { key: `uploads/${id.caseId}/${id.documentId}` } }, PDF)).text)).toBe('AccessDenied');
    expect(await storage.acceptUpload({ ...id, contentType: 'application/pdf' })).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('the server check of uploaded bytes', () => {
  it('deletes and refuses an object whose bytes are not its declared type', async () => {
    const id = ids();
    const up = await storage.presignUpload({ ...id, contentType: 'application/pdf' });
    expect((await post(up, PNG)).status).toBe(204);
    expect(await storage.acceptUpload({ ...id, contentType: 'application/pdf' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(await storage.acceptUpload({ ...id, contentType: 'application/pdf' })).toEqual({ ok: false, reason: 'missing' });
  });

  it('moves an accepted object out of uploads/ into the case', async () => {
    const id = ids();
    expect((await post(await storage.presignUpload({ ...id, contentType: 'image/png' }), PNG)).status).toBe(204);
    expect((await storage.acceptUpload({ ...id, contentType: 'image/png' })).ok).toBe(true);
    expect(await storage.acceptUpload({ ...id, contentType: 'image/png' })).toEqual({ ok: false, reason: 'missing' });
    const link = await storage.presignDownload({ ...id, displayName: 'x.png', disposition: 'inline' });
    expect((await fetch(link.url)).status).toBe(200);
  });
});

describe('downloads (presigned GET)', () => {
  const id = { caseId: 'case-dl', documentId: 'doc-dl' };
  beforeAll(async () => {
    expect((await post(await storage.presignUpload({ ...id, contentType: 'application/pdf' }), PDF)).status).toBe(204);
    expect((await storage.acceptUpload({ ...id, contentType: 'application/pdf' })).ok).toBe(true);
  });

  it('serves the document for 5 minutes with its type and display name, to the web origin', async () => {
    const link = await storage.presignDownload({ ...id, displayName: 'Acta de nacimiento – José.pdf', disposition: 'attachment' });
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const res = await fetch(link.url, { headers: { origin: ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Acta de nacimiento _ Jose.pdf"; filename*=UTF-8''Acta%20de%20nacimiento%20%E2%80%93%20Jos%C3%A9.pdf`,
    );
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it('refuses an expired URL', async () => {
    const link = await storage.presignDownload({
      ...id,
      displayName: 'a.pdf',
      disposition: 'inline',
      signingDate: new Date(Date.now() - 301_000),
    });
    const res = await fetch(link.url);
    expect([res.status, code(await res.text())]).toEqual([403, 'AccessDenied']);
  });

  it('refuses a forged URL: another signature, another object, a changed file name', async () => {
    const link = await storage.presignDownload({ ...id, displayName: 'a.pdf', disposition: 'inline' });
    const forged = new URL(link.url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const other = link.url.replace(`/cases/${id.caseId}/`, '/cases/case-1/');
    const renamed = new URL(link.url);
    renamed.searchParams.set('response-content-disposition', 'attachment; filename="evil.html"');
    for (const url of [forged.toString(), other, renamed.toString()]) {
      const res = await fetch(url);
      expect([res.status, code(await res.text())]).toEqual([403, 'SignatureDoesNotMatch']);
    }
  });

  it('refuses unsigned requests: the bucket is private', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await fetch(`${s3.endpoint}/${s3.bucket}/cases/${id.caseId}/${id.documentId}`, {
        method,
        body: method === 'PUT' ? 'x' : undefined,
      });
      expect([res.status, code(await res.text())]).toEqual([403, 'AccessDenied']);
    }
    expect((await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2`)).status).toBe(403);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, method: string) =>
    fetch(`${s3.endpoint}/${s3.bucket}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method } });

  it('allows the web origin to POST and GET, nothing else', async () => {
    const ok = await preflight(ORIGIN, 'POST');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect((await preflight(ORIGIN, 'GET')).status).toBe(200);
    expect((await preflight(ORIGIN, 'PUT')).status).toBe(403);
    expect((await preflight(ORIGIN, 'DELETE')).status).toBe(403);
    expect((await preflight('https://evil.example', 'POST')).status).toBe(403);
  });
});
