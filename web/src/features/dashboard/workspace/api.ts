/**
 * The client's case workspace: its reads (documents and requests; the thread) as query options, its changes as
 * mutation hooks, and what refreshes after each: every change makes the case's reads and the submissions list (its
 * "Action needed" and unread counts) stale. Components call the hooks; none writes a mutation of its own.
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DocumentReviewRequest, MessageRequest, StartUploadRequest } from '../../../../../shared/casework';
import type { DocumentKind } from '../../../../../shared/documents';
import { call } from '../../../lib/api';
import type { UploadCalls } from '../../../lib/casework/useDocumentUpload';
import { listKeys } from '../../../lib/query/lists';

export const workspaceKeys = {
  documents: (caseId: string) => ['submissions', caseId, 'documents'] as const,
  messages: (caseId: string) => ['submissions', caseId, 'messages'] as const,
};

export const documentsQuery = (caseId: string) =>
  queryOptions({
    queryKey: workspaceKeys.documents(caseId),
    queryFn: ({ signal }) => call('GET /submissions/{id}/documents', { params: { id: caseId }, signal }),
  });

/** Messages per page of the thread: the newest page first, then "Show earlier messages" asks for the next. */
export const MESSAGES_PAGE = 100;

/**
 * The thread, newest page first; each further page is older (the route's cursor). The read markers are the first
 * page's. A refetch (after a message is sent) reads every loaded page again from the newest.
 */
export const messagesQuery = (caseId: string) =>
  infiniteQueryOptions({
    queryKey: workspaceKeys.messages(caseId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      call('GET /submissions/{id}/messages', {
        params: { id: caseId },
        query: { limit: String(MESSAGES_PAGE), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function invalidateWorkspace(client: QueryClient, caseId: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: workspaceKeys.documents(caseId) }),
    client.invalidateQueries({ queryKey: workspaceKeys.messages(caseId) }),
    client.invalidateQueries({ queryKey: listKeys.submissions, exact: true }),
  ]).then(() => undefined);
}

/** The client's upload calls for `useDocumentUpload`: what the document is and the request it answers, if any. */
export const uploadCalls = (caseId: string, doc: Pick<StartUploadRequest, 'kind' | 'requestId'>): UploadCalls => ({
  start: (file, signal) => call('POST /submissions/{id}/documents', { params: { id: caseId }, body: { ...doc, ...file }, signal }),
  complete: (documentId, signal) =>
    call('POST /submissions/{id}/documents/{documentId}/complete', { params: { id: caseId, documentId }, signal }),
});

/** What a component adds to a change: its own message on success (before the reads refresh) or on failure. */
export interface ChangeCallbacks<R, V> {
  onSuccess?(result: R, vars: V): void;
  onError?(err: unknown): void;
}

/**
 * A change to the case: on success the component's callback first (a toast, closing a form: it runs even when the
 * refresh then removes the component, e.g. a removed document), then the case's reads are made stale and fetched
 * again — awaited, so `isPending` lasts until the screen shows the change.
 */
function useCaseMutation<V, R>(caseId: string, mutationFn: (v: V) => Promise<R>, callbacks: ChangeCallbacks<R, V> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (r, v) => {
      callbacks.onSuccess?.(r, v);
      await invalidateWorkspace(queryClient, caseId);
    },
    onError: (err) => callbacks.onError?.(err),
  });
}

type Callbacks<V> = ChangeCallbacks<unknown, V>;

export const useChangeKind = (caseId: string, documentId: string, cb?: Callbacks<DocumentKind>) =>
  useCaseMutation(
    caseId,
    (kind: DocumentKind) =>
      call('PUT /submissions/{id}/documents/{documentId}/kind', { params: { id: caseId, documentId }, body: { kind } }),
    cb,
  );

export const useRemoveDocument = (caseId: string, documentId: string, cb?: Callbacks<void>) =>
  useCaseMutation(caseId, () => call('DELETE /submissions/{id}/documents/{documentId}', { params: { id: caseId, documentId } }), cb);

export const useReviewDocument = (caseId: string, documentId: string, cb?: Callbacks<DocumentReviewRequest>) =>
  useCaseMutation(
    caseId,
    (body: DocumentReviewRequest) =>
      call('POST /submissions/{id}/documents/{documentId}/review', { params: { id: caseId, documentId }, body }),
    cb,
  );

export const useSendMessage = (caseId: string, cb?: Callbacks<MessageRequest>) =>
  useCaseMutation(caseId, (body: MessageRequest) => call('POST /submissions/{id}/messages', { params: { id: caseId }, body }), cb);

export const useMarkRead = (caseId: string) =>
  useCaseMutation(caseId, () => call('POST /submissions/{id}/messages/read', { params: { id: caseId } }));

/**
 * A short-lived link to a document, opened as asked: a new tab for a view; the same tab for a download (the browser
 * keeps the page: the answer is an attachment). Changes nothing the workspace shows.
 */
export const useOpenDocument = (caseId: string, documentId: string, cb: { onError?(err: unknown): void } = {}) =>
  useMutation({
    mutationFn: (action: 'view' | 'download') =>
      call('POST /submissions/{id}/documents/{documentId}/link', { params: { id: caseId, documentId }, body: { action } }),
    onSuccess: (link, action) => {
      if (action === 'view') window.open(link.url, '_blank', 'noopener');
      else window.location.assign(link.url);
    },
    onError: (err) => cb.onError?.(err),
  });
