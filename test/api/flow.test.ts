/**
 * The whole journey as one story: order → agreement → payment → submission → staff change the status → the client
 * sees it, with the history, on their dashboard.
 */
import { californiaDate } from '../../shared/compliance';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { FORMS_META } from '../../shared/questionnaires/forms/meta.generated';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { CATALOGUE } from '../../shared/catalogue';
import { slugOf } from '../../shared/questionnaire-slugs';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { client, newUser, registerPii, type TestUser } from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

let holder: TestUser;
let staff: TestUser;
beforeAll(async () => {
  [holder, staff] = await Promise.all([newUser({ givenName: 'Ximena', familyName: 'Quintanilla-Ruiz' }), newUser({ admin: true })]);
});

it('takes a client from order to a completed submission, and staff’s work shows on the client’s dashboard', async () => {
  const type = 'probate';
  const ssn4 = '7391';
  registerPii([`"${ssn4}"`]);
  const answers = { ...SAMPLES[type], decedentSsn4: ssn4 };
  const api = client(holder);
  const asStaff = client(staff);

  // 1. The order: the catalogue's price, whatever the client might think it is.
  const created = await api.send('POST /orders', { body: { questionnaireType: type } });
  expect(created.status).toBe(201);
  const orderId = created.body.order.orderId;
  const params = { orderId };
  expect(created.body.order).toMatchObject({
    questionnaireType: type,
    amountCents: CATALOGUE[type].priceCents,
    currency: 'usd',
    stage: 'notice',
  });

  // Too early: nothing can be submitted yet.
  expect((await api.send('POST /submissions', { body: { questionnaireType: type, answers } })).error.code).toBe('notice_required');

  // 2a. The Notice to Consumer (B&P §6410.5), signed and dated before the contract.
  const noticed = await api.send('POST /orders/{orderId}/notice', {
    params,
    body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName: 'ximena quintanilla ruiz' },
  });
  expect(noticed.body.order).toMatchObject({ stage: 'forms' });
  expect((await api.send('POST /submissions', { body: { questionnaireType: type, answers } })).error.code).toBe('forms_required');
  // 2b. The client selects the forms we prepare (B&P §6400(d)(1)), from the service's list.
  const offered = FORMS_META[type].map((f) => f.form);
  const chose = await api.send('PUT /orders/{orderId}/forms', { params, body: { forms: offered } });
  expect(chose.body.order).toMatchObject({ stage: 'notice_delivery', forms: { selected: offered } });
  expect((await api.send('POST /submissions', { body: { questionnaireType: type, answers } })).error.code).toBe('notice_delivery_required');
  // The contract waits until staff have mailed the signed notice (B&P §6410.5(b), the owner's reading).
  const early = await api.send('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'ximena quintanilla ruiz', accepted: true },
  });
  expect(early.error.code).toBe('notice_delivery_required');
  expect(
    (await asStaff.send('POST /admin/orders/{orderId}/notice-delivery', { params, body: { method: 'mail', date: californiaDate() } }))
      .status,
  ).toBe(200);
  expect((await api.send('POST /submissions', { body: { questionnaireType: type, answers } })).error.code).toBe('agreement_required');

  // 2. The agreement, signed with the account holder's name (accents and case do not matter).
  const agreed = await api.send('POST /orders/{orderId}/agreement', {
    params,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'ximena quintanilla ruiz', accepted: true },
    headers: { 'user-agent': 'flow-test-browser/1.0' },
  });
  expect(agreed.status).toBe(200);
  expect(agreed.body.order).toMatchObject({
    stage: 'payment_method',
    agreement: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'ximena quintanilla ruiz' },
  });

  // 3. Payment: card, through the test-mode checkout.
  expect((await api.send('POST /orders/{orderId}/payment-method', { params, body: { method: 'card' } })).body.order.stage).toBe('payment');
  expect((await api.send('POST /submissions', { body: { questionnaireType: type, answers } })).error.code).toBe('payment_required');
  const checkout = await api.send('POST /orders/{orderId}/checkout', { params });
  expect(checkout.status).toBe(200);
  expect(checkout.body).toMatchObject({ mode: 'test', sessionId: expect.stringMatching(/^cs_test_local_/) });
  expect(checkout.body.checkoutUrl).toMatch(new RegExp(`/payment/${slugOf(type)}\\?session=${checkout.body.sessionId}&testMode=1$`));
  const paid = await api.send('POST /payments/test-mode/{sessionId}/complete', { params: { sessionId: checkout.body.sessionId } });
  expect(paid.body.order).toMatchObject({ stage: 'questionnaire', payment: { method: 'card', status: 'paid', provider: 'test' } });

  // 4. The questionnaire: a draft along the way, then the submission (which removes the draft).
  const draft = { params: { questionnaireType: type } } as const;
  expect(
    (await api.send('PUT /drafts/{questionnaireType}', { ...draft, body: { answers: { decedentName: 'Roberto' }, step: 'decedent' } }))
      .status,
  ).toBe(200);
  const submitted = await api.send('POST /submissions', {
    body: { questionnaireType: type, answers },
    headers: { 'Idempotency-Key': 'flow-test-key-1' },
  });
  expect(submitted.status).toBe(201);
  const { submission } = submitted.body;
  expect(submission).toMatchObject({
    questionnaireType: type,
    status: 'pending',
    version: 1,
    orderId,
    payment: { method: 'card', status: 'paid' },
  });
  expect((await api.send('GET /drafts/{questionnaireType}', draft)).status).toBe(404);
  expect((await api.send('GET /orders/{orderId}', { params })).body.order).toMatchObject({
    stage: 'submitted',
    submissionId: submission.id,
  });

  // 5. Staff find it, move it along with notes.
  const found = await asStaff.send('POST /admin/submissions/search', { body: { q: 'quintanilla' } });
  expect(found.body.items.map((s) => s.id)).toContain(submission.id);
  const byId = { params: { id: submission.id } };
  const detail = await asStaff.send('GET /admin/submissions/{id}', byId);
  expect(detail.body.order.agreement).toMatchObject({ userAgent: 'flow-test-browser/1.0', ip: expect.any(String) });
  const processing = await asStaff.send('POST /admin/submissions/{id}/status', {
    ...byId,
    body: { status: 'processing', expectedVersion: 1, note: 'We are preparing your DE-111.' },
  });
  expect(processing.status).toBe(200);
  const completed = await asStaff.send('POST /admin/submissions/{id}/status', {
    ...byId,
    body: { status: 'completed', expectedVersion: 2, note: 'Ready for pickup.' },
  });
  expect(completed.body.submission).toMatchObject({ status: 'completed', version: 3 });

  // 6. The client sees it: the list and the timeline with staff's notes (names only, no staff ids).
  const list = await api.send('GET /submissions');
  expect(list.body.items[0]).toMatchObject({ id: submission.id, status: 'completed' });
  const mine = await api.send('GET /submissions/{id}', byId);
  expect(mine.body.submission.answers).toMatchObject({ decedentSsn4: ssn4 });
  expect(mine.body.history).toEqual([
    expect.objectContaining({ version: 1, from: null, to: 'pending', actor: { role: 'client', name: 'Ximena Quintanilla-Ruiz' } }),
    expect.objectContaining({
      version: 2,
      from: 'pending',
      to: 'processing',
      note: 'We are preparing your DE-111.',
      actor: { role: 'staff', name: `${staff.givenName} ${staff.familyName}` },
    }),
    expect.objectContaining({ version: 3, from: 'processing', to: 'completed', note: 'Ready for pickup.' }),
  ]);
  expect(mine.text).not.toContain(staff.sub);

  // And the answers as a PDF.
  const pdf = await api.send('GET /submissions/{id}/pdf', { ...byId, query: { lang: 'es' } });
  expect(pdf.status).toBe(200);
  expect(pdf.body.contentType).toBe('application/pdf');
  expect(Buffer.from(pdf.body.bytes).subarray(0, 5).toString()).toBe('%PDF-');
});
