/**
 * Which court a case is filed in (issue 25): the courthouse proposed from the client's answers — the case type and the
 * place the filing rules look at (where the parties live, where the claim arose, where the decedent lived) — or the
 * one staff chose on the case, and what the captions write for it (`filingParts`, the `{ filing }` values of the form
 * maps). Pure: the console, the staff API and the packet compute the same answer from the same inputs.
 */
import type { QuestionnaireType } from '../questionnaire-types';
import { COURTHOUSES, courthouseById, TABLE_COUNTY, type CaseKind, type Courthouse } from './courthouses';

/** The case type of each questionnaire, as the court distributes cases; null where nothing is filed in court. */
export const CASE_KIND: Readonly<Record<QuestionnaireType, CaseKind | 'civil' | null>> = {
  'small-claims': 'smallClaims',
  probate: 'probate',
  'guardianship-minor': 'probate',
  conservatorship: 'probate',
  'request-for-order': 'family',
  dissolution: 'family',
  'summary-dissolution': 'family',
  'paternal-relationship': 'family',
  'parental-relationships': 'family',
  'domestic-violence': 'family',
  'domestic-relations-order': 'family',
  'name-change': 'civil',
  'adult-adoption': 'civil',
  'durable-poa': null,
  'business-enterprises': null,
};

/** Why a courthouse was proposed (codes the console translates; `values` fill their placeholders). */
export type ReasonCode =
  /** A courthouse of the table that hears the case type sits in the city the rule looks at. */
  | 'sameCity'
  /** Probate (guardianships and conservatorships too) is filed at Stanley Mosk unless the case is from the Antelope Valley. */
  | 'probateCentral'
  /** An Antelope Valley probate matter: its courthouse is not in the table (its address could not be verified). */
  | 'antelopeValley'
  /** No courthouse of the table hearing the case type is in that city: the court's main courthouse, to be checked. */
  | 'centralDefault'
  /** The answers name no place the rule looks at. */
  | 'noPlace'
  /** The case is in another county: this table is Los Angeles's. */
  | 'otherCounty'
  /** Nothing of this questionnaire is filed in court. */
  | 'notFiled';

export interface Proposal {
  readonly courthouseId: string | null;
  readonly reason: ReasonCode;
  readonly values: Readonly<Record<string, string>>;
}

/** Staff's choice on the case (stored with the submission): a courthouse (or none: the proposal) and the case number. */
export interface FilingChoice {
  readonly courthouseId: string | null;
  readonly caseNumber: string | null;
  readonly by: { readonly sub: string; readonly name: string };
  readonly at: string;
}

type Answers = Readonly<Record<string, unknown>>;

const get = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Cities compare without case, accents or punctuation ("Los Ángeles" is Los Angeles). */
export const foldPlace = (place: string): string =>
  place
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The city of a one-line address "street, city, ST 12345" (probate's decedent address), when it has that shape. */
export function cityOfLine(line: string): string {
  const m = /,\s*([^,]+?),\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\s*$/.exec(line.trim());
  return m ? m[1] : '';
}

/** The present home of a residence history (the period without an end). */
const currentResidence = (list: unknown): string => {
  if (!Array.isArray(list)) return '';
  const open = list.find((r) => r && typeof r === 'object' && !str((r as Answers).to));
  return open ? str((open as Answers).city) : '';
};

/** Communities of the Antelope Valley (LASC's North District), for probate's one exception. */
const ANTELOPE_VALLEY = [
  'lancaster',
  'palmdale',
  'quartz hill',
  'littlerock',
  'lake los angeles',
  'acton',
  'lake hughes',
  'gorman',
  'llano',
];

/** The place the filing rule looks at, and what it is ("the decedent's home", …), for the reason shown to staff. */
function placeOf(type: QuestionnaireType, a: Answers): { city: string; what: string } {
  const first = (...candidates: Array<[string, string]>) => {
    for (const [city, what] of candidates) if (city) return { city, what };
    return { city: '', what: '' };
  };
  switch (type) {
    case 'small-claims': {
      // SC-100 item 5: the defendant's home unless the claim arose elsewhere; the form gives that place's ZIP (item 6).
      const venue = str(a.venue);
      return first(
        [venue === 'defendantLives' || venue === '' ? str(get(a, 'defendant.city')) : '', 'defendant'],
        [str(get(a, 'defendant.city')), 'defendant'],
      );
    }
    case 'probate':
      return first([cityOfLine(str(a.decedentAddress)), 'decedent'], [str(a.placeOfDeath), 'placeOfDeath']);
    case 'guardianship-minor':
      return first(
        [currentResidence(get(a, 'uccjea.residences')), 'children'],
        [currentResidence(get(a, 'uccjea.children.0.residences')), 'children'],
        [str(get(a, 'guardian.city')), 'guardian'],
      );
    case 'conservatorship':
      return first([cityOfLine(str(a.conservateeAddress)), 'conservatee'], [str(get(a, 'petitioner.city')), 'petitioner']);
    case 'dissolution':
    case 'name-change':
      return first([str(get(a, 'petitioner.city')), 'client']);
    case 'adult-adoption':
      return first([str(get(a, 'adopter.city')), 'client']);
    default:
      return first([str(get(a, 'you.city')), 'client'], [str(get(a, 'petitioner.city')), 'client']);
  }
}

/**
 * The county the answers name for the case, when the questionnaire asks it. A decedent who lived outside California:
 * the county where the estate is (Prob. Code §7052), never their home county in another state.
 */
export function countyOf(a: Answers): string {
  if (str(a.county)) return str(a.county);
  if (a.livedInCalifornia === false) return str(a.estateCounty);
  return str(a.countyOfDeath);
}

/** The case number the client gave for an existing case (a request for order, a retirement-plan order). */
export function answeredCaseNumber(type: QuestionnaireType, a: Answers): string {
  if (type === 'request-for-order' || type === 'domestic-relations-order') return str(a.caseNumber);
  return '';
}

const isLosAngeles = (county: string): boolean => county === '' || foldPlace(county) === foldPlace(TABLE_COUNTY);

/** The courthouse proposed from the answers, and why. */
export function proposeCourthouse(type: QuestionnaireType, answers: unknown): Proposal {
  const a = (answers && typeof answers === 'object' ? answers : {}) as Answers;
  const kind = CASE_KIND[type];
  if (kind === null) return { courthouseId: null, reason: 'notFiled', values: {} };
  const county = countyOf(a);
  if (!isLosAngeles(county)) return { courthouseId: null, reason: 'otherCounty', values: { county } };
  const { city, what } = placeOf(type, a);
  const folded = foldPlace(city);
  if (kind === 'probate' && ANTELOPE_VALLEY.includes(folded))
    return { courthouseId: null, reason: 'antelopeValley', values: { city, what } };
  const here = kind === 'civil' ? undefined : COURTHOUSES.find((c) => c.hears.includes(kind) && foldPlace(c.city) === folded && folded);
  if (here) return { courthouseId: here.id, reason: 'sameCity', values: { city, what, kind } };
  if (kind === 'probate') return { courthouseId: 'stanley-mosk', reason: 'probateCentral', values: { city, what } };
  if (!city) return { courthouseId: 'stanley-mosk', reason: 'noPlace', values: { kind } };
  return { courthouseId: 'stanley-mosk', reason: 'centralDefault', values: { city, what, kind } };
}

/** The case's filing: staff's choice where they made one, else the proposal; the county and case number it gives. */
export interface Filing {
  readonly proposal: Proposal;
  readonly choice: FilingChoice | null;
  readonly courthouse: Courthouse | null;
  readonly county: string;
  readonly caseNumber: string;
}

export function filingOf(type: QuestionnaireType, answers: unknown, choice: FilingChoice | null = null): Filing {
  const a = (answers && typeof answers === 'object' ? answers : {}) as Answers;
  const proposal = proposeCourthouse(type, a);
  const id = choice?.courthouseId ?? proposal.courthouseId;
  const courthouse = id ? (courthouseById(id) ?? null) : null;
  return {
    proposal,
    choice,
    courthouse,
    county: courthouse ? TABLE_COUNTY : countyOf(a),
    caseNumber: choice?.caseNumber?.trim() || answeredCaseNumber(type, a),
  };
}

/** What the captions write (the `{ filing }` values of the maps, model.ts `FilingPart`). */
export function filingParts(filing: Filing): Readonly<Record<string, string>> {
  const c = filing.courthouse;
  const cityZip = c ? `${c.city}, CA ${c.zip}` : '';
  return {
    county: filing.county,
    courthouse: c?.name ?? '',
    street: c?.street ?? '',
    mailing: c?.mailing ?? '',
    cityZip,
    branch: c?.name ?? '',
    courtBlock: c
      ? [`Superior Court of California, County of ${filing.county}`, c.name, `${c.street}, ${cityZip}`].join('\n')
      : filing.county
        ? `Superior Court of California, County of ${filing.county}`
        : '',
    caseNumber: filing.caseNumber,
  };
}
