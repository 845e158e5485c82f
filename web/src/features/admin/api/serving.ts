/** The console's process-serving calls (the servedesk routes, issue 32), through the typed client. */
import { queryOptions } from '@tanstack/react-query';
import type { JobState } from '../../../../../shared/serving/jobs';
import { call } from '../../../lib/api';

/** The board's filters as the route takes them (`open`: every state not served yet). */
export interface BoardFilters {
  state?: JobState | 'open';
  server?: string;
  atRisk?: boolean;
}

export const servingKeys = {
  all: ['admin', 'serving'] as const,
  jobs: (f: BoardFilters) => ['admin', 'serving', 'jobs', f.state ?? '', f.server ?? '', f.atRisk ? 'risk' : ''] as const,
  servers: ['admin', 'serving', 'servers'] as const,
};

export const jobsQuery = (f: BoardFilters) =>
  queryOptions({
    queryKey: servingKeys.jobs(f),
    queryFn: ({ signal }) =>
      call('GET /admin/service-jobs', {
        query: {
          ...(f.state ? { state: f.state } : {}),
          ...(f.server ? { server: f.server } : {}),
          ...(f.atRisk ? { atRisk: 'true' } : {}),
        },
        signal,
      }),
  });

export const serversQuery = () =>
  queryOptions({ queryKey: servingKeys.servers, queryFn: ({ signal }) => call('GET /admin/servers', { signal }) });

/** Assign (or reassign) on the version the board showed: 409 if the job moved since. */
export const assignJob = (jobId: string, serverSub: string, expectedVersion: number) =>
  call('POST /admin/service-jobs/{jobId}/assign', { params: { jobId }, body: { serverSub, expectedVersion } });
