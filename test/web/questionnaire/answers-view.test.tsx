/** The shared answers view (web/src/lib/answers): used by the review step, the client's and the admin's pages. */
import { render, screen, within } from '@testing-library/react';
import { probateSample } from '../../../shared/questionnaires/samples';
import { QuestionnaireAnswers } from '../../../web/src/lib/answers/QuestionnaireAnswers';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';

const renderAnswers = (answers: unknown, props: { hideUnanswered?: boolean } = {}, locale: 'en' | 'es' = 'en') =>
  render(
    <I18nProvider initialLocale={locale}>
      <QuestionnaireAnswers type="probate" answers={answers} {...props} />
    </I18nProvider>,
  );

describe('QuestionnaireAnswers', () => {
  it('shows one labelled region per step, with label/value pairs in the reader’s language', () => {
    renderAnswers(probateSample, {}, 'es');
    const decedent = screen.getByRole('region', { name: 'La persona fallecida' });
    const term = within(decedent).getByText('Fecha de fallecimiento');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('20 ene 2025');
    expect(within(screen.getByRole('region', { name: 'El testamento y los bienes' })).getByText('$650,000')).toBeInTheDocument();
  });

  it('titles group items and renders text inertly', () => {
    renderAnswers({ ...probateSample, otherFacts: '<img src=x onerror=alert(1)>' });
    const heirs = screen.getByRole('region', { name: 'Family, heirs and beneficiaries' });
    expect(within(heirs).getByRole('heading', { name: 'Heir 2' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks unanswered questions, or leaves them out on request', () => {
    const { unmount } = renderAnswers({ ...probateSample, creditors: '' });
    const debts = within(screen.getByRole('region', { name: 'Debts and liabilities' }));
    expect(debts.getByText('Creditors').nextElementSibling).toHaveTextContent('Not answered');
    unmount();
    renderAnswers({ ...probateSample, creditors: '' }, { hideUnanswered: true });
    expect(screen.queryByText('Creditors')).not.toBeInTheDocument();
  });
});
