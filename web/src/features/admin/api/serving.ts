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

/** One job as staff see it: attempts with GPS and photos' arrival, diligence, proof, payment, history. */
export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...servingKeys.all, 'job', jobId] as const,
    queryFn: ({ signal }) => call('GET /admin/service-jobs/{jobId}', { params: { jobId }, signal }),
  });

export const sharePhoto = (jobId: string, attemptId: string, shared: boolean) =>
  call('POST /admin/service-jobs/{jobId}/attempts/{attemptId}/share', { params: { jobId, attemptId }, body: { shared } });

/** A 5-minute link to an attempt's original photo (bytes and EXIF as the phone took them). */
export const photoLink = (jobId: string, attemptId: string) =>
  call('GET /admin/service-jobs/{jobId}/attempts/{attemptId}/photo', { params: { jobId, attemptId } });

export const proofLink = (jobId: string) => call('GET /admin/service-jobs/{jobId}/proof', { params: { jobId } });

export const markFiled = (jobId: string, filedOn: string, expectedVersion: number) =>
  call('POST /admin/service-jobs/{jobId}/filed', { params: { jobId }, body: { filedOn, expectedVersion } });

export const cancelJob = (jobId: string, reason: string, expectedVersion: number) =>
  call('POST /admin/service-jobs/{jobId}/cancel', { params: { jobId }, body: { reason, expectedVersion } });

export const recordJobPayment = (jobId: string, reference: string | undefined, expectedVersion: number) =>
  call('POST /admin/service-jobs/{jobId}/payment', {
    params: { jobId },
    body: { ...(reference ? { reference } : {}), expectedVersion },
  });
