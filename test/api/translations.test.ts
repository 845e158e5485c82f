/**
 * The translation desk end to end against the suite's stack (issue 26): a Spanish submission of every questionnaire
 * sample gets exactly its translatable items, each with a non-empty English draft from the local engine (Apertium);
 * staff save and approve English (bad input refused and nothing changed); the client sees the approved English with
 * its automatic Spanish and confirms or comments (recorded); a changed answer's approval lapses; the engine down
 * leaves drafts pending with a retry, never a 500; the packet prints approved English only and its cover lists every
 * pending item until none is left.
 */
import './casework/env';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument, PDFTextField } from 'pdf-lib';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keys } from '../../functions/lib/store/keys';
import type { TranslationDesk } from '../../shared/api/translations';
import { QUESTIONNAIRE_TYPES } from '../../shared/questionnaire-types';
import { formsOf } from '../../shared/questionnaires/forms/registry';
import { getQuestionnaire } from '../../shared/questionnaires/registry';
import { SAMPLES_ES, smallClaimsSampleEs } from '../../shared/questionnaires/samples';
import { filingTexts } from '../../shared/questionnaires/translatable';
import type { Answers } from '../../shared/questionnaires/types';
import { requireApertium } from '../support/apertium';
import { waitForMail } from './casework/env';
import { client, newSpanishSubmission, newUser, stack, type TestUser } from './helpers';

// Drafting runs Apertium through the outbox and packets fill PDFs: CPU-bound on a shared machine. Nothing asserts on time.
jest.setTimeout(300_000);

let staff: TestUser;
const desk = (id: string, who: TestUser = staff) => client(who).send('GET /admin/submissions/{id}/translations', { params: { id } });

/** The desk once the drafting job has left it settled (drafting ready or failed): waits on the state, bounded. */
async function settledDesk(id: string, want: 'ready' | 'failed' = 'ready'): Promise<TranslationDesk> {
  for (let i = 0; i < 600; i++) {
    const res = await desk(id);
    expect(res.status).toBe(200);
    if (res.body!.drafting.status === want && (want === 'failed' || res.body!.items.every((it) => it.draft))) return res.body!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the desk of ${id} never became ${want}`);
}

const engineControl = async (action: 'stop' | 'start') => {
  const res = await fetch(`${stack().controlUrl}/translation/${action}`, { method: 'POST' });
  expect(res.status).toBe(204);
};

beforeAll(async () => {
  // The stack drafts with Apertium: without it every desk would wait for drafts that never come.
  requireApertium();
  staff = await newUser({ admin: true });
});

describe('a Spanish submission of each questionnaire sample', () => {
  it.each(QUESTIONNAIRE_TYPES.map((t) => [t]))(
    '%s: the desk lists exactly its translatable items, each with an English draft',
    async (type) => {
      const answers = SAMPLES_ES[type]!;
      const owner = await newUser();
      const id = (await newSpanishSubmission(owner, type, answers as Record<string, unknown>)).id;
      const expected = filingTexts(getQuestionnaire(type), formsOf(type), answers as Answers);
      const body = await settledDesk(id);
      expect(body.locale).toBe('es');
      expect(body.items.map((i) => i.path)).toEqual(expected.desk.map((d) => d.path));
      expect(body.items.length).toBeGreaterThan(0);
      for (const item of body.items) {
        expect(item.draft!.engine).toBe('apertium');
        expect(item.draft!.engineVersion).toMatch(/^\d+\.\d+/);
        expect([item.path, item.draft!.text.trim().length > 0]).toEqual([item.path, true]);
        expect(item.state).toBe('draft');
        expect(item.placements.length).toBeGreaterThan(0);
      }
      expect(body.fixed.map((f) => [f.path, f.english])).toEqual(expected.fixed.map((f) => [f.path, f.english]));
      expect(body.drafting).toMatchObject({ status: 'ready', engine: 'apertium', lastError: null });
    },
  );
});

describe('staff on the desk, the client, and the packet (small claims)', () => {
  let owner: TestUser;
  let id: string;
  let first: TranslationDesk;

  beforeAll(async () => {
    owner = await newUser();
    id = (await newSpanishSubmission(owner, 'small-claims', smallClaimsSampleEs as Record<string, unknown>)).id;
    first = await settledDesk(id);
  });

  it('refuses English that is empty, too long, with control characters, for other words or for no item; nothing changes', async () => {
    const item = first.items.find((i) => i.kind === 'textarea')!;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ path: item.path, sourceHash: item.sourceHash, english: '   ' }, 'english', 'errors.field.englishEmpty'],
      [{ path: item.path, sourceHash: item.sourceHash, english: 'x'.repeat(item.maxLength + 1) }, 'english', 'errors.field.englishTooLong'],
      [{ path: item.path, sourceHash: item.sourceHash, english: 'A bell\u0007 rang' }, 'english', 'errors.field.invalid'],
      [
        { path: item.path, sourceHash: first.items.find((i) => i.path !== item.path)!.sourceHash, english: 'Other words' },
        'sourceHash',
        'errors.field.answerChanged',
      ],
      [{ path: 'plaintiff.name', sourceHash: item.sourceHash, english: 'A name' }, 'path', 'errors.field.notOnDesk'],
    ];
    for (const [body, field, key] of cases) {
      const res = await client(staff).sendUnchecked('PUT /admin/submissions/{id}/translations/item', { params: { id }, body });
      expect([field, res.status, res.error?.fieldErrors?.[field]]).toEqual([field, 400, [key]]);
    }
    // A one-line answer takes one line of English.
    const line = first.items.find((i) => i.kind === 'text');
    if (line) {
      const res = await client(staff).sendUnchecked('PUT /admin/submissions/{id}/translations/item', {
        params: { id },
        body: { path: line.path, sourceHash: line.sourceHash, english: 'two\nlines' },
      });
      expect(res.status).toBe(400);
    }
    expect((await desk(id)).body!.items).toEqual(first.items);
  });

  it('saves an edit (reviewed), approves one, then every reviewed one; records who and when; the client confirms and comments', async () => {
    // The story (a paragraph; the desk lists items in the forms' order, so it is not necessarily the first).
    const a = first.items.find((i) => i.path === 'incidentDescription')!;
    const rest = first.items.filter((i) => i !== a);
    const edited = 'Street works in front of the bakery cut off our water and power for three weeks; we lost dough, product and sales.';
    const saved = await client(staff).send('PUT /admin/submissions/{id}/translations/item', {
      params: { id },
      body: { path: a.path, sourceHash: a.sourceHash, english: edited },
    });
    expect(saved.status).toBe(200);
    const reviewed = saved.body!.items.find((i) => i.path === a.path)!;
    expect(reviewed).toMatchObject({ state: 'reviewed', english: { text: edited, by: { name: staff.givenName } }, approval: null });
    expect(saved.body!.counts).toMatchObject({ total: first.items.length, reviewed: 1, approved: 0 });

    const one = await client(staff).send('POST /admin/submissions/{id}/translations/approve', {
      params: { id },
      body: { items: [{ path: a.path, sourceHash: a.sourceHash, english: edited }] },
    });
    expect(one.body!.items.find((i) => i.path === a.path)).toMatchObject({
      state: 'approved',
      approval: { text: edited, by: { name: staff.givenName } },
    });
    const all = await client(staff).send('POST /admin/submissions/{id}/translations/approve', {
      params: { id },
      body: { items: rest.map((i) => ({ path: i.path, sourceHash: i.sourceHash, english: i.draft!.text })) },
    });
    expect(all.body!.counts).toMatchObject({ total: first.items.length, approved: first.items.length });

    // The approval record: who, when, the hash of the Spanish approved.
    const ddb = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack().dynamodbEndpoint,
        region: 'us-west-2',
        credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
      }),
    );
    const record = (await ddb.send(new GetCommand({ TableName: stack().tableName, Key: keys.translation(id, a.path) }))).Item!;
    expect(record.approval).toMatchObject({ text: edited, sourceHash: a.sourceHash, by: { role: 'staff', sub: staff.sub } });
    expect(Date.parse(record.approval.at)).not.toBeNaN();

    // The client: the approved English, and (once the job made it) its automatic Spanish.
    let mine = (await client(owner).send('GET /submissions/{id}/translations', { params: { id } })).body!;
    for (let i = 0; i < 600 && mine.items.some((x) => !x.back); i++) {
      await new Promise((r) => setTimeout(r, 100));
      mine = (await client(owner).send('GET /submissions/{id}/translations', { params: { id } })).body!;
    }
    expect(mine.total).toBe(first.items.length);
    expect(mine.items.map((x) => x.english)).toEqual(first.items.map((i) => (i === a ? edited : i.draft!.text)));
    for (const x of mine.items) expect([x.path, x.back?.engine, (x.back?.text ?? '').length > 0]).toEqual([x.path, 'apertium', true]);

    const confirmed = await client(owner).send('POST /submissions/{id}/translations/confirm', {
      params: { id },
      body: { items: [{ path: mine.items[0].path, englishHash: mine.items[0].englishHash }] },
    });
    expect(confirmed.body!.items[0].response).toMatchObject({ kind: 'confirmed', comment: null });
    const comment = 'Fueron tres semanas sin agua, no tres días.';
    const commented = await client(owner).send('POST /submissions/{id}/translations/comment', {
      params: { id },
      body: { path: mine.items[1].path, englishHash: mine.items[1].englishHash, comment },
    });
    expect(commented.body!.items[1].response).toMatchObject({ kind: 'comment', comment });
    await waitForMail(staff.email, (m) => /message/i.test(m.subject));
    const onDesk = (await desk(id)).body!;
    expect(onDesk.items[0].client).toMatchObject({ kind: 'confirmed' });
    expect(onDesk.items[1].client).toMatchObject({ kind: 'comment', comment });
    const stored = (await ddb.send(new GetCommand({ TableName: stack().tableName, Key: keys.translation(id, mine.items[0].path) }))).Item!;
    expect(stored.clientResponses).toEqual([
      expect.objectContaining({
        kind: 'confirmed',
        englishHash: mine.items[0].englishHash,
        by: expect.objectContaining({ sub: owner.sub }),
      }),
    ]);

    // A stale English hash (the office changed the approval since) is refused and records nothing.
    const stale = await client(owner).sendUnchecked('POST /submissions/{id}/translations/confirm', {
      params: { id },
      body: { items: [{ path: mine.items[2]?.path ?? mine.items[0].path, englishHash: 'A'.repeat(43) }] },
    });
    expect(stale.status).toBe(400);
  });

  it('the packet prints approved English only: no Spanish free text on any official form; the cover lists nothing pending', async () => {
    const res = await client(staff).send('GET /admin/submissions/{id}/court-forms/pdf', { params: { id } });
    const doc = await PDFDocument.load(res.body!.bytes);
    const values = doc
      .getForm()
      .getFields()
      .filter((f): f is PDFTextField => f instanceof PDFTextField)
      .map((f) => f.getText() ?? '');
    // Field values whole; drawn pages (MC-025 attachments) with their line breaks read as spaces.
    const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
    const all = flat(values.join(' ') + ' ' + pdfText(res.body!.bytes));
    for (const item of first.items) expect([item.path, all.includes(flat(item.source))]).toEqual([item.path, false]);
    const approved = (await desk(id)).body!.items;
    for (const item of approved) expect([item.path, all.includes(flat(item.approval!.text))]).toEqual([item.path, true]);
    for (const f of first.fixed) expect([f.path, values.includes(f.english)]).toEqual([f.path, true]);
    // A city is the glossary's English; a name ("Ciudad de Los Ángeles", the defendant) prints as written.
    expect(values.includes('Los Ángeles')).toBe(false);
    expect(pdfText(res.body!.bytes, 1, 1)).not.toContain('Translation pending');
  });

  it('a changed answer returns to the desk: its approval lapses, it is drafted again, and the cover lists it', async () => {
    const item = first.items.find((i) => i.path === 'whyNotAsked')!;
    const ddb = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: stack().dynamodbEndpoint,
        region: 'us-west-2',
        credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
      }),
    );
    const changed = { ...smallClaimsSampleEs, whyNotAsked: 'La ciudad nunca contestó nuestra carta.' };
    await ddb.send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: keys.submissionAnswers(id),
        UpdateExpression: 'SET answersJson = :a',
        ExpressionAttributeValues: { ':a': JSON.stringify(changed) },
      }),
    );
    const now = (await desk(id)).body!.items.find((i) => i.path === item.path)!;
    expect(now).toMatchObject({ state: 'pending', approval: null, source: changed.whyNotAsked, lapsed: { by: { name: staff.givenName } } });
    const cover = pdfText((await client(staff).send('GET /admin/submissions/{id}/court-forms/pdf', { params: { id } })).body!.bytes, 1, 2);
    expect(cover).toContain('Translation pending');
    expect(cover).toMatch(/SC-100, Item 4: If no, explain why not/);
    await client(staff).send('POST /admin/submissions/{id}/translations/retry', { params: { id } });
    const again = await settledDesk(id);
    expect(again.items.find((i) => i.path === item.path)).toMatchObject({ state: 'draft' });
  });
});

describe('the engine down', () => {
  afterAll(() => engineControl('start'));

  it('leaves drafts pending and visible with the error, never a 500; a retry drafts them once it is back', async () => {
    await engineControl('stop');
    const owner = await newUser();
    const id = (await newSpanishSubmission(owner, 'small-claims', smallClaimsSampleEs as Record<string, unknown>)).id;
    const down = await settledDesk(id, 'failed');
    expect(down.drafting).toMatchObject({ status: 'failed', lastError: 'ApertiumUnavailable' });
    expect(down.drafting.attempts).toBeGreaterThan(0);
    expect(down.items.length).toBeGreaterThan(0);
    for (const item of down.items) expect(item).toMatchObject({ state: 'pending', draft: null });
    // The cover lists every item while none is approved.
    const cover = pdfText((await client(staff).send('GET /admin/submissions/{id}/court-forms/pdf', { params: { id } })).body!.bytes, 1, 2);
    for (const item of down.items) for (const p of item.placements) expect(cover).toContain(`${p.form}, Item ${p.item}: ${p.label}`);
    // Staff can still write English by hand and approve it without a draft.
    const hand = await client(staff).send('PUT /admin/submissions/{id}/translations/item', {
      params: { id },
      body: { path: down.items[0].path, sourceHash: down.items[0].sourceHash, english: 'Typed by staff.' },
    });
    expect(hand.status).toBe(200);

    await engineControl('start');
    expect((await client(staff).send('POST /admin/submissions/{id}/translations/retry', { params: { id } })).status).toBe(200);
    const back = await settledDesk(id);
    expect(back.items.every((i) => i.draft && i.draft.text.length > 0)).toBe(true);
    expect(back.items[0]).toMatchObject({ state: 'reviewed', english: { text: 'Typed by staff.' } });
  });
});

describe('English submissions and other people', () => {
  it('an English submission has nothing on the desk; the client and other users see only their own', async () => {
    const owner = await newUser();
    const { newSubmission } = await import('./helpers');
    const id = (await newSubmission(owner, 'small-claims')).id;
    const body = (await desk(id)).body!;
    expect(body).toMatchObject({ locale: 'en', items: [], drafting: { status: 'notNeeded' } });
    const other = await newUser();
    expect((await client(other).send('GET /submissions/{id}/translations', { params: { id } })).status).toBe(404);
    expect((await client(owner).send('GET /submissions/{id}/translations', { params: { id } })).body).toEqual({
      locale: 'en',
      total: 0,
      items: [],
    });
  });
});

/** The text of a PDF's pages (poppler's pdftotext), first to last page (1-based, inclusive) or all. */
function pdfText(bytes: Uint8Array, first?: number, last?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lda-tr-'));
  const file = join(dir, 'p.pdf');
  writeFileSync(file, bytes);
  const range = first ? ['-f', String(first), '-l', String(last ?? first)] : [];
  return execFileSync('pdftotext', [...range, '-layout', file, '-'], { encoding: 'utf8' });
}
