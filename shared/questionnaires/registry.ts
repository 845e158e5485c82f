/**
 * Every questionnaire at once, by type: for what needs them all (the court-form packets, scripts, tests, the bench).
 * A page or a request that needs one type loads only that one (load.ts); what is done with a definition (validate,
 * visible fields and steps) is in validate.ts, re-exported here.
 */
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '../questionnaire-types';
import { createTranslator, mergeBundles, type Locale, type MessageBundle, type Translate } from '../i18n/core';
import { adultAdoption } from './adult-adoption';
import { adultAdoptionV1 } from './adult-adoption.v1';
import { businessEnterprises } from './business-enterprises';
import { businessEnterprisesV1 } from './business-enterprises.v1';
import commonMessages from './common.messages';
import assetsMessages from './fragments/assets.messages';
import courtCasesMessages from './fragments/court-cases.messages';
import custodyMessages from './fragments/custody.messages';
import fl150Messages from './fragments/fl150.messages';
import partyMessages from './fragments/party.messages';
import relativesMessages from './fragments/relatives.messages';
import statesMessages from './fragments/states.messages';
import uccjeaMessages from './fragments/uccjea.messages';
import { conservatorship } from './conservatorship';
import { conservatorshipV1 } from './conservatorship.v1';
import { dissolution } from './dissolution';
import { dissolutionV1 } from './dissolution.v1';
import { domesticRelationsOrder } from './domestic-relations-order';
import { domesticRelationsOrderV1 } from './domestic-relations-order.v1';
import { domesticViolence } from './domestic-violence';
import { domesticViolenceV1 } from './domestic-violence.v1';
import { durablePoa } from './durable-poa';
import { durablePoaV1 } from './durable-poa.v1';
import { guardianshipMinor } from './guardianship-minor';
import { guardianshipMinorV1 } from './guardianship-minor.v1';
import { nameChange } from './name-change';
import { nameChangeV1 } from './name-change.v1';
import { parentalRelationships } from './parental-relationships';
import { parentalRelationshipsV1 } from './parental-relationships.v1';
import { paternalRelationship } from './paternal-relationship';
import { paternalRelationshipV1 } from './paternal-relationship.v1';
import { probate } from './probate';
import { probateV1 } from './probate.v1';
import { requestForOrder } from './request-for-order';
import { requestForOrderV1 } from './request-for-order.v1';
import { requestForOrderV2 } from './request-for-order.v2';
import { smallClaims } from './small-claims';
import { smallClaimsV1 } from './small-claims.v1';
import { summaryDissolution } from './summary-dissolution';
import { summaryDissolutionV1 } from './summary-dissolution.v1';
import type { Answers, CaseSummary, QuestionnaireDefinition } from './types';
import { validateWith, type ValidationResult } from './validate';

export { validateStep, validateWith, visibleFields, visibleSteps, type ValidationResult } from './validate';

export const QUESTIONNAIRES: Readonly<Record<QuestionnaireType, QuestionnaireDefinition>> = {
  conservatorship,
  'small-claims': smallClaims,
  probate,
  'durable-poa': durablePoa,
  'request-for-order': requestForOrder,
  dissolution,
  'summary-dissolution': summaryDissolution,
  'guardianship-minor': guardianshipMinor,
  'domestic-relations-order': domesticRelationsOrder,
  'paternal-relationship': paternalRelationship,
  'adult-adoption': adultAdoption,
  'business-enterprises': businessEnterprises,
  'parental-relationships': parentalRelationships,
  'domestic-violence': domesticViolence,
  'name-change': nameChange,
};

export const getQuestionnaire = (type: QuestionnaireType): QuestionnaireDefinition => QUESTIONNAIRES[type];

// ---------------------------------------------------------------------------------------------------------------
// Versions
// ---------------------------------------------------------------------------------------------------------------

/** Older definitions kept so that answers written under them still render, print and build a packet. */
export interface PastVersion {
  readonly definition: QuestionnaireDefinition;
}

/**
 * Older versions per type, oldest first (the current one is QUESTIONNAIRES[type]); how to add one: versions.ts.
 * Drafts and submissions record the version they were written under (absent: 1).
 */
export const PAST_VERSIONS: Readonly<Partial<Record<QuestionnaireType, readonly PastVersion[]>>> = {
  conservatorship: [{ definition: conservatorshipV1 }],
  'small-claims': [{ definition: smallClaimsV1 }],
  'durable-poa': [{ definition: durablePoaV1 }],
  'domestic-relations-order': [{ definition: domesticRelationsOrderV1 }],
  'adult-adoption': [{ definition: adultAdoptionV1 }],
  'business-enterprises': [{ definition: businessEnterprisesV1 }],
  probate: [{ definition: probateV1 }],
  'guardianship-minor': [{ definition: guardianshipMinorV1 }],
  'domestic-violence': [{ definition: domesticViolenceV1 }],
  'name-change': [{ definition: nameChangeV1 }],
  'request-for-order': [{ definition: requestForOrderV1 }, { definition: requestForOrderV2 }],
  dissolution: [{ definition: dissolutionV1 }],
  'summary-dissolution': [{ definition: summaryDissolutionV1 }],
  'paternal-relationship': [{ definition: paternalRelationshipV1 }],
  'parental-relationships': [{ definition: parentalRelationshipsV1 }],
};

/** The definition a version of a type was, or null for a version that never existed. */
export function definitionAt(type: QuestionnaireType, version: number): QuestionnaireDefinition | null {
  if (version === QUESTIONNAIRES[type].version) return QUESTIONNAIRES[type];
  return PAST_VERSIONS[type]?.find((p) => p.definition.version === version)?.definition ?? null;
}

/** The shared fragments' bundles (fragments/*.messages.ts). */
export const FRAGMENT_MESSAGES: readonly MessageBundle[] = [
  partyMessages,
  statesMessages,
  uccjeaMessages,
  courtCasesMessages,
  relativesMessages,
  fl150Messages,
  custodyMessages,
  assetsMessages,
];

/** Every bundle the questionnaires use: q.common, the fragments', one namespace per type and per kept older version. */
export const QUESTIONNAIRE_MESSAGES: readonly MessageBundle[] = [
  commonMessages,
  ...FRAGMENT_MESSAGES,
  ...QUESTIONNAIRE_TYPES.map((type) => QUESTIONNAIRES[type].messages),
  ...QUESTIONNAIRE_TYPES.flatMap((type) => (PAST_VERSIONS[type] ?? []).map((p) => p.definition.messages)),
];

const translators = new Map<Locale, Translate>();
/** A translator over the questionnaire messages only (for the server and the PDF; the web merges them with its own). */
export function questionnaireTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(mergeBundles(QUESTIONNAIRE_MESSAGES, locale))));
  return t;
}

/** The server's entry point: validates a submission's answers for its type. */
export const validateAnswers = (type: QuestionnaireType, answers: unknown): ValidationResult =>
  validateWith(getQuestionnaire(type), answers);

/** The submission's listing fields, in the given language, from answers validated by `validateAnswers`. */
export const summarize = (type: QuestionnaireType, answers: Answers, locale: Locale): CaseSummary =>
  getQuestionnaire(type).summary(answers, { t: questionnaireTranslator(locale), locale });
