/**
 * The field routes (functions/field/handler.ts) through the typed client, for the queue (./sync.ts FieldPort) and the
 * screens; the job list and each job are kept on the phone as they are read (./queue-db.ts copies), so the screens
 * still show them offline.
 */
import type { FieldJob, FieldJobsList } from '../../../../shared/api/serving';
import { ApiError, call } from '../../lib/api';
import { postFile } from '../../lib/casework/files';
import { copies, type Copy } from './queue-db';
import type { FieldPort } from './sync';

export const fieldPort: FieldPort = {
  async putAttempt(jobId, attemptId, body) {
    await call('PUT /field/jobs/{jobId}/attempts/{attemptId}', { params: { jobId, attemptId }, body });
  },
  startPhoto: (jobId, attemptId, photo) =>
    call('POST /field/jobs/{jobId}/attempts/{attemptId}/photo', { params: { jobId, attemptId }, body: photo }),
  async postPhoto(upload, blob) {
    await postFile({ ...upload, expiresAt: '' } as Parameters<typeof postFile>[0], blob as File, () => undefined);
  },
  async completePhoto(jobId, attemptId) {
    await call('POST /field/jobs/{jobId}/attempts/{attemptId}/photo/complete', { params: { jobId, attemptId }, body: {} });
  },
};

/** A read that falls back to the phone's last copy when the network is down (`stale` then says from when). */
export interface Read<T> {
  data: T;
  stale: string | null;
}

async function readThrough<T>(owner: string, key: string, load: () => Promise<T>): Promise<Read<T>> {
  try {
    const data = await load();
    await copies.put(owner, key, data).catch(() => undefined);
    return { data, stale: null };
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'network') throw err;
    const copy: Copy<T> | null = await copies.get<T>(owner, key).catch(() => null);
    if (!copy) throw err;
    return { data: copy.data, stale: copy.savedAt };
  }
}

export const readJobs = (owner: string, signal?: AbortSignal): Promise<Read<FieldJobsList>> =>
  readThrough(owner, 'list', () => call('GET /field/jobs', { signal }));

export const readJob = (owner: string, jobId: string, signal?: AbortSignal): Promise<Read<FieldJob>> =>
  readThrough(owner, `job:${jobId}`, async () => (await call('GET /field/jobs/{jobId}', { params: { jobId }, signal })).job);

/** The photo's SHA-256 in hex, as the API checks the bytes it receives against it. */
export async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
