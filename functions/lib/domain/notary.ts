/**
 * The notary line's rules applied to requests (issue 33): booking (the time must be one staff offer, free, and in the
 * booking window; the quote is the server's — $15 × signatures per Gov. Code §8211, $0 where the law says so, travel
 * apart and agreed), the manage link's cancel and reschedule, and the console's completion (never more than the
 * statutory cap, never more travel than agreed). Every change is one transaction with its messages (outbox).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppointmentView, ParsedBooking } from '../../../shared/api/notary';
import type { AdminAppointment } from '../../../shared/api/notary';
import { travelQuote } from '../../../shared/notary/area';
import { reminderTimes, textTime } from '../../../shared/notary/reminders';
import { collectibleNotarialCents, needsThumbprint, quoteOf, type Mode, type Quote } from '../../../shared/notary/rules';
import { UNIT_MINUTES, UNITS } from '../../../shared/notary/settings';
import { blockFor, blocksOn, inBookingWindow, unitsOf } from '../../../shared/notary/slots';
import { addDays, officeTime } from '../../../shared/notary/time';
import type { TransactItem } from '../db';
import { ApiError, notFound, validationFailed } from '../errors';
import { manageToken, tokenAppointmentId, tokenMatches } from '../notary/links';
import { notifyAppointment } from '../outbox/outbox';
import {
  cancelAppointment,
  caseOwner,
  closeAppointment,
  createAppointment,
  getAppointment,
  getWeekly,
  listExceptions,
  moveAppointment,
  retentionOf,
  textsStopped,
  type Actor,
  type AppointmentItem,
} from '../store/notary';
import { indexKeys, keys } from '../store/keys';

/** Where and when a start instant falls, if staff offer it for `mode` and it is in the booking window. */
async function placeOf(startsAt: string, mode: Mode, now: Date) {
  const at = new Date(startsAt);
  if (at.getTime() <= now.getTime()) throw validationFailed({ startsAt: ['notary.errors.slotPast'] }, 'That time has passed');
  const t = officeTime(at);
  if (t.minute % UNIT_MINUTES !== 0 || !inBookingWindow(at, now)) throw new ApiError('slot_unavailable', 'That time cannot be booked');
  const [{ weekly }, exceptions] = await Promise.all([getWeekly(), listExceptions(t.date, t.date)]);
  const block = blockFor(blocksOn(t.date, { weekly, exceptions: Object.fromEntries(exceptions.map((x) => [x.date, x])) }), t.time, mode);
  if (!block) throw new ApiError('slot_unavailable', 'The notary is not available then');
  const endsAt = new Date(at.getTime() + UNITS[mode] * UNIT_MINUTES * 60_000).toISOString();
  return { at, t, endsAt, notary: block.notary, units: unitsOf(t.date, t.time, mode) };
}

/** The server's quote for a booking at a place; 409 quote_changed when the client agreed to another travel fee. */
function quoteFor(
  b: Pick<ParsedBooking, 'mode' | 'address' | 'documents' | 'travelFeeAgreedCents'>,
  t: { weekday: string; time: string },
): Quote {
  let travel = null;
  if (b.mode === 'mobile') {
    travel = travelQuote(b.address!.zip, t);
    if (!travel) throw validationFailed({ 'address.zip': ['notary.errors.outsideCounty'] }, 'Outside Los Angeles County');
    if (b.travelFeeAgreedCents !== travel.totalCents) throw new ApiError('quote_changed', 'The travel fee for that time is different');
  }
  return quoteOf(b.documents, travel);
}

/** The appointment's messages from `kind` on: email always, texts with consent (quiet hours kept). */
function messagesFor(
  a: Pick<AppointmentItem, 'id' | 'startsAt' | 'contact'>,
  first: 'booked' | 'rescheduled',
  now: Date,
  stopped: boolean,
): TransactItem[] {
  const startsAt = new Date(a.startsAt);
  const out: TransactItem[] = [];
  for (const m of reminderTimes(startsAt, now, first)) {
    out.push(notifyAppointment({ appointmentId: a.id, kind: m.kind, channel: 'email', dueAt: m.at, forStartsAt: a.startsAt }, now));
    if (!a.contact.textReminders || stopped) continue;
    const at = textTime(m.at, startsAt, now);
    if (at) out.push(notifyAppointment({ appointmentId: a.id, kind: m.kind, channel: 'sms', dueAt: at, forStartsAt: a.startsAt }, now));
  }
  return out;
}

const endMessages = (a: AppointmentItem, now: Date): TransactItem[] => [
  notifyAppointment({ appointmentId: a.id, kind: 'cancelled', channel: 'email', dueAt: now, forStartsAt: a.startsAt }, now),
  ...(a.contact.textReminders
    ? (() => {
        const at = textTime(now, new Date(a.startsAt), now);
        return at
          ? [
              notifyAppointment(
                { appointmentId: a.id, kind: 'cancelled' as const, channel: 'sms' as const, dueAt: at, forStartsAt: a.startsAt },
                now,
              ),
            ]
          : [];
      })()
    : []),
];

/** Book. `owner`: the signed-in booker (a case of theirs may be named), or null for a guest. */
export async function book(b: ParsedBooking, owner: string | null, now = new Date()): Promise<{ item: AppointmentItem; token: string }> {
  if (b.caseId !== undefined) {
    // Only a signed-in client books the signing of their own case; anyone else finds no such case.
    if (!owner || (await caseOwner(b.caseId)) !== owner) throw notFound('No such case');
  }
  const place = await placeOf(b.startsAt, b.mode, now);
  const quote = quoteFor(b, place.t);
  const id = randomUUID();
  const month = place.t.date.slice(0, 7);
  const startsAt = place.at.toISOString();
  const item: AppointmentItem = {
    ...keys.appointment(id),
    ...indexKeys.appointment({ id, startsAt, month, owner }),
    entity: 'notaryAppointment',
    id,
    status: 'booked',
    version: 1,
    mode: b.mode,
    address: b.mode === 'mobile' ? b.address! : null,
    documents: b.documents,
    signers: b.signers,
    contact: b.contact,
    textConsentAt: b.contact.textReminders ? now.toISOString() : null,
    owner,
    caseId: b.caseId ?? null,
    startsAt,
    endsAt: place.endsAt,
    date: place.t.date,
    start: place.t.time,
    notary: place.notary,
    units: place.units,
    quote,
    manageNonce: randomBytes(18).toString('base64url'),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: retentionOf(place.endsAt),
  };
  const stopped = b.contact.textReminders ? await textsStopped(b.contact.phone) : false;
  await createAppointment(item, messagesFor(item, 'booked', now, stopped));
  return { item, token: await manageToken(item) };
}

/** The appointment a manage token opens (404 for any token that is not exactly its own). */
export async function openByToken(token: string): Promise<AppointmentItem> {
  const id = tokenAppointmentId(token);
  const item = id ? await getAppointment(id) : null;
  if (!item || !(await tokenMatches(token, item))) throw notFound('No such appointment');
  return item;
}

export async function cancel(item: AppointmentItem, by: 'client' | 'staff', now = new Date()): Promise<AppointmentItem> {
  if (item.status !== 'booked') throw new ApiError('invalid_transition', 'The appointment is no longer booked');
  return cancelAppointment(item, by, now, endMessages(item, now));
}

export async function reschedule(
  item: AppointmentItem,
  to: { startsAt: string; travelFeeAgreedCents?: number },
  now = new Date(),
): Promise<AppointmentItem> {
  if (item.status !== 'booked') throw new ApiError('invalid_transition', 'The appointment is no longer booked');
  const place = await placeOf(to.startsAt, item.mode, now);
  const quote = quoteFor({ ...item, address: item.address ?? undefined, travelFeeAgreedCents: to.travelFeeAgreedCents }, place.t);
  const moved = {
    startsAt: place.at.toISOString(),
    endsAt: place.endsAt,
    date: place.t.date,
    start: place.t.time,
    units: place.units,
    notary: place.notary,
    quote,
  };
  const stopped = item.contact.textReminders ? await textsStopped(item.contact.phone) : false;
  return moveAppointment(item, moved, now, messagesFor({ ...item, startsAt: moved.startsAt }, 'rescheduled', now, stopped));
}

/** Completed: at most the statutory fees for the acts performed, at most the travel fee agreed. */
export async function complete(
  item: AppointmentItem,
  c: { acts: number; notarialCollectedCents: number; travelCollectedCents: number; expectedVersion: number },
  by: Actor,
  now = new Date(),
): Promise<AppointmentItem> {
  if (item.version !== c.expectedVersion) throw new ApiError('conflict', 'The appointment changed since it was read');
  if (item.status !== 'booked') throw new ApiError('invalid_transition', 'The appointment is no longer booked');
  const cap = collectibleNotarialCents(item.documents, c.acts);
  const errors: Record<string, string[]> = {};
  if (c.notarialCollectedCents > cap) errors.notarialCollectedCents = ['notary.errors.aboveStatutoryFee'];
  if (c.travelCollectedCents > (item.quote.travel?.totalCents ?? 0)) errors.travelCollectedCents = ['notary.errors.aboveAgreedTravel'];
  if (Object.keys(errors).length) throw validationFailed(errors, 'Fees above what may be charged');
  const receiptNumber = `N-${item.date.replace(/-/g, '')}-${item.id.slice(0, 8).toUpperCase()}`;
  return closeAppointment(item, 'completed', now, {
    acts: c.acts,
    notarialCollectedCents: c.notarialCollectedCents,
    travelCollectedCents: c.travelCollectedCents,
    at: now.toISOString(),
    by,
    receiptNumber,
  });
}

export async function noShow(item: AppointmentItem, expectedVersion: number, now = new Date()): Promise<AppointmentItem> {
  if (item.version !== expectedVersion) throw new ApiError('conflict', 'The appointment changed since it was read');
  if (item.status !== 'booked') throw new ApiError('invalid_transition', 'The appointment is no longer booked');
  if (new Date(item.startsAt).getTime() > now.getTime()) throw new ApiError('invalid_transition', 'The appointment has not started yet');
  return closeAppointment(item, 'noShow', now);
}

// ------------------------------------------------------------------------------------------------------------------
// Views
// ------------------------------------------------------------------------------------------------------------------

export async function viewOf(a: AppointmentItem): Promise<AppointmentView> {
  return {
    id: a.id,
    status: a.status,
    mode: a.mode,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    date: a.date,
    start: a.start,
    notary: a.notary,
    address: a.address,
    documents: a.documents,
    signers: a.signers,
    quote: a.quote,
    thumbprint: needsThumbprint(a.documents),
    contact: a.contact,
    textsStopped: a.contact.textReminders ? await textsStopped(a.contact.phone) : false,
  };
}

export async function adminViewOf(a: AppointmentItem): Promise<AdminAppointment> {
  const c = a.completion;
  return {
    ...(await viewOf(a)),
    version: a.version,
    createdAt: a.createdAt,
    booker: a.owner ? 'account' : 'guest',
    caseId: a.caseId,
    completion: c
      ? {
          acts: c.acts,
          notarialCollectedCents: c.notarialCollectedCents,
          travelCollectedCents: c.travelCollectedCents,
          at: c.at,
          by: c.by.name,
        }
      : null,
    receipt: c
      ? {
          number: c.receiptNumber,
          issuedAt: c.at,
          acts: c.acts,
          notarialCents: c.notarialCollectedCents,
          travelCents: c.travelCollectedCents,
          totalCents: c.notarialCollectedCents + c.travelCollectedCents,
        }
      : null,
    cancelledBy: a.cancelledBy ?? null,
  };
}

/** The office-time months a date range touches, and its first and last instants. */
export function rangeOf(from: string, to: string): { months: string[]; fromIso: string; toIso: string } | null {
  if (to < from || addDays(from, 31) < to) return null;
  const months = [...new Set([from.slice(0, 7), to.slice(0, 7)])];
  // Office midnight to the next office midnight (UTC−7/−8): a day earlier and later bound it safely, then filter.
  return { months, fromIso: `${addDays(from, -1)}T00:00:00.000Z`, toIso: `${addDays(to, 2)}T00:00:00.000Z` };
}

export const inDates = (a: Pick<AppointmentItem, 'date'>, from: string, to: string): boolean => a.date >= from && a.date <= to;
