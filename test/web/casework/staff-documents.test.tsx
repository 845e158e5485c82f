/**
 * The case's documents for staff (admin/case/DocumentsSection with AccessLog): the table (type, sender, review
 * state), opening a document (recorded: the access log refreshes), removing, retyping in place, adding the court
 * forms; a refusal is a flash with its reason.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { DocumentsSection } from '../../../web/src/features/admin/case/DocumentsSection';
import { apiError, CASE, fakeApi, makeDocument, renderStaff, type Sent } from './harness';

jest.setTimeout(60_000);

const base = `/admin/submissions/${CASE}`;
const gets = (sent: Sent[], path: string) => sent.filter((r) => r.method === 'GET' && r.path.startsWith(path));

test('the table, a view recorded in the access log, a removal, and the court forms added (or refused)', async () => {
  const id = makeDocument({ name: 'Driver license.jpg', uploadedBy: { role: 'client', name: 'Lucía Torres' } });
  const draft = makeDocument({
    name: 'SC-100 draft.pdf',
    contentType: 'application/pdf',
    kind: 'draft',
    source: 'staff',
    uploadedBy: { role: 'staff', name: 'Rosa' },
    review: { decision: 'changes_requested', comment: 'Fix the date', at: '2026-01-05T18:00:00.000Z' },
  });
  let documents = [id, draft];
  const access: Array<Record<string, unknown>> = [];
  let packetRefused = true;
  const sent = fakeApi((req) => {
    if (req.method === 'GET' && req.path === `${base}/documents`) return { status: 200, body: { documents, requests: [], remaining: 48 } };
    if (req.method === 'GET' && req.path.startsWith(`${base}/document-access`))
      return { status: 200, body: { items: access, nextCursor: null } };
    if (req.path === `${base}/documents/${id.id}/link`) {
      access.unshift({
        id: 'a1',
        documentId: id.id,
        action: 'view',
        actor: { role: 'staff', name: 'Rosa' },
        at: '2026-01-05T19:00:00.000Z',
      });
      return { status: 200, body: { url: 'http://s3.test/id?sig', expiresAt: '2026-01-05T19:05:00.000Z' } };
    }
    if (req.method === 'DELETE') {
      documents = documents.filter((d) => !req.path.endsWith(d.id));
      return { status: 204 };
    }
    if (req.path === `${base}/court-forms/case-document`)
      return packetRefused
        ? apiError(409, 'conflict')
        : { status: 201, body: { document: makeDocument({ name: 'Court forms (filing packet).pdf' }) } };
    return undefined;
  });
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const view = renderStaff(<DocumentsSection id={CASE} />);
  const table = () => createWrapper(view.container).findTable()!;
  await waitFor(() => expect(table().findRows()).toHaveLength(2));
  const rows = table()
    .findRows()
    .map((r) => r.getElement().textContent);
  expect(rows[0]).toContain('Identification (ID, passport)');
  expect(rows[0]).toContain('Client');
  expect(rows[1]).toContain('Office (Rosa)');
  expect(rows[1]).toContain('Changes requested: “Fix the date”');

  act(() => screen.getByRole('button', { name: 'View: Driver license.jpg' }).click());
  await waitFor(() => expect(open).toHaveBeenCalledWith('http://s3.test/id?sig', '_blank', 'noopener'));
  await waitFor(() => expect(gets(sent, `${base}/document-access`)).toHaveLength(2));

  act(() => screen.getByRole('button', { name: 'Remove: SC-100 draft.pdf' }).click());
  await waitFor(() => expect(table().findRows()).toHaveLength(1));
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${base}/documents/${draft.id}`]);

  act(() => screen.getByTestId('add-packet').click());
  expect(await screen.findByText('Someone else changed this first. The latest information is shown.')).toBeInTheDocument();
  packetRefused = false;
  act(() => screen.getByTestId('add-packet').click());
  expect(
    await screen.findByText('The court forms were added to the case for the client’s review, and the client was emailed.'),
  ).toBeInTheDocument();
  open.mockRestore();
});

test('the access log names who opened which document; a document is retyped in place', async () => {
  const d = makeDocument({ name: 'Scan.pdf', contentType: 'application/pdf', kind: 'other' });
  const sent = fakeApi((req) => {
    if (req.method === 'GET' && req.path === `${base}/documents`)
      return { status: 200, body: { documents: [d], requests: [], remaining: 49 } };
    if (req.method === 'GET' && req.path.startsWith(`${base}/document-access`))
      return {
        status: 200,
        body: {
          items: [
            {
              id: 'a1',
              documentId: d.id,
              action: 'download',
              actor: { role: 'client', name: 'Lucía Torres' },
              at: '2026-01-05T19:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      };
    if (req.method === 'PUT') return { status: 200, body: { document: { ...d, kind: 'court_order' } } };
    return undefined;
  });
  const view = renderStaff(<DocumentsSection id={CASE} />);
  const wrapper = createWrapper(view.container);
  await waitFor(() => expect(wrapper.findTable()!.findRows()).toHaveLength(1));
  act(() => wrapper.findExpandableSection()!.findExpandButton().click());
  const log = wrapper.findExpandableSection()!.findContent().getElement();
  await waitFor(() => expect(within(log).getByText('Lucía Torres (Client)')).toBeInTheDocument());
  expect(log).toHaveTextContent('Download');
  expect(log).toHaveTextContent('Scan.pdf');

  const table = wrapper.findTable()!;
  act(() => table.findEditCellButton(1, 2)!.click());
  const select = table.findEditingCell()!.findSelect()!;
  act(() => select.openDropdown());
  act(() => select.selectOptionByValue('court_order', { expandToViewport: true }));
  act(() => table.findEditingCellSaveButton()!.click());
  await waitFor(() => expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ kind: 'court_order' }]));
});
