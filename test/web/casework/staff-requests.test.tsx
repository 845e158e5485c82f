/**
 * What staff ask the client for (admin/case/RequestsSection with ChecklistEditor): the requests with their state, a
 * request from the type's checklist with its type and details, waiving an open one, and editing the checklist in the
 * client's language (saved from the version read).
 */
import { act, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { RequestsSection } from '../../../web/src/features/admin/case/RequestsSection';
import { CASE, fakeApi, makeRequest, renderStaff, type Sent } from './harness';

jest.setTimeout(60_000);

const base = `/admin/submissions/${CASE}`;
const checklist = {
  questionnaireType: 'dissolution',
  en: ['Marriage certificate', 'Pay stubs'],
  es: ['Acta de matrimonio'],
  version: 3,
  updatedAt: null,
  updatedBy: null,
};
const posts = (sent: Sent[]) => sent.filter((r) => r.method === 'POST' || r.method === 'PUT');

const open = makeRequest({ title: 'Birth certificate' });
const done = makeRequest({ title: 'Pay stubs', status: 'fulfilled' });

function api() {
  return fakeApi((req) => {
    if (req.method === 'GET' && req.path === `${base}/documents`)
      return { status: 200, body: { documents: [], requests: [open, done], remaining: 50 } };
    if (req.method === 'GET' && req.path === '/admin/checklists/dissolution') return { status: 200, body: { checklist } };
    if (req.method === 'POST' && req.path === `${base}/requests`) return { status: 201, body: { request: makeRequest() } };
    if (req.method === 'POST' && req.path.endsWith('/waive')) return { status: 200, body: { request: { ...open, status: 'waived' } } };
    if (req.method === 'PUT') return { status: 200, body: { checklist: { ...checklist, ...(req.body as object), version: 4 } } };
    return undefined;
  });
}

test('requests with their state; a request from the checklist with type and details; waiving an open one', async () => {
  const sent = api();
  const view = renderStaff(<RequestsSection id={CASE} type="dissolution" locale="en" />);
  const w = createWrapper(view.container);
  await waitFor(() => expect(w.findTable()!.findRows()).toHaveLength(2));
  expect(w.findTable()!.findRows()[0].getElement()).toHaveTextContent('Open');
  expect(w.findTable()!.findRows()[1].getElement()).toHaveTextContent('Provided');
  const ask = screen.getByRole('button', { name: 'Request document' });
  expect(ask).toBeDisabled();

  const [fromList, kind] = w.findAllSelects();
  act(() => fromList.openDropdown());
  await waitFor(() => expect(fromList.findDropdown().findOptionByValue('Marriage certificate')).not.toBeNull());
  act(() => fromList.selectOptionByValue('Marriage certificate'));
  act(() => kind.openDropdown());
  act(() => kind.selectOptionByValue('vital_record'));
  act(() => w.findTextarea()!.setTextareaValue(' Both pages. '));
  act(() => ask.click());
  expect(await screen.findByText('The client was asked for the document.')).toBeInTheDocument();
  expect(posts(sent).map((r) => r.body)).toEqual([{ title: 'Marriage certificate', kind: 'vital_record', details: 'Both pages.' }]);
  expect(w.findInput()!.getInputValue()).toBe('');

  act(() => screen.getByRole('button', { name: 'Waive: Birth certificate' }).click());
  await waitFor(() => expect(posts(sent).map((r) => r.path)).toContain(`${base}/requests/${open.id}/waive`));
  expect(screen.queryByRole('button', { name: 'Waive: Pay stubs' })).toBeNull();
});

test('a Spanish-speaking client’s checklist is edited in Spanish (the English one kept) and saved from the version read', async () => {
  const sent = api();
  const view = renderStaff(<RequestsSection id={CASE} type="dissolution" locale="es" />);
  const w = createWrapper(view.container);
  await waitFor(() => expect(w.findTable()!.findRows()).toHaveLength(2));
  const editor = w.findExpandableSection()!;
  act(() => editor.findExpandButton().click());
  const text = editor.findContent().findTextarea()!;
  await waitFor(() => expect(text.getTextareaValue()).toBe('Acta de matrimonio'));
  act(() => text.setTextareaValue('Acta de matrimonio\n\n  Talones de pago  '));
  act(() => screen.getByRole('button', { name: 'Save checklist' }).click());
  await waitFor(() => expect(posts(sent)).toHaveLength(1));
  expect(posts(sent)[0]).toMatchObject({
    method: 'PUT',
    path: '/admin/checklists/dissolution',
    body: { en: ['Marriage certificate', 'Pay stubs'], es: ['Acta de matrimonio', 'Talones de pago'], expectedVersion: 3 },
  });
  expect(await screen.findByText('Checklist saved.')).toBeInTheDocument();
});
