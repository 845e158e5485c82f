/**
 * A questionnaire's definition for the pages that show one (the form, the client's submission page, the console's):
 * one type's chunk, loaded through the query layer (shared/questionnaires/load.ts) with its messages registered
 * before the query resolves, so the page shows its loader until it can render the definition's labels.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QuestionnaireType } from '../../../../shared/questionnaire-types';
import commonMessages from '../../../../shared/questionnaires/common.messages';
import { loadQuestionnaire } from '../../../../shared/questionnaires/load';
import type { QuestionnaireDefinition } from '../../../../shared/questionnaires/types';
import { registerMessages } from '../i18n/I18nProvider';

// q.common: the form's own words and the answer views' (the loader, yes/no, errors), before any definition loads.
registerMessages(commonMessages);

/**
 * The definition `version` names (a submission's `definitionVersion`), the current one when it names none or one
 * that never existed; its messages registered.
 */
async function definitionOf(type: QuestionnaireType, version: number | undefined): Promise<QuestionnaireDefinition> {
  const loaded = (await loadQuestionnaire(type, version)) ?? (await loadQuestionnaire(type));
  loaded.messages.forEach(registerMessages);
  return loaded.definition;
}

/**
 * Kept for the tab's life (code, not data: it changes only with a deploy, which reloads the page). Not shared
 * structurally (it holds functions and zod schemas). A failed chunk load is shown with a retry button by the page.
 */
export const questionnaireQuery = (type: QuestionnaireType, version?: number) =>
  queryOptions({
    queryKey: ['questionnaire', type, version ?? 'current'] as const,
    queryFn: () => definitionOf(type, version),
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
    refetchOnWindowFocus: false,
  });
