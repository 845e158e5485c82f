/** Autosave, resume, "start over" and the guard against leaving with unsaved answers. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domesticViolence } from '../../../shared/questionnaires/domestic-violence';
import { probate } from '../../../shared/questionnaires/probate';
import type { Submission } from '../../../shared/api/submissions';
import { probateSample } from '../../../shared/questionnaires/samples';
import * as load from '../../../shared/questionnaires/load';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Draft } from '../../../shared/api/drafts';
import { deleteDraft, saveDraft } from '../../../web/src/features/questionnaire/api';
import QuestionnairePage from '../../../web/src/features/questionnaire/QuestionnairePage';
import { I18nProvider } from '../../../web/src/lib/i18n/I18nProvider';
import { renderForm } from './harness';
import { appRouter } from '../router';
import { createQueryClient } from '../../../web/src/lib/query/client';
import { listKeys } from '../../../web/src/lib/query/lists';
import { fakeApi, type Sent } from './http';

const draftOf = (answers: Record<string, unknown>, step: string): Draft => ({
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

describe('work never lost (issue 30)', () => {
  it('Next saves at once, with the step the client is now on (no waiting for the pause in typing)', async () => {
    const { user, saveDraft } = renderForm(probate, { initialAnswers: probateSample, autosaveDelayMs: 60_000 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(saveDraft).toHaveBeenCalledTimes(1));
    expect(saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ decedentName: probateSample.decedentName }), 'estate');
  });

  it('saves at once when the page is hidden (the client switches apps or closes the tab)', async () => {
    const { user, saveDraft } = renderForm(probate, { autosaveDelayMs: 60_000 });
    await user.type(screen.getByLabelText('Full legal name of the person who died'), 'Ana');
    expect(saveDraft).not.toHaveBeenCalled();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(saveDraft).toHaveBeenCalledTimes(1));
      expect(saveDraft).toHaveBeenLastCalledWith(expect.objectContaining({ decedentName: 'Ana' }), 'decedent');
    } finally {
      visibility.mockRestore();
    }
  });

  it('shows the limit of a long answer as the client types, and by how much it is over', async () => {
    const { user } = renderForm(probate, { initialAnswers: probateSample, initialStepId: 'petitioner' });
    const box = screen.getByRole('textbox', { name: /Anything else about the appointment/ });
    await user.clear(box);
    await user.type(box, 'Closest relative');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('16 of 2,000 characters'));
    await user.click(box);
    await user.paste('x'.repeat(2000));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('2,016 of 2,000 characters 16 too many: please shorten it.'));
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

  it('holds the browser’s back button too: the address comes back, then the client leaves or stays', async () => {
    const { user, saveDraft, router } = renderForm(probate, {}, ['/elsewhere']);
    saveDraft.mockRejectedValue(new Error('offline'));
    await user.type(screen.getByLabelText('Full legal name of the person who died'), 'Roberto');
    await user.tab();
    await act(() => router.back());
    await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    // The back step was undone while the client decides: the address is the questionnaire's again.
    expect(router.state.location.pathname).toBe('/questionnaire');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/questionnaire');
    expect(screen.getByLabelText('Full legal name of the person who died')).toHaveValue('Roberto');

    await act(() => router.back());
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
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

/** A client whose dashboard lists are cached (fresh), to see which ones a call marks stale. */
function clientWithLists(): QueryClient {
  const client = createQueryClient({ retryDelayMs: 0 });
  client.setQueryData(listKeys.drafts, []);
  client.setQueryData(listKeys.submissions, []);
  client.setQueryData(listKeys.orders, []);
  return client;
}
const stale = (client: QueryClient) =>
  Object.entries(listKeys)
    .filter(([, key]) => Array.isArray(key) && client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

const DRAFT_PATH = '/drafts/probate';
const draftRoute =
  (draft: Draft | null, more: (req: Sent) => { status: number; body?: unknown } | undefined = () => undefined) =>
  (req: Sent) =>
    req.method === 'GET' && req.path === DRAFT_PATH ? (draft ? { status: 200, body: draft } : undefined) : more(req);

describe('QuestionnairePage', () => {
  const renderPage = (path: string, client = clientWithLists()) => {
    const { router, element } = appRouter(
      [
        { path: '/questionnaire/:type', element: <QuestionnairePage /> },
        { path: '/thank-you', element: <p>Thank you page</p> },
      ],
      path,
    );
    render(
      <QueryClientProvider client={client}>
        <I18nProvider initialLocale="es">{element}</I18nProvider>
      </QueryClientProvider>,
    );
    return router;
  };

  afterEach(() => jest.restoreAllMocks());

  it('resumes a saved draft on its step, in the visitor’s language', async () => {
    const sent = fakeApi(draftRoute(draftOf({ ...probateSample, heirs: [] }, 'heirs')));
    renderPage('/questionnaire/probate');
    expect(await screen.findByRole('heading', { level: 2, name: 'Familia, herederos y beneficiarios' })).toBeInTheDocument();
    expect(screen.getByText('Bienvenido de nuevo. Recuperamos las respuestas que guardó.')).toBeInTheDocument();
    expect(screen.getByText('Paso 4 de 7')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /drafts/probate']);
  });

  it('opens the domestic-violence questionnaire at its neutral URL and asks for its draft by the same slug', async () => {
    // The draft request's URL is logged at the edge: it names the questionnaire as the address bar does (issue 17, D-3).
    const sent = fakeApi(() => undefined);
    renderPage('/questionnaire/document-preparation');
    expect(await screen.findByText('Paso 1 de 6')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /drafts/document-preparation']);
  });

  it('shows not found for the type id in place of the slug (the shell moves old links before this page renders)', async () => {
    const sent = fakeApi(() => undefined);
    renderPage('/questionnaire/domestic-violence');
    expect(await screen.findByRole('heading', { level: 1, name: 'Este cuestionario no existe.' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says until when the saved answers are kept; nothing is said once they are deleted (start over)', async () => {
    fakeApi(draftRoute(draftOf(probateSample, 'decedent'), (req) => (req.method === 'DELETE' ? { status: 204 } : undefined)));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage('/questionnaire/probate');
    const kept = await screen.findByTestId('draft-kept-until');
    expect(kept).toHaveTextContent('Las respuestas guardadas se conservan hasta el 31 ago 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    await waitFor(() => expect(screen.queryByTestId('draft-kept-until')).toBeNull());
  });

  it('starts over: deletes the draft, empties the form and refreshes the dashboard’s drafts', async () => {
    const sent = fakeApi(draftRoute(draftOf(probateSample, 'decedent'), (req) => (req.method === 'DELETE' ? { status: 204 } : undefined)));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const client = clientWithLists();
    renderPage('/questionnaire/probate', client);
    const name = () => screen.getByLabelText('Nombre legal completo de la persona fallecida');
    expect(await screen.findByLabelText('Nombre legal completo de la persona fallecida')).toHaveValue(probateSample.decedentName);
    await userEvent.click(screen.getByRole('button', { name: 'Empezar de nuevo' }));
    // The controls are mounted anew (an emptied number or yes/no would otherwise still show the draft's answer).
    await waitFor(() => expect(name()).toHaveValue(''));
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([DRAFT_PATH]);
    expect(stale(client)).toEqual(['drafts']);
  });

  it('submits once with an idempotency key, deletes the draft, refreshes the case lists and goes to the thank-you page', async () => {
    const sent = fakeApi(
      draftRoute(draftOf(probateSample, 'review'), (req) => {
        if (req.method === 'POST' && req.path === '/submissions') return { status: 201, body: { submission } };
        if (req.method === 'DELETE' && req.path === DRAFT_PATH) return { status: 204 };
        return undefined;
      }),
    );
    const client = clientWithLists();
    const router = renderPage('/questionnaire/probate', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Thank you page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=probate');
    const post = sent.filter((r) => r.method === 'POST');
    expect(post).toHaveLength(1);
    // The form's language goes with the answers (a Spanish submission's answers go to the translation desk: issue 26).
    expect(post[0].body).toEqual({ questionnaireType: 'probate', answers: probateSample, locale: 'es' });
    expect(post[0].headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([DRAFT_PATH]);
    expect(stale(client).sort()).toEqual(['drafts', 'orders', 'submissions']);
  });

  it('offers to retry when the draft cannot be loaded', async () => {
    let fail = true;
    fakeApi((req) =>
      req.method === 'GET' && req.path === DRAFT_PATH && fail
        ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
        : undefined,
    );
    renderPage('/questionnaire/probate');
    const retry = await screen.findByRole('button', { name: 'Intentar de nuevo' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'La persona fallecida' })).toBeInTheDocument();
    expect(screen.queryByText('Bienvenido de nuevo. Recuperamos las respuestas que guardó.')).toBeNull();
  });

  it('tries a lost connection again before saying the draft could not be loaded', async () => {
    let tries = 0;
    fakeApi((req) => {
      if (req.method !== 'GET' || req.path !== DRAFT_PATH) return undefined;
      tries += 1;
      return tries < 3 ? Promise.reject(new TypeError('Failed to fetch')) : { status: 200, body: draftOf(probateSample, 'decedent') };
    });
    renderPage('/questionnaire/probate');
    expect(await screen.findByLabelText('Nombre legal completo de la persona fallecida')).toHaveValue(probateSample.decedentName);
    expect(tries).toBe(3);
  });

  it('reads the draft again each time the form opens (an answer kept in the cache would predate the autosaves)', async () => {
    let draft = draftOf({ ...probateSample, decedentName: 'Primera' }, 'decedent');
    fakeApi((req) => (req.method === 'GET' && req.path === DRAFT_PATH ? { status: 200, body: draft } : undefined));
    const client = clientWithLists();
    const router = renderPage('/questionnaire/probate', client);
    expect(await screen.findByLabelText('Nombre legal completo de la persona fallecida')).toHaveValue('Primera');
    await act(() => router.navigate('/thank-you'));
    draft = draftOf({ ...probateSample, decedentName: 'Segunda' }, 'decedent');
    await act(() => router.navigate('/questionnaire/probate'));
    expect(await screen.findByLabelText('Nombre legal completo de la persona fallecida')).toHaveValue('Segunda');
  });

  it('shows its loader until the definition’s chunk is in, says so when it could not be loaded, and loads it again on request', async () => {
    fakeApi(draftRoute(null));
    const real = load.loadQuestionnaire;
    const spy = jest
      .spyOn(load, 'loadQuestionnaire')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(real);
    renderPage('/questionnaire/probate');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando su cuestionario…');
    expect(await screen.findByText('No pudimos cargar este cuestionario. Revise su conexión e inténtelo de nuevo.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByLabelText('Nombre legal completo de la persona fallecida')).toHaveValue('');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('says so for an unknown questionnaire', () => {
    fakeApi(() => undefined);
    renderPage('/questionnaire/time-travel');
    expect(screen.getByRole('heading', { level: 1, name: 'Este cuestionario no existe.' })).toBeInTheDocument();
  });
});

describe('the draft calls', () => {
  it('a save sends the answers and the step, answers until when they are kept, and refreshes the drafts list only', async () => {
    const summary = { ...draftOf({}, 'heirs'), answers: undefined, expiresAt: '2025-09-30T17:00:00.000Z' };
    const sent = fakeApi((req) => (req.method === 'PUT' && req.path === DRAFT_PATH ? { status: 200, body: summary } : undefined));
    const client = clientWithLists();
    client.setQueryData(['draft', 'probate'], draftOf(probateSample, 'decedent'));
    const saved = await saveDraft(client, 'probate', { decedentName: 'Roberto' }, 'heirs');
    expect(saved.expiresAt).toBe('2025-09-30T17:00:00.000Z');
    expect(sent).toEqual([
      expect.objectContaining({ method: 'PUT', path: DRAFT_PATH, body: { answers: { decedentName: 'Roberto' }, step: 'heirs' } }),
    ]);
    expect(stale(client)).toEqual(['drafts']);
    // The draft the open form was read from is not read again on every save.
    expect(client.getQueryState(['draft', 'probate'])?.isInvalidated).toBe(false);
  });

  it('a deletion of a draft that is already gone is no error', async () => {
    fakeApi(() => undefined);
    await expect(deleteDraft(clientWithLists(), 'probate')).resolves.toBeUndefined();
  });

  it('a refused save is an ApiError (the autosave says it could not save)', async () => {
    fakeApi(() => ({ status: 400, body: { error: { code: 'validation_failed', message: 'Too large', fieldErrors: {} } } }));
    await expect(saveDraft(clientWithLists(), 'probate', {}, 'heirs')).rejects.toMatchObject({ name: 'ApiError', status: 400 });
  });
});
