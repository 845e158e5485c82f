/**
 * The Notice to Consumer (B&P §6410.5): signed and dated before the contract and any payment, recorded like the
 * agreement; the contract refused without it; under the default policy a card payment held until staff confirm the
 * notice was given in person or mailed (office payment unaffected); the client's signed copies as PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSUMER_NOTICE_VERSION } from '../../shared/contract/consumer-notice';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { BUSINESS } from '../../shared/business';
import { acceptAgreement, choosePayment, client, gateway, newUser, signatureOf, signNotice, startOrder, submit } from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

const pdfText = (bytes: Uint8Array): { text: string; pages: number; pageSize: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'lda-notice-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    pageSize: /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)![1],
  };
};

describe('the notice before the contract', () => {
  it('refuses the agreement without a signed notice, and changes nothing', async () => {
    const user = await newUser();
    const { orderId, stage } = await startOrder(user, 'name-change');
    expect(stage).toBe('notice');
    const res = await client(user).send('POST /orders/{orderId}/agreement', {
      params: { orderId },
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: signatureOf(user), accepted: true },
    });
    expect(res.status).toBe(409);
    expect(res.error.code).toBe('notice_required');
    const after = (await client(user).call('GET /orders/{orderId}', { params: { orderId } })).order;
    expect(after).toMatchObject({ stage: 'notice', notice: null, agreement: null });
    // Nor can the journey skip ahead to the payment or the questionnaire.
    expect(
      (await client(user).send('POST /orders/{orderId}/payment-method', { params: { orderId }, body: { method: 'office' } })).status,
    ).toBe(409);
    const early = await submit(user, 'name-change');
    expect(early.status).toBe(409);
    expect(early.error.code).toBe('notice_required');
  });

  it('records the signed notice (version, language, name, date, IP, user agent), once', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    const res = await client(user).send('POST /orders/{orderId}/notice', {
      params: { orderId },
      body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'es', signatureName: signatureOf(user).toLowerCase() },
      headers: { 'user-agent': 'notice-test-agent' },
    });
    expect(res.status).toBe(200);
    const { notice, stage, cardPaymentHeld } = res.body.order;
    expect(stage).toBe('agreement');
    expect(notice).toMatchObject({
      noticeVersion: CONSUMER_NOTICE_VERSION,
      locale: 'es',
      signatureName: signatureOf(user).toLowerCase(),
      deliveredAt: null,
    });
    expect(Date.parse(notice!.signedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(cardPaymentHeld).toBe(true);
    // Signing again changes nothing: the first signature is the record.
    const again = await signNotice(user, orderId, 'en');
    expect(again.notice).toEqual(notice);
    // Staff see where it came from.
    const admin = await newUser({ admin: true });
    const listed = await client(admin).call('GET /admin/notices', { query: { limit: 100 } });
    const entry = listed.items.find((i) => i.order.orderId === orderId);
    expect(entry?.order.notice).toMatchObject({ userAgent: 'notice-test-agent', deliveredBy: null });
    expect(entry?.order.notice?.ip).toBeTruthy();
    expect(entry?.client).toMatchObject({ email: user.email, name: signatureOf(user) });
  });

  it('refuses a signature that is not the account holder’s, an old version, an unknown field', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    const send = async (body: Record<string, unknown>) => {
      const res = await gateway('POST', `/orders/${orderId}/notice`, {
        token: user.token,
        rawBody: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, fieldErrors: (res.json as { error?: { fieldErrors?: unknown } } | undefined)?.error?.fieldErrors };
    };
    const wrongName = await send({ noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName: 'Somebody Else' });
    expect(wrongName.status).toBe(400);
    expect(wrongName.fieldErrors).toEqual({ signatureName: ['errors.field.signatureName'] });
    const oldVersion = await send({ noticeVersion: '2020-01-01', locale: 'en', signatureName: signatureOf(user) });
    expect(oldVersion.fieldErrors).toEqual({ noticeVersion: ['errors.field.noticeVersion'] });
    const extra = await send({
      noticeVersion: CONSUMER_NOTICE_VERSION,
      locale: 'en',
      signatureName: signatureOf(user),
      signedAt: '2020-01-01',
    });
    expect(extra.status).toBe(400);
    expect((await client(user).call('GET /orders/{orderId}', { params: { orderId } })).order.notice).toBeNull();
  });

  it('is the caller’s own: another user’s order answers 404', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const { orderId } = await startOrder(owner, 'probate');
    const res = await client(other).send('POST /orders/{orderId}/notice', {
      params: { orderId },
      body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName: signatureOf(other) },
    });
    expect(res.status).toBe(404);
  });
});

describe('first contact not in person (default: card payment held until staff confirm the notice was given)', () => {
  it('holds the card checkout until staff confirm; then it opens, and the order leaves staff’s list', async () => {
    const [user, admin] = [await newUser(), await newUser({ admin: true })];
    const { orderId } = await startOrder(user, 'guardianship-minor');
    await acceptAgreement(user, orderId);
    await choosePayment(user, orderId, 'card');
    const held = await client(user).send('POST /orders/{orderId}/checkout', { params: { orderId } });
    expect(held.status).toBe(409);
    expect(held.error.code).toBe('notice_delivery_required');

    const listed = await client(admin).call('GET /admin/notices', { query: { limit: 100 } });
    expect(listed.items.map((i) => i.order.orderId)).toContain(orderId);

    // Only staff confirm: the client cannot.
    const self = await client(user).send('POST /admin/orders/{orderId}/notice-delivery', { params: { orderId }, body: { method: 'mail' } });
    expect(self.status).toBe(403);

    const confirmed = await client(admin).send('POST /admin/orders/{orderId}/notice-delivery', {
      params: { orderId },
      body: { method: 'mail' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.notice).toMatchObject({ deliveryMethod: 'mail', deliveredBy: { sub: admin.sub } });
    expect(confirmed.body.order.cardPaymentHeld).toBe(false);
    // Once only.
    expect(
      (await client(admin).send('POST /admin/orders/{orderId}/notice-delivery', { params: { orderId }, body: { method: 'in_person' } }))
        .status,
    ).toBe(409);

    const after = await client(admin).call('GET /admin/notices', { query: { limit: 100 } });
    expect(after.items.map((i) => i.order.orderId)).not.toContain(orderId);
    expect((await client(user).send('POST /orders/{orderId}/checkout', { params: { orderId } })).status).toBe(200);
  });

  it('does not hold an office payment: the questionnaire opens at once', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'name-change');
    await acceptAgreement(user, orderId);
    const order = await choosePayment(user, orderId, 'office');
    expect(order.stage).toBe('questionnaire');
    expect((await submit(user, 'name-change')).status).toBe(201);
  });

  it('refuses to confirm a notice nobody signed', async () => {
    const [user, admin] = [await newUser(), await newUser({ admin: true })];
    const { orderId } = await startOrder(user, 'probate');
    const res = await client(admin).send('POST /admin/orders/{orderId}/notice-delivery', { params: { orderId }, body: { method: 'mail' } });
    expect(res.status).toBe(409);
  });
});

describe('the client’s signed copies', () => {
  it('the notice: one 8½ × 11 sheet with the statements, the signature and the date, in the language signed', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    expect((await client(user).send('GET /orders/{orderId}/notice/pdf', { params: { orderId } })).status).toBe(409);
    await signNotice(user, orderId, 'es');
    const res = await client(user).send('GET /orders/{orderId}/notice/pdf', { params: { orderId } });
    expect(res.status).toBe(200);
    const pdf = pdfText((res.body as { bytes: Uint8Array }).bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.pageSize).toBe('612 x 792');
    expect(pdf.text).toContain('AVISO AL CONSUMIDOR');
    expect(pdf.text).toContain('No soy abogada.');
    expect(pdf.text).toContain(`no es un bufete de abogados`);
    expect(pdf.text).toContain(BUSINESS.lda.registrationNumber);
    expect(pdf.text).toContain(signatureOf(user));
    // Nothing else on the sheet: no footer, no page numbers, no website.
    expect(pdf.text).not.toContain(BUSINESS.website.replace('https://', ''));
    expect(pdf.text).not.toMatch(/\b1 \/ 1\b/);
  });

  it('the contract: both signature blocks, the LDA’s with name, registration and date', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'adult-adoption');
    await acceptAgreement(user, orderId);
    const res = await client(user).send('GET /orders/{orderId}/agreement/pdf', { params: { orderId } });
    expect(res.status).toBe(200);
    const { text } = pdfText((res.body as { bytes: Uint8Array }).bytes);
    expect(text).toContain('Signatures');
    expect(text).toContain(`${signatureOf(user)} (signed electronically)`);
    expect(text).toContain(`${BUSINESS.lda.registrant}, ${BUSINESS.name}`);
    expect(text).toContain(`Registration number: ${BUSINESS.lda.registrationNumber}`);
    expect(text).toContain('Kinds of services we can and cannot perform');
    expect(text).toContain('Fam. Code §9320');
    expect(text).not.toContain('ADOPT-200');
    const other = await newUser();
    expect((await client(other).send('GET /orders/{orderId}/agreement/pdf', { params: { orderId } })).status).toBe(404);
  });
});
