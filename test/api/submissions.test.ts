/** Submissions: validation, the journey's preconditions, idempotent retries, ownership and the PDF. */
import { randomUUID } from 'node:crypto';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { call, newSubmission, newUser, readyOrder, stack, submit, type TestUser } from './helpers';

const list = async (user: TestUser) =>
  (await call('GET', '/submissions?limit=100', { token: user.token })).body.items as Array<{ id: string }>;

describe('POST /submissions', () => {
  it('validates the answers against the questionnaire: field errors are i18n keys, nothing is stored', async () => {
    const user = await newUser();
    const order = await readyOrder(user, 'small-claims');
    await call('PUT', '/drafts/small-claims', { token: user.token, body: { answers: { fullName: 'Draft' } } });
    const { venue: _omitted, ...answers } = SAMPLES['small-claims'] as Record<string, unknown>;
    const res = await submit(user, 'small-claims', { ...answers, claimAmount: 5_000_000, surprise: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    const fieldErrors = res.body.error.fieldErrors as Record<string, string[]>;
    expect(fieldErrors).toMatchObject({
      claimAmount: ['q.smallClaims.errors.claimAmountMax'],
      twoPerYearConfirmed: ['q.smallClaims.errors.twoPerYear'],
    });
    expect(Object.keys(fieldErrors).sort()).toEqual(['claimAmount', 'surprise', 'twoPerYearConfirmed', 'venue']);
    for (const keys of Object.values(fieldErrors)) for (const key of keys) expect(key).toMatch(/^q\./);
    expect(await list(user)).toEqual([]);
    expect((await call('GET', `/orders/${order.orderId}`, { token: user.token })).body.order.stage).toBe('questionnaire');
    expect((await call('GET', '/drafts/small-claims', { token: user.token })).status).toBe(200);
  });

  it('refuses answers whose keys are object built-ins, as invalid (never a 500)', async () => {
    const user = await newUser();
    await readyOrder(user, 'small-claims');
    for (const key of ['__proto__', 'constructor', 'valueOf']) {
      const res = await call('POST', '/submissions', {
        token: user.token,
        rawBody: `{"questionnaireType":"small-claims","answers":{"claimAmount":100,"${key}":{"x":1}}}`,
      });
      expect(res.status).toBe(400);
    }
  });

  it('stores the validated answers, links and closes the order, deletes the draft', async () => {
    const user = await newUser();
    const order = await readyOrder(user, 'small-claims', 'office');
    await call('PUT', '/drafts/small-claims', { token: user.token, body: { answers: { fullName: 'Draft' } } });
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
    const detail = await call('GET', `/submissions/${submission.id}`, { token: user.token });
    expect(detail.body.submission.answers.plaintiff.name).toBe('María Elena García');
    expect((await call('GET', `/orders/${order.orderId}`, { token: user.token })).body.order).toMatchObject({
      stage: 'submitted',
      submissionId: submission.id,
    });
    expect((await call('GET', '/drafts/small-claims', { token: user.token })).status).toBe(404);
    // One submission per order: the next one needs a new order (and agreement).
    const next = await submit(user, 'small-claims');
    expect(next.status).toBe(409);
    expect(next.body.error.code).toBe('agreement_required');
  });

  it('needs the agreement (409 agreement_required) and the payment (402 payment_required)', async () => {
    const user = await newUser();
    expect((await submit(user, 'probate')).body.error.code).toBe('agreement_required');
    const { orderId } = (await call('POST', '/orders', { token: user.token, body: { questionnaireType: 'probate' } })).body.order;
    expect((await submit(user, 'probate')).status).toBe(409);
    await call('POST', `/orders/${orderId}/agreement`, {
      token: user.token,
      body: {
        contractVersion: (await import('../../shared/contract/version')).LDA_CONTRACT_VERSION,
        signatureName: `${user.givenName} ${user.familyName}`,
        accepted: true,
      },
    });
    const unpaid = await submit(user, 'probate');
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.error.code).toBe('payment_required');
    await call('POST', `/orders/${orderId}/payment-method`, { token: user.token, body: { method: 'card' } });
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
    expect(other.body.error.code).toBe('idempotency_conflict');
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
    expect(res.body.error.fieldErrors).toEqual({ 'Idempotency-Key': ['errors.field.invalid'] });
  });
});

describe('reading submissions', () => {
  it('lists the caller’s own, newest first, and answers 404 for anyone else’s', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const older = await newSubmission(owner, 'small-claims');
    const newer = await newSubmission(owner, 'probate', 'office');
    expect((await list(owner)).map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(await list(other)).toEqual([]);
    for (const path of [`/submissions/${older.id}`, `/submissions/${older.id}/pdf`]) {
      const res = await call('GET', path, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(owner.email);
    }
    expect((await call('GET', `/submissions/${randomUUID()}`, { token: owner.token })).status).toBe(404);
  });

  it('serves the answers as a PDF in the submission’s language or ?lang=', async () => {
    const user = await newUser();
    await call('PATCH', '/me', { token: user.token, body: { preferredLanguage: 'es' } });
    const { id, locale } = await newSubmission(user, 'durable-poa');
    expect(locale).toBe('es');
    for (const query of ['', '?lang=en', '?lang=es']) {
      const res = await fetch(`${stack().apiUrl}/submissions/${id}/pdf${query}`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="submission-${id}.pdf"`);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    const bad = await call('GET', `/submissions/${id}/pdf?lang=fr`, { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toEqual({ lang: ['errors.field.invalid'] });
  });
});
