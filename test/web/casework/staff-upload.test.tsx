/**
 * The office's upload (admin/case/StaffUpload) through the shared upload hook — the path no test ran before: the
 * file rules on choosing, the start call with type and review, S3's progress, completion, and storage's refusal in
 * its own words (it used to read "This type of file is not accepted" on any storage failure), plus cancel.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { StaffUpload } from '../../../web/src/features/admin/case/StaffUpload';
import { apiError, CASE, fakeApi, FakeXhr, JPEG, makeDocument, pdfFile, renderStaff, startAnswer, type Sent } from './harness';

jest.setTimeout(30_000);

const START = `/admin/submissions/${CASE}/documents`;
const doc = makeDocument({ name: 'Filed SC-100.pdf', contentType: 'application/pdf', kind: 'filed_copy', source: 'staff' });
const posts = (sent: Sent[]) => sent.filter((r) => r.method === 'POST');

function setup(route: (req: Sent) => ReturnType<Parameters<typeof fakeApi>[0]> = () => undefined) {
  FakeXhr.install();
  const sent = fakeApi((req) => {
    const r = route(req);
    if (r) return r;
    if (req.method === 'POST' && req.path === START) return { status: 201, body: startAnswer(doc) };
    if (req.method === 'POST' && req.path === `${START}/${doc.id}/complete`) return { status: 200, body: { document: doc } };
    return undefined;
  });
  const view = renderStaff(<StaffUpload id={CASE} />);
  return { sent, user: userEvent.setup(), wrapper: createWrapper(view.container) };
}

const input = () => screen.getByTestId('staff-file') as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Upload' });
/** The file field's error (Cloudscape's FormField error), or null. Read after the screen has settled (findBy…). */
const fieldError = () => createWrapper(document.body).findFormField()!.findError()?.getElement().textContent ?? null;

test('uploads a filed copy: type and review in the start call, progress from S3, completed, announced, the input cleared', async () => {
  const { sent, user, wrapper } = setup();
  await user.upload(input(), pdfFile('Filed SC-100.pdf'));
  const kind = wrapper.findSelect()!;
  act(() => kind.openDropdown());
  act(() => kind.selectOptionByValue('filed_copy'));
  act(() => wrapper.findCheckbox()!.findNativeInput().click());
  await waitFor(() => expect(send()).toBeEnabled());
  await user.click(send());

  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect(posts(sent)[0].body).toEqual({
    name: 'Filed SC-100.pdf',
    contentType: 'application/pdf',
    size: 9,
    kind: 'filed_copy',
    forReview: false,
  });
  act(() => FakeXhr.sent[0].progress(5, 10));
  expect(wrapper.findProgressBar()!.findPercentageText()!.getElement()).toHaveTextContent('50%');
  expect(wrapper.findProgressBar()!.getElement()).toHaveTextContent('Uploading Filed SC-100.pdf');
  act(() => FakeXhr.sent[0].answer(204));

  expect(await screen.findByText('The document was uploaded and the client was emailed.')).toBeInTheDocument();
  expect(posts(sent).map((r) => r.path)).toEqual([START, `${START}/${doc.id}/complete`]);
  expect(input().files).toHaveLength(0);
  expect(send()).toBeDisabled();
});

test('storage refusing the file says it could not be sent — not "wrong file type" — and nothing is completed', async () => {
  const { sent, user } = setup();
  await user.upload(input(), pdfFile());
  await user.click(send());
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  act(() => FakeXhr.sent[0].answer(500));
  await screen.findByText('The file could not be sent. Check your connection and try again.');
  expect(fieldError()).toBe('The file could not be sent. Check your connection and try again.');
  expect(posts(sent).map((r) => r.path)).toEqual([START]);
  expect(screen.queryByText(/This type of file is not accepted/)).toBeNull();
});

test('a file breaking the rules is refused on choosing it: its reason at the field, nothing to send', async () => {
  const { sent, user } = setup();
  await user.upload(input(), pdfFile('renamed.pdf', JPEG));
  await screen.findByText(/^This file's content does not match its type/);
  expect(fieldError()).toMatch(/^This file's content does not match its type/);
  expect(send()).toBeDisabled();
  expect(sent).toEqual([]);
});

test('the API’s refusal shows its reason at the field (the case is full); cancel stops an upload with no error', async () => {
  let full = true;
  const { sent, user } = setup((req) =>
    full && req.method === 'POST' && req.path === START ? apiError(400, 'validation_failed', { _: ['documents.errors.limit'] }) : undefined,
  );
  await user.upload(input(), pdfFile());
  await user.click(send());
  await screen.findByText(/^This file already has 50 documents/);
  expect(fieldError()).toMatch(/^This file already has 50 documents/);
  expect(FakeXhr.sent).toEqual([]);

  full = false;
  await user.click(send());
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Cancel the upload' }));
  expect(FakeXhr.sent[0].aborted).toBe(true);
  await waitFor(() => expect(send()).toBeEnabled());
  expect(fieldError()).toBeNull();
  expect(posts(sent).filter((r) => r.path.endsWith('/complete'))).toEqual([]);
});
