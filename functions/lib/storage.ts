/**
 * Case documents in S3 (private bucket DOCUMENTS_BUCKET). Browsers never send a file through the API: they upload
 * straight to S3 with a presigned POST whose policy fixes the key, the exact content type and the size range, and
 * download with a presigned GET that lives 5 minutes. Object keys are opaque ids, never names.
 *
 *   uploads/<caseId>/<documentId>   where a browser upload lands (the bucket's lifecycle deletes what is left here
 *                                    after a day: an upload that was never confirmed)
 *   cases/<caseId>/<documentId>     a verified document, written with an Object Lock retention (governance mode) of
 *                                    the case-file period (7 years): nobody deletes it before, the app never tries
 *                                    (a document removed in the app is hidden there, its object kept: F8)
 *
 * `acceptUpload` is the server's check after the browser says it uploaded: size, and the first bytes against the
 * declared type (magic numbers); an object that fails is deleted and refused, one that passes is moved to cases/.
 * Locally S3_ENDPOINT points at the embedded S3 (s3rver behind its compatibility layer, infra/local/s3.ts).
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { clientConfig } from './aws';
import { sessionGate } from './metrics';
import type * as S3Sdk from './s3-sdk';
import { createHash } from 'node:crypto';
import { BUSINESS } from '../../shared/business';
import { contentDisposition, MAX_DOCUMENT_BYTES, SNIFF_BYTES, sniffDocumentType, type DocumentContentType } from '../../shared/documents';

/** A presigned upload is usable this long: enough to pick up a 20 MB file on a slow phone connection. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** A presigned download lives 5 minutes (issue 15). */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

/**
 * How long a case document is protected from deletion (S3 Object Lock, governance mode: only someone granted
 * s3:BypassGovernanceRetention may remove it early — a deliberate, logged act): the business's case-file retention
 * (shared/business.ts), in days as the table's monthly backups count it, from when the document joins the case.
 */
export const CASE_FILE_RETENTION_DAYS = Math.ceil(BUSINESS.caseFileRetentionYears * 365.25);
export const retainUntil = (from: Date): Date => new Date(from.getTime() + CASE_FILE_RETENTION_DAYS * 86_400_000);

/** s3rver's built-in key pair (the local emulator accepts no other); never used in AWS. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let client: S3Client | null = null;
let sdk: Promise<typeof S3Sdk> | null = null;

/** The S3 SDK (./s3-sdk.ts), loaded on first use: a chunk, not part of the cold start of the functions bundling it. */
const s3Sdk = (): Promise<typeof S3Sdk> => {
  sdk ??= import('./s3-sdk');
  sdk.catch(() => (sdk = null));
  return sdk;
};

export function documentsBucket(): string {
  const name = process.env.DOCUMENTS_BUCKET;
  if (!name) throw new Error('DOCUMENTS_BUCKET is not set');
  return name;
}

/** The S3 client, once per container: short timeouts so a slow S3 fails the request instead of the Lambda. */
export async function s3(): Promise<S3Client> {
  if (client) return client;
  const { S3Client } = await s3Sdk();
  const endpoint = process.env.S3_ENDPOINT;
  const config: S3ClientConfig = {
    ...clientConfig(endpoint, LOCAL_CREDENTIALS),
    maxAttempts: 3,
    // Checksums only where S3 requires them: presigned POST/GET carry none, and the local emulator stores bodies as sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { forcePathStyle: true } : {}),
  };
  client = new S3Client(config);
  // As for DynamoDB writes (db.ts): a signed-in request changes no object before its session was checked.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!/^(Get|Head|List)/.test(String(context.commandName ?? ''))) await sessionGate()?.ensure();
      return next(args);
    },
    { step: 'initialize', name: 'sessionGate' },
  );
  return client;
}

/** Ids that go into object keys: server-made UUIDs (anything else is a bug, not user input). */
const ID = /^[A-Za-z0-9-]{1,64}$/;
function assertId(id: string): string {
  if (!ID.test(id)) throw new Error('Object keys are built from opaque ids only');
  return id;
}

export const objectKeys = {
  upload: (caseId: string, documentId: string) => `uploads/${assertId(caseId)}/${assertId(documentId)}`,
  document: (caseId: string, documentId: string) => `cases/${assertId(caseId)}/${assertId(documentId)}`,
};

export interface PresignedUpload {
  /** POST the form to this URL: every field below, then the file as the last field named `file`. */
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/**
 * A presigned POST for one document: the key is fixed, Content-Type must be exactly the declared type and the file
 * between 1 byte and `maxBytes` (20 MB); S3 refuses anything else and stores nothing.
 */
export async function presignUpload(opts: {
  caseId: string;
  documentId: string;
  contentType: DocumentContentType;
  maxBytes?: number;
  now?: Date;
}): Promise<PresignedUpload> {
  const key = objectKeys.upload(opts.caseId, opts.documentId);
  const maxBytes = Math.min(opts.maxBytes ?? MAX_DOCUMENT_BYTES, MAX_DOCUMENT_BYTES);
  const now = opts.now ?? new Date();
  const { createPresignedPost } = await s3Sdk();
  const { url, fields } = await createPresignedPost(await s3(), {
    Bucket: documentsBucket(),
    Key: key,
    Fields: { 'Content-Type': opts.contentType },
    Conditions: [
      ['eq', '$Content-Type', opts.contentType],
      ['content-length-range', 1, maxBytes],
    ],
    Expires: UPLOAD_URL_SECONDS,
  });
  return { url, fields, expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString() };
}

/**
 * A presigned GET of a verified document for 5 minutes. S3 answers it with the stored content type and a
 * Content-Disposition carrying the display name (RFC 6266, safely encoded); `inline` lets the browser show a PDF
 * or an image, `attachment` downloads it.
 */
export async function presignDownload(opts: {
  caseId: string;
  documentId: string;
  displayName: string;
  disposition: 'inline' | 'attachment';
  signingDate?: Date;
}): Promise<{ url: string; expiresAt: string }> {
  const signingDate = opts.signingDate ?? new Date();
  const { getSignedUrl, GetObjectCommand } = await s3Sdk();
  const url = await getSignedUrl(
    await s3(),
    new GetObjectCommand({
      Bucket: documentsBucket(),
      Key: objectKeys.document(opts.caseId, opts.documentId),
      ResponseContentDisposition: contentDisposition(opts.disposition, opts.displayName),
      ResponseCacheControl: 'private, no-store',
    }),
    { expiresIn: DOWNLOAD_URL_SECONDS, signingDate },
  );
  return { url, expiresAt: new Date(signingDate.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
}

export type UploadVerdict =
  | { ok: true; size: number; contentType: DocumentContentType }
  | { ok: false; reason: 'missing' | 'empty' | 'too_large' | 'type' | 'mismatch' };

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Check an uploaded object before it becomes a document: it exists, its size is 1 byte–20 MB, its stored type is
 * the declared one and its first bytes are that type. Passing objects move from uploads/ to cases/; failing ones
 * are deleted (nothing refused is kept).
 */
export async function acceptUpload(opts: { caseId: string; documentId: string; contentType: DocumentContentType }): Promise<UploadVerdict> {
  const Bucket = documentsBucket();
  const uploadKey = objectKeys.upload(opts.caseId, opts.documentId);
  const { CopyObjectCommand, GetObjectCommand, HeadObjectCommand } = await s3Sdk();
  const client = await s3();
  let head;
  try {
    head = await client.send(new HeadObjectCommand({ Bucket, Key: uploadKey }));
  } catch (err) {
    if (isNotFound(err)) return { ok: false, reason: 'missing' };
    throw err;
  }
  const size = head.ContentLength ?? 0;
  const refuse = async (reason: Exclude<UploadVerdict, { ok: true }>['reason']): Promise<UploadVerdict> => {
    await deleteKey(uploadKey);
    return { ok: false, reason };
  };
  if (size <= 0) return refuse('empty');
  if (size > MAX_DOCUMENT_BYTES) return refuse('too_large');
  if ((head.ContentType ?? '').toLowerCase() !== opts.contentType) return refuse('type');

  const part = await client.send(new GetObjectCommand({ Bucket, Key: uploadKey, Range: `bytes=0-${SNIFF_BYTES - 1}` }));
  const bytes = part.Body ? await part.Body.transformToByteArray() : new Uint8Array();
  if (sniffDocumentType(bytes.slice(0, SNIFF_BYTES)) !== opts.contentType) return refuse('mismatch');

  await client.send(
    new CopyObjectCommand({
      Bucket,
      Key: objectKeys.document(opts.caseId, opts.documentId),
      CopySource: `${Bucket}/${uploadKey}`,
      MetadataDirective: 'COPY',
      // Part of the case file from now: locked for the retention period (F8).
      ObjectLockMode: 'GOVERNANCE',
      ObjectLockRetainUntilDate: retainUntil(new Date()),
    }),
  );
  await deleteKey(uploadKey);
  return { ok: true, size, contentType: opts.contentType };
}

/**
 * Store a document the server made itself (the court-forms packet) straight under cases/: no presigned POST and no
 * upload check, since the bytes never came from a browser. The type is fixed by the caller; the size must fit the
 * same 20 MB as any document.
 */
export async function putDocumentObject(opts: {
  caseId: string;
  documentId: string;
  bytes: Uint8Array;
  contentType: DocumentContentType;
}): Promise<void> {
  if (opts.bytes.length < 1 || opts.bytes.length > MAX_DOCUMENT_BYTES) throw new Error('A stored document is 1 byte to 20 MB');
  const { PutObjectCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new PutObjectCommand({
      Bucket: documentsBucket(),
      Key: objectKeys.document(opts.caseId, opts.documentId),
      Body: opts.bytes,
      ContentType: opts.contentType,
      ContentLength: opts.bytes.length,
      // S3 wants a checksum of a locked PUT: MD5 from node's crypto (no SDK checksum code at run time).
      ContentMD5: createHash('md5').update(opts.bytes).digest('base64'),
      ObjectLockMode: 'GOVERNANCE',
      ObjectLockRetainUntilDate: retainUntil(new Date()),
    }),
  );
}

async function deleteKey(Key: string): Promise<void> {
  const { DeleteObjectCommand } = await s3Sdk();
  await (await s3()).send(new DeleteObjectCommand({ Bucket: documentsBucket(), Key }));
}
