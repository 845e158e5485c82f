/**
 * A domestic-violence client's safe-contact answers are enforced by the server (UX review row 1; docs/security.md):
 * her answers become the case's contact rules, and every message the outbox would send her checks them — a status
 * change, an office message, a document request, a document ready for review, and account mail — and is held, with a
 * notice staff see on the case (GET /admin/submissions/{id}/contact). Staff may change the rules from what the client
 * told them; then email goes again. A notary appointment she books for her case gets no confirmation or reminder on a
 * channel she said is unsafe (the consumer's safe-contact check of appointment messages).
 */
import { stackInfo } from './casework/env';
import { readInbox } from '../../infra/local/ses';
import { SAMPLES } from '../../shared/questionnaires/samples';
import { readTexts } from '../../infra/local/sms';
import { textTime } from '../../shared/notary/reminders';
import { client, newSubmission, newUser, officeUpload, readyOrder, submit, type TestUser } from './helpers';
import { bookSomewhere, newPhone, useStackEnvironment } from './notary-helpers';

jest.setTimeout(120_000);

const s = stackInfo;
const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> => {
  for (let i = 0; i < 300; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/**
 * The client’s inbox once the journey’s own emails arrived: before her answers exist there are no rules to hold them, so
 * the journey’s emails (the contract is open, once the office gave the notice; the card receipt; neutral wording) reach her.
 * What follows the answers is compared with this.
 */
const afterJourney = async (email: string, count = 1) => {
  const mails = await until(
    () => readInbox(s.sesEndpoint, email),
    (m) => m.length >= count,
    'the emails of the journey',
  );
  // `count` emails (a client who may be emailed also gets the card receipt and "we received your answers", issue 30),
  // each in the neutral wording of a domestic-violence case.
  expect(mails).toHaveLength(count);
  for (const mail of mails) expect(mail.subject).not.toMatch(/domestic|violence|restrain/i);
  return mails;
};

let client_: TestUser;
let staff: TestUser;
let caseId: string;
let journeyMail: Awaited<ReturnType<typeof readInbox>>;
beforeAll(async () => {
  [client_, staff] = await Promise.all([newUser(), newUser({ admin: true })]);
  // The sample answers: "Is it safe for us to call and email you?" No; only phone calls, weekdays 9 to 3.
  expect(SAMPLES['domestic-violence']).toMatchObject({ safeToContact: false, safeChannels: ['phone'] });
  caseId = (await newSubmission(client_, 'domestic-violence')).id;
  journeyMail = await afterJourney(client_.email, 2);
});

const contact = () => client(staff).call('GET /admin/submissions/{id}/contact', { params: { id: caseId } });

describe('a domestic-violence client who answered that email is not safe', () => {
  it('becomes the case’s contact rules, which staff read at the top of the case', async () => {
    // "We received your answers" (issue 30) is the first email her answers hold.
    const { rules, held } = await until(contact, (c) => c.held.length >= 1, 'the held "received" email');
    expect(held.map((h) => h.kind)).toEqual(['client.submissionReceived']);
    expect(rules).toMatchObject({
      allowed: { email: false, sms: false, phone: true },
      safeTimes: 'Weekdays between 9 am and 3 pm',
      safeContact: 'Call only my cell; if a man answers, hang up.',
      source: 'answers',
    });
  });

  it('receives no email from a status change, a message, a document request or a document ready; staff see each held', async () => {
    const as = client(staff);
    const detail = await as.call('GET /admin/submissions/{id}', { params: { id: caseId } });
    const changed = await as.send('POST /admin/submissions/{id}/status', {
      params: { id: caseId },
      body: { status: 'processing', expectedVersion: detail.submission.version, note: 'Started on your papers.' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await as.send('POST /admin/submissions/{id}/messages', { params: { id: caseId }, body: { body: 'Please call us.' } })).status,
    ).toBe(201);
    expect((await as.send('POST /admin/submissions/{id}/requests', { params: { id: caseId }, body: { title: 'Photo ID' } })).status).toBe(
      201,
    );
    await officeUpload(caseId, { name: 'DV-100 draft.pdf' });

    const { held } = await until(contact, (c) => c.held.length >= 5, 'five held notices');
    expect(held.map((h) => h.kind).sort()).toEqual([
      'client.documentReady',
      'client.documentRequested',
      'client.officeMessage',
      'client.statusChanged',
      'client.submissionReceived',
    ]);
    expect(held.every((h) => h.channel === 'email')).toBe(true);
    expect(await readInbox(s.sesEndpoint, client_.email)).toEqual(journeyMail);
    // Nothing went to the address typed in the answers either.
    expect(await readInbox(s.sesEndpoint, String((SAMPLES['domestic-violence'].you as { email: string }).email))).toEqual([]);
  });

  it('gets no account mail either: a sign-up attempt with her address is not announced to her mailbox', async () => {
    const control = await newUser();
    expect(
      (await client().send('POST /auth/sign-up', { body: { firstName: 'X', lastName: 'Y', email: client_.email, locale: 'en' } })).status,
    ).toBe(202);
    // Queued after hers: once the control's notice arrives, hers was dealt with.
    await client().send('POST /auth/sign-up', { body: { firstName: 'X', lastName: 'Y', email: control.email, locale: 'en' } });
    await until(
      () => readInbox(s.sesEndpoint, control.email),
      (m) => m.length === 1,
      'the control notice',
    );
    expect(await readInbox(s.sesEndpoint, client_.email)).toEqual(journeyMail);
  });

  it('staff change the rules from what she told them (with a note); only then does email go, and the client’s rules follow', async () => {
    const before = await contact();
    const stale = await client(staff).send('PUT /admin/submissions/{id}/contact-rules', {
      params: { id: caseId },
      body: { allowed: { email: true, sms: false, phone: true }, note: 'Client called.', expectedAt: null },
    });
    expect({ status: stale.status, code: stale.error?.code }).toEqual({ status: 409, code: 'conflict' });
    const noNote = await client(staff).sendUnchecked('PUT /admin/submissions/{id}/contact-rules', {
      params: { id: caseId },
      body: { allowed: { email: true, sms: false, phone: true }, note: ' ', expectedAt: before.rules!.at },
    });
    expect(noNote.status).toBe(400);

    const changed = await client(staff).send('PUT /admin/submissions/{id}/contact-rules', {
      params: { id: caseId },
      body: {
        allowed: { email: true, sms: false, phone: true },
        note: 'She called from her cell and answered the security question; she has a new email address only she reads.',
        expectedAt: before.rules!.at,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.rules).toMatchObject({ allowed: { email: true }, source: 'staff', by: { name: staff.givenName } });
    await client(staff).send('POST /admin/submissions/{id}/messages', { params: { id: caseId }, body: { body: 'Your forms are ready.' } });
    await until(
      () => readInbox(s.sesEndpoint, client_.email),
      (m) => m.length === journeyMail.length + 1,
      'the first email to the client after her answers',
    );
    expect((await contact()).held).toHaveLength(5);
  });
});

describe('a domestic-violence client who said calls and email are safe', () => {
  it('is emailed as any client', async () => {
    const user = await newUser();
    await readyOrder(user, 'domestic-violence', 'card');
    const { safeChannels: _c, safeTimes: _t, safeContactNotes: _n, ...answers } = SAMPLES['domestic-violence'] as Record<string, unknown>;
    const created = await submit(user, 'domestic-violence', { ...answers, safeToContact: true });
    expect(created.status).toBe(201);
    const id = created.body.submission.id;
    expect((await client(staff).call('GET /admin/submissions/{id}/contact', { params: { id } })).rules).toMatchObject({
      allowed: { email: true, sms: true, phone: true },
    });
    // The contract opening, the card receipt and "we received your answers".
    const journey = await afterJourney(user.email, 3);
    await client(staff).send('POST /admin/submissions/{id}/messages', { params: { id }, body: { body: 'Hello.' } });
    const mails = await until(
      () => readInbox(s.sesEndpoint, user.email),
      (m) => m.length === journey.length + 1,
      'the email',
    );
    const mail = mails[mails.length - 1];
    // The neutral wording of a domestic-violence case.
    expect(mail.subject).not.toMatch(/domestic|violence|restrain/i);
  });
});

describe('a domestic-violence client who books a notary signing (issue 33’s reminders)', () => {
  /** The consumer as deployed, with a fake clock (the confirmation text waits out quiet hours). */
  async function drainAt(now: Date) {
    const { drainOutbox } = await import('../../functions/lib/outbox/consumer');
    const { defaultDirectory } = await import('../../functions/lib/outbox/recipients');
    const { SesMailSender } = await import('../../functions/lib/mail/sender');
    const { EndUserMessagingSmsSender } = await import('../../functions/lib/sms/sender');
    for (let i = 0; i < 10; i++) {
      const counts = await drainOutbox(
        {
          sender: new SesMailSender(),
          sms: new EndUserMessagingSmsSender(),
          directory: defaultDirectory,
          siteUrl: 'http://localhost:5173',
          now: () => now,
        },
        100,
      );
      if (counts.sent + counts.skipped + counts.retry + counts.held === 0) return;
    }
  }

  it('gets no text and no email about it when she said neither is safe; staff see both held on her case', async () => {
    useStackEnvironment();
    const user = await newUser();
    const id = (await newSubmission(user, 'domestic-violence')).id;
    const journey = await afterJourney(user.email, 2);
    const phone = newPhone();
    const booked = await bookSomewhere(
      {
        caseId: id,
        contact: { name: `${user.givenName} ${user.familyName}`, phone, email: user.email, locale: 'en', textReminders: true },
      },
      user,
    );
    const start = new Date(booked.appointment.startsAt).getTime();
    // Past the confirmation (quiet hours included) and both reminders.
    const firstText = textTime(new Date(), new Date(start), new Date()) ?? new Date();
    await drainAt(new Date(Math.max(Date.now(), firstText.getTime()) + 1000));
    await drainAt(new Date(start - 24 * 3_600_000 + 60_000));
    await drainAt(new Date(start - 60 * 60_000));

    const { held } = await until(
      () => client(staff).call('GET /admin/submissions/{id}/contact', { params: { id } }),
      (c) => c.held.filter((h) => h.kind.startsWith('notary.')).length >= 6,
      'six held notary messages',
    );
    // Beside "we received your answers" (issue 30), held too.
    expect(held.map((h) => `${h.kind}/${h.channel}`).sort()).toEqual([
      'client.submissionReceived/email',
      'notary.booked/email',
      'notary.booked/sms',
      'notary.dayBefore/email',
      'notary.dayBefore/sms',
      'notary.twoHours/email',
      'notary.twoHours/sms',
    ]);
    expect(await readTexts(s.smsEndpoint, phone)).toEqual([]);
    expect(await readInbox(s.sesEndpoint, user.email)).toEqual(journey);
  });
});
