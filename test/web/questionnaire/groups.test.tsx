/** Repeatable groups (add, remove, minimum, fixed count) and conditional fields. */
import { screen, within } from '@testing-library/react';
import { durablePoa } from '../../../shared/questionnaires/durable-poa';
import { probate } from '../../../shared/questionnaires/probate';
import { requestForOrder as requestForOrderV2 } from '../../../shared/questionnaires/request-for-order';
import { requestForOrderV1 as requestForOrder } from '../../../shared/questionnaires/request-for-order.v1';
import { durablePoaSample, probateSample, requestForOrderSample } from '../../../shared/questionnaires/samples';
import { renderForm } from './harness';

describe('repeatable groups', () => {
  it('starts with the minimum, adds and removes items, moving focus sensibly', async () => {
    const { user } = renderForm(probate, { initialStepId: 'heirs' });
    const heirs = screen.getByRole('group', { name: 'Heirs and beneficiaries' });
    expect(within(heirs).getByRole('group', { name: 'Heir 1' })).toBeInTheDocument();
    expect(within(heirs).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await user.click(within(heirs).getByRole('button', { name: 'Add an heir' }));
    const second = within(heirs).getByRole('group', { name: 'Heir 2' });
    expect(within(second).getByLabelText('Full name')).toHaveFocus();
    await user.type(within(second).getByLabelText('Full name'), 'Carlos García');

    await user.click(within(heirs).getByRole('button', { name: 'Remove Heir 1' }));
    expect(within(heirs).queryByRole('group', { name: 'Heir 2' })).not.toBeInTheDocument();
    expect(within(within(heirs).getByRole('group', { name: 'Heir 1' })).getByLabelText('Full name')).toHaveValue('Carlos García');
    expect(within(heirs).getByRole('button', { name: 'Add an heir' })).toHaveFocus();
  });

  it('validates each item and reports errors with the item’s title', async () => {
    const { user } = renderForm(probate, {
      initialAnswers: { childrenSurvived: true, childKinds: ['naturalOrAdopted'], predeceasedChildIssue: false, stepOrFosterChild: false },
      initialStepId: 'heirs',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Heir 1 › Full name: This field is required.',
      'Heir 1 › How they are related: This field is required.',
      'Heir 1 › Address: This field is required.',
    ]);
  });

  it('nests groups: children with their residence periods', async () => {
    const { user } = renderForm(requestForOrder, { initialAnswers: { orders: ['childCustody'] }, initialStepId: 'children' });
    const child = screen.getByRole('group', { name: 'Child 1' });
    await user.click(within(child).getByRole('button', { name: 'Add another residence' }));
    await user.click(within(child).getByRole('button', { name: 'Add another residence' }));
    expect(within(child).getAllByRole('group', { name: /^Residence \d$/ })).toHaveLength(3);
    await user.click(within(child).getByRole('button', { name: 'Remove Residence 2' }));
    expect(within(child).getAllByRole('group', { name: /^Residence \d$/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add a child' }));
    expect(screen.getByRole('group', { name: 'Child 2' })).toBeInTheDocument();
  });

  it('shows exactly as many attorneys-in-fact as chosen, without add or remove', async () => {
    const { user } = renderForm(durablePoa, {
      initialAnswers: { ...durablePoaSample, numberOfAttorneys: '2', attorneys: [] },
      initialStepId: 'attorneys',
    });
    expect(screen.getAllByRole('group', { name: /^Attorney-in-fact \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add an attorney-in-fact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('The number of entries follows your answer to “How many attorneys-in-fact (agents) do you want?”.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('radio', { name: 'Three' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('group', { name: /^Attorney-in-fact \d$/ })).toHaveLength(3);
  });
});

describe('conditional fields', () => {
  it('shows the will location only when there is a will, and does not require it otherwise', async () => {
    const { hasWill: _h, willLocation: _w, ...estate } = probateSample;
    // One asset is enough here: the sample's six make jsdom render (and re-render on each click) a far larger step.
    const { user } = renderForm(probate, { initialAnswers: { ...estate, assets: estate.assets.slice(0, 1) }, initialStepId: 'estate' });
    expect(screen.queryByLabelText('Where is the original will?')).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Did the person leave a will?' })).getByRole('radio', { name: 'Yes' }));
    const location = screen.getByLabelText('Where is the original will?');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location).toHaveFocus();
    expect(location).toHaveAccessibleDescription(/This field is required/);

    await user.click(within(screen.getByRole('group', { name: 'Did the person leave a will?' })).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('Where is the original will?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'You and the appointment' })).toBeInTheDocument();
  });

  it('offers only the options that apply: alternates for the attorneys-in-fact that exist', () => {
    renderForm(durablePoa, { initialAnswers: { ...durablePoaSample, numberOfAttorneys: '2' }, initialStepId: 'attorneys' });
    const second = screen.getByRole('group', { name: 'Attorney-in-fact 2' });
    expect(
      within(within(second).getByLabelText(/Is this person an alternate/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'No, not an alternate', 'Attorney-in-fact 1', 'Attorney-in-fact 2']);
  });

  it('asks the principal’s own end-of-life words only when neither statutory choice is made', async () => {
    const { user } = renderForm(durablePoa, { initialAnswers: durablePoaSample, initialStepId: 'wishes' });
    expect(screen.queryByLabelText(/in your own words/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Neither: I will write my own instructions' }));
    expect(screen.getByLabelText(/in your own words/)).toBeInTheDocument();
  });

  it('never asks the principal’s gender', () => {
    renderForm(durablePoa, { initialAnswers: durablePoaSample, initialStepId: 'personal' });
    expect(screen.queryByRole('radio', { name: 'Female' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gender')).not.toBeInTheDocument();
  });

  it('skips the children step when no order concerns children', async () => {
    const { user } = renderForm(requestForOrderV2, {
      initialAnswers: { ...requestForOrderSample, orders: ['spousalSupport'] },
      initialStepId: 'otherParty',
    });
    expect(screen.getByText('Step 3 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your requests and the facts' })).toBeInTheDocument();
  });
});
