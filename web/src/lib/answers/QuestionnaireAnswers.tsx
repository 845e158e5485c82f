import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { QuestionnaireType } from '../../../../shared/catalogue';
import { renderAnswers } from '../../../../shared/questionnaires/render';
import { useI18n } from '../i18n/I18nProvider';
import { Loading } from '../../ui/Loader';
import { LoadFailed } from '../../ui/LoadFailed';
import { AnswersView, type AnswersViewProps } from './AnswersView';
import { questionnaireQuery } from './questionnaire';

export interface QuestionnaireAnswersProps extends Omit<AnswersViewProps, 'document'> {
  type: QuestionnaireType;
  /** A submission's answers (as stored) or a draft's. */
  answers: unknown;
  /** The definition version the answers were written under (a submission's `definitionVersion`); default the current one. */
  version?: number;
}

/**
 * A submission's answers in the reader's language: for the client's submission page and the admin console. The
 * definition they were written under is loaded on first use (its own chunk); a line says so meanwhile.
 */
export function QuestionnaireAnswers({ type, answers, version, ...view }: QuestionnaireAnswersProps) {
  const { t, translate, locale } = useI18n();
  const definition = useQuery(questionnaireQuery(type, version));
  const def = definition.data;
  const document = useMemo(() => (def ? renderAnswers(def, answers, translate, locale) : null), [def, answers, translate, locale]);
  if (document) return <AnswersView document={document} {...view} />;
  if (definition.isError && !definition.isFetching)
    return (
      <LoadFailed message={t('q.common.ui.loadFailed')} retryLabel={t('q.common.ui.retry')} onRetry={() => void definition.refetch()} />
    );
  return <Loading label={t('q.common.ui.answersLoading')} />;
}
