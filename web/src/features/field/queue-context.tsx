/**
 * The queue as the field app's screens see it (issue 32): the signed-in server's attempts kept on the phone, whether
 * the browser is online, and a sync pass (./sync.ts) run when the page opens, when the network comes back, after each
 * new attempt, and every 30 seconds while something waits. One pass at a time per tab; two tabs sending the same
 * attempt are harmless (the API records an attempt once by its id).
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth/AuthProvider';
import { fieldPort } from './field-api';
import { queueStore } from './queue-db';
import { isWaiting, syncQueue, type QueuedAttempt } from './sync';

export interface FieldQueue {
  items: QueuedAttempt[];
  online: boolean;
  syncing: boolean;
  waiting: number;
  add(item: QueuedAttempt): Promise<void>;
  discard(id: string): Promise<void>;
  sync(): Promise<void>;
}

const QueueContext = createContext<FieldQueue | null>(null);

const RETRY_MS = 30_000;

export function FieldQueueProvider({ children }: { children: ReactNode }) {
  const { userId } = useAuth();
  const owner = userId ?? '';
  const queryClient = useQueryClient();
  const [items, setItems] = useState<QueuedAttempt[]>([]);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [syncing, setSyncing] = useState(false);
  const running = useRef(false);

  const reload = useCallback(async () => {
    if (!owner) return;
    const list = await queueStore.list(owner).catch(() => [] as QueuedAttempt[]);
    setItems(list.sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
  }, [owner]);

  const sync = useCallback(async () => {
    if (!owner || running.current) return;
    running.current = true;
    setSyncing(true);
    try {
      const result = await syncQueue(owner, queueStore, fieldPort);
      if (result.sent > 0 || result.rejected > 0) await queryClient.invalidateQueries({ queryKey: ['field'] });
    } catch {
      // The store could not be read: nothing was sent; the next pass tries again.
    } finally {
      running.current = false;
      setSyncing(false);
      await reload();
    }
  }, [owner, queryClient, reload]);

  useEffect(() => {
    void reload().then(() => sync());
  }, [reload, sync]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [sync]);

  const waiting = items.filter(isWaiting).length;
  useEffect(() => {
    if (waiting === 0 || !online) return;
    const timer = window.setInterval(() => void sync(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, online, sync]);

  const value = useMemo<FieldQueue>(
    () => ({
      items,
      online,
      syncing,
      waiting,
      add: async (item) => {
        await queueStore.put(item);
        await reload();
        void sync();
      },
      discard: async (id) => {
        await queueStore.remove(id);
        await reload();
      },
      sync,
    }),
    [items, online, syncing, waiting, reload, sync],
  );
  return <QueueContext.Provider value={value}>{children}</QueueContext.Provider>;
}

export function useFieldQueue(): FieldQueue {
  const ctx = useContext(QueueContext);
  if (!ctx) throw new Error('useFieldQueue outside FieldQueueProvider');
  return ctx;
}
