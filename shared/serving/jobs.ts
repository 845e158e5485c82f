/**
 * Service jobs (issue 32): their states and moves, the papers' kinds and the proof form each needs, the methods a
 * client chooses among (the court's own descriptions, never advice), and the deadline the papers print. Pure data and
 * functions: the API, the field app, the console and the client's pages read the same ones.
 */
import { addDays } from '../notary/time';
import { substitutedCompleteOn } from './rules';

/**
 * new → assigned → attempting → served | substituted | unable → proof_signed → proof_filed. A substituted service
 * stays `substituted` while its mailing is pending and after it (the mailing's own record says when service is
 * complete: the 10th day after mailing); its proof can be signed once it is mailed. `cancelled` ends a job before
 * service. `unable` ends the field work without service (the proof is then a declaration of diligence only).
 */
export const JOB_STATES = [
  'new',
  'assigned',
  'attempting',
  'served',
  'substituted',
  'unable',
  'proof_signed',
  'proof_filed',
  'cancelled',
] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Jobs a server still works on in the field (the field app's list). */
export const FIELD_STATES: ReadonlySet<JobState> = new Set(['assigned', 'attempting', 'substituted']);
/** Jobs whose service is not done yet (deadline at risk counts only these). */
export const OPEN_STATES: ReadonlySet<JobState> = new Set(['new', 'assigned', 'attempting']);
/** States in which another server may take the job over. */
export const REASSIGNABLE: ReadonlySet<JobState> = new Set(['new', 'assigned', 'attempting']);

/** The moves staff or the rules make; anything else is refused (409). */
export const TRANSITIONS: Readonly<Record<JobState, readonly JobState[]>> = {
  new: ['assigned', 'cancelled'],
  assigned: ['assigned', 'attempting', 'served', 'substituted', 'unable', 'cancelled'],
  attempting: ['attempting', 'served', 'substituted', 'unable', 'cancelled'],
  served: ['proof_signed'],
  substituted: ['proof_signed'],
  unable: ['proof_signed', 'assigned'],
  proof_signed: ['proof_filed'],
  proof_filed: [],
  cancelled: [],
};
export const canMove = (from: JobState, to: JobState): boolean => TRANSITIONS[from].includes(to);

/**
 * What is being served, which decides the proof form (shared/reference/business-lines.md §2-A-4):
 *  - small_claims: SC-100 and other small-claims papers → SC-104 (SC-104A when someone else mailed the copy);
 *  - civil_summons: a civil summons and complaint → POS-010;
 *  - family_summons: a family-law summons and petition → FL-115;
 *  - family_papers: family papers after the summons (request for order, responsive declaration…) → FL-330;
 *  - dv: domestic-violence restraining order papers (personal service only) → DV-200.
 */
export const PAPER_KINDS = ['small_claims', 'civil_summons', 'family_summons', 'family_papers', 'dv'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

export const PROOF_FORM: Readonly<Record<PaperKind, 'SC-104' | 'POS-010' | 'FL-115' | 'FL-330' | 'DV-200'>> = {
  small_claims: 'SC-104',
  civil_summons: 'POS-010',
  family_summons: 'FL-115',
  family_papers: 'FL-330',
  dv: 'DV-200',
};
export type ProofForm = (typeof PROOF_FORM)[PaperKind];

/**
 * The methods the client chooses among, each described in the court's own words (serving.methods.* paraphrases the
 * courts' self-help pages): personal service only; personal service and — if it cannot be done with reasonable
 * diligence — substituted service; or, for family papers after the summons, service by mail (FL-335). The office
 * does not choose for the client (B&P §6400(d): at the client's specific direction).
 */
export const METHODS = ['personal', 'personal_or_substituted', 'mail'] as const;
export type Method = (typeof METHODS)[number];

/** The methods each kind of papers can be served by (restraining-order papers: personal service only). */
export const METHODS_FOR: Readonly<Record<PaperKind, readonly Method[]>> = {
  small_claims: ['personal', 'personal_or_substituted'],
  civil_summons: ['personal', 'personal_or_substituted'],
  family_summons: ['personal', 'personal_or_substituted'],
  family_papers: ['personal', 'mail'],
  dv: ['personal'],
};
export const methodsFor = (kind: PaperKind): readonly Method[] => METHODS_FOR[kind];
/** The proof form of a job: FL-335 for family papers served by mail, else the paper kind's. */
export const proofFormOf = (kind: PaperKind, method: Method): ProofForm | 'FL-335' =>
  method === 'mail' && kind === 'family_papers' ? 'FL-335' : PROOF_FORM[kind];

// ---------------------------------------------------------------------------------------------------------------
// Deadlines (printed on the papers; the office computes only what a rule fixes, from dates the papers give)
// ---------------------------------------------------------------------------------------------------------------

/**
 * How the serve-by date was found:
 *  - small_claims: CCP §116.340(a) — served at least 15 days before the trial, 20 if the defendant is outside the
 *    county; the proof filed at least 5 days before (SC-104's own instructions); a substituted service is complete
 *    only 10 days after mailing, so its papers must be left and mailed 10 days earlier;
 *  - dv109: the days before the hearing that DV-109 item 6 prints (the court fills it in: usually five);
 *  - date: a serve-by date read from the papers by staff (a summons, a request for order's order shortening time…).
 */
export type DeadlineInput =
  | { readonly basis: 'small_claims'; readonly hearingDate: string; readonly outsideCounty: boolean }
  | { readonly basis: 'dv109'; readonly hearingDate: string; readonly daysBefore: number }
  | { readonly basis: 'date'; readonly serveBy: string; readonly hearingDate?: string };

export interface Deadline {
  readonly basis: DeadlineInput['basis'];
  readonly hearingDate: string | null;
  /** Personal service must be done by this day. */
  readonly serveBy: string;
  /** A substituted service must be left and mailed by this day (null where it is not offered). */
  readonly substituteBy: string | null;
  /** The proof must be filed by this day, when the papers say. */
  readonly proofBy: string | null;
  readonly outsideCounty?: boolean;
  readonly daysBefore?: number;
}

export const SMALL_CLAIMS_DAYS = { inCounty: 15, outsideCounty: 20, proofBefore: 5 } as const;

export function deadlineOf(input: DeadlineInput): Deadline {
  switch (input.basis) {
    case 'small_claims': {
      const days = input.outsideCounty ? SMALL_CLAIMS_DAYS.outsideCounty : SMALL_CLAIMS_DAYS.inCounty;
      const serveBy = addDays(input.hearingDate, -days);
      return {
        basis: 'small_claims',
        hearingDate: input.hearingDate,
        serveBy,
        substituteBy: addDays(serveBy, -10),
        proofBy: addDays(input.hearingDate, -SMALL_CLAIMS_DAYS.proofBefore),
        outsideCounty: input.outsideCounty,
      };
    }
    case 'dv109':
      return {
        basis: 'dv109',
        hearingDate: input.hearingDate,
        serveBy: addDays(input.hearingDate, -input.daysBefore),
        substituteBy: null,
        proofBy: input.hearingDate,
        daysBefore: input.daysBefore,
      };
    case 'date':
      return {
        basis: 'date',
        hearingDate: input.hearingDate ?? null,
        serveBy: input.serveBy,
        substituteBy: addDays(input.serveBy, -10),
        proofBy: null,
      };
  }
}

/** A job is at risk when its service is not done and its serve-by date is this close (or past). */
export const AT_RISK_DAYS = 3;

/** Days from `today` to the serve-by date (negative: past). */
export function daysLeft(serveBy: string, today: string): number {
  const [a, b] = [serveBy, today].map((d) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10))));
  return Math.round((a - b) / 86_400_000);
}

export const atRisk = (state: JobState, serveBy: string | null, today: string): boolean =>
  OPEN_STATES.has(state) && serveBy !== null && daysLeft(serveBy, today) <= AT_RISK_DAYS;

export { substitutedCompleteOn };

// ---------------------------------------------------------------------------------------------------------------
// Servers' registration (B&P §22350 ff.)
// ---------------------------------------------------------------------------------------------------------------

/** The roster warns staff this many days before a registration or bond expires (issue 32). */
export const EXPIRY_ALERT_DAYS = [60, 30] as const;

/**
 * A registration lasts two years or until the bond expires, whichever is first (B&P ch. 16, §§22350–22360; the section is to be confirmed: §22355 is the ID card, which prints the expiry); a server may sign a
 * proof only while both are current on the signing day.
 */
export function registrationStatus(
  r: { registrationExpires: string; bondExpires: string },
  today: string,
): { current: boolean; expiresOn: string; daysLeft: number; alert: 0 | 30 | 60 } {
  const expiresOn = r.registrationExpires < r.bondExpires ? r.registrationExpires : r.bondExpires;
  const left = daysLeft(expiresOn, today);
  return { current: left >= 0, expiresOn, daysLeft: left, alert: left <= 30 ? 30 : left <= 60 ? 60 : 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Prices (the owner's settings; the server computes every amount from here)
// ---------------------------------------------------------------------------------------------------------------

/**
 * One servee: attempts at up to two addresses in Los Angeles County, the proof of service prepared and signed by the
 * server, and the diligence record; rush puts the first attempt within one business day. The fee for service stated
 * on the proof (SC-104 item 5, POS-010 item 7) is what the client paid for it (CCP §1033.5(a)(4)(B)).
 */
export const SERVING_PRICES = { standardCents: 8500, rushExtraCents: 4000, extraAddressCents: 2500, includedAddresses: 2 } as const;

export function servicePriceCents(o: { rush: boolean; addresses: number }): number {
  const extra = Math.max(0, o.addresses - SERVING_PRICES.includedAddresses) * SERVING_PRICES.extraAddressCents;
  return SERVING_PRICES.standardCents + (o.rush ? SERVING_PRICES.rushExtraCents : 0) + extra;
}

/** Limits of one job (more is a different job: call the office). */
export const JOB_LIMITS = { addresses: 4, papers: 8, attempts: 30, notes: 2000, description: 1000 } as const;
