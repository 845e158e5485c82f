/**
 * The questionnaire's step flow without the form: the reducer (pure, no React) and `useStepFlow` (the errors that
 * follow the answers, the server errors' lifetime). The form's own tests (steps, review, drafts) cover the same rules
 * through the DOM.
 */
import { act, renderHook } from '@testing-library/react';
import { requestForOrder } from '../../../shared/questionnaires/request-for-order';
import { requestForOrderSample } from '../../../shared/questionnaires/samples';
import { ROOT_ERROR_PATH } from '../../../shared/questionnaires/schema';
import {
  initialStepFlow,
  REVIEW_STEP,
  stepFlowReducer,
  type StepFlowAction,
  type StepFlowState,
} from '../../../web/src/features/questionnaire/stepFlow';
import { useStepFlow } from '../../../web/src/features/questionnaire/useStepFlow';
import { initialValues, type FormValues } from '../../../web/src/features/questionnaire/values';

const def = requestForOrder;
const reduce = stepFlowReducer(def);
const run = (state: StepFlowState, ...actions: StepFlowAction[]) => actions.reduce(reduce, state);

/** Every step answered (the sample is valid): orderType, yourInfo, otherParty, children, additional, finances, review. */
const full: FormValues = initialValues(def, requestForOrderSample);
const empty: FormValues = initialValues(def);
const withYou = (you: Record<string, unknown>): FormValues => ({ ...full, you: { ...(full.you as object), ...you } });
const at = (stepId: string, answers = full) => initialStepFlow({ def, answers, stepId });

describe('the step flow (reducer)', () => {
  test('starts on the saved step when it is shown, else on the first step', () => {
    expect(at('otherParty').stepId).toBe('otherParty');
    // "children" is not shown for these answers (no custody orders asked for); an unknown id neither.
    expect(at('children', empty).stepId).toBe('orderType');
    expect(at('no-such-step').stepId).toBe('orderType');
    expect(at('otherParty')).toMatchObject({ returnToReview: false, attempted: false, clientErrors: {}, serverErrors: {}, focus: null });
  });

  test('next: an invalid step stays, with its errors and the focus on its first field in error', () => {
    const state = run(at('orderType', empty), { type: 'next', answers: empty });
    expect(state.stepId).toBe('orderType');
    expect(state.attempted).toBe(true);
    expect(Object.keys(state.clientErrors)).toEqual(['caseNumber', 'role', 'orderType', 'orders', 'expedited']);
    expect(state.focus).toEqual({ seq: 1, target: 'error', path: 'caseNumber' });
  });

  test('next: a valid step moves on, forgets the previous step’s errors and focuses the new heading', () => {
    const failed = run(at('yourInfo'), { type: 'next', answers: withYou({ name: '' }) });
    expect(failed.focus).toEqual({ seq: 1, target: 'error', path: 'you.name' });
    const state = run(failed, { type: 'next', answers: full });
    expect(state).toMatchObject({ stepId: 'otherParty', attempted: false, clientErrors: {}, serverErrors: {} });
    expect(state.focus).toEqual({ seq: 2, target: 'heading' });
  });

  test('back: the previous shown step (skipping the hidden ones); nothing before the first', () => {
    const fromAdditional = run(at('additional', empty), { type: 'back', answers: empty });
    expect(fromAdditional.stepId).toBe('otherParty');
    expect(fromAdditional.focus).toEqual({ seq: 1, target: 'heading' });
    const first = at('orderType');
    expect(run(first, { type: 'back', answers: full })).toBe(first);
  });

  test('returning to review: "Edit" leads to the step, "Next" back to the review step, not to the following step', () => {
    const editing = run(at('review'), { type: 'goTo', stepId: 'yourInfo', returnToReview: true });
    expect(editing).toMatchObject({ stepId: 'yourInfo', returnToReview: true, focus: { seq: 1, target: 'heading' } });

    // An invalid answer keeps the client on the step, still on the way back to the review step.
    const invalid = run(editing, { type: 'next', answers: withYou({ name: '' }) });
    expect(invalid).toMatchObject({ stepId: 'yourInfo', returnToReview: true, attempted: true });

    // "Previous" while editing keeps the way back.
    expect(run(editing, { type: 'back', answers: full })).toMatchObject({ stepId: 'orderType', returnToReview: true });

    const back = run(invalid, { type: 'next', answers: full });
    expect(back).toMatchObject({ stepId: REVIEW_STEP.id, returnToReview: false, attempted: false, clientErrors: {} });
    expect(back.focus).toEqual({ seq: 3, target: 'heading' });

    // From there, "Next" on a step goes on as usual.
    expect(run(back, { type: 'goTo', stepId: 'yourInfo' }, { type: 'next', answers: full }).stepId).toBe('otherParty');
  });

  test('showErrors (the whole form on submit): the step of the first error in document order, focused', () => {
    const answers = { ...full, expedited: undefined, otherParty: { ...(full.otherParty as object), name: '' } };
    const result = run(at('review'), {
      type: 'showErrors',
      answers,
      fieldErrors: { 'otherParty.name': ['q.requestForOrder.errors.name'], expedited: ['q.requestForOrder.errors.expedited'] },
    });
    expect(result).toMatchObject({ stepId: 'orderType', attempted: true });
    expect(result.focus).toEqual({ seq: 1, target: 'error', path: 'expedited' });
  });

  test('showErrors with only a form-level error: the step stays and the focus goes to the summary', () => {
    const result = run(at('review'), {
      type: 'showErrors',
      answers: full,
      fieldErrors: { [ROOT_ERROR_PATH]: ['q.common.errors.invalid'] },
    });
    expect(result).toMatchObject({ stepId: 'review', clientErrors: { [ROOT_ERROR_PATH]: ['q.common.errors.invalid'] } });
    expect(result.focus).toEqual({ seq: 1, target: 'error', path: null });
  });

  test('serverRejected: the field’s step and the field; the error lasts until its answer changes, and does not come back', () => {
    const fieldErrors = { 'otherParty.name': ['q.requestForOrder.errors.name'] };
    const rejected = run(at('review'), { type: 'submitStarted' }, { type: 'serverRejected', fieldErrors, answers: full });
    expect(rejected).toMatchObject({ stepId: 'otherParty', attempted: true });
    expect(rejected.serverErrors).toEqual({
      'otherParty.name': { keys: ['q.requestForOrder.errors.name'], answer: JSON.stringify('José Luis Hernández') },
    });
    expect(rejected.focus).toEqual({ seq: 1, target: 'error', path: 'otherParty.name' });

    // Another answer changed: the error stays (and the state is the same object, so React skips the render).
    const other = withYou({ name: 'Ana Ruiz' });
    expect(run(rejected, { type: 'answersChanged', answers: other })).toBe(rejected);

    const corrected = { ...full, otherParty: { ...(full.otherParty as object), name: 'José L. Hernández' } };
    const after = run(rejected, { type: 'answersChanged', answers: corrected });
    expect(after.serverErrors).toEqual({});
    expect(run(after, { type: 'answersChanged', answers: full }).serverErrors).toEqual({});
  });

  test('a failed "Next" keeps the server’s errors on the step; moving to another step drops them', () => {
    const fieldErrors = { 'otherParty.name': ['q.requestForOrder.errors.name'] };
    const rejected = run(at('review'), { type: 'serverRejected', fieldErrors, answers: full });
    const missingStreet = { ...full, otherParty: { ...(full.otherParty as object), street: '' } };
    const next = run(rejected, { type: 'next', answers: missingStreet });
    expect(next.serverErrors).toEqual(rejected.serverErrors);
    // The focus goes to the first field in error of either kind, in document order.
    expect(next.focus).toMatchObject({ target: 'error', path: 'otherParty.name' });
    expect(run(next, { type: 'back', answers: missingStreet }).serverErrors).toEqual({});
  });

  test('submitFailed says why until the next attempt or another step', () => {
    const failed = run(at('review'), { type: 'submitStarted' }, { type: 'submitFailed', message: 'Error submitting request.' });
    expect(failed.submitError).toBe('Error submitting request.');
    expect(run(failed, { type: 'submitStarted' }).submitError).toBeNull();
    expect(run(failed, { type: 'goTo', stepId: 'yourInfo' }).submitError).toBeNull();
  });

  test('reset (start over): the first step of the empty answers, nothing pending, heading focused', () => {
    const messy = run(
      at('review'),
      { type: 'goTo', stepId: 'yourInfo', returnToReview: true },
      { type: 'next', answers: withYou({ name: '' }) },
      { type: 'submitFailed', message: 'x' },
    );
    const reset = run(messy, { type: 'reset', answers: empty });
    expect(reset).toMatchObject({
      stepId: 'orderType',
      returnToReview: false,
      attempted: false,
      clientErrors: {},
      serverErrors: {},
      submitError: null,
    });
    expect(reset.focus).toEqual({ seq: 3, target: 'heading' });
  });
});

describe('useStepFlow', () => {
  const mount = (answers: FormValues, stepId: string) =>
    renderHook(({ values }) => useStepFlow(def, values, stepId), { initialProps: { values: answers } });

  test('after a failed attempt the step’s errors follow the answers, the same object while they are the same', () => {
    const invalid = withYou({ name: '' });
    const { result, rerender } = mount(invalid, 'yourInfo');
    expect(result.current.errors).toEqual({});
    act(() => result.current.next(invalid));
    expect(Object.keys(result.current.errors)).toEqual(['you.name']);

    // Another step's answer changes: the same errors, the same object (the fields need not re-render).
    const before = result.current.errors;
    rerender({ values: { ...invalid, otherParty: { ...(full.otherParty as object), city: 'Pasadena' } } });
    expect(result.current.errors).toBe(before);

    rerender({ values: withYou({ name: '', email: '' }) });
    expect(Object.keys(result.current.errors)).toEqual(['you.name', 'you.email']);
    rerender({ values: withYou({ name: 'Ana Ruiz' }) });
    expect(result.current.errors).toEqual({});
  });

  test('a server error goes with the render whose answer differs, and does not come back with the old answer', () => {
    const { result, rerender } = mount(full, 'review');
    act(() => result.current.serverRejected({ 'otherParty.name': ['q.requestForOrder.errors.name'] }, full));
    expect(result.current.step.id).toBe('otherParty');
    expect(result.current.errors).toEqual({ 'otherParty.name': ['q.requestForOrder.errors.name'] });

    rerender({ values: withYou({ name: 'Ana Ruiz' }) });
    expect(result.current.errors).toEqual({ 'otherParty.name': ['q.requestForOrder.errors.name'] });

    rerender({ values: { ...full, otherParty: { ...(full.otherParty as object), name: 'J' } } });
    expect(result.current.errors).toEqual({});
    rerender({ values: full });
    expect(result.current.errors).toEqual({});
  });

  test('the appended review step keeps a form-level error (it has no validation of its own)', () => {
    const { result, rerender } = mount(full, 'review');
    act(() => result.current.showErrors({ [ROOT_ERROR_PATH]: ['q.common.errors.invalid'] }, full));
    expect(result.current.step).toBe(REVIEW_STEP);
    rerender({ values: withYou({ name: 'Ana Ruiz' }) });
    expect(result.current.errors).toEqual({ [ROOT_ERROR_PATH]: ['q.common.errors.invalid'] });
  });
});
