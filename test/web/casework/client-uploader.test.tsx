/**
 * The client's upload form (dashboard/workspace/Uploader) through the shared upload hook: the file rules before
 * anything is sent, the start call's body, progress from S3's XHR, completion, and each failure in its own words —
 * storage refusing the file is not "wrong file type", the API's refusal shows its field error — plus cancel.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Uploader } from '../../../web/src/features/dashboard/workspace/Uploader';
import {
  apiError,
  CASE,
  fakeApi,
  FakeXhr,
  JPEG,
  makeDocument,
  makeRequest,
  pdfFile,
  renderClient,
  startAnswer,
  type Sent,
} from './harness';

const START = `/submissions/${CASE}/documents`;
const doc = makeDocument({ name: 'Lease.pdf', contentType: 'application/pdf', kind: 'court_order' });

function setup(
  props: Partial<Parameters<typeof Uploader>[0]> = {},
  route: (req: Sent) => ReturnType<Parameters<typeof fakeApi>[0]> = () => undefined,
) {
  FakeXhr.install();
  const sent = fakeApi((req) => {
    const r = route(req);
    if (r) return r;
    if (req.method === 'POST' && req.path === START) return { status: 201, body: startAnswer(doc) };
    if (req.method === 'POST' && req.path === `${START}/${doc.id}/complete`) return { status: 200, body: { document: doc } };
    return undefined;
  });
  const onRequestChange = jest.fn();
  renderClient(<Uploader caseId={CASE} openRequests={[]} requestId="" onRequestChange={onRequestChange} remaining={12} {...props} />);
  return { sent, onRequestChange, user: userEvent.setup() };
}

const picker = () => screen.getByTestId('ws-file');
const posts = (sent: Sent[]) => sent.filter((r) => r.method === 'POST');

test('a refused file shows the rule it breaks and sends nothing', async () => {
  const { sent, user } = setup();
  await user.upload(picker(), pdfFile('renamed.pdf', JPEG));
  expect(await screen.findByRole('alert')).toHaveTextContent("This file's content does not match its type");
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This file is empty. Choose another file.');
  expect(posts(sent)).toEqual([]);
  expect(FakeXhr.sent).toEqual([]);
});

test('the type is required: both missing pieces are said at once, nothing is sent', async () => {
  const { sent, user } = setup();
  await user.upload(picker(), pdfFile('lease.pdf'));
  await user.clear(screen.getByLabelText('Document name', { exact: false }));
  await user.type(screen.getByLabelText('Document name', { exact: false }), 'a/b');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Choose what kind of document this is.')).toBeInTheDocument();
  expect(screen.getByText('Give the document a name of 1 to 200 characters, without slashes.')).toBeInTheDocument();
  expect(posts(sent)).toEqual([]);
});

test('uploads: start with name, type, size and the request; progress from S3; complete; the form resets', async () => {
  const request = makeRequest({ kind: 'court_order' });
  const { sent, user, onRequestChange } = setup({ openRequests: [request], requestId: request.id });
  await user.upload(picker(), pdfFile('lease.pdf'));
  // The name is proposed once the file's bytes are checked (asynchronous: a loaded machine takes longer).
  await waitFor(() => expect(screen.getByLabelText('Document name', { exact: false })).toHaveValue('lease'));
  await user.selectOptions(screen.getByTestId('ws-kind'), 'court_order');
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect(posts(sent)[0]).toMatchObject({
    path: START,
    body: { name: 'lease.pdf', kind: 'court_order', requestId: request.id, contentType: 'application/pdf', size: 9 },
  });
  const xhr = FakeXhr.sent[0];
  expect([xhr.method, xhr.url, xhr.body!.get('key'), (xhr.body!.get('file') as File).name]).toEqual([
    'POST',
    'http://s3.test/lda-documents',
    `uploads/${CASE}/${doc.id}`,
    'lease.pdf',
  ]);
  act(() => xhr.progress(4, 10));
  expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
  expect(screen.getByText('Uploading lease.pdf: 40%')).toBeInTheDocument();
  act(() => xhr.answer(204));

  expect(await screen.findByText('lease.pdf was uploaded.')).toBeInTheDocument();
  expect(posts(sent).map((r) => r.path)).toEqual([START, `${START}/${doc.id}/complete`]);
  expect(screen.getByLabelText('Document name', { exact: false })).toHaveValue('');
  expect(onRequestChange).toHaveBeenCalledWith('');
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('storage refusing the file says the file could not be sent (not "wrong type"), and nothing is completed', async () => {
  const { sent, user } = setup();
  await user.upload(picker(), pdfFile('lease.pdf'));
  await user.selectOptions(screen.getByTestId('ws-kind'), 'other');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  act(() => FakeXhr.sent[0].answer(403));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be sent. Check your connection and try again.');
  expect(screen.queryByText(/This type of file is not accepted/)).toBeNull();
  expect(posts(sent).map((r) => r.path)).toEqual([START]);
});

test('the API refusing the upload shows its own reason (the case is full)', async () => {
  const { user } = setup({}, (req) =>
    req.method === 'POST' && req.path === START ? apiError(400, 'validation_failed', { _: ['documents.errors.limit'] }) : undefined,
  );
  await user.upload(picker(), pdfFile('lease.pdf'));
  await user.selectOptions(screen.getByTestId('ws-kind'), 'other');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This file already has 50 documents');
  expect(FakeXhr.sent).toEqual([]);
});

test('cancel stops the upload under way: no error, nothing completed, the form is ready again', async () => {
  const { sent, user } = setup();
  await user.upload(picker(), pdfFile('lease.pdf'));
  await user.selectOptions(screen.getByTestId('ws-kind'), 'other');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(FakeXhr.sent[0].aborted).toBe(true);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
  expect(screen.queryByRole('alert')).toBeNull();
  expect(posts(sent).map((r) => r.path)).toEqual([START]);
});

test('in Spanish, with the request’s type chosen for the answer', async () => {
  const request = makeRequest({ title: 'Acta de matrimonio', kind: 'vital_record' });
  FakeXhr.install();
  fakeApi(() => undefined);
  renderClient(<Uploader caseId={CASE} openRequests={[request]} requestId={request.id} onRequestChange={() => undefined} remaining={3} />, {
    locale: 'es',
  });
  expect(screen.getByText('Espacio para documentos: quedan 3 de 50.')).toBeInTheDocument();
  expect(screen.getByTestId('ws-kind')).toHaveValue('vital_record');
  expect(screen.getByLabelText('Este documento responde a')).toHaveValue(request.id);
  expect(screen.getByRole('button', { name: 'Subir' })).toBeEnabled();
});

test('a file dropped on the drop zone is chosen like a picked one (and checked the same way)', async () => {
  setup();
  const zone = screen.getByTestId('ws-drop');
  fireEvent.dragOver(zone);
  expect(zone).toHaveClass('ws-drop--over');
  fireEvent.drop(zone, { dataTransfer: { files: [pdfFile('renamed.pdf', JPEG)] } });
  expect(await screen.findByRole('alert')).toHaveTextContent("This file's content does not match its type");
  expect(zone).not.toHaveClass('ws-drop--over');
  fireEvent.drop(zone, { dataTransfer: { files: [pdfFile('Lease.pdf')] } });
  expect(await screen.findByText('Lease.pdf')).toBeInTheDocument();
  expect(screen.getByLabelText('Document name', { exact: false })).toHaveValue('Lease');
  expect(screen.queryByRole('alert')).toBeNull();
});
