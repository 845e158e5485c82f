/**
 * The forms the domestic-violence questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const domesticViolenceForms = defineForms({
  type: 'domestic-violence',
  version: 1,
  forms: [
    pending('DV-100', 'Request for Domestic Violence Restraining Order'),
    pending('CLETS-001', 'Confidential Information for Law Enforcement'),
    pending('DV-105', 'Request for Child Custody and Visitation Orders', true),
    pending('DV-109', 'Notice of Court Hearing'),
    pending('DV-110', 'Temporary Restraining Order'),
    pending('FL-150', 'Income and Expense Declaration', true),
  ],
});
