/**
 * The questionnaire engine: any definition as a multi-step form. Steps with a progress indicator, validation of the
 * step on "Next" (the shared schema, the same the server applies) with an error summary and focus on the first
 * error, add/remove for repeatable groups, conditional fields, a review step with edit buttons, autosave of the
 * draft, a guard against leaving with unsaved answers, and the submission with server errors mapped to fields.
 *
 * This file is the layout and the wiring: the step flow is `useStepFlow` (a reducer, ./stepFlow.ts), the parts are
 * `StepErrorSummary`, `ReviewStep`, `StepNav` and `LeaveDialog`, the fields `FieldList`. Persistence is injected (the
 * page passes the API calls; tests pass fakes).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldValues } from 'react-hook-form';
import { validateWith } from '../../../../shared/questionnaires/validate';
import type { Answers, QuestionnaireDefinition } from '../../../../shared/questionnaires/types';
import { ApiError } from '../../lib/api';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { isSensitiveType } from '../../lib/service-title';
import { Alert, Notice } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { newIdempotencyKey } from './api';
import { EngineContext, type Engine } from './engine';
import { FieldList } from './fields';
import { LeaveDialog } from './LeaveDialog';
import { ReviewStep } from './ReviewStep';
import { SafetyNotice } from './SafetyNotice';
import { ERROR_SUMMARY_ID, StepErrorSummary } from './StepErrorSummary';
import { StepNav } from './StepNav';
import { useAutosave } from './useAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { useStepFlow } from './useStepFlow';
import { fieldDomId, initialValues, type FormValues } from './values';
import './questionnaire.css';

export interface QuestionnaireFormProps {
  def: QuestionnaireDefinition;
  /** A restored draft's answers. */
  initialAnswers?: unknown;
  /** The step the draft was saved on. */
  initialStepId?: string | null;
  /** Whether a draft was restored (shows a notice with "Start over"). */
  restored?: boolean;
  /** When the saved draft will be deleted unless saved again (shown as "kept until …"). */
  keptUntil?: string | null;
  saveDraft(answers: FormValues, stepId: string): Promise<void>;
  discardDraft(): Promise<void>;
  /** Sends the validated answers; rejects with an ApiError (field errors are mapped back to the fields). */
  submit(answers: Answers, idempotencyKey: string): Promise<void>;
  /** Called once the submission is accepted (the page navigates to the thank-you page). */
  onSubmitted(): void;
  autosaveDelayMs?: number;
}

export function QuestionnaireForm({
  def,
  initialAnswers,
  initialStepId,
  restored = false,
  keptUntil = null,
  saveDraft,
  discardDraft,
  submit,
  onSubmitted,
  autosaveDelayMs,
}: QuestionnaireFormProps) {
  const { t, translate, date } = useI18n();
  const methods = useForm<FieldValues>({ defaultValues: initialValues(def, initialAnswers) });
  const values = useWatch({ control: methods.control }) as FormValues;
  const flow = useStepFlow(def, values, initialStepId);
  const { steps, index, step, visible, errors, focus } = flow;

  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [showRestored, setShowRestored] = useState(restored);
  const [resetCount, setResetCount] = useState(0);
  const idempotency = useRef<{ key: string; payload: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const autosave = useAutosave({ answers: values, step: step.id }, (p) => saveDraft(p.answers, p.step), {
    delayMs: autosaveDelayMs,
    enabled: !submitting && !submitted,
  });
  const { markSaved, flush } = autosave;
  const guard = useLeaveGuard(autosave.dirty && !submitted, autosave.flush);

  // Next (or Back, or an edit from the review) saves at once, with the step the client is now on (issue 30: leaving a
  // second after Next lost the step, and a resume could land one step behind). Not on the first render.
  const shownStep = useRef(step.id);
  useEffect(() => {
    if (shownStep.current === step.id) return;
    shownStep.current = step.id;
    if (!submitting && !submitted) void flush();
  }, [step.id, flush, submitting, submitted]);

  // Each focus request once, after the render that shows its step or its errors: the request names its target.
  useEffect(() => {
    if (!focus) return;
    if (focus.target === 'heading') headingRef.current?.focus();
    else
      (
        document.getElementById(focus.path ? fieldDomId(focus.path) : ERROR_SUMMARY_ID) ?? document.getElementById(ERROR_SUMMARY_ID)
      )?.focus();
  }, [focus]);

  // Navigate after the render in which the submission turned the autosave and the leave guard off.
  const onSubmittedRef = useRef(onSubmitted);
  onSubmittedRef.current = onSubmitted;
  useEffect(() => {
    if (submitted) onSubmittedRef.current();
  }, [submitted]);

  // "Start over": once the reset answers are rendered (the autosave's latest payload is theirs), they are the new
  // saved baseline, so they are not saved as a draft again. `markSaved` is stable: this runs once per reset.
  useEffect(() => {
    if (resetCount > 0) markSaved();
  }, [resetCount, markSaved]);

  const onSubmit = async () => {
    const answers = methods.getValues();
    const result = validateWith(def, answers);
    if (!result.ok) return flow.showErrors(result.fieldErrors, answers);
    const payload = JSON.stringify(result.data);
    // The same answers keep the same key, so a retry after a lost response cannot create a second submission.
    if (idempotency.current?.payload !== payload) idempotency.current = { key: newIdempotencyKey(), payload };
    setSubmitting(true);
    flow.submitStarted();
    try {
      await autosave.flush();
      await submit(result.data, idempotency.current.key);
      markSaved();
      setSubmitted(true);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        flow.serverRejected(err.fieldErrors, methods.getValues());
      } else {
        flow.submitFailed(
          err instanceof ApiError && (err.code === 'agreement_required' || err.code === 'payment_required')
            ? t(`errors.${err.code}`)
            : translate(def.submit.errorTextKey),
        );
      }
    } finally {
      setSubmitting(false);
    }
  };

  const startOver = async () => {
    if (!window.confirm(t('q.common.ui.draft.startOverConfirm'))) return;
    await discardDraft().catch(() => undefined);
    const empty = initialValues(def);
    methods.reset(empty);
    setShowRestored(false);
    setResetCount((n) => n + 1);
    flow.reset(empty);
  };

  const engine = useMemo<Engine>(() => ({ def, visible, errors }), [def, visible, errors]);

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
          {index === 0 && isSensitiveType(def.type) && <SafetyNotice />}

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
              else flow.next(methods.getValues());
            }}
          >
            <h2 className="q-step-title" id="q-step-title" tabIndex={-1} ref={headingRef}>
              {translate(step.titleKey)}
            </h2>

            <StepErrorSummary def={def} step={step} steps={steps} visibleList={flow.visibleList} visible={visible} errors={errors} />

            {step.review && <ReviewStep def={def} values={values} stepId={step.id} onEdit={flow.edit} />}

            {/* Mounted anew by "Start over": react-hook-form's controllers keep showing their first value for an answer reset
                to undefined (a number, an amount, a yes/no), so reused controls would still show the restored answers. */}
            <FieldList key={resetCount} fields={step.fields} base="" />

            {flow.submitError && (
              <Alert className="q-submit-error">
                <h3 className="alert__title">{translate(def.submit.errorTitleKey)}</h3>
                <p>{flow.submitError}</p>
              </Alert>
            )}

            <StepNav
              canGoBack={index > 0}
              onBack={() => flow.back(methods.getValues())}
              onBackToReview={flow.returnToReview && !step.review ? () => flow.next(methods.getValues()) : undefined}
              review={Boolean(step.review)}
              submitting={submitting}
            />
          </form>

          <p className="q-save-status" aria-live="off">
            {saveText}
            {keptUntil && (
              <span className="q-draft-kept" data-testid="draft-kept-until">
                {' '}
                {t('q.common.ui.draft.keptUntil', { date: date(keptUntil) })}
              </span>
            )}
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
