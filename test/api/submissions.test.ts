/** Submissions: validation, the journey's preconditions, idempotent retries, ownership and the PDF. */
import { randomUUID } from 'node:crypto';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import {
  client,
  confirmNoticeDelivery,
  newSubmission,
  newUser,
  readyOrder,
  selectForms,
  signatureOf,
  signNotice,
  submit,
  type TestUser,
} from './helpers';

// Each test walks the client journey (notice, forms, notice given, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

const list = async (user: TestUser) => (await client(user).send('GET /submissions', { query: { limit: 100 } })).body.items;
const orderOf = async (user: TestUser, orderId: string) =>
  (await client(user).send('GET /orders/{orderId}', { params: { orderId } })).body.order;
const draftOf = (user: TestUser) => client(user).send('GET /drafts/{questionnaireType}', { params: { questionnaireType: 'small-claims' } });
const saveDraft = (user: TestUser) =>
  client(user).send('PUT /drafts/{questionnaireType}', {
    params: { questionnaireType: 'small-claims' },
    body: { answers: { fullName: 'Draft' } },
  });

describe('POST /submissions', () => {
  it('validates the answers against the questionnaire: field errors are i18n keys, nothing is stored', async () => {
    const user = await newUser();
    const order = await readyOrder(user, 'small-claims');
    await saveDraft(user);
    const { venue: _omitted, ...answers } = SAMPLES['small-claims'] as Record<string, unknown>;
    const res = await submit(user, 'small-claims', { ...answers, claimAmount: 5_000_000, surprise: 1 });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe('validation_failed');
    const fieldErrors = res.error.fieldErrors ?? {};
    expect(fieldErrors).toMatchObject({
      claimAmount: ['q.smallClaims.errors.claimAmountMax'],
      twoPerYearConfirmed: ['q.smallClaims.errors.twoPerYear'],
    });
    expect(Object.keys(fieldErrors).sort()).toEqual(['claimAmount', 'surprise', 'twoPerYearConfirmed', 'venue']);
    for (const keys of Object.values(fieldErrors)) for (const key of keys) expect(key).toMatch(/^q\./);
    expect(await list(user)).toEqual([]);
    expect((await orderOf(user, order.orderId)).stage).toBe('questionnaire');
    expect((await draftOf(user)).status).toBe(200);
  });

  it('refuses answers whose keys are object built-ins, as invalid (never a 500)', async () => {
    const user = await newUser();
    await readyOrder(user, 'small-claims');
    for (const key of ['__proto__', 'constructor', 'valueOf']) {
      const res = await client(user).sendUnchecked('POST /submissions', {
        rawBody: `{"questionnaireType":"small-claims","answers":{"claimAmount":100,"${key}":{"x":1}}}`,
      });
      expect(res.status).toBe(400);
    }
  });

  it('stores the validated answers, links and closes the order, deletes the draft', async () => {
    const user = await newUser();
    const order = await readyOrder(user, 'small-claims', 'office');
    await saveDraft(user);
    const sample = SAMPLES['small-claims'] as { plaintiff: Record<string, unknown> };
    const res = await submit(user, 'small-claims', { ...sample, plaintiff: { ...sample.plaintiff, name: '  María Elena García  ' } });
    expect(res.status).toBe(201);
    const { submission } = res.body;
    expect(submission).toMatchObject({
      status: 'pending',
      version: 1,
      orderId: order.orderId,
      payment: { method: 'office', status: 'unpaid' },
      clientName: 'María Elena García',
      definitionVersion: 2,
    });
    const detail = await client(user).send('GET /submissions/{id}', { params: { id: submission.id } });
    expect((detail.body.submission.answers as { plaintiff: { name: string } }).plaintiff.name).toBe('María Elena García');
    expect(await orderOf(user, order.orderId)).toMatchObject({ stage: 'submitted', submissionId: submission.id });
    expect((await draftOf(user)).status).toBe(404);
    // One submission per order: the next one needs a new order (its notice and agreement).
    const next = await submit(user, 'small-claims');
    expect(next.status).toBe(409);
    expect(next.error.code).toBe('notice_required');
  });

  it('needs the notice (409 notice_required), the forms (forms_required), the notice given (notice_delivery_required), the agreement (409 agreement_required) and the payment (402 payment_required)', async () => {
    const user = await newUser();
    expect((await submit(user, 'probate')).error.code).toBe('notice_required');
    const { orderId } = (await client(user).send('POST /orders', { body: { questionnaireType: 'probate' } })).body.order;
    expect((await submit(user, 'probate')).status).toBe(409);
    await signNotice(user, orderId);
    expect((await submit(user, 'probate')).error.code).toBe('forms_required');
    await selectForms(user, orderId);
    expect((await submit(user, 'probate')).error.code).toBe('notice_delivery_required');
    await confirmNoticeDelivery(orderId);
    expect((await submit(user, 'probate')).error.code).toBe('agreement_required');
    await client(user).send('POST /orders/{orderId}/agreement', {
      params: { orderId },
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: signatureOf(user), accepted: true },
    });
    const unpaid = await submit(user, 'probate');
    expect(unpaid.status).toBe(402);
    expect(unpaid.error.code).toBe('payment_required');
    await client(user).send('POST /orders/{orderId}/payment-method', { params: { orderId }, body: { method: 'card' } });
    expect((await submit(user, 'probate')).status).toBe(402);
    expect(await list(user)).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body with the same response, and makes one submission', async () => {
    const user = await newUser();
    await readyOrder(user, 'name-change');
    const key = randomUUID();
    const first = await submit(user, 'name-change', SAMPLES['name-change'], key);
    expect(first.status).toBe(201);
    const retry = await submit(user, 'name-change', SAMPLES['name-change'], key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await list(user)).map((s) => s.id)).toEqual([first.body.submission.id]);
  });

  it('refuses the same key with a different body: 409 idempotency_conflict', async () => {
    const user = await newUser();
    await readyOrder(user, 'name-change');
    const key = randomUUID();
    await submit(user, 'name-change', SAMPLES['name-change'], key);
    const other = await submit(user, 'name-change', { ...SAMPLES['name-change'], reason: 'Another reason entirely.' }, key);
    expect(other.status).toBe(409);
    expect(other.error.code).toBe('idempotency_conflict');
    expect(await list(user)).toHaveLength(1);
  });

  it('makes one submission from concurrent retries with one key', async () => {
    const user = await newUser();
    await readyOrder(user, 'probate');
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => submit(user, 'probate', SAMPLES.probate, key)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.submission.id)).size).toBe(1);
    expect(await list(user)).toHaveLength(1);
  });

  it('keeps keys per user: another user’s identical key is unrelated', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()]);
    await Promise.all([readyOrder(a, 'probate'), readyOrder(b, 'probate')]);
    const key = randomUUID();
    const [ra, rb] = [await submit(a, 'probate', SAMPLES.probate, key), await submit(b, 'probate', SAMPLES.probate, key)];
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(ra.body.submission.id).not.toBe(rb.body.submission.id);
  });

  it('refuses a malformed key', async () => {
    const user = await newUser();
    const res = await submit(user, 'probate', SAMPLES.probate, 'bad key!');
    expect(res.status).toBe(400);
    expect(res.error.fieldErrors).toEqual({ 'Idempotency-Key': ['errors.field.invalid'] });
  });
});

describe('reading submissions', () => {
  it('lists the caller’s own, newest first, and answers 404 for anyone else’s', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const older = await newSubmission(owner, 'small-claims');
    const newer = await newSubmission(owner, 'probate', 'office');
    expect((await list(owner)).map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(await list(other)).toEqual([]);
    const params = { id: older.id };
    for (const res of [
      await client(other).send('GET /submissions/{id}', { params }),
      await client(other).send('GET /submissions/{id}/pdf', { params }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(owner.email);
    }
    expect((await client(owner).send('GET /submissions/{id}', { params: { id: randomUUID() } })).status).toBe(404);
  });

  it('serves the answers as a PDF in the submission’s language or ?lang=', async () => {
    const user = await newUser();
    await client(user).send('PATCH /me', { body: { preferredLanguage: 'es' } });
    const { id, locale } = await newSubmission(user, 'durable-poa');
    expect(locale).toBe('es');
    for (const lang of [undefined, 'en', 'es'] as const) {
      const res = await client(user).send('GET /submissions/{id}/pdf', { params: { id }, query: { lang } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="submission-${id}.pdf"`);
      expect(res.body.filename).toBe(`submission-${id}.pdf`);
      expect(Buffer.from(res.body.bytes).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const bad = await client(user).sendUnchecked('GET /submissions/{id}/pdf', { params: { id }, query: { lang: 'fr' } });
    expect(bad.status).toBe(400);
    expect(bad.error.fieldErrors).toEqual({ lang: ['errors.field.invalid'] });
  });
});
