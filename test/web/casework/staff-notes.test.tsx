/** Internal notes (admin/case/NotesSection): listed with author and time, labelled as never shown to the client; a note is added and the list refreshes. */
import { act, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { NotesSection } from '../../../web/src/features/admin/case/NotesSection';
import { CASE, fakeApi, renderStaff } from './harness';

jest.setTimeout(30_000);

test('lists the notes, adds one (trimmed) and shows it after the refresh; empty notes cannot be sent', async () => {
  const notes = [{ id: 'n1', body: 'Client prefers mornings.', author: { role: 'staff', name: 'Rosa' }, at: '2026-01-05T17:00:00.000Z' }];
  const sent = fakeApi((req) => {
    if (req.method === 'GET') return { status: 200, body: { items: [...notes].reverse(), nextCursor: null } };
    if (req.method === 'POST') {
      const note = {
        id: 'n2',
        body: (req.body as { body: string }).body,
        author: { role: 'staff', name: 'Sofía' },
        at: '2026-01-05T18:00:00.000Z',
      };
      notes.push(note);
      return { status: 201, body: { note } };
    }
    return undefined;
  });
  const view = renderStaff(<NotesSection id={CASE} />);
  expect(await screen.findByText('Client prefers mornings.')).toBeInTheDocument();
  expect(screen.getAllByText('Internal — the client does not see this.').length).toBeGreaterThan(0);
  const add = screen.getByRole('button', { name: 'Add internal note' });
  expect(add).toBeDisabled();
  act(() => createWrapper(view.container).findTextarea()!.setTextareaValue('  Bring the certificate Monday.  '));
  act(() => add.click());
  expect(await screen.findByText('Note added.')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ body: 'Bring the certificate Monday.' }]);
  await waitFor(() => expect(screen.getByText('Bring the certificate Monday.')).toBeInTheDocument());
  expect(createWrapper(view.container).findTextarea()!.getTextareaValue()).toBe('');
});
