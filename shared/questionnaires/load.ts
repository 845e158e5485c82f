/**
 * One questionnaire at a time: `loadQuestionnaire(type, version?)` loads one type's definition — its current version,
 * or the past version a draft or submission was written under — with the message bundles its labels need. Every
 * `import()` below is a chunk of its own for the web's bundler and the functions' esbuild, so a page or a request
 * loads the questionnaire it shows or validates and no other. The whole registry (registry.ts) is for what needs
 * every type at once: the court-form packets, scripts, tests, the bench.
 *
 * A new type is a compile error here until it has its entry (`satisfies` over QuestionnaireType); a new past version
 * goes in `past` beside PAST_VERSIONS (registry.ts); test/unit/questionnaires/load.test.ts holds both lists and the
 * fragments each definition uses to the registry.
 */
import { createTranslator, mergeBundles, type Locale, type MessageBundle, type Translate } from '../i18n/core';
import type { QuestionnaireType } from '../questionnaire-types';
import commonMessages from './common.messages';
import type { Answers, CaseSummary, QuestionnaireDefinition } from './types';

/** The shared fragments' message bundles (fragments/*.messages.ts), each loaded by the types whose fields use it. */
const FRAGMENTS = {
  party: () => import('./fragments/party.messages'),
  states: () => import('./fragments/states.messages'),
  uccjea: () => import('./fragments/uccjea.messages'),
  courtCases: () => import('./fragments/court-cases.messages'),
  relatives: () => import('./fragments/relatives.messages'),
  fl150: () => import('./fragments/fl150.messages'),
  custody: () => import('./fragments/custody.messages'),
  assets: () => import('./fragments/assets.messages'),
} satisfies Record<string, () => Promise<{ default: MessageBundle }>>;

/** A fragment by its messages' namespace (`q.party`, `q.courtCases`…). */
export type Fragment = keyof typeof FRAGMENTS;
export const FRAGMENT_NAMES = Object.keys(FRAGMENTS) as Fragment[];

type Load = () => Promise<QuestionnaireDefinition>;

interface Entry {
  /** The current version (its `version` is CURRENT_VERSIONS[type], versions.ts). */
  readonly current: Load;
  /**
   * The fragments whose labels the current version uses. A past version's copy is in its own namespace; one frozen
   * after the fragments existed (request-for-order version 2) names the fragments it uses beside its loader.
   */
  readonly fragments: readonly Fragment[];
  /** Older versions by number, as PAST_VERSIONS (registry.ts) lists them, with the fragments they use if any. */
  readonly past: Readonly<Record<number, Load | { readonly load: Load; readonly fragments: readonly Fragment[] }>>;
}

/** Per type: its chunks. `satisfies` makes a missing or unknown type a compile error. */
const ENTRIES = {
  conservatorship: {
    current: () => import('./conservatorship').then((m) => m.conservatorship),
    fragments: ['party', 'states', 'relatives'],
    past: { 1: () => import('./conservatorship.v1').then((m) => m.conservatorshipV1) },
  },
  'small-claims': {
    current: () => import('./small-claims').then((m) => m.smallClaims),
    fragments: ['party', 'states'],
    past: { 1: () => import('./small-claims.v1').then((m) => m.smallClaimsV1) },
  },
  probate: {
    current: () => import('./probate').then((m) => m.probate),
    fragments: ['party', 'states', 'relatives'],
    past: { 1: () => import('./probate.v1').then((m) => m.probateV1) },
  },
  'durable-poa': {
    current: () => import('./durable-poa').then((m) => m.durablePoa),
    fragments: [],
    past: { 1: () => import('./durable-poa.v1').then((m) => m.durablePoaV1) },
  },
  'request-for-order': {
    current: () => import('./request-for-order').then((m) => m.requestForOrder),
    fragments: ['party', 'states', 'uccjea', 'courtCases', 'fl150', 'custody'],
    past: {
      1: () => import('./request-for-order.v1').then((m) => m.requestForOrderV1),
      2: {
        load: () => import('./request-for-order.v2').then((m) => m.requestForOrderV2),
        fragments: ['party', 'states', 'uccjea', 'courtCases', 'fl150', 'custody'],
      },
    },
  },
  dissolution: {
    current: () => import('./dissolution').then((m) => m.dissolution),
    fragments: ['party', 'states', 'uccjea', 'courtCases', 'fl150', 'custody', 'assets'],
    past: { 1: () => import('./dissolution.v1').then((m) => m.dissolutionV1) },
  },
  'summary-dissolution': {
    current: () => import('./summary-dissolution').then((m) => m.summaryDissolution),
    fragments: ['party', 'states', 'fl150', 'assets'],
    past: { 1: () => import('./summary-dissolution.v1').then((m) => m.summaryDissolutionV1) },
  },
  'guardianship-minor': {
    current: () => import('./guardianship-minor').then((m) => m.guardianshipMinor),
    fragments: ['party', 'states', 'uccjea', 'courtCases', 'relatives'],
    past: { 1: () => import('./guardianship-minor.v1').then((m) => m.guardianshipMinorV1) },
  },
  'domestic-relations-order': {
    current: () => import('./domestic-relations-order').then((m) => m.domesticRelationsOrder),
    fragments: [],
    past: { 1: () => import('./domestic-relations-order.v1').then((m) => m.domesticRelationsOrderV1) },
  },
  'paternal-relationship': {
    current: () => import('./paternal-relationship').then((m) => m.paternalRelationship),
    fragments: ['party', 'states', 'uccjea', 'courtCases', 'fl150', 'custody'],
    past: { 1: () => import('./paternal-relationship.v1').then((m) => m.paternalRelationshipV1) },
  },
  'adult-adoption': {
    current: () => import('./adult-adoption').then((m) => m.adultAdoption),
    fragments: [],
    past: { 1: () => import('./adult-adoption.v1').then((m) => m.adultAdoptionV1) },
  },
  'business-enterprises': {
    current: () => import('./business-enterprises').then((m) => m.businessEnterprises),
    fragments: [],
    past: { 1: () => import('./business-enterprises.v1').then((m) => m.businessEnterprisesV1) },
  },
  'parental-relationships': {
    current: () => import('./parental-relationships').then((m) => m.parentalRelationships),
    fragments: ['party', 'states', 'uccjea', 'courtCases', 'fl150', 'custody'],
    past: { 1: () => import('./parental-relationships.v1').then((m) => m.parentalRelationshipsV1) },
  },
  'domestic-violence': {
    current: () => import('./domestic-violence').then((m) => m.domesticViolence),
    fragments: ['party', 'states', 'uccjea', 'courtCases', 'fl150'],
    past: { 1: () => import('./domestic-violence.v1').then((m) => m.domesticViolenceV1) },
  },
  'name-change': {
    current: () => import('./name-change').then((m) => m.nameChange),
    fragments: ['party', 'states'],
    past: { 1: () => import('./name-change.v1').then((m) => m.nameChangeV1) },
  },
} satisfies Record<QuestionnaireType, Entry>;

/** What the loader lists for a type (for the tests that hold it to the registry). */
export const loaderEntry = (type: QuestionnaireType): Entry => ENTRIES[type];

export interface LoadedQuestionnaire {
  readonly definition: QuestionnaireDefinition;
  /** Every bundle its keys need: q.common, the fragments it uses, its own namespace. */
  readonly messages: readonly MessageBundle[];
}

/** One promise per type and version: a second caller gets the same object; a failed load is tried again next time. */
const loading = new Map<string, Promise<LoadedQuestionnaire | null>>();

async function load(type: QuestionnaireType, version: number | undefined): Promise<LoadedQuestionnaire | null> {
  const entry: Entry = ENTRIES[type];
  const pastEntry = version === undefined ? undefined : entry.past[version];
  const past = typeof pastEntry === 'object' ? pastEntry.load : pastEntry;
  const used = pastEntry === undefined ? entry.fragments : typeof pastEntry === 'object' ? pastEntry.fragments : [];
  const [definition, fragments] = await Promise.all([
    (past ?? entry.current)(),
    Promise.all(used.map((name) => FRAGMENTS[name]().then((m) => m.default))),
  ]);
  if (version !== undefined && definition.version !== version) return null;
  return { definition, messages: [commonMessages, ...fragments, definition.messages] };
}

/**
 * A type's definition and messages: the current version, or `version` (a draft's or submission's
 * `definitionVersion`) — null for a version that never existed.
 */
export function loadQuestionnaire(type: QuestionnaireType): Promise<LoadedQuestionnaire>;
export function loadQuestionnaire(type: QuestionnaireType, version: number | undefined): Promise<LoadedQuestionnaire | null>;
export function loadQuestionnaire(type: QuestionnaireType, version?: number): Promise<LoadedQuestionnaire | null> {
  const key = `${type}@${version ?? 'current'}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = load(type, version);
    loading.set(key, promise);
    promise.catch(() => loading.delete(key));
  }
  return promise;
}

const translators = new WeakMap<LoadedQuestionnaire, Partial<Record<Locale, Translate>>>();
/** A translator over one loaded questionnaire's messages (the server's summaries; the web registers them instead). */
export function translatorOf(loaded: LoadedQuestionnaire, locale: Locale): Translate {
  const byLocale = translators.get(loaded) ?? {};
  translators.set(loaded, byLocale);
  return (byLocale[locale] ??= createTranslator(mergeBundles(loaded.messages, locale)));
}

/** A submission's listing fields in the given language, from answers its definition validated. */
export const summarizeWith = (loaded: LoadedQuestionnaire, answers: Answers, locale: Locale): CaseSummary =>
  loaded.definition.summary(answers, { t: translatorOf(loaded, locale), locale });
