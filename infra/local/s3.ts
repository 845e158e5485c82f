/**
 * Local S3: s3rver (a real S3-protocol server on the file system, data under .data/s3) behind a compatibility layer on
 * the public port that answers as Amazon S3 does where s3rver differs, for what the product relies on:
 *  - the bucket is private (Block Public Access): an unsigned request is refused (s3rver serves anyone);
 *  - every SigV4 signature is verified — Authorization header and presigned URLs, with expiry (s3rver checks a
 *    presigned URL's expiry but accepts any V4 signature);
 *  - POST Object (the browser's upload) is checked against its signed policy: signature, expiration, bucket, key,
 *    Content-Type and content-length-range, and no field outside the policy (s3rver ignores the policy entirely);
 *    a refused upload stores nothing;
 *  - CORS for the web origin on the bucket's POST too (s3rver answers CORS on object paths only).
 * Not emulated, because the product does not rely on them locally: versioning, encryption at rest, lifecycle rules
 * and object tagging (docs/architecture.md lists them).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { DOCUMENT_BUCKET_CORS } from '../../shared/documents';
import { authMechanism, verifyPostPolicy, verifySignedRequest, type Credentials, type PostForm, type S3Failure } from './sigv4';

/** s3rver's one built-in key pair: the functions sign with it locally (functions/lib/storage.ts). */
export const LOCAL_S3_CREDENTIALS: Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_DOCUMENTS_BUCKET = 'lda-local-documents';

/** Form uploads larger than this are refused before parsing (the product's policies allow 20 MB). */
const MAX_POST_BYTES = 64 * 1024 * 1024;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

export interface S3Options {
  port: number;
  dataDir: string;
  bucket?: string;
  region: string;
  /** Origins allowed by the bucket's CORS rule (the web). */
  allowedOrigins: string[];
  /** The clock (tests of the layer pass a fixed one). */
  now?: () => Date;
}

export async function startS3(opts: S3Options): Promise<LocalS3> {
  mkdirSync(opts.dataDir, { recursive: true });
  const bucket = opts.bucket ?? LOCAL_DOCUMENTS_BUCKET;
  const now = opts.now ?? (() => new Date());
  const inner = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: opts.dataDir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: innerPort } = (await inner.run()) as AddressInfo;
  const verify = { credentials: LOCAL_S3_CREDENTIALS, region: opts.region };

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, { status: 500, code: 'InternalError', message: 'Local S3 compatibility layer failed' });
      else res.destroy();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const origin = req.headers.origin;
    const allowed = origin && opts.allowedOrigins.includes(origin) ? origin : null;
    if (req.method === 'OPTIONS') return preflight(req, res, allowed);
    if (allowed) {
      res.setHeader('access-control-allow-origin', allowed);
      res.setHeader('access-control-expose-headers', DOCUMENT_BUCKET_CORS.exposedHeaders.join(', '));
      res.setHeader('vary', 'Origin');
    }

    const url = req.url ?? '/';
    const path = url.split('?')[0];
    const isFormUpload =
      req.method === 'POST' &&
      path.replace(/\/+$/, '') === `/${bucket}` &&
      String(req.headers['content-type'] ?? '').startsWith('multipart/form-data');
    if (isFormUpload) {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > MAX_POST_BYTES)
        return sendError(
          res,
          { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' },
          true,
        );
      const body = await readBody(req, MAX_POST_BYTES);
      if (!body)
        return sendError(
          res,
          { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' },
          true,
        );
      const form = await parseForm(body, String(req.headers['content-type']));
      if (!form)
        return sendError(res, {
          status: 400,
          code: 'MalformedPOSTRequest',
          message: 'The body of your POST request is not well-formed multipart/form-data.',
        });
      const failure = verifyPostPolicy(form, bucket, { ...verify, now: now() });
      if (failure) return sendError(res, failure);
      return forward(req, res, body);
    }

    if (authMechanism({ method: req.method ?? 'GET', url, headers: req.headers }) === 'none') {
      return sendError(res, { status: 403, code: 'AccessDenied', message: 'Access Denied' }, true);
    }
    const failure = verifySignedRequest({ method: req.method ?? 'GET', url, headers: req.headers }, { ...verify, now: now() });
    if (failure) return sendError(res, failure, true);
    return forward(req, res, null);
  }

  function preflight(req: http.IncomingMessage, res: http.ServerResponse, allowed: string | null) {
    const method = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
    if (!allowed || !(DOCUMENT_BUCKET_CORS.allowedMethods as readonly string[]).includes(method)) {
      return sendError(res, { status: 403, code: 'AccessForbidden', message: 'CORSResponse: This CORS request is not allowed.' });
    }
    res.writeHead(200, {
      'access-control-allow-origin': allowed,
      'access-control-allow-methods': DOCUMENT_BUCKET_CORS.allowedMethods.join(', '),
      'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '*'),
      'access-control-expose-headers': DOCUMENT_BUCKET_CORS.exposedHeaders.join(', '),
      'access-control-max-age': String(DOCUMENT_BUCKET_CORS.maxAgeSeconds),
      vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
    });
    res.end();
  }

  /** Pass the request to s3rver (body already read, or streamed) and its answer back. */
  function forward(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer | null) {
    return new Promise<void>((resolve, reject) => {
      const headers = { ...req.headers };
      delete headers.origin; // CORS is answered here, from the bucket's rule
      if (body) headers['content-length'] = String(body.length);
      const upstream = http.request({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers }, (up) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [k, v] of Object.entries(up.headers)) if (!k.startsWith('access-control-') && v !== undefined) out[k] = v;
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
        up.on('end', resolve);
        up.on('error', reject);
      });
      upstream.on('error', reject);
      if (body) upstream.end(body);
      else req.pipe(upstream);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    stop: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await inner.close().catch(() => undefined);
    },
  };
}

/** The request body, or null when it is larger than `max` (reading stops there). */
function readBody(req: http.IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      if (over) return;
      size += c.length;
      if (size > max) {
        over = true;
        chunks.length = 0;
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => !over && resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The form's fields before the file, and the file's size (S3 ignores fields after the file). */
async function parseForm(body: Buffer, contentType: string): Promise<PostForm | null> {
  try {
    const data = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    const fields: Array<[string, string]> = [];
    let fileSize: number | null = null;
    for (const [name, value] of data.entries()) {
      if (name === 'file') {
        fileSize = typeof value === 'string' ? Buffer.byteLength(value) : value.size;
        break;
      }
      if (typeof value === 'string') fields.push([name, value]);
    }
    return { fields, fileSize };
  } catch {
    return null;
  }
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** S3's XML error. `close` ends the connection when the request body may not have been read. */
function sendError(res: http.ServerResponse, f: S3Failure, close = false) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${f.code}</Code><Message>${xmlEscape(f.message)}</Message></Error>`;
  res.writeHead(f.status, { 'content-type': 'application/xml', ...(close ? { connection: 'close' } : {}) });
  res.end(body);
}
