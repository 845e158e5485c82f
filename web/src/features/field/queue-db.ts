/**
 * The field app's storage on the phone (issue 32): IndexedDB, which outlives a closed tab, a reload and a dead
 * battery (the browser keeps it on disk), unlike memory or sessionStorage.
 *  - `attempts`: the queue (./sync.ts QueuedAttempt), photos as Blobs with their original bytes;
 *  - `copies`: the last copy of the server's job list and of each job read online, for the screens offline.
 * Everything is keyed by the signed-in server's sub; nothing here is sent anywhere but to the field routes.
 */
import type { QueuedAttempt, QueueStore } from './sync';

const DB_NAME = 'lda-field';
const DB_VERSION = 1;

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('attempts')) db.createObjectStore('attempts', { keyPath: 'id' }).createIndex('owner', 'owner');
      if (!db.objectStoreNames.contains('copies')) db.createObjectStore('copies');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB unavailable'));
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** A write, resolved when the transaction is committed (on disk), not merely queued. */
async function write(store: 'attempts' | 'copies', act: (s: IDBObjectStore) => void): Promise<void> {
  const db = await open();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(store, 'readwrite', { durability: 'strict' });
    act(tx.objectStore(store));
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
  });
}

export const queueStore: QueueStore & { remove(id: string): Promise<void> } = {
  async list(owner) {
    const db = await open();
    const index = db.transaction('attempts', 'readonly').objectStore('attempts').index('owner');
    return (await done(index.getAll(IDBKeyRange.only(owner)))) as QueuedAttempt[];
  },
  put: (item) => write('attempts', (s) => void s.put(item)),
  remove: (id) => write('attempts', (s) => void s.delete(id)),
};

export interface Copy<T> {
  savedAt: string;
  data: T;
}

/** The last copy of something read online (`key`: "list", "job:<id>"), for the same server. */
export const copies = {
  async get<T>(owner: string, key: string): Promise<Copy<T> | null> {
    const db = await open();
    const found = (await done(db.transaction('copies', 'readonly').objectStore('copies').get(`${owner}:${key}`))) as Copy<T> | undefined;
    return found ?? null;
  },
  put: <T>(owner: string, key: string, data: T) =>
    write('copies', (s) => void s.put({ savedAt: new Date().toISOString(), data } satisfies Copy<T>, `${owner}:${key}`)),
};
