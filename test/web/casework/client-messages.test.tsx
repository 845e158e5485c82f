/**
 * The client's thread (dashboard/workspace/MessagesPanel): oldest first with earlier pages on request, read once by
 * the shared unread rule (not when nothing is unread), and the reply form's checks and its call.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_MESSAGE_LENGTH } from '../../../shared/casework';
import { MessagesPanel } from '../../../web/src/features/dashboard/workspace/MessagesPanel';
import { CASE, fakeApi, makeDocument, makeMessage, renderClient, threadPage, type Sent } from './harness';

const path = `/submissions/${CASE}/messages`;
const reads = (sent: Sent[]) => sent.filter((r) => r.method === 'POST' && r.path === `${path}/read`);

test('oldest first, earlier messages on request, and a message pointing at a document links to it', async () => {
  const doc = makeDocument({ name: 'Will.pdf' });
  const newest = makeMessage({
    body: 'Here is the will.',
    author: { role: 'client', name: 'Lucía' },
    documentId: doc.id,
    at: '2026-01-05T18:00:00.000Z',
  });
  const older = makeMessage({ body: 'Please send the will.', at: '2026-01-05T17:00:00.000Z' });
  const oldest = makeMessage({ body: 'Welcome to the office.', at: '2026-01-04T17:00:00.000Z' });
  fakeApi((req) =>
    req.method === 'GET' && req.path.startsWith(path)
      ? { status: 200, body: req.path.includes('cursor=c1') ? threadPage([oldest]) : threadPage([newest, older], {}, 'c1') }
      : undefined,
  );
  renderClient(<MessagesPanel caseId={CASE} documents={[doc]} />);
  await waitFor(() => expect(screen.getAllByTestId('ws-message')).toHaveLength(2));
  expect(screen.getAllByTestId('ws-message').map((m) => m.querySelector('.ws-pre')!.textContent)).toEqual([
    'Please send the will.',
    'Here is the will.',
  ]);
  expect(screen.getAllByTestId('ws-message')[0]).toHaveTextContent('Rosa (office)');
  expect(screen.getByRole('link', { name: 'Document: Will.pdf' })).toHaveAttribute('href', '#documents');
  await userEvent.setup().click(screen.getByTestId('ws-earlier'));
  await waitFor(() => expect(screen.getAllByTestId('ws-message')).toHaveLength(3));
  expect(screen.getAllByTestId('ws-message')[0]).toHaveTextContent('Welcome to the office.');
  expect(screen.queryByTestId('ws-earlier')).toBeNull();
});

test('an unread office message is marked read once; a thread with nothing unread is not', async () => {
  const m = makeMessage({ at: '2026-01-05T18:00:00.000Z' });
  let markers = { lastStaffMessageAt: m.at, clientReadAt: '2026-01-05T17:00:00.000Z' };
  const sent = fakeApi((req) => {
    if (req.method === 'GET' && req.path.startsWith(path)) return { status: 200, body: threadPage([m], markers) };
    if (req.path === `${path}/read`) {
      markers = { ...markers, clientReadAt: '2026-01-05T18:30:00.000Z' };
      return { status: 200, body: { thread: threadPage([], markers).thread } };
    }
    return undefined;
  });
  const { unmount } = renderClient(<MessagesPanel caseId={CASE} documents={[]} />);
  await waitFor(() => expect(reads(sent)).toHaveLength(1));
  // The refreshed thread says read: no second mark.
  await waitFor(() => expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2));
  expect(reads(sent)).toHaveLength(1);
  unmount();
  const again = fakeApi((req) => (req.method === 'GET' ? { status: 200, body: threadPage([m], markers) } : undefined));
  renderClient(<MessagesPanel caseId={CASE} documents={[]} />);
  expect(await screen.findByText(m.body)).toBeInTheDocument();
  expect(reads(again)).toEqual([]);
});

test('the reply: required, at most 5,000 characters, sent with the linked document, then cleared', async () => {
  const doc = makeDocument({ name: 'Will.pdf' });
  const sent = fakeApi((req) => {
    if (req.method === 'GET') return { status: 200, body: threadPage([]) };
    if (req.path === path)
      return { status: 201, body: { message: makeMessage({ body: 'Thanks', author: { role: 'client', name: 'Lucía' } }) } };
    return undefined;
  });
  const user = userEvent.setup();
  renderClient(<MessagesPanel caseId={CASE} documents={[doc]} />);
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByText('This field is required.')).toBeInTheDocument();
  const box = screen.getByTestId('ws-message-body');
  await user.click(box);
  await user.paste('x'.repeat(MAX_MESSAGE_LENGTH + 1));
  expect(screen.getByText('5001 of 5,000 characters')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getByText('This is too long.')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  await user.clear(box);
  await user.type(box, '  Thanks  ');
  await user.selectOptions(screen.getByLabelText('Link a document (optional)'), doc.id);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText('Message sent.')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ body: 'Thanks', documentId: doc.id }]);
  expect(box).toHaveValue('');
});
