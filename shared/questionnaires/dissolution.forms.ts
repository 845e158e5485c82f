/**
 * The forms the dissolution questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const dissolutionForms = defineForms({
  type: 'dissolution',
  version: 1,
  forms: [
    pending('FL-100', 'Petition—Marriage/Domestic Partnership'),
    pending('FL-105', 'Declaration Under Uniform Child Custody Jurisdiction and Enforcement Act (UCCJEA)', true),
    pending('FL-110', 'Summons (Family Law)'),
    pending('FL-115', 'Proof of Service of Summons (Family Law)'),
    pending('FL-140', 'Declaration of Disclosure'),
    pending('FL-142', 'Schedule of Assets and Debts'),
    pending('FL-150', 'Income and Expense Declaration'),
  ],
});
