/** What the office asks the client for (dashboard/workspace/RequestsPanel): "Action needed" while any is open, each request's state, the upload button. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestsPanel } from '../../../web/src/features/dashboard/workspace/RequestsPanel';
import { makeRequest, renderClient } from './harness';

test('open requests make it "Action needed"; each says its state; only an open one offers the upload', async () => {
  const open = makeRequest({ title: 'Marriage certificate' });
  const done = makeRequest({ title: 'Pay stubs', status: 'fulfilled', details: null });
  const waived = makeRequest({ title: 'Prior orders', status: 'waived', details: null });
  const onUpload = jest.fn();
  renderClient(<RequestsPanel requests={[open, done, waived]} onUpload={onUpload} />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Action needed');
  const rows = screen.getAllByTestId('ws-request');
  expect(rows.map((r) => [r.dataset.status, within(r).getByText(/Needed|Received|No longer needed/).textContent])).toEqual([
    ['open', 'Needed'],
    ['fulfilled', 'Received'],
    ['waived', 'No longer needed'],
  ]);
  expect(rows[0]).toHaveTextContent('A clear photo of both pages is fine.');
  expect(screen.getAllByRole('button')).toHaveLength(1);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Upload this document: Marriage certificate' }));
  expect(onUpload).toHaveBeenCalledWith(open.id);
});

test('nothing asked: the plain heading and a sentence saying so, in Spanish too', () => {
  const { unmount } = renderClient(<RequestsPanel requests={[]} onUpload={() => undefined} />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Documents the office needs from you');
  expect(screen.getByText('The office has not asked for any documents.')).toBeInTheDocument();
  unmount();
  renderClient(<RequestsPanel requests={[makeRequest({ status: 'fulfilled' })]} onUpload={() => undefined} />, { locale: 'es' });
  expect(screen.getByTestId('ws-requests')).not.toHaveClass('ws-action');
  expect(screen.getByTestId('ws-request')).toHaveTextContent('Recibido');
});
