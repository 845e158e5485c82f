/**
 * The field app's upload queue (issue 32, web/src/features/field/sync.ts): attempts kept on the phone reach the office
 * exactly once, photos follow them and leave the phone only once received, a lost network leaves everything waiting,
 * and a refusal is kept with its reason without blocking the rest. The API is a fake that records by attempt id as
 * the real PUT does (idempotent), so "sent twice" and "recorded twice" are told apart.
 */
import type { AttemptRequest } from '../../../shared/api/serving';
import { isRefusal, syncQueue, type FieldPort, type QueuedAttempt, type QueueStore } from '../../../web/src/features/field/sync';

const body = (outcome: AttemptRequest['outcome'] = 'no_answer'): AttemptRequest => ({
  at: '2026-11-27T18:30:00.000Z',
  addressId: 'a1',
  outcome,
  geo: { lat: 34.0902, lng: -118.2765, accuracy: 12, at: '2026-11-27T18:30:00.000Z' },
  photo: true,
});

let seq = 0;
function item(over: Partial<QueuedAttempt> = {}): QueuedAttempt {
  seq++;
  return {
    id: `att-${seq}`,
    owner: 'server-1',
    jobId: 'job-1',
    body: body(),
    photo: { contentType: 'image/jpeg', size: 4, sha256: 'a'.repeat(64), blob: new Blob([new Uint8Array([1, 2, 3, 4])]) },
    status: 'pending',
    error: null,
    createdAt: `2026-11-27T18:3${seq % 10}:00.000Z`,
    syncedAt: null,
    ...over,
  };
}

function memoryStore(items: QueuedAttempt[]): QueueStore & { all(): QueuedAttempt[] } {
  const map = new Map(items.map((i) => [i.id, i]));
  return {
    list: async (owner) => [...map.values()].filter((i) => i.owner === owner),
    put: async (i) => void map.set(i.id, i),
    all: () => [...map.values()],
  };
}

const networkError = () => Object.assign(new Error('Network error'), { status: 0, code: 'network' });

/** The office: attempts recorded once by id, photos received once; `fail` makes the next calls of a kind throw. */
function fakeOffice() {
  const recorded = new Map<string, AttemptRequest>();
  const photos = new Set<string>();
  const calls = { put: 0, start: 0, post: 0, complete: 0 };
  const fail: Partial<Record<keyof typeof calls, () => unknown>> = {};
  /** After the office recorded the attempt, the answer is lost on the way back (the tab closed, the network dropped). */
  let loseAnswer = false;
  const port: FieldPort = {
    async putAttempt(_job, id, b) {
      calls.put++;
      if (fail.put) throw fail.put();
      if (!recorded.has(id)) recorded.set(id, b);
      if (loseAnswer) {
        loseAnswer = false;
        throw networkError();
      }
    },
    async startPhoto(_job, id) {
      calls.start++;
      if (fail.start) throw fail.start();
      return photos.has(id)
        ? { received: true, upload: null }
        : { received: false, upload: { url: 'http://s3/bucket', fields: { key: id } } };
    },
    async postPhoto(upload) {
      calls.post++;
      if (fail.post) throw fail.post();
      photos.add(upload.fields.key);
    },
    async completePhoto() {
      calls.complete++;
      if (fail.complete) throw fail.complete();
    },
  };
  return { port, recorded, photos, calls, fail, loseAnswerOnce: () => (loseAnswer = true) };
}

test('an attempt and its photo are sent once; the bytes leave the phone only when the office has them', async () => {
  const store = memoryStore([item()]);
  const office = fakeOffice();
  expect(await syncQueue('server-1', store, office.port)).toEqual({ sent: 1, rejected: 0, stopped: false });
  expect(office.recorded.size).toBe(1);
  expect(office.photos.size).toBe(1);
  const [done] = store.all();
  expect(done.status).toBe('synced');
  expect(done.syncedAt).not.toBeNull();
  expect(done.photo?.blob).toBeNull();
  // A second pass finds nothing waiting: nothing is sent again.
  expect(await syncQueue('server-1', store, office.port)).toEqual({ sent: 0, rejected: 0, stopped: false });
  expect(office.calls).toEqual({ put: 1, start: 1, post: 1, complete: 1 });
});

test('offline: the pass stops and everything stays waiting, then goes once the network is back', async () => {
  const store = memoryStore([item(), item()]);
  const office = fakeOffice();
  office.fail.put = networkError;
  expect(await syncQueue('server-1', store, office.port)).toEqual({ sent: 0, rejected: 0, stopped: true });
  expect(store.all().map((i) => i.status)).toEqual(['pending', 'pending']);
  expect(office.calls.put).toBe(1); // stopped at the first failure, the second not tried
  delete office.fail.put;
  expect(await syncQueue('server-1', store, office.port)).toMatchObject({ sent: 2, stopped: false });
  expect(office.recorded.size).toBe(2);
  expect(store.all().every((i) => i.status === 'synced')).toBe(true);
});

test('an answer lost after the office recorded the attempt: sent again under the same id, recorded once', async () => {
  const store = memoryStore([item({ photo: null, body: { ...body(), photo: false, noPhotoReason: 'Dog at the gate' } })]);
  const office = fakeOffice();
  office.loseAnswerOnce();
  expect((await syncQueue('server-1', store, office.port)).stopped).toBe(true);
  expect(store.all()[0].status).toBe('pending');
  await syncQueue('server-1', store, office.port);
  expect(office.calls.put).toBe(2);
  expect(office.recorded.size).toBe(1);
  expect(store.all()[0].status).toBe('synced');
});

test('a photo interrupted after the attempt was recorded: only the photo is sent next time', async () => {
  const store = memoryStore([item()]);
  const office = fakeOffice();
  office.fail.post = networkError;
  await syncQueue('server-1', store, office.port);
  expect(store.all()[0].status).toBe('photo');
  expect(store.all()[0].photo?.blob).not.toBeNull();
  delete office.fail.post;
  await syncQueue('server-1', store, office.port);
  expect(office.calls.put).toBe(1);
  expect(office.photos.size).toBe(1);
  expect(store.all()[0].status).toBe('synced');
});

test('a photo the office already has is not posted again', async () => {
  const first = item();
  const store = memoryStore([{ ...first, status: 'photo' }]);
  const office = fakeOffice();
  office.photos.add(first.id);
  await syncQueue('server-1', store, office.port);
  expect(office.calls.post).toBe(0);
  expect(store.all()[0].status).toBe('synced');
});

test('a refusal is kept with its reason and does not hold back the next attempt', async () => {
  const store = memoryStore([item({ body: body('substituted') }), item()]);
  const office = fakeOffice();
  let first = true;
  const port: FieldPort = {
    ...office.port,
    async putAttempt(job, id, b) {
      if (first) {
        first = false;
        throw Object.assign(new Error('diligence'), {
          status: 409,
          code: 'diligence_not_met',
          fieldErrors: { outcome: ['serving.diligence.missing.days'] },
        });
      }
      return office.port.putAttempt(job, id, b);
    },
  };
  expect(await syncQueue('server-1', store, port)).toEqual({ sent: 1, rejected: 1, stopped: false });
  const [refused, sent] = store.all();
  expect(refused.status).toBe('rejected');
  expect(refused.error).toEqual({ code: 'diligence_not_met', fieldErrors: { outcome: ['serving.diligence.missing.days'] } });
  expect(sent.status).toBe('synced');
  // A refused attempt is not sent again.
  await syncQueue('server-1', store, port);
  expect(office.recorded.size).toBe(1);
});

test('a signed-out session or a server error is not a refusal: the attempt waits', async () => {
  expect(isRefusal({ status: 401, code: 'unauthorized' })).toBe(false);
  expect(isRefusal({ status: 403, code: 'forbidden' })).toBe(false);
  expect(isRefusal({ status: 500, code: 'internal' })).toBe(false);
  expect(isRefusal({ status: 0, code: 'network' })).toBe(false);
  expect(isRefusal({ status: 422, code: 'validation_failed' })).toBe(true);
  const store = memoryStore([item()]);
  const office = fakeOffice();
  office.fail.put = () => Object.assign(new Error('expired'), { status: 401, code: 'unauthorized' });
  expect(await syncQueue('server-1', store, office.port)).toEqual({ sent: 0, rejected: 0, stopped: true });
  expect(store.all()[0].status).toBe('pending');
});

test('another account’s attempts on the same phone are never sent', async () => {
  const store = memoryStore([item({ owner: 'server-2' })]);
  const office = fakeOffice();
  expect(await syncQueue('server-1', store, office.port)).toEqual({ sent: 0, rejected: 0, stopped: false });
  expect(office.calls.put).toBe(0);
});
