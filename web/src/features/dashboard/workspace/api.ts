import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StartUploadResponse } from '../../../../../shared/api/casework';
import { checkDocumentFile, SNIFF_BYTES, type DocumentError } from '../../../../../shared/documents';
import { call } from '../../../lib/api';
import { listKeys } from '../../../lib/query/lists';

/**
 * The client's case workspace reads (documents and requests; the thread) as query options, and what refreshes them:
 * every mutation invalidates the case's reads and the submissions list (its "Action needed" and unread counts).
 */
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

/** The file rules of shared/documents.ts on a chosen file (its size, declared type and first bytes). */
export async function checkFile(
  file: File,
): Promise<{ ok: true; contentType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic' } | { ok: false; error: DocumentError }> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkDocumentFile({ name: file.name, type: file.type, size: file.size }, head);
}

/**
 * Send the file to S3 with the presigned POST (fields first, then `file`), reporting progress. XHR, because fetch
 * reports no upload progress. Resolves on S3's 204; rejects otherwise (S3's policy refusing it included).
 */
export function postFile(
  upload: StartUploadResponse['upload'],
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`upload ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('upload network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
