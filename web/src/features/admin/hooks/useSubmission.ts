import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { submissionQuery } from '../api/client';
import type { SubmissionDetail } from '../model';

export interface SubmissionState {
  data: SubmissionDetail | null;
  loading: boolean;
  error: unknown;
  reload(): void;
}

/** One submission with its history and order (`submissionQuery`); `reload()` keeps showing the old data until the new arrives. */
export function useSubmission(id: string): SubmissionState {
  const query = useQuery(submissionQuery(id));
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data ?? null, loading: query.isFetching, error: query.error, reload };
}
