/**
 * The notary booking on the running stack (issue 33): two clients racing for one time (one wins), the quote's
 * arithmetic, cancellation freeing the time, the reminder schedule sent once each through the outbox (a fake clock
 * drives the consumer), STOP stopping texts, bad input refused with its translated field error and nothing booked,
 * and the console's completion held to the statutory cap with its receipt.
 */
import { readInbox } from '../../infra/local/ses';
import { readTexts, replyFrom } from '../../infra/local/sms';
import { client, newUser, sharedStaff, stack } from './helpers';
import { aFreeTime, bookSomewhere, freeTimes, guestEmail, newPhone, officeBooking, useStackEnvironment } from './notary-helpers';
import { quoteOf } from '../../shared/notary/rules';
import { travelQuote } from '../../shared/notary/area';
import { officeTime } from '../../shared/notary/time';
import { textTime } from '../../shared/notary/reminders';

jest.setTimeout(60_000);
useStackEnvironment();

const anon = () => client(null);

describe('booking', () => {
  it('lets one of two clients racing for the same time have it, and refuses the other with slot_taken', async () => {
    const startsAt = await aFreeTime('office', () => true, 20);
    const [a, b] = await Promise.all([
      anon().send('POST /notary/appointments', {
        body: officeBooking(startsAt, { contact: { ...officeBooking('').contact, email: guestEmail() } }),
      }),
      anon().send('POST /notary/appointments', {
        body: officeBooking(startsAt, { contact: { ...officeBooking('').contact, email: guestEmail() } }),
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.error?.code).toBe('slot_taken');
    expect((await freeTimes('office', 20)).map((t) => t.startsAt)).not.toContain(startsAt);
  });

  it('a mobile visit holds an hour: neither of its half hours can be booked for the office', async () => {
    const startsAt = await aFreeTime('mobile', () => true, 10);
    const t = officeTime(new Date(startsAt));
    const travel = travelQuote('90033', t)!;
    const res = await anon().send('POST /notary/appointments', {
      body: officeBooking(startsAt, {
        mode: 'mobile',
        address: { street: '123 Cesar Chavez Ave', city: 'Los Angeles', zip: '90033' },
        travelFeeAgreedCents: travel.totalCents,
        contact: { ...officeBooking('').contact, email: guestEmail() },
      }),
    });
    expect(res.status).toBe(201);
    const office = (await freeTimes('office', 10)).map((x) => x.startsAt);
    expect(office).not.toContain(startsAt);
    expect(office).not.toContain(new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString());
  });

  it('quotes $15 × signatures per document (Gov. Code §8211), $0 for veterans’ benefits and voting materials, travel apart', async () => {
    const startsAt = await aFreeTime('mobile', (t) => t.weekday === 'saturday' && t.start >= '18:00');
    const travel = travelQuote('90063', officeTime(new Date(startsAt)))!;
    expect(travel.afterHoursCents).toBe(2500);
    const res = await anon().send('POST /notary/appointments', {
      body: officeBooking(startsAt, {
        mode: 'mobile',
        address: { street: '1200 N Eastern Ave', city: 'Los Angeles', zip: '90063' },
        travelFeeAgreedCents: travel.totalCents,
        documents: [
          { type: 'powerOfAttorney', act: 'acknowledgment', signatures: 2 },
          { type: 'veteransBenefit', act: 'jurat', signatures: 1 },
          { type: 'deed', act: 'unknown', signatures: 3 },
          { type: 'voting', act: 'acknowledgment', signatures: 2 },
        ],
        signers: [
          { name: 'Ana Ruiz', idPlan: { kind: 'id', id: 'consularId', validity: 'issuedWithin5Years' } },
          { name: 'Luis Ruiz', idPlan: { kind: 'witnesses', witnesses: 'twoWithId' } },
        ],
        contact: { ...officeBooking('').contact, email: guestEmail() },
      }),
    });
    expect(res.status).toBe(201);
    const q = res.body!.appointment.quote;
    expect(q.lines.map((l) => l.amountCents)).toEqual([3000, 0, 4500, 0]);
    expect(q.notarialCents).toBe(7500);
    expect(q.travel).toEqual(travel);
    expect(q.totalCents).toBe(7500 + travel.totalCents);
    expect(res.body!.appointment.thumbprint).toBe(true);
    // The same arithmetic, offline.
    expect(quoteOf([{ type: 'trust', act: 'jurat', signatures: 4 }], null).totalCents).toBe(6000);
  });

  it('refuses a travel fee the client did not agree to (quote_changed) and books nothing', async () => {
    const startsAt = await aFreeTime('mobile');
    const res = await anon().send('POST /notary/appointments', {
      body: officeBooking(startsAt, {
        mode: 'mobile',
        address: { street: '1 Main St', city: 'Pasadena', zip: '91101' },
        travelFeeAgreedCents: 100,
      }),
    });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('quote_changed');
    expect((await freeTimes('mobile')).map((x) => x.startsAt)).toContain(startsAt);
  });
});

describe('bad input: a clear, translated error, and nothing booked', () => {
  const refused = async (over: Parameters<typeof officeBooking>[1], field: string, key: string) => {
    const startsAt = over?.startsAt ?? (await aFreeTime());
    const res = await anon().sendUnchecked('POST /notary/appointments', { body: officeBooking(startsAt, over) });
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 'validation_failed', fieldErrors: expect.objectContaining({ [field]: [key] }) });
    if (!over?.startsAt) expect((await freeTimes()).map((x) => x.startsAt)).toContain(startsAt);
  };

  it('an address outside Los Angeles County', () =>
    refused(
      { mode: 'mobile', address: { street: '1 Ocean Blvd', city: 'Long Beach', zip: '92660' }, travelFeeAgreedCents: 4000 },
      'address.zip',
      'notary.errors.outsideCounty',
    ));
  it('20 signers', () =>
    refused(
      {
        signers: Array.from({ length: 20 }, (_, i) => ({
          name: `Signer ${i}`,
          idPlan: { kind: 'id' as const, id: 'usPassport' as const, validity: 'current' as const },
        })),
      },
      'signers',
      'notary.errors.tooManySigners',
    ));
  it('a phone that cannot take texts, with texts asked for', () =>
    refused(
      { contact: { name: 'A', phone: '(800) 555-2671', email: 'a@example.test', locale: 'es', textReminders: true } },
      'contact.phone',
      'notary.errors.phoneNoTexts',
    ));
  it('a time in the past', () =>
    refused({ startsAt: new Date(Date.now() - 3_600_000).toISOString() }, 'startsAt', 'notary.errors.slotPast'));
  it('an expired ID issued more than five years ago', async () => {
    const res = await anon().sendUnchecked('POST /notary/appointments', {
      body: {
        ...officeBooking(await aFreeTime()),
        signers: [{ name: 'X', idPlan: { kind: 'id', id: 'usPassport', validity: 'expired' } }],
      },
    });
    expect(res.error?.fieldErrors?.['signers.0.idPlan.validity']).toEqual(['notary.errors.idExpired']);
  });
  it('a time staff do not offer (Sunday): slot_unavailable', async () => {
    let sunday = new Date(Date.now() + 3 * 86_400_000);
    while (sunday.getUTCDay() !== 0) sunday = new Date(sunday.getTime() + 86_400_000);
    const at = new Date(`${sunday.toISOString().slice(0, 10)}T19:00:00Z`).toISOString();
    const res = await anon().send('POST /notary/appointments', { body: officeBooking(at) });
    expect(res.status).toBe(409);
    expect(res.error?.code).toBe('slot_unavailable');
  });
  it('a case that is not the caller’s: 404, nothing booked', async () => {
    const [owner, intruder] = await Promise.all([newUser(), newUser()]);
    void owner;
    const res = await client(intruder).send('POST /me/notary/appointments', {
      body: officeBooking(await aFreeTime(), { caseId: '00000000-0000-4000-8000-00000000abcd' }),
    });
    expect(res.status).toBe(404);
  });
});

describe('manage link', () => {
  it('cancelling frees the time; a forged token opens nothing', async () => {
    const booked = await bookSomewhere({ contact: { ...officeBooking('').contact, email: guestEmail() } });
    const { startsAt } = booked.appointment;
    expect((await freeTimes('office')).map((t) => t.startsAt)).not.toContain(startsAt);
    const forged = `${booked.appointment.id}.${'A'.repeat(32)}`;
    expect((await anon().send('POST /notary/manage', { body: { token: forged } })).status).toBe(404);
    const cancelled = await anon().send('POST /notary/manage/cancel', { body: { token: booked.manageToken } });
    expect(cancelled.body!.appointment.status).toBe('cancelled');
    expect((await freeTimes('office')).map((t) => t.startsAt)).toContain(startsAt);
    // Booked again by someone else: the freed time is really free.
    const again = await anon().send('POST /notary/appointments', {
      body: officeBooking(startsAt, { contact: { ...officeBooking('').contact, email: guestEmail() } }),
    });
    expect(again.status).toBe(201);
    expect((await anon().send('POST /notary/manage/cancel', { body: { token: booked.manageToken } })).error?.code).toBe(
      'invalid_transition',
    );
  });

  it('rescheduling moves the hold: the old time is free, the new one taken', async () => {
    const booked = await bookSomewhere({ contact: { ...officeBooking('').contact, email: guestEmail() } });
    const to = await aFreeTime('office', () => true, 8);
    const moved = await anon().send('POST /notary/manage/reschedule', { body: { token: booked.manageToken, startsAt: to } });
    expect(moved.status).toBe(200);
    expect(moved.body!.appointment.startsAt).toBe(to);
    const free = (await freeTimes('office')).map((t) => t.startsAt).concat((await freeTimes('office', 8)).map((t) => t.startsAt));
    expect(free).toContain(booked.appointment.startsAt);
    expect(free).not.toContain(to);
  });
});

describe('messages through the outbox', () => {
  /** The consumer as deployed, with a fake clock. */
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
      if (counts.sent + counts.skipped + counts.retry === 0) return;
    }
  }
  /** A second past when the booking's first text is due (now, or 8 a.m. when booked in quiet hours). */
  const afterFirstText = (start: number) => {
    const now = new Date();
    const at = textTime(now, new Date(start), now) ?? now;
    return new Date(Math.max(now.getTime(), at.getTime()) + 1000);
  };
  const mails = async (to: string) => (await readInbox(stack().sesEndpoint, to)).map((m) => m.subject);
  const texts = async (to: string) => (await readTexts(stack().smsEndpoint, to)).map((t) => t.body);

  it('sends the confirmation, the day-before and the two-hour reminders once each, by email and text, in Spanish', async () => {
    const email = guestEmail();
    const phone = newPhone();
    const startsAt = await aFreeTime('office', (t) => t.start === '19:00', 3);
    const res = await anon().send('POST /notary/appointments', {
      body: officeBooking(startsAt, { contact: { name: 'Ana Ruiz', phone, email, locale: 'es', textReminders: true } }),
    });
    expect(res.status).toBe(201);
    const start = new Date(startsAt).getTime();
    // The confirmation text keeps quiet hours (9 p.m.–8 a.m. office time): drained when it is due, whatever the hour now.
    await drainAt(afterFirstText(start));
    expect(await mails(email)).toHaveLength(1);
    expect(await texts(phone)).toHaveLength(1);
    expect((await texts(phone))[0]).toMatch(/Notary Public reservada/);
    // A day before (office time 19:00: no quiet hours), then again: nothing new.
    await drainAt(new Date(start - 24 * 3_600_000 + 60_000));
    await drainAt(new Date(start - 24 * 3_600_000 + 120_000));
    expect(await mails(email)).toHaveLength(2);
    expect(await texts(phone)).toHaveLength(2);
    await drainAt(new Date(start - 2 * 3_600_000 + 60_000));
    await drainAt(new Date(start - 60 * 60_000));
    expect(await mails(email)).toHaveLength(3);
    expect(await texts(phone)).toHaveLength(3);
    expect((await mails(email))[2]).toMatch(/Recordatorio: cita con el Notary Public hoy/);
    expect((await texts(phone))[2]).toMatch(/hoy a las/);
  });

  it('STOP stops: the reply records the opt-out and no further text goes (emails still do)', async () => {
    const email = guestEmail();
    const phone = newPhone();
    const booked = await bookSomewhere({ contact: { name: 'Stop Test', phone, email, locale: 'en', textReminders: true } });
    const start = new Date(booked.appointment.startsAt).getTime();
    await drainAt(afterFirstText(start));
    expect(await texts(phone)).toHaveLength(1);
    await replyFrom(stack().smsEndpoint, phone, 'STOP');
    const seen = await anon().send('POST /notary/manage', { body: { token: booked.manageToken } });
    expect(seen.body!.appointment.textsStopped).toBe(true);
    // Past every reminder's time (a text moved out of quiet hours included): still the one text.
    await drainAt(new Date(start - 29 * 60_000));
    expect(await texts(phone)).toHaveLength(1);
    expect((await mails(email)).length).toBeGreaterThanOrEqual(2);
  });

  it('a cancelled appointment’s reminders are not sent; the cancellation is', async () => {
    const email = guestEmail();
    const booked = await bookSomewhere({ contact: { ...officeBooking('').contact, email } });
    await anon().send('POST /notary/manage/cancel', { body: { token: booked.manageToken } });
    await drainAt(new Date(new Date(booked.appointment.startsAt).getTime() - 60 * 60_000));
    const subjects = await mails(email);
    expect(subjects.filter((s) => /Reminder/.test(s))).toEqual([]);
    expect(subjects.some((s) => /cancelled/.test(s))).toBe(true);
  });
});

describe('the console', () => {
  it('completes an appointment with at most the statutory fees, and gives a receipt with notarial fees and travel apart', async () => {
    const staff = await sharedStaff();
    const booked = await bookSomewhere({ contact: { ...officeBooking('').contact, email: guestEmail() } });
    const id = booked.appointment.id;
    const over = await client(staff).send('POST /admin/notary/appointments/{appointmentId}/complete', {
      params: { appointmentId: id },
      body: { acts: 1, notarialCollectedCents: 1600, travelCollectedCents: 0, expectedVersion: 1 },
    });
    expect(over.status).toBe(400);
    expect(over.error?.fieldErrors).toEqual({ notarialCollectedCents: ['notary.errors.aboveStatutoryFee'] });
    const done = await client(staff).send('POST /admin/notary/appointments/{appointmentId}/complete', {
      params: { appointmentId: id },
      body: { acts: 1, notarialCollectedCents: 1500, travelCollectedCents: 0, expectedVersion: 1 },
    });
    expect(done.status).toBe(200);
    expect(done.body!.appointment.receipt).toMatchObject({ acts: 1, notarialCents: 1500, travelCents: 0, totalCents: 1500 });
    const day = booked.appointment.date;
    const list = await client(staff).call('GET /admin/notary/appointments', { query: { from: day, to: day } });
    expect(list.items.find((a) => a.id === id)?.status).toBe('completed');
  });
});
