/**
 * The notary line's pure rules (issue 33): the quote the law allows, the county and travel zones, office time, free
 * slots, the reminder schedule and quiet hours, texts-capable numbers, the .ics file, "Book the signing" from a case.
 */
import { canTakeTexts, toE164, BookingRequestSchema } from '../../../shared/api/notary';
import { toFieldErrors } from '../../../shared/api/errors';
import { inLosAngelesCounty, milesBetweenZips, travelQuote } from '../../../shared/notary/area';
import { signingFromCase } from '../../../shared/notary/from-case';
import { icsOf } from '../../../shared/notary/ics';
import { inQuietHours, reminderTimes, textTime } from '../../../shared/notary/reminders';
import { collectibleNotarialCents, quoteOf } from '../../../shared/notary/rules';
import { DEFAULT_WEEKLY } from '../../../shared/notary/settings';
import { blocksValid, freeSlots, unitsOf } from '../../../shared/notary/slots';
import { fromOfficeTime, officeTime } from '../../../shared/notary/time';

describe('the quote (Gov. Code §8211)', () => {
  it('is $15 per signature per document, $0 for veterans’ benefits and voting materials, travel apart', () => {
    const travel = { zone: 2, miles: 14.2, baseCents: 6000, afterHoursCents: 2500, totalCents: 8500 };
    const q = quoteOf(
      [
        { type: 'powerOfAttorney', act: 'acknowledgment', signatures: 2 },
        { type: 'healthCareDirective', act: 'acknowledgment', signatures: 2 },
        { type: 'veteransBenefit', act: 'jurat', signatures: 3 },
        { type: 'voting', act: 'unknown', signatures: 1 },
      ],
      travel,
    );
    expect(q.lines.map((l) => [l.unitCents, l.amountCents, l.exempt])).toEqual([
      [1500, 3000, false],
      [1500, 3000, false],
      [0, 0, true],
      [0, 0, true],
    ]);
    expect(q.notarialCents).toBe(6000);
    expect(q.totalCents).toBe(14500);
  });
  it('caps what staff may record as collected at $15 per act, $0 when every document is exempt', () => {
    expect(collectibleNotarialCents([{ type: 'deed' }], 3)).toBe(4500);
    expect(collectibleNotarialCents([{ type: 'voting' }, { type: 'veteransBenefit' }], 3)).toBe(0);
  });
});

describe('service area and travel', () => {
  it('knows Los Angeles County by ZIP code', () => {
    expect(inLosAngelesCounty('90022')).toBe(true);
    expect(inLosAngelesCounty('93535')).toBe(true); // Lancaster
    expect(inLosAngelesCounty('90022-1234')).toBe(true);
    expect(inLosAngelesCounty('92660')).toBe(false); // Newport Beach, Orange County
    expect(inLosAngelesCounty('91901')).toBe(false);
    expect(inLosAngelesCounty('9002')).toBe(false);
  });
  it('quotes a zone by distance, with the evening and weekend surcharge on travel only', () => {
    expect(travelQuote('90022', { weekday: 'monday', time: '10:00' })).toMatchObject({
      zone: 1,
      baseCents: 4000,
      afterHoursCents: 0,
      totalCents: 4000,
    });
    expect(travelQuote('90022', { weekday: 'saturday', time: '10:00' })).toMatchObject({ afterHoursCents: 2500, totalCents: 6500 });
    expect(travelQuote('90022', { weekday: 'tuesday', time: '18:00' })).toMatchObject({ afterHoursCents: 2500 });
    const lancaster = travelQuote('93535', { weekday: 'monday', time: '10:00' })!;
    expect(lancaster.zone).toBe(4);
    expect(lancaster.miles).toBeGreaterThan(35);
    expect(travelQuote('92660', { weekday: 'monday', time: '10:00' })).toBeNull();
    expect(milesBetweenZips('90022', '90022')).toBe(0);
  });
});

describe('office time', () => {
  it('maps office clocks to instants across daylight saving time', () => {
    expect(fromOfficeTime('2026-12-05', '18:00').toISOString()).toBe('2026-12-06T02:00:00.000Z'); // PST
    expect(fromOfficeTime('2026-07-04', '18:00').toISOString()).toBe('2026-07-05T01:00:00.000Z'); // PDT
    expect(officeTime(new Date('2026-12-06T02:00:00Z'))).toMatchObject({ date: '2026-12-05', time: '18:00', weekday: 'saturday' });
  });
});

describe('free slots', () => {
  const availability = { weekly: DEFAULT_WEEKLY, exceptions: {} };
  const now = new Date('2026-12-01T17:00:00Z'); // Tuesday 9:00 office time
  it('offers the weekly hours in half hours, evenings and Saturdays, never Sunday; a mobile visit needs a free hour', () => {
    const days = freeSlots({ availability, taken: new Set(), mode: 'office', from: '2026-12-05', days: 2, now });
    expect(days.map((d) => d.weekday)).toEqual(['saturday', 'sunday']);
    expect(days[0].slots[0].start).toBe('10:00');
    expect(days[0].slots.at(-1)!.start).toBe('19:30');
    expect(days[1].slots).toEqual([]);
    const mobile = freeSlots({ availability, taken: new Set(['2026-12-05T18:30']), mode: 'mobile', from: '2026-12-05', days: 1, now });
    const starts = mobile[0].slots.map((s) => s.start);
    expect(starts).not.toContain('18:00');
    expect(starts).not.toContain('18:30');
    expect(starts).toContain('19:00');
    expect(starts.at(-1)).toBe('19:00');
    expect(unitsOf('2026-12-05', '18:00', 'mobile')).toEqual(['2026-12-05T18:00', '2026-12-05T18:30']);
  });
  it('keeps the lead time and uses an exception instead of the weekly hours', () => {
    const today = freeSlots({ availability, taken: new Set(), mode: 'office', from: '2026-12-01', days: 1, now });
    expect(today[0].slots[0].start).toBe('11:00');
    const closed = freeSlots({
      availability: { weekly: DEFAULT_WEEKLY, exceptions: { '2026-12-05': { date: '2026-12-05', blocks: [], note: 'Holiday' } } },
      taken: new Set(),
      mode: 'office',
      from: '2026-12-05',
      days: 1,
      now,
    });
    expect(closed[0].slots).toEqual([]);
  });
  it('accepts only blocks on the grid that do not overlap', () => {
    const b = (start: string, end: string) => ({ start, end, office: true, mobile: false, notary: 'D' });
    expect(blocksValid([b('09:00', '12:00'), b('12:00', '17:00')])).toBe(true);
    expect(blocksValid([b('09:00', '12:00'), b('11:30', '17:00')])).toBe(false);
    expect(blocksValid([b('09:15', '12:00')])).toBe(false);
    expect(blocksValid([b('12:00', '09:00')])).toBe(false);
  });
});

describe('reminders and quiet hours', () => {
  const start = new Date('2026-12-06T03:00:00Z'); // Saturday 19:00 office time
  it('sends at booking, a day before and two hours before; none that would precede the booking', () => {
    const booked = new Date('2026-12-01T18:00:00Z');
    expect(reminderTimes(start, booked).map((r) => [r.kind, r.at.toISOString()])).toEqual([
      ['booked', booked.toISOString()],
      ['dayBefore', '2026-12-05T03:00:00.000Z'],
      ['twoHours', '2026-12-06T01:00:00.000Z'],
    ]);
    expect(reminderTimes(start, new Date('2026-12-06T00:30:00Z')).map((r) => r.kind)).toEqual(['booked', 'twoHours']);
  });
  it('moves texts out of 9 p.m.–8 a.m.: to 8:00 if still 30 minutes ahead, else the evening before', () => {
    const nine = new Date('2026-12-05T17:00:00Z'); // Saturday 09:00 office time
    expect(inQuietHours(new Date('2026-12-05T14:00:00Z'))).toBe(true); // 06:00
    expect(
      textTime(new Date('2026-12-05T15:00:00Z'), new Date('2026-12-05T19:00:00Z'), new Date('2026-12-01T00:00:00Z'))!.toISOString(),
    ).toBe(
      '2026-12-05T16:00:00.000Z', // 07:00 → 08:00
    );
    expect(textTime(new Date('2026-12-05T15:00:00Z'), nine, new Date('2026-12-01T00:00:00Z'))!.toISOString()).toBe(
      '2026-12-05T16:00:00.000Z', // 08:00 is an hour before a 09:00 appointment
    );
    // An 08:15 appointment: 8:00 is too close, so 20:30 the evening before.
    expect(
      textTime(new Date('2026-12-05T14:15:00Z'), new Date('2026-12-05T16:15:00Z'), new Date('2026-12-01T00:00:00Z'))!.toISOString(),
    ).toBe('2026-12-05T04:30:00.000Z');
    expect(textTime(new Date('2026-12-05T14:15:00Z'), new Date('2026-12-05T16:15:00Z'), new Date('2026-12-05T14:15:00Z'))).toBeNull();
    const day = new Date('2026-12-05T20:00:00Z'); // 12:00
    expect(textTime(day, start, day)).toEqual(day);
  });
});

describe('texts and phones', () => {
  it('normalizes US numbers and refuses those that cannot take texts', () => {
    expect(toE164('(323) 555-2671')).toBe('+13235552671');
    expect(toE164('1-323-555-2671')).toBe('+13235552671');
    expect(toE164('555-2671')).toBeNull();
    expect(canTakeTexts('+13235552671')).toBe(true);
    expect(canTakeTexts('+18005552671')).toBe(false);
    expect(canTakeTexts('+19005552671')).toBe(false);
    expect(canTakeTexts('+13235550148')).toBe(false);
  });
  it('the booking schema says which field is wrong, with its i18n key', () => {
    const parsed = BookingRequestSchema.safeParse(
      {
        mode: 'mobile',
        address: { street: 'x', city: 'Irvine', zip: '92618' },
        travelFeeAgreedCents: 4000,
        documents: [{ type: 'deed', act: 'certifiedCopy', signatures: 1 }],
        signers: [{ name: 'A', idPlan: { kind: 'id', id: 'consularId', validity: 'current' } }],
        startsAt: '2026-12-05T18:00:00.000Z',
        contact: { name: 'A', phone: '8005552671', email: 'a@example.test', locale: 'es', textReminders: true },
        checklistConfirmed: true,
      },
      { reportInput: true },
    );
    expect(parsed.success).toBe(false);
    expect(toFieldErrors(parsed.error!.issues)).toMatchObject({
      'address.zip': ['notary.errors.outsideCounty'],
      'documents.0.act': ['notary.errors.certifiedCopy'],
      'contact.phone': ['notary.errors.phoneNoTexts'],
    });
  });
});

describe('the calendar file', () => {
  it('is an RFC 5545 event in UTC with escaped text and folded lines', () => {
    const ics = icsOf({
      uid: 'a@b',
      startsAt: '2026-12-06T02:00:00.000Z',
      endsAt: '2026-12-06T03:00:00.000Z',
      summary: 'Cita con el Notary Public; firma',
      location: '1200 N Eastern Ave, Los Angeles, CA 90063',
      description: 'x'.repeat(200),
      now: new Date('2026-12-01T00:00:00Z'),
    });
    expect(ics).toContain('DTSTART:20261206T020000Z\r\n');
    expect(ics).toContain('SUMMARY:Cita con el Notary Public\\; firma\r\n');
    expect(ics).toContain('LOCATION:1200 N Eastern Ave\\, Los Angeles\\, CA 90063\r\n');
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('book the signing from a case', () => {
  it('prefills a durable POA and health care directive, acknowledged, for the principal and the spouse', () => {
    expect(signingFromCase('durable-poa', { principal: { name: 'Ana Ruiz' }, hasSpouse: true, spouse: { name: 'Luis Ruiz' } })).toEqual({
      documents: [
        { type: 'powerOfAttorney', act: 'acknowledgment', signatures: 2 },
        { type: 'healthCareDirective', act: 'acknowledgment', signatures: 2 },
      ],
      signers: ['Ana Ruiz', 'Luis Ruiz'],
    });
    expect(signingFromCase('small-claims', {})).toBeNull();
  });
});
