/** Small text helpers shared by the generators: dates as documents write them, lists, names in captions. */
import { formatFormDate } from '../../../shared/questionnaires/forms/evaluate';

/** "2027-03-31" → "March 31, 2027" (other text as given; "" when absent). */
export const formatLongDate = (iso: string | undefined): string => (iso ? formatFormDate(iso, 'Month D, YYYY') : '');

/** "A", "A and B", "A, B, and C". */
export function joinAnd(items: readonly string[]): string {
  const list = items.filter((s) => s.trim() !== '');
  if (list.length <= 2) return list.join(' and ');
  return `${list.slice(0, -1).join(', ')}, and ${list[list.length - 1]}`;
}

/** Whole years from a "YYYY-MM-DD" date of birth to `today` ("YYYY-MM-DD"), or null. */
export function yearsOld(birth: string | undefined, today: string): number | null {
  if (!birth || !/^\d{4}-\d{2}-\d{2}$/.test(birth)) return null;
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** A string answer, trimmed, or "". */
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
