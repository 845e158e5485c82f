/**
 * The client's view of the English that will be filed (issue 26): its read as query options, under the submission's
 * key (so the submission's invalidation refreshes it), and the two answers a client gives.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ConfirmTranslationsRequest, TranslationCommentRequest } from '../../../../../shared/api/translations';
import { call } from '../../../lib/api';

export const translationsKey = (caseId: string) => ['submissions', caseId, 'translations'] as const;

export const translationsQuery = (caseId: string) =>
  queryOptions({
    queryKey: translationsKey(caseId),
    queryFn: ({ signal }) => call('GET /submissions/{id}/translations', { params: { id: caseId }, signal }),
  });

export const confirmTranslations = (caseId: string, body: ConfirmTranslationsRequest) =>
  call('POST /submissions/{id}/translations/confirm', { params: { id: caseId }, body });

export const commentOnTranslation = (caseId: string, body: TranslationCommentRequest) =>
  call('POST /submissions/{id}/translations/comment', { params: { id: caseId }, body });

export const setTranslations = (client: QueryClient, caseId: string, data: Awaited<ReturnType<typeof confirmTranslations>>) =>
  client.setQueryData(translationsKey(caseId), data);
