/**
 * Process serving (issue 32): the law's rules as data with dates of effect, and the checks that apply them. Pure (no
 * I/O), shared by the field app (it tells the server, before a substituted service, whether the attempts so far are
 * enough), the API (it refuses what the rules refuse) and the proof generator.
 *
 * Which rule applies is decided by the date of the event it governs, in office time (America/Los_Angeles):
 *  - reasonable diligence before a substituted service (CCP §415.20(b)): the date the papers were left;
 *  - what a proof must carry for each attempt (photo, time, GPS): the date of that attempt.
 * So a job whose attempts straddle 1 January 2027 is judged attempt by attempt, and a proof signed in 2027 for a
 * service made in December 2026 is judged by the rules of December 2026.
 *
 * What the texts say, what could be verified and what is the office's own reading: docs/serving.md ("The law").
 */
import { officeTime } from '../notary/time';

/** A rule is in force from `from` (inclusive) to `to` (inclusive; open-ended when absent), office-time dates. */
export interface Effective {
  readonly from: string;
  readonly to?: string;
}

export const inForce = (e: Effective, date: string): boolean => date >= e.from && (e.to === undefined || date <= e.to);

/** Times of day, in office time: an attempt's band is what "different times" counts (docs/serving.md). */
export const TIME_BANDS = ['morning', 'afternoon', 'evening'] as const;
export type TimeBand = (typeof TIME_BANDS)[number];
/** Band boundaries (minutes after midnight, office time): morning before 12:00, afternoon 12:00–16:59, evening from 17:00. */
export const BAND_STARTS: Readonly<Record<TimeBand, number>> = { morning: 0, afternoon: 12 * 60, evening: 17 * 60 };

export function timeBandOf(at: Date): TimeBand {
  const t = officeTime(at);
  const minutes = t.hour * 60 + t.minute;
  if (minutes >= BAND_STARTS.evening) return 'evening';
  if (minutes >= BAND_STARTS.afternoon) return 'afternoon';
  return 'morning';
}

/** What reasonable diligence takes before a substituted service (CCP §415.20(b)). */
export interface DiligenceRule {
  readonly id: 'case-law' | 'ab747';
  readonly effective: Effective;
  /** Unsuccessful good-faith attempts at personal delivery, at a proper address, before the papers are left. */
  readonly minAttempts: number;
  /** …on this many different (office-time) days. */
  readonly minDays: number;
  /** …in this many different times of day (TIME_BANDS). */
  readonly minBands: number;
  /** At least one of them at the servee's dwelling (a home address). */
  readonly dwelling: boolean;
  /** The source, as the proof's declaration of diligence and the field app cite it. */
  readonly source: string;
}

/**
 * The rules, in date order, without gaps. Before 2027 the statute does not count attempts: the courts' reading
 * ("two or three attempts to personally serve a defendant at a proper place ordinarily qualifies as reasonable
 * diligence": Espindola v. Nunez (1988) 199 Cal.App.3d 1389, 1392; Rodriguez v. Cho (2015) 236 Cal.App.4th 742, 750)
 * is applied as the office's floor — two attempts, on two different days (three knocks in ten minutes are not
 * diligence). From 1 January 2027, AB 747 (Stats. 2025, ch. 563) amends §415.20: at least three good-faith attempts
 * on three different days at three different times, one of them at the dwelling.
 */
export const DILIGENCE_RULES: readonly DiligenceRule[] = [
  {
    id: 'case-law',
    effective: { from: '1969-11-13', to: '2026-12-31' },
    minAttempts: 2,
    minDays: 2,
    minBands: 1,
    dwelling: false,
    source: 'CCP §415.20(b); Espindola v. Nunez (1988) 199 Cal.App.3d 1389, 1392',
  },
  {
    id: 'ab747',
    effective: { from: '2027-01-01' },
    minAttempts: 3,
    minDays: 3,
    minBands: 3,
    dwelling: true,
    source: 'CCP §415.20, as amended by Stats. 2025, ch. 563 (AB 747), operative January 1, 2027',
  },
];

/** What each attempt of a proof must carry (CCP §417.10 as amended by AB 747 from 2027). */
export interface EvidenceRule {
  readonly id: 'none' | 'ab747-photo';
  readonly effective: Effective;
  /** A photo of the site (the door or entrance) with its time and GPS coordinates, or a written reason why not. */
  readonly photo: boolean;
  readonly source: string;
}

export const EVIDENCE_RULES: readonly EvidenceRule[] = [
  { id: 'none', effective: { from: '1969-11-13', to: '2026-12-31' }, photo: false, source: 'CCP §417.10' },
  {
    id: 'ab747-photo',
    effective: { from: '2027-01-01' },
    photo: true,
    source: 'CCP §417.10, as amended by Stats. 2025, ch. 563 (AB 747), operative January 1, 2027',
  },
];

function ruleOn<R extends { effective: Effective }>(rules: readonly R[], date: string): R {
  const rule = rules.find((r) => inForce(r.effective, date));
  if (!rule) throw new Error(`No rule in force on ${date}`);
  return rule;
}
export const diligenceRuleOn = (date: string): DiligenceRule => ruleOn(DILIGENCE_RULES, date);
export const evidenceRuleOn = (date: string): EvidenceRule => ruleOn(EVIDENCE_RULES, date);

// ---------------------------------------------------------------------------------------------------------------
// Attempts
// ---------------------------------------------------------------------------------------------------------------

/**
 * What happened at an attempt. `served` (the papers handed to the servee) and `served_refused` (the servee, identified,
 * refused them and they were left in their presence: still personal service) and `substituted` (left with a competent
 * adult, CCP §415.20(b)) end the field work; the others are unsuccessful attempts.
 */
export const OUTCOMES = ['served', 'served_refused', 'substituted', 'no_answer', 'not_home', 'bad_address', 'unsafe', 'other'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const SERVICE_OUTCOMES: ReadonlySet<Outcome> = new Set(['served', 'served_refused', 'substituted']);
/** Unsuccessful attempts that count towards diligence (an address where the servee does not live is not a proper place). */
export const DILIGENT_OUTCOMES: ReadonlySet<Outcome> = new Set(['no_answer', 'not_home', 'unsafe', 'other']);

export const ADDRESS_KINDS = ['home', 'work', 'mailing', 'other'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** Where substituted service may be made (§415.20(b)): the dwelling, the usual place of business, the usual mailing address. */
export const PROPER_ADDRESS_KINDS: ReadonlySet<AddressKind> = new Set(['home', 'work', 'mailing']);

/** What a rule needs to know of an attempt. */
export interface AttemptFacts {
  readonly id: string;
  /** When it was made (the device's clock, ISO). */
  readonly at: string;
  readonly addressKind: AddressKind;
  readonly outcome: Outcome;
  readonly photo: boolean;
  readonly gps: boolean;
  /** The server's written reason why there is no photo or no GPS fix (no signal, safety). */
  readonly reason: boolean;
}

export interface DiligenceCheck {
  readonly rule: DiligenceRule;
  readonly met: boolean;
  /** The unsuccessful attempts that count, in time order. */
  readonly counted: readonly string[];
  readonly attempts: number;
  readonly days: number;
  readonly bands: readonly TimeBand[];
  readonly dwelling: boolean;
  /** What is missing, as i18n keys of `serving.diligence.missing.*` with their values. */
  readonly missing: ReadonlyArray<{ key: 'attempts' | 'days' | 'bands' | 'dwelling'; need: number; have: number }>;
}

/**
 * Whether the attempts made before `at` (the moment the papers would be left) meet the rule in force on that day.
 * Only unsuccessful attempts at a proper address count.
 */
export function checkDiligence(attempts: readonly AttemptFacts[], at: Date): DiligenceCheck {
  const date = officeTime(at).date;
  const rule = diligenceRuleOn(date);
  const counted = attempts
    .filter((a) => DILIGENT_OUTCOMES.has(a.outcome) && PROPER_ADDRESS_KINDS.has(a.addressKind) && new Date(a.at) < at)
    .sort((a, b) => a.at.localeCompare(b.at));
  const days = new Set(counted.map((a) => officeTime(new Date(a.at)).date)).size;
  const bands = TIME_BANDS.filter((b) => counted.some((a) => timeBandOf(new Date(a.at)) === b));
  const dwelling = counted.some((a) => a.addressKind === 'home');
  const missing: DiligenceCheck['missing'][number][] = [];
  if (counted.length < rule.minAttempts) missing.push({ key: 'attempts', need: rule.minAttempts, have: counted.length });
  if (days < rule.minDays) missing.push({ key: 'days', need: rule.minDays, have: days });
  if (bands.length < rule.minBands) missing.push({ key: 'bands', need: rule.minBands, have: bands.length });
  if (rule.dwelling && !dwelling) missing.push({ key: 'dwelling', need: 1, have: 0 });
  return { rule, met: missing.length === 0, counted: counted.map((a) => a.id), attempts: counted.length, days, bands, dwelling, missing };
}

/** Whether an attempt carries what the rule in force on its day asks a proof to show. */
export function evidenceOf(a: AttemptFacts): { rule: EvidenceRule; ok: boolean } {
  const rule = evidenceRuleOn(officeTime(new Date(a.at)).date);
  return { rule, ok: !rule.photo || (a.photo && a.gps) || a.reason };
}

/** The attempts a proof cannot carry as they are (from 2027: no photo with time and GPS, and no written reason). */
export const attemptsLackingEvidence = (attempts: readonly AttemptFacts[]): string[] =>
  attempts.filter((a) => !evidenceOf(a).ok).map((a) => a.id);

// ---------------------------------------------------------------------------------------------------------------
// Substituted service: the mailing (CCP §415.20(b): "deemed complete on the 10th day after the mailing")
// ---------------------------------------------------------------------------------------------------------------

export const SUBSTITUTED_COMPLETE_DAYS = 10;

/** The day substituted service is complete: the 10th day after the mailing (office-time dates). */
export function substitutedCompleteOn(mailedOn: string): string {
  const [y, m, d] = mailedOn.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + SUBSTITUTED_COMPLETE_DAYS)).toISOString().slice(0, 10);
}
