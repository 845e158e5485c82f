/**
 * The public slug of each questionnaire type: what a URL the browser shows (its address bar, history, bookmarks) or
 * Stripe receives says instead of the type id (issue 17, D-3). The type id itself — stored in DynamoDB, used in API
 * bodies and in the code — does not change.
 *
 * A sensitive type's slug (SENSITIVE_TYPES) says nothing about domestic violence, abuse, protection or restraining
 * orders, and is not a court form number either: `document-preparation`, the same words as the neutral name Stripe
 * prints on its receipt ("Legal document preparation"), so a person who sees the browser's history or a shared
 * card statement learns only what any visit to a legal document assistant shows. The domestic relations order (a
 * retirement plan's division after a divorce, not sensitive) is `retirement-plan-order`: what it does, and no URL of
 * the site says "domestic" at all, so none can be taken for the other. Every other type keeps its id.
 *
 * This table is the only place slugs are written: `slugOf` and `typeFromSlug` are both read from it (the web's paths,
 * `web/src/lib/questionnaire-paths.ts`; Stripe's return URLs, `functions/lib/payments/`).
 */
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from './questionnaire-types';

export const PUBLIC_SLUGS = {
  conservatorship: 'conservatorship',
  'small-claims': 'small-claims',
  probate: 'probate',
  'durable-poa': 'durable-poa',
  'request-for-order': 'request-for-order',
  dissolution: 'dissolution',
  'summary-dissolution': 'summary-dissolution',
  'guardianship-minor': 'guardianship-minor',
  'domestic-relations-order': 'retirement-plan-order',
  'paternal-relationship': 'paternal-relationship',
  'adult-adoption': 'adult-adoption',
  'business-enterprises': 'business-enterprises',
  'parental-relationships': 'parental-relationships',
  'domestic-violence': 'document-preparation',
  'name-change': 'name-change',
} as const satisfies Readonly<Record<QuestionnaireType, string>>;

const BY_SLUG: ReadonlyMap<string, QuestionnaireType> = new Map(QUESTIONNAIRE_TYPES.map((type) => [PUBLIC_SLUGS[type], type]));

/** The slug a URL carries for a questionnaire type. */
export const slugOf = (type: QuestionnaireType): string => PUBLIC_SLUGS[type];

/** The questionnaire type a URL's slug names, or null (an unknown slug, or a type id that is not its own slug). */
export const typeFromSlug = (slug: unknown): QuestionnaireType | null => (typeof slug === 'string' ? (BY_SLUG.get(slug) ?? null) : null);

/**
 * An old link's slug: the type id that URLs carried before it had a neutral slug (`domestic-violence`, in bookmarks
 * and links made before), mapped to today's slug; null for anything else (a current slug included).
 */
export function currentSlugFor(oldSlug: unknown): string | null {
  if (typeof oldSlug !== 'string' || BY_SLUG.has(oldSlug)) return null;
  const type = QUESTIONNAIRE_TYPES.find((t) => t === oldSlug);
  return type ? PUBLIC_SLUGS[type] : null;
}
