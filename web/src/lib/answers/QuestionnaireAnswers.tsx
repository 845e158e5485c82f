import { useMemo } from 'react';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { definitionAt, getQuestionnaire, QUESTIONNAIRE_MESSAGES } from '../../../../shared/questionnaires/registry';
import { renderAnswers } from '../../../../shared/questionnaires/render';
import { registerMessages, useI18n } from '../i18n/I18nProvider';
import { AnswersView, type AnswersViewProps } from './AnswersView';

/** The questionnaires' labels (q.*), registered once by whichever chunk shows questionnaires or answers first. */
export function registerQuestionnaireMessages(): void {
  QUESTIONNAIRE_MESSAGES.forEach(registerMessages);
}
registerQuestionnaireMessages();

export interface QuestionnaireAnswersProps extends Omit<AnswersViewProps, 'document'> {
  type: QuestionnaireType;
  /** A submission's answers (as stored) or a draft's. */
  answers: unknown;
  /** The definition version the answers were written under (a submission's `definitionVersion`); default the current one. */
  version?: number;
}

/** A submission's answers in the reader's language: for the client's submission page and the admin console. */
export function QuestionnaireAnswers({ type, answers, version, ...view }: QuestionnaireAnswersProps) {
  const { translate, locale } = useI18n();
  const document = useMemo(() => {
    const def = (version === undefined ? null : definitionAt(type, version)) ?? getQuestionnaire(type);
    return renderAnswers(def, answers, translate, locale);
  }, [type, answers, version, translate, locale]);
  return <AnswersView document={document} {...view} />;
}
