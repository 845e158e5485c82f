/**
 * Attempt photos and service papers in S3 (issue 32), through the case documents' own machinery (functions/lib/
 * storage.ts) with the job as the "case": the phone posts the photo's original bytes with a presigned POST to
 * uploads/<jobId>/<attemptId>; the server checks them (size, type, first bytes, and the SHA-256 the phone declared),
 * moves them unchanged to cases/<jobId>/<attemptId> — EXIF and all — and writes beside them the arrival record
 * cases/<jobId>/<attemptId>-arrival (JSON: when the server received them, their size and hash, what their EXIF says).
 * Nothing re-encodes a photo: the bytes the court may ask for are the camera's.
 */
import { createHash } from 'node:crypto';
import type { DocumentContentType } from '../../../shared/documents';
import { acceptUpload, documentsBucket, objectKeys, presignDownload, presignUpload, s3, type PresignedUpload } from '../storage';
import { readExif, type ExifFacts } from './exif';

export interface Arrival {
  jobId: string;
  attemptId: string;
  receivedAt: string;
  size: number;
  contentType: string;
  sha256: string;
  exif: ExifFacts;
}

const arrivalId = (attemptId: string) => `${attemptId}-arrival`;

export async function presignPhoto(
  jobId: string,
  attemptId: string,
  contentType: DocumentContentType,
  size: number,
): Promise<PresignedUpload> {
  return presignUpload({ caseId: jobId, documentId: attemptId, contentType, maxBytes: size });
}

async function readObject(key: string): Promise<Uint8Array> {
  const { GetObjectCommand } = await import('../s3-sdk');
  const res = await (await s3()).send(new GetObjectCommand({ Bucket: documentsBucket(), Key: key }));
  return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
}

async function deleteObject(key: string): Promise<void> {
  const { DeleteObjectCommand } = await import('../s3-sdk');
  await (await s3()).send(new DeleteObjectCommand({ Bucket: documentsBucket(), Key: key }));
}

export type PhotoVerdict =
  { ok: true; arrival: Arrival } | { ok: false; reason: 'missing' | 'empty' | 'too_large' | 'type' | 'mismatch' | 'hash' };

/**
 * Check an uploaded photo and keep it: the case-document checks, then its SHA-256 against the one the phone declared
 * (a photo changed on the way is deleted and refused). Writes the arrival record beside it.
 */
export async function acceptPhoto(
  jobId: string,
  attemptId: string,
  declared: { contentType: DocumentContentType; sha256: string },
  now = new Date(),
): Promise<PhotoVerdict> {
  const verdict = await acceptUpload({ caseId: jobId, documentId: attemptId, contentType: declared.contentType });
  if (!verdict.ok) return verdict;
  const key = objectKeys.document(jobId, attemptId);
  const bytes = await readObject(key);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== declared.sha256) {
    await deleteObject(key);
    return { ok: false, reason: 'hash' };
  }
  const arrival: Arrival = {
    jobId,
    attemptId,
    receivedAt: now.toISOString(),
    size: bytes.length,
    contentType: declared.contentType,
    sha256,
    exif: declared.contentType === 'image/jpeg' ? readExif(bytes) : { takenAt: null, gps: null },
  };
  const { PutObjectCommand } = await import('../s3-sdk');
  const body = new TextEncoder().encode(JSON.stringify(arrival, null, 2));
  await (
    await s3()
  ).send(
    new PutObjectCommand({
      Bucket: documentsBucket(),
      Key: objectKeys.document(jobId, arrivalId(attemptId)),
      Body: body,
      ContentType: 'application/json',
      ContentLength: body.length,
    }),
  );
  return { ok: true, arrival };
}

/** The photo's bytes as stored (the proof's diligence attachment prints them). */
export const photoBytes = (jobId: string, attemptId: string): Promise<Uint8Array> => readObject(objectKeys.document(jobId, attemptId));

/** The arrival record beside a photo. */
export async function arrivalOf(jobId: string, attemptId: string): Promise<Arrival> {
  return JSON.parse(new TextDecoder().decode(await readObject(objectKeys.document(jobId, arrivalId(attemptId))))) as Arrival;
}

export const photoLink = (jobId: string, attemptId: string, name: string) =>
  presignDownload({ caseId: jobId, documentId: attemptId, displayName: name, disposition: 'inline' });
