/**
 * The questionnaire catalogue: every questionnaire type, its fee and the forms it prepares. The types and fees
 * themselves live in questionnaire-types.ts (re-exported here), so server code that needs only them does not bundle
 * the forms list; the server computes every amount from there, the client never sends a price. Amounts in US cents.
 *
 * The forms each questionnaire prepares are not written here: they come from its form maps
 * (shared/questionnaires/<type>.forms.ts) through the generated light list forms/meta.generated.ts, so the hub, the
 * contract and the docs always name the forms the packet really holds.
 */
import { FORMS_META } from './questionnaires/forms/meta.generated';
import { PRICE_CENTS, QUESTIONNAIRE_TYPES, type QuestionnaireType } from './questionnaire-types';

export {
  isQuestionnaireType,
  priceOf,
  PRICE_CENTS,
  QUESTIONNAIRE_TYPES,
  SENSITIVE_TYPES,
  type QuestionnaireType,
} from './questionnaire-types';

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

/** Every questionnaire's entry, in the order of QUESTIONNAIRE_TYPES. */
export const CATALOGUE: Readonly<Record<QuestionnaireType, CatalogueEntry>> = Object.fromEntries(
  QUESTIONNAIRE_TYPES.map((type) => [type, entry(type, PRICE_CENTS[type])]),
) as Record<QuestionnaireType, CatalogueEntry>;
