/** UX review row 14: a person starting the domestic-violence questionnaire reads 911, the hotline and Quick exit first. */
import { screen, within } from '@testing-library/react';
import { domesticViolence } from '../../../shared/questionnaires/domestic-violence';
import { smallClaims } from '../../../shared/questionnaires/small-claims';
import { renderForm } from './harness';

describe('safety information before the first question', () => {
  it('opens the domestic-violence questionnaire with 911, the hotline (call, TTY, text) and Quick exit, before the first step', () => {
    renderForm(domesticViolence);
    const title = screen.getByText('Your safety comes first');
    const notice = title.closest('.q-safety') as HTMLElement;
    expect(notice).not.toBeNull();
    expect(within(notice).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(within(notice).getByRole('link', { name: '1-800-799-7233' })).toHaveAttribute('href', 'tel:18007997233');
    expect(within(notice).getByRole('link', { name: '1-800-787-3224' })).toHaveAttribute('href', 'tel:18007873224');
    expect(within(notice).getByRole('link', { name: '88788' })).toHaveAttribute('href', 'sms:88788?&body=START');
    expect(notice).toHaveTextContent('Quick exit');
    expect(notice).toHaveTextContent('private window');
    // Read before the questions: the notice comes before the step's form in the document.
    const form = screen.getByRole('form');
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown on a questionnaire that is not sensitive', () => {
    renderForm(smallClaims);
    expect(screen.queryByText('Your safety comes first')).not.toBeInTheDocument();
  });
});
