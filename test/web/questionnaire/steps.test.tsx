/** Step by step: validation on "Next", the error summary, focus and live correction, progress. */
import { screen, within } from '@testing-library/react';
import { requestForOrderV1 as requestForOrder } from '../../../shared/questionnaires/request-for-order.v1';
import { smallClaims } from '../../../shared/questionnaires/small-claims';
import { renderForm } from './harness';

describe('step validation', () => {
  it('shows every error of the step, announced and linked, and focuses the first invalid control', async () => {
    const { user } = renderForm(requestForOrder);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Please select an order type/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Select at least one order/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Please indicate whether you need expedited orders/ })).toBeInTheDocument();

    const firstOption = screen.getByRole('radio', { name: 'A new order' });
    expect(firstOption).toHaveFocus();
    expect(firstOption).toHaveAttribute('aria-invalid', 'true');
    const group = screen.getByRole('group', { name: 'What kind of request is this?' });
    expect(group).toHaveAccessibleDescription('Error: Please select an order type');
  });

  it('counts only the steps that apply', async () => {
    const { user } = renderForm(requestForOrder);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Child custody' }));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
  });

  it('clears errors as they are corrected, then moves on with the heading focused', async () => {
    const { user } = renderForm(requestForOrder);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'A new order' }));
    expect(screen.queryByRole('link', { name: /Please select an order type/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Child custody' }));
    await user.click(within(screen.getByRole('group', { name: /emergency/ })).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your information' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'A new order' })).toBeChecked();
  });

  it('checks cross-field rules: at least one phone number', async () => {
    const { user } = renderForm(requestForOrder, { initialStepId: 'yourInfo' });
    const you = screen.getByRole('group', { name: 'About you' });
    await user.type(within(you).getByLabelText('Full legal name'), 'Ana Ruiz');
    await user.type(within(you).getByLabelText('Address'), '1 Main St, Los Angeles, CA 90001');
    await user.type(within(you).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(you).getByLabelText('Date of birth'), '1990-01-31');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home phone: At least one phone number is required']);
    expect(within(you).getByLabelText(/Home phone/)).toHaveFocus();
  });

  it('converts dollars to cents and states the small claims limits as the law has them', async () => {
    const { user } = renderForm(smallClaims, { initialStepId: 'claim' });
    const amount = screen.getByLabelText('How much money are you asking for?');
    await user.type(amount, '12,500.01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A person may claim at most $12,500 in small claims court (Code Civ. Proc. §116.221).',
    );
    await user.clear(amount);
    await user.type(amount, '2450.5');
    expect(screen.getByRole('alert')).not.toHaveTextContent('A person may claim at most');
    expect(amount).toHaveValue('2450.5');
  });
});
