import type { Locale, Translate } from '../../../../shared/i18n/core';
import { renderAnswers, type RenderedDocument } from '../../../../shared/questionnaires/render';
import type { QuestionnaireDefinition } from '../../../../shared/questionnaires/types';
import { AnswersView } from '../../lib/answers/AnswersView';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Button } from '../../ui/Button';
import type { FormValues } from './values';

/** The answers for the review step, without the review step's own fields (they are shown as controls below). */
function reviewDocument(
  def: QuestionnaireDefinition,
  values: FormValues,
  t: Translate,
  locale: Locale,
  reviewStepId: string,
): RenderedDocument {
  const document = renderAnswers(def, values, t, locale);
  return { ...document, sections: document.sections.filter((s) => s.stepId !== reviewStepId) };
}

/** The review step's summary of every answer, a section per step, each with an "Edit" button leading to its step. */
export function ReviewStep({
  def,
  values,
  stepId,
  onEdit,
}: {
  def: QuestionnaireDefinition;
  values: FormValues;
  /** The review step's own id. */
  stepId: string;
  onEdit: (stepId: string) => void;
}) {
  const { t, translate, locale } = useI18n();
  return (
    <div className="q-review">
      <p>{t('q.common.ui.reviewIntro')}</p>
      <AnswersView
        document={reviewDocument(def, values, translate, locale, stepId)}
        headingLevel={3}
        sectionAction={(section) =>
          section.stepId === stepId ? null : (
            <Button
              variant="link"
              aria-label={t('q.common.ui.editSection', { section: section.title })}
              onClick={() => onEdit(section.stepId)}
            >
              {t('q.common.ui.edit')}
            </Button>
          )
        }
      />
    </div>
  );
}
