/**
 * The questionnaire types and their fees, without the catalogue's form lists (shared/catalogue.ts re-exports all of
 * this): what the API schemas and the server's prices need, so a Lambda function that only validates a type or
 * charges a fee does not bundle the forms list of every questionnaire (questionnaires/forms/meta.generated.ts).
 * Amounts are integer US cents; the server computes every amount from here, the client never sends a price.
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

/** Prices follow the business's published list where it names the service (site copy, spec §9). */
export const PRICE_CENTS: Readonly<Record<QuestionnaireType, number>> = {
  conservatorship: 185000,
  'small-claims': 25000,
  probate: 250000,
  'durable-poa': 45000,
  'request-for-order': 125000,
  dissolution: 250000,
  'summary-dissolution': 150000,
  'guardianship-minor': 125000,
  'domestic-relations-order': 100000,
  'paternal-relationship': 125000,
  'adult-adoption': 100000,
  'business-enterprises': 150000,
  'parental-relationships': 125000,
  'domestic-violence': 85000,
  'name-change': 65000,
};

export const priceOf = (type: QuestionnaireType): number => PRICE_CENTS[type];

/**
 * Questionnaires whose name alone can endanger a client if an abuser sees it (a receipt in a shared mailbox, a card
 * statement, browser history): anything that leaves the site for them — Stripe's product name on the receipt — uses a
 * neutral name instead (catalogue.neutralTitle).
 */
export const SENSITIVE_TYPES: ReadonlySet<QuestionnaireType> = new Set<QuestionnaireType>(['domestic-violence']);
