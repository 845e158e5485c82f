/**
 * The client's workspace as its sections together (dashboard/workspace/Workspace): loading, a failed read with a
 * retry, and "Upload this document" on a request choosing that request (and its type) in the upload form.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Workspace } from '../../../web/src/features/dashboard/workspace/Workspace';
import { CASE, fakeApi, makeDocument, makeRequest, renderClient, threadPage } from './harness';

test('a failed read offers a retry; then requests, both document lists and the thread; a request’s button picks it', async () => {
  const request = makeRequest({ title: 'Marriage certificate', kind: 'vital_record' });
  const mine = makeDocument({ name: 'ID.jpg' });
  const office = makeDocument({
    name: 'Draft.pdf',
    contentType: 'application/pdf',
    kind: 'draft',
    source: 'staff',
    uploadedBy: { role: 'staff', name: 'Rosa' },
  });
  let down = true;
  fakeApi((req) => {
    if (req.path === `/submissions/${CASE}/documents`)
      return down
        ? { status: 503, body: { error: { code: 'unavailable', message: 'down' } } }
        : { status: 200, body: { documents: [mine, office], requests: [request], remaining: 48 } };
    if (req.path.startsWith(`/submissions/${CASE}/messages`)) return { status: 200, body: threadPage([]) };
    return undefined;
  });
  const user = userEvent.setup();
  renderClient(<Workspace caseId={CASE} />);
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  down = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Action needed' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'From the office' }).parentElement).toHaveTextContent('Draft.pdf');
  expect(screen.getByRole('heading', { level: 3, name: 'Sent by you' }).parentElement).toHaveTextContent('ID.jpg');
  expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  expect(screen.getByText('Places left for documents: 48 of 50.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Upload this document: Marriage certificate' }));
  expect(screen.getByLabelText('This document answers')).toHaveValue(request.id);
  expect(screen.getByTestId('ws-kind')).toHaveValue('vital_record');
  expect(screen.getByTestId('ws-file')).toHaveFocus();
});
