/**
 * The questionnaire's calls, through the typed client (`call`, shared/api/client.ts: paths, bodies and answers checked
 * by the routes' contracts): the saved draft as query options (GET /drafts/{slug}), the draft's save and deletion
 * (PUT/DELETE /drafts/{slug}: the type's public slug, so no request URL names the domestic-violence questionnaire) and the submission (POST /submissions with an Idempotency-Key). Each call that changes
 * what the dashboard lists (its drafts, submissions and orders) marks those lists stale.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import type { Locale } from '../../../../shared/i18n/core';
import { slugOf } from '../../../../shared/questionnaire-slugs';
import type { Draft, DraftSummary } from '../../../../shared/api/drafts';
import { IDEMPOTENCY_KEY_HEADER, type Submission } from '../../../../shared/api/submissions';
import { ApiError, call } from '../../lib/api';
import { invalidateCaseLists, listKeys } from '../../lib/query/lists';
import type { FormValues } from './values';

export type { Draft };

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** The saved draft, or null when there is none. */
export async function loadDraft(type: QuestionnaireType, signal?: AbortSignal): Promise<Draft | null> {
  try {
    return await call('GET /drafts/{questionnaireType}', { params: { questionnaireType: slugOf(type) }, signal });
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/**
 * The draft the form opens with. Not under the drafts list's key: the autosave marks that list stale on every save,
 * which must not refetch this. The form takes a draft's answers once, when it opens, so it is read on each opening
 * (`refetchOnMount: 'always'`; the page waits for that read, since a copy kept from an earlier visit would be older
 * than the autosaves made since) and never again while the form is open (a refetch would change nothing on screen).
 */
export const draftQuery = (type: QuestionnaireType) =>
  queryOptions({
    queryKey: ['draft', type] as const,
    queryFn: ({ signal }) => loadDraft(type, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Saves the draft; the answer says until when it is kept ("kept until …": 90 days after this save). */
export async function saveDraft(client: QueryClient, type: QuestionnaireType, answers: FormValues, step: string): Promise<DraftSummary> {
  const summary = await call('PUT /drafts/{questionnaireType}', { params: { questionnaireType: slugOf(type) }, body: { answers, step } });
  void client.invalidateQueries({ queryKey: listKeys.drafts });
  return summary;
}

/** Deletes the draft ("Start over"); none to delete is as good. */
export async function deleteDraft(client: QueryClient, type: QuestionnaireType): Promise<void> {
  try {
    await call('DELETE /drafts/{questionnaireType}', { params: { questionnaireType: slugOf(type) } });
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
  void client.invalidateQueries({ queryKey: listKeys.drafts });
}

/**
 * Submits the answers (the same key for the same answers: a retry after a lost answer cannot create a second
 * submission), then deletes the draft, which has served its purpose (a failure there only leaves a stale draft), and
 * refreshes the case lists.
 */
export async function submitAnswers(
  client: QueryClient,
  type: QuestionnaireType,
  answers: Record<string, unknown>,
  idempotencyKey: string,
  /** The form's language: what the answers are written in (Spanish answers are translated before filing). */
  locale: Locale,
): Promise<Submission> {
  const { submission } = await call('POST /submissions', {
    body: { questionnaireType: type, answers, locale },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  await deleteDraft(client, type).catch(() => undefined);
  await invalidateCaseLists(client);
  return submission;
}

/** A random UUID v4 (crypto.randomUUID where available: it needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
