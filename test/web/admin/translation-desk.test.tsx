/**
 * The translation desk (issue 26) in jsdom against the fake API: each answer side by side (the client's Spanish as
 * text, never markup), the English field prefilled with the draft; keyboard only — Alt+Shift+S in the field saves what
 * was typed; "Approve all reviewed" sends each reviewed item's saved English with the words' hash; the engine down
 * shows the error and a retry.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeskItem, TranslationDesk } from '../../../shared/api/translations';
import { FakeApi, makeSubmission, renderAdmin } from './harness';

jest.setTimeout(30_000);

const H = (c: string) => c.repeat(43).slice(0, 43);
const item = (over: Partial<DeskItem>): DeskItem => ({
  path: 'incidentDescription',
  labelKey: 'q.smallClaims.fields.incidentDescription.label',
  trail: [],
  placements: [{ form: 'SC-100', item: '3a', label: 'Why does the defendant owe the plaintiff money?' }],
  kind: 'textarea',
  filing: 'translate',
  maxLength: 5000,
  source: 'El dueño <b>no</b> me devolvió el depósito.',
  sourceHash: H('a'),
  draft: {
    text: 'The owner did not return the deposit.',
    unknownWords: ['devolvió'],
    engine: 'apertium',
    engineVersion: '3.8.3',
    at: '2026-01-05T18:00:00.000Z',
  },
  english: null,
  approval: null,
  lapsed: null,
  state: 'draft',
  client: null,
  ...over,
});

function desk(items: DeskItem[], drafting: Partial<TranslationDesk['drafting']> = {}): TranslationDesk {
  const count = (s: DeskItem['state']) => items.filter((i) => i.state === s).length;
  return {
    submissionId: 'x',
    locale: 'es',
    drafting: {
      status: 'ready',
      engine: 'apertium',
      engineVersion: '3.8.3',
      at: '2026-01-05T18:00:00.000Z',
      lastError: null,
      attempts: 0,
      ...drafting,
    },
    counts: {
      total: items.length,
      pending: count('pending'),
      draft: count('draft'),
      reviewed: count('reviewed'),
      approved: count('approved'),
    },
    items,
    fixed: [],
  };
}

let fake: FakeApi;
beforeEach(() => {
  localStorage.clear();
  fake = new FakeApi();
  fake.install();
});

test('side by side, keyboard save, approve all reviewed; the client’s words are text, not markup', async () => {
  const s = makeSubmission({ clientName: 'Rosa Peña', locale: 'es', definitionVersion: 2 });
  fake.submissions = [s];
  const damages = item({
    path: 'damages',
    labelKey: 'q.smallClaims.fields.damages.label',
    placements: [{ form: 'SC-100', item: '3c', label: 'How did you calculate?' }],
    source: 'Depósito de $1,500.',
    sourceHash: H('b'),
    english: { text: 'A $1,500 deposit.', by: { name: 'Sofía' }, at: '2026-01-05T19:00:00.000Z' },
    state: 'reviewed',
  });
  let current = desk([item({}), damages]);
  fake.on((call) => {
    if (call.path !== `/admin/submissions/${s.id}/translations` && !call.path.startsWith(`/admin/submissions/${s.id}/translations/`))
      return undefined;
    if (call.method === 'PUT') {
      const b = call.body as { path: string; english: string };
      current = desk(
        current.items.map((i) =>
          i.path === b.path
            ? { ...i, state: 'reviewed', english: { text: b.english, by: { name: 'Sofía' }, at: '2026-01-05T20:00:00.000Z' } }
            : i,
        ),
      );
    }
    if (call.method === 'POST' && call.path.endsWith('/approve')) {
      const paths = (call.body as { items: Array<{ path: string; english: string }> }).items.map((i) => i.path);
      current = desk(
        current.items.map((i) =>
          paths.includes(i.path)
            ? { ...i, state: 'approved', approval: { text: i.english!.text, by: { name: 'Sofía' }, at: '2026-01-05T21:00:00.000Z' } }
            : i,
        ),
      );
    }
    return { status: 200, body: current };
  });
  renderAdmin(`/questionnaire-submission/${s.id}/translation`);
  const story = await screen.findByTestId('desk-item-incidentDescription');
  expect(within(story).getByText('El dueño <b>no</b> me devolvió el depósito.')).toBeInTheDocument();
  expect(story.querySelector('b')).toBeNull();
  expect(story).toHaveTextContent('SC-100, item 3a');
  expect(story).toHaveTextContent('Words the engine could not translate or conjugate (check them): devolvió');
  const field = within(story).getByLabelText('English to file') as HTMLTextAreaElement;
  expect(field.value).toBe('The owner did not return the deposit.');

  fireEvent.change(field, { target: { value: 'The owner did not give back my deposit.' } });
  fireEvent.keyDown(field, { key: 'S', altKey: true, shiftKey: true });
  await waitFor(() => expect(fake.calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(fake.calls.find((c) => c.method === 'PUT')!.body).toEqual({
    path: 'incidentDescription',
    sourceHash: H('a'),
    english: 'The owner did not give back my deposit.',
  });

  const all = await screen.findByRole('button', { name: 'Approve all reviewed (2)' });
  act(() => all.click());
  await waitFor(() => expect(fake.calls.some((c) => c.path.endsWith('/approve'))).toBe(true));
  expect(fake.calls.find((c) => c.path.endsWith('/approve'))!.body).toEqual({
    items: [
      { path: 'incidentDescription', sourceHash: H('a'), english: 'The owner did not give back my deposit.' },
      { path: 'damages', sourceHash: H('b'), english: 'A $1,500 deposit.' },
    ],
  });
  await screen.findByText('2 of 2 approved · 0 left');
});

test('the engine down: the error and attempts, and a retry that queues the drafts again', async () => {
  const s = makeSubmission({ locale: 'es', definitionVersion: 2 });
  fake.submissions = [s];
  const pending = desk([item({ draft: null, state: 'pending' })], {
    status: 'failed',
    lastError: 'ApertiumUnavailable',
    attempts: 2,
    engine: null,
  });
  fake.on((call) => (call.path.startsWith(`/admin/submissions/${s.id}/translations`) ? { status: 200, body: pending } : undefined));
  renderAdmin(`/questionnaire-submission/${s.id}/translation`);
  expect(await screen.findByText(/The translation engine could not draft \(ApertiumUnavailable, 2 attempts\)/)).toBeInTheDocument();
  expect(screen.getByText('No draft yet.')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Try drafting again' }).click());
  await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.path.endsWith('/retry'))).toBe(true));
});
