/**
 * Availability → bookable start times. Staff keep weekly hours (blocks per weekday, each with its notary on duty and
 * whether it takes office signings, mobile visits or both) and exceptions by date (other blocks, or none: closed). A
 * start time is bookable when a block of the mode holds the whole appointment, no unit of it is taken, it is at least
 * LIMITS.leadMinutes away and within LIMITS.horizonDays. Units are `UNIT_MINUTES` long and named by office time
 * ("2026-12-05T18:00"); the API takes each with a conditional write, so two bookings can never hold one.
 */
import { LIMITS, type Mode } from './rules';
import { UNIT_MINUTES, UNITS, type AvailabilityBlock, type WeeklyHours } from './settings';
import { addDays, clockOf, fromOfficeTime, minutesOf, officeTime, weekdayOf } from './time';

export interface AvailabilityException {
  date: string;
  blocks: AvailabilityBlock[];
  note: string;
}

export interface Availability {
  weekly: WeeklyHours;
  /** By date (YYYY-MM-DD), only those in the range asked about. */
  exceptions: Record<string, AvailabilityException>;
}

export interface Slot {
  /** HH:MM office time. */
  start: string;
  /** The instant (ISO UTC). */
  startsAt: string;
  notary: string;
}

export interface SlotDay {
  date: string;
  weekday: ReturnType<typeof weekdayOf>;
  slots: Slot[];
}

/** The unit ids an appointment of `mode` starting at `start` on `date` holds. */
export const unitsOf = (date: string, start: string, mode: Mode): string[] =>
  Array.from({ length: UNITS[mode] }, (_, i) => `${date}T${clockOf(minutesOf(start) + i * UNIT_MINUTES)}`);

export const blocksOn = (date: string, a: Availability): AvailabilityBlock[] => a.exceptions[date]?.blocks ?? a.weekly[weekdayOf(date)];

/** The block of `mode` holding a whole appointment starting at `start`, if any. */
export function blockFor(blocks: readonly AvailabilityBlock[], start: string, mode: Mode): AvailabilityBlock | null {
  const from = minutesOf(start);
  const to = from + UNITS[mode] * UNIT_MINUTES;
  return blocks.find((b) => b[mode] && minutesOf(b.start) <= from && to <= minutesOf(b.end)) ?? null;
}

/** Whether `at` is in the bookable window (lead time, horizon) as of `now`. */
export function inBookingWindow(at: Date, now: Date): boolean {
  const earliest = now.getTime() + LIMITS.leadMinutes * 60_000;
  const latest = fromOfficeTime(addDays(officeTime(now).date, LIMITS.horizonDays), '23:59').getTime();
  return at.getTime() >= earliest && at.getTime() <= latest;
}

/** Bookable start times of `days` days from `from` (office dates), given the units already taken. */
export function freeSlots(input: {
  availability: Availability;
  taken: ReadonlySet<string>;
  mode: Mode;
  from: string;
  days: number;
  now: Date;
}): SlotDay[] {
  const out: SlotDay[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i);
    const blocks = blocksOn(date, input.availability);
    const slots: Slot[] = [];
    for (const b of blocks) {
      if (!b[input.mode]) continue;
      for (let m = minutesOf(b.start); m + UNITS[input.mode] * UNIT_MINUTES <= minutesOf(b.end); m += UNIT_MINUTES) {
        const start = clockOf(m);
        if (slots.some((s) => s.start === start)) continue;
        if (unitsOf(date, start, input.mode).some((u) => input.taken.has(u))) continue;
        const at = fromOfficeTime(date, start);
        if (!inBookingWindow(at, input.now)) continue;
        slots.push({ start, startsAt: at.toISOString(), notary: b.notary });
      }
    }
    slots.sort((a, b) => a.start.localeCompare(b.start));
    out.push({ date, weekday: weekdayOf(date), slots });
  }
  return out;
}

/** Blocks are on the unit grid, start before they end, and do not overlap (what the console may save). */
export function blocksValid(blocks: readonly AvailabilityBlock[]): boolean {
  const sorted = [...blocks].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
  return sorted.every((b, i) => {
    const s = minutesOf(b.start);
    const e = minutesOf(b.end);
    const onGrid = s % UNIT_MINUTES === 0 && e % UNIT_MINUTES === 0;
    return onGrid && s < e && e <= 24 * 60 && (b.office || b.mobile) && (i === 0 || minutesOf(sorted[i - 1].end) <= s);
  });
}
