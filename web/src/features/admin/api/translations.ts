/**
 * The translation desk's calls (issue 26): the desk as query options (under the case's key, so the workspace's
 * invalidation refreshes it too), saving, approving and drafting again. Every write answers the whole desk, which
 * replaces the cached one.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApproveRequest, SaveEnglishRequest, TranslationDesk } from '../../../../../shared/api/translations';
import { MAX_ITEMS_PER_REQUEST } from '../../../../../shared/api/translations';
import { call } from '../../../lib/api';
import { caseKeys } from './casework';

export const translationKey = (id: string) => [...caseKeys.all(id), 'translations'] as const;

/** While machine drafts are being made the desk reads itself again (the job runs off the request). */
const DRAFTING_POLL_MS = 2000;

export const translationDeskQuery = (id: string) =>
  queryOptions({
    queryKey: translationKey(id),
    queryFn: ({ signal }) => call('GET /admin/submissions/{id}/translations', { params: { id }, signal }),
    refetchInterval: (q) => (q.state.data?.drafting.status === 'pending' ? DRAFTING_POLL_MS : false),
  });

const keep = (client: QueryClient, id: string, desk: TranslationDesk) => {
  client.setQueryData(translationKey(id), desk);
  return desk;
};

export const saveEnglish = async (client: QueryClient, id: string, body: SaveEnglishRequest) =>
  keep(client, id, await call('PUT /admin/submissions/{id}/translations/item', { params: { id }, body }));

/** Approve items, a transaction at a time (at most MAX_ITEMS_PER_REQUEST each, and ~200 KB: the route takes 256 KB). */
export async function approve(client: QueryClient, id: string, items: ApproveRequest['items']): Promise<TranslationDesk> {
  let desk: TranslationDesk | null = null;
  let batch: ApproveRequest['items'] = [];
  let size = 0;
  const flush = async () => {
    if (!batch.length) return;
    desk = keep(client, id, await call('POST /admin/submissions/{id}/translations/approve', { params: { id }, body: { items: batch } }));
    batch = [];
    size = 0;
  };
  for (const item of items) {
    const bytes = new TextEncoder().encode(JSON.stringify(item)).length;
    if (batch.length >= MAX_ITEMS_PER_REQUEST || size + bytes > 200_000) await flush();
    batch.push(item);
    size += bytes;
  }
  await flush();
  return desk!;
}

export const retryDrafting = async (client: QueryClient, id: string) =>
  keep(client, id, await call('POST /admin/submissions/{id}/translations/retry', { params: { id } }));
