import { CATALOGUE } from '../../../shared/catalogue';
import { SENSITIVE_TYPES, type QuestionnaireType } from '../../../shared/questionnaire-types';

/**
 * The name a client's own pages give a service: its title, or for a sensitive one (domestic violence) the neutral name
 * Stripe's receipt uses ("Legal document preparation"), so the dashboard, the case page and a printed receipt do not
 * name it to whoever looks at the screen (docs/security.md F1). The questionnaire and its journey pages, behind Quick
 * exit, still say what the client is filling in.
 */
export const serviceTitleKey = (type: QuestionnaireType) =>
  SENSITIVE_TYPES.has(type) ? ('catalogue.neutralTitle' as const) : CATALOGUE[type].titleKey;

export const isSensitiveType = (type: QuestionnaireType): boolean => SENSITIVE_TYPES.has(type);
