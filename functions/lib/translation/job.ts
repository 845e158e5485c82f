/**
 * The drafting job (`job.translation` outbox items; docs/translation.md): queued with a Spanish submission, with
 * every approval and by staff's "Try again". It makes what the desk is missing — a machine draft for every item whose
 * words have none, a back-translation into Spanish of every approved English the client has not got one for — and
 * records the engine's name and version with each. Run by the outbox consumer (AWS: the table's stream and the
 * one-minute schedule; locally: the in-process worker), so a slow or failed engine never blocks a request: a failure
 * is written to the desk's state (staff see it, with a retry) and thrown, and the outbox tries again later.
 */
import { log } from '../log';
import { filingTextsOf, textHash as sha256 } from './texts';
import { getSubmissionWithAnswers } from '../store/submissions';
import { putBackTranslation, putDraft, readTranslations, setDraftingState } from '../store/translations';
import type { Answers } from '../../../shared/questionnaires/types';
import { EngineError, translateTexts, type TranslationEngine } from './engine';

export interface JobResult {
  drafts: number;
  backTranslations: number;
  /** Milliseconds the engine took (the bench reports it per submission). */
  engineMs: number;
}

/** Draft what case `caseId` is missing with `engine` (made only when there is work for it). */
export async function runTranslationJob(caseId: string, engine: () => Promise<TranslationEngine>, now = new Date()): Promise<JobResult> {
  const found = await getSubmissionWithAnswers(caseId);
  if (!found) return { drafts: 0, backTranslations: 0, engineMs: 0 };
  const texts = await filingTextsOf(found.meta, found.answers as Answers);
  if (found.meta.locale !== 'es' || texts.desk.length === 0) {
    await setDraftingState(caseId, { status: 'notNeeded', lastError: null }, now);
    return { drafts: 0, backTranslations: 0, engineMs: 0 };
  }
  const stored = await readTranslations(caseId);
  const toDraft = texts.desk.filter((d) => stored.items.get(d.path)?.draft?.sourceHash !== sha256(d.text));
  const toBack = texts.desk.flatMap((d) => {
    const approval = stored.items.get(d.path)?.approval;
    const back = stored.items.get(d.path)?.back;
    return approval && approval.sourceHash === sha256(d.text) && back?.englishHash !== approval.englishHash ? [{ d, approval }] : [];
  });
  if (toDraft.length === 0 && toBack.length === 0) {
    if (stored.state?.status !== 'ready') await setDraftingState(caseId, { status: 'ready', lastError: null, at: now.toISOString() }, now);
    return { drafts: 0, backTranslations: 0, engineMs: 0 };
  }

  const started = Date.now();
  let drafts: Awaited<ReturnType<typeof translateTexts>>;
  let backs: Awaited<ReturnType<typeof translateTexts>>;
  let name: string;
  let version: string;
  try {
    const e = await engine();
    name = e.name;
    version = await e.version();
    drafts = await translateTexts(
      e,
      toDraft.map((d) => ({ text: d.text, multiline: d.kind === 'textarea' })),
      'es',
      'en',
    );
    backs = await translateTexts(
      e,
      toBack.map(({ d, approval }) => ({ text: approval.text, multiline: d.kind === 'textarea' })),
      'en',
      'es',
    );
  } catch (err) {
    const code = err instanceof EngineError ? err.code : ((err as { name?: string } | null)?.name ?? 'Error');
    await setDraftingState(caseId, { status: 'failed', lastError: code, failed: true }, now);
    log('warn', 'translation drafting failed', { ref: caseId, errorName: code });
    throw err instanceof EngineError ? err : new EngineError(code, true);
  }
  const engineMs = Date.now() - started;
  const at = now.toISOString();
  for (const [i, d] of toDraft.entries()) {
    const where = { labelKey: d.labelKey, trail: [...d.trail], placements: [...d.placements] };
    await putDraft(
      caseId,
      d.path,
      where,
      {
        text: drafts[i].text,
        unknownWords: [...drafts[i].unknownWords],
        engine: name,
        engineVersion: version,
        at,
        sourceHash: sha256(d.text),
      },
      now,
    );
  }
  let backTranslations = 0;
  for (const [i, { d, approval }] of toBack.entries())
    if (
      await putBackTranslation(
        caseId,
        d.path,
        { text: backs[i].text, engine: name, engineVersion: version, at, englishHash: approval.englishHash },
        now,
      )
    )
      backTranslations++;
  await setDraftingState(caseId, { status: 'ready', engine: name, engineVersion: version, at, lastError: null }, now);
  log('info', 'translation drafted', { ref: caseId, code: `${toDraft.length}/${toBack.length}`, latencyMs: engineMs });
  return { drafts: toDraft.length, backTranslations, engineMs };
}
