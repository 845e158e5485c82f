/**
 * The questionnaire's calls: drafts (GET/PUT/DELETE /drafts/{type}) and the submission (POST /submissions with an
 * Idempotency-Key), typed and checked by the shared contract (shared/api/drafts.ts, shared/api/submissions.ts).
 */
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { DraftSchema, DraftSummarySchema, type Draft, type DraftSummary, type SaveDraftRequest } from '../../../../shared/api/drafts';
import {
  CreateSubmissionResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CreateSubmissionRequest,
  type Submission,
} from '../../../../shared/api/submissions';
import { api, ApiError } from '../../lib/api';
import type { FormValues } from './values';

export type { Draft };

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** The saved draft, or null when there is none. */
export async function loadDraft(type: QuestionnaireType, signal?: AbortSignal): Promise<Draft | null> {
  try {
    return await api(`/drafts/${type}`, { schema: DraftSchema, signal });
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** Saves the draft; the answer says until when it is kept ("kept until …": 90 days after this save). */
export async function saveDraft(type: QuestionnaireType, answers: FormValues, step: string): Promise<DraftSummary> {
  const body: SaveDraftRequest = { answers, step };
  return api(`/drafts/${type}`, { method: 'PUT', body, schema: DraftSummarySchema });
}

export async function deleteDraft(type: QuestionnaireType): Promise<void> {
  try {
    await api(`/drafts/${type}`, { method: 'DELETE' });
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
}

export async function submitAnswers(
  type: QuestionnaireType,
  answers: Record<string, unknown>,
  idempotencyKey: string,
): Promise<Submission> {
  const body: CreateSubmissionRequest = { questionnaireType: type, answers };
  const { submission } = await api('/submissions', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: CreateSubmissionResponseSchema,
  });
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
