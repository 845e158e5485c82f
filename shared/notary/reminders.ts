/**
 * When a booking's messages go: at booking, the day before (24 hours ahead) and two hours before, each by email and,
 * with the client's consent, by text. Texts keep quiet hours (QUIET_HOURS, office time): one falling in them goes at
 * 8:00 the same morning if that is still at least 30 minutes before the appointment, else at 20:30 the evening
 * before, and not at all if that has passed. Reminders that would go before (or right after) the booking itself are
 * left out: the confirmation says it all.
 */
import type { AppointmentNotification as AppointmentMessage } from '../notifications';
import { QUIET_HOURS } from './settings';
import { addDays, fromOfficeTime, officeTime } from './time';

export type { AppointmentMessage };
export type Channel = 'email' | 'sms';

const HOUR = 3_600_000;

/** The booking's messages and when each is due (before quiet hours). */
export function reminderTimes(
  startsAt: Date,
  bookedAt: Date,
  first: 'booked' | 'rescheduled' = 'booked',
): Array<{ kind: AppointmentMessage; at: Date }> {
  const out: Array<{ kind: AppointmentMessage; at: Date }> = [{ kind: first, at: bookedAt }];
  const dayBefore = new Date(startsAt.getTime() - 24 * HOUR);
  if (dayBefore.getTime() > bookedAt.getTime() + HOUR) out.push({ kind: 'dayBefore', at: dayBefore });
  const twoHours = new Date(startsAt.getTime() - 2 * HOUR);
  if (twoHours.getTime() > bookedAt.getTime() + 15 * 60_000) out.push({ kind: 'twoHours', at: twoHours });
  return out;
}

export const inQuietHours = (at: Date): boolean => {
  const { hour } = officeTime(at);
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
};

/** When a text due at `at` may go, keeping quiet hours, for an appointment at `startsAt`; null: not at all. */
export function textTime(at: Date, startsAt: Date, now: Date): Date | null {
  if (!inQuietHours(at)) return at;
  const t = officeTime(at);
  const morning = fromOfficeTime(
    t.hour >= QUIET_HOURS.startHour ? addDays(t.date, 1) : t.date,
    `${String(QUIET_HOURS.endHour).padStart(2, '0')}:00`,
  );
  if (morning.getTime() <= startsAt.getTime() - 30 * 60_000) return morning;
  const evening = fromOfficeTime(t.hour >= QUIET_HOURS.startHour ? t.date : addDays(t.date, -1), '20:30');
  return evening.getTime() >= now.getTime() ? evening : null;
}
