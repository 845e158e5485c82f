/**
 * The forms the request-for-order questionnaire serves (reference: /work/shared/reference/court-forms.md §2; model: forms/model.ts).
 * Every map here is pending (PENDING_FORMS, forms/registry.ts): the packet carries the answers as a worksheet until
 * each form is mapped.
 */
import { defineForms, pending } from './forms/build';

export const requestForOrderForms = defineForms({
  type: 'request-for-order',
  version: 1,
  forms: [
    pending('FL-300', 'Request for Order'),
    pending('FL-311', 'Child Custody and Visitation (Parenting Time) Application Attachment', true),
    pending('FL-105', 'Declaration Under Uniform Child Custody Jurisdiction and Enforcement Act (UCCJEA)', true),
    pending('FL-150', 'Income and Expense Declaration', true),
    pending('FL-303', 'Declaration Regarding Notice and Service of Request for Temporary Emergency (Ex Parte) Orders', true),
    pending('FL-305', 'Temporary Emergency (Ex Parte) Orders', true),
  ],
});
