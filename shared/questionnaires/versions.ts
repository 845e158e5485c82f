/**
 * Definition versions, without the definitions: the current version of each questionnaire and how answers written
 * under an older one are carried forward. Light on purpose (no definitions, no messages), so the drafts function can
 * upgrade a saved draft without bundling the questionnaires. The definitions of older versions are in registry.ts
 * (PAST_VERSIONS); a unit test holds each definition's `version` to CURRENT_VERSIONS.
 *
 * When a change would make older answers fail (a new required field, a field renamed or removed):
 *  1. freeze the current `<type>.ts` as `<type>.v<N>.ts` with its messages under their own namespace
 *     (`q.<camelType>V<N>`) and list it in PAST_VERSIONS (registry.ts);
 *  2. raise `version` in the definition and here;
 *  3. write the upgrade from N to N+1 below (best effort: answers the new version asks and the old one did not stay
 *     missing; the client completes them when a draft resumes, staff when a packet is built).
 */
import type { QuestionnaireType } from '../catalogue';
import { conservatorshipV1ToV2 } from './conservatorship.upgrade';
import { adultAdoptionV1ToV2 } from './adult-adoption.upgrade';
import { businessEnterprisesV1ToV2 } from './business-enterprises.upgrade';
import { domesticRelationsOrderV1ToV2 } from './domestic-relations-order.upgrade';
import { durablePoaV1ToV2 } from './durable-poa.upgrade';
import { guardianshipMinorV1ToV2 } from './guardianship-minor.upgrade';
import { probateV1ToV2 } from './probate.upgrade';
import { domesticViolenceV1ToV2 } from './domestic-violence.upgrade';
import { nameChangeV1ToV2 } from './name-change.upgrade';
import {
  dissolutionV1ToV2,
  parentalRelationshipsV1ToV2,
  paternalRelationshipV1ToV2,
  requestForOrderV1ToV2,
  requestForOrderV2ToV3,
  summaryDissolutionV1ToV2,
} from './family.upgrade';
import type { Answers } from './types';

export const CURRENT_VERSIONS: Readonly<Record<QuestionnaireType, number>> = {
  conservatorship: 2,
  'small-claims': 2,
  probate: 2,
  'durable-poa': 2,
  'request-for-order': 3,
  dissolution: 2,
  'summary-dissolution': 2,
  'guardianship-minor': 2,
  'domestic-relations-order': 2,
  'paternal-relationship': 2,
  'adult-adoption': 2,
  'business-enterprises': 2,
  'parental-relationships': 2,
  'domestic-violence': 2,
  'name-change': 2,
};

export type Upgrade = (answers: Answers) => Answers;

/** A one-line US address "street, city, ST 12345" split into the party block's boxes when it has that shape. */
function splitAddress(line: unknown): Answers {
  if (typeof line !== 'string' || !line.trim()) return {};
  const m = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(line.trim());
  return m ? { street: m[1], city: m[2], state: m[3], zip: m[4] } : { street: line.trim() };
}

const present = (a: Answers): Answers => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined));

/**
 * Small claims 1 → 2: the plaintiff's contact details and the defendant become party blocks (the old one-line address
 * is split when it has the usual shape), the incident date becomes a single-date answer, and an answer about attempts
 * to collect means the client did ask. What version 2 asks and version 1 did not (plaintiff's address, venue, items
 * 7–10 …) stays unanswered.
 */
export function upgradeSmallClaims1(a: Answers): Answers {
  const attempts = typeof a.attempts === 'string' && a.attempts.trim() ? a.attempts : undefined;
  return present({
    plaintiff: present({ name: a.fullName, email: a.email, phone: a.phone }),
    defendant: present({ name: a.defendantName, ...splitAddress(a.defendantAddress) }),
    claimAmount: a.claimAmount,
    incidentDescription: a.incidentDescription,
    dateKind: a.incidentDate ? 'single' : undefined,
    incidentDate: a.incidentDate,
    damages: a.damages,
    askedToPay: attempts ? true : undefined,
    attempts,
    evidence: a.evidence,
  });
}

/** Per type, per version N: answers of version N in the shape of version N+1. */
export const UPGRADES: Readonly<Partial<Record<QuestionnaireType, Readonly<Record<number, Upgrade>>>>> = {
  conservatorship: { 1: conservatorshipV1ToV2 },
  'small-claims': { 1: upgradeSmallClaims1 },
  'durable-poa': { 1: durablePoaV1ToV2 },
  'domestic-relations-order': { 1: domesticRelationsOrderV1ToV2 },
  'adult-adoption': { 1: adultAdoptionV1ToV2 },
  'business-enterprises': { 1: businessEnterprisesV1ToV2 },
  probate: { 1: probateV1ToV2 },
  'guardianship-minor': { 1: guardianshipMinorV1ToV2 },
  'domestic-violence': { 1: domesticViolenceV1ToV2 },
  'name-change': { 1: nameChangeV1ToV2 },
  'request-for-order': { 1: requestForOrderV1ToV2, 2: requestForOrderV2ToV3 },
  dissolution: { 1: dissolutionV1ToV2 },
  'summary-dissolution': { 1: summaryDissolutionV1ToV2 },
  'paternal-relationship': { 1: paternalRelationshipV1ToV2 },
  'parental-relationships': { 1: parentalRelationshipsV1ToV2 },
};

export const currentVersion = (type: QuestionnaireType): number => CURRENT_VERSIONS[type];

/**
 * Answers written under `version` carried to the current version's shape, or null when a step has no upgrade (or it
 * throws) or the version is newer than the current one. The current version's answers come back as they are.
 */
export function upgradeAnswers(type: QuestionnaireType, version: number, answers: Answers): Answers | null {
  const current = currentVersion(type);
  if (!Number.isInteger(version) || version < 1 || version > current) return null;
  let out = answers;
  for (let v = version; v < current; v++) {
    const step = UPGRADES[type]?.[v];
    if (!step) return null;
    try {
      out = step(out);
    } catch {
      return null;
    }
  }
  return out;
}
