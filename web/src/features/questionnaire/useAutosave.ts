import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** After a failed save, try again this long after (unless the client edits first). */
const RETRY_MS = 10_000;

/**
 * Saves `payload` (debounced) whenever it changes, one save at a time, and retries after a failure.
 * `dirty` is true while the latest payload is not known to be saved; `flush()` saves now and tells whether it worked.
 */
export function useAutosave<P>(payload: P, save: (payload: P) => Promise<void>, { delayMs = 1500, enabled = true } = {}) {
  const serialized = JSON.stringify(payload);
  const [savedSerialized, setSavedSerialized] = useState(serialized);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(serialized);
  latest.current = serialized;
  const saved = useRef(serialized);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const flush = useCallback(async (): Promise<boolean> => {
    // One save at a time: wait for the running one, then save what is latest by then.
    while (inFlight.current) await inFlight.current;
    const snapshot = latest.current;
    if (snapshot === saved.current) return true;
    setStatus('saving');
    const run = saveRef
      .current(JSON.parse(snapshot) as P)
      .then(() => {
        saved.current = snapshot;
        setSavedSerialized(snapshot);
        setStatus('saved');
        return true;
      })
      .catch(() => {
        setStatus('error');
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, []);

  // Save shortly after the last change; after a failure, keep retrying every RETRY_MS.
  useEffect(() => {
    if (!enabled || serialized === savedSerialized) return;
    const timer = setTimeout(() => void flush(), status === 'error' ? RETRY_MS : delayMs);
    return () => clearTimeout(timer);
  }, [enabled, serialized, savedSerialized, delayMs, flush, status]);

  // Save at once when the page is hidden — the client switches apps, locks the phone, or closes the tab (issue 30):
  // waiting for the debounce would lose what was typed in the last moments (lib/api.ts sends it with keepalive).
  useEffect(() => {
    if (!enabled) return;
    const onHide = () => {
      if (document.visibilityState === 'hidden' && latest.current !== saved.current) void flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, [enabled, flush]);

  /** Treat the current payload as saved (after a submission, or after discarding the draft). */
  const markSaved = useCallback(() => {
    saved.current = latest.current;
    setSavedSerialized(latest.current);
  }, []);

  return { status, dirty: serialized !== savedSerialized, flush, markSaved };
}
