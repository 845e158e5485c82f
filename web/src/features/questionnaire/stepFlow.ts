/**
 * The questionnaire's step flow as a pure reducer: which step is shown, whether the client came from the review step to
 * edit one, the errors of the last failed attempt, the errors the server found, where the focus goes next, and why the
 * last submission failed. Every transition is a function of (state, action) for one definition: it can be tested
 * without React or the DOM (test/web/questionnaire/step-flow.test.ts); `useStepFlow` binds it to a form.
 */
import { getPath } from '../../../../shared/questionnaires/conditions';
import { validateStep, visibleFields, visibleSteps } from '../../../../shared/questionnaires/validate';
import type { FieldErrors } from '../../../../shared/questionnaires/schema';
import type { QuestionnaireDefinition, Step } from '../../../../shared/questionnaires/types';
import type { FormValues } from './values';

/** Appended when the definition's last step is not a review step. */
export const REVIEW_STEP: Step = { id: 'review', titleKey: 'q.common.ui.reviewTitle', fields: [], review: true };
export const withReview = (steps: Step[]): Step[] => (steps[steps.length - 1]?.review ? steps : [...steps, REVIEW_STEP]);

/** The steps shown for these answers (those with a visible field), ending with a review step. */
export const stepsFor = (def: QuestionnaireDefinition, answers: FormValues): Step[] => withReview(visibleSteps(def, answers));

/** The index of the step shown for `stepId`: the first step when that step is not shown (any more). */
export const indexOf = (steps: readonly Step[], stepId: string): number =>
  Math.max(
    0,
    steps.findIndex((s) => s.id === stepId),
  );

/** Whether an error path belongs to a step. */
export const inStep = (step: Step, path: string): boolean => step.fields.some((f) => path === f.name || path.startsWith(`${f.name}.`));

/**
 * Where the focus goes once the render that carries the request is on screen: the step's heading (a new step), or the
 * first field in error (`path`; null: the error summary). `seq` makes each request new, even to the same place.
 */
export type FocusRequest = { seq: number; target: 'heading' } | { seq: number; target: 'error'; path: string | null };

/** An error the client's validation does not know, with the answer (JSON) it was found for: it lasts until that answer changes. */
export interface ServerError {
  keys: string[];
  answer: string;
}

export interface StepFlowState {
  stepId: string;
  /** The client came from the review step to edit this one: "Next" (and "Back to review") lead back there. */
  returnToReview: boolean;
  /** A move forward failed on this step: its errors now follow the answers as they are corrected (`useStepFlow`). */
  attempted: boolean;
  /** The errors of the last failed attempt (i18n keys by dotted path). */
  clientErrors: FieldErrors;
  serverErrors: Record<string, ServerError>;
  focus: FocusRequest | null;
  /** Why the last submission failed (a translated sentence), until the next attempt or step. */
  submitError: string | null;
}

export type StepFlowAction =
  /** Validate the step with these answers; if it passes, go to the next step (or back to the review step). */
  | { type: 'next'; answers: FormValues }
  | { type: 'back'; answers: FormValues }
  /** Show a step; `returnToReview` when the review step's "Edit" leads there. */
  | { type: 'goTo'; stepId: string; returnToReview?: boolean }
  /** Errors found in the answers (the step's, or the whole form's on submit): go to the step of the first one. */
  | { type: 'showErrors'; fieldErrors: FieldErrors; answers: FormValues }
  /** The server refused the answers with these field errors; each stays until its answer changes. */
  | { type: 'serverRejected'; fieldErrors: FieldErrors; answers: FormValues }
  /** The answers changed: the server's errors on changed answers go. */
  | { type: 'answersChanged'; answers: FormValues }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; message: string }
  /** "Start over": the first step of these (empty) answers, nothing pending. */
  | { type: 'reset'; answers: FormValues };

export function initialStepFlow({
  def,
  answers,
  stepId,
}: {
  def: QuestionnaireDefinition;
  answers: FormValues;
  stepId?: string | null;
}): StepFlowState {
  const steps = stepsFor(def, answers);
  return {
    stepId: stepId && steps.some((s) => s.id === stepId) ? stepId : steps[0].id,
    returnToReview: false,
    attempted: false,
    clientErrors: {},
    serverErrors: {},
    focus: null,
    submitError: null,
  };
}

const nextSeq = (state: StepFlowState): number => (state.focus?.seq ?? 0) + 1;

/** Client and server errors by path, each key once. */
export function mergeErrors(clientErrors: FieldErrors, serverErrors: Record<string, ServerError>): FieldErrors {
  const merged: FieldErrors = { ...clientErrors };
  for (const [path, e] of Object.entries(serverErrors)) merged[path] = [...new Set([...(merged[path] ?? []), ...e.keys])];
  return merged;
}

/** The server's errors whose answer is still the one they were found for (the same object when none has changed). */
export function pruneServerErrors(serverErrors: Record<string, ServerError>, answers: FormValues): Record<string, ServerError> {
  const entries = Object.entries(serverErrors);
  const kept = entries.filter(([path, e]) => JSON.stringify(getPath(answers, path)) === e.answer);
  return kept.length === entries.length ? serverErrors : Object.fromEntries(kept);
}

/** A new step: nothing from the previous one is shown any more; its heading takes the focus. */
const moveTo = (state: StepFlowState, stepId: string): StepFlowState => ({
  ...state,
  stepId,
  attempted: false,
  clientErrors: {},
  serverErrors: {},
  submitError: null,
  focus: { seq: nextSeq(state), target: 'heading' },
});

function showErrors(
  def: QuestionnaireDefinition,
  state: StepFlowState,
  fieldErrors: FieldErrors,
  answers: FormValues,
  serverErrors: Record<string, ServerError>,
): StepFlowState {
  const visible = visibleFields(def, answers);
  const steps = stepsFor(def, answers);
  const first = visible.find((v) => fieldErrors[v.path])?.path ?? Object.keys(fieldErrors)[0];
  const target = steps.find((s) => first !== undefined && inStep(s, first)) ?? steps[indexOf(steps, state.stepId)];
  const shown = mergeErrors(fieldErrors, serverErrors);
  return {
    ...state,
    stepId: target.id,
    clientErrors: fieldErrors,
    serverErrors,
    attempted: true,
    focus: { seq: nextSeq(state), target: 'error', path: visible.find((v) => shown[v.path])?.path ?? null },
  };
}

/** The reducer of one definition's flow (React's `useReducer` takes it as is). */
export function stepFlowReducer(def: QuestionnaireDefinition) {
  return function reduce(state: StepFlowState, action: StepFlowAction): StepFlowState {
    switch (action.type) {
      case 'next': {
        const steps = stepsFor(def, action.answers);
        const index = indexOf(steps, state.stepId);
        const result = validateStep(def, steps[index].id, action.answers);
        if (!result.ok) return showErrors(def, state, result.fieldErrors, action.answers, state.serverErrors);
        if (state.returnToReview) return { ...moveTo(state, steps[steps.length - 1].id), returnToReview: false };
        const following = steps[index + 1];
        return following ? moveTo(state, following.id) : state;
      }
      case 'back': {
        const steps = stepsFor(def, action.answers);
        const index = indexOf(steps, state.stepId);
        return index > 0 ? moveTo(state, steps[index - 1].id) : state;
      }
      case 'goTo':
        return { ...moveTo(state, action.stepId), returnToReview: action.returnToReview ?? state.returnToReview };
      case 'showErrors':
        return showErrors(def, state, action.fieldErrors, action.answers, state.serverErrors);
      case 'serverRejected': {
        const serverErrors = Object.fromEntries(
          Object.entries(action.fieldErrors).map(([path, keys]) => [path, { keys, answer: JSON.stringify(getPath(action.answers, path)) }]),
        );
        return showErrors(def, state, action.fieldErrors, action.answers, serverErrors);
      }
      case 'answersChanged': {
        const serverErrors = pruneServerErrors(state.serverErrors, action.answers);
        return serverErrors === state.serverErrors ? state : { ...state, serverErrors };
      }
      case 'submitStarted':
        return state.submitError === null ? state : { ...state, submitError: null };
      case 'submitFailed':
        return { ...state, submitError: action.message };
      case 'reset':
        return { ...moveTo(state, stepsFor(def, action.answers)[0].id), returnToReview: false };
    }
  };
}
