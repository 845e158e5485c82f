/** Autosave, resume, "start over" and the guard against leaving with unsaved answers. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { domesticViolence } from '../../../shared/questionnaires/domestic-violence';
import { probate } from '../../../shared/questionnaires/probate';
import type { Submission } from '../../../shared/api/submissions';
import { probateSample } from '../../../shared/questionnaires/samples';
import * as questionnaireApi from '../../../web/src/features/questionnaire/api';
import QuestionnairePage from '../../../web/src/features/questionnaire/QuestionnairePage';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { renderForm } from './harness';
import { TestQueryProvider } from '../query';

jest.mock('../../../web/src/features/questionnaire/api', () => ({
  ...jest.requireActual('../../../web/src/features/questionnaire/api'),
  loadDraft: jest.fn(),
  saveDraft: jest.fn(),
  deleteDraft: jest.fn(),
  submitAnswers: jest.fn(),
}));
const mocked = jest.mocked(questionnaireApi);

const draftOf = (answers: Record<string, unknown>, step: string): questionnaireApi.Draft => ({
  questionnaireType: 'probate',
  answers,
  step,
  createdAt: '2025-06-01T17:00:00.000Z',
  updatedAt: '2025-06-02T17:00:00.000Z',
  expiresAt: '2025-08-31T17:00:00.000Z',
});
const submission: Submission = {
  id: '6f1c2a9e-3b7d-4e8a-9c51-2d4b8e7f0a13',
  orderId: '0b8e4d27-95c3-4f61-a2d8-7e3c1f9b6a42',
  questionnaireType: 'probate',
  status: 'pending',
  version: 1,
  locale: 'es',
  definitionVersion: 1,
  clientName: probateSample.petitioner.name,
  clientEmail: probateSample.petitioner.email,
  caseDetails: '',
  specialInstructions: '',
  payment: { method: 'card', status: 'paid' },
  createdAt: '2025-06-02T17:00:00.000Z',
  updatedAt: '2025-06-02T17:00:00.000Z',
};

describe('autosave', () => {
  it('saves the answers and the current step shortly after a change, and says so', async () => {
    const { user, saveDraft } = renderForm(probate, { autosaveDelayMs: 20 });
    await user.type(screen.getByLabelText('Full legal name of the person who died'), 'Roberto García');
    await waitFor(() =>
      expect(saveDraft).toHaveBeenLastCalledWith(
        expect.objectContaining({ decedentName: 'Roberto García', countyOfDeath: 'Los Angeles' }),
        'decedent',
      ),
    );
    expect(await screen.findByText('Your answers are saved.')).toBeInTheDocument();
  });

  it('tells the client when saving fails', async () => {
    const { user, saveDraft } = renderForm(probate, { autosaveDelayMs: 20 });
    saveDraft.mockRejectedValue(new Error('offline'));
    await user.type(screen.getByLabelText('Full legal name of the person who died'), 'R');
    expect(await screen.findByText('We could not save your latest answers. We will try again.')).toBeInTheDocument();
  });
});

describe('start over', () => {
  it('empties every control, numbers too, focuses the first step, and saves nothing until the client types', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, discardDraft, saveDraft } = renderForm(domesticViolence, {
      initialAnswers: { you: { name: 'Ana Ruiz', age: 34 } },
      restored: true,
      autosaveDelayMs: 20,
    });
    const you = () => within(screen.getByRole('group', { name: 'Your information' }));
    expect(you().getByRole('textbox', { name: 'Your age' })).toHaveValue('34');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(you().getByRole('textbox', { name: /Full legal name/ })).toHaveValue(''));
    expect(you().getByRole('textbox', { name: 'Your age' })).toHaveValue('');
    expect(discardDraft).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    // The emptied form is the new baseline: typing saves again, the reset alone does not.
    await user.type(you().getByRole('textbox', { name: 'Your age' }), '4');
    await waitFor(() => expect(saveDraft).toHaveBeenCalledTimes(1));
    expect(saveDraft.mock.calls[0][0]).toMatchObject({ you: expect.objectContaining({ age: 4 }) });
  });
});

describe('leaving the page', () => {
  it('saves pending answers before leaving', async () => {
    const { user, saveDraft, router } = renderForm(probate);
    await user.type(screen.getByLabelText('Full legal name of the person who died'), 'Roberto');
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(saveDraft).toHaveBeenCalledWith(expect.objectContaining({ decedentName: 'Roberto' }), 'decedent');
  });

  it('asks before leaving when the answers could not be saved', async () => {
    const { user, saveDraft, router } = renderForm(probate);
    saveDraft.mockRejectedValue(new Error('offline'));
    await user.type(screen.getByLabelText('Full legal name of the person who died'), 'Roberto');
    await user.tab(); // the client moves on (the dialog then takes the focus)
    await act(() => router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full legal name of the person who died')).toHaveValue('Roberto');

    await act(() => router.navigate('/elsewhere'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('lets the browser warn on reload or close while answers are unsaved', async () => {
    const { user } = renderForm(probate);
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Full legal name of the person who died'), 'R');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});

describe('QuestionnairePage', () => {
  const renderPage = (path: string) => {
    const router = createMemoryRouter(
      [
        { path: '/questionnaire/:type', element: <QuestionnairePage /> },
        { path: '/thank-you', element: <p>Thank you page</p> },
      ],
      { initialEntries: [path] },
    );
    render(
      <TestQueryProvider>
        <I18nProvider initialLocale="es">
          <RouterProvider router={router} />
        </I18nProvider>
      </TestQueryProvider>,
    );
    return router;
  };

  beforeEach(() => jest.resetAllMocks());

  it('resumes a saved draft on its step, in the visitor’s language', async () => {
    mocked.loadDraft.mockResolvedValue(draftOf({ ...probateSample, heirs: [] }, 'heirs'));
    renderPage('/questionnaire/probate');
    expect(await screen.findByRole('heading', { level: 2, name: 'Familia, herederos y beneficiarios' })).toBeInTheDocument();
    expect(screen.getByText('Bienvenido de nuevo. Recuperamos las respuestas que guardó.')).toBeInTheDocument();
    expect(screen.getByText('Paso 4 de 7')).toBeInTheDocument();
  });

  it('says until when the saved answers are kept; nothing is said once they are deleted (start over)', async () => {
    mocked.loadDraft.mockResolvedValue(draftOf(probateSample, 'decedent'));
    mocked.deleteDraft.mockResolvedValue(undefined);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage('/questionnaire/probate');
    const kept = await screen.findByTestId('draft-kept-until');
    expect(kept).toHaveTextContent('Las respuestas guardadas se conservan hasta el 31 ago 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    await waitFor(() => expect(screen.queryByTestId('draft-kept-until')).toBeNull());
  });

  it('starts over: deletes the draft and empties the form', async () => {
    mocked.loadDraft.mockResolvedValue(draftOf(probateSample, 'decedent'));
    mocked.deleteDraft.mockResolvedValue(undefined);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage('/questionnaire/probate');
    const name = () => screen.getByLabelText('Nombre legal completo de la persona fallecida');
    expect(await screen.findByLabelText('Nombre legal completo de la persona fallecida')).toHaveValue(probateSample.decedentName);
    await userEvent.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    // The controls are mounted anew (an emptied number or yes/no would otherwise still show the draft's answer).
    await waitFor(() => expect(name()).toHaveValue(''));
    expect(mocked.deleteDraft).toHaveBeenCalledWith('probate');
  });

  it('submits and goes to the thank-you page', async () => {
    mocked.loadDraft.mockResolvedValue(draftOf(probateSample, 'review'));
    mocked.submitAnswers.mockResolvedValue(submission);
    mocked.deleteDraft.mockResolvedValue(undefined);
    const router = renderPage('/questionnaire/probate');
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Thank you page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=probate');
    expect(mocked.submitAnswers).toHaveBeenCalledWith('probate', probateSample, expect.any(String));
  });

  it('offers to retry when the draft cannot be loaded', async () => {
    mocked.loadDraft.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null);
    renderPage('/questionnaire/probate');
    await userEvent.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'La persona fallecida' })).toBeInTheDocument();
  });

  it('says so for an unknown questionnaire', () => {
    renderPage('/questionnaire/time-travel');
    expect(screen.getByRole('heading', { level: 1, name: 'Este cuestionario no existe.' })).toBeInTheDocument();
  });
});
