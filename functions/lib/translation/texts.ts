/**
 * A submission's answers that need English (shared/questionnaires/translatable.ts), from the stored submission: the
 * definition the answers were written under, the type's form maps and the upgrade to the maps' version are each
 * loaded on first use (a chunk per type), so no function loads a questionnaire at a cold start for this. Light on
 * purpose: the drafting job (the outbox consumer) and the desk's routes share it.
 */
import type { FilingTexts } from '../../../shared/questionnaires/translatable';
import type { Answers } from '../../../shared/questionnaires/types';
import { sha256 } from '../hash';
import type { SubmissionItem } from '../store/submissions';

/** The hash every record of an item names the client's words (or the approved English) by. */
export const textHash = (text: string): string => sha256(text);

/** Only Spanish submissions are translated: an English one has no items. */
export async function filingTextsOf(
  meta: Pick<SubmissionItem, 'locale' | 'questionnaireType' | 'definitionVersion'>,
  answers: Answers,
): Promise<FilingTexts> {
  if (meta.locale !== 'es') return { desk: [], fixed: [] };
  const [{ loadQuestionnaire }, { loadForms }, { filingTexts }, { currentVersion, upgradeAnswers }] = await Promise.all([
    import('../../../shared/questionnaires/load'),
    import('../../../shared/questionnaires/forms/load'),
    import('../../../shared/questionnaires/translatable'),
    import('../../../shared/questionnaires/versions'),
  ]);
  const type = meta.questionnaireType;
  const version = meta.definitionVersion ?? 1;
  const [loaded, forms] = await Promise.all([loadQuestionnaire(type, version), loadForms(type)]);
  if (!loaded) return { desk: [], fixed: [] };
  const upgrade = version === currentVersion(type) ? null : (a: Answers) => upgradeAnswers(type, version, a);
  return filingTexts(loaded.definition, forms.forms, answers, upgrade);
}
