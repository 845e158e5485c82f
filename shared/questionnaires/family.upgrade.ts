/**
 * Version 1 answers of the five family-law questionnaires in the shape of version 2 (versions.ts). Light: no
 * definitions, no messages (the drafts function upgrades a saved draft without bundling the questionnaires).
 *
 * Best effort, never inventing an answer: what version 2 asks and version 1 did not stays missing (the client
 * completes it when a draft resumes, staff when a packet is built). Free text that version 2 asks in another form
 * (one-line addresses, property lists, visitation descriptions) is carried in "other facts" or "facts" with a note, so
 * nothing the client wrote is lost. Addresses given on one line go in the street box for the client to split.
 */
import type { Answers, AnswerValue } from './types';

type Loose = Record<string, AnswerValue>;

const isRecord = (v: unknown): v is Answers => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const list = (v: unknown): Answers[] => (Array.isArray(v) ? v.filter(isRecord) : []);
const pick = (source: Answers, keys: readonly string[]): Loose =>
  Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k] as AnswerValue]));

/** A v1 party ({ name, address, phone… }): the one-line address goes in the street box (at most 150 characters). */
function party(v: unknown, keep: readonly string[]): Loose | undefined {
  if (!isRecord(v)) return undefined;
  const out = pick(v, keep);
  const address = str(v.address);
  if (address && address.length <= 150) out.street = address;
  return out;
}

/** Notes appended to a free-text answer: "Label: text" paragraphs. */
function notes(existing: unknown, parts: ReadonlyArray<readonly [string, unknown]>): string | undefined {
  const lines = [str(existing), ...parts.flatMap(([label, v]) => (str(v) ? [`${label}: ${str(v)}`] : []))].filter(Boolean);
  return lines.length ? lines.join('\n\n') : undefined;
}

/** v1 custody choices (petitioner / respondent / joint / other) in the custody fragment's terms. */
const CUSTODY_TO: Readonly<Record<string, string>> = { petitioner: 'me', respondent: 'otherParty', joint: 'joint', other: 'other' };

/**
 * Request for order 2 → 3 (issue 25): version 3 asks what version 2 did not — the case's other party when the client
 * is the other parent/party, and between whom the restraining orders in effect are. The answers carry as they are; both
 * stay unanswered (the client completes them when a draft resumes, staff when a packet is built).
 */
export const requestForOrderV2ToV3 = (a: Answers): Answers => ({ ...a });

/** v1 children with their own residence periods ({ from, to, address, livedWith, relationship }) as the UCCJEA object. */
function uccjeaFrom(children: Answers[]): Loose | undefined {
  if (children.length === 0) return undefined;
  const residence = (r: Answers): Loose => {
    const out = pick(r, ['from', 'to', 'livedWith', 'relationship']);
    const address = str(r.address);
    if (address && address.length <= 80) out.city = address;
    return out;
  };
  const child = (c: Answers, withHomes: boolean): Loose => ({
    ...pick(c, ['name', 'birthDate', 'placeOfBirth']),
    ...(withHomes && Array.isArray(c.residences) ? { residences: list(c.residences).map(residence) } : {}),
  });
  const together = children.length === 1;
  return {
    childCount: children.length,
    ...(together ? {} : { livedTogether: false }),
    children: children.map((c) => child(c, !together)),
    ...(together && Array.isArray(children[0].residences) ? { residences: list(children[0].residences).map(residence) } : {}),
  };
}

const PARTY_KEYS = ['name', 'homePhone', 'workPhone', 'cellPhone', 'email', 'dateOfBirth', 'driversLicense', 'ssn4'] as const;

export function requestForOrderV1ToV2(a: Answers): Answers {
  const out: Loose = pick(a, ['caseNumber', 'county', 'orderType', 'fileStampedDate', 'expedited']);
  const orders = Array.isArray(a.orders) ? a.orders.filter((o): o is string => typeof o === 'string') : [];
  const restraint = orders.includes('propertyRestraint');
  const next = orders.filter((o) => o !== 'propertyRestraint');
  if (restraint && !next.includes('other')) next.push('other');
  if (next.length) out.orders = next;
  const otherOrder = [restraint ? 'Property restraint' : undefined, str(a.otherOrder)].filter(Boolean).join('. ');
  if (otherOrder) out.otherOrder = otherOrder;
  const you = party(a.you, PARTY_KEYS);
  if (you) out.you = you;
  const other = party(a.otherParty, PARTY_KEYS);
  if (other) out.otherParty = other;
  const children = list(a.children);
  const uccjea = uccjeaFrom(children);
  if (uccjea) {
    if (typeof a.previousCases === 'boolean') uccjea.otherCases = a.previousCases;
    out.uccjea = uccjea;
  } else {
    Object.assign(out, pick(a, ['previousCases', 'previousCasesDetails']));
  }
  const facts = notes(a.facts, uccjea ? [['Other court cases (from the earlier questionnaire)', a.previousCasesDetails]] : []);
  if (facts) out.facts = facts;
  return out;
}

export function dissolutionV1ToV2(a: Answers): Answers {
  const out: Loose = pick(a, [
    'relationshipType',
    'petitionType',
    'separationDate',
    'grounds',
    'agreesOnTerms',
    'hasMinorChildren',
    'childSupport',
    'restoreFormerName',
    'formerName',
    'attorneyFees',
  ]);
  const petitioner = party(a.petitioner, ['name', 'phone', 'email']);
  if (petitioner) out.petitioner = petitioner;
  const respondent = party(a.respondent, ['name', 'phone', 'email']);
  if (respondent) out.respondent = respondent;
  // Version 1 asked one "date of marriage or registration".
  if (a.relationshipType === 'domesticPartnership') {
    if (a.marriageDate !== undefined) out.registrationDate = a.marriageDate;
  } else Object.assign(out, pick(a, ['marriageDate', 'marriagePlace']));
  if (a.attorneyFees === true) out.attorneyFeesPaidBy = 'respondent';
  const children = list(a.children);
  if (a.hasMinorChildren === true && children.length) {
    out.uccjea = { childCount: children.length, children: children.map((c) => pick(c, ['name', 'birthDate'])) };
    const custody: Loose = {};
    if (str(a.legalCustody) && CUSTODY_TO[a.legalCustody as string]) custody.legal = CUSTODY_TO[a.legalCustody as string];
    if (str(a.physicalCustody) && CUSTODY_TO[a.physicalCustody as string]) custody.physical = CUSTODY_TO[a.physicalCustody as string];
    out.custody = custody;
  }
  const support = a.spousalSupport;
  if (support === 'toMe') out.supportToMe = 'award';
  if (support === 'toSpouse') out.supportToSpouse = 'award';
  if (support === 'terminate' || support === 'reserve') {
    out.supportToMe = support;
    out.supportToSpouse = support;
  }
  const other = notes(a.otherFacts, [
    ['Proposed visitation (from the earlier questionnaire)', a.visitation],
    ['Community property (from the earlier questionnaire)', a.communityProperty],
    ['Separate property (from the earlier questionnaire)', a.separateProperty],
    ['Debts (from the earlier questionnaire)', a.debts],
  ]);
  if (other) out.otherFacts = other;
  return out;
}

export function summaryDissolutionV1ToV2(a: Answers): Answers {
  const out: Loose = pick(a, [
    'marriageDate',
    'separationDate',
    'county',
    'noChildren',
    'noRealEstate',
    'waiveSupport',
    'restoreFormerName',
    'formerName',
    'spouseRestoresName',
    'spouseFormerName',
  ]);
  out.relationshipType = 'marriage';
  if (a.residency === true) out.residency = 'resident';
  const you = party(a.you, ['name', 'phone', 'email']);
  if (you) out.you = you;
  const spouse = party(a.spouse, ['name', 'phone', 'email']);
  if (spouse) out.spouse = spouse;
  if (a.propertyAgreement === true) out.propertyDivision = 'agreement';
  const other = notes(a.otherFacts, [
    ['Community property and its division (from the earlier questionnaire)', a.communityProperty],
    ['Community debts (from the earlier questionnaire)', a.communityDebts],
    ['My separate property (from the earlier questionnaire)', a.yourSeparateProperty],
    ['My spouse’s separate property (from the earlier questionnaire)', a.spouseSeparateProperty],
  ]);
  if (other) out.otherFacts = other;
  return out;
}

export function paternalRelationshipV1ToV2(a: Answers): Answers {
  const out: Loose = pick(a, [
    'otherParentAgrees',
    'declarationSigned',
    'geneticTesting',
    'childSupport',
    'birthExpenses',
    'changeChildName',
    'newChildName',
  ]);
  const you = party(a.you, ['name', 'phone', 'email']);
  if (you) out.you = you;
  const other = party(a.otherParent, ['name', 'phone', 'email']);
  if (other) out.otherParent = other;
  if (a.yourRole === 'mother') out.yourRole = 'gaveBirth';
  if (a.yourRole === 'father' || a.yourRole === 'otherParent') out.yourRole = 'parent';
  const children = list(a.children);
  if (children.length) {
    out.childrenBorn = 'born';
    out.uccjea = { childCount: children.length, children: children.map((c) => pick(c, ['name', 'birthDate', 'placeOfBirth'])) };
    const youName = isRecord(a.you) ? str(a.you.name) : undefined;
    if (youName && children.every((c) => str(c.livesWith) === youName)) out.childrenLiveWith = 'me';
    const custody: Loose = {};
    if (str(a.legalCustody) && CUSTODY_TO[a.legalCustody as string]) custody.legal = CUSTODY_TO[a.legalCustody as string];
    if (str(a.physicalCustody) && CUSTODY_TO[a.physicalCustody as string]) custody.physical = CUSTODY_TO[a.physicalCustody as string];
    out.custody = custody;
  }
  const facts = notes(a.otherFacts, [
    ['Proposed visitation (from the earlier questionnaire)', a.visitation],
    [
      'Who the children live with (from the earlier questionnaire)',
      children
        .map((c) => str(c.livesWith))
        .filter(Boolean)
        .join('; '),
    ],
  ]);
  if (facts) out.otherFacts = facts;
  return out;
}

export function parentalRelationshipsV1ToV2(a: Answers): Answers {
  const out: Loose = pick(a, ['childSupport']);
  const you = party(a.you, ['name', 'phone', 'email']);
  if (you) out.you = you;
  const other = party(a.otherParent, ['name', 'phone', 'email']);
  if (other) out.otherParent = other;
  if (a.relationship === 'married' || a.relationship === 'partners') out.basis = ['married'];
  const uccjea = uccjeaFrom(list(a.children));
  if (uccjea) out.uccjea = uccjea;
  const custody: Loose = {};
  if (str(a.legalCustody) && CUSTODY_TO[a.legalCustody as string]) custody.legal = CUSTODY_TO[a.legalCustody as string];
  if (str(a.physicalCustody) && CUSTODY_TO[a.physicalCustody as string]) custody.physical = CUSTODY_TO[a.physicalCustody as string];
  if (['reasonable', 'schedule', 'supervised', 'none'].includes(a.visitation as string)) custody.visitation = a.visitation as string;
  out.custody = custody;
  if (a.childSupport === true) {
    if (typeof a.otherMonthlyIncome === 'number') out.fl150Work = { otherPartyIncome: a.otherMonthlyIncome };
    if (typeof a.yourTimeshare === 'number') out.fl150Children = { timeWithMe: a.yourTimeshare };
  }
  const facts = notes(a.otherFacts, [
    ['Visitation details (from the earlier questionnaire)', a.visitationDetails],
    ['Safety concerns (from the earlier questionnaire)', a.safetyConcerns],
    [
      'Gross monthly income (from the earlier questionnaire)',
      typeof a.yourMonthlyIncome === 'number' ? `$${(a.yourMonthlyIncome / 100).toFixed(2)}` : undefined,
    ],
    [
      'Spousal support (asked in the earlier questionnaire; FL-260 has no such request)',
      a.spousalSupport === true ? 'requested' : undefined,
    ],
  ]);
  if (facts) out.otherFacts = facts;
  return out;
}
