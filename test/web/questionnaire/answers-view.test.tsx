/** The shared answers view (web/src/lib/answers): used by the review step, the client's and the admin's pages. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as load from '../../../shared/questionnaires/load';
import { probateSample } from '../../../shared/questionnaires/samples';
import { QuestionnaireAnswers } from '../../../web/src/lib/answers/QuestionnaireAnswers';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { TestQueryProvider } from '../query';

const renderAnswers = (answers: unknown, props: { hideUnanswered?: boolean; version?: number } = {}, locale: 'en' | 'es' = 'en') =>
  render(
    <TestQueryProvider>
      <I18nProvider initialLocale={locale}>
        <QuestionnaireAnswers type="probate" answers={answers} {...props} />
      </I18nProvider>
    </TestQueryProvider>,
  );

describe('QuestionnaireAnswers', () => {
  it('shows one labelled region per step, with label/value pairs in the reader’s language', async () => {
    renderAnswers(probateSample, {}, 'es');
    // The definition is its own chunk (shared/questionnaires/load.ts): a line says it is loading, then the answers.
    expect(screen.getByRole('status')).toHaveTextContent('Cargando las respuestas…');
    const decedent = await screen.findByRole('region', { name: 'La persona fallecida' });
    const term = within(decedent).getByText('Fecha de fallecimiento');
    expect(term.tagName).toBe('DT');
    expect(term.nextElementSibling).toHaveTextContent('20 ene 2025');
    expect(within(screen.getByRole('region', { name: 'El testamento y los bienes' })).getByText('$650,000')).toBeInTheDocument();
  });

  it('titles group items and renders text inertly', async () => {
    renderAnswers({ ...probateSample, otherFacts: '<img src=x onerror=alert(1)>' });
    const heirs = await screen.findByRole('region', { name: 'Family, heirs and beneficiaries' });
    expect(within(heirs).getByRole('heading', { name: 'Heir 2' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('marks unanswered questions, or leaves them out on request', async () => {
    const { unmount } = renderAnswers({ ...probateSample, creditors: '' });
    const debts = within(await screen.findByRole('region', { name: 'Debts and liabilities' }));
    expect(debts.getByText('Creditors').nextElementSibling).toHaveTextContent('Not answered');
    unmount();
    renderAnswers({ ...probateSample, creditors: '' }, { hideUnanswered: true });
    await screen.findByRole('region', { name: 'Debts and liabilities' });
    expect(screen.queryByText('Creditors')).not.toBeInTheDocument();
  });

  it('renders answers under the version they were written in, with its own labels; the current one for an unknown version', async () => {
    const v1 = { decedentName: 'Rosa Díaz', hasWill: false, personalProperty: 'A 2012 Honda Civic' };
    const { unmount } = renderAnswers(v1, { version: 1 }, 'es');
    // personalProperty is a version 1 question (q.probateV1, loaded with that version's chunk).
    expect(await screen.findByText('Bienes personales')).toBeInTheDocument();
    expect(screen.getByText('A 2012 Honda Civic')).toBeInTheDocument();
    unmount();
    renderAnswers(v1, { version: 99 }, 'es');
    await screen.findByRole('region', { name: 'Familia, herederos y beneficiarios' });
    expect(screen.queryByText('Bienes personales')).not.toBeInTheDocument();
  });

  it('says when the definition’s chunk could not be loaded, and loads it again on request', async () => {
    const real = load.loadQuestionnaire;
    const spy = jest
      .spyOn(load, 'loadQuestionnaire')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(real);
    renderAnswers(probateSample);
    expect(await screen.findByText('We could not load this questionnaire. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Debts and liabilities' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
