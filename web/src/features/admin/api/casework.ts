/**
 * The case workspace's reads (documents, their access log, the thread, internal notes, the staff list, a type's
 * checklist) as query options, with their keys and what a change makes stale — declared once here, used by
 * components/CaseWorkspace.tsx.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QuestionnaireType } from '../../../../../shared/catalogue';
import { slugOf } from '../../../../../shared/questionnaire-slugs';
import { call } from '../../../lib/api';

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
