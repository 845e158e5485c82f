/**
 * The forms the parental-relationships questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const parentalRelationshipsForms = defineForms({
  type: 'parental-relationships',
  version: 1,
  forms: [
    pending('FL-260', 'Petition for Custody and Support of Minor Children'),
    pending('FL-210', 'Summons (Parentage—Custody and Support)'),
    pending('FL-105', 'Declaration Under Uniform Child Custody Jurisdiction and Enforcement Act (UCCJEA)'),
    pending('FL-311', 'Child Custody and Visitation (Parenting Time) Application Attachment', true),
    pending('FL-150', 'Income and Expense Declaration', true),
  ],
});
