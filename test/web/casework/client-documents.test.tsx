/**
 * The client's document lists (dashboard/workspace/DocumentList with DocumentActions, KindEditor, ReviewControls):
 * what each row says, the short-lived link, removing (confirmed), changing the type, and answering a draft sent for
 * review — each change through the feature's mutation hooks, with the API's answer in words.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentList } from '../../../web/src/features/dashboard/workspace/DocumentList';
import { apiError, CASE, fakeApi, makeDocument, renderClient } from './harness';

const list = (items: ReturnType<typeof makeDocument>[], locale: 'en' | 'es' = 'en') =>
  renderClient(<DocumentList caseId={CASE} heading="Sent by you" empty="No documents yet." items={items} />, { locale });
const base = `/submissions/${CASE}/documents`;

afterEach(() => jest.restoreAllMocks());

test('each row: name, type, format and size, date, and the office’s sender; an empty list says so', () => {
  const mine = makeDocument({ name: 'Driver license.jpg', size: 250_000 });
  const office = makeDocument({
    name: 'SC-100 draft.pdf',
    contentType: 'application/pdf',
    kind: 'draft',
    size: 3_500_000,
    source: 'staff',
    uploadedBy: { role: 'staff', name: 'Rosa' },
  });
  const { unmount } = list([mine, office]);
  const [a, b] = screen.getAllByTestId('ws-document');
  expect(a).toHaveTextContent('Identification (ID, passport)');
  expect(a).toHaveTextContent('JPEG · 244 KB · Added');
  expect(b).toHaveTextContent('PDF · 3.3 MB');
  expect(b).toHaveTextContent('· Rosa');
  // Only the client's own, available documents can be removed or retyped.
  expect(within(a).getByRole('button', { name: 'Remove: Driver license.jpg' })).toBeInTheDocument();
  expect(within(b).queryByRole('button', { name: /Remove/ })).toBeNull();
  expect(within(b).queryByRole('button', { name: /Change type/ })).toBeNull();
  unmount();
  list([]);
  expect(screen.getByText('No documents yet.')).toBeInTheDocument();
});

test('view opens the short-lived link in a new tab; a failure says the document could not be opened', async () => {
  const d = makeDocument();
  let fail = false;
  const sent = fakeApi((req) =>
    req.path === `${base}/${d.id}/link`
      ? fail
        ? apiError(503, 'unavailable')
        : { status: 200, body: { url: 'http://s3.test/doc?sig=1', expiresAt: '2026-01-05T17:10:00.000Z' } }
      : undefined,
  );
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const user = userEvent.setup();
  list([d]);
  await user.click(screen.getByRole('button', { name: `View: ${d.name}` }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('http://s3.test/doc?sig=1', '_blank', 'noopener'));
  expect(sent[0].body).toEqual({ action: 'view' });
  fail = true;
  await user.click(screen.getByRole('button', { name: `View: ${d.name}` }));
  expect(await screen.findByText('The document could not be opened. Try again.')).toBeInTheDocument();
});

test('remove asks first; confirmed, it deletes and says so; declined, nothing is sent', async () => {
  const d = makeDocument({ name: 'Old photo.jpg' });
  const sent = fakeApi((req) => (req.method === 'DELETE' ? { status: 204 } : undefined));
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const user = userEvent.setup();
  list([d]);
  await user.click(screen.getByRole('button', { name: 'Remove: Old photo.jpg' }));
  expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Remove: Old photo.jpg' }));
  expect(await screen.findByText('Old photo.jpg was removed.')).toBeInTheDocument();
  expect(confirm).toHaveBeenLastCalledWith('Remove Old photo.jpg? The office will no longer have it.');
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${base}/${d.id}`]);
});

test('the type can be changed; the API’s refusal is shown at the field', async () => {
  const d = makeDocument({ kind: 'other', name: 'Scan.pdf', contentType: 'application/pdf' });
  let refuse = true;
  const sent = fakeApi((req) =>
    req.method === 'PUT'
      ? refuse
        ? apiError(400, 'validation_failed', { kind: ['documents.errors.kind'] })
        : { status: 200, body: { document: { ...d, kind: 'court_order' } } }
      : undefined,
  );
  const user = userEvent.setup();
  list([d]);
  await user.click(screen.getByRole('button', { name: 'Change type: Scan.pdf' }));
  await user.selectOptions(screen.getByLabelText('Type of document: Scan.pdf'), 'court_order');
  await user.click(screen.getByRole('button', { name: 'Save type' }));
  expect(await screen.findByText('Choose what kind of document this is.')).toBeInTheDocument();
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Save type' }));
  expect(await screen.findByText('The type of Scan.pdf was changed.')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ kind: 'court_order' }, { kind: 'court_order' }]);
  expect(screen.queryByRole('button', { name: 'Save type' })).toBeNull();
});

test('a draft to review: approve, or ask for changes with a comment (required); an answered one shows the answer', async () => {
  const draft = makeDocument({
    name: 'SC-100 draft.pdf',
    kind: 'draft',
    source: 'staff',
    uploadedBy: { role: 'staff', name: 'Rosa' },
    review: { decision: 'pending', comment: null, at: null },
  });
  const sent = fakeApi((req) =>
    req.path.endsWith('/review')
      ? { status: 200, body: { document: { ...draft, review: { ...draft.review!, decision: 'approved' } } } }
      : undefined,
  );
  const user = userEvent.setup();
  const { unmount } = list([draft]);
  await user.click(screen.getByRole('button', { name: 'Ask for changes: SC-100 draft.pdf' }));
  await user.click(screen.getByRole('button', { name: 'Send my answer' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.type(screen.getByLabelText('What should we change?'), 'The address is wrong.');
  await user.click(screen.getByRole('button', { name: 'Send my answer' }));
  expect(await screen.findByText('Thank you. The office will see your answer.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Approve: SC-100 draft.pdf' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent.map((r) => r.body)).toEqual([{ decision: 'changes_requested', comment: 'The address is wrong.' }, { decision: 'approved' }]);
  unmount();
  list([{ ...draft, review: { decision: 'changes_requested', comment: 'Fix the date', at: '2026-01-05T18:00:00.000Z' } }], 'es');
  expect(screen.getByTestId('ws-review-state')).toHaveTextContent('Usted pidió cambios: “Fix the date”');
});

test('approving that fails says why, next to the buttons', async () => {
  const draft = makeDocument({ kind: 'draft', source: 'staff', review: { decision: 'pending', comment: null, at: null } });
  fakeApi((req) => (req.path.endsWith('/review') ? apiError(409, 'conflict') : undefined));
  const user = userEvent.setup();
  list([draft]);
  await user.click(screen.getByRole('button', { name: `Approve: ${draft.name}` }));
  expect(await within(screen.getByTestId('ws-review')).findByRole('alert')).toHaveTextContent(
    'Someone else changed this first. The latest information is shown.',
  );
});
