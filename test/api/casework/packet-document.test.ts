/**
 * "Add the court forms to the case" (POST /admin/submissions/{id}/court-forms/case-document): the packet staff see
 * becomes an office document of type `filing_packet` waiting for the client's review — the stored object is the
 * packet's bytes (a PDF with the packet's pages, read back with pdf-lib), the client is emailed through the outbox,
 * the action is in the audit log, and the client's answer reaches staff.
 */
import { waitForMail } from './env';
import { PDFDocument } from 'pdf-lib';
import { keys, queries } from '../../../functions/lib/store/keys';
import { queryAll } from '../../../functions/lib/store/query';
import { client, newSubmission, newUser, sharedStaff, type TestUser } from '../helpers';

// Building a packet fills PDFs: CPU-bound on a shared machine. Nothing here asserts on time.
jest.setTimeout(120_000);

let owner: TestUser;
let staff: TestUser;
let caseId: string;

beforeAll(async () => {
  [owner, staff] = await Promise.all([newUser(), sharedStaff()]);
  caseId = (await newSubmission(owner, 'small-claims')).id;
});

const pagesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

it('puts the packet into the case as an office document for review: the same PDF, the client emailed, audited', async () => {
  const before = await client(owner).send('GET /submissions/{id}/documents', { params: { id: caseId } });
  const added = await client(staff).send('POST /admin/submissions/{id}/court-forms/case-document', { params: { id: caseId } });
  expect(added.status).toBe(201);
  const doc = added.body!.document;
  expect(doc).toMatchObject({
    kind: 'filing_packet',
    source: 'staff',
    status: 'available',
    contentType: 'application/pdf',
    review: { decision: 'pending' },
    uploadedBy: { role: 'staff', name: staff.givenName },
  });
  // The opaque key: ids only, never the name.
  expect(keys.document(caseId, doc.id).SK).not.toContain('Court');

  // The client sees it, with a review to give, and one place fewer.
  const after = await client(owner).send('GET /submissions/{id}/documents', { params: { id: caseId } });
  expect(after.body!.remaining).toBe(before.body!.remaining - 1);
  expect(after.body!.documents.find((d) => d.id === doc.id)).toMatchObject({ kind: 'filing_packet', review: { decision: 'pending' } });
  const listed = (await client(owner).send('GET /submissions', { query: { limit: 50 } })).body!.items.find((s) => s.id === caseId)!;
  expect(listed.activity).toMatchObject({ reviewsPending: 1 });

  // The stored object is the packet: a PDF with the packet's pages and size.
  const link = await client(owner).send('POST /submissions/{id}/documents/{documentId}/link', {
    params: { id: caseId, documentId: doc.id },
    body: { action: 'download' },
  });
  const stored = new Uint8Array(await (await fetch(link.body!.url)).arrayBuffer());
  expect(new TextDecoder().decode(stored.slice(0, 5))).toBe('%PDF-');
  expect(stored.length).toBe(doc.size);
  const packet = await client(staff).send('GET /admin/submissions/{id}/court-forms/pdf', { params: { id: caseId } });
  expect(await pagesOf(stored)).toBe(await pagesOf(packet.body!.bytes));
  expect(await pagesOf(stored)).toBeGreaterThan(1);

  // The client is told (the outbox's "document ready for review"), and the action is audited.
  await waitForMail(owner.email, (m) => (m.body.text ?? '').includes('A document is ready for you to review.'));
  const audit = await queryAll<{ action: string; caseId: string; documentId: string; actorSub: string }>(
    queries.auditOf(doc.createdAt.slice(0, 7)),
  );
  expect(audit.filter((a) => a.documentId === doc.id)).toEqual([
    expect.objectContaining({ action: 'case.courtFormsAdded', caseId, actorSub: staff.sub }),
  ]);

  // The client approves it; staff see the answer and are emailed.
  const approved = await client(owner).send('POST /submissions/{id}/documents/{documentId}/review', {
    params: { id: caseId, documentId: doc.id },
    body: { decision: 'approved' },
  });
  expect(approved.status).toBe(200);
  await waitForMail(staff.email, (m) => m.subject === 'A client answered a document review');
});

it('answers 404 for an unknown submission and stores nothing', async () => {
  const res = await client(staff).send('POST /admin/submissions/{id}/court-forms/case-document', { params: { id: 'no-such-case' } });
  expect(res.status).toBe(404);
});
