/**
 * The thread with the client (admin/case/MessagesSection): oldest first, the client's unread messages read once by
 * the shared rule (not the office's own), the reply's limit and its call; a refusal is a flash with its reason.
 */
import { act, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { MAX_MESSAGE_LENGTH } from '../../../shared/casework';
import { MessagesSection } from '../../../web/src/features/admin/case/MessagesSection';
import { apiError, CASE, fakeApi, makeMessage, renderStaff, threadPage, type Sent } from './harness';

jest.setTimeout(30_000);

const path = `/admin/submissions/${CASE}/messages`;
const reads = (sent: Sent[]) => sent.filter((r) => r.method === 'POST' && r.path === `${path}/read`);

test('the client’s unread message is read once; the thread shows oldest first with who wrote', async () => {
  const fromClient = makeMessage({
    body: 'I will send it tomorrow.',
    author: { role: 'client', name: 'Lucía Torres' },
    at: '2026-01-05T18:00:00.000Z',
  });
  const fromOffice = makeMessage({ body: 'Please send the certificate.', at: '2026-01-05T17:00:00.000Z' });
  let markers = { lastClientMessageAt: fromClient.at, lastStaffMessageAt: fromOffice.at, staffReadAt: fromOffice.at };
  const sent = fakeApi((req) => {
    if (req.method === 'GET' && req.path.endsWith('/contact')) return { status: 200, body: { rules: null, held: [] } };
    if (req.method === 'GET') return { status: 200, body: threadPage([fromClient, fromOffice], markers) };
    if (req.path === `${path}/read`) {
      markers = { ...markers, staffReadAt: '2026-01-05T18:30:00.000Z' };
      return { status: 200, body: { thread: threadPage([], markers).thread } };
    }
    return undefined;
  });
  const view = renderStaff(<MessagesSection id={CASE} />);
  // States waited on with room for a busy machine (waitFor's 1 s default ran out once under a parallel api run).
  await waitFor(() => expect(reads(sent)).toHaveLength(1), { timeout: 10_000 });
  // The thread read twice (its page, again after the read marker); the case's contact rules beside the reply box apart.
  await waitFor(() => expect(sent.filter((r) => r.method === 'GET' && r.path.startsWith(path))).toHaveLength(2), { timeout: 10_000 });
  expect(reads(sent)).toHaveLength(1);
  const items = [...view.container.querySelectorAll('.admin-thread__msg')].map((li) => li.textContent);
  expect(items[0]).toContain('Please send the certificate.');
  expect(items[1]).toContain('Lucía Torres (Client)');
  expect(items[1]).toContain('I will send it tomorrow.');
});

test('only the office’s own messages: nothing is marked read', async () => {
  const m = makeMessage({ body: 'Welcome.', at: '2026-01-05T17:00:00.000Z' });
  const sent = fakeApi((req) => (req.method === 'GET' ? { status: 200, body: threadPage([m], { lastStaffMessageAt: m.at }) } : undefined));
  renderStaff(<MessagesSection id={CASE} />);
  expect(await screen.findByText('Welcome.')).toBeInTheDocument();
  expect(reads(sent)).toEqual([]);
});

test('a reply over 5,000 characters cannot be sent; a refused reply flashes the reason; a sent one clears the box', async () => {
  let refuse = true;
  const sent = fakeApi((req) => {
    if (req.method === 'GET') return { status: 200, body: threadPage([]) };
    if (req.path === path)
      return refuse
        ? apiError(400, 'validation_failed', { body: ['errors.field.invalid'] })
        : { status: 201, body: { message: makeMessage({ body: 'Received.' }) } };
    return undefined;
  });
  const view = renderStaff(<MessagesSection id={CASE} />);
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  const box = createWrapper(view.container).findTextarea()!;
  const send = screen.getByRole('button', { name: 'Send to the client' });
  act(() => box.setTextareaValue('x'.repeat(MAX_MESSAGE_LENGTH + 1)));
  expect(send).toBeDisabled();
  expect(screen.getByText('This is too long.')).toBeInTheDocument();
  act(() => box.setTextareaValue(' Received. '));
  act(() => send.click());
  expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
  expect(screen.getByText('This value is not valid.')).toBeInTheDocument();
  refuse = false;
  act(() => send.click());
  expect(await screen.findByText('Message sent; the client was emailed.')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ body: 'Received.' }, { body: 'Received.' }]);
  expect(box.getTextareaValue()).toBe('');
});
