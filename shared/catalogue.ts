/**
 * The questionnaire catalogue: every questionnaire type, its route slug and the fee charged at payment.
 * The server computes every amount from this file; the client never sends a price.
 * Amounts are integer US cents.
 *
 * The forms each questionnaire prepares are not written here: they come from its form maps
 * (shared/questionnaires/<type>.forms.ts) through the generated light list forms/meta.generated.ts, so the hub, the
 * contract and the docs always name the forms the packet really holds.
 */
import { FORMS_META } from './questionnaires/forms/meta.generated';

export const QUESTIONNAIRE_TYPES = [
  'conservatorship',
  'small-claims',
  'probate',
  'durable-poa',
  'request-for-order',
  'dissolution',
  'summary-dissolution',
  'guardianship-minor',
  'domestic-relations-order',
  'paternal-relationship',
  'adult-adoption',
  'business-enterprises',
  'parental-relationships',
  'domestic-violence',
  'name-change',
] as const;
export type QuestionnaireType = (typeof QUESTIONNAIRE_TYPES)[number];

export const isQuestionnaireType = (value: unknown): value is QuestionnaireType =>
  typeof value === 'string' && (QUESTIONNAIRE_TYPES as readonly string[]).includes(value);

export interface CatalogueEntry {
  type: QuestionnaireType;
  /** i18n keys: catalogue.<type>.title / .description */
  titleKey: `catalogue.${QuestionnaireType}.title`;
  descriptionKey: `catalogue.${QuestionnaireType}.description`;
  /** Fee for preparing the documents this questionnaire serves, in cents. */
  priceCents: number;
  /** The forms or filings this questionnaire always prepares (from its form maps). */
  forms: readonly string[];
  /** Those it prepares only when the answers call for them (SC-100A for a third plaintiff). */
  formsWhenNeeded: readonly string[];
}

const entry = (type: QuestionnaireType, priceCents: number): CatalogueEntry => ({
  type,
  titleKey: `catalogue.${type}.title`,
  descriptionKey: `catalogue.${type}.description`,
  priceCents,
  forms: FORMS_META[type].filter((f) => !f.conditional).map((f) => f.form),
  formsWhenNeeded: FORMS_META[type].filter((f) => f.conditional).map((f) => f.form),
});

/** Prices follow the business's published list where it names the service (site copy, spec §9). */
export const CATALOGUE: Readonly<Record<QuestionnaireType, CatalogueEntry>> = {
  conservatorship: entry('conservatorship', 185000),
  'small-claims': entry('small-claims', 25000),
  probate: entry('probate', 250000),
  'durable-poa': entry('durable-poa', 45000),
  'request-for-order': entry('request-for-order', 125000),
  dissolution: entry('dissolution', 250000),
  'summary-dissolution': entry('summary-dissolution', 150000),
  'guardianship-minor': entry('guardianship-minor', 125000),
  'domestic-relations-order': entry('domestic-relations-order', 100000),
  'paternal-relationship': entry('paternal-relationship', 125000),
  'adult-adoption': entry('adult-adoption', 100000),
  'business-enterprises': entry('business-enterprises', 150000),
  'parental-relationships': entry('parental-relationships', 125000),
  'domestic-violence': entry('domestic-violence', 85000),
  'name-change': entry('name-change', 65000),
};

export const priceOf = (type: QuestionnaireType): number => CATALOGUE[type].priceCents;
