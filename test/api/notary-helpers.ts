/**
 * Notary booking helpers for the api suite (issue 33): booking bodies, free slots from the running stack, bookings
 * that retry on a slot another test file took meanwhile, and this process pointed at the stack's DynamoDB, SES and SMS
 * emulators (as the stack configures its functions) for what runs the library directly: the outbox consumer with a
 * fake clock, appointments made in the past.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { BookingRequest, BookingResponse } from '../../shared/api/notary';
import { client, registerPii, stack, type Who } from './helpers';

/** Point this process at the running stack (the store, outbox consumer and senders read these). */
export function useStackEnvironment(): void {
  const s = stack();
  Object.assign(process.env, {
    TABLE_NAME: s.tableName,
    DYNAMODB_ENDPOINT: s.dynamodbEndpoint,
    AWS_REGION: 'us-west-2',
    SES_ENDPOINT: s.sesEndpoint,
    MAIL_FROM: s.mailFrom,
    SMS_ENDPOINT: s.smsEndpoint,
    SMS_ORIGINATION_IDENTITY: '+13235550100',
    NOTARY_LINK_KEY: readFileSync(join(s.dataDir, 'notary-link-key'), 'utf8').trim(),
    COGNITO_ENDPOINT: s.cognitoEndpoint,
    USER_POOL_ID: s.userPoolId,
    SITE_URL: 'http://localhost:5173',
    LOG_LEVEL: 'error',
  });
}

/** A mobile phone number of its own (fictional 555 exchange, outside 555-01XX), registered as PII for the log test. */
export function newPhone(): string {
  const line = String(2000 + Math.floor(Math.random() * 7999)).padStart(4, '0');
  const phone = `+1213555${line}`;
  registerPii([phone]);
  return phone;
}

export const guestEmail = (): string => {
  const email = `guest-${randomUUID().slice(0, 8)}@example.test`;
  registerPii([email]);
  return email;
};

export function officeBooking(startsAt: string, over: Partial<BookingRequest> = {}): BookingRequest {
  return {
    mode: 'office',
    documents: [{ type: 'powerOfAttorney', act: 'acknowledgment', signatures: 1 }],
    signers: [{ name: 'Matrix Signer', idPlan: { kind: 'id', id: 'californiaLicense', validity: 'current' } }],
    startsAt,
    contact: { name: 'Guest Booker', phone: '(213) 555-2671', email: 'notary-guest@example.test', locale: 'en', textReminders: false },
    checklistConfirmed: true,
    ...over,
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Free start times (ISO) of `mode` in the 14 days from `offsetDays` ahead. */
export async function freeTimes(
  mode: 'office' | 'mobile' = 'office',
  offsetDays = 1,
): Promise<Array<{ startsAt: string; weekday: string; start: string }>> {
  const res = await client(null).call('GET /notary/slots', { query: { mode, from: plusDays(today(), offsetDays), days: 14 } });
  return res.days.flatMap((d) => d.slots.map((s) => ({ startsAt: s.startsAt, weekday: d.weekday, start: s.start })));
}

/** A free start time picked at random (test files run side by side and book too). */
export async function aFreeTime(
  mode: 'office' | 'mobile' = 'office',
  pick: (t: { weekday: string; start: string }) => boolean = () => true,
  offsetDays = 1,
): Promise<string> {
  const times = (await freeTimes(mode, offsetDays)).filter(pick);
  if (!times.length) throw new Error('No free time found');
  return times[Math.floor(Math.random() * times.length)].startsAt;
}

/** Book at a free time (a guest unless `who`), trying another time if a parallel test took the one chosen. */
export async function bookSomewhere(over: Partial<BookingRequest> = {}, who: Who = null): Promise<BookingResponse> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const startsAt = await aFreeTime(over.mode ?? 'office');
    const res = await client(who).send(who ? 'POST /me/notary/appointments' : 'POST /notary/appointments', {
      body: officeBooking(startsAt, over),
    });
    if (res.status === 201) return res.body!;
    if (res.error?.code !== 'slot_taken') throw new Error(`Booking failed: ${res.status} ${JSON.stringify(res.error)}`);
  }
  throw new Error('No free time could be booked');
}
