/**
 * The case's court (issue 25), GET/PUT /admin/submissions/{id}/filing (casework group, staff only): the courthouse
 * proposed from the answers and why, staff's choice with who and when (conditional on the choice they saw, audited),
 * bad input refused with the field's error and nothing changed, and the packet's SC-100 caption naming the chosen court
 * and case number.
 */
import { PDFDocument, type PDFTextField } from 'pdf-lib';
import { client, newSubmission, newUser, type TestUser } from './helpers';

jest.setTimeout(120_000);

let staff: TestUser;
let owner: TestUser;
let id: string;

const get = (who: TestUser | null) => client(who).send('GET /admin/submissions/{id}/filing', { params: { id } });
const put = (who: TestUser | null, body: { courthouseId: string | null; caseNumber: string | null; expectedAt: string | null }) =>
  client(who).send('PUT /admin/submissions/{id}/filing', { params: { id }, body });

beforeAll(async () => {
  [staff, owner] = await Promise.all([newUser({ admin: true }), newUser()]);
  id = (await newSubmission(owner, 'small-claims')).id;
});

describe('the case’s court', () => {
  it('is proposed from the answers, with the reason, before anyone chooses', async () => {
    const res = await get(staff);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      choice: null,
      courthouse: { id: 'stanley-mosk', name: 'Stanley Mosk Courthouse', street: '111 North Hill Street', zip: '90012' },
      county: 'Los Angeles',
      caseNumber: '',
      // The defendant is in Los Angeles, where the Stanley Mosk Courthouse hears small claims.
      proposal: {
        courthouseId: 'stanley-mosk',
        reason: 'sameCity',
        values: { city: 'Los Angeles', kind: 'smallClaims', what: 'defendant' },
      },
    });
  });

  it('is not the client’s to read or change', async () => {
    expect((await get(owner)).status).toBe(403);
    expect((await put(owner, { courthouseId: 'santa-monica', caseNumber: null, expectedAt: null })).status).toBe(403);
    expect((await get(null)).status).toBe(401);
  });

  it('refuses an unknown courthouse and a malformed case number, and changes nothing', async () => {
    const bad = await client(staff).sendUnchecked('PUT /admin/submissions/{id}/filing', {
      params: { id },
      body: { courthouseId: 'hogwarts', caseNumber: '26SM<script>', expectedAt: null },
    });
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { courthouseId: ['filing.errors.courthouse'], caseNumber: ['filing.errors.caseNumber'] },
    });
    expect((await get(staff)).body.choice).toBeNull();
  });

  it('takes staff’s choice with who and when, refuses a change made from a stale view, and the captions follow', async () => {
    const first = await put(staff, { courthouseId: 'santa-monica', caseNumber: ' 26SMSC01234 ', expectedAt: null });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      courthouse: { id: 'santa-monica', street: '1725 Main Street', city: 'Santa Monica' },
      caseNumber: '26SMSC01234',
      choice: { courthouseId: 'santa-monica', caseNumber: '26SMSC01234' },
    });
    const at = first.body.choice!.at;
    expect(first.body.choice!.by.name).toMatch(/\S/);

    // Someone who loaded the page before that change: refused, nothing overwritten.
    const stale = await put(staff, { courthouseId: 'alhambra', caseNumber: null, expectedAt: null });
    expect(stale.status).toBe(409);
    expect((await get(staff)).body.courthouse?.id).toBe('santa-monica');

    const pdf = await client(staff).send('GET /admin/submissions/{id}/court-forms/{form}/pdf', { params: { id, form: 'sc-100' } });
    expect(pdf.status).toBe(200);
    const doc = await PDFDocument.load(pdf.body.bytes);
    const text = (name: string) => (doc.getForm().getField(name) as PDFTextField).getText() ?? '';
    expect(text('SC-100[0].Page1[0].CaptionRight[0].County[0].CourtInfo[0]')).toBe(
      'Superior Court of California, County of Los Angeles\nSanta Monica Courthouse\n1725 Main Street, Santa Monica, CA 90401',
    );
    expect(text('SC-100[0].Page1[0].CaptionRight[0].CN[0].CaseNumber[0]')).toBe('26SMSC01234');

    // Back to the proposal, from the view that saw the first choice.
    const back = await put(staff, { courthouseId: null, caseNumber: null, expectedAt: at });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      courthouse: { id: 'stanley-mosk' },
      caseNumber: '',
      choice: { courthouseId: null, caseNumber: null },
    });
  });

  it('answers 404 for a case that does not exist', async () => {
    const res = await client(staff).send('GET /admin/submissions/{id}/filing', { params: { id: '00000000-0000-4000-8000-00000000dead' } });
    expect(res.status).toBe(404);
  });
});
