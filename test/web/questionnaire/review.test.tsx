/** The review step, its edit buttons, the submission and the server's errors. */
import { screen, waitFor, within } from '@testing-library/react';
import { requestForOrder } from '../../../shared/questionnaires/request-for-order';
import { durablePoa } from '../../../shared/questionnaires/durable-poa';
import { durablePoaSample, requestForOrderSample } from '../../../shared/questionnaires/samples';
import { ApiError } from '../../../web/src/lib/api';
import { renderForm } from './harness';

const atReview = { initialAnswers: requestForOrderSample, initialStepId: 'review' };

describe('review step', () => {
  it('shows every section with an edit button that leads to the step and back', async () => {
    const { user } = renderForm(requestForOrder, atReview);
    expect(screen.getByRole('heading', { level: 2, name: 'Review and submit' })).toBeInTheDocument();
    expect(screen.getByText('Step 7 of 7')).toBeInTheDocument();
    const children = screen.getByRole('region', { name: 'Children' });
    expect(within(children).getByRole('heading', { name: 'Child 2' })).toBeInTheDocument();
    // Version 2 asks the children's residence history once for children who lived together (FL-105 item 3).
    expect(within(children).getAllByRole('heading', { name: /^Home \d$/ })).toHaveLength(2);
    expect(within(children).getByText('Both parents')).toBeInTheDocument();
    expect(within(children).getAllByText('Mother')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Edit Your information' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your information' })).toHaveFocus();
    const name = screen.getByRole('textbox', { name: 'Full legal name' });
    await user.clear(name);
    await user.type(name, 'María López');

    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Review and submit' })).toHaveFocus();
    expect(within(screen.getByRole('region', { name: 'Your information' })).getByText('María López')).toBeInTheDocument();
  });

  it('keeps the review step’s own fields as controls (POA acknowledgment and signature)', () => {
    renderForm(durablePoa, { initialAnswers: durablePoaSample, initialStepId: 'sign' });
    expect(screen.getByRole('heading', { level: 2, name: 'Review and sign' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Review and sign' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read this document/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});

describe('submission', () => {
  it('submits the validated answers once with an idempotency key, then hands over', async () => {
    const { user, submit, onSubmitted } = renderForm(requestForOrder, atReview);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledTimes(1);
    const [answers, key] = submit.mock.calls[0];
    // The form's own answers for the checkboxes the sample leaves out: a shown checkbox is sent as false.
    const { uccjea, custody } = requestForOrderSample;
    expect(answers).toEqual({
      ...requestForOrderSample,
      custody: { ...custody, jointLegalForm: false },
      uccjea: {
        ...uccjea,
        residences: [uccjea?.residences?.[0], { ...uccjea?.residences?.[1], confidential: false, livedWithConfidential: false }],
      },
    });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('reuses the key when the same answers are sent again after a failure', async () => {
    const { user, submit } = renderForm(requestForOrder, atReview);
    submit.mockRejectedValueOnce(new ApiError(0, 'network', 'Network error', {}, true));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting request. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1][1]).toBe(submit.mock.calls[0][1]);
  });

  it('maps the server’s field errors back to the step and the field', async () => {
    const { user, submit, onSubmitted } = renderForm(requestForOrder, atReview);
    submit.mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Invalid', { 'otherParty.name': ['q.requestForOrder.errors.name'] }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Other party' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Full legal name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Error: Name is required');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('does not submit invalid answers: it shows the first step in error', async () => {
    const { user, submit } = renderForm(requestForOrder, {
      initialAnswers: { ...requestForOrderSample, expedited: undefined },
      initialStepId: 'review',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your case and request' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please indicate whether you need expedited orders');
    expect(submit).not.toHaveBeenCalled();
  });
});
