/**
 * The court-forms packet routes (documents group, staff only): the status of a small-claims submission's packet, the
 * merged PDF and SC-100 alone read back with pdf-lib (key fields of the sample), who may have them (never the client,
 * never another user), unknown ids and forms, and submissions stored under an older definition version (upgraded with a
 * note, or worksheets with a note; never a 500).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument, type PDFCheckBox, type PDFTextField } from 'pdf-lib';
import { keys } from '../../functions/lib/store/keys';
import { smallClaimsSample, smallClaimsSampleEs } from '../../shared/questionnaires/samples';
import { client, newSubmission, newUser, readyOrder, stack, submit, type TestUser } from './helpers';

// Building a packet fills PDFs: CPU-bound, and the machine is shared. Nothing here asserts on time.
jest.setTimeout(120_000);

const sc = (page: number, name: string) => `SC-100[0].Page${page}[0].${name}`;
const text = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
const checked = (doc: PDFDocument, name: string) => (doc.getForm().getField(name) as PDFCheckBox).isChecked();

let staff: TestUser;
let owner: TestUser;
let id: string;

const status = (who: TestUser | null, submissionId: string, lang?: 'en' | 'es') =>
  client(who).send('GET /admin/submissions/{id}/court-forms', { params: { id: submissionId }, query: lang ? { lang } : {} });
const packet = (who: TestUser | null, submissionId: string) =>
  client(who).send('GET /admin/submissions/{id}/court-forms/pdf', { params: { id: submissionId } });
const form = (who: TestUser | null, submissionId: string, slug: string) =>
  client(who).send('GET /admin/submissions/{id}/court-forms/{form}/pdf', { params: { id: submissionId, form: slug } });

beforeAll(async () => {
  [staff, owner] = await Promise.all([newUser({ admin: true }), newUser()]);
  id = (await newSubmission(owner, 'small-claims')).id;
});

describe('GET /admin/submissions/{id}/court-forms', () => {
  it('lists each form of the packet with how far it is filled, what is left, and its slug', async () => {
    const res = await status(staff, id);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ submissionId: id, definitionVersion: 2, currentVersion: 2 });
    const sc100 = body.forms.find((f) => f.form === 'SC-100')!;
    expect(sc100).toMatchObject({ slug: 'sc-100', applies: true, output: 'pdf', attachmentPages: 0 });
    expect(sc100.filled).toBeGreaterThan(20);
    expect(sc100.filled).toBeLessThanOrEqual(sc100.clientFields);
    // The sample has one plaintiff and no military defendant: SC-100A and SC-103 are listed, not in the packet.
    const sc100a = body.forms.find((f) => f.form === 'SC-100A')!;
    expect(sc100a).toMatchObject({ slug: 'sc-100a', applies: false });
    expect(body.forms.map((f) => f.slug)).toEqual(
      body.forms.map((f) =>
        f.form
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/-$/, ''),
      ),
    );
  });

  it('fills SC-100 from the Spanish-answer sample too (status asked in Spanish)', async () => {
    const user = await newUser();
    await readyOrder(user, 'small-claims');
    const made = await submit(user, 'small-claims', smallClaimsSampleEs as Record<string, unknown>);
    expect(made.status).toBe(201);
    const res = await status(staff, made.body.submission.id, 'es');
    expect(res.status).toBe(200);
    expect(res.body.forms.find((f) => f.form === 'SC-100')!.filled).toBeGreaterThan(20);
  });
});

describe('the packet and each form, read back', () => {
  it('staff download the merged packet: the cover sheet, then SC-100 filled from the sample and still fillable', async () => {
    const res = await packet(staff, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="court-forms-${id}.pdf"`);
    const doc = await PDFDocument.load(res.body.bytes);
    const sc100Pages = (await PDFDocument.load((await form(staff, id, 'sc-100')).body.bytes)).getPageCount();
    expect(doc.getPageCount()).toBeGreaterThan(sc100Pages); // the cover sheet comes first
    expect(text(doc, sc(2, 'List1[0].Item1[0].PlaintiffName1[0]'))).toBe(smallClaimsSample.plaintiff.name);
    expect(text(doc, sc(2, 'List2[0].item2[0].DefendantName1[0]'))).toBe(smallClaimsSample.defendant.name);
    expect(text(doc, sc(2, 'List3[0].PlaintiffClaimAmount1[0]'))).toBe('2,450.00');
    expect(text(doc, sc(3, 'List3[0].Lib[0].Date1[0]'))).toBe('06/14/2025');
    expect(checked(doc, sc(3, 'List4[0].Item4[0].Checkbox50[0]'))).toBe(true);
  });

  it('staff download SC-100 alone, filled; a form the answers do not call for, or no such form, is 404', async () => {
    const res = await form(staff, id, 'sc-100');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="sc-100-${id}.pdf"`);
    const doc = await PDFDocument.load(res.body.bytes);
    expect(text(doc, sc(2, 'List1[0].Item1[0].PlaintiffName1[0]'))).toBe(smallClaimsSample.plaintiff.name);
    expect(text(doc, sc(2, 'List1[0].Item1[0].PlaintiffZip1[0]'))).toBe('90033');

    for (const slug of ['sc-100a', 'fl-105', 'nope', 'SC-100', 'sc-100%2F..', 'sc--100']) {
      const miss = await client(staff).sendUnchecked('GET /admin/submissions/{id}/court-forms/{form}/pdf', {
        params: { id, form: slug },
      });
      expect([slug, miss.status]).toEqual([slug, 404]);
      expect(miss.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('who may have the court forms', () => {
  it('the client who owns the submission, another user and no token get 403/401, never a PDF', async () => {
    const other = await newUser();
    for (const who of [owner, other]) {
      for (const res of [await status(who, id), await packet(who, id), await form(who, id, 'sc-100')]) {
        expect(res.status).toBe(403);
        expect(res.error.code).toBe('forbidden');
        expect(res.headers.get('content-type')).not.toBe('application/pdf');
      }
    }
    for (const res of [await status(null, id), await packet(null, id), await form(null, id, 'sc-100')]) {
      expect(res.status).toBe(401);
    }
  });

  it('an unknown or malformed submission id is 404 for staff', async () => {
    for (const missing of ['00000000-0000-4000-8000-00000000dead', 'not a uuid!']) {
      expect((await status(staff, missing)).status).toBe(404);
      expect((await packet(staff, missing)).status).toBe(404);
      expect((await form(staff, missing, 'sc-100')).status).toBe(404);
    }
  });
});

describe('a submission stored under an older definition version', () => {
  const table = () => {
    const s = stack();
    process.env.TABLE_NAME = s.tableName;
    return {
      name: s.tableName,
      doc: DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: s.dynamodbEndpoint,
          region: 'us-west-2',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }),
      ),
    };
  };
  /** Rewrite a submission as if it had been stored under `version` with `answers`. */
  async function storedAs(submissionId: string, version: number, answers: unknown): Promise<void> {
    const { name, doc } = table();
    await doc.send(
      new UpdateCommand({
        TableName: name,
        Key: keys.submission(submissionId),
        UpdateExpression: 'SET definitionVersion = :v',
        ExpressionAttributeValues: { ':v': version },
      }),
    );
    await doc.send(
      new UpdateCommand({
        TableName: name,
        Key: keys.submissionAnswers(submissionId),
        UpdateExpression: 'SET answersJson = :a',
        ExpressionAttributeValues: { ':a': JSON.stringify(answers) },
      }),
    );
  }

  it('version 1 answers are carried to the current forms, with a note', async () => {
    const old = (await newSubmission(await newUser(), 'small-claims')).id;
    await storedAs(old, 1, {
      fullName: 'Rosa Older Version',
      email: 'rosa@example.com',
      phone: '(323) 555-0199',
      claimAmount: 120_000,
      defendantName: 'Old Shop Inc',
      defendantAddress: '100 Main St, Los Angeles, CA 90012',
      incidentDate: '2025-02-01',
      incidentDescription: 'Paid for a repair that was not done.',
      damages: 'Deposit $1,200.',
      attempts: 'Called twice.',
    });
    const res = await status(staff, old);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ definitionVersion: 1, currentVersion: 2 });
    expect(res.body.notes.map((n) => n.code)).toContain('olderVersion');
    const doc = await PDFDocument.load((await packet(staff, old)).body.bytes);
    expect(text(doc, sc(2, 'List1[0].Item1[0].PlaintiffName1[0]'))).toBe('Rosa Older Version');
  });

  it('answers no upgrade can carry become worksheets with a note — 200, never a 500', async () => {
    const odd = (await newSubmission(await newUser(), 'small-claims')).id;
    await storedAs(odd, 99, { somethingElse: { deeply: ['unexpected', 1, null] }, claimAmount: 'lots' });
    const res = await status(staff, odd);
    expect(res.status).toBe(200);
    expect(res.body.notes.map((n) => n.code)).toContain('olderVersionWorksheets');
    const pdf = await packet(staff, odd);
    expect(pdf.status).toBe(200);
    expect((await PDFDocument.load(pdf.body.bytes)).getPageCount()).toBeGreaterThan(0);
  });
});
