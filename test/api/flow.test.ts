/**
 * The whole journey as one story: order → agreement → payment → submission → staff change the status → the client
 * sees it, with the history, on their dashboard.
 */
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { CATALOGUE } from '../../shared/catalogue';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { call, newUser, registerPii, type TestUser } from './helpers';

let client: TestUser;
let staff: TestUser;
beforeAll(async () => {
  [client, staff] = await Promise.all([newUser({ givenName: 'Ximena', familyName: 'Quintanilla-Ruiz' }), newUser({ admin: true })]);
});

it('takes a client from order to a completed submission, and staff’s work shows on the client’s dashboard', async () => {
  const type = 'probate';
  const ssn4 = '7391';
  registerPii([`"${ssn4}"`]);
  const answers = { ...SAMPLES[type], decedentSsn4: ssn4 };

  // 1. The order: the catalogue's price, whatever the client might think it is.
  const created = await call('POST', '/orders', { token: client.token, body: { questionnaireType: type } });
  expect(created.status).toBe(201);
  const orderId: string = created.body.order.orderId;
  expect(created.body.order).toMatchObject({
    questionnaireType: type,
    amountCents: CATALOGUE[type].priceCents,
    currency: 'usd',
    stage: 'agreement',
  });

  // Too early: nothing can be submitted yet.
  expect((await call('POST', '/submissions', { token: client.token, body: { questionnaireType: type, answers } })).body.error.code).toBe(
    'agreement_required',
  );

  // 2. The agreement, signed with the account holder's name (accents and case do not matter).
  const agreed = await call('POST', `/orders/${orderId}/agreement`, {
    token: client.token,
    body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'ximena quintanilla ruiz', accepted: true },
    headers: { 'user-agent': 'flow-test-browser/1.0' },
  });
  expect(agreed.status).toBe(200);
  expect(agreed.body.order).toMatchObject({
    stage: 'payment_method',
    agreement: { contractVersion: LDA_CONTRACT_VERSION, signatureName: 'ximena quintanilla ruiz' },
  });

  // 3. Payment: card, through the test-mode checkout.
  expect(
    (await call('POST', `/orders/${orderId}/payment-method`, { token: client.token, body: { method: 'card' } })).body.order.stage,
  ).toBe('payment');
  expect((await call('POST', '/submissions', { token: client.token, body: { questionnaireType: type, answers } })).body.error.code).toBe(
    'payment_required',
  );
  const checkout = await call('POST', `/orders/${orderId}/checkout`, { token: client.token });
  expect(checkout.status).toBe(200);
  expect(checkout.body).toMatchObject({ mode: 'test', sessionId: expect.stringMatching(/^cs_test_local_/) });
  expect(checkout.body.checkoutUrl).toMatch(new RegExp(`/payment/${type}\\?session=${checkout.body.sessionId}&testMode=1$`));
  const paid = await call('POST', `/payments/test-mode/${checkout.body.sessionId}/complete`, { token: client.token });
  expect(paid.body.order).toMatchObject({ stage: 'questionnaire', payment: { method: 'card', status: 'paid', provider: 'test' } });

  // 4. The questionnaire: a draft along the way, then the submission (which removes the draft).
  expect(
    (await call('PUT', `/drafts/${type}`, { token: client.token, body: { answers: { decedentName: 'Roberto' }, step: 'decedent' } }))
      .status,
  ).toBe(200);
  const submitted = await call('POST', '/submissions', {
    token: client.token,
    body: { questionnaireType: type, answers },
    headers: { 'idempotency-key': 'flow-test-key-1' },
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
  expect((await call('GET', `/drafts/${type}`, { token: client.token })).status).toBe(404);
  expect((await call('GET', `/orders/${orderId}`, { token: client.token })).body.order).toMatchObject({
    stage: 'submitted',
    submissionId: submission.id,
  });

  // 5. Staff find it, move it along with notes.
  const found = await call('GET', `/admin/submissions?q=${encodeURIComponent('quintanilla')}`, { token: staff.token });
  expect(found.body.items.map((s: { id: string }) => s.id)).toContain(submission.id);
  const detail = await call('GET', `/admin/submissions/${submission.id}`, { token: staff.token });
  expect(detail.body.order.agreement).toMatchObject({ userAgent: 'flow-test-browser/1.0', ip: expect.any(String) });
  const processing = await call('POST', `/admin/submissions/${submission.id}/status`, {
    token: staff.token,
    body: { status: 'processing', expectedVersion: 1, note: 'We are preparing your DE-111.' },
  });
  expect(processing.status).toBe(200);
  const completed = await call('POST', `/admin/submissions/${submission.id}/status`, {
    token: staff.token,
    body: { status: 'completed', expectedVersion: 2, note: 'Ready for pickup.' },
  });
  expect(completed.body.submission).toMatchObject({ status: 'completed', version: 3 });

  // 6. The client sees it: the list and the timeline with staff's notes (names only, no staff ids).
  const list = await call('GET', '/submissions', { token: client.token });
  expect(list.body.items[0]).toMatchObject({ id: submission.id, status: 'completed' });
  const mine = await call('GET', `/submissions/${submission.id}`, { token: client.token });
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
  const pdf = await fetch(`${(await import('./helpers')).stack().apiUrl}/submissions/${submission.id}/pdf?lang=es`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
