/**
 * One questionnaire's form maps at a time (as load.ts does for definitions): each `import()` is a chunk of its own, so
 * a function that needs one type's maps (the translation desk, the drafting job: where each answer prints) loads that
 * type's and no other. The packet and the tools use registry.ts (every type). A new type is a compile error here
 * until it has its entry; test/unit/translation/translatable.test.ts holds this list to the registry.
 */
import type { QuestionnaireType } from '../../questionnaire-types';
import type { QuestionnaireForms } from './model';

const FORMS = {
  conservatorship: () => import('../conservatorship.forms').then((m) => m.conservatorshipForms),
  'small-claims': () => import('../small-claims.forms').then((m) => m.smallClaimsForms),
  probate: () => import('../probate.forms').then((m) => m.probateForms),
  'durable-poa': () => import('../durable-poa.forms').then((m) => m.durablePoaForms),
  'request-for-order': () => import('../request-for-order.forms').then((m) => m.requestForOrderForms),
  dissolution: () => import('../dissolution.forms').then((m) => m.dissolutionForms),
  'summary-dissolution': () => import('../summary-dissolution.forms').then((m) => m.summaryDissolutionForms),
  'guardianship-minor': () => import('../guardianship-minor.forms').then((m) => m.guardianshipMinorForms),
  'domestic-relations-order': () => import('../domestic-relations-order.forms').then((m) => m.domesticRelationsOrderForms),
  'paternal-relationship': () => import('../paternal-relationship.forms').then((m) => m.paternalRelationshipForms),
  'adult-adoption': () => import('../adult-adoption.forms').then((m) => m.adultAdoptionForms),
  'business-enterprises': () => import('../business-enterprises.forms').then((m) => m.businessEnterprisesForms),
  'parental-relationships': () => import('../parental-relationships.forms').then((m) => m.parentalRelationshipsForms),
  'domestic-violence': () => import('../domestic-violence.forms').then((m) => m.domesticViolenceForms),
  'name-change': () => import('../name-change.forms').then((m) => m.nameChangeForms),
} satisfies Record<QuestionnaireType, () => Promise<QuestionnaireForms>>;

export const loadForms = (type: QuestionnaireType): Promise<QuestionnaireForms> => FORMS[type]();
