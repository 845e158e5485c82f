/**
 * The forms the summary-dissolution questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const summaryDissolutionForms = defineForms({
  type: 'summary-dissolution',
  version: 1,
  forms: [
    pending('FL-800', 'Joint Petition for Summary Dissolution'),
    pending('FL-820', 'Request for Judgment, Judgment of Dissolution of Marriage, and Notice of Entry of Judgment'),
    pending('FL-825', 'Judgment of Dissolution and Notice of Entry of Judgment'),
    pending('FL-140', 'Declaration of Disclosure'),
    pending('FL-142', 'Schedule of Assets and Debts'),
    pending('FL-150', 'Income and Expense Declaration'),
  ],
});
