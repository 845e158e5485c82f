import { ROOT_ERROR_PATH, type FieldErrors, type VisibleField } from '../../../../shared/questionnaires/schema';
import type { QuestionnaireDefinition, Step } from '../../../../shared/questionnaires/types';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { inStep } from './stepFlow';
import { fieldAtPath, fieldDomId, messageVars } from './values';

/** The summary's id: the focus goes to it when no field in error can take it. */
export const ERROR_SUMMARY_ID = 'q-error-summary';

/**
 * The step's error summary (nothing when it has none): the errors of this step's visible fields in document order,
 * each linking to its field ("Child 2 › Name: …"), then the form-level errors and those of fields not shown (text only).
 */
export function StepErrorSummary({
  def,
  step,
  steps,
  visibleList,
  visible,
  errors,
}: {
  def: QuestionnaireDefinition;
  step: Step;
  steps: readonly Step[];
  visibleList: readonly VisibleField[];
  visible: ReadonlySet<string>;
  errors: FieldErrors;
}) {
  const { t, translate, money, number } = useI18n();
  const stepErrors = Object.entries(errors).filter(
    ([path]) => path === ROOT_ERROR_PATH || inStep(step, path) || !steps.some((s) => inStep(s, path)),
  );
  const ordered = [
    ...visibleList.filter((v) => errors[v.path] && inStep(step, v.path)).map((v) => ({ path: v.path, keys: errors[v.path] })),
    ...stepErrors.filter(([path]) => !visible.has(path)).map(([path, keys]) => ({ path, keys })),
  ];
  if (ordered.length === 0) return null;

  const describe = (path: string): string => {
    const at = fieldAtPath(def, path);
    if (!at) return t('q.common.ui.formError');
    return [...at.trail.map(({ group, index: i }) => translate(group.itemKey, { n: i + 1 })), translate(at.field.labelKey)].join(' › ');
  };
  const messageOf = (path: string, key: string): string => {
    const at = fieldAtPath(def, path);
    return translate(key, at ? messageVars(at.field, money, number) : undefined);
  };

  return (
    <ErrorSummary
      id={ERROR_SUMMARY_ID}
      title={t('q.common.ui.errorSummary')}
      headingLevel={3}
      items={ordered.map(({ path, keys }) =>
        visible.has(path)
          ? { target: fieldDomId(path), text: `${describe(path)}: ${keys.map((k) => messageOf(path, k)).join(' ')}` }
          : { text: keys.map((k) => messageOf(path, k)).join(' ') },
      )}
    />
  );
}
