/**
 * The Notice to Consumer (B&P §6410.5): signed and dated before the contract and any payment, recorded like the
 * agreement with how the client wants it (mailed to an address, or at the office); the contract, and with it any
 * payment, refused until staff record that the signed notice was given in person or mailed, with the day; the client
 * emailed when the contract opens; the signed copies as PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readInbox, type LocalMail } from '../../infra/local/ses';
import { californiaDate } from '../../shared/compliance';
import { formatDate } from '../../shared/i18n/core';
import { CONSUMER_NOTICE_VERSION, consumerNotice } from '../../shared/contract/consumer-notice';
import { LDA_CONTRACT_VERSION } from '../../shared/contract/version';
import { BUSINESS } from '../../shared/business';
import {
  acceptAgreement,
  choosePayment,
  client,
  confirmNoticeDelivery,
  gateway,
  newUser,
  signatureOf,
  selectForms,
  signNotice,
  stack,
  startOrder,
  submit,
} from './helpers';

// Each test walks the client journey (notice, agreement, payment) with real tokens on a shared machine.
jest.setTimeout(60_000);

const pdfText = (bytes: Uint8Array): { text: string; pageTexts: string[]; pages: number; pageSize: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'lda-notice-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const raw = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const squash = (t: string) => t.replace(/\s+/g, ' ').trim();
  return {
    text: squash(raw),
    // pdftotext ends each page with a form feed.
    pageTexts: raw.split('\f').map(squash).filter(Boolean),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
    pageSize: /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)![1],
  };
};

const ADDRESS = { line1: '1200 E Cesar E Chavez Ave', line2: 'Apt 3', city: 'Los Angeles', state: 'ca', zip: '90033' };

/** Wait (bounded: 30 s) until the SES emulator holds a message to `to` matching `pick`. */
async function waitForMail(to: string, pick: (m: LocalMail) => boolean): Promise<LocalMail> {
  for (let i = 0; i < 300; i++) {
    const found = (await readInbox(stack().sesEndpoint, to)).find(pick);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

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

  it('records the signed notice (version, language, name, date, IP, user agent, where to mail it), once', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    const res = await client(user).send('POST /orders/{orderId}/notice', {
      params: { orderId },
      body: {
        noticeVersion: CONSUMER_NOTICE_VERSION,
        locale: 'es',
        signatureName: signatureOf(user).toLowerCase(),
        delivery: { method: 'mail', address: ADDRESS },
      },
      headers: { 'user-agent': 'notice-test-agent' },
    });
    expect(res.status).toBe(200);
    const { notice, stage } = res.body.order;
    // Next the client selects the forms (while the office mails the notice).
    expect(stage).toBe('forms');
    expect(notice).toMatchObject({
      noticeVersion: CONSUMER_NOTICE_VERSION,
      locale: 'es',
      signatureName: signatureOf(user).toLowerCase(),
      deliveryRequest: { method: 'mail', address: { ...ADDRESS, state: 'CA' } },
      deliveredAt: null,
      deliveredOn: null,
    });
    expect(Date.parse(notice!.signedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Signing again changes nothing: the first signature is the record.
    const again = await signNotice(user, orderId, 'en');
    expect(again.notice).toEqual(notice);
    // Staff see where it came from, and where to mail it.
    const admin = await newUser({ admin: true });
    const listed = await client(admin).call('GET /admin/notices', { query: { limit: 100 } });
    const entry = listed.items.find((i) => i.order.orderId === orderId);
    expect(entry?.order.notice).toMatchObject({ userAgent: 'notice-test-agent', deliveredBy: null, deliveryRequest: { method: 'mail' } });
    expect(entry?.order.notice?.ip).toBeTruthy();
    expect(entry?.client).toMatchObject({ email: user.email, name: signatureOf(user) });
  });

  it('refuses a signature that is not the account holder’s, an old version, an unknown field, a bad address', async () => {
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
    const badAddress = await send({
      noticeVersion: CONSUMER_NOTICE_VERSION,
      locale: 'en',
      signatureName: signatureOf(user),
      delivery: { method: 'mail', address: { line1: ' ', city: 'Los Angeles', state: 'California', zip: '9002' } },
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.fieldErrors).toEqual({
      'delivery.address.line1': ['errors.field.addressLine1'],
      'delivery.address.state': ['errors.field.state'],
      'delivery.address.zip': ['errors.field.zip'],
    });
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
    await signNotice(owner, orderId);
    const choice = await client(other).send('PUT /orders/{orderId}/notice/delivery', {
      params: { orderId },
      body: { method: 'in_person' },
    });
    expect(choice.status).toBe(404);
  });
});

describe('the client selects the forms we prepare (B&P §6400(d)(1), §6411(e))', () => {
  it('from the service’s list only; each change is kept; the contract names the selection', async () => {
    const [user, admin] = [await newUser(), await newUser({ admin: true })];
    const { orderId } = await startOrder(user, 'probate');
    const early = await client(user).send('PUT /orders/{orderId}/forms', { params: { orderId }, body: { forms: ['DE-111'] } });
    expect(early.error.code).toBe('notice_required');
    await signNotice(user, orderId);
    for (const forms of [[], ['DE-111', 'FL-100'], ['DE-111', 'DE-111']]) {
      const bad = await client(user).send('PUT /orders/{orderId}/forms', { params: { orderId }, body: { forms } });
      expect(bad.status).toBe(400);
    }
    // Nothing chosen yet: no contract.
    await confirmNoticeDelivery(orderId);
    const refused = await client(user).send('POST /orders/{orderId}/agreement', {
      params: { orderId },
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: signatureOf(user), accepted: true },
    });
    expect(refused.error.code).toBe('forms_required');

    await selectForms(user, orderId, ['DE-140', 'DE-111']);
    const changed = await selectForms(user, orderId, ['DE-111', 'DE-121', 'DE-140']);
    expect(changed.forms?.selected).toEqual(['DE-111', 'DE-121', 'DE-140']);
    const staff = await client(admin).call('GET /admin/notices', { query: { limit: 100 } });
    expect(staff.items.find((i) => i.order.orderId === orderId)).toBeUndefined(); // given already
    await acceptAgreement(user, orderId);
    const pdf = await client(user).send('GET /orders/{orderId}/agreement/pdf', { params: { orderId } });
    const { text } = pdfText((pdf.body as { bytes: Uint8Array }).bytes);
    expect(text).toContain('into the forms you selected: DE-111; DE-121; DE-140.');
    expect(text).not.toContain('DE-147');
  });
});

describe('B&P §6410.5(b), first contact not in person: no contract (and no payment) until the notice is given', () => {
  it('refuses the agreement before staff record the mailing, accepts it after, and emails the client', async () => {
    const [user, admin] = [await newUser(), await newUser({ admin: true })];
    const { orderId } = await startOrder(user, 'guardianship-minor');
    const signed = await signNotice(user, orderId);
    expect(signed.stage).toBe('forms');
    expect((await selectForms(user, orderId)).stage).toBe('notice_delivery');
    // The client tells us where to mail it (or may come to the office instead).
    const chosen = await client(user).send('PUT /orders/{orderId}/notice/delivery', {
      params: { orderId },
      body: { method: 'mail', address: ADDRESS },
    });
    expect(chosen.body.order.notice?.deliveryRequest).toEqual({ method: 'mail', address: { ...ADDRESS, state: 'CA' } });

    // Before the delivery is recorded: no contract, no payment method, no checkout, no submission; nothing changes.
    const early = await client(user).send('POST /orders/{orderId}/agreement', {
      params: { orderId },
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: signatureOf(user), accepted: true },
    });
    expect(early.status).toBe(409);
    expect(early.error.code).toBe('notice_delivery_required');
    expect(
      (await client(user).send('POST /orders/{orderId}/payment-method', { params: { orderId }, body: { method: 'office' } })).status,
    ).toBe(409);
    expect((await client(user).send('POST /orders/{orderId}/checkout', { params: { orderId } })).error.code).toBe(
      'notice_delivery_required',
    );
    expect((await submit(user, 'guardianship-minor')).error.code).toBe('notice_delivery_required');
    expect((await client(user).call('GET /orders/{orderId}', { params: { orderId } })).order).toMatchObject({
      agreement: null,
      stage: 'notice_delivery',
    });

    const listed = await client(admin).call('GET /admin/notices', { query: { limit: 100 } });
    expect(listed.items.map((i) => i.order.orderId)).toContain(orderId);

    // Only staff record it, with a day between the signature and today.
    const self = await client(user).send('POST /admin/orders/{orderId}/notice-delivery', {
      params: { orderId },
      body: { method: 'mail', date: californiaDate() },
    });
    expect(self.status).toBe(403);
    const tomorrow = californiaDate(new Date(Date.now() + 36 * 3600_000));
    for (const date of [tomorrow, '2020-01-01', '2026-02-30']) {
      const bad = await client(admin).send('POST /admin/orders/{orderId}/notice-delivery', {
        params: { orderId },
        body: { method: 'mail', date },
      });
      expect(bad.status).toBe(400);
      expect(bad.error.fieldErrors).toEqual({ date: ['errors.field.deliveryDate'] });
    }

    const recorded = await client(admin).send('POST /admin/orders/{orderId}/notice-delivery', {
      params: { orderId },
      body: { method: 'mail', date: californiaDate() },
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.order.notice).toMatchObject({
      deliveryMethod: 'mail',
      deliveredOn: californiaDate(),
      deliveredBy: { sub: admin.sub },
      deliveredTo: { ...ADDRESS, state: 'CA' },
    });
    expect(recorded.body.order.stage).toBe('agreement');
    // Once only; the client can no longer change where it goes.
    expect(
      (
        await client(admin).send('POST /admin/orders/{orderId}/notice-delivery', {
          params: { orderId },
          body: { method: 'in_person', date: californiaDate() },
        })
      ).status,
    ).toBe(409);
    expect(
      (await client(user).send('PUT /orders/{orderId}/notice/delivery', { params: { orderId }, body: { method: 'in_person' } })).status,
    ).toBe(409);
    const after = await client(admin).call('GET /admin/notices', { query: { limit: 100 } });
    expect(after.items.map((i) => i.order.orderId)).not.toContain(orderId);

    // The client is told the contract is open (the SES emulator's inbox), with the LDA's identification (§6408).
    const mail = await waitForMail(user.email, (m) => m.subject === `Your ${BUSINESS.shortName} contract is ready to read and sign`);
    expect(mail.body.text).toContain('The contract is now open');
    expect(mail.body.text).toContain(BUSINESS.lda.registrationNumber);
    expect(mail.body.text).toContain('I am not an attorney. I can only provide self help services at your specific direction.');

    const accepted = await client(user).send('POST /orders/{orderId}/agreement', {
      params: { orderId },
      body: { contractVersion: LDA_CONTRACT_VERSION, signatureName: signatureOf(user), accepted: true },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order.stage).toBe('payment_method');
    expect((await choosePayment(user, orderId, 'card')).stage).toBe('payment');
    expect((await client(user).send('POST /orders/{orderId}/checkout', { params: { orderId } })).status).toBe(200);
  });

  it('a client who comes to the office: staff record it given in person; the office payment follows the contract', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'name-change');
    await client(user).send('POST /orders/{orderId}/notice', {
      params: { orderId },
      body: { noticeVersion: CONSUMER_NOTICE_VERSION, locale: 'en', signatureName: signatureOf(user), delivery: { method: 'in_person' } },
    });
    await confirmNoticeDelivery(orderId, 'in_person');
    await acceptAgreement(user, orderId);
    const order = await choosePayment(user, orderId, 'office');
    expect(order.stage).toBe('questionnaire');
    expect((await submit(user, 'name-change')).status).toBe(201);
  });

  it('refuses to record a notice nobody signed', async () => {
    const [user, admin] = [await newUser(), await newUser({ admin: true })];
    const { orderId } = await startOrder(user, 'probate');
    const res = await client(admin).send('POST /admin/orders/{orderId}/notice-delivery', {
      params: { orderId },
      body: { method: 'mail', date: californiaDate() },
    });
    expect(res.status).toBe(409);
  });
});

describe('the client’s signed copies', () => {
  it('the notice: the statutory sheet alone on a Letter page; in Spanish, the translation on a second page', async () => {
    const user = await newUser();
    const { orderId } = await startOrder(user, 'probate');
    expect((await client(user).send('GET /orders/{orderId}/notice/pdf', { params: { orderId } })).status).toBe(409);
    await signNotice(user, orderId, 'es');
    const res = await client(user).send('GET /orders/{orderId}/notice/pdf', { params: { orderId } });
    expect(res.status).toBe(200);
    const pdf = pdfText((res.body as { bytes: Uint8Array }).bytes);
    expect(pdf.pages).toBe(2);
    expect(pdf.pageSize).toBe('612 x 792');
    // Page 1: the statutory form's lines, the signature and the date; nothing else (no title, footer, page number,
    // website or the business's own phone).
    const english = consumerNotice('en').statutory;
    const { notice } = (await client(user).call('GET /orders/{orderId}', { params: { orderId } })).order;
    const page1 = pdf.pageTexts[0];
    expect(page1).toBe(
      [
        ...english.lines,
        `${english.signatureLabel}: ${signatureOf(user)} (signed electronically)`,
        `${english.dateLabel}: ${formatDate(notice!.signedAt, 'en', { withTime: true })}`,
      ].join(' '),
    );
    expect(page1).not.toContain(BUSINESS.phone);
    expect(page1).not.toContain(BUSINESS.website.replace('https://', ''));
    expect(page1).not.toMatch(/NOTICE TO CONSUMER|\b1 \/ 2\b/);
    // Page 2: the Spanish translation, signed too.
    expect(pdf.pageTexts[1]).toContain('Traducción al español del Aviso al Consumidor');
    expect(pdf.pageTexts[1]).toContain(`${BUSINESS.lda.registrant} no es abogada.`);
    expect(pdf.pageTexts[1]).toContain(`${signatureOf(user)} (firmado electrónicamente)`);
    // Staff print the same copy to mail it.
    const admin = await newUser({ admin: true });
    const staffCopy = await client(admin).send('GET /admin/orders/{orderId}/notice/pdf', { params: { orderId } });
    expect(pdfText((staffCopy.body as { bytes: Uint8Array }).bytes).pageTexts).toEqual(pdf.pageTexts);
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
    expect(text).toContain('SELF-HELP SERVICES');
    expect(text).toContain('ADDENDUM: ADDITIONAL TERMS OF');
    expect(text).toContain('Fam. Code §9320');
    expect(text).not.toContain('ADOPT-200');
    const other = await newUser();
    expect((await client(other).send('GET /orders/{orderId}/agreement/pdf', { params: { orderId } })).status).toBe(404);
  });
});
