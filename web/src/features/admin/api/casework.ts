/**
 * The case workspace's reads (documents, their access log, the thread, internal notes, the staff list, a type's
 * checklist) as query options, with their keys, and its changes as mutation hooks with what each makes stale —
 * declared once here, used by the sections in ../case/.
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { QuestionnaireType } from '../../../../../shared/catalogue';
import type { ChecklistUpdateRequest } from '../../../../../shared/casework';
import type { DocumentKind } from '../../../../../shared/documents';
import { slugOf } from '../../../../../shared/questionnaire-slugs';
import { call } from '../../../lib/api';
import type { UploadCalls } from '../../../lib/casework/useDocumentUpload';

export const caseKeys = {
  all: (id: string) => ['admin', 'case', id] as const,
  documents: (id: string) => ['admin', 'case', id, 'documents'] as const,
  access: (id: string) => ['admin', 'case', id, 'access'] as const,
  messages: (id: string) => ['admin', 'case', id, 'messages'] as const,
  notes: (id: string) => ['admin', 'case', id, 'notes'] as const,
  staff: ['admin', 'staff'] as const,
  checklist: (type: QuestionnaireType) => ['admin', 'checklist', type] as const,
};

/** Page sizes the workspace reads (the routes' limits allow more; these are what one screen shows). */
const ACCESS_PAGE = '50';
const THREAD_PAGE = '100';
const NOTES_PAGE = '100';

export const caseQueries = {
  documents: (id: string) =>
    queryOptions({
      queryKey: caseKeys.documents(id),
      queryFn: ({ signal }) => call('GET /admin/submissions/{id}/documents', { params: { id }, signal }),
    }),
  access: (id: string) =>
    queryOptions({
      queryKey: caseKeys.access(id),
      queryFn: ({ signal }) =>
        call('GET /admin/submissions/{id}/document-access', { params: { id }, query: { limit: ACCESS_PAGE }, signal }),
    }),
  /** Newest page first; the next page param reads the page of older messages. */
  messages: (id: string) =>
    infiniteQueryOptions({
      queryKey: caseKeys.messages(id),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ signal, pageParam }) =>
        call('GET /admin/submissions/{id}/messages', {
          params: { id },
          query: { limit: THREAD_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
          signal,
        }),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  notes: (id: string) =>
    queryOptions({
      queryKey: caseKeys.notes(id),
      queryFn: ({ signal }) => call('GET /admin/submissions/{id}/notes', { params: { id }, query: { limit: NOTES_PAGE }, signal }),
    }),
  staff: () => queryOptions({ queryKey: caseKeys.staff, queryFn: ({ signal }) => call('GET /admin/staff', { signal }) }),
  checklist: (type: QuestionnaireType) =>
    queryOptions({
      queryKey: caseKeys.checklist(type),
      queryFn: ({ signal }) => call('GET /admin/checklists/{questionnaireType}', { params: { questionnaireType: slugOf(type) }, signal }),
    }),
};

/** After any change to a case: everything the workspace shows of it is stale. */
export const refreshCase = (qc: QueryClient, id: string) => qc.invalidateQueries({ queryKey: caseKeys.all(id) });

/** What a section adds to a change: its own message or form reset on success (before the reads refresh), and on failure. */
export interface ChangeCallbacks<R, V> {
  onSuccess?(result: R, vars: V): void;
  onError?(err: unknown): void;
}

/**
 * A change to case `id`: the section's callback first, then `stale` (by default everything the workspace shows of
 * the case) is made stale and fetched again — awaited, so the button stays busy until the screen shows the change.
 */
function useCaseChange<V, R>(
  id: string,
  mutationFn: (v: V) => Promise<R>,
  cb: ChangeCallbacks<R, V> = {},
  stale: QueryKey = caseKeys.all(id),
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (r, v) => {
      cb.onSuccess?.(r, v);
      await qc.invalidateQueries({ queryKey: stale });
    },
    onError: (err) => cb.onError?.(err),
  });
}

type Callbacks<V> = ChangeCallbacks<unknown, V>;

/** Assign the case (or nobody) from the assignee the staff member saw; the caller refreshes the submission (its page and the list). */
export const useAssign = (id: string, cb?: Callbacks<{ assignee: string | null; expectedAssignee: string | null }>) =>
  useMutation({
    mutationFn: (body: { assignee: string | null; expectedAssignee: string | null }) =>
      call('PUT /admin/submissions/{id}/assignment', { params: { id }, body }),
    onSuccess: (r, v) => cb?.onSuccess?.(r, v),
    onError: (err) => cb?.onError?.(err),
  });

export const useRetypeDocument = (id: string, cb?: Callbacks<{ documentId: string; kind: DocumentKind }>) =>
  useCaseChange(
    id,
    ({ documentId, kind }: { documentId: string; kind: DocumentKind }) =>
      call('PUT /admin/submissions/{id}/documents/{documentId}/kind', { params: { id, documentId }, body: { kind } }),
    cb,
  );

export const useRemoveDocument = (id: string, cb?: Callbacks<string>) =>
  useCaseChange(
    id,
    (documentId: string) => call('DELETE /admin/submissions/{id}/documents/{documentId}', { params: { id, documentId } }),
    cb,
  );

/** A short-lived link, opened as asked (view: a new tab; download: this tab keeps the page). Staff's opening is recorded: the access log is stale. */
export const useOpenDocument = (id: string, cb?: Callbacks<{ documentId: string; action: 'view' | 'download' }>) =>
  useCaseChange(
    id,
    ({ documentId, action }: { documentId: string; action: 'view' | 'download' }) =>
      call('POST /admin/submissions/{id}/documents/{documentId}/link', { params: { id, documentId }, body: { action } }),
    {
      onSuccess: (link, v) => {
        if (v.action === 'view') window.open(link.url, '_blank', 'noopener');
        else window.location.assign(link.url);
        cb?.onSuccess?.(link, v);
      },
      onError: cb?.onError,
    },
    caseKeys.access(id),
  );

/** The court-forms packet as it is now, into the case's documents for the client's review (the client is emailed). */
export const useAddPacket = (id: string, cb?: Callbacks<void>) =>
  useCaseChange(id, () => call('POST /admin/submissions/{id}/court-forms/case-document', { params: { id } }), cb);

/** Staff's upload calls for `useDocumentUpload`: what the document is, and whether the client is asked to review it. */
export const staffUploadCalls = (id: string, doc: { kind: DocumentKind; forReview: boolean }): UploadCalls => ({
  start: (file, signal) => call('POST /admin/submissions/{id}/documents', { params: { id }, body: { ...file, ...doc }, signal }),
  complete: (documentId, signal) =>
    call('POST /admin/submissions/{id}/documents/{documentId}/complete', { params: { id, documentId }, signal }),
});

export const useAskForDocument = (id: string, cb?: Callbacks<{ title: string; kind: DocumentKind; details?: string }>) =>
  useCaseChange(
    id,
    (body: { title: string; kind: DocumentKind; details?: string }) =>
      call('POST /admin/submissions/{id}/requests', { params: { id }, body }),
    cb,
  );

export const useWaiveRequest = (id: string, cb?: Callbacks<string>) =>
  useCaseChange(
    id,
    (requestId: string) => call('POST /admin/submissions/{id}/requests/{requestId}/waive', { params: { id, requestId } }),
    cb,
  );

/** A type's checklist, from the version read (a stale version answers 409). */
export const useSaveChecklist = (id: string, type: QuestionnaireType, cb?: Callbacks<ChecklistUpdateRequest>) =>
  useCaseChange(
    id,
    (body: ChecklistUpdateRequest) =>
      call('PUT /admin/checklists/{questionnaireType}', { params: { questionnaireType: slugOf(type) }, body }),
    cb,
    caseKeys.checklist(type),
  );

export const useSendMessage = (id: string, cb?: Callbacks<string>) =>
  useCaseChange(id, (body: string) => call('POST /admin/submissions/{id}/messages', { params: { id }, body: { body } }), cb);

export const useMarkRead = (id: string) => useCaseChange(id, () => call('POST /admin/submissions/{id}/messages/read', { params: { id } }));

export const useAddNote = (id: string, cb?: Callbacks<string>) =>
  useCaseChange(id, (body: string) => call('POST /admin/submissions/{id}/notes', { params: { id }, body: { body } }), cb);
