/** Calendar dates as "YYYY-MM-DD" strings, computed in UTC (ISO strings of equal length compare lexically). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in "YYYY-MM-DD" form (rejects 2025-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

const toIso = (d: Date): string => d.toISOString().slice(0, 10);
const fromIso = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

export const todayIso = (now: Date = new Date()): string => toIso(now);

export function addDays(iso: string, days: number): string {
  const d = fromIso(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** Same month and day `years` later (Feb 29 → Mar 1 in a common year). */
export function addYears(iso: string, years: number): string {
  const d = fromIso(iso);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return toIso(d);
}

/**
 * Clients are in California (UTC−8/−7) while "today" is computed in UTC, so range checks allow one day either way:
 * a date entered as "today" in the evening in Los Angeles is already "yesterday" in UTC.
 */
export const DATE_TOLERANCE_DAYS = 1;

export const latestAllowedPastDate = (now?: Date): string => addDays(todayIso(now), DATE_TOLERANCE_DAYS);
export const earliestAllowedFutureDate = (now?: Date): string => addDays(todayIso(now), -DATE_TOLERANCE_DAYS);
