/**
 * The field app's upload queue (issue 32), without the browser: what an attempt kept on the phone looks like, and the
 * one pass that sends what is waiting. The store (IndexedDB, ./queue-db.ts) and the API (./field-api.ts) are ports,
 * so each rule is unit-tested (test/unit/serving/field-sync.test.ts):
 *  - an attempt is sent as the form made it, under the id the phone gave it: the API's PUT is idempotent by that id,
 *    so an answer lost on the way (the tab closed, the network dropped) is sent again and recorded once;
 *  - its photo follows: the API says where to post the bytes (or that they arrived already), then checks them
 *    against the SHA-256 the phone declared; the bytes leave the phone's store only once the office has them;
 *  - a network failure or a server error stops the pass and leaves everything waiting; a refusal (the API's
 *    validation, diligence, a job that takes no more attempts) marks that attempt refused, with the reason, and the
 *    pass goes on with the next: the server sees why and records it again.
 */
import type { AttemptRequest } from '../../../../shared/api/serving';

export type QueueStatus = 'pending' | 'photo' | 'synced' | 'rejected';

export interface QueuedPhoto {
  contentType: 'image/jpeg' | 'image/png' | 'image/heic';
  size: number;
  sha256: string;
  /** The original bytes (EXIF kept); dropped once the office has them. */
  blob: Blob | null;
}

export interface QueuedAttempt {
  /** The attempt's id, made on the phone (the API's idempotency key). */
  id: string;
  /** The signed-in server's sub: another account on the same phone never sends it. */
  owner: string;
  jobId: string;
  body: AttemptRequest;
  photo: QueuedPhoto | null;
  status: QueueStatus;
  /** Why the office refused it: the API's error code and field errors (i18n keys). */
  error: { code: string; fieldErrors: Record<string, string[]> } | null;
  createdAt: string;
  syncedAt: string | null;
}

export interface QueueStore {
  list(owner: string): Promise<QueuedAttempt[]>;
  put(item: QueuedAttempt): Promise<void>;
}

/** What the pass needs of the API; each throws an error with `status` and `code` as the typed client's ApiError. */
export interface FieldPort {
  putAttempt(jobId: string, attemptId: string, body: AttemptRequest): Promise<void>;
  startPhoto(
    jobId: string,
    attemptId: string,
    photo: { contentType: QueuedPhoto['contentType']; size: number; sha256: string },
  ): Promise<{ received: boolean; upload: { url: string; fields: Record<string, string> } | null }>;
  postPhoto(upload: { url: string; fields: Record<string, string> }, blob: Blob): Promise<void>;
  completePhoto(jobId: string, attemptId: string): Promise<void>;
}

export interface SyncResult {
  /** Attempts (and photos) the office has now. */
  sent: number;
  rejected: number;
  /** Stopped early: no network, the session, or the server failing (everything left waiting). */
  stopped: boolean;
}

interface ErrorLike {
  status?: number;
  code?: string;
  fieldErrors?: Record<string, string[]>;
}

/** A refusal that sending again cannot change (4xx but the session's); anything else waits for the next pass. */
export function isRefusal(err: unknown): boolean {
  const e = err as ErrorLike;
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.status !== 401 && e.status !== 403 && e.status !== 429;
}

const refusal = (err: unknown): QueuedAttempt['error'] => {
  const e = err as ErrorLike;
  return { code: e.code ?? 'unknown', fieldErrors: e.fieldErrors ?? {} };
};

/** Waiting on the phone: not yet recorded, or recorded with its photo still to send. */
export const isWaiting = (item: QueuedAttempt): boolean => item.status === 'pending' || item.status === 'photo';

/** One pass over the owner's queue, oldest first. */
export async function syncQueue(owner: string, store: QueueStore, api: FieldPort, now = () => new Date()): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, rejected: 0, stopped: false };
  const items = (await store.list(owner)).filter(isWaiting).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const original of items) {
    let item = original;
    try {
      if (item.status === 'pending') {
        await api.putAttempt(item.jobId, item.id, item.body);
        item = { ...item, status: item.photo ? 'photo' : 'synced', syncedAt: item.photo ? null : now().toISOString(), error: null };
        await store.put(item);
      }
      if (item.status === 'photo' && item.photo) {
        const { contentType, size, sha256, blob } = item.photo;
        const start = await api.startPhoto(item.jobId, item.id, { contentType, size, sha256 });
        if (!start.received) {
          if (!blob || !start.upload) throw Object.assign(new Error('photo bytes missing'), { status: 409, code: 'conflict' });
          await api.postPhoto(start.upload, blob);
          await api.completePhoto(item.jobId, item.id);
        }
        item = { ...item, status: 'synced', syncedAt: now().toISOString(), photo: { ...item.photo, blob: null } };
        await store.put(item);
      }
      result.sent++;
    } catch (err) {
      if (!isRefusal(err)) {
        result.stopped = true;
        return result;
      }
      await store.put({ ...item, status: 'rejected', error: refusal(err) });
      result.rejected++;
    }
  }
  return result;
}
