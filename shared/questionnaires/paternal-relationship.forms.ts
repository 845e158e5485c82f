/**
 * The forms the paternal-relationship questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const paternalRelationshipForms = defineForms({
  type: 'paternal-relationship',
  version: 1,
  forms: [
    pending('FL-200', 'Petition to Determine Parental Relationship'),
    pending('FL-210', 'Summons (Parentage—Custody and Support)'),
    pending('FL-105', 'Declaration Under Uniform Child Custody Jurisdiction and Enforcement Act (UCCJEA)'),
    pending('FL-311', 'Child Custody and Visitation (Parenting Time) Application Attachment', true),
    pending('FL-150', 'Income and Expense Declaration', true),
  ],
});
