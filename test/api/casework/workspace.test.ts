/**
 * The case workspace's domain functions (functions/lib/domain/casework.ts) — what the routes will call — against the
 * suite's stack: documents both ways through real presigned POSTs, the 50-document limit under concurrency, the access
 * record, requests, the thread and its read markers, internal notes, assignment; each operation within 3 DynamoDB calls.
 */
import { waitForMail } from './env';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Caller } from '../../../functions/lib/auth';
import { ddb, tableName } from '../../../functions/lib/db';
import * as cw from '../../../functions/lib/domain/casework';
import { dynamoCalls } from '../../../functions/lib/metrics';
import { keys } from '../../../functions/lib/store/keys';
import { queryAll } from '../../../functions/lib/store/query';
import { getSubmission } from '../../../functions/lib/store/submissions';
import { queries } from '../../../functions/lib/store/keys';
import { listMessages } from '../../../functions/lib/store/messages';
import { DOCUMENT_ERRORS, MAX_DOCUMENTS_PER_CASE } from '../../../shared/documents';
import { newSubmission, newUser, type TestUser } from '../helpers';

jest.setTimeout(90_000);

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

const callerOf = (u: TestUser, isAdmin = false): Caller => ({
  sub: u.sub,
  email: u.email,
  givenName: u.givenName,
  familyName: u.familyName,
  groups: isAdmin ? ['admin'] : [],
  isAdmin,
});

/** Run `fn` and return its result with the DynamoDB calls it made. */
async function counted<T>(fn: () => Promise<T>): Promise<[T, number]> {
  dynamoCalls.reset();
  const out = await fn();
  return [out, dynamoCalls.get()];
}

async function postFile(upload: { url: string; fields: Record<string, string> }, bytes: Uint8Array) {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]));
  return (await fetch(upload.url, { method: 'POST', body: form })).status;
}

let client: TestUser;
let other: TestUser;
let staff: TestUser;
let caseId: string;
const asClient = () => ({ caller: callerOf(client), as: 'client' as const });
const asStaff = () => ({ caller: callerOf(staff, true), as: 'staff' as const });
const asOther = () => ({ caller: callerOf(other), as: 'client' as const });

beforeAll(async () => {
  [client, other, staff] = await Promise.all([newUser(), newUser(), newUser({ admin: true })]);
  caseId = (await newSubmission(client)).id;
});

describe('documents', () => {
  it('client upload: presigned POST, verified, counted, listed, staff told — each step ≤ 3 DynamoDB calls', async () => {
    const [{ document, upload }, startCalls] = await counted(() =>
      cw.startDocumentUpload(asClient(), caseId, { name: 'Acta de matrimonio.pdf', contentType: 'application/pdf', size: PDF.length }),
    );
    expect(startCalls).toBeLessThanOrEqual(3);
    expect(document.status).toBe('uploading');
    expect(upload.fields.key).toBe(`uploads/${caseId}/${document.id}`);
    expect(upload.fields.key).not.toContain('Acta');
    expect(await postFile(upload, PDF)).toBe(204);

    const [done, completeCalls] = await counted(() => cw.completeDocumentUpload(asClient(), caseId, document.id));
    expect(completeCalls).toBeLessThanOrEqual(3);
    expect(done).toMatchObject({ status: 'available', size: PDF.length });
    expect((await getSubmission(caseId))!.documentCount).toBe(1);

    const [list, listCalls] = await counted(() => cw.caseDocuments(asClient(), caseId));
    expect(listCalls).toBeLessThanOrEqual(3);
    expect(list.map((d) => d.name)).toEqual(['Acta de matrimonio.pdf']);
    await waitForMail(staff.email, (m) => m.subject === 'New upload from a client');
  });

  it('someone else’s case answers 404 for every document operation', async () => {
    await expect(
      cw.startDocumentUpload(asOther(), caseId, { name: 'x.pdf', contentType: 'application/pdf', size: 10 }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(cw.caseDocuments(asOther(), caseId)).rejects.toMatchObject({ code: 'not_found' });
    const [doc] = await cw.caseDocuments(asClient(), caseId);
    await expect(cw.documentLink(asOther(), caseId, doc.id, 'view')).rejects.toMatchObject({ code: 'not_found' });
    await expect(cw.documentAccessLog(asClient(), caseId, { limit: 10 })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('records every view and download (who, when) before handing out a 5-minute link; staff see the record', async () => {
    const [doc] = await cw.caseDocuments(asClient(), caseId);
    const [link, calls] = await counted(() => cw.documentLink(asClient(), caseId, doc.id, 'download'));
    expect(calls).toBeLessThanOrEqual(3);
    const res = await fetch(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Acta de matrimonio.pdf"');
    await cw.documentLink(asStaff(), caseId, doc.id, 'view');
    const [log, logCalls] = await counted(() => cw.documentAccessLog(asStaff(), caseId, { limit: 10 }));
    expect(logCalls).toBeLessThanOrEqual(3);
    expect(log.items.map((a) => [a.action, a.actor.role, a.actor.sub, a.documentId])).toEqual([
      ['view', 'staff', staff.sub, doc.id],
      ['download', 'client', client.sub, doc.id],
    ]);
  });

  it('refuses a file whose bytes do not match its type: translated error, nothing kept', async () => {
    const { document, upload } = await cw.startDocumentUpload(asClient(), caseId, {
      name: 'photo.pdf',
      contentType: 'application/pdf',
      size: JPEG.length,
    });
    expect(await postFile(upload, JPEG)).toBe(204);
    await expect(cw.completeDocumentUpload(asClient(), caseId, document.id)).rejects.toMatchObject({
      code: 'validation_failed',
      extra: { fieldErrors: { file: [DOCUMENT_ERRORS.mismatch] } },
    });
    expect((await cw.caseDocuments(asClient(), caseId)).map((d) => d.id)).not.toContain(document.id);
    expect((await getSubmission(caseId))!.documentCount).toBe(1);
  });

  it('office documents ready for review notify the client; staff requests too, fulfilled by the upload that answers them', async () => {
    const request = await cw.requestDocument(asStaff(), caseId, { title: 'Last two pay stubs' });
    expect((await cw.caseDocumentRequests(asClient(), caseId)).map((r) => [r.title, r.status])).toEqual([['Last two pay stubs', 'open']]);
    const { document, upload } = await cw.startDocumentUpload(asClient(), caseId, {
      name: 'stub.jpg',
      contentType: 'image/jpeg',
      size: JPEG.length,
      requestId: request.id,
    });
    expect(await postFile(upload, JPEG)).toBe(204);
    await cw.completeDocumentUpload(asClient(), caseId, document.id);
    expect((await cw.caseDocumentRequests(asStaff(), caseId))[0]).toMatchObject({ status: 'fulfilled', documentIds: [document.id] });

    const office = await cw.startDocumentUpload(asStaff(), caseId, {
      name: 'FL-100 draft.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(await postFile(office.upload, PDF)).toBe(204);
    expect((await cw.completeDocumentUpload(asStaff(), caseId, office.document.id)).source).toBe('staff');
    await waitForMail(client.email, (m) => m.body.text!.includes('A document is ready for you to review.'));
    await waitForMail(client.email, (m) => m.body.text!.includes('Our office needs a document from you.'));
  });

  it(`holds at most ${MAX_DOCUMENTS_PER_CASE} documents, also when the last places are raced for`, async () => {
    const own = (await newSubmission(client)).id;
    const setCount = (n: number) =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.submission(own),
          UpdateExpression: 'SET documentCount = :n',
          ExpressionAttributeValues: { ':n': n },
        }),
      );
    const startOne = (i: number) =>
      cw.startDocumentUpload(asClient(), own, { name: `page ${i}.pdf`, contentType: 'application/pdf', size: PDF.length });
    // Three places left: three uploads start (uploads in progress count with the stored documents, F7)…
    await setCount(MAX_DOCUMENTS_PER_CASE - 3);
    const started = await Promise.all([1, 2, 3].map(startOne));
    for (const s of started) expect(await postFile(s.upload, PDF)).toBe(204);
    // …and if the case fills meanwhile (one place left when they finish), exactly one of them is stored.
    await setCount(MAX_DOCUMENTS_PER_CASE - 1);
    const results = await Promise.allSettled(started.map((s) => cw.completeDocumentUpload(asClient(), own, s.document.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected'))
      expect(r.reason).toMatchObject({ code: 'validation_failed', extra: { fieldErrors: { _root: [DOCUMENT_ERRORS.limit] } } });
    expect((await getSubmission(own))!.documentCount).toBe(MAX_DOCUMENTS_PER_CASE);
    await expect(
      cw.startDocumentUpload(asClient(), own, { name: 'more.pdf', contentType: 'application/pdf', size: 10 }),
    ).rejects.toMatchObject({ extra: { fieldErrors: { _root: [DOCUMENT_ERRORS.limit] } } });
  });

  it('deleting a document gives its place back', async () => {
    const before = (await getSubmission(caseId))!.documentCount!;
    const [doc] = await cw.caseDocuments(asClient(), caseId);
    await cw.deleteDocument(asStaff(), caseId, doc.id);
    expect((await getSubmission(caseId))!.documentCount).toBe(before - 1);
    await expect(cw.documentLink(asClient(), caseId, doc.id, 'view')).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('messages and read markers', () => {
  it('client → office → client, with each side’s unread state and one outbox item per message', async () => {
    const [, postCalls] = await counted(() => cw.postMessage(asClient(), caseId, { body: 'Hello, I sent the papers.' }));
    expect(postCalls).toBeLessThanOrEqual(3);
    const [first, readCalls] = await counted(() => cw.caseMessages(asStaff(), caseId, { limit: 10 }));
    let page = first;
    expect(readCalls).toBeLessThanOrEqual(3);
    expect(page.items.map((m) => [m.author.role, m.body])).toEqual([['client', 'Hello, I sent the papers.']]);
    expect(page.thread.lastClientMessageAt! > (page.thread.staffReadAt ?? '')).toBe(true);

    const [, markCalls] = await counted(() => cw.readMessages(asStaff(), caseId));
    expect(markCalls).toBeLessThanOrEqual(3);
    await cw.postMessage(asStaff(), caseId, { body: 'Thank you, received.' });
    page = await cw.caseMessages(asClient(), caseId, { limit: 10 });
    expect(page.items.map((m) => m.author.role)).toEqual(['staff', 'client']);
    expect(page.thread.staffReadAt! >= page.thread.lastClientMessageAt!).toBe(true);
    expect(page.thread.lastStaffMessageAt! > (page.thread.clientReadAt ?? '')).toBe(true);
    await expect(cw.caseMessages(asOther(), caseId, { limit: 10 })).rejects.toMatchObject({ code: 'not_found' });
    // Each message told the other side (same transaction, sent by the stack's consumer).
    await waitForMail(client.email, (m) => m.body.text!.includes('Our office sent you a new message.'));
  });
});

describe('internal notes', () => {
  it('are staff-only and never in the case’s partition that client queries read', async () => {
    const [, calls] = await counted(() => cw.addInternalNote(asStaff(), caseId, 'Client seemed unsure about custody dates.'));
    expect(calls).toBeLessThanOrEqual(3);
    expect((await cw.internalNotes(asStaff(), caseId, { limit: 10 })).items.map((n) => n.body)).toEqual([
      'Client seemed unsure about custody dates.',
    ]);
    await expect(cw.internalNotes(asClient(), caseId, { limit: 10 })).rejects.toMatchObject({ code: 'not_found' });
    await expect(cw.addInternalNote(asClient(), caseId, 'x')).rejects.toMatchObject({ code: 'not_found' });
    const everything = await queryAll<{ entity: string }>({ index: null, partition: queries.documentsOf(caseId).partition });
    expect(everything.map((i) => i.entity)).not.toContain('note');
    expect((await listMessages(caseId, { limit: 100 })).items.some((m) => m.body.includes('custody'))).toBe(false);
  });
});

describe('assignment', () => {
  it('assigns from the assignee seen (a concurrent change conflicts), lists the case under its staff member, and routes staff mail to them', async () => {
    const staffName = async (sub: string) => (sub === staff.sub ? `${staff.givenName} ${staff.familyName}` : null);
    const [to, calls] = await counted(() => cw.assignCase(asStaff(), caseId, { assignee: staff.sub, expectedAssignee: null }, staffName));
    expect(calls).toBeLessThanOrEqual(3);
    expect(to).toEqual({ sub: staff.sub, name: `${staff.givenName} ${staff.familyName}` });
    await expect(cw.assignCase(asStaff(), caseId, { assignee: null, expectedAssignee: null }, staffName)).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(cw.assignCase(asStaff(), caseId, { assignee: other.sub, expectedAssignee: staff.sub }, staffName)).rejects.toMatchObject({
      code: 'validation_failed',
    });
    expect((await cw.myCases(asStaff(), { limit: 10 })).items.map((a) => a.caseId)).toContain(caseId);
    expect((await getSubmission(caseId))!.assignedTo).toEqual(to);

    // The next client message reaches the assignee (the stack's consumer; who else is mailed: outbox.test.ts).
    await cw.postMessage(asClient(), caseId, { body: 'One more question.' });
    await waitForMail(staff.email, (m) => m.subject === 'New message from a client');

    // The client's answer to a draft reaches the assignee too: neutral subject, no case details, the LDA footer.
    const sent = await cw.startDocumentUpload(asStaff(), caseId, {
      name: 'SC-100 draft.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      kind: 'draft',
      forReview: true,
    });
    expect(await postFile(sent.upload, PDF)).toBe(204);
    const draft = await cw.completeDocumentUpload(asStaff(), caseId, sent.document.id);
    const [, reviewCalls] = await counted(() =>
      cw.reviewDocument(asClient(), caseId, draft.id, { decision: 'changes_requested', comment: 'Spell my name Hernández.' }),
    );
    expect(reviewCalls).toBeLessThanOrEqual(3);
    const told = await waitForMail(staff.email, (m) => m.subject === 'A client answered a document review');
    expect(told.body.text).toContain('A client approved a document or asked for changes to it.');
    expect(told.body.text).toContain('Legal Document Assistant');
    for (const detail of [draft.name, 'Hernández', client.familyName, caseId])
      expect(`${told.subject}\n${told.body.text}`).not.toContain(detail);

    await cw.assignCase(asStaff(), caseId, { assignee: null, expectedAssignee: staff.sub }, staffName);
    // The default directory: members of the admin group, by name from Cognito.
    expect(await cw.staffNameOf(staff.sub)).toBe(`${staff.givenName} ${staff.familyName}`);
    expect(await cw.staffNameOf(client.sub)).toBeNull();
    expect((await getSubmission(caseId))!.assignedTo).toBeUndefined();
    expect((await cw.myCases(asStaff(), { limit: 10 })).items.map((a) => a.caseId)).not.toContain(caseId);
  });
});
