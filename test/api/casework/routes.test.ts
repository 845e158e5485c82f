/**
 * The case workspace's routes through the typed client against the suite's stack (who may do what is the
 * authorization matrix's; this file is what they do): bad files refused before and after upload with nothing kept,
 * S3's own refusal when the client is bypassed, the activity counts the lists show ("Action needed", unread), draft
 * reviews, requests and their waiver, the staff's first name on replies, internal notes apart from the client's view,
 * the "Assigned to me" / "Unassigned" filters, forged and expired download links, email preferences.
 */
import './env';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../../functions/lib/db';
import { keys } from '../../../functions/lib/store/keys';
import { HeadObjectCommand } from '../../../functions/lib/s3-sdk';
import { documentsBucket, objectKeys, s3 } from '../../../functions/lib/storage';
import { hasUnread, MAX_MESSAGE_LENGTH } from '../../../shared/casework';
import { DOCUMENT_ERRORS, MAX_DOCUMENT_BYTES } from '../../../shared/documents';
import {
  client,
  clientUpload,
  JPEG_BYTES,
  newSubmission,
  newUser,
  officeUpload,
  PDF_BYTES,
  postToS3,
  requestFromClient,
  sharedStaff,
  type TestUser,
} from '../helpers';

jest.setTimeout(90_000);

let owner: TestUser;
let other: TestUser;
let staff: TestUser;
let caseId: string;

beforeAll(async () => {
  [owner, other, staff] = await Promise.all([newUser(), newUser(), sharedStaff()]);
  caseId = (await newSubmission(owner)).id;
});

const documentsOf = async (id = caseId) => {
  const res = await client(owner).send('GET /submissions/{id}/documents', { params: { id } });
  expect(res.status).toBe(200);
  return res.body!;
};
const activityOf = async (id = caseId) =>
  (await client(owner).send('GET /submissions', { query: { limit: 50 } })).body!.items.find((s) => s.id === id)!.activity!;
const staffActivityOf = async (id = caseId) => {
  const res = await client(staff).send('GET /admin/submissions/{id}', { params: { id } });
  expect(res.status).toBe(200);
  return res.body!.submission;
};

describe('bad files: a clear translated error and nothing stored', () => {
  it('refuses a file over 20 MB, of a refused type, or with a bad name before any upload', async () => {
    const before = await documentsOf();
    const cases = [
      [{ name: 'big.pdf', contentType: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1, kind: 'other' }, 'size', DOCUMENT_ERRORS.tooLarge],
      [{ name: 'notes.docx', contentType: 'application/msword', size: 100, kind: 'other' }, 'contentType', DOCUMENT_ERRORS.type],
      [{ name: 'a/b.pdf', contentType: 'application/pdf', size: 100, kind: 'other' }, 'name', DOCUMENT_ERRORS.name],
    ] as const;
    for (const [body, field, key] of cases) {
      const res = await client(owner).sendUnchecked('POST /submissions/{id}/documents', { params: { id: caseId }, body });
      expect({ status: res.status, errors: res.error?.fieldErrors?.[field] }).toEqual({ status: 400, errors: [key] });
    }
    expect(await documentsOf()).toEqual(before);
  });

  it('S3 refuses what the policy does not allow when the browser is bypassed: a larger file or another type', async () => {
    const started = await client(owner).send('POST /submissions/{id}/documents', {
      params: { id: caseId },
      body: { name: 'small.pdf', contentType: 'application/pdf', size: PDF_BYTES.length, kind: 'other' },
    });
    expect(started.status).toBe(201);
    const tooBig = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    tooBig.set(PDF_BYTES);
    expect(await postToS3(started.body!.upload, tooBig)).toBe(400);
    const forged = { ...started.body!.upload, fields: { ...started.body!.upload.fields, 'Content-Type': 'text/html' } };
    expect(await postToS3(forged, PDF_BYTES)).toBe(403);
    // Nothing arrived: confirming finds no object, and the document is forgotten.
    const done = await client(owner).send('POST /submissions/{id}/documents/{documentId}/complete', {
      params: { id: caseId, documentId: started.body!.document.id },
    });
    expect({ status: done.status, file: done.error?.fieldErrors?.file }).toEqual({ status: 400, file: [DOCUMENT_ERRORS.empty] });
    expect((await documentsOf()).documents.map((d) => d.id)).not.toContain(started.body!.document.id);
  });

  it('refuses bytes that do not match the declared type after upload, and keeps nothing', async () => {
    const started = await client(owner).send('POST /submissions/{id}/documents', {
      params: { id: caseId },
      body: { name: 'photo.pdf', contentType: 'application/pdf', size: JPEG_BYTES.length, kind: 'other' },
    });
    expect(await postToS3(started.body!.upload, JPEG_BYTES)).toBe(204);
    const done = await client(owner).send('POST /submissions/{id}/documents/{documentId}/complete', {
      params: { id: caseId, documentId: started.body!.document.id },
    });
    expect({ status: done.status, file: done.error?.fieldErrors?.file }).toEqual({ status: 400, file: [DOCUMENT_ERRORS.mismatch] });
    const after = await documentsOf();
    expect(after.documents.map((d) => d.id)).not.toContain(started.body!.document.id);
  });

  it('an upload to another user’s case is 404 and stores nothing there', async () => {
    const before = await documentsOf();
    const res = await client(other).send('POST /submissions/{id}/documents', {
      params: { id: caseId },
      body: { name: 'mine.pdf', contentType: 'application/pdf', size: PDF_BYTES.length, kind: 'other' },
    });
    expect(res.status).toBe(404);
    expect(await documentsOf()).toEqual(before);
  });
});

describe('documents both ways', () => {
  it('a client upload is listed for both sides with a name and a type, counts down the places left, and its downloads are recorded', async () => {
    const before = (await documentsOf()).remaining;
    const id = await clientUpload(owner, caseId, { name: 'Acta de matrimonio.pdf' });
    const after = await documentsOf();
    expect(after.remaining).toBe(before - 1);
    expect(after.documents.find((d) => d.id === id)).toMatchObject({
      name: 'Acta de matrimonio.pdf',
      contentType: 'application/pdf',
      source: 'client',
      kind: 'court_order',
      status: 'available',
      size: PDF_BYTES.length,
    });
    const link = await client(staff).send('POST /admin/submissions/{id}/documents/{documentId}/link', {
      params: { id: caseId, documentId: id },
      body: { action: 'download' },
    });
    expect(link.status).toBe(200);
    const file = await fetch(link.body!.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
    // A forged link (another signature) and one for another key are refused by S3.
    const forged = new URL(link.body!.url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(forged)).status).toBe(403);
    const retargeted = new URL(link.body!.url);
    retargeted.pathname = retargeted.pathname.replace(id, 'someone-else');
    expect((await fetch(retargeted)).status).toBe(403);

    const log = await client(staff).send('GET /admin/submissions/{id}/document-access', { params: { id: caseId }, query: { limit: 5 } });
    expect(log.body!.items[0]).toMatchObject({ documentId: id, action: 'download', actor: { role: 'staff', name: staff.givenName } });
    expect(JSON.stringify(log.body)).not.toContain(staff.sub);
  });

  it('an office draft asks for the client’s review: Action needed until they approve or ask for changes (once)', async () => {
    const draft = await officeUpload(caseId, { name: 'FL-100 draft.pdf' });
    const filed = await officeUpload(caseId, { name: 'Filed copy.pdf', forReview: false });
    expect((await activityOf()).reviewsPending).toBe(1);
    const docs = (await documentsOf()).documents;
    expect(docs.find((d) => d.id === draft)).toMatchObject({
      source: 'staff',
      review: { decision: 'pending' },
      uploadedBy: { role: 'staff', name: staff.givenName },
    });
    expect(docs.find((d) => d.id === filed)!.review).toBeNull();

    const noComment = await client(owner).sendUnchecked('POST /submissions/{id}/documents/{documentId}/review', {
      params: { id: caseId, documentId: draft },
      body: { decision: 'changes_requested' },
    });
    expect({ status: noComment.status, errors: noComment.error?.fieldErrors?.comment }).toEqual({
      status: 400,
      errors: ['errors.field.required'],
    });
    const filedReview = await client(owner).send('POST /submissions/{id}/documents/{documentId}/review', {
      params: { id: caseId, documentId: filed },
      body: { decision: 'approved' },
    });
    expect(filedReview.status).toBe(404);

    const answered = await client(owner).send('POST /submissions/{id}/documents/{documentId}/review', {
      params: { id: caseId, documentId: draft },
      body: { decision: 'changes_requested', comment: 'My middle name is missing.' },
    });
    expect(answered.status).toBe(200);
    expect((await activityOf()).reviewsPending).toBe(0);
    const again = await client(owner).send('POST /submissions/{id}/documents/{documentId}/review', {
      params: { id: caseId, documentId: draft },
      body: { decision: 'approved' },
    });
    expect(again.status).toBe(409);
    const seen = await client(staff).send('GET /admin/submissions/{id}/documents', { params: { id: caseId } });
    expect(seen.body!.documents.find((d) => d.id === draft)!.review).toMatchObject({
      decision: 'changes_requested',
      comment: 'My middle name is missing.',
    });
    // The client cannot remove the office's documents.
    expect(
      (await client(owner).send('DELETE /submissions/{id}/documents/{documentId}', { params: { id: caseId, documentId: filed } })).status,
    ).toBe(403);
  });
});

describe('a removed document leaves the app, not the case file (F8)', () => {
  const stored = async (id: string, documentId: string) =>
    (await s3())
      .send(new HeadObjectCommand({ Bucket: documentsBucket(), Key: objectKeys.document(id, documentId) }))
      .then((r) => r.ContentLength)
      .catch((err: { name?: string }) => err.name);

  it('hides what the client or staff remove, and keeps its object for the retention period', async () => {
    const own = (await newSubmission(owner, 'name-change')).id;
    const mine = await clientUpload(owner, own, { name: 'my-id.jpg' });
    const office = await officeUpload(own, { name: 'FL-100 filed.pdf' });
    expect(await stored(own, mine)).toBeGreaterThan(0);
    expect(
      (await client(owner).send('DELETE /submissions/{id}/documents/{documentId}', { params: { id: own, documentId: mine } })).status,
    ).toBe(204);
    expect(
      (await client(staff).send('DELETE /admin/submissions/{id}/documents/{documentId}', { params: { id: own, documentId: office } }))
        .status,
    ).toBe(204);
    const left = (await documentsOf(own)).documents.map((d) => d.id);
    expect(left).not.toContain(mine);
    expect(left).not.toContain(office);
    // Still in the bucket (in AWS, under its Object Lock retention): removing it in the app deleted nothing.
    expect(await stored(own, mine)).toBeGreaterThan(0);
    expect(await stored(own, office)).toBeGreaterThan(0);
  });
});

describe('document types', () => {
  it('a type is required at upload unless the upload answers a request (then it is the request’s); nothing kept otherwise', async () => {
    const own = (await newSubmission(owner, 'name-change')).id;
    const before = await documentsOf(own);
    for (const body of [
      { name: 'untyped.pdf', contentType: 'application/pdf', size: PDF_BYTES.length },
      { name: 'bad.pdf', contentType: 'application/pdf', size: PDF_BYTES.length, kind: 'passport' },
    ]) {
      const res = await client(owner).sendUnchecked('POST /submissions/{id}/documents', { params: { id: own }, body });
      expect({ status: res.status, errors: res.error?.fieldErrors?.kind }).toEqual({ status: 400, errors: [DOCUMENT_ERRORS.kind] });
    }
    expect(await documentsOf(own)).toEqual(before);

    const asked = await client(staff).send('POST /admin/submissions/{id}/requests', {
      params: { id: own },
      body: { title: 'Birth certificate', kind: 'vital_record' },
    });
    expect(asked.body!.request.kind).toBe('vital_record');
    const answer = await clientUpload(owner, own, { name: 'Acta.pdf', requestId: asked.body!.request.id });
    expect((await documentsOf(own)).documents.find((d) => d.id === answer)!.kind).toBe('vital_record');
  });

  it('the uploader or staff change the type later; a client cannot retype the office’s document; a bad type changes nothing', async () => {
    const own = (await newSubmission(owner, 'name-change')).id;
    const mine = await clientUpload(owner, own, { name: 'Scan.pdf' });
    const office = await officeUpload(own, { name: 'Filed.pdf', forReview: false });
    const retype = (who: TestUser, documentId: string, kind: string, admin = false) =>
      admin
        ? client(who).sendUnchecked('PUT /admin/submissions/{id}/documents/{documentId}/kind', {
            params: { id: own, documentId },
            body: { kind } as never,
          })
        : client(who).sendUnchecked('PUT /submissions/{id}/documents/{documentId}/kind', {
            params: { id: own, documentId },
            body: { kind } as never,
          });

    const changed = await retype(owner, mine, 'proof_of_service');
    expect({ status: changed.status, kind: changed.body?.document.kind }).toEqual({ status: 200, kind: 'proof_of_service' });
    const bad = await retype(owner, mine, 'selfie');
    expect({ status: bad.status, errors: bad.error?.fieldErrors?.kind }).toEqual({ status: 400, errors: [DOCUMENT_ERRORS.kind] });
    expect((await retype(owner, office, 'other')).status).toBe(403);
    expect((await retype(other, mine, 'other')).status).toBe(404);
    const byStaff = await retype(staff, mine, 'financial_record', true);
    expect({ status: byStaff.status, kind: byStaff.body?.document.kind }).toEqual({ status: 200, kind: 'financial_record' });

    const seen = await client(staff).send('GET /admin/submissions/{id}/documents', { params: { id: own } });
    expect(seen.body!.documents.map((d) => [d.id, d.kind])).toEqual([
      [mine, 'financial_record'],
      [office, 'filed_copy'],
    ]);
  });

  it('a document stored before types existed reads as “other”', async () => {
    const own = (await newSubmission(owner, 'name-change')).id;
    const id = await clientUpload(owner, own, { name: 'Old.pdf' });
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.document(own, id),
        UpdateExpression: 'REMOVE #k',
        ExpressionAttributeNames: { '#k': 'kind' },
      }),
    );
    expect((await documentsOf(own)).documents.find((d) => d.id === id)!.kind).toBe('other');
  });
});

describe('requests', () => {
  it('open requests show as Action needed until provided or waived', async () => {
    const own = (await newSubmission(owner, 'name-change')).id;
    const id = await requestFromClient(own, 'Birth certificate');
    const waived = await requestFromClient(own, 'Prior court orders');
    expect((await activityOf(own)).openRequests).toBe(2);
    expect((await staffActivityOf(own)).activity).toMatchObject({ openRequests: 2 });
    await clientUpload(owner, own, { name: 'Birth certificate.pdf', requestId: id });
    const w = await client(staff).send('POST /admin/submissions/{id}/requests/{requestId}/waive', {
      params: { id: own, requestId: waived },
    });
    expect(w.body!.request).toMatchObject({ status: 'waived' });
    expect(
      (await client(staff).send('POST /admin/submissions/{id}/requests/{requestId}/waive', { params: { id: own, requestId: waived } }))
        .status,
    ).toBe(409);
    expect((await activityOf(own)).openRequests).toBe(0);
    const requests = (await documentsOf(own)).requests;
    expect(requests.map((r) => [r.title, r.status])).toEqual([
      ['Birth certificate', 'fulfilled'],
      ['Prior court orders', 'waived'],
    ]);
  });

  it('the checklist per type starts from the defaults in both languages, and a stale edit conflicts', async () => {
    const got = await client(staff).send('GET /admin/checklists/{questionnaireType}', { params: { questionnaireType: 'dissolution' } });
    expect(got.body!.checklist.en).toContain('Marriage certificate');
    expect(got.body!.checklist.es).toContain('Acta de matrimonio');
    const v = got.body!.checklist.version;
    const put = await client(staff).send('PUT /admin/checklists/{questionnaireType}', {
      params: { questionnaireType: 'dissolution' },
      body: { en: ['Marriage certificate', 'Pay stubs'], es: ['Acta de matrimonio', 'Talones de pago'], expectedVersion: v },
    });
    expect(put.body!.checklist).toMatchObject({ en: ['Marriage certificate', 'Pay stubs'], version: v + 1, updatedBy: staff.givenName });
    const stale = await client(staff).send('PUT /admin/checklists/{questionnaireType}', {
      params: { questionnaireType: 'dissolution' },
      body: { en: [], es: [], expectedVersion: v },
    });
    expect(stale.status).toBe(409);
  });
});

describe('messages and notes', () => {
  it('unread counts on both lists; staff replies by first name; a message may point at a document of the case', async () => {
    const own = (await newSubmission(owner, 'probate')).id;
    const doc = await clientUpload(owner, own, { name: 'Will.pdf' });
    const sent = await client(owner).send('POST /submissions/{id}/messages', {
      params: { id: own },
      body: { body: 'Here is the will.', documentId: doc },
    });
    expect(sent.status).toBe(201);
    expect((await staffActivityOf(own)).activity).toMatchObject({ unreadMessages: 1 });
    const listed = await client(staff).send('POST /admin/submissions/search', { body: { limit: 100 } });
    expect(listed.body!.items.find((s) => s.id === own)?.activity?.unreadMessages).toBe(1);

    await client(staff).send('POST /admin/submissions/{id}/messages/read', { params: { id: own } });
    expect((await staffActivityOf(own)).activity).toMatchObject({ unreadMessages: 0 });
    await client(staff).send('POST /admin/submissions/{id}/messages', { params: { id: own }, body: { body: 'Received, thank you.' } });
    await client(staff).send('POST /admin/submissions/{id}/messages', { params: { id: own }, body: { body: 'One more thing.' } });
    expect((await activityOf(own)).unreadMessages).toBe(2);

    const page = await client(owner).send('GET /submissions/{id}/messages', { params: { id: own }, query: { limit: 10 } });
    expect(page.body!.items.map((m) => [m.author.role, m.author.name, m.body, m.documentId])).toEqual([
      ['staff', staff.givenName, 'One more thing.', null],
      ['staff', staff.givenName, 'Received, thank you.', null],
      ['client', `${owner.givenName} ${owner.familyName}`, 'Here is the will.', doc],
    ]);
    expect(JSON.stringify(page.body)).not.toContain(staff.familyName);
    await client(owner).send('POST /submissions/{id}/messages/read', { params: { id: own } });
    expect((await activityOf(own)).unreadMessages).toBe(0);
  });

  it('replying reads the thread: the poster’s own unread count goes to 0 with their marker (shared hasUnread)', async () => {
    const own = (await newSubmission(owner, 'probate')).id;
    await client(staff).send('POST /admin/submissions/{id}/messages', { params: { id: own }, body: { body: 'Please call us.' } });
    expect((await activityOf(own)).unreadMessages).toBe(1);
    // The client answers without the read call (another tab, a slow read): their marker moves past the office's
    // message, so no screen would ever clear a count left at 1.
    await client(owner).send('POST /submissions/{id}/messages', { params: { id: own }, body: { body: 'I will.' } });
    const page = await client(owner).send('GET /submissions/{id}/messages', { params: { id: own }, query: { limit: 10 } });
    expect(hasUnread(page.body!.thread, 'client')).toBe(false);
    expect((await activityOf(own)).unreadMessages).toBe(0);
    expect((await staffActivityOf(own)).activity).toMatchObject({ unreadMessages: 1 });
  });

  it('a message over 5,000 characters, or pointing at no document of the case, is a field error and stores nothing', async () => {
    const long = await client(owner).sendUnchecked('POST /submissions/{id}/messages', {
      params: { id: caseId },
      body: { body: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) },
    });
    expect({ status: long.status, body: long.error?.fieldErrors?.body }).toEqual({ status: 400, body: ['errors.field.tooLong'] });
    const ghost = await client(owner).send('POST /submissions/{id}/messages', {
      params: { id: caseId },
      body: { body: 'See this', documentId: 'no-such-document' },
    });
    expect({ status: ghost.status, field: ghost.error?.fieldErrors?.documentId }).toEqual({ status: 400, field: ['errors.field.invalid'] });
    const page = await client(owner).send('GET /submissions/{id}/messages', { params: { id: caseId }, query: { limit: 100 } });
    expect(page.body!.items.some((m) => m.body === 'See this' || m.body.length > MAX_MESSAGE_LENGTH)).toBe(false);
  });

  it('another user’s write to the thread changes nothing the owner reads', async () => {
    const before = await client(owner).send('GET /submissions/{id}/messages', { params: { id: caseId }, query: { limit: 100 } });
    expect(
      (await client(other).send('POST /submissions/{id}/messages', { params: { id: caseId }, body: { body: 'intruder' } })).status,
    ).toBe(404);
    expect((await client(other).send('POST /submissions/{id}/messages/read', { params: { id: caseId } })).status).toBe(404);
    const after = await client(owner).send('GET /submissions/{id}/messages', { params: { id: caseId }, query: { limit: 100 } });
    expect(after.body).toEqual(before.body);
  });

  it('internal notes reach no client route', async () => {
    const secret = `Internal: verify income ${Date.now()}`;
    expect(
      (await client(staff).send('POST /admin/submissions/{id}/notes', { params: { id: caseId }, body: { body: secret } })).status,
    ).toBe(201);
    const notes = await client(staff).send('GET /admin/submissions/{id}/notes', { params: { id: caseId }, query: { limit: 5 } });
    expect(notes.body!.items[0]).toMatchObject({ body: secret, author: { role: 'staff', name: staff.givenName } });
    const seen = await Promise.all([
      client(owner).send('GET /submissions/{id}', { params: { id: caseId } }),
      client(owner).send('GET /submissions/{id}/messages', { params: { id: caseId }, query: { limit: 100 } }),
      client(owner).send('GET /submissions/{id}/documents', { params: { id: caseId } }),
      client(owner).send('GET /submissions', { query: { limit: 50 } }),
    ]);
    for (const res of seen) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain(secret);
    }
  });
});

describe('assignment', () => {
  it('filters the staff list by "Assigned to me" and "Unassigned"', async () => {
    const own = (await newSubmission(owner, 'durable-poa')).id;
    const inList = async (assigned: 'me' | 'none') => {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await client(staff).send('POST /admin/submissions/search', {
          body: { limit: 100, assigned, ...(cursor ? { cursor } : {}) },
        });
        expect(page.status).toBe(200);
        ids.push(...page.body!.items.map((s) => s.id));
        cursor = page.body!.nextCursor ?? undefined;
      } while (cursor);
      return ids.includes(own);
    };
    expect([await inList('none'), await inList('me')]).toEqual([true, false]);
    const res = await client(staff).send('PUT /admin/submissions/{id}/assignment', {
      params: { id: own },
      body: { assignee: staff.sub, expectedAssignee: null },
    });
    expect(res.body!.assignedTo).toEqual({ sub: staff.sub, name: `${staff.givenName} ${staff.familyName}` });
    expect([await inList('none'), await inList('me')]).toEqual([false, true]);
    expect((await staffActivityOf(own)).assignedTo).toEqual({ sub: staff.sub, name: `${staff.givenName} ${staff.familyName}` });
    const roster = await client(staff).send('GET /admin/staff', {});
    expect(roster.body!.staff.map((m) => m.sub)).toContain(staff.sub);
    expect(roster.body!.staff.map((m) => m.sub)).not.toContain(owner.sub);
  });
});

describe('email preferences', () => {
  it('are part of the profile; non-essential emails can be turned off', async () => {
    const me = await client(owner).send('GET /me', {});
    expect(me.body!.profile.emailPreferences).toEqual({ nonEssential: true });
    const patched = await client(owner).send('PATCH /me', { body: { emailPreferences: { nonEssential: false } } });
    expect(patched.body!.profile.emailPreferences).toEqual({ nonEssential: false });
    expect((await client(owner).send('GET /me', {})).body!.profile.emailPreferences).toEqual({ nonEssential: false });
    const bad = await client(owner).sendUnchecked('PATCH /me', { body: { emailPreferences: { nonEssential: 'no' } } });
    expect(bad.status).toBe(400);
  });
});
