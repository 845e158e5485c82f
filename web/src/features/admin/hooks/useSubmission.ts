import { useCallback, useEffect, useState } from 'react';
import { getSubmission } from '../api/client';
import type { SubmissionDetail } from '../model';

export interface SubmissionState {
  data: SubmissionDetail | null;
  loading: boolean;
  error: unknown;
  reload(): void;
}

/** One submission with its history and order; `reload()` keeps showing the old data until the new arrives (key the user by id). */
export function useSubmission(id: string): SubmissionState {
  const [data, setData] = useState<SubmissionDetail | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const ac = new AbortController();
    setLoading(true);
    getSubmission(id, ac.signal).then(
      (d) => {
        if (ac.signal.aborted) return;
        setData(d);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (ac.signal.aborted) return;
        setError(err);
        setLoading(false);
      },
    );
    return () => ac.abort();
  }, [id, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { data, loading, error, reload };
}
