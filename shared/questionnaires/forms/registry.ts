/**
 * Every questionnaire's forms (the `<type>.forms.ts` files beside the definitions), and the one list of maps not
 * written yet. Server-side and tools only: the web reads the light meta.generated.ts instead (no maps, no PDFs).
 */
import type { QuestionnaireType } from '../../catalogue';
import { adultAdoptionForms } from '../adult-adoption.forms';
import { businessEnterprisesForms } from '../business-enterprises.forms';
import { conservatorshipForms } from '../conservatorship.forms';
import { dissolutionForms } from '../dissolution.forms';
import { domesticRelationsOrderForms } from '../domestic-relations-order.forms';
import { domesticViolenceForms } from '../domestic-violence.forms';
import { durablePoaForms } from '../durable-poa.forms';
import { guardianshipMinorForms } from '../guardianship-minor.forms';
import { nameChangeForms } from '../name-change.forms';
import { parentalRelationshipsForms } from '../parental-relationships.forms';
import { paternalRelationshipForms } from '../paternal-relationship.forms';
import { probateForms } from '../probate.forms';
import { requestForOrderForms } from '../request-for-order.forms';
import { smallClaimsForms } from '../small-claims.forms';
import { summaryDissolutionForms } from '../summary-dissolution.forms';
import type { FormEntry, FormId, QuestionnaireForms } from './model';

export const FORM_MAPS: Readonly<Record<QuestionnaireType, QuestionnaireForms>> = {
  conservatorship: conservatorshipForms,
  'small-claims': smallClaimsForms,
  probate: probateForms,
  'durable-poa': durablePoaForms,
  'request-for-order': requestForOrderForms,
  dissolution: dissolutionForms,
  'summary-dissolution': summaryDissolutionForms,
  'guardianship-minor': guardianshipMinorForms,
  'domestic-relations-order': domesticRelationsOrderForms,
  'paternal-relationship': paternalRelationshipForms,
  'adult-adoption': adultAdoptionForms,
  'business-enterprises': businessEnterprisesForms,
  'parental-relationships': parentalRelationshipsForms,
  'domestic-violence': domesticViolenceForms,
  'name-change': nameChangeForms,
};

/**
 * THE PENDING LIST: forms whose map is not written yet, by questionnaire. The packet carries a worksheet of the
 * answers for each, the cover sheet says the map is pending, and the coverage figures leave them out. When you map a
 * form, replace its `pending(...)` entry in `<type>.forms.ts` and delete its line here (test/unit/court-forms checks
 * that this list and the `pending` entries agree, and that every shipped PDF not listed here is fully mapped).
 */
export const PENDING_FORMS: ReadonlyArray<readonly [QuestionnaireType, FormId]> = [];

export const formsOf = (type: QuestionnaireType): readonly FormEntry[] => FORM_MAPS[type].forms;
