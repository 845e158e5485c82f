/**
 * The step flow of one questionnaire form (the reducer of ./stepFlow.ts) with what a render derives from it and the
 * answers: the steps shown, the current one, the visible fields and the errors to show.
 *
 * Two rules follow the answers without an effect:
 * - after a failed attempt on a step, its errors are the step's validation of the answers as they are now (computed
 *   when the answers change, the same object while the errors are the same, so the fields do not re-render);
 * - an error the server found lasts until its answer changes: a render whose answers differ from the one it was found
 *   for drops it from the state at once (a render-phase update, so no frame shows it beside the corrected answer), and
 *   it does not come back if the answer is changed back.
 */
import { useMemo, useReducer } from 'react';
import { validateStep, visibleFields } from '../../../../shared/questionnaires/validate';
import type { FieldErrors } from '../../../../shared/questionnaires/schema';
import type { QuestionnaireDefinition } from '../../../../shared/questionnaires/types';
import {
  REVIEW_STEP,
  indexOf,
  initialStepFlow,
  mergeErrors,
  pruneServerErrors,
  stepFlowReducer,
  stepsFor,
  type StepFlowAction,
} from './stepFlow';
import type { FormValues } from './values';

export function useStepFlow(def: QuestionnaireDefinition, values: FormValues, initialStepId?: string | null) {
  const reducer = useMemo(() => stepFlowReducer(def), [def]);
  const [state, dispatch] = useReducer(reducer, { def, answers: values, stepId: initialStepId }, initialStepFlow);

  if (pruneServerErrors(state.serverErrors, values) !== state.serverErrors) dispatch({ type: 'answersChanged', answers: values });

  const visibleList = useMemo(() => visibleFields(def, values), [def, values]);
  // The same Set while the same fields are shown, so the memoised field lists skip re-rendering as the client types.
  const visibleKey = visibleList.map((v) => v.path).join('\n');
  const visible = useMemo(() => new Set(visibleKey.split('\n')), [visibleKey]);
  const steps = useMemo(() => stepsFor(def, values), [def, values]);
  const index = indexOf(steps, state.stepId);
  const step = steps[index];

  // After a failed attempt the step's errors follow the answers; the appended review step has no validation of its
  // own, so it keeps the errors it was shown (a form-level error on submit).
  const followedKey = useMemo(() => {
    if (!state.attempted || step === REVIEW_STEP) return null;
    const result = validateStep(def, step.id, values);
    return JSON.stringify(result.ok ? {} : result.fieldErrors);
  }, [state.attempted, def, step, values]);
  const clientErrors = useMemo<FieldErrors>(
    () => (followedKey === null ? state.clientErrors : (JSON.parse(followedKey) as FieldErrors)),
    [followedKey, state.clientErrors],
  );
  const errors = useMemo(() => mergeErrors(clientErrors, state.serverErrors), [clientErrors, state.serverErrors]);

  const actions = useMemo(() => {
    const send = (action: StepFlowAction) => dispatch(action);
    return {
      /** "Next" (or "Back to review" while editing from it): validates the step with these answers first. */
      next: (answers: FormValues) => send({ type: 'next', answers }),
      back: (answers: FormValues) => send({ type: 'back', answers }),
      goTo: (stepId: string) => send({ type: 'goTo', stepId }),
      /** The review step's "Edit": that step, then back to the review step. */
      edit: (stepId: string) => send({ type: 'goTo', stepId, returnToReview: true }),
      showErrors: (fieldErrors: FieldErrors, answers: FormValues) => send({ type: 'showErrors', fieldErrors, answers }),
      serverRejected: (fieldErrors: FieldErrors, answers: FormValues) => send({ type: 'serverRejected', fieldErrors, answers }),
      submitStarted: () => send({ type: 'submitStarted' }),
      submitFailed: (message: string) => send({ type: 'submitFailed', message }),
      reset: (answers: FormValues) => send({ type: 'reset', answers }),
    };
  }, []);

  return {
    steps,
    index,
    step,
    visibleList,
    visible,
    errors,
    returnToReview: state.returnToReview,
    focus: state.focus,
    submitError: state.submitError,
    ...actions,
  };
}

export type StepFlow = ReturnType<typeof useStepFlow>;
