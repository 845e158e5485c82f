/**
 * The questionnaire engine: any definition as a multi-step form. Steps with a progress indicator, validation of the
 * step on "Next" (the shared schema, the same the server applies) with an error summary and focus on the first
 * error, add/remove for repeatable groups, conditional fields, a review step with edit buttons, autosave of the
 * draft, a guard against leaving with unsaved answers, and the submission with server errors mapped to fields.
 *
 * Persistence is injected (the page passes the API calls; tests pass fakes).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { getPath } from '../../../../shared/questionnaires/conditions';
import { validateStep, validateWith, visibleFields, visibleSteps } from '../../../../shared/questionnaires/registry';
import type { Locale, Translate } from '../../../../shared/i18n/core';
import { renderAnswers, type RenderedDocument } from '../../../../shared/questionnaires/render';
import { ROOT_ERROR_PATH, type FieldErrors } from '../../../../shared/questionnaires/schema';
import type { Answers, QuestionnaireDefinition, Step } from '../../../../shared/questionnaires/types';
import { AnswersView } from '../../lib/answers/AnswersView';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { Alert, Notice } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { newIdempotencyKey } from './api';
import { EngineContext, type Engine } from './engine';
import { FieldList } from './fields';
import { useAutosave } from './useAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { fieldAtPath, fieldDomId, initialValues, messageVars, type FormValues } from './values';
import './questionnaire.css';

export interface QuestionnaireFormProps {
  def: QuestionnaireDefinition;
  /** A restored draft's answers. */
  initialAnswers?: unknown;
  /** The step the draft was saved on. */
  initialStepId?: string | null;
  /** Whether a draft was restored (shows a notice with "Start over"). */
  restored?: boolean;
  saveDraft(answers: FormValues, stepId: string): Promise<void>;
  discardDraft(): Promise<void>;
  /** Sends the validated answers; rejects with an ApiError (field errors are mapped back to the fields). */
  submit(answers: Answers, idempotencyKey: string): Promise<void>;
  /** Called once the submission is accepted (the page navigates to the thank-you page). */
  onSubmitted(): void;
  autosaveDelayMs?: number;
}

/** Appended when the definition's last step is not a review step. */
const REVIEW_STEP: Step = { id: 'review', titleKey: 'q.common.ui.reviewTitle', fields: [], review: true };
const withReview = (steps: Step[]): Step[] => (steps[steps.length - 1]?.review ? steps : [...steps, REVIEW_STEP]);

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

/** Whether an error path belongs to a step. */
const inStep = (step: Step, path: string): boolean => step.fields.some((f) => path === f.name || path.startsWith(`${f.name}.`));

type FocusRequest = { target: 'heading' | 'error'; seq: number } | null;

export function QuestionnaireForm({
  def,
  initialAnswers,
  initialStepId,
  restored = false,
  saveDraft,
  discardDraft,
  submit,
  onSubmitted,
  autosaveDelayMs,
}: QuestionnaireFormProps) {
  const { t, translate, locale, money } = useI18n();
  const methods = useForm<FieldValues>({ defaultValues: initialValues(def, initialAnswers) });
  const values = useWatch({ control: methods.control }) as FormValues;

  const visibleList = useMemo(() => visibleFields(def, values), [def, values]);
  // The same Set while the same fields are shown, so the memoised field lists skip re-rendering as the client types.
  const visibleKey = visibleList.map((v) => v.path).join('\n');
  const visible = useMemo(() => new Set(visibleKey.split('\n')), [visibleKey]);
  const steps = useMemo(() => withReview(visibleSteps(def, values)), [def, values]);

  const [stepId, setStepId] = useState(() => (initialStepId && steps.some((s) => s.id === initialStepId) ? initialStepId : steps[0].id));
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === stepId),
  );
  const step = steps[index];

  const [clientErrors, setErrors] = useState<FieldErrors>({});
  /** Errors the server found that the client's validation does not know; each lasts until its answer changes. */
  const [serverErrors, setServerErrors] = useState<Record<string, { keys: string[]; answer: string }>>({});
  const [attempted, setAttempted] = useState(false);
  const [returnToReview, setReturnToReview] = useState(false);
  const [focus, setFocus] = useState<FocusRequest>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [showRestored, setShowRestored] = useState(restored);
  const [resetCount, setResetCount] = useState(0);
  const idempotency = useRef<{ key: string; payload: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const autosave = useAutosave({ answers: values, step: step.id }, (p) => saveDraft(p.answers, p.step), {
    delayMs: autosaveDelayMs,
    enabled: !submitting && !submitted,
  });
  const guard = useLeaveGuard(autosave.dirty && !submitted, autosave.flush);

  useEffect(() => {
    setServerErrors((current) => {
      const kept = Object.entries(current).filter(([path, e]) => JSON.stringify(getPath(values, path)) === e.answer);
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, [values]);

  const errors = useMemo(() => {
    const merged: FieldErrors = { ...clientErrors };
    for (const [path, e] of Object.entries(serverErrors)) merged[path] = [...new Set([...(merged[path] ?? []), ...e.keys])];
    return merged;
  }, [clientErrors, serverErrors]);

  // After a failed attempt, errors follow the answers as the client corrects them.
  useEffect(() => {
    if (!attempted || step === REVIEW_STEP) return;
    const result = validateStep(def, step.id, values);
    const next = result.ok ? {} : result.fieldErrors;
    setErrors((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, [attempted, def, step, values]);

  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'heading') headingRef.current?.focus();
    else {
      const first = visibleList.find((v) => errors[v.path]);
      const element = first ? document.getElementById(fieldDomId(first.path)) : null;
      (element ?? document.getElementById('q-error-summary'))?.focus();
    }
    // Run once per request, after the render that shows the step or the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  const onSubmittedRef = useRef(onSubmitted);
  onSubmittedRef.current = onSubmitted;
  useEffect(() => {
    if (submitted) onSubmittedRef.current();
  }, [submitted]);

  // "Start over" resets the form; the reset values are the new saved baseline.
  useEffect(() => {
    if (resetCount > 0) autosave.markSaved();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetCount]);

  const goTo = (id: string) => {
    setStepId(id);
    setErrors({});
    setServerErrors({});
    setAttempted(false);
    setSubmitError(null);
    setFocus((f) => ({ target: 'heading', seq: (f?.seq ?? 0) + 1 }));
  };

  const showErrors = (fieldErrors: FieldErrors) => {
    const first = visibleList.find((v) => fieldErrors[v.path])?.path ?? Object.keys(fieldErrors)[0];
    const target = steps.find((s) => first !== undefined && inStep(s, first)) ?? step;
    setStepId(target.id);
    setErrors(fieldErrors);
    setAttempted(true);
    setFocus((f) => ({ target: 'error', seq: (f?.seq ?? 0) + 1 }));
  };

  /** Validates the current step; true when it may be left forward. */
  const checkStep = (): boolean => {
    const result = validateStep(def, step.id, methods.getValues());
    if (result.ok) return true;
    showErrors(result.fieldErrors);
    return false;
  };

  const goNext = () => {
    if (!checkStep()) return;
    goTo(returnToReview ? steps[steps.length - 1].id : steps[index + 1].id);
    if (returnToReview) setReturnToReview(false);
  };

  const onSubmit = async () => {
    const result = validateWith(def, methods.getValues());
    if (!result.ok) return showErrors(result.fieldErrors);
    const payload = JSON.stringify(result.data);
    // The same answers keep the same key, so a retry after a lost response cannot create a second submission.
    if (idempotency.current?.payload !== payload) idempotency.current = { key: newIdempotencyKey(), payload };
    setSubmitting(true);
    setSubmitError(null);
    try {
      await autosave.flush();
      await submit(result.data, idempotency.current.key);
      autosave.markSaved();
      setSubmitted(true);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        const current = methods.getValues();
        showErrors(err.fieldErrors);
        setServerErrors(
          Object.fromEntries(
            Object.entries(err.fieldErrors).map(([path, keys]) => [path, { keys, answer: JSON.stringify(getPath(current, path)) }]),
          ),
        );
      } else {
        const reason =
          err instanceof ApiError && (err.code === 'agreement_required' || err.code === 'payment_required')
            ? t(`errors.${err.code}`)
            : translate(def.submit.errorTextKey);
        setSubmitError(reason);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const startOver = async () => {
    if (!window.confirm(t('q.common.ui.draft.startOverConfirm'))) return;
    await discardDraft().catch(() => undefined);
    methods.reset(initialValues(def));
    setShowRestored(false);
    setResetCount((n) => n + 1);
    goTo(withReview(visibleSteps(def, initialValues(def)))[0].id);
  };

  const engine = useMemo<Engine>(() => ({ def, visible, errors }), [def, visible, errors]);
  const stepErrors = Object.entries(errors).filter(
    ([path]) => path === ROOT_ERROR_PATH || inStep(step, path) || !steps.some((s) => inStep(s, path)),
  );
  const orderedErrors = [
    ...visibleList.filter((v) => errors[v.path] && inStep(step, v.path)).map((v) => ({ path: v.path, keys: errors[v.path] })),
    ...stepErrors.filter(([path]) => !visible.has(path)).map(([path, keys]) => ({ path, keys })),
  ];
  const describe = (path: string): string => {
    const at = fieldAtPath(def, path);
    if (!at) return t('q.common.ui.formError');
    return [...at.trail.map(({ group, index: i }) => translate(group.itemKey, { n: i + 1 })), translate(at.field.labelKey)].join(' › ');
  };
  const messageOf = (path: string, key: string): string => {
    const at = fieldAtPath(def, path);
    return translate(key, at ? messageVars(at.field, money) : undefined);
  };

  const saveText =
    autosave.status === 'saving'
      ? t('q.common.ui.draft.saving')
      : autosave.status === 'saved' && !autosave.dirty
        ? t('q.common.ui.draft.saved')
        : null;

  return (
    <EngineContext.Provider value={engine}>
      <FormProvider {...methods}>
        <div className="q-form">
          <h1 className="q-title">{translate(def.titleKey)}</h1>

          {showRestored && (
            <Notice tone="info" live className="q-notice">
              <p>{t('q.common.ui.draft.restored')}</p>
              <Button large onClick={() => void startOver()}>
                {t('q.common.ui.draft.startOver')}
              </Button>
            </Notice>
          )}

          <div className="q-progress">
            <p className="q-progress-text">{t('q.common.ui.progress', { current: index + 1, total: steps.length })}</p>
            <div className="q-progress-bar" aria-hidden="true">
              <span style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
            </div>
          </div>

          <form
            noValidate
            className="q-step"
            aria-labelledby="q-step-title"
            onSubmit={(e) => {
              e.preventDefault();
              if (step.review) void onSubmit();
              else goNext();
            }}
          >
            <h2 className="q-step-title" id="q-step-title" tabIndex={-1} ref={headingRef}>
              {translate(step.titleKey)}
            </h2>

            {orderedErrors.length > 0 && (
              <ErrorSummary
                id="q-error-summary"
                title={t('q.common.ui.errorSummary')}
                headingLevel={3}
                items={orderedErrors.map(({ path, keys }) =>
                  visible.has(path)
                    ? { target: fieldDomId(path), text: `${describe(path)}: ${keys.map((k) => messageOf(path, k)).join(' ')}` }
                    : { text: keys.map((k) => messageOf(path, k)).join(' ') },
                )}
              />
            )}

            {step.review && (
              <div className="q-review">
                <p>{t('q.common.ui.reviewIntro')}</p>
                <AnswersView
                  document={reviewDocument(def, values, translate, locale, step.id)}
                  headingLevel={3}
                  sectionAction={(section) =>
                    section.stepId === step.id ? null : (
                      <Button
                        variant="link"
                        aria-label={t('q.common.ui.editSection', { section: section.title })}
                        onClick={() => {
                          setReturnToReview(true);
                          goTo(section.stepId);
                        }}
                      >
                        {t('q.common.ui.edit')}
                      </Button>
                    )
                  }
                />
              </div>
            )}

            <FieldList fields={step.fields} base="" />

            {submitError && (
              <Alert className="q-submit-error">
                <h3 className="alert__title">{translate(def.submit.errorTitleKey)}</h3>
                <p>{submitError}</p>
              </Alert>
            )}

            <div className="q-nav">
              {index > 0 && (
                <Button large onClick={() => goTo(steps[index - 1].id)}>
                  {t('q.common.ui.previous')}
                </Button>
              )}
              {returnToReview && !step.review && (
                <Button
                  large
                  onClick={() => {
                    if (!checkStep()) return;
                    setReturnToReview(false);
                    goTo(steps[steps.length - 1].id);
                  }}
                >
                  {t('q.common.ui.backToReview')}
                </Button>
              )}
              <Button type="submit" variant="primary" large busy={submitting}>
                {step.review ? t(submitting ? 'q.common.ui.submitting' : 'q.common.ui.submit') : t('q.common.ui.next')}
              </Button>
            </div>
          </form>

          <p className="q-save-status" aria-live="off">
            {saveText}
          </p>
          {autosave.status === 'error' && (
            <p className="q-save-error" role="status">
              {t('q.common.ui.draft.error')}
            </p>
          )}
        </div>

        {guard.confirming && <LeaveDialog onStay={guard.stay} onLeave={guard.leave} />}
      </FormProvider>
    </EngineContext.Provider>
  );
}

/** Shown when leaving the page and the latest answers could not be saved. */
function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useI18n();
  const stayRef = useRef<HTMLButtonElement>(null);
  useEffect(() => stayRef.current?.focus(), []);
  return (
    <div className="q-dialog-backdrop">
      <div
        className="q-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="q-leave-title"
        aria-describedby="q-leave-text"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onStay();
        }}
      >
        <h2 id="q-leave-title">{t('q.common.ui.leave.title')}</h2>
        <p id="q-leave-text">{t('q.common.ui.leave.text')}</p>
        <div className="q-nav">
          <Button ref={stayRef} variant="primary" large onClick={onStay}>
            {t('q.common.ui.leave.stay')}
          </Button>
          <Button large onClick={onLeave}>
            {t('q.common.ui.leave.leave')}
          </Button>
        </div>
      </div>
    </div>
  );
}
