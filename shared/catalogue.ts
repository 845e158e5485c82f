/**
 * The questionnaire catalogue: every questionnaire type, its route slug and the fee charged at payment.
 * The server computes every amount from this file; the client never sends a price.
 * Amounts are integer US cents.
 */
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
  titleKey: string;
  descriptionKey: string;
  /** Fee for preparing the documents this questionnaire serves, in cents. */
  priceCents: number;
  /** Main Judicial Council forms or filings this questionnaire prepares. */
  forms: readonly string[];
}

const entry = (type: QuestionnaireType, priceCents: number, forms: string[]): CatalogueEntry => ({
  type,
  titleKey: `catalogue.${type}.title`,
  descriptionKey: `catalogue.${type}.description`,
  priceCents,
  forms,
});

/** Prices follow the business's published list where it names the service (site copy, spec §9). */
export const CATALOGUE: Readonly<Record<QuestionnaireType, CatalogueEntry>> = {
  conservatorship: entry('conservatorship', 185000, ['GC-310', 'GC-320', 'GC-340', 'GC-312']),
  'small-claims': entry('small-claims', 25000, ['SC-100']),
  probate: entry('probate', 250000, ['DE-111', 'DE-121', 'DE-140', 'DE-147']),
  'durable-poa': entry('durable-poa', 45000, [
    'Uniform Statutory Form Power of Attorney (Prob. Code §4401)',
    'Advance Health Care Directive (Prob. Code §4701)',
  ]),
  'request-for-order': entry('request-for-order', 125000, ['FL-300', 'FL-311', 'FL-150']),
  dissolution: entry('dissolution', 250000, ['FL-100', 'FL-110', 'FL-115', 'FL-140', 'FL-142']),
  'summary-dissolution': entry('summary-dissolution', 150000, ['FL-800', 'FL-810', 'FL-820', 'FL-825']),
  'guardianship-minor': entry('guardianship-minor', 125000, ['GC-210', 'GC-210(CA)', 'GC-212', 'GC-240']),
  // Not FL-460 (the QDRO for support): a property-division order on pleading paper in the plan's format, with the
  // FL-348 joinder where the plan requires it (docs/compliance.md; the forms branch derives these from its form maps).
  'domestic-relations-order': entry('domestic-relations-order', 100000, ['Domestic relations order (QDRO/DRO)', 'FL-348']),
  'paternal-relationship': entry('paternal-relationship', 125000, ['FL-200', 'FL-210', 'FL-220']),
  // No Judicial Council forms exist for adult adoption: pleading-paper documents under Fam. Code §§9320–9321.
  'adult-adoption': entry('adult-adoption', 100000, [
    'Adoption agreement (Fam. Code §9320)',
    'Petition for approval of adoption agreement (Fam. Code §9321)',
    'Order of adoption',
  ]),
  'business-enterprises': entry('business-enterprises', 150000, [
    'Articles of Organization (LLC-1)',
    'Articles of Incorporation (ARTS-GS)',
    'Statement of Information',
    'Fictitious Business Name',
  ]),
  'parental-relationships': entry('parental-relationships', 125000, ['FL-260', 'FL-270', 'FL-311']),
  'domestic-violence': entry('domestic-violence', 85000, ['DV-100', 'DV-105', 'DV-109', 'DV-110']),
  'name-change': entry('name-change', 65000, ['NC-100', 'NC-110', 'NC-120', 'NC-121']),
};

export const priceOf = (type: QuestionnaireType): number => CATALOGUE[type].priceCents;
