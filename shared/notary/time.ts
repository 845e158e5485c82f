/**
 * Office time (America/Los_Angeles) ↔ instants, with the platform's Intl (full ICU in Node and in browsers): slots are
 * named by their office-time date and clock ("2026-12-05", "18:00"), instants travel as ISO UTC strings.
 */
import { OFFICE_TIME_ZONE } from './settings';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'long',
});

export interface OfficeTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  weekday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  hour: number;
  minute: number;
}

/** An instant in office time. */
export function officeTime(at: Date): OfficeTime {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  const hour = Number(p.hour) % 24;
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${String(hour).padStart(2, '0')}:${p.minute}`,
    weekday: p.weekday.toLowerCase() as OfficeTime['weekday'],
    hour,
    minute: Number(p.minute),
  };
}

/** The instant an office-time date and clock name (the first, should a clock fall in the autumn's repeated hour). */
export function fromOfficeTime(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset is -7 or -8 hours: try both and keep the one that reads back as asked.
  for (const offsetHours of [7, 8]) {
    const at = new Date(guess + offsetHours * 3_600_000);
    const t = officeTime(at);
    if (t.date === date && t.time === time) return at;
  }
  // A clock skipped in spring ("02:30"): the instant an hour later.
  return new Date(guess + 7 * 3_600_000);
}

/** YYYY-MM-DD plus `n` days (calendar arithmetic, no time zone). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The weekday of a calendar date. */
export const weekdayOf = (date: string): OfficeTime['weekday'] => {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
};

export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const whenFormats = new Map<string, Intl.DateTimeFormat>();
/** "Saturday, December 5, 2026 at 6:00 PM" in office time, in the reader's language (emails, texts, pages). */
export function formatWhen(iso: string, locale: 'en' | 'es', opts: { dateOnly?: boolean; timeOnly?: boolean } = {}): string {
  const key = `${locale}:${opts.dateOnly ? 'd' : ''}${opts.timeOnly ? 't' : ''}`;
  let f = whenFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
      timeZone: OFFICE_TIME_ZONE,
      ...(opts.timeOnly ? {} : { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
      ...(opts.dateOnly ? {} : { hour: 'numeric', minute: '2-digit' }),
    });
    whenFormats.set(key, f);
  }
  return f.format(new Date(iso));
}
